//! Columns: the stack of pieces on one square, packed in one `u64`.

use core::fmt;

use crate::square::Colour;

/// Man or king.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Kind {
    /// A man: moves one square forward.
    Man,
    /// A king ("dama"): flies along the diagonals (steps one square in Lasca).
    King,
}

/// One piece: a colour and a kind.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// Whose piece it is.
    pub colour: Colour,
    /// Man or king.
    pub kind: Kind,
}

impl Piece {
    /// A piece of this colour and kind.
    pub const fn new(colour: Colour, kind: Kind) -> Piece {
        Piece { colour, kind }
    }

    /// Whether it is a king.
    pub const fn is_king(self) -> bool {
        matches!(self.kind, Kind::King)
    }

    /// The letter of the position notation: `w` white man, `W` white king, `b` black man, `B` black king.
    pub const fn letter(self) -> char {
        match (self.colour, self.kind) {
            (Colour::White, Kind::Man) => 'w',
            (Colour::White, Kind::King) => 'W',
            (Colour::Black, Kind::Man) => 'b',
            (Colour::Black, Kind::King) => 'B',
        }
    }

    /// The piece of a notation letter (`w`, `W`, `b`, `B`).
    pub const fn from_letter(letter: char) -> Option<Piece> {
        match letter {
            'w' => Some(Piece::new(Colour::White, Kind::Man)),
            'W' => Some(Piece::new(Colour::White, Kind::King)),
            'b' => Some(Piece::new(Colour::Black, Kind::Man)),
            'B' => Some(Piece::new(Colour::Black, Kind::King)),
            _ => None,
        }
    }
}

const COLOUR_FIELD: u64 = 0x00FF_FFFF;
const KING_SHIFT: u32 = 32;
const KING_FIELD: u64 = COLOUR_FIELD << KING_SHIFT;
const HEIGHT_SHIFT: u32 = 56;
const HEIGHT_ONE: u64 = 1 << HEIGHT_SHIFT;
const FIELDS: u64 = COLOUR_FIELD | KING_FIELD;

/// The pieces on one square, bottom (level 0) to top (the commander), packed in one `u64`:
/// bits 0..24 colour per level (1 = black), bits 32..56 kind per level (1 = king), bits 56..61 height.
///
/// A column holds at most [`Column::MAX_HEIGHT`] = 24 pieces (every piece of the game). Putting a prisoner
/// at the bottom is one shift, taking the commander clears two bits: the column contents are only touched
/// when a capture happens.
///
/// ```
/// use bashnya::{Column, Colour, Kind, Piece};
/// let column = Column::EMPTY
///     .with_commander(Piece::new(Colour::White, Kind::Man))
///     .with_prisoner(Piece::new(Colour::Black, Kind::King));
/// assert_eq!(column.to_string(), "Bw");
/// assert_eq!(column.commander(), Some(Piece::new(Colour::White, Kind::Man)));
/// assert_eq!(column.height(), 2);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Column(u64);

impl From<Column> for u64 {
    fn from(column: Column) -> u64 {
        column.0
    }
}

impl TryFrom<u64> for Column {
    type Error = &'static str;

    fn try_from(bits: u64) -> Result<Column, &'static str> {
        Column::from_bits(bits).ok_or("not a packed column: height above 24 or bits above the height")
    }
}

impl Column {
    /// No piece.
    pub const EMPTY: Column = Column(0);

    /// The tallest possible column: all 24 pieces of the game.
    pub const MAX_HEIGHT: u8 = 24;

    /// The raw packed word (see the type's documentation).
    pub const fn to_bits(self) -> u64 {
        self.0
    }

    /// The column of a packed word, if it is one: height at most 24, no colour or kind bit at or above the
    /// height, nothing in the unused bits.
    pub const fn from_bits(bits: u64) -> Option<Column> {
        let height = (bits >> HEIGHT_SHIFT) as u32;
        if height > Column::MAX_HEIGHT as u32 {
            return None;
        }
        let levels = (1u64 << height) - 1;
        let allowed = levels | (levels << KING_SHIFT) | ((0x1F) << HEIGHT_SHIFT);
        if bits & !allowed != 0 { None } else { Some(Column(bits)) }
    }

    /// The pieces under the commander counted by colour and kind, `[white men, white kings, black men,
    /// black kings]`, and the piece right under it; `None` below height 2. Two bit-parallel counts on the
    /// packed word (what the observation tensor needs for every tall column, without walking it).
    #[inline]
    pub(crate) fn under_commander(self) -> Option<([usize; 4], Piece)> {
        let height = self.height();
        if height < 2 {
            return None;
        }
        let below = (1u64 << (height - 1)) - 1;
        let black = self.0 & below;
        let kings = (self.0 >> KING_SHIFT) & below;
        // Black pieces, kings and black kings counted; the rest by difference. Most columns hold at most
        // 8 pieces under the commander: a byte table then; taller ones take two bit-parallel counts.
        let (blacks, all_kings, black_kings) = if height <= 9 {
            let count = |x: u64| BYTE_COUNTS[(x & 0xFF) as usize] as usize;
            (count(black), count(kings), count(black & kings))
        } else {
            let (blacks, all_kings) = count_halves(black | kings << 32);
            (blacks, all_kings, count_halves(black & kings).0)
        };
        let white_kings = all_kings - black_kings;
        let counts =
            [height as usize - 1 - blacks - white_kings, white_kings, blacks - black_kings, black_kings];
        let next = height - 2;
        let colour = if self.0 >> next & 1 == 1 { Colour::Black } else { Colour::White };
        let kind = if self.0 >> (KING_SHIFT + next as u32) & 1 == 1 { Kind::King } else { Kind::Man };
        Some((counts, Piece::new(colour, kind)))
    }

