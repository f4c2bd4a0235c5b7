//! Text: move notation (printing and reading against a position), the position string, the ASCII board.

use alloc::string::String;
use arrayvec::ArrayVec;
use core::fmt::{self, Write as _};
use core::str::FromStr;

use crate::cube::Cube;
use crate::error::{MoveParseError, PositionParseError};
use crate::mv::{Dice, Move, MoveKind, Step};
use crate::position::{Phase, Position, Side, WinKind, abs_index};
use crate::rules::Rules;

/// One checker's journey in a play: its landings, the first being its start, each with whether it hit.
type Path = ArrayVec<(u8, bool), 5>;

fn write_point(f: &mut impl fmt::Write, point: u8) -> fmt::Result {
    match point {
        Step::BAR => f.write_str("bar"),
        Step::OFF => f.write_str("off"),
        p => write!(f, "{p}"),
    }
}

/// Writes the steps of a play in the customary notation: one `from/to` per checker (joined when a checker
/// moves on, with the intermediate point shown only where it hit), `*` after a point where a blot was hit,
/// `(n)` for `n` identical journeys, journeys from the highest start point down. Each is preceded by a space.
pub(crate) fn write_steps(f: &mut impl fmt::Write, mv: Move) -> fmt::Result {
    let mut paths: ArrayVec<Path, 4> = ArrayVec::new();
    for step in mv.steps() {
        let to = step.to();
        let continues = paths.iter_mut().find(|p| p.last().is_some_and(|&(end, _)| end == step.from));
        if let Some(path) = continues {
            path.push((to, step.hit));
        } else {
            let mut path = Path::new();
            path.push((step.from, false));
            path.push((to, step.hit));
            paths.push(path);
        }
    }
    paths.sort_unstable_by(|a, b| b.cmp(a));
    let mut i = 0;
    while i < paths.len() {
        let path = &paths[i];
        let mut n = 1;
        while i + n < paths.len() && paths[i + n] == *path {
            n += 1;
        }
        f.write_char(' ')?;
        let last = path.len() - 1;
        for (j, &(point, hit)) in path.iter().enumerate() {
            // Intermediate landings are shown only where they hit: `24/18*/14`, but `24/14`.
            if j != 0 && j != last && !hit {
                continue;
            }
            if j != 0 {
                f.write_char('/')?;
            }
            write_point(f, point)?;
            if hit {
                f.write_char('*')?;
            }
        }
        if n > 1 {
            write!(f, "({n})")?;
        }
        i += n;
    }
    Ok(())
}

/// The mover's board as signed counts by the mover's point (`[0]` borne off, `[25]` the bar), the form in
/// which two ways of writing a play are compared.
fn mover_counts(pos: &Position) -> [i8; 26] {
    let me = pos.turn();
    let mut pts = [0i8; 26];
    for p in 1..=24u8 {
        pts[p as usize] = pos.board()[abs_index(me, p)] * me.sign();
    }
    pts[0] = pos.borne_off(me) as i8;
    pts[25] = pos.bar(me) as i8;
    pts
}

/// Moves one checker from `from` to `to` on mover counts, hitting a blot; `false` if there is no checker to
/// move or the landing point is held.
fn move_one(pts: &mut [i8; 26], from: u8, to: u8) -> bool {
    if from <= to || pts[from as usize] <= 0 {
        return false;
    }
    pts[from as usize] -= 1;
    let t = to as usize;
    if t == 0 {
        pts[0] += 1;
        return true;
    }
    match pts[t] {
        -1 => pts[t] = 1,
        c if c < -1 => return false,
        _ => pts[t] += 1,
    }
    true
}

fn parse_point(text: &str, first: bool) -> Result<u8, MoveParseError> {
    match text {
        "bar" if first => Ok(Step::BAR),
        "off" if !first => Ok(Step::OFF),
        _ => match text.parse::<u8>() {
            Ok(p) if (1..=24).contains(&p) && !text.starts_with('+') => Ok(p),
            _ => Err(MoveParseError::Malformed),
        },
    }
}

/// Applies one written journey (`24/18*/14(2)`) to mover counts.
fn apply_token(pts: &mut [i8; 26], token: &str) -> Result<(), MoveParseError> {
    let (body, times) = match token.strip_suffix(')').and_then(|t| t.rsplit_once('(')) {
        Some((body, n)) => match n.parse::<u8>() {
            Ok(n @ 1..=4) => (body, n),
            _ => return Err(MoveParseError::Malformed),
        },
        None => (token, 1),
    };
    let mut points: ArrayVec<u8, 5> = ArrayVec::new();
    for (i, part) in body.split('/').enumerate() {
        let part = part.strip_suffix('*').unwrap_or(part);
        points.try_push(parse_point(part, i == 0)?).map_err(|_| MoveParseError::Malformed)?;
    }
    if points.len() < 2 {
        return Err(MoveParseError::Malformed);
    }
    for _ in 0..times {
        for pair in points.windows(2) {
            if !move_one(pts, pair[0], pair[1]) {
                return Err(MoveParseError::Illegal);
            }
        }
    }
    Ok(())
}

