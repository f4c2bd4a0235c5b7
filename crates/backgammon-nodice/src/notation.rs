//! Text: move notation (printing and reading against a position), the position string, the ASCII board.

use arrayvec::ArrayVec;
use core::fmt::{self, Write as _};
use core::str::FromStr;

use crate::cube::Cube;
use crate::error::{IllegalMove, MoveParseError, PositionError};
use crate::illegal::Journeys;
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
    let me = pos.side_to_move();
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

/// Reads one written journey (`24/18*/14(2)`) into its segments (`24/18`, `18/14`, twice), appended to
/// `journeys`; too many segments for any pair is [`IllegalMove::MoreThanTheDice`].
fn read_token(journeys: &mut Journeys, token: &str, dice: Dice) -> Result<(), MoveParseError> {
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
            journeys.try_push((pair[0], pair[1])).map_err(|_| IllegalMove::MoreThanTheDice { dice })?;
        }
    }
    Ok(())
}

/// Splits `6-4 24/18 13/9`, a play whose pair lacks its colon, into the pair and the rest: the first word
/// is a pair and a journey never is, so the reading is unambiguous.
fn split_pair_without_colon(text: &str) -> Option<(Dice, &str)> {
    let (first, rest) = text.split_once(char::is_whitespace)?;
    let dice = first.parse::<Dice>().ok()?;
    (!rest.trim().is_empty()).then_some((dice, rest))
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
        let mut legal = crate::game::MoveList::new();
        self.legal_moves_into(&mut legal);
        // The reason is worked out only here, on the error path.
        let listed = |mv: Move| {
            if legal.contains(&mv) {
                Ok(mv)
            } else {
                Err(MoveParseError::Illegal(self.why_illegal(mv).unwrap_or(IllegalMove::NoSuchMove)))
            }
        };
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
            return listed(mv);
        }
        if self.phase() == Phase::Rolling {
            return match text.parse::<Dice>() {
                Ok(dice) => listed(Move::rolled(dice)),
                Err(_) if text.contains('/') => Err(IllegalMove::RollExpected.into()),
                Err(e) => Err(e),
            };
        }
        let (dice, body) = match text.split_once(':') {
            Some((dice, body)) => (dice.parse::<Dice>()?, body),
            None => match (split_pair_without_colon(text), self.phase()) {
                (Some(read), _) => read,
                (None, Phase::Playing(dice)) => (dice, text),
                _ => match text.parse::<Dice>() {
                    Ok(dice) => return listed(Move::rolled(dice)),
                    Err(_) => return Err(MoveParseError::MissingDice),
                },
            },
        };
        let mut journeys = Journeys::new();
        for token in body.split_whitespace() {
            read_token(&mut journeys, &token.to_ascii_lowercase(), dice)?;
        }
        if journeys.is_empty() {
            return Err(MoveParseError::Malformed);
        }
        // Checkers further back first: if any order of the written steps finds a checker at each start, this
        // one does (a checker reaching a point came from a higher one), so the order written does not matter.
        let mut ordered = journeys.clone();
        ordered.sort_by_key(|&(from, _)| core::cmp::Reverse(from));
        let before = mover_counts(self);
        let mut target = before;
        let found = ordered.iter().all(|&(from, to)| move_one(&mut target, from, to)).then(|| {
            legal.iter().copied().filter(|mv| mv.kind() == MoveKind::Play && mv.dice() == Some(dice)).find(
                |&mv| {
                    let mut pts = before;
                    mv.steps().all(|s| move_one(&mut pts, s.from, s.to())) && pts == target
                },
            )
        });
        match found.flatten() {
            Some(mv) => Ok(mv),
            None => Err(MoveParseError::Illegal(self.why_play_illegal(dice, &journeys))),
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
            Phase::Over(WinKind::TurnLimit) => f.write_str("over-limit"),
        }
    }
}

fn parse_phase(text: &str) -> Result<Phase, PositionError> {
    Ok(match text {
        "start" => Phase::TurnStart,
        "choose" => Phase::Choose,
        "roll" => Phase::Rolling,
        "doubled" => Phase::Doubled,
        "over-single" => Phase::Over(WinKind::Single),
        "over-gammon" => Phase::Over(WinKind::Gammon),
        "over-backgammon" => Phase::Over(WinKind::Backgammon),
        "over-drop" => Phase::Over(WinKind::Dropped),
        "over-limit" => Phase::Over(WinKind::TurnLimit),
        _ => Phase::Playing(parse_dice_field(text).ok_or(PositionError::Phase)?),
    })
}

/// A pair written exactly as `Display` writes it (higher number first), so that the string is canonical.
fn parse_dice_field(text: &str) -> Option<Dice> {
    let dice: Dice = text.parse().ok()?;
    (alloc::format!("{dice}") == text).then_some(dice)
}