    /// A single piece.
    pub const fn single(piece: Piece) -> Column {
        Column::EMPTY.with_commander(piece)
    }

    /// The number of pieces.
    #[inline]
    pub const fn height(self) -> u8 {
        (self.0 >> HEIGHT_SHIFT) as u8
    }

    /// Whether the square is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The piece at `level` (0 = bottom), if the column is that tall.
    pub const fn get(self, level: u8) -> Option<Piece> {
        if level >= self.height() {
            return None;
        }
        let colour = if self.0 >> level & 1 == 1 { Colour::Black } else { Colour::White };
        let kind = if self.0 >> (KING_SHIFT + level as u32) & 1 == 1 { Kind::King } else { Kind::Man };
        Some(Piece::new(colour, kind))
    }

    /// The top piece, which commands the column.
    #[inline]
    pub const fn commander(self) -> Option<Piece> {
        match self.height() {
            0 => None,
            h => self.get(h - 1),
        }
    }

    /// The pieces under the commander, bottom to top.
    pub fn prisoners(self) -> impl Iterator<Item = Piece> {
        (0..self.height().saturating_sub(1)).filter_map(move |level| self.get(level))
    }

    /// Every piece, bottom to top.
    pub fn iter(self) -> impl DoubleEndedIterator<Item = Piece> + ExactSizeIterator {
        (0..self.height()).map(move |level| self.get(level).unwrap_or(Piece::new(Colour::White, Kind::Man)))
    }

    /// The number of pieces of `colour`.
    pub const fn count(self, colour: Colour) -> u32 {
        let mask = (1u64 << self.height()) - 1;
        let black = (self.0 & mask).count_ones();
        match colour {
            Colour::Black => black,
            Colour::White => self.height() as u32 - black,
        }
    }

    /// The column with `piece` put on top (it becomes the commander). A column of
    /// [`Column::MAX_HEIGHT`] pieces is returned unchanged.
    #[must_use]
    pub const fn with_commander(self, piece: Piece) -> Column {
        let h = self.height();
        if h >= Column::MAX_HEIGHT {
            return self;
        }
        let mut bits = self.0 + HEIGHT_ONE;
        if matches!(piece.colour, Colour::Black) {
            bits |= 1 << h;
        }
        if piece.is_king() {
            bits |= 1 << (KING_SHIFT + h as u32);
        }
        Column(bits)
    }

    /// The column with `piece` put at the bottom, as a prisoner. A column of [`Column::MAX_HEIGHT`] pieces is
    /// returned unchanged.
    #[must_use]
    #[inline]
    pub const fn with_prisoner(self, piece: Piece) -> Column {
        if self.height() >= Column::MAX_HEIGHT {
            return self;
        }
        // Height <= 23 here, so shifting the colour and kind fields left by one keeps them inside their
        // 24-bit fields (bit 23 -> at most bit 23 again, bit 55 -> at most bit 55).
        let mut bits = ((self.0 & FIELDS) << 1) | ((self.0 & !FIELDS) + HEIGHT_ONE);
        if matches!(piece.colour, Colour::Black) {
            bits |= 1;
        }
        if piece.is_king() {
            bits |= 1 << KING_SHIFT;
        }
        Column(bits)
    }

    /// The column without its commander, and the commander (`None` for an empty square).
    #[inline]
    pub const fn take_commander(self) -> (Column, Option<Piece>) {
        let h = self.height();
        if h == 0 {
            return (self, None);
        }
        let level = h - 1;
        let piece = self.get(level);
        let rest = (self.0 & !(1 << level) & !(1 << (KING_SHIFT + level as u32))) - HEIGHT_ONE;
        (Column(rest), piece)
    }

    /// The column without its bottom piece, and that piece (`None` for an empty square).
    #[inline]
    pub const fn take_bottom(self) -> (Column, Option<Piece>) {
        if self.height() == 0 {
            return (self, None);
        }
        let piece = self.get(0);
        let rest = (((self.0 & FIELDS) >> 1) & FIELDS) | ((self.0 & !FIELDS) - HEIGHT_ONE);
        (Column(rest), piece)
    }

