//! eXtreme Gammon's XGID: `XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10`, the checkers as 26
//! letters, then cube, cube owner, turn, dice, the two scores, the Crawford (match) or Jacoby and beaver
//! (money) flags, the match length and the maximum cube.
//!
//! The bottom player (upper-case letters, turn `1`) is White, the top player (lower case, `-1`) Black, as in
//! GNU Backgammon's reading (`set xgid`), which this crate's oracle tests compare against.

use alloc::string::String;
use arrayvec::ArrayVec;
use core::fmt::Write as _;

use crate::cube::Cube;
use crate::error::{IdError, IdFormat};
use crate::gnubg_match_id::{Snapshot, field, match_length_u8};
use crate::match_play::Match;
use crate::position::{Position, Side};
use crate::rules::Rules;

const F: IdFormat = IdFormat::Xgid;

/// The largest cube this crate plays (2^15), written as the XGID's maximum cube.
const MAX_CUBE_LOG2: u8 = Cube::MAX_LOG2;

fn write_xgid(pos: &Position, snap: &Snapshot) -> String {
    let mut out = String::from("XGID=");
    let letter = |n: u8, side: Side| {
        let base = if side == Side::White { b'A' } else { b'a' };
        if n == 0 { '-' } else { (base + n - 1) as char }
    };
    out.push(letter(pos.bar(Side::Black), Side::Black));
    for &count in &pos.board() {
        let side = if count > 0 { Side::White } else { Side::Black };
        out.push(letter(count.unsigned_abs(), side));
    }
    out.push(letter(pos.bar(Side::White), Side::White));
    let signed = |side: Side| if side == Side::White { 1 } else { -1 };
    let owner = snap.cube.owner().map_or(0, signed);
    let dice = match (snap.doubled, snap.dice) {
        (true, _) => String::from("D"),
        (false, Some((a, b))) => alloc::format!("{a}{b}"),
        (false, None) => String::from("00"),
    };
    // Writing to a String cannot fail.
    let _ = write!(
        out,
        ":{}:{owner}:{}:{dice}:{}:{}:{}:{}:{MAX_CUBE_LOG2}",
        snap.cube.log2(),
        signed(snap.on_roll),
        snap.score[0],
        snap.score[1],
        u8::from(snap.crawford),
        snap.match_length,
    );
    out
}

/// A whole number in canonical decimal, or the field's error.
fn number<T: core::str::FromStr + core::fmt::Display>(text: &str, name: &'static str) -> Result<T, IdError> {
    match text.parse::<T>() {
        Ok(n) if alloc::format!("{n}") == text => Ok(n),
        _ => Err(field(F, name, "not a whole number in range")),
    }
}

/// Reads an XGID into the board of its checkers (under `rules`, cube off until the snapshot is applied) and
/// a snapshot.
fn read_xgid(text: &str, rules: Rules) -> Result<(Position, Snapshot), IdError> {
    let text = text.trim();
    // The prefix in any case, as `outside_notation` recognises it.
    let text = match text.get(..5) {
        Some(p) if p.eq_ignore_ascii_case("XGID=") => &text[5..],
        _ => text,
    };
    let mut fields: ArrayVec<&str, 10> = ArrayVec::new();
    for part in text.split(':') {
        fields.try_push(part).map_err(|_| field(F, "fields", "ten `:`-separated fields"))?;
    }
    if fields.len() != 10 {
        return Err(field(F, "fields", "ten `:`-separated fields"));
    }
    let board = read_checkers(fields[0], rules)?;
    let log2: u8 = number(fields[1], "cube")?;
    let owner = match fields[2] {
        "0" => None,
        "1" => Some(Side::White),
        "-1" => Some(Side::Black),
        _ => return Err(field(F, "cube owner", "0 (centred), 1 (bottom) or -1 (top)")),
    };
    let cube = Cube::new(log2, owner).ok_or(field(
        F,
        "cube",
        "a centred cube is at 1 (0); an owned one above 1, at most 2^15",
    ))?;
    let on_roll = match fields[3] {
        "1" => Side::White,
        "-1" => Side::Black,
        _ => return Err(field(F, "turn", "1 (bottom) or -1 (top)")),
    };
    let (doubled, dice) = match fields[4].as_bytes() {
        b"D" => (true, None),
        b"B" | b"R" => return Err(field(F, "dice", "beavers and raccoons are not part of these rules")),
        b"00" => (false, None),
        [a @ b'1'..=b'6', b @ b'1'..=b'6'] => (false, Some((a - b'0', b - b'0'))),
        _ => return Err(field(F, "dice", "`00` (to roll or double), `D` (doubled) or two numbers 1 to 6")),
    };
    let score = [number(fields[5], "score (bottom)")?, number(fields[6], "score (top)")?];
    let flags: u8 = number(fields[7], "Crawford/Jacoby")?;
    let match_length: u16 = number(fields[8], "match length")?;
    let _max_cube: u8 = number(fields[9], "maximum cube")?;
    let crawford = match (match_length, flags) {
        (0, 0) => false,
        (0, _) => {
            return Err(field(
                F,
                "Crawford/Jacoby",
                "the Jacoby rule and beavers are not part of these rules",
            ));
        }
        (_, 0) => false,
        (_, 1) => true,
        _ => return Err(field(F, "Crawford/Jacoby", "0 or 1 (the Crawford game) in a match")),
    };
    if match_length == 0 && score != [0, 0] {
        return Err(field(F, "score", "a single game (match length 0) has no score"));
    }
    if match_length != 0 && score.iter().any(|&s| s >= match_length) {
        return Err(field(F, "score", "each score is below the match length while the match goes on"));
    }
    Ok((board, Snapshot { on_roll, doubled, dice, cube, match_length, score, crawford }))
}

