//! Serde support (feature `serde`) for the types whose fields carry an
//! invariant. Squares and coordinates travel as their names (`"e4"`), board
//! sizes as `{ files, ranks }`; all are validated on the way in.

use core::fmt;
use core::marker::PhantomData;
use core::str::FromStr;

use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};

use crate::{BoardSize, Coord, Square};

/// Deserializes any `FromStr` type from a string.
struct NameVisitor<T>(PhantomData<T>);

impl<T: FromStr<Err: fmt::Display>> Visitor<'_> for NameVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a square name such as \"e4\"")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<T, E> {
        v.parse().map_err(E::custom)
    }
}

impl Serialize for Coord {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Coord {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Coord, D::Error> {
        deserializer.deserialize_str(NameVisitor(PhantomData))
    }
}

impl Serialize for Square {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Square {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Square, D::Error> {
        deserializer.deserialize_str(NameVisitor(PhantomData))
    }
}

/// The unvalidated wire form of a [`BoardSize`].
#[derive(Serialize, Deserialize)]
#[serde(rename = "BoardSize")]
struct RawBoardSize {
    files: u8,
    ranks: u8,
}

impl Serialize for BoardSize {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        RawBoardSize { files: self.files(), ranks: self.ranks() }.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for BoardSize {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<BoardSize, D::Error> {
        let raw = RawBoardSize::deserialize(deserializer)?;
        BoardSize::new(raw.files, raw.ranks).map_err(de::Error::custom)
    }
}
