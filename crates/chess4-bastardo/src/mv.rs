//! The move type: two bytes, coordinate notation.

use core::fmt;
use core::str::FromStr;

use board_core::Square;

use crate::PieceKind;
use crate::error::MoveParseError;

/// A move: a piece from one square to another (captures and en passant are read off the position), with the
/// promotion piece when a pawn reaches its last rank, or a pass.
///
/// Packed in 16 bits: `from` (6), `to` (6), promotion (3: none, N, B, R, Amazon); the pass is the all-zero
/// value (no real move goes from a square to itself). The top bit is reserved for the variant's extra actions
/// (placing Death back on the board, declarations).
///
/// Prints in coordinate notation: `d1d3`, `a7a8=A`, `pass`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Move(u16);

const _: () = assert!(core::mem::size_of::<Move>() == 2);

const PROMO_SHIFT: u16 = 12;

impl Move {
    /// The pass (a seat with no move must play it; under the voluntary-pass option any seat may).
    pub const PASS: Move = Move(0);

    /// A move from `from` to `to`, with the piece a pawn becomes (a promotion kind: knight, bishop, rook or
    /// Amazon; other kinds are ignored). `None` when `from == to`.
    pub const fn new(from: Square, to: Square, promotion: Option<PieceKind>) -> Option<Move> {
        if from.to_u8() == to.to_u8() {
            return None;
        }
        let code = match promotion {
            Some(PieceKind::Knight) => 1,
            Some(PieceKind::Bishop) => 2,
            Some(PieceKind::Rook) => 3,
            Some(PieceKind::Amazon) => 4,
            _ => 0,
        };
        Some(Move(from.to_u8() as u16 | (to.to_u8() as u16) << 6 | code << PROMO_SHIFT))
    }

    /// The unchecked constructor of move generation (`from != to`, a valid promotion code).
    #[inline]
    pub(crate) const fn from_parts(from: u8, to: u8, promo_code: u16) -> Move {
        Move(from as u16 | (to as u16) << 6 | promo_code << PROMO_SHIFT)
    }

    /// Whether this is the pass.
    #[inline]
    pub const fn is_pass(self) -> bool {
        self.0 == 0
    }

    /// The square the piece leaves (a1 for the pass).
    #[inline]
    pub const fn from(self) -> Square {
        Square::ALL[(self.0 & 63) as usize]
    }

    /// The square the piece reaches (a1 for the pass).
    #[inline]
    pub const fn to(self) -> Square {
        Square::ALL[((self.0 >> 6) & 63) as usize]
    }

    /// The piece a promoting pawn becomes.
    #[inline]
    pub const fn promotion(self) -> Option<PieceKind> {
        match (self.0 >> PROMO_SHIFT) & 7 {
            1 => Some(PieceKind::Knight),
            2 => Some(PieceKind::Bishop),
            3 => Some(PieceKind::Rook),
            4 => Some(PieceKind::Amazon),
            _ => None,
        }
    }

    /// The promotion code for a kind (see the type's bit layout).
    #[inline]
    pub(crate) const fn promo_code(kind: PieceKind) -> u16 {
        match kind {
            PieceKind::Knight => 1,
            PieceKind::Bishop => 2,
            PieceKind::Rook => 3,
            _ => 4,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_pass() {
            return f.write_str("pass");
        }
        write!(f, "{}{}", self.from(), self.to())?;
        if let Some(kind) = self.promotion() {
            write!(f, "={}", kind.letter())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Reads the notation alone, without a position: `pass`, `d1d3`, `a7a8=A` (the `=` may be left out, letters
/// in either case). It cannot tell a legal move; [`Position::parse_move`](crate::Position::parse_move) can.
impl FromStr for Move {
    type Err = MoveParseError;

    fn from_str(s: &str) -> Result<Move, MoveParseError> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("pass") {
            return Ok(Move::PASS);
        }
        let (squares, promo) = match s.char_indices().nth(4) {
            None => (s, None),
            Some((i, _)) => {
                let rest = s[i..].strip_prefix('=').unwrap_or(&s[i..]);
                let mut chars = rest.chars();
                let letter = chars.next().ok_or(MoveParseError::Syntax)?;
                if chars.next().is_some() {
                    return Err(MoveParseError::Syntax);
                }
                let kind = PieceKind::from_letter(letter)
                    .filter(|k| k.is_promotion())
                    .ok_or(MoveParseError::BadPromotion(letter))?;
                (&s[..i], Some(kind))
            }
        };
        if squares.len() != 4 || !squares.is_ascii() {
            return Err(MoveParseError::Syntax);
        }
        let from: Square = squares[..2].parse().map_err(|_| MoveParseError::Syntax)?;
        let to: Square = squares[2..].parse().map_err(|_| MoveParseError::Syntax)?;
        Move::new(from, to, promo).ok_or(MoveParseError::Syntax)
    }
}
