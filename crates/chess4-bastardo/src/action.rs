//! The dense action index of the base game ([`ActionIndex`] for [`Position`] and [`GameHistory`]), seen from
//! the mover's corner.
//!
//! Squares are first put in the mover's frame, the frame of the observation tensor: Red's board as it is,
//! Blue's with its files mirrored, Yellow's turned half round, Green's with its ranks mirrored. Every seat
//! then sits on a1 with its pawns going north, so one index means the same move for every seat.
//!
//! | range | actions | formula |
//! |---|---|---|
//! | `0..4096` | piece moves (an Amazon promotion included) | `from x 64 + code`: `code = direction x 7 + distance - 1` along the 8 queen directions N NE E SE S SW W NW (distance 1..=7), or `56 + jump` for the 8 knight jumps (1,2) (2,1) (2,-1) (1,-2) (-1,-2) (-2,-1) (-2,1) (-1,2) (files, ranks) |
//! | `4096` | the pass | |
//! | `4097..4193` | under-promotions (`free-promotion` only) | `4097 + (to_file x 4 + way) x 3 + piece`: `way` 0 one step, 1 two steps, 2 taking from the file to the west, 3 from the file to the east; `piece` 0 knight, 1 bishop, 2 rook |
//!
//! `num_actions` is 4097 under `standard`, `short-en-passant` and `voluntary-pass`, 4193 under
//! `free-promotion`. Every move of the game is a queen line or a knight jump, so every legal move has a code;
//! a pawn reaching its last rank as an Amazon takes the plain code of its step (the Amazon is the default
//! piece), the other pieces the under-promotion codes.

use abstract_game::ActionIndex;
use board_core::Square;

use crate::{GameHistory, Move, PieceKind, Position, Promotion, Rules, Seat};

/// The queen directions as (file, rank) steps, in code order.
const DIRECTIONS: [(i8, i8); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];
/// The knight jumps as (file, rank) steps, in code order.
const JUMPS: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

/// The index of the pass.
pub(crate) const PASS: usize = 64 * 64;
/// The first under-promotion index.
const UNDER: usize = PASS + 1;
/// Under-promotions: 8 target files x 4 ways x 3 pieces.
const UNDER_COUNT: usize = 8 * 4 * 3;

/// The XOR that puts a square of `seat` in its own frame (and back: each is its own inverse): files
/// mirrored for Blue, the board turned for Yellow, ranks mirrored for Green.
#[inline]
pub(crate) const fn frame(seat: Seat) -> usize {
    match seat {
        Seat::Red => 0,
        Seat::Blue => 7,
        Seat::Yellow => 63,
        Seat::Green => 56,
    }
}

/// The size of the base game's action space under `rules`.
pub(crate) const fn num_actions(rules: Rules) -> usize {
    match rules.promotion() {
        Promotion::AmazonOnly => UNDER,
        Promotion::Free => UNDER + UNDER_COUNT,
    }
}

/// The move code of a step of `(df, dr)`: a queen line or a knight jump.
fn code(df: i8, dr: i8) -> Option<usize> {
    if df == 0 || dr == 0 || df.abs() == dr.abs() {
        let distance = df.abs().max(dr.abs());
        let direction = DIRECTIONS.iter().position(|&(f, r)| (f, r) == (df.signum(), dr.signum()))?;
        return Some(direction * 7 + distance as usize - 1);
    }
    JUMPS.iter().position(|&step| step == (df, dr)).map(|jump| 56 + jump)
}

/// The index of a move of `mover` (any move of the game; a move that is no queen line or knight jump, which
/// no piece makes, maps to the pass).
pub(crate) fn index_of(mover: Seat, mv: Move) -> usize {
    if mv.is_pass() {
        return PASS;
    }
    let f = frame(mover);
    let (from, to) = (mv.from().index() ^ f, mv.to().index() ^ f);
    let (df, dr) = ((to % 8) as i8 - (from % 8) as i8, (to / 8) as i8 - (from / 8) as i8);
    match mv.promotion() {
        Some(kind @ (PieceKind::Knight | PieceKind::Bishop | PieceKind::Rook)) => {
            let way = match (df, dr.abs()) {
                (0, 1) => 0,
                (0, _) => 1,
                (1, _) => 2,
                _ => 3,
            };
            let piece = kind.index() - 1;
            UNDER + ((to % 8) * 4 + way) * 3 + piece
        }
        _ => code(df, dr).map_or(PASS, |c| from * 64 + c),
    }
}

/// The under-promotion of code `i` (`0..96`, see the module docs) for `mover`.
pub(crate) fn under_promotion(mover: Seat, i: usize) -> Option<Move> {
    if i >= UNDER_COUNT {
        return None;
    }
    let f = frame(mover);
    let (file, way, piece) = (i / 12, i / 3 % 4, i % 3);
    let to = 56 + file;
    let from = match way {
        0 => to - 8,
        1 => to - 16,
        2 => Some(to - 9).filter(|_| file > 0)?,
        _ => Some(to - 7).filter(|_| file < 7)?,
    };
    let kind = [PieceKind::Knight, PieceKind::Bishop, PieceKind::Rook][piece];
    Move::new(Square::ALL[from ^ f], Square::ALL[to ^ f], Some(kind))
}

/// The move an index names for `mover` in `pos`, before the legality check: the Amazon added when a pawn
/// reaches its last rank.
fn move_of(pos: &Position, mover: Seat, index: usize) -> Option<Move> {
    let f = frame(mover);
    if index == PASS {
        return Some(Move::PASS);
    }
    if index >= UNDER {
        return under_promotion(mover, index - UNDER);
    }
    let (from, c) = (index / 64, index % 64);
    let (df, dr) = if c < 56 {
        let (f, r) = DIRECTIONS[c / 7];
        let distance = (c % 7 + 1) as i8;
        (f * distance, r * distance)
    } else {
        JUMPS[c - 56]
    };
    let file = (from % 8) as i8 + df;
    let rank = (from / 8) as i8 + dr;
    if !(0..8).contains(&file) || !(0..8).contains(&rank) {
        return None;
    }
    let (from_sq, to_sq) = (Square::ALL[from ^ f], Square::ALL[(rank * 8 + file) as usize ^ f]);
    let pawn = pos.piece_at(from_sq).is_some_and(|p| p.kind == PieceKind::Pawn && p.seat == mover);
    let promotes = pawn && to_sq.rank() == mover.promotion_rank();
    Move::new(from_sq, to_sq, promotes.then_some(PieceKind::Amazon))
}

/// The action space of the rules, indices seen from the mover's corner (see the [module docs](self)).
impl ActionIndex for Position {
    fn num_actions(&self) -> usize {
        num_actions(self.rules)
    }

    fn action_index(&self, mv: Move) -> usize {
        index_of(self.to_move, mv)
    }

    fn action_from_index(&self, index: usize) -> Option<Move> {
        let mv = move_of(self, self.to_move, index)?;
        self.legal_moves().contains(&mv).then_some(mv)
    }
}

/// The position's action space: the record's moves are the position's.
impl ActionIndex for GameHistory {
    fn num_actions(&self) -> usize {
        self.position().num_actions()
    }

    fn action_index(&self, mv: Move) -> usize {
        self.position().action_index(mv)
    }

    fn action_from_index(&self, index: usize) -> Option<Move> {
        let mv = self.position().action_from_index(index)?;
        abstract_game::Game::legal_moves(self).contains(&mv).then_some(mv)
    }
}