    /// The column with its commander crowned (or uncrowned: `king = false`).
    #[must_use]
    #[inline]
    pub(crate) const fn with_commander_kind(self, king: bool) -> Column {
        let h = self.height();
        if h == 0 {
            return self;
        }
        let bit = 1 << (KING_SHIFT + h as u32 - 1);
        Column(if king { self.0 | bit } else { self.0 & !bit })
    }

    /// Whether the commander is black (meaningless for an empty column).
    #[inline]
    pub(crate) const fn top_is_black(self) -> bool {
        let h = self.height();
        h > 0 && (self.0 >> (h - 1)) & 1 == 1
    }

    /// Whether the commander is a king.
    #[inline]
    pub(crate) const fn top_is_king(self) -> bool {
        let h = self.height();
        h > 0 && (self.0 >> (KING_SHIFT + h as u32 - 1)) & 1 == 1
    }
}

/// The letters of the pieces bottom to top (`bbW`: two black men under a white king); `-` when empty.
impl fmt::Display for Column {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for piece in self.iter() {
            write!(f, "{}", piece.letter())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Column {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Column({self})")
    }
}

/// `BYTE_COUNTS[b]`: the number of set bits of `b`.
static BYTE_COUNTS: [u8; 256] = {
    let mut table = [0; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = (b as u8).count_ones() as u8;
        b += 1;
    }
    table
};

/// The population count of each 32-bit half of `x`, as `(low, high)`: one bit-parallel count for two
/// numbers (the baseline x86-64 target has no `popcnt` instruction, so each `count_ones` is such a
/// sequence anyway).
#[inline]
const fn count_halves(x: u64) -> (usize, usize) {
    let x = x - ((x >> 1) & 0x5555_5555_5555_5555);
    let x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
    let x = (x + (x >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
    // Byte 3 of the product sums bytes 0-3 and byte 7 sums bytes 4-7 (each count is at most 32).
    let sums = x.wrapping_mul(0x0101_0101);
    (((sums >> 24) & 0xFF) as usize, (sums >> 56) as usize)
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    const WM: Piece = Piece::new(Colour::White, Kind::Man);
    const BK: Piece = Piece::new(Colour::Black, Kind::King);
    const BM: Piece = Piece::new(Colour::Black, Kind::Man);

    #[test]
    fn prisoners_go_to_the_bottom_and_commanders_come_off_the_top() {
        let c = Column::single(WM).with_prisoner(BK).with_prisoner(BM);
        assert_eq!(c.to_string(), "bBw");
        let (rest, top) = c.take_commander();
        assert_eq!(top, Some(WM));
        assert_eq!(rest.to_string(), "bB");
        let (rest, bottom) = c.take_bottom();
        assert_eq!(bottom, Some(BM));
        assert_eq!(rest.to_string(), "Bw");
        assert_eq!(c.count(Colour::Black), 2);
    }

    #[test]
    fn packed_words_are_checked() {
        let c = Column::single(WM).with_prisoner(BK);
        assert_eq!(Column::from_bits(c.to_bits()), Some(c));
        assert_eq!(Column::from_bits(0), Some(Column::EMPTY));
        assert_eq!(Column::from_bits(25 << HEIGHT_SHIFT), None);
        assert_eq!(Column::from_bits(c.to_bits() | 1 << 5), None);
        assert_eq!(Column::from_bits(u64::MAX), None);
    }

    #[test]
    fn a_column_holds_twenty_four_pieces() {
        let mut c = Column::single(WM);
        for i in 1..24 {
            c = c.with_prisoner(if i % 2 == 0 { BK } else { WM });
        }
        assert_eq!(c.height(), 24);
        assert_eq!(c.commander(), Some(WM));
        assert_eq!(c.get(0), Some(WM));
        assert_eq!(c.with_prisoner(BM), c);
        let (mut rest, _) = c.take_commander();
        while let (r, Some(_)) = rest.take_bottom() {
            rest = r;
        }
        assert!(rest.is_empty());
    }

    #[test]
    fn counts_under_the_commander_match_a_walk_down_the_column() {
        // Every column up to height 8 of all four pieces, plus tall mixed ones up to 24.
        let pieces = [WM, BM, BK, Piece::new(Colour::White, Kind::King)];
        let mut columns = alloc::vec![Column::EMPTY];
        for _ in 0..6 {
            let next: alloc::vec::Vec<Column> =
                columns.iter().flat_map(|&c| pieces.map(|p| c.with_prisoner(p))).collect();
            columns.extend(next);
        }
        let mut tall = Column::single(WM);
        for i in 1..24 {
            tall = tall.with_prisoner(pieces[i * 7 % 4]);
            columns.push(tall);
        }
        for c in columns {
            let walked = if c.height() < 2 {
                None
            } else {
                let mut counts = [0usize; 4];
                for level in 0..c.height() - 1 {
                    let p = c.get(level).expect("below the height");
                    counts[usize::from(p.colour == Colour::Black) * 2 + usize::from(p.is_king())] += 1;
                }
                Some((counts, c.get(c.height() - 2).expect("height 2 or more")))
            };
            assert_eq!(c.under_commander(), walked, "{c}");
        }
    }
}
