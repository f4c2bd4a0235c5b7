//! The observation tensor for learning code ([`abstract_game::ObservationTensor`]).
//!
//! A flat vector of 2611 values, the same for every seat but for the seat's own one-hot (the game has no
//! hidden information, and the three sides' roles differ too much for a seat-relative board to help):
//!
//! | values | what |
//! |---|---|
//! | `0..2496` | 13 planes of the 12x16 board, `plane * 192 + rank * 12 + file` (`a1` = 0): 1 where the piece stands |
//! | `2496..2600` | the same 13 planes on the 8 fortress points, `2496 + plane * 8 + point` (`F1` = 0) |
//! | `2600..2605` | the turn phase, one-hot: setup, Yellow (White next), White, Yellow (Black next), Black |
//! | `2605` | 1 when a capture demand is pending |
//! | `2606` | no-progress turns / the no-progress limit (0 when off) |
//! | `2607` | (occurrences of this position - 1) / 2, the repetition count |
//! | `2608..2611` | the observing seat, one-hot: Yellow, White, Black |
//!
//! Planes: 0 Yellow soldier, 1 Yellow general, 2 Yellow colonel, 3-7 White soldier, general, colonel,
//! captain, lieutenant, 8-12 Black in the same order. The squares the fortress replaces are always 0.

use abstract_game::{ObservationTensor, PlayerId, TensorLengthError, TensorShape, check_tensor_len};

use crate::fortress::{POINTS, SQUARES};
use crate::piece::Side;
use crate::position::Position;

const PLANES: usize = 13;
const POINTS_AT: usize = PLANES * SQUARES;
const GLOBALS_AT: usize = POINTS_AT + PLANES * POINTS;
/// The tensor's length.
pub const OBSERVATION_LEN: usize = GLOBALS_AT + 11;

impl ObservationTensor for Position {
    fn observation_shape(&self) -> TensorShape {
        TensorShape::flat(OBSERVATION_LEN)
    }

    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        check_tensor_len(self.observation_shape(), out)?;
        out.fill(0.0);
        // Straight on the bitboard words (board-core's iterators are not inlined across the crate
        // boundary, which made this loop the tensor's main cost). A piece's plane is its side's first
        // plane plus its 3-bit kind code, which is how `Piece::index` numbers them.
        let [p0, p1, p2] = [self.planes[0].0, self.planes[1].0, self.planes[2].0];
        for (side, first) in [(Side::Yellow, 0), (Side::White, 3), (Side::Black, 8)] {
            for (word, &bits) in self.sides[side.index()].0.iter().enumerate() {
                let mut bits = bits;
                while bits != 0 {
                    let bit = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    let code =
                        (p0[word] >> bit & 1) | (p1[word] >> bit & 1) << 1 | (p2[word] >> bit & 1) << 2;
                    out[(first + code as usize) * SQUARES + word * 64 + bit] = 1.0;
                }
            }
        }
        for (point, piece) in self.points.iter().enumerate() {
            if let Some(piece) = piece {
                out[POINTS_AT + piece.index() * POINTS + point] = 1.0;
            }
        }
        out[GLOBALS_AT + self.turn.index()] = 1.0;
        out[GLOBALS_AT + 5] = f32::from(u8::from(self.demand));
        out[GLOBALS_AT + 6] =
            self.rules.no_progress.map_or(0.0, |limit| f32::from(self.no_progress) / f32::from(limit));
        let seen = self.live_history().iter().filter(|&&h| h == self.hash).count();
        // At most 2 earlier occurrences: the third ends the game.
        out[GLOBALS_AT + 7] = f32::from(u8::try_from(seen).unwrap_or(u8::MAX)) / 2.0;
        if let Some(side) = Side::from_player_id(seat) {
            out[GLOBALS_AT + 8 + side.index()] = 1.0;
        }
        Ok(())
    }
}
