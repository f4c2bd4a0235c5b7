//! Piece kinds and coloured pieces.

use core::fmt;

use crate::Seat;

/// A kind of piece. The base game knows these six; the tarot-objectives variant will add kinds (Princess,
/// Death, Queen-king, Spectre king), hence `non_exhaustive`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
#[non_exhaustive]
pub enum PieceKind {
    /// Moves one square forward (two from its start square), captures one square diagonally forward.
    Pawn = 0,
    /// The chess knight.
    Knight = 1,
    /// The chess bishop.
    Bishop = 2,
    /// The chess rook.
    Rook = 3,
    /// Queen + knight ("Amazzone"); only reached by promotion in the base game.
    Amazon = 4,
    /// The king: no check, it can be captured, and its capture eliminates its owner.
    King = 5,
}

/// How many piece kinds the bitboards track.
pub(crate) const KINDS: usize = 6;

impl PieceKind {
    /// Every kind, in discriminant order.
    pub const ALL: [PieceKind; KINDS] = [
        PieceKind::Pawn,
        PieceKind::Knight,
        PieceKind::Bishop,
        PieceKind::Rook,
        PieceKind::Amazon,
        PieceKind::King,
    ];

    /// The kinds a pawn may promote to under the free-promotion option, in move-generation order.
    pub const PROMOTIONS: [PieceKind; 4] =
        [PieceKind::Amazon, PieceKind::Rook, PieceKind::Bishop, PieceKind::Knight];

    /// The index of the kind, 0..6.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The kind with this index.
    pub const fn from_index(index: usize) -> Option<PieceKind> {
        if index < KINDS { Some(PieceKind::ALL[index]) } else { None }
    }

    /// The upper-case letter of the kind: `P N B R A K`.
    pub const fn letter(self) -> char {
        match self {
            PieceKind::Pawn => 'P',
            PieceKind::Knight => 'N',
            PieceKind::Bishop => 'B',
            PieceKind::Rook => 'R',
            PieceKind::Amazon => 'A',
            PieceKind::King => 'K',
        }
    }

    /// The kind of a letter (either case).
    pub const fn from_letter(letter: char) -> Option<PieceKind> {
        match letter.to_ascii_uppercase() {
            'P' => Some(PieceKind::Pawn),
            'N' => Some(PieceKind::Knight),
            'B' => Some(PieceKind::Bishop),
            'R' => Some(PieceKind::Rook),
            'A' => Some(PieceKind::Amazon),
            'K' => Some(PieceKind::King),
            _ => None,
        }
    }

    /// Whether a pawn may become this kind under some rules (N, B, R, Amazon).
    pub const fn is_promotion(self) -> bool {
        matches!(self, PieceKind::Knight | PieceKind::Bishop | PieceKind::Rook | PieceKind::Amazon)
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            PieceKind::Pawn => "pawn",
            PieceKind::Knight => "knight",
            PieceKind::Bishop => "bishop",
            PieceKind::Rook => "rook",
            PieceKind::Amazon => "amazon",
            PieceKind::King => "king",
        };
        f.write_str(name)
    }
}

/// A piece of one seat.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// Whose piece.
    pub seat: Seat,
    /// What it is.
    pub kind: PieceKind,
}

impl fmt::Display for Piece {
    /// The two-letter code of the position string, `rK`, `yA`...
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.seat.letter(), self.kind.letter())
    }
}