impl Position {
    /// Reads a move in the customary notation against this position, and returns it only if it is legal here.
    ///
    /// Accepted: `pass` (when no play is possible; while a double awaits an answer, a drop), `double`, `take`,
    /// `drop`, `roll`; a roll `6-4` at a chance node (classic); a play
    /// `6-4: 24/18 13/9` with its pair (which may be left out while classic dice are being played:
    /// `24/18 13/9`). Journeys may be written in any order, joined (`24/14`) or step by step (`24/18 18/14`),
    /// with `bar`, `off`, `*` (optional: hits are found from the position) and `(n)` repetitions. A play is
    /// identified by the position it reaches, so every way of writing one legal play gives the same listed
    /// [`Move`]; a journey through an intermediate point not written is taken not to hit there.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        let text = text.trim();
        let mut legal = crate::game::Moves::new();
        self.legal_moves_into(&mut legal);
        let keyword = match text.to_ascii_lowercase().as_str() {
            // "Pass" also names dropping a double in backgammon parlance.
            "pass" if self.phase() == Phase::Doubled => Some(Move::DROP),
            "pass" => Some(Move::PASS),
            "double" => Some(Move::DOUBLE),
            "take" => Some(Move::TAKE),
            "drop" => Some(Move::DROP),
            "roll" => Some(Move::ROLL),
            _ => None,
        };
        if let Some(mv) = keyword {
            return if legal.contains(&mv) { Ok(mv) } else { Err(MoveParseError::Illegal) };
        }
        if self.phase() == Phase::Rolling {
            let dice: Dice = text.parse()?;
            let mv = Move::rolled(dice);
            return if legal.contains(&mv) { Ok(mv) } else { Err(MoveParseError::Illegal) };
        }
        let (dice, body) = match text.split_once(':') {
            Some((dice, body)) => (dice.parse::<Dice>()?, body),
            None => match self.phase() {
                Phase::Playing(dice) => (dice, text),
                _ if text.parse::<Dice>().is_ok() => return Err(MoveParseError::Illegal),
                _ => return Err(MoveParseError::MissingDice),
            },
        };
        let mut target = mover_counts(self);
        let mut tokens = 0;
        for token in body.split_whitespace() {
            apply_token(&mut target, &token.to_ascii_lowercase())?;
            tokens += 1;
        }
        if tokens == 0 {
            return Err(MoveParseError::Malformed);
        }
        let before = mover_counts(self);
        legal
            .iter()
            .copied()
            .filter(|mv| mv.kind() == MoveKind::Play && mv.dice() == Some(dice))
            .find(|&mv| {
                let mut pts = before;
                mv.steps().all(|s| move_one(&mut pts, s.from, s.to())) && pts == target
            })
            .ok_or(MoveParseError::Illegal)
    }

    /// An ASCII picture of the board for people, White (`X`) moving from its 24-point (top right as drawn,
    /// points numbered from White's side) round to its home board (bottom right), Black (`O`) the other way,
    /// with the bar, the borne-off checkers, the cube and whose turn it is:
    ///
    /// ```text
    ///  13 14 15 16 17 18       19 20 21 22 23 24
    /// +------------------+---+------------------+
    /// | X           O    |   | O              X |
    /// ...
    /// ```
    pub fn pretty(&self) -> String {
        let mut out = String::new();
        // Writing to a String cannot fail.
        let _ = self.write_pretty(&mut out);
        out
    }

    fn write_pretty(&self, out: &mut String) -> fmt::Result {
        let cell = |point: u8, row: i8| -> String {
            let count = self.board()[point as usize - 1];
            let n = count.abs();
            let mark = if count > 0 { 'X' } else { 'O' };
            if row == 4 && n > 5 {
                alloc::format!("{n:>2} ")
            } else if n > row {
                alloc::format!(" {mark} ")
            } else {
                String::from("   ")
            }
        };
        let border = "+------------------+---+------------------+\n";
        out.push_str(" 13 14 15 16 17 18       19 20 21 22 23 24\n");
        out.push_str(border);
        let bar_mark = |side: Side, row: i8| {
            let n = self.bar(side) as i8;
            let mark = if side == Side::White { 'X' } else { 'O' };
            if row == 0 && n > 0 { alloc::format!("{mark}{n:<2}") } else { String::from("   ") }
        };
        for row in 0..5 {
            out.push('|');
            (13..=18).for_each(|p| out.push_str(&cell(p, row)));
            out.push('|');
            out.push_str(&bar_mark(Side::Black, row));
            out.push('|');
            (19..=24).for_each(|p| out.push_str(&cell(p, row)));
            out.push_str("|\n");
        }
        out.push_str("|                  |BAR|                  |\n");
        for row in (0..5).rev() {
            out.push('|');
            (7..=12).rev().for_each(|p| out.push_str(&cell(p, row)));
            out.push('|');
            out.push_str(&bar_mark(Side::White, row));
            out.push('|');
            (1..=6).rev().for_each(|p| out.push_str(&cell(p, row)));
            out.push_str("|\n");
        }
        out.push_str(border);
        out.push_str(" 12 11 10  9  8  7        6  5  4  3  2  1\n");
        writeln!(
            out,
            "X White: pips {}, off {}   O Black: pips {}, off {}   cube {}",
            self.pip_count(Side::White),
            self.borne_off(Side::White),
            self.pip_count(Side::Black),
            self.borne_off(Side::Black),
            self.cube()
        )?;
        let who = self.turn().name();
        match self.phase() {
            Phase::TurnStart if self.rules().is_classic() => writeln!(out, "{who} to double or roll"),
            Phase::TurnStart | Phase::Choose => {
                write!(out, "{who} to choose a pair and play (allowed:")?;
                for d in self.allowed_dice() {
                    write!(out, " {d}")?;
                }
                writeln!(out, ")")
            }
            Phase::Rolling => writeln!(out, "{who} to roll"),
            Phase::Playing(dice) => writeln!(out, "{who} to play {dice}"),
            Phase::Doubled => writeln!(out, "{who} to take or drop a double to {}", self.cube().value() * 2),
            Phase::Over(_) => {
                let (_, kind, points) = self.winner().unwrap_or((self.turn(), WinKind::Single, 0));
                writeln!(out, "{who} wins {points} point(s) ({kind:?})")
            }
        }
    }
}

