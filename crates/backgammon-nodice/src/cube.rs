//! The doubling cube.

use core::fmt;

use core::str::FromStr;

use crate::error::PositionError;
use crate::position::Side;

/// The doubling cube: its value (a power of two) and who owns it (nobody while it is centred).
///
/// The side to move may offer a double before choosing (or rolling) its numbers when the cube is centred or
/// its own; the opponent takes (the cube doubles and passes to the taker) or drops (losing the current value).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "alloc::string::String", into = "alloc::string::String"))]
pub struct Cube {
    log2: u8,
    owner: Option<Side>,
}

impl Cube {
    /// The largest cube exponent: 2^15 = 32768, the largest cube GNU Backgammon's match ID can carry. A cube
    /// at that value cannot be turned again.
    pub const MAX_LOG2: u8 = 15;

    /// The centred cube at 1, as a game starts.
    pub const CENTRED: Cube = Cube { log2: 0, owner: None };

    /// A cube of value `2^log2` owned by `owner` (centred when `None`); `None` if `log2` exceeds
    /// [`Cube::MAX_LOG2`], or the cube is centred above 1 (a centred cube has never been turned).
    pub const fn new(log2: u8, owner: Option<Side>) -> Option<Cube> {
        if log2 > Cube::MAX_LOG2 || (owner.is_none() && log2 != 0) || (owner.is_some() && log2 == 0) {
            None
        } else {
            Some(Cube { log2, owner })
        }
    }

    /// The cube's value: 1, 2, 4, ...
    pub const fn value(self) -> u32 {
        1 << self.log2
    }

    /// The base-2 logarithm of the value.
    pub const fn log2(self) -> u8 {
        self.log2
    }

    /// Who owns the cube; `None` while it is centred.
    pub const fn owner(self) -> Option<Side> {
        self.owner
    }

    /// Whether `side` may turn this cube: it is centred or `side`'s, and not at its maximum.
    pub const fn may_double(self, side: Side) -> bool {
        self.log2 < Cube::MAX_LOG2
            && match self.owner {
                None => true,
                Some(owner) => owner as u8 == side as u8,
            }
    }

    /// The cube after `taker` took a double: twice the value, owned by the taker.
    #[must_use]
    pub(crate) const fn taken_by(self, taker: Side) -> Cube {
        Cube { log2: self.log2 + 1, owner: Some(taker) }
    }

    pub(crate) const fn index(self) -> usize {
        let owner = match self.owner {
            None => 0,
            Some(Side::White) => 1,
            Some(Side::Black) => 2,
        };
        self.log2 as usize * 3 + owner
    }
}

impl fmt::Display for Cube {
    /// `1` for the centred cube, else the value and the owner's letter: `2w`, `8b`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.owner {
            None => write!(f, "{}", self.value()),
            Some(side) => write!(f, "{}{}", self.value(), side.letter()),
        }
    }
}

impl FromStr for Cube {
    type Err = PositionError;

    /// Reads `1` (centred) or a power of two from 2 to 32768 followed by the owner's letter: `2w`, `16b`.
    fn from_str(text: &str) -> Result<Cube, PositionError> {
        if text == "1" {
            return Ok(Cube::CENTRED);
        }
        let (value, owner) = match text.as_bytes().last() {
            Some(b'w') => (&text[..text.len() - 1], Side::White),
            Some(b'b') => (&text[..text.len() - 1], Side::Black),
            _ => return Err(PositionError::Cube),
        };
        let value: u32 = value.parse().map_err(|_| PositionError::Cube)?;
        let cube =
            if value.is_power_of_two() { Cube::new(value.trailing_zeros() as u8, Some(owner)) } else { None };
        // Only the canonical spelling (no `+`, no leading zeros), so the string round-trips.
        cube.filter(|c| alloc::format!("{c}") == text).ok_or(PositionError::Cube)
    }
}

#[cfg(feature = "serde")]
impl TryFrom<alloc::string::String> for Cube {
    type Error = PositionError;
    fn try_from(text: alloc::string::String) -> Result<Cube, PositionError> {
        text.parse()
    }
}

#[cfg(feature = "serde")]
impl From<Cube> for alloc::string::String {
    fn from(cube: Cube) -> alloc::string::String {
        alloc::format!("{cube}")
    }
}
