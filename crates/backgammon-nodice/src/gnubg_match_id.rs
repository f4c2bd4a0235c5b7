//! GNU Backgammon match IDs (12 base64 characters: cube, turn, dice, score, match length, game state) and
//! the `positionID:matchID` pair GNU Backgammon calls a `GNUbg` ID; the state both IDs and eXtreme Gammon's
//! XGID describe ([`Snapshot`]), and the reading of it back into a [`Position`] or a [`Match`].
//!
//! GNU Backgammon's player 1 (the bottom player, `X`) is White and its player 0 (top, `O`) is Black: the
//! board of [`Position::pretty`] and GNU Backgammon's own board then look the same. The exact mapping is in
//! the crate README, "GNU Backgammon and eXtreme Gammon IDs".

use alloc::string::String;

use crate::cube::Cube;
use crate::error::{IdError, IdFormat};
use crate::match_play::{Crawford, Match, game_rules};
use crate::mv::Dice;
use crate::position::{Phase, Position, Side};
use crate::rules::Rules;

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// GNU Backgammon's game state `GAME_PLAYING`, the only one this crate writes or reads (see
/// [`Position::gnubg_match_id`]).
const GAME_PLAYING: u32 = 1;

/// GNU Backgammon's largest cube, 2^12 (`MAX_CUBE`): its `set matchid` refuses larger ones, though the
/// match ID's field has room up to 2^15.
const GNUBG_MAX_CUBE_LOG2: u8 = 12;

/// What the match ID and the XGID say besides the checkers: a classic state at a decision of the side on
/// roll, or of its opponent facing a double.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Snapshot {
    /// The side whose checkers move this turn (GNU Backgammon's `fMove`; the doubler facing an answer).
    pub on_roll: Side,
    /// A double awaits the opponent's answer.
    pub doubled: bool,
    /// The dice rolled, as written (`None`: not rolled yet).
    pub dice: Option<(u8, u8)>,
    pub cube: Cube,
    /// 0 for a single game (money play in the formats' words).
    pub match_length: u16,
    /// White's, Black's.
    pub score: [u16; 2],
    /// This game is the Crawford game.
    pub crawford: bool,
}

fn unrepresentable(format: IdFormat, what: &'static str) -> IdError {
    IdError::Unrepresentable { format, what }
}

pub(crate) fn field(format: IdFormat, field: &'static str, problem: &'static str) -> IdError {
    IdError::Field { format, field, problem }
}

impl Position {
    /// The state as the formats see it, or why they cannot hold it.
    pub(crate) fn snapshot(&self, format: IdFormat) -> Result<Snapshot, IdError> {
        if !self.rules().is_classic() {
            return Err(unrepresentable(
                format,
                "a no-dice game (the formats know rolled dice only, not the pairs last chosen)",
            ));
        }
        if self.rules().turn_limit() != 0 {
            return Err(unrepresentable(format, "a turn limit (the turns played)"));
        }
        if self.cube().log2() > GNUBG_MAX_CUBE_LOG2 {
            return Err(unrepresentable(format, "a cube above 4096, GNU Backgammon's largest"));
        }
        let (doubled, dice) = match self.phase() {
            Phase::Over(_) => return Err(unrepresentable(format, "a finished game")),
            Phase::Playing(d) => (false, Some((d.high(), d.low()))),
            Phase::Doubled => (true, None),
            Phase::TurnStart | Phase::Rolling | Phase::Choose => (false, None),
        };
        Ok(Snapshot {
            on_roll: self.on_roll(),
            doubled,
            dice,
            cube: self.cube(),
            match_length: u16::from(self.rules().match_length()),
            score: [0, 0],
            crawford: false,
        })
    }

    /// The game a [`Snapshot`] and a board describe, under `rules` (the game's own rules: match length and
    /// cube already settled). `board` places the checkers; the rest comes from the snapshot.
    pub(crate) fn from_snapshot(
        mut board: Position,
        snap: &Snapshot,
        rules: Rules,
        format: IdFormat,
    ) -> Result<Position, IdError> {
        if !rules.cube() && snap.cube != Cube::CENTRED {
            return Err(field(format, "cube", "the cube is not in play under these rules"));
        }
        let phase = match (snap.doubled, snap.dice) {
            (true, Some(_)) => {
                return Err(field(format, "dice", "dice rolled while a double awaits an answer"));
            }
            (true, None) => Phase::Doubled,
            (false, Some(_)) if !rules.is_classic() => {
                return Err(field(format, "dice", "no-dice rules have no rolled dice"));
            }
            (false, Some((a, b))) => {
                let dice = Dice::new(a, b).ok_or(field(format, "dice", "numbers 1 to 6, or none rolled"))?;
                Phase::Playing(dice)
            }
            (false, None) => Phase::TurnStart,
        };
        board.rules = rules;
        board.cube = snap.cube;
        board.turn = if snap.doubled { snap.on_roll.opponent() } else { snap.on_roll };
        board.phase = phase;
        board.last = [0, 0];
        board.opening = false;
        board.turns = 0;
        if phase == Phase::TurnStart {
            board.phase = board.turn_start_phase();
        }
        board.check_consistent().map_err(|e| IdError::Inconsistent { format, problem: e.problem() })?;
        board.hash = board.hash_from_scratch();
        Ok(board)
    }

