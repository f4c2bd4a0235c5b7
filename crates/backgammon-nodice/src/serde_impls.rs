//! Every hand-written `serde` impl of the crate (feature `serde`).

use crate::Move;

impl serde::Serialize for Move {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&self.exact())
    }
}

impl<'de> serde::Deserialize<'de> for Move {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Move, D::Error> {
        let text = <alloc::string::String as serde::Deserialize>::deserialize(deserializer)?;
        Move::from_exact(&text).map_err(serde::de::Error::custom)
    }
}
