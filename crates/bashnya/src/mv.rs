//! The move type.

use core::fmt;

use crate::square::Square;

/// The most pieces one move can take: 12, every enemy piece.
///
/// Proof: every jump takes the commander of an enemy-coloured column (an own-coloured commander blocks, and
/// a piece never jumps its own colour). A taken piece either goes under the moving column (stacking presets),
/// where no later jump of the same move can reach it, or leaves the board (Russian draughts). So each jump
/// of one move takes a different enemy piece, and each side has at most 12 pieces (11 in Lasca): a position
/// string with more is rejected. Jumping the same column again later (Bashni) takes its *next* piece, which
/// is again a different enemy piece.
pub const MAX_JUMPS: usize = 12;

const SLOT: u32 = 5;
const SLOT_MASK: u64 = 0x1F;

/// A move: a quiet step `c3-d4` or a capture `c3:e5:c7` (every landing square in order), with the squares it
/// jumps in order. `Copy`, 24 bytes.
///
/// The landing squares and the jumped squares are packed 5 bits per square (dense index) in two `u64`s,
/// which hold [`MAX_JUMPS`] = 12 squares each. Under the Russian preset the jumped squares are stored sorted,
/// since there the move's identity is its *set* of captured pieces.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    landings: u64,
    taken: u64,
    from: u8,
    to: u8,
    jumps: u8,
}

const _: () = assert!(core::mem::size_of::<Move>() <= 24);
const _: () = assert!(MAX_JUMPS as u32 * SLOT <= 64);

impl Move {
    /// A quiet move.
    pub(crate) const fn quiet(from: Square, to: Square) -> Move {
        Move { landings: 0, taken: 0, from: from.bit(), to: to.bit(), jumps: 0 }
    }

    /// A capture from `from` with these landing squares and jumped squares (same length, at most 12; the
    /// caller guarantees it).
    pub(crate) fn capture(from: u8, landings: &[u8], taken: &[u8]) -> Move {
        let mut mv = Move { landings: 0, taken: 0, from, to: from, jumps: landings.len() as u8 };
        for (i, (&l, &t)) in landings.iter().zip(taken).enumerate() {
            mv.landings |= u64::from(l >> 1) << (SLOT * i as u32);
            mv.taken |= u64::from(t >> 1) << (SLOT * i as u32);
            mv.to = l;
        }
        mv
    }

    /// Where the moving column starts.
    pub const fn from(self) -> Square {
        Square::from_bit(self.from)
    }

    /// Where it ends.
    pub const fn to(self) -> Square {
        Square::from_bit(self.to)
    }

    /// Whether the move captures.
    pub const fn is_capture(self) -> bool {
        self.jumps > 0
    }

    /// The number of pieces taken (0 for a quiet move).
    pub const fn captures(self) -> usize {
        self.jumps as usize
    }

    #[inline]
    const fn slot(word: u64, i: usize) -> Square {
        let index = ((word >> (SLOT * i as u32)) & SLOT_MASK) as u8;
        let rank = index / 4;
        Square::from_bit(rank * 8 + (index % 4) * 2 + rank % 2)
    }

    /// The landing square after jump `i` (0-based), if the move has that many jumps.
    pub const fn landing(self, i: usize) -> Option<Square> {
        if i < self.jumps as usize { Some(Move::slot(self.landings, i)) } else { None }
    }

    /// The square jumped by jump `i` (0-based); sorted instead of in jump order under the Russian preset.
    pub const fn jumped(self, i: usize) -> Option<Square> {
        if i < self.jumps as usize { Some(Move::slot(self.taken, i)) } else { None }
    }

    /// The landing squares in order (the last is [`Move::to`]); empty for a quiet move.
    pub fn landings(self) -> impl ExactSizeIterator<Item = Square> {
        (0..self.jumps as usize).map(move |i| Move::slot(self.landings, i))
    }

    /// The jumped squares, in capture order (sorted under the Russian preset).
    pub fn jumped_squares(self) -> impl ExactSizeIterator<Item = Square> {
        (0..self.jumps as usize).map(move |i| Move::slot(self.taken, i))
    }

    /// The dense indices (`0..32`) of the start square and of the first landing square (the end of a quiet
    /// move): the pair that names the move's home action slot. Read straight from the packed fields, as the
    /// action index asks for it once per legal move of every step.
    #[inline]
    pub(crate) const fn home_squares(self) -> (usize, usize) {
        let first =
            if self.jumps > 0 { (self.landings & SLOT_MASK) as usize } else { (self.to >> 1) as usize };
        ((self.from >> 1) as usize, first)
    }

    /// [`Move::home_squares`] of a quiet move (start and end), without the test for a capture.
    #[inline]
    pub(crate) const fn quiet_home_squares(self) -> (usize, usize) {
        ((self.from >> 1) as usize, (self.to >> 1) as usize)
    }

    /// A key that orders moves canonically (by their packed landing and jumped squares), independent of
    /// the order the generator found them in.
    pub(crate) const fn canonical_key(self) -> (u64, u64, u8) {
        (self.landings, self.taken, self.to)
    }

    /// The same start, end and jumped squares (the move's identity; landings in between may differ).
    #[inline]
    pub(crate) const fn same_identity(self, other: Move) -> bool {
        self.from == other.from
            && self.to == other.to
            && self.taken == other.taken
            && self.jumps == other.jumps
    }
}

/// `c3-d4` for a quiet move, `c3:e5:c7` for a capture (the start, then every landing square).
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from())?;
        if self.is_capture() {
            for landing in self.landings() {
                write!(f, ":{landing}")?;
            }
            Ok(())
        } else {
            write!(f, "-{}", self.to())
        }
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self}")?;
        if self.is_capture() {
            f.write_str(" x")?;
            for sq in self.jumped_squares() {
                write!(f, " {sq}")?;
            }
        }
        f.write_str(")")
    }
}
