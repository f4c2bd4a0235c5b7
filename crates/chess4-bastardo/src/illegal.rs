//! Why a move is illegal: the rule of Il Bastardo it breaks ([`IllegalMove`]).
//!
//! The legal path stays fast: [`Position::parse_move`] looks the move up in the generated list, and only a
//! refused move goes on to find which rule it breaks.

use board_core::{Bitboard64, Square, pawn_attacks};

use crate::error::IllegalMove;
use crate::{Move, PieceKind, Position, Seat};

impl Position {
    /// Why the seat on turn may not play `mv` here; `None` when it is legal.
    ///
    /// ```
    /// use chess4_bastardo::{IllegalMove, Position, PieceKind};
    /// let pos = Position::default();
    /// assert_eq!(pos.why_illegal("a4a5".parse()?), Some(IllegalMove::PawnBlocked));
    /// assert_eq!(pos.why_illegal("c1c3".parse()?), Some(IllegalMove::Blocked));
    /// assert_eq!(pos.why_illegal("a2a4".parse()?), Some(IllegalMove::OwnPiece("a4".parse()?)));
    /// assert_eq!(pos.why_illegal("a3h3".parse()?), Some(IllegalMove::WrongWay(PieceKind::Bishop)));
    /// assert_eq!(pos.why_illegal("a3f8".parse()?), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn why_illegal(&self, mv: Move) -> Option<IllegalMove> {
        if self.is_over() {
            return Some(IllegalMove::GameOver);
        }
        let legal = self.legal_moves();
        if legal.contains(&mv) {
            return None;
        }
        let has_moves = legal.iter().any(|m| !m.is_pass());
        Some(board_reason(self, self.to_move, mv, has_moves, &|kind, from, occ| {
            crate::attacks(crate::Piece { seat: self.to_move, kind }, from, occ)
        }))
    }

    /// Why `seat` may not play `mv` here: it is out of the game, or not on turn, or the move breaks a rule
    /// ([`Position::why_illegal`]); `None` when it may. The seat is a [`Seat`] or a `PlayerId`; a `PlayerId`
    /// beyond the four seats has no move ([`IllegalMove::NoSuchMove`]).
    pub fn why_illegal_as(&self, seat: impl Into<abstract_game::PlayerId>, mv: Move) -> Option<IllegalMove> {
        let Some(seat) = Seat::from_player_id(seat.into()) else { return Some(IllegalMove::NoSuchMove) };
        if self.is_eliminated(seat) {
            Some(IllegalMove::Eliminated(seat))
        } else if seat != self.to_move && !self.is_over() {
            Some(IllegalMove::NotYourTurn { seat, to_move: self.to_move })
        } else {
            self.why_illegal(mv)
        }
    }
}

/// The rule a board move the generator refused breaks, for the seat `me` on turn in `pos` (shared by the
/// tarot variant, which passes its own piece attacks). `has_moves`: the seat has a move other than the pass.
pub(crate) fn board_reason(
    pos: &Position,
    me: Seat,
    mv: Move,
    has_moves: bool,
    attacks: &dyn Fn(PieceKind, Square, Bitboard64) -> Bitboard64,
) -> IllegalMove {
    if mv.is_pass() {
        return if has_moves && !pos.rules().voluntary_pass() {
            IllegalMove::PassNotAllowed
        } else {
            IllegalMove::NoSuchMove
        };
    }
    let (from, to) = (mv.from(), mv.to());
    let Some(piece) = pos.piece_at(from) else { return IllegalMove::NoPiece(from) };
    if piece.seat != me {
        return IllegalMove::NotYourPiece { square: from, owner: piece.seat };
    }
    let occ = pos.occupied();
    let to_bit = 1u64 << to.index();
    let own_target = pos.pieces(me).0 & to_bit != 0;
    if piece.kind != PieceKind::Pawn {
        if mv.promotion().is_some() {
            return IllegalMove::NoPromotionHere;
        }
        if own_target {
            return IllegalMove::OwnPiece(to);
        }
        return if attacks(piece.kind, from, occ).0 & to_bit != 0 {
            IllegalMove::NoSuchMove
        } else if attacks(piece.kind, from, Bitboard64(0)).0 & to_bit != 0 {
            IllegalMove::Blocked
        } else {
            IllegalMove::WrongWay(piece.kind)
        };
    }
    let bit = Bitboard64(1u64 << from.index());
    let one = me.push(bit).0;
    let two = me.push(Bitboard64(one)).0;
    let diagonal = pawn_attacks(me.forward(), from).0;
    if (one | two | diagonal) & to_bit == 0 {
        return IllegalMove::WrongWay(PieceKind::Pawn);
    }
    if to_bit == two && pos.unmoved_pawns().0 & bit.0 == 0 {
        return IllegalMove::PawnDoubleStep;
    }
    if (to_bit == one || to_bit == two) && (occ.0 & (one | to_bit) != 0) {
        return IllegalMove::PawnBlocked;
    }
    if to_bit & diagonal != 0 && own_target {
        return IllegalMove::OwnPiece(to);
    }
    if to_bit & diagonal != 0 && occ.0 & to_bit == 0 {
        // Not an en-passant square of any opponent (the generator would have listed the move).
        return IllegalMove::PawnNoCapture;
    }
    let last_rank = me.promotion_squares().0 & to_bit != 0;
    match mv.promotion() {
        None if last_rank => IllegalMove::PromotionRequired,
        Some(_) if !last_rank => IllegalMove::NoPromotionHere,
        Some(kind) if !pos.rules().promotion_choices().contains(&kind) => {
            IllegalMove::PromotionNotAllowed(kind)
        }
        _ => IllegalMove::NoSuchMove,
    }
}