fn phase_word(phase: Phase) -> PhaseWord {
    PhaseWord(phase)
}

struct PhaseWord(Phase);

impl fmt::Display for PhaseWord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Phase::TurnStart => f.write_str("start"),
            Phase::Choose => f.write_str("choose"),
            Phase::Rolling => f.write_str("roll"),
            Phase::Playing(dice) => write!(f, "{dice}"),
            Phase::Doubled => f.write_str("doubled"),
            Phase::Over(WinKind::Single) => f.write_str("over-single"),
            Phase::Over(WinKind::Gammon) => f.write_str("over-gammon"),
            Phase::Over(WinKind::Backgammon) => f.write_str("over-backgammon"),
            Phase::Over(WinKind::Dropped) => f.write_str("over-drop"),
        }
    }
}

fn parse_phase(text: &str) -> Result<Phase, PositionParseError> {
    Ok(match text {
        "start" => Phase::TurnStart,
        "choose" => Phase::Choose,
        "roll" => Phase::Rolling,
        "doubled" => Phase::Doubled,
        "over-single" => Phase::Over(WinKind::Single),
        "over-gammon" => Phase::Over(WinKind::Gammon),
        "over-backgammon" => Phase::Over(WinKind::Backgammon),
        "over-drop" => Phase::Over(WinKind::Dropped),
        _ => Phase::Playing(parse_dice_field(text).ok_or(PositionParseError::Phase)?),
    })
}

/// A pair written exactly as `Display` writes it (higher number first), so that the string is canonical.
fn parse_dice_field(text: &str) -> Option<Dice> {
    let dice: Dice = text.parse().ok()?;
    (alloc::format!("{dice}") == text).then_some(dice)
}

fn parse_pair_of_counts(text: &str) -> Result<[u8; 2], PositionParseError> {
    let (w, b) = text.split_once('/').ok_or(PositionParseError::BarOrOff)?;
    let count = |t: &str| match t.parse::<u8>() {
        Ok(n) if n <= 15 && alloc::format!("{n}") == t => Ok(n),
        _ => Err(PositionParseError::BarOrOff),
    };
    Ok([count(w)?, count(b)?])
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:", self.rules())?;
        for (i, count) in self.board().iter().enumerate() {
            if i > 0 {
                f.write_char(',')?;
            }
            write!(f, "{count}")?;
        }
        write!(
            f,
            ":{}/{}:{}/{}:{}:{}:{}:",
            self.bar(Side::White),
            self.bar(Side::Black),
            self.borne_off(Side::White),
            self.borne_off(Side::Black),
            self.turn().letter(),
            phase_word(self.phase()),
            self.cube()
        )?;
        if self.is_opening() {
            return f.write_str("open");
        }
        for side in [Side::White, Side::Black] {
            if side == Side::Black {
                f.write_char('/')?;
            }
            match self.last_dice(side) {
                Some(d) => write!(f, "{d}")?,
                None => f.write_char('-')?,
            }
        }
        Ok(())
    }
}

