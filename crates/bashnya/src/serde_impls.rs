//! `serde` in readable forms: squares, columns, rules and moves as their notation strings, positions as their
//! position strings.
//!
//! A move's notation (`c3:e5:c7`) names it only against its position, which knows what the landings jump;
//! serde has no position to ask, so a capture is written with its captured squares after an ` x `, in the
//! order the move stores them (capture order; sorted under the Russian preset):
//!
//! ```text
//! serde-move = quiet | capture
//! quiet      = square "-" square                        c3-d4
//! capture    = square 1*12(":" square) " x " square *(" " square)
//!                                                       c3:e5:c7 x d4 d6 (as many captured squares as landings)
//! ```
//!
//! That form reads back into the same [`Move`] value with no position (checked: dark squares, one captured
//! square per landing, each captured square strictly between the landings around it on one diagonal).

use alloc::string::{String, ToString};
use core::fmt::Write as _;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::column::{Column, Piece};
use crate::mv::{MAX_JUMPS, Move};
use crate::position::Position;
use crate::rules::Rules;
use crate::square::Square;

fn text<'de, D: Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    String::deserialize(deserializer)
}

/// As its name, `c3` (squares of the Lasca board are squares of the 8x8 layout too).
impl Serialize for Square {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// From its name, `c3`.
impl<'de> Deserialize<'de> for Square {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Square, D::Error> {
        text(deserializer)?.parse().map_err(D::Error::custom)
    }
}

/// As its pieces bottom to top, `bbW` (`-` when empty), as `Display` prints it.
impl Serialize for Column {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// From its pieces bottom to top (`bbW`, or `-` for an empty column), at most 24.
impl<'de> Deserialize<'de> for Column {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Column, D::Error> {
        let letters = text(deserializer)?;
        if letters == "-" {
            return Ok(Column::EMPTY);
        }
        let mut column = Column::EMPTY;
        for letter in letters.chars() {
            if column.height() >= Column::MAX_HEIGHT {
                return Err(D::Error::custom("a column holds at most 24 pieces"));
            }
            let piece = Piece::from_letter(letter)
                .ok_or_else(|| D::Error::custom("a column's pieces are written w, W, b, B"))?;
            column = column.with_commander(piece);
        }
        Ok(column)
    }
}

/// As its rules string, `russian+norep` (see [`Rules`]'s `Display`).
impl Serialize for Rules {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// From its rules string (anything [`Rules::from_preset`] reads).
impl<'de> Deserialize<'de> for Rules {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Rules, D::Error> {
        text(deserializer)?.parse().map_err(D::Error::custom)
    }
}

/// The move's full form, readable without its position: `c3-d4`, or `c3:e5:c7 x d4 d6` (the module docs
/// give the grammar).
pub(crate) fn full_notation(mv: Move) -> String {
    let mut out = mv.to_string();
    if mv.is_capture() {
        out.push_str(" x");
        for sq in mv.jumped_squares() {
            let _ = write!(out, " {sq}");
        }
    }
    out
}

/// Reads [`full_notation`]; `None` when the text is not a well-formed move.
pub(crate) fn parse_full_notation(text: &str) -> Option<Move> {
    if let Some((from, to)) = text.split_once('-') {
        let (from, to): (Square, Square) = (from.parse().ok()?, to.parse().ok()?);
        let (df, dr) =
            (i16::from(to.file()) - i16::from(from.file()), i16::from(to.rank()) - i16::from(from.rank()));
        return (df != 0 && df.abs() == dr.abs()).then(|| Move::quiet(from, to));
    }
    let (path, taken) = text.split_once(" x ")?;
    let mut squares = path.split(':');
    let from: Square = squares.next()?.parse().ok()?;
    let mut landings = arrayvec::ArrayVec::<u8, MAX_JUMPS>::new();
    let mut jumped = arrayvec::ArrayVec::<u8, MAX_JUMPS>::new();
    for sq in squares {
        landings.try_push(sq.parse::<Square>().ok()?.bit()).ok()?;
    }
    for sq in taken.split(' ') {
        jumped.try_push(sq.parse::<Square>().ok()?.bit()).ok()?;
    }
    if landings.is_empty() || landings.len() != jumped.len() {
        return None;
    }
    let mv = Move::capture(from.bit(), &landings, &jumped);
    // Each landing is reached along one diagonal; under the Russian preset the captured squares are stored
    // sorted, so they are checked as a set against the legs: each leg passes exactly one of them.
    let mut at = from;
    for landing in mv.landings() {
        let (df, dr) = (
            i16::from(landing.file()) - i16::from(at.file()),
            i16::from(landing.rank()) - i16::from(at.rank()),
        );
        if df.abs() < 2 || df.abs() != dr.abs() {
            return None;
        }
        let between = |sq: Square| {
            let (f, r) =
                (i16::from(sq.file()) - i16::from(at.file()), i16::from(sq.rank()) - i16::from(at.rank()));
            f.signum() == df.signum()
                && r.signum() == dr.signum()
                && f.abs() == r.abs()
                && f.abs() < df.abs()
                && f != 0
        };
        if mv.jumped_squares().filter(|&sq| between(sq)).count() == 0 {
            return None;
        }
        at = landing;
    }
    Some(mv)
}

/// As its full form, `c3-d4` or `c3:e5:c7 x d4 d6`: the notation plus the captured squares, so that it reads
/// back without the position (see the module docs).
impl Serialize for Move {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&full_notation(*self))
    }
}

/// From its full form (`c3-d4`, `c3:e5:c7 x d4 d6`), checked for shape, not for legality in any position.
impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Move, D::Error> {
        let text = text(deserializer)?;
        parse_full_notation(&text).ok_or_else(|| {
            D::Error::custom(
                "not a move: expected `c3-d4` or `c3:e5:c7 x d4 d6` (landings, then captured squares)",
            )
        })
    }
}

/// Serialised as its position string (see [`Position`]).
impl serde::Serialize for Position {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// Read from its position string (see [`Position`]).
impl<'de> serde::Deserialize<'de> for Position {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Position, D::Error> {
        let text = <alloc::string::String as serde::Deserialize>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