/// The 26 letters: Black's bar, White's points 1 to 24 (upper case White, lower case Black), White's bar.
fn read_checkers(text: &str, rules: Rules) -> Result<Position, IdError> {
    let bytes = text.as_bytes();
    if bytes.len() != 26 {
        return Err(field(F, "position", "26 characters"));
    }
    let mut pos = Position::start(rules.with_cube(false));
    let count = |c: u8, allowed: Option<Side>| -> Result<(Side, u8), IdError> {
        let (side, n) = match c {
            b'-' => return Ok((Side::White, 0)),
            b'A'..=b'O' => (Side::White, c - b'A' + 1),
            b'a'..=b'o' => (Side::Black, c - b'a' + 1),
            _ => return Err(field(F, "position", "`-`, `A`-`O` (bottom) or `a`-`o` (top)")),
        };
        if allowed.is_some_and(|a| a != side) {
            return Err(field(
                F,
                "position",
                "the first character is the top player's bar, the last the bottom's",
            ));
        }
        Ok((side, n))
    };
    pos.bar = [count(bytes[25], Some(Side::White))?.1, count(bytes[0], Some(Side::Black))?.1];
    for i in 0..24 {
        let (side, n) = count(bytes[i + 1], None)?;
        pos.board[i] = n as i8 * side.sign();
    }
    for side in [Side::White, Side::Black] {
        let on_board: u32 =
            (1..=24u8).map(|p| u32::from(pos.checkers(side, p))).sum::<u32>() + u32::from(pos.bar(side));
        if on_board > 15 {
            return Err(field(F, "position", "more than 15 checkers of a side"));
        }
        pos.off[side as usize] = 15 - on_board as u8;
    }
    Ok(pos)
}

impl Position {
    /// The XGID of this game (`XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:0:15`): the checkers, the
    /// cube and its owner, the player on roll (the doubler while a double awaits an answer), the dice (`00`
    /// before the roll, `D` for a double offered), score 0-0, no Jacoby or beavers, the match length, and
    /// this crate's maximum cube, 2^15 (`15`).
    ///
    /// Refused ([`IdError::Unrepresentable`]) as [`Position::gnubg_match_id`] is: no-dice games, rules
    /// with a turn limit, finished games.
    pub fn xgid(&self) -> Result<String, IdError> {
        let snap = self.snapshot(F)?;
        Ok(write_xgid(self, &snap))
    }

    /// Reads an XGID (with or without its `XGID=` prefix) as a game under `rules`, which say what the XGID
    /// does not (rolled or chosen numbers, cube in play); the match length is the XGID's and its Crawford
    /// flag turns the cube off; the scores are the match's business ([`Match::from_xgid`]). The maximum cube
    /// is read and ignored (this crate's cube goes up to 2^15). Refused, naming the field: beavers,
    /// raccoons, the Jacoby rule, dice under no-dice rules, states play cannot reach.
    pub fn from_xgid(text: &str, rules: Rules) -> Result<Position, IdError> {
        let (board, snap) = read_xgid(text, rules)?;
        let rules = rules
            .with_match(match_length_u8(snap.match_length, F)?)
            .with_cube(rules.cube() && !snap.crawford);
        Position::from_snapshot(board, &snap, rules, F)
    }
}

impl Match {
    /// The XGID of the match: the current game's ([`Position::xgid`]) with the scores, the Crawford flag and
    /// the match length.
    pub fn xgid(&self) -> Result<String, IdError> {
        let snap = self.snapshot(F)?;
        Ok(write_xgid(self.game(), &snap))
    }

    /// Reads an XGID with a match length as a match under `base` (see [`Match::from_gnubg_ids`] for what is
    /// taken from `base` and how the Crawford state and the games played are read).
    pub fn from_xgid(text: &str, base: Rules) -> Result<Match, IdError> {
        let (board, snap) = read_xgid(text, base)?;
        Match::from_snapshot(board, &snap, base, F)
    }
}