    /// The GNU Backgammon match ID of this game (12 characters, e.g. `cAkAAAAAAAAA`): cube value and
    /// owner, the player on roll and the player to decide, the dice, the match length, game state
    /// "playing", score 0-0 (a [`Match`] writes its score: [`Match::gnubg_match_id`]).
    ///
    /// Refused ([`IdError::Unrepresentable`]): no-dice games (the pairs last chosen have no field), rules
    /// with a turn limit, finished games, a cube above 4096 (GNU Backgammon's largest). The opening flag and
    /// the side that started are not represented.
    pub fn gnubg_match_id(&self) -> Result<String, IdError> {
        Ok(encode_match_id(&self.snapshot(IdFormat::MatchId)?))
    }

    /// GNU Backgammon's full ID of this game, `positionID:matchID` (what its `set gnubgid` reads), e.g.
    /// `4HPwATDgc/ABMA:cAkAAAAAAAAA`. Refused as [`Position::gnubg_match_id`] is.
    pub fn gnubg_ids(&self) -> Result<String, IdError> {
        let match_id = self.gnubg_match_id()?;
        Ok(alloc::format!("{}:{match_id}", self.gnubg_id()))
    }

    /// Reads GNU Backgammon's `positionID:matchID` (or a position ID alone: White on roll at the start of its
    /// turn, cube centred, a single game) as a game under `rules`, which say what the IDs do not: rolled or
    /// chosen numbers, cube in play or not (the IDs' match length replaces `rules`' own; the Crawford flag
    /// turns the cube off). The score is the match's business and is not checked here
    /// ([`Match::from_gnubg_ids`] reads it). The game is under way (not the opening turn), no pair
    /// remembered, no turn played.
    ///
    /// Refused: a game state other than "playing", a resignation, dice with no-dice rules, a match longer
    /// than 255 points, and IDs that do not make a state play can reach; the error names the field.
    pub fn from_gnubg_ids(text: &str, rules: Rules) -> Result<Position, IdError> {
        let (board, snap) = read_gnubg_ids(text.trim(), rules)?;
        let rules = rules
            .with_match(match_length_u8(snap.match_length, IdFormat::MatchId)?)
            .with_cube(rules.cube() && !snap.crawford);
        Position::from_snapshot(board, &snap, rules, IdFormat::MatchId)
    }
}

/// The board of a position ID with `on_roll` on roll, and the snapshot of the match ID (a default one for
/// a position ID alone).
fn read_gnubg_ids(text: &str, rules: Rules) -> Result<(Position, Snapshot), IdError> {
    let (position_id, match_id) = match text.split_once(':') {
        Some((p, m)) => (p, Some(m)),
        None => (text, None),
    };
    let snap = match match_id {
        Some(m) => decode_match_id(m)?,
        None => Snapshot {
            on_roll: Side::White,
            doubled: false,
            dice: None,
            cube: Cube::CENTRED,
            match_length: 0,
            score: [0, 0],
            crawford: false,
        },
    };
    let board = Position::from_gnubg_id(position_id, rules.with_cube(false), snap.on_roll).map_err(|e| {
        let problem = match e {
            crate::GnubgIdError::Malformed => "14 base64 characters",
            _ => "not 15 or fewer checkers a side on distinct points",
        };
        field(IdFormat::PositionId, "checkers", problem)
    })?;
    Ok((board, snap))
}

/// Whether `text` has the shape of GNU Backgammon's IDs: a position ID (14 base64 characters), optionally
/// followed by `:` and a match ID (12). Position strings never do: their first field is a rules string.
pub(crate) fn looks_like_gnubg_ids(text: &str) -> bool {
    let base64 = |t: &str, n: usize| t.len() == n && t.bytes().all(|c| ALPHABET.contains(&c));
    match text.split_once(':') {
        Some((p, m)) => base64(p, 14) && base64(m, 12),
        None => base64(text, 14),
    }
}

