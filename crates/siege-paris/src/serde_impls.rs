//! `serde` in readable forms: moves, places and rules as their notation strings (the position is in
//! `position.rs`, as its position string).
//!
//! A move's notation is context-free in this game (`f1-f4`, `b9xc10`, `c8-F8!`, `G@F1`, `pass`: the `x`
//! says it captures), so it reads back into the same [`Move`] without the position.

use alloc::string::String;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::fortress::{Fortress, Loc, Point};
use crate::mv::Move;
use crate::notation::{parse_loc, parse_move_text};
use crate::rules::Rules;

fn text<'de, D: Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    String::deserialize(deserializer)
}

/// As its notation, `f1-f4`, `b9xc10`, `c8-F8!`, `G@F1`, `pass`.
impl Serialize for Move {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// From its notation, checked for shape (not for legality in any position): `x` marks a capture, `-` a
/// plain move.
impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Move, D::Error> {
        parse_move_text(&text(deserializer)?).map_err(D::Error::custom)
    }
}

/// As its name, `a1`..`l16` or `F1`..`F8`.
impl Serialize for Loc {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// From its name, `a1`..`l16` or `F1`..`F8`.
impl<'de> Deserialize<'de> for Loc {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Loc, D::Error> {
        parse_loc(&text(deserializer)?).map_err(D::Error::custom)
    }
}

/// As its name, `F1`..`F8`.
impl Serialize for Point {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// From its name, `F1`..`F8`.
impl<'de> Deserialize<'de> for Point {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Point, D::Error> {
        let loc = parse_loc(&text(deserializer)?).map_err(D::Error::custom)?;
        loc.as_point().ok_or_else(|| D::Error::custom("not a fortress point F1..F8"))
    }
}

/// As its rules string (`standard`, `standard+no-progress=50`). Rules with a fortress other than the
/// reconstruction have no string form: serializing them is an error (serialize the [`Fortress`] apart and
/// build the rules in code).
impl Serialize for Rules {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.fortress != Fortress::RECONSTRUCTED {
            return Err(serde::ser::Error::custom(
                "rules with a custom fortress have no rules string: serialize the fortress apart",
            ));
        }
        serializer.collect_str(self)
    }
}

/// From its rules string, checked like the `with_*` setters.
impl<'de> Deserialize<'de> for Rules {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Rules, D::Error> {
        text(deserializer)?.parse().map_err(D::Error::custom)
    }
}

// The position, as its position string.
mod position {
    use alloc::string::String;

    use crate::Position;

    /// As the position string.
    impl serde::Serialize for Position {
        fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            serializer.collect_str(self)
        }
    }

    /// From the position string.
    impl<'de> serde::Deserialize<'de> for Position {
        fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            let text = <String as serde::Deserialize>::deserialize(deserializer)?;
            text.parse().map_err(serde::de::Error::custom)
        }
    }
}
