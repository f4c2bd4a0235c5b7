//! Move generation: attacks per piece kind (sliders from `board-core`), pseudo-legal is legal (no check in
//! Il Bastardo), bulk counting for perft.

use arrayvec::ArrayVec;
use board_core::{
    Bitboard64, Square, bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks,
    rook_attacks,
};

use crate::position::NO_EP;
use crate::{Move, Piece, PieceKind, Position, Seat};

/// The most moves one seat can have, the capacity of [`MoveList`].
///
/// A seat's army is at most what the seed's army can become by promotion (the position parser refuses
/// anything else): a king, a knight, a bishop, a rook and four pawns, each pawn possibly an Amazon. Bounding
/// each piece by its best square on an empty board: king 8, knight 8, bishop 13, rook 14, and four Amazons
/// at 27 (queen) + 8 (knight) = 35 each, 140 together; a pawn has at most 4 target squares, times 4
/// promotion choices is 16 < 35, so an Amazon bounds a pawn too. Plus the pass: 8 + 8 + 13 + 14 + 140 + 1 =
/// 184. (A promoted knight, bishop or rook is bounded by the Amazon it could have been.)
pub const MAX_MOVES: usize = 184;

/// The legal moves of one seat, on the stack.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

/// The squares `piece` on `sq` attacks (may move to or capture on, own pieces aside) given the `occupied`
/// squares: a pawn's diagonal captures in its seat's direction, an Amazon's queen and knight moves.
pub fn attacks(piece: Piece, sq: Square, occupied: Bitboard64) -> Bitboard64 {
    match piece.kind {
        PieceKind::Pawn => pawn_attacks(piece.seat.forward(), sq),
        PieceKind::Knight => knight_attacks(sq),
        PieceKind::Bishop => bishop_attacks(sq, occupied),
        PieceKind::Rook => rook_attacks(sq, occupied),
        PieceKind::Amazon => queen_attacks(sq, occupied) | knight_attacks(sq),
        PieceKind::King => king_attacks(sq),
    }
}

/// Where generated moves go: a list, or a counter that never builds them.
trait Sink {
    /// A non-pawn piece on `from` may go to every square of `targets`.
    fn piece(&mut self, from: u8, targets: u64);
    /// A pawn on `from` may go to `targets`; those in `promo` are promotions with `choices` pieces each.
    fn pawn(&mut self, from: u8, targets: u64, promo: u64, choices: &[PieceKind]);
}

struct Push<'a>(&'a mut MoveList);

impl Sink for Push<'_> {
    #[inline]
    fn piece(&mut self, from: u8, mut targets: u64) {
        while targets != 0 {
            let to = targets.trailing_zeros() as u8;
            targets &= targets - 1;
            // The capacity is a proven bound (see MAX_MOVES); `try_push` keeps a broken bound from panicking.
            let _ = self.0.try_push(Move::from_parts(from, to, 0));
        }
    }

    #[inline]
    fn pawn(&mut self, from: u8, mut targets: u64, promo: u64, choices: &[PieceKind]) {
        while targets != 0 {
            let to = targets.trailing_zeros() as u8;
            targets &= targets - 1;
            if promo & (1 << to) == 0 {
                let _ = self.0.try_push(Move::from_parts(from, to, 0));
            } else {
                for &kind in choices {
                    let _ = self.0.try_push(Move::from_parts(from, to, Move::promo_code(kind)));
                }
            }
        }
    }
}

struct Count(u64);

impl Sink for Count {
    #[inline]
    fn piece(&mut self, _from: u8, targets: u64) {
        self.0 += u64::from(targets.count_ones());
    }

    #[inline]
    fn pawn(&mut self, _from: u8, targets: u64, promo: u64, choices: &[PieceKind]) {
        self.0 += u64::from((targets & !promo).count_ones())
            + u64::from((targets & promo).count_ones()) * choices.len() as u64;
    }
}