/// Which outside notation `text` is written in, if any: an XGID (`XGID=` first) or GNU Backgammon's IDs.
pub(crate) fn outside_notation(text: &str) -> Option<IdFormat> {
    let text = text.trim();
    if text.get(..5).is_some_and(|p| p.eq_ignore_ascii_case("XGID=")) {
        Some(IdFormat::Xgid)
    } else if looks_like_gnubg_ids(text) {
        Some(IdFormat::MatchId)
    } else {
        None
    }
}

pub(crate) fn match_length_u8(length: u16, format: IdFormat) -> Result<u8, IdError> {
    u8::try_from(length).map_err(|_| field(format, "match length", "at most 255 points"))
}

/// The bits of a match ID: `(first bit, width, value)`, least significant bit first, as GNU Backgammon's
/// `MatchID` lays them out.
fn encode_match_id(snap: &Snapshot) -> String {
    // Player numbers: GNU Backgammon's player 1 is White, player 0 Black.
    let player = |side: Side| u32::from(side == Side::White);
    let owner = match snap.cube.owner() {
        None => 3,
        Some(side) => player(side),
    };
    let decider = if snap.doubled { snap.on_roll.opponent() } else { snap.on_roll };
    let (d0, d1) = snap.dice.map_or((0, 0), |(a, b)| (u32::from(a), u32::from(b)));
    let fields: [(usize, usize, u32); 14] = [
        (0, 4, u32::from(snap.cube.log2())),
        (4, 2, owner),
        (6, 1, player(snap.on_roll)),
        (7, 1, u32::from(snap.crawford)),
        (8, 3, GAME_PLAYING),
        (11, 1, player(decider)),
        (12, 1, u32::from(snap.doubled)),
        (13, 2, 0),
        (15, 3, d0),
        (18, 3, d1),
        (21, 15, u32::from(snap.match_length)),
        (36, 15, u32::from(snap.score[1])),
        (51, 15, u32::from(snap.score[0])),
        // "The Jacoby rule is not in use": these rules have no Jacoby rule.
        (66, 1, 1),
    ];
    let mut key = [0u8; 9];
    for (start, width, value) in fields {
        for i in 0..width {
            if value & (1 << i) != 0 {
                key[(start + i) / 8] |= 1 << ((start + i) % 8);
            }
        }
    }
    let mut id = String::with_capacity(12);
    for group in key.chunks(3) {
        let word = u32::from(group[0]) << 16 | u32::from(group[1]) << 8 | u32::from(group[2]);
        for shift in [18, 12, 6, 0] {
            id.push(ALPHABET[((word >> shift) & 63) as usize] as char);
        }
    }
    id
}

/// Reads a match ID into a [`Snapshot`], checking every field.
fn decode_match_id(id: &str) -> Result<Snapshot, IdError> {
    let f = |name, problem| field(IdFormat::MatchId, name, problem);
    let bytes = id.as_bytes();
    if bytes.len() != 12 {
        return Err(f("length", "a match ID is 12 base64 characters"));
    }
    let mut key = [0u8; 9];
    for (group, chars) in key.chunks_mut(3).zip(bytes.chunks(4)) {
        let mut word = 0u32;
        for &c in chars {
            let v = ALPHABET.iter().position(|&a| a == c).ok_or(f("characters", "not base64"))?;
            word = word << 6 | v as u32;
        }
        group.copy_from_slice(&word.to_be_bytes()[1..]);
    }
    let bits = |start: usize, width: usize| -> u32 {
        (0..width).filter(|&i| key[(start + i) / 8] & (1 << ((start + i) % 8)) != 0).map(|i| 1 << i).sum()
    };
    let side = |bit: u32| if bit == 1 { Side::White } else { Side::Black };
    let owner = match bits(4, 2) {
        3 => None,
        2 => return Err(f("cube owner", "0, 1 or 3 (centred)")),
        p => Some(side(p)),
    };
    let log2 = bits(0, 4) as u8;
    let cube = Cube::new(log2, owner).ok_or(f("cube", "a centred cube is at 1, an owned one above 1"))?;
    let on_roll = side(bits(6, 1));
    match bits(8, 3) {
        GAME_PLAYING => {}
        0 => return Err(f("game state", "no game in progress")),
        _ => {
            return Err(f(
                "game state",
                "a finished, resigned or dropped game is not read (only \"playing\")",
            ));
        }
    }
    let doubled = bits(12, 1) == 1;
    let decider = side(bits(11, 1));
    if decider != if doubled { on_roll.opponent() } else { on_roll } {
        return Err(f("turn", "the player to decide is the player on roll, or its opponent facing a double"));
    }
    // Bit 66 says whether the Jacoby rule is off (GNU Backgammon 1.07 and later); older IDs lack it, so it
    // is not checked: these rules have no Jacoby rule either way.
    if bits(13, 2) != 0 {
        return Err(f("resignation", "resignations are not part of these rules"));
    }
    let dice = match (bits(15, 3), bits(18, 3)) {
        (0, 0) => None,
        (a @ 1..=6, b @ 1..=6) => Some((a as u8, b as u8)),
        _ => return Err(f("dice", "two numbers 1 to 6, or none rolled")),
    };
    let match_length = bits(21, 15) as u16;
    // Player 0 is Black, player 1 White.
    let score = [bits(51, 15) as u16, bits(36, 15) as u16];
    let crawford = bits(7, 1) == 1;
    if match_length == 0 && (crawford || score != [0, 0]) {
        return Err(f("score", "a single game (match length 0) has no score and no Crawford game"));
    }
    if score.iter().any(|&s| s >= match_length && match_length != 0) {
        return Err(f("score", "each score is below the match length while the match goes on"));
    }
    Ok(Snapshot { on_roll, doubled, dice, cube, match_length, score, crawford })
}

