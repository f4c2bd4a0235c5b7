//! Board-size independent coordinates (`a1`..`p16`) and square-name parsing.

use core::cmp::Ordering;
use core::fmt;
use core::str::FromStr;

use crate::{BoardSize, Direction, SquareParseError};

/// A square of a board of up to 16 files by 16 ranks, as 0-based file and
/// rank: `a1` is file 0, rank 0; `p16` is file 15, rank 15.
///
/// A `Coord` does not know its board: use [`BoardSize::contains`] or
/// [`Coord::parse_on`] to check it against one. Coordinates order
/// rank-major (`a1 < b1 < a2`), like [`BoardSize::index`].
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Coord {
    file: u8,
    rank: u8,
}

impl Coord {
    /// The square `a1`.
    pub const A1: Coord = Coord { file: 0, rank: 0 };

    /// The coordinate at 0-based `file` and `rank`, or `None` unless both
    /// are below 16.
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Option<Coord> {
        if file < BoardSize::MAX_FILES && rank < BoardSize::MAX_RANKS {
            Some(Coord { file, rank })
        } else {
            None
        }
    }

    /// The 0-based file (`a` is 0).
    #[inline]
    pub const fn file(self) -> u8 {
        self.file
    }

    /// The 0-based rank (`1` is 0).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.rank
    }

    /// The file letter, `'a'..='p'`.
    #[inline]
    pub const fn file_char(self) -> char {
        (b'a' + self.file) as char
    }

    /// Whether this is a dark square. `a1` is dark, as on chess and draughts
    /// boards, so dark means `file + rank` is even.
    #[inline]
    pub const fn is_dark(self) -> bool {
        (self.file + self.rank).is_multiple_of(2)
    }

    /// The coordinate `df` files and `dr` ranks away, or `None` if that
    /// leaves the 16x16 coordinate space. Check the actual board with
    /// [`BoardSize::contains`], or use [`offset_on`](Self::offset_on).
    #[inline]
    pub const fn offset(self, df: i8, dr: i8) -> Option<Coord> {
        // Widened so that extreme offsets cannot overflow.
        let file = self.file as i16 + df as i16;
        let rank = self.rank as i16 + dr as i16;
        if file < 0 || rank < 0 || file >= BoardSize::MAX_FILES as i16 || rank >= BoardSize::MAX_RANKS as i16
        {
            return None;
        }
        Some(Coord { file: file as u8, rank: rank as u8 })
    }

    /// The neighbour in direction `dir`, or `None` if it is off `size`.
    #[inline]
    pub const fn offset_on(self, dir: Direction, size: BoardSize) -> Option<Coord> {
        match self.offset(dir.df(), dir.dr()) {
            Some(c) if size.contains(c) => Some(c),
            _ => None,
        }
    }

    /// Parses a square name and checks that it is on `size`.
    ///
    /// ```
    /// # use board_core::{BoardSize, Coord, SquareParseError};
    /// let l16 = Coord::parse_on("l16", BoardSize::SIEGE).unwrap();
    /// assert_eq!((l16.file(), l16.rank()), (11, 15));
    /// assert!(matches!(
    ///     Coord::parse_on("a9", BoardSize::CHESS),
    ///     Err(SquareParseError::OffBoard { .. })
    /// ));
    /// ```
    #[inline]
    pub fn parse_on(s: &str, size: BoardSize) -> Result<Coord, SquareParseError> {
        let coord = parse_coord(s)?;
        if size.contains(coord) { Ok(coord) } else { Err(SquareParseError::OffBoard { coord, size }) }
    }
}

/// Parses `a1`..`p16` (lowercase file, rank without leading zeros). Works on
/// `char`s and bytes only through checked accessors, so it cannot panic on
/// non-ASCII input.
fn parse_coord(s: &str) -> Result<Coord, SquareParseError> {
    let mut chars = s.chars();
    let file = match chars.next() {
        None => return Err(SquareParseError::Empty),
        Some(c @ 'a'..='p') => c as u8 - b'a',
        Some(found) => return Err(SquareParseError::InvalidFile { found }),
    };
    let rest = chars.as_str().as_bytes();
    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    let rank = match rest {
        // Missing rank, or a leading zero ("a0", "a01").
        [] | [b'0', ..] => return Err(SquareParseError::InvalidRank),
        [d, ..] if digits == 1 => d - b'0',
        [d1, d2, ..] if digits == 2 => (d1 - b'0') * 10 + (d2 - b'0'),
        _ => return Err(SquareParseError::InvalidRank),
    };
    if !(1..=BoardSize::MAX_RANKS).contains(&rank) {
        return Err(SquareParseError::InvalidRank);
    }
    if digits < rest.len() {
        return Err(SquareParseError::TrailingCharacters);
    }
    Ok(Coord { file, rank: rank - 1 })
}

/// Accepts `a1`..`p16`; use [`Coord::parse_on`] to also check a board size.
impl FromStr for Coord {
    type Err = SquareParseError;

    #[inline]
    fn from_str(s: &str) -> Result<Coord, SquareParseError> {
        parse_coord(s)
    }
}

/// The square name, e.g. `e4` or `l16`. Honours width and alignment flags.
impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rank = self.rank + 1;
        let mut buf = [b'a' + self.file, 0, 0];
        let len = if rank < 10 {
            buf[1] = b'0' + rank;
            2
        } else {
            buf[1] = b'0' + rank / 10;
            buf[2] = b'0' + rank % 10;
            3
        };
        // Always ASCII; the fallback only keeps this free of panics.
        f.pad(core::str::from_utf8(&buf[..len]).unwrap_or("??"))
    }
}

/// Prints like `Coord(e4)`.
impl fmt::Debug for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Coord({self})")
    }
}

impl PartialOrd for Coord {
    #[inline]
    fn partial_cmp(&self, other: &Coord) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Rank-major, matching [`BoardSize::index`] on every board.
impl Ord for Coord {
    #[inline]
    fn cmp(&self, other: &Coord) -> Ordering {
        (self.rank, self.file).cmp(&(other.rank, other.file))
    }
}