impl Position {
    /// Generates the moves of the seat on turn other than the pass.
    #[inline]
    fn generate<S: Sink>(&self, sink: &mut S) {
        let me = self.to_move;
        let s = me.index();
        let own = self.seats[s];
        let occ = self.occ();
        let not_own = !own;
        let enemies = occ & not_own;
        let empty = !occ;

        let mut ep_targets = 0u64;
        for t in 0..4 {
            if t != s && self.ep[t] != NO_EP {
                ep_targets |= 1 << self.ep[t];
            }
        }
        let pawns = own & self.kinds[PieceKind::Pawn.index()];
        let promo = me.promotion_squares().0;
        let choices = self.rules.promotion_choices();
        let forward = me.forward();
        let mut bb = pawns;
        while bb != 0 {
            let sq = bb.trailing_zeros() as u8;
            bb &= bb - 1;
            let bit = 1u64 << sq;
            let one = me.push(Bitboard64(bit)).0 & empty;
            let two = if self.unmoved & bit != 0 { me.push(Bitboard64(one)).0 & empty } else { 0 };
            let caps = pawn_attacks(forward, Square::ALL[sq as usize]).0 & (enemies | ep_targets);
            sink.pawn(sq, one | two | caps, promo, choices);
        }

        let mut bb = own & self.kinds[PieceKind::Knight.index()];
        while bb != 0 {
            let sq = bb.trailing_zeros() as u8;
            bb &= bb - 1;
            sink.piece(sq, knight_attacks(Square::ALL[sq as usize]).0 & not_own);
        }
        let mut bb = own & self.kinds[PieceKind::Bishop.index()];
        while bb != 0 {
            let sq = bb.trailing_zeros() as u8;
            bb &= bb - 1;
            sink.piece(sq, bishop_attacks(Square::ALL[sq as usize], Bitboard64(occ)).0 & not_own);
        }
        let mut bb = own & self.kinds[PieceKind::Rook.index()];
        while bb != 0 {
            let sq = bb.trailing_zeros() as u8;
            bb &= bb - 1;
            sink.piece(sq, rook_attacks(Square::ALL[sq as usize], Bitboard64(occ)).0 & not_own);
        }
        let mut bb = own & self.kinds[PieceKind::Amazon.index()];
        while bb != 0 {
            let sq = bb.trailing_zeros() as u8;
            bb &= bb - 1;
            let at = Square::ALL[sq as usize];
            sink.piece(sq, (queen_attacks(at, Bitboard64(occ)).0 | knight_attacks(at).0) & not_own);
        }
        let mut bb = own & self.kinds[PieceKind::King.index()];
        while bb != 0 {
            let sq = bb.trailing_zeros() as u8;
            bb &= bb - 1;
            sink.piece(sq, king_attacks(Square::ALL[sq as usize]).0 & not_own);
        }
    }

    /// Fills `moves` with the legal moves of the seat on turn: its piece moves, plus the pass when it has
    /// none or the rules allow a voluntary pass; nothing once the game is over. No heap allocation.
    pub fn legal_moves_into(&self, moves: &mut MoveList) {
        moves.clear();
        if self.is_over() {
            return;
        }
        self.generate(&mut Push(moves));
        if moves.is_empty() || self.rules.voluntary_pass() {
            let _ = moves.try_push(Move::PASS);
        }
    }

    /// The legal moves of the seat on turn as a new list.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.legal_moves_into(&mut moves);
        moves
    }

    /// How many legal moves the seat on turn has, counted without building them (bulk counting).
    pub fn count_moves(&self) -> u64 {
        if self.is_over() {
            return 0;
        }
        let mut count = Count(0);
        self.generate(&mut count);
        if count.0 == 0 || self.rules.voluntary_pass() { count.0 + 1 } else { count.0 }
    }

    /// The number of move sequences of `depth` plies (the same count as [`abstract_game::perft`]), by
    /// copy-make with bulk counting at the last ply.
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_moves(),
            _ => {
                let mut moves = MoveList::new();
                self.legal_moves_into(&mut moves);
                let mut nodes = 0;
                for &mv in &moves {
                    let mut child = *self;
                    child.play_unchecked_fast(mv);
                    nodes += child.perft(depth - 1);
                }
                nodes
            }
        }
    }

    /// Whether some piece of a seat other than `seat` attacks `sq` (pieces, not en passant): what a seat
    /// sees threatened, for user interfaces and for the variant's "check" objectives.
    pub fn is_attacked_by_others(&self, sq: Square, seat: Seat) -> bool {
        let occ = Bitboard64(self.occ());
        Seat::ALL.into_iter().filter(|&t| t != seat).any(|t| {
            self.pieces(t)
                .iter()
                .any(|from| self.piece_at(from).is_some_and(|piece| attacks(piece, from, occ).contains(sq)))
        })
    }
}