impl Match {
    /// The snapshot of the current game with the match's length, score and Crawford flag.
    pub(crate) fn snapshot(&self, format: IdFormat) -> Result<Snapshot, IdError> {
        let mut snap = self.game().snapshot(format)?;
        snap.score = [self.score(Side::White), self.score(Side::Black)];
        snap.crawford = self.crawford() == Crawford::ThisGame;
        snap.match_length = u16::from(self.length());
        Ok(snap)
    }

    /// The match from a snapshot and the board of its current game, under `base` (what the formats do not
    /// say: rolled or chosen numbers, cube, Crawford rule on or off). The games played are not represented:
    /// read as 0 (the first game's starter being `base`'s).
    pub(crate) fn from_snapshot(
        board: Position,
        snap: &Snapshot,
        base: Rules,
        format: IdFormat,
    ) -> Result<Match, IdError> {
        if snap.match_length == 0 {
            return Err(field(format, "match length", "0 is a single game: read it as a Position"));
        }
        let rules = base.with_match(match_length_u8(snap.match_length, format)?);
        let length = snap.match_length;
        let short = snap.score.contains(&(length - 1)) && length > 1;
        let crawford = match (snap.crawford, rules.crawford(), short) {
            (true, true, true) => Crawford::ThisGame,
            (true, _, _) => {
                return Err(field(
                    format,
                    "Crawford",
                    "the Crawford game needs the rule and a side one point short",
                ));
            }
            (false, true, true) => Crawford::After,
            (false, _, _) => Crawford::Before,
        };
        let game = Position::from_snapshot(board, snap, game_rules(rules, crawford, 0), format)?;
        Match::from_parts(rules, snap.score, crawford, 0, game)
            .map_err(|e| IdError::Inconsistent { format, problem: e.problem() })
    }

    /// The GNU Backgammon match ID of the current game, with the match's length, score and Crawford flag.
    /// Refused as [`Position::gnubg_match_id`] is (a won match's last game is finished).
    pub fn gnubg_match_id(&self) -> Result<String, IdError> {
        Ok(encode_match_id(&self.snapshot(IdFormat::MatchId)?))
    }

    /// GNU Backgammon's `positionID:matchID` of the match.
    pub fn gnubg_ids(&self) -> Result<String, IdError> {
        let match_id = self.gnubg_match_id()?;
        Ok(alloc::format!("{}:{match_id}", self.game().gnubg_id()))
    }

    /// Reads GNU Backgammon's `positionID:matchID` as a match under `base` (rolled or chosen numbers, cube,
    /// Crawford rule; the match length comes from the ID). The Crawford state is the ID's flag, or
    /// post-Crawford when a side is one point short without it (with the rule on); the games played are not
    /// in the ID and read as 0.
    pub fn from_gnubg_ids(text: &str, base: Rules) -> Result<Match, IdError> {
        let (board, snap) = read_gnubg_ids(text.trim(), base)?;
        Match::from_snapshot(board, &snap, base, IdFormat::MatchId)
    }
}