impl FromStr for Position {
    type Err = PositionParseError;

    /// Reads a position string (see [`Position`]).
    fn from_str(text: &str) -> Result<Position, PositionParseError> {
        let mut fields: ArrayVec<&str, 8> = ArrayVec::new();
        for field in text.trim().split(':') {
            fields.try_push(field).map_err(|_| PositionParseError::Fields)?;
        }
        if fields.len() != 8 {
            return Err(PositionParseError::Fields);
        }
        let rules: Rules = fields[0].parse().map_err(|_| PositionParseError::Rules)?;
        let mut board = [0i8; 24];
        let mut n = 0;
        for (i, part) in fields[1].split(',').enumerate() {
            let count = match part.parse::<i8>() {
                Ok(c) if (-15..=15).contains(&c) && alloc::format!("{c}") == part => c,
                _ => return Err(PositionParseError::Board),
            };
            *board.get_mut(i).ok_or(PositionParseError::Board)? = count;
            n += 1;
        }
        if n != 24 {
            return Err(PositionParseError::Board);
        }
        let bar = parse_pair_of_counts(fields[2])?;
        let off = parse_pair_of_counts(fields[3])?;
        let turn = match fields[4] {
            "w" => Side::White,
            "b" => Side::Black,
            _ => return Err(PositionParseError::Turn),
        };
        let phase = parse_phase(fields[5])?;
        let cube: Cube = fields[6].parse()?;
        let (opening, last) = if fields[7] == "open" {
            (true, [0, 0])
        } else {
            let (w, b) = fields[7].split_once('/').ok_or(PositionParseError::Last)?;
            let pair = |t: &str| match t {
                "-" => Ok(0),
                t => parse_dice_field(t).map(Dice::to_bits).ok_or(PositionParseError::Last),
            };
            (false, [pair(w)?, pair(b)?])
        };
        let mut pos = Position { board, bar, off, turn, phase, cube, last, opening, rules, hash: 0 };
        pos.check_consistent()?;
        pos.hash = pos.hash_from_scratch();
        Ok(pos)
    }
}

impl Position {
    /// Checks that a state read from outside is one the rules can produce.
    pub(crate) fn check_consistent(&self) -> Result<(), PositionParseError> {
        use PositionParseError::{CheckerCount, Inconsistent, Phase as BadPhase};
        for side in [Side::White, Side::Black] {
            if self.checker_total(side) != 15 {
                return Err(CheckerCount(side));
            }
        }
        let classic = self.rules.is_classic();
        match self.phase {
            Phase::Rolling | Phase::Playing(_) if !classic => return Err(BadPhase),
            Phase::Choose if classic => return Err(BadPhase),
            _ => {}
        }
        if classic && self.last != [0, 0] {
            return Err(Inconsistent("classic mode keeps no chosen pairs"));
        }
        if !self.rules.cube() && self.cube != Cube::CENTRED {
            return Err(Inconsistent("the cube is not in play"));
        }
        if self.opening {
            let start_phase = matches!(self.phase, Phase::TurnStart | Phase::Rolling | Phase::Playing(_));
            if !start_phase || self.cube != Cube::CENTRED || self.turn != self.rules.first() {
                return Err(Inconsistent("the opening turn is the first side's, before any cube action"));
            }
            if matches!(self.phase, Phase::Playing(d) if d.is_double()) {
                return Err(Inconsistent("the opening roll is two different dice"));
            }
        }
        let me = self.turn;
        let finished = [Side::White, Side::Black].into_iter().filter(|&s| self.borne_off(s) == 15).count();
        let problem = match self.phase {
            Phase::Over(WinKind::Dropped)
                if finished != 0 || !self.rules.cube() || !self.cube.may_double(me) =>
            {
                Some("a drop ends a game in progress, doubled by the winner")
            }
            Phase::Over(WinKind::Dropped) => None,
            Phase::Over(kind)
                if self.borne_off(me) != 15
                    || self.borne_off(me.opponent()) == 15
                    || kind != self.win_kind_of(me) =>
            {
                Some("the winner bore off all 15 and the kind of win must match")
            }
            Phase::Over(_) => None,
            _ if finished != 0 => Some("a side has borne off all 15: the game is over"),
            Phase::Doubled if !self.rules.cube() || self.opening || !self.cube.may_double(me.opponent()) => {
                Some("the doubler must have access to the cube")
            }
            Phase::Choose if self.cube.owner() != Some(me.opponent()) => {
                Some("after a take the taker owns the cube")
            }
            Phase::TurnStart if classic && !self.may_double() => {
                Some("a classic turn starts with the roll when no double is possible")
            }
            _ => None,
        };
        if let Some(problem) = problem {
            return Err(Inconsistent(problem));
        }
        Ok(())
    }
}
