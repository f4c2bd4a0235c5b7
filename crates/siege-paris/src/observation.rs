//! The observation tensor for learning code ([`abstract_game::ObservationTensor`]).
//!
//! A flat vector of 1611 values, the same for every seat but for the seat's own one-hot (the game has no
//! hidden information, and the three sides' roles differ too much for a seat-relative board to help):
//!
//! | values | what |
//! |---|---|
//! | `0..1536` | 8 planes of the 12x16 board, `plane * 192 + rank * 12 + file` (`a1` = 0): 1 where the plane's side or kind stands |
//! | `1536..1600` | the same 8 planes on the 8 fortress points, `1536 + plane * 8 + point` (`F1` = 0) |
//! | `1600..1605` | the turn phase, one-hot: setup, Yellow (White next), White, Yellow (Black next), Black |
//! | `1605` | 1 when a capture demand is pending |
//! | `1606` | no-progress turns / the no-progress limit (0 when off) |
//! | `1607` | (occurrences of this position - 1) / 2, the repetition count |
//! | `1608..1611` | the observing seat, one-hot: Yellow, White, Black |
//!
//! Planes, factored: 0-2 the piece's side (Yellow, White, Black), 3-7 its kind (soldier, general, colonel,
//! captain, lieutenant). A piece sets one side plane and one kind plane on its square: Yellow's colonel is
//! planes 0 and 5, Black's captain planes 2 and 6. The squares the fortress replaces are always 0.
//!
//! The factored planes hold the same pieces as 13 one-hot (side, kind) planes would in 8 planes instead of
//! 13: the tensor is 38% smaller, and writing it a third cheaper (zeroing the 10 KB of 13 planes alone cost
//! about what move generation costs at the start). A network that wants the
//! (side, kind) planes gets each as the product of its side plane and its kind plane.

use abstract_game::{ObservationTensor, PlayerId, TensorLengthError, TensorShape, check_tensor_len};

use crate::fortress::{POINTS, SQUARES};
use crate::piece::Side;
use crate::position::Position;

const PLANES: usize = 8;
/// The first kind plane: the side planes come before it.
const KINDS: usize = 3;
const POINTS_AT: usize = PLANES * SQUARES;
const GLOBALS_AT: usize = POINTS_AT + PLANES * POINTS;
/// The tensor's length.
pub const OBSERVATION_LEN: usize = GLOBALS_AT + 11;

/// Sets the squares of one 64-square word of a board bitboard to 1 in `plane` (192 values).
#[inline]
fn mark(plane: &mut [f32], word: usize, mut bits: u64) {
    let Some(squares) = plane.get_mut(word * 64..) else { return };
    while bits != 0 {
        let bit = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        if let Some(value) = squares.get_mut(bit) {
            *value = 1.0;
        }
    }
}

impl ObservationTensor for Position {
    fn observation_shape(&self) -> TensorShape {
        TensorShape::flat(OBSERVATION_LEN)
    }

    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        check_tensor_len(self.observation_shape(), out)?;
        out.fill(0.0);
        let (board, rest) = out.split_at_mut(POINTS_AT);
        let (points, globals) = rest.split_at_mut(PLANES * POINTS);
        let mut planes = board.chunks_exact_mut(SQUARES);
        let mut planes: [&mut [f32]; PLANES] = core::array::from_fn(|_| planes.next().unwrap_or_default());
        // Straight on the bitboard words (board-core's iterators are not inlined across the crate
        // boundary). The kind of a piece is the 3-bit code its square has in the three plane bitboards; the
        // kind masks come out of them with a few word operations, so each piece costs two stores.
        for word in 0..self.sides[0].0.len() {
            let [p0, p1, p2] = [self.planes[0].0[word], self.planes[1].0[word], self.planes[2].0[word]];
            let kinds = [!p0 & !p1 & !p2, p0 & !p1 & !p2, !p0 & p1 & !p2, p0 & p1 & !p2, !p0 & !p1 & p2];
            let mut occupied = 0;
            for (side, plane) in self.sides.iter().zip(planes.iter_mut()) {
                let bits = side.0[word];
                occupied |= bits;
                mark(plane, word, bits);
            }
            for (kind, mask) in kinds.into_iter().enumerate() {
                mark(planes[KINDS + kind], word, mask & occupied);
            }
        }
        for (point, piece) in self.points.iter().enumerate() {
            if let Some(piece) = piece {
                points[piece.side.index() * POINTS + point] = 1.0;
                points[(KINDS + piece.kind.code()) * POINTS + point] = 1.0;
            }
        }
        globals[self.turn.index()] = 1.0;
        globals[5] = f32::from(u8::from(self.demand));
        globals[6] =
            self.rules.no_progress.map_or(0.0, |limit| f32::from(self.no_progress) / f32::from(limit));
        let seen = self.live_history().iter().filter(|&&h| h == self.hash).count();
        // At most 2 earlier occurrences: the third ends the game.
        globals[7] = f32::from(u8::try_from(seen).unwrap_or(u8::MAX)) / 2.0;
        if let Some(side) = Side::from_player_id(seat) {
            globals[8 + side.index()] = 1.0;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec;
    use alloc::vec::Vec;

    use abstract_game::{Game, Xoshiro256, random_move};

    use super::*;
    use crate::piece::PieceKind;
    use crate::rules::Rules;

    /// The board planes as they were written before the one-walk version: a loop per side and per kind
    /// over their squares.
    fn reference_board(pos: &Position) -> Vec<f32> {
        let mut board = vec![0.0; POINTS_AT];
        for (plane, side) in Side::ALL.iter().copied().enumerate() {
            for square in pos.side_squares(side) {
                board[plane * SQUARES + square] = 1.0;
            }
        }
        for kind in PieceKind::ALL {
            for square in pos.kind_squares(kind) {
                board[(KINDS + kind.code()) * SQUARES + square] = 1.0;
            }
        }
        board
    }

    /// The board planes hold each piece's side and kind, for every preset along random games; the buffer
    /// starts full of garbage, so every value is written.
    #[test]
    fn one_walk_writes_what_the_plane_loops_wrote() {
        let mut rng = Xoshiro256::seed_from_u64(9);
        let mut out = vec![f32::NAN; OBSERVATION_LEN];
        for preset in Rules::PRESETS {
            let mut pos = Position::start(Rules::from_preset(preset.name).unwrap());
            for _ in 0..400 {
                out.fill(f32::NAN);
                pos.write_observation(PlayerId::from_const(1), &mut out).unwrap();
                assert!(out.iter().all(|v| !v.is_nan()), "{pos}");
                assert_eq!(out[..POINTS_AT], reference_board(&pos)[..], "{pos}");
                let Some(mv) = random_move(&pos, &mut rng) else { break };
                pos.play_unchecked(mv);
            }
        }
    }
}