fn parse_pair_of_counts(text: &str) -> Result<[u8; 2], PositionError> {
    let (w, b) = text.split_once('/').ok_or(PositionError::BarOrOff)?;
    let count = |t: &str| match t.parse::<u8>() {
        Ok(n) if n <= 15 && alloc::format!("{n}") == t => Ok(n),
        _ => Err(PositionError::BarOrOff),
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
            self.side_to_move().letter(),
            phase_word(self.phase()),
            self.cube()
        )?;
        if self.is_opening() {
            f.write_str("open")?;
        } else {
            for side in [Side::White, Side::Black] {
                if side == Side::Black {
                    f.write_char('/')?;
                }
                match self.last_dice(side) {
                    Some(d) => write!(f, "{d}")?,
                    None => f.write_char('-')?,
                }
            }
        }
        // The turn count exists only under a turn limit, and is left out while it is 0, so that the start
        // position and every string of rules without a limit keep eight fields.
        if self.turns != 0 {
            write!(f, ":{}", self.turns)?;
        }
        Ok(())
    }
}

impl FromStr for Position {
    type Err = PositionError;

    /// Reads a position string (see [`Position`]), or a classic game in an outside notation: an XGID
    /// (`XGID=...`, [`Position::from_xgid`]) or GNU Backgammon's `positionID:matchID` or position ID alone
    /// ([`Position::from_gnubg_ids`]), both under [`Rules::classic`] (their match length included). To read
    /// them under other rules (no dice, no cube), call those functions.
    fn from_str(text: &str) -> Result<Position, PositionError> {
        match crate::gnubg_match_id::outside_notation(text) {
            Some(crate::IdFormat::Xgid) => {
                return Position::from_xgid(text, Rules::classic()).map_err(PositionError::Id);
            }
            Some(_) => {
                return Position::from_gnubg_ids(text, Rules::classic()).map_err(PositionError::Id);
            }
            None => {}
        }
        let mut fields: ArrayVec<&str, 9> = ArrayVec::new();
        for field in text.trim().split(':') {
            fields.try_push(field).map_err(|_| PositionError::Fields)?;
        }
        if fields.len() < 8 {
            return Err(PositionError::Fields);
        }
        let rules: Rules = fields[0].parse().map_err(|_| PositionError::Rules)?;
        if fields.len() == 9 && rules.turn_limit() == 0 {
            return Err(PositionError::Fields);
        }
        // Under a limit, eight fields mean no turn played yet (the form `Display` prints then); `:0` is read too.
        let turns = match fields.get(8) {
            None => 0,
            Some(t) => match t.parse::<u16>() {
                Ok(n) if alloc::format!("{n}") == *t => n,
                _ => return Err(PositionError::Turns),
            },
        };
        let mut board = [0i8; 24];
        let mut n = 0;
        for (i, part) in fields[1].split(',').enumerate() {
            let count = match part.parse::<i8>() {
                Ok(c) if (-15..=15).contains(&c) && alloc::format!("{c}") == part => c,
                _ => return Err(PositionError::Board),
            };
            *board.get_mut(i).ok_or(PositionError::Board)? = count;
            n += 1;
        }
        if n != 24 {
            return Err(PositionError::Board);
        }
        let bar = parse_pair_of_counts(fields[2])?;
        let off = parse_pair_of_counts(fields[3])?;
        let turn = match fields[4] {
            "w" => Side::White,
            "b" => Side::Black,
            _ => return Err(PositionError::Turn),
        };
        let phase = parse_phase(fields[5])?;
        let cube: Cube = fields[6].parse()?;
        let (opening, last) = if fields[7] == "open" {
            (true, [0, 0])
        } else {
            let (w, b) = fields[7].split_once('/').ok_or(PositionError::Last)?;
            let pair = |t: &str| match t {
                "-" => Ok(0),
                t => parse_dice_field(t).map(Dice::to_bits).ok_or(PositionError::Last),
            };
            (false, [pair(w)?, pair(b)?])
        };
        let mut pos = Position { board, bar, off, turn, phase, cube, last, opening, turns, rules, hash: 0 };
        pos.check_consistent()?;
        pos.hash = pos.hash_from_scratch();
        Ok(pos)
    }
}

impl Position {
    /// Checks that a state read from outside is one the rules can produce.
    pub(crate) fn check_consistent(&self) -> Result<(), PositionError> {
        use PositionError::{CheckerCount, Inconsistent, Phase as BadPhase};
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
        let limit = self.rules.turn_limit();
        let over = matches!(self.phase, Phase::Over(_));
        if self.turns > limit
            || (self.turns == limit && limit != 0 && !over)
            || (self.opening && self.turns != 0)
        {
            return Err(Inconsistent("the turns played must be below the turn limit while the game goes on"));
        }
        let me = self.turn;
        let finished = [Side::White, Side::Black].into_iter().filter(|&s| self.borne_off(s) == 15).count();
        let problem = match self.phase {
            Phase::Over(WinKind::Dropped)
                if finished != 0 || !self.rules.cube() || !self.cube.may_double(me) =>
            {
                Some("a drop ends a game in progress, doubled by the winner")
            }
            Phase::Over(WinKind::TurnLimit)
                if finished != 0
                    || self.turns != self.rules.turn_limit()
                    || self.turns == 0
                    || self.pip_count(me) > self.pip_count(me.opponent()) =>
            {
                Some("a game ends at its turn limit, won by the lower pip count")
            }
            Phase::Over(WinKind::Dropped | WinKind::TurnLimit) => None,
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
