//! The observation tensor of the base game ([`ObservationTensor`] for [`Position`] and [`GameHistory`]): the
//! whole board (nothing is hidden), seen from the observing seat.
//!
//! A flat vector of 1869 values: 29 planes of 8 x 8 (`plane x 64 + square`, square index `rank x 8 + file` in
//! the observer's frame: Red's board as it is, Blue's files mirrored, Yellow's board turned half round, Green's
//! ranks mirrored; every observer sits on a1 with its pawns going north, as in the action index), then 13
//! scalars. Seats are relative: `r = 0` is the observer, `r = 1, 2, 3` the seats after it in turn order (Red,
//! Blue, Yellow, Green, Red...).
//!
//! | values | what | values |
//! |---|---|---|
//! | `0..1536` | planes `0..24`: the pieces of seat `r`, kind `k` (pawn, knight, bishop, rook, Amazon, king): plane `r x 6 + k` | 1 on the piece's squares |
//! | `1536..1600` | plane `24`: pawns that may still advance two squares | 1 |
//! | `1600..1856` | planes `25..29`: the en-passant right of seat `r`: its passed square | 1 |
//! | `1856..1860` | seat `r` is eliminated | 1 |
//! | `1860..1864` | pieces seat `r` has captured (credited armies included) / 32 | |
//! | `1864` | the no-progress clock / its limit | |
//! | `1865..1869` | seat `r` is to move (none once the game is over) | 1 |
//!
//! A network that wants planes reshapes the first 1856 values to `[29, 8, 8]` and broadcasts the 13 scalars
//! itself. They were 13 constant planes of 64 equal values before: as one value each the tensor is 30% smaller
//! (1869 values instead of 2688), and writing it about a quarter cheaper. Writing still costs about twice
//! the move generation: zeroing the 7.5 KB of the tensor alone costs more than generating the moves (see
//! the crate README for the numbers).

use abstract_game::{ObservationTensor, PlayerId, TensorLengthError, TensorShape, check_tensor_len};

use crate::action::frame;
use crate::{GameHistory, Position, Seat};

/// Board planes of the base game's tensor.
pub(crate) const PLANES: usize = 29;
const UNMOVED: usize = 24;
const EN_PASSANT: usize = 25;
// `write_planes_zeroed` walks the planes in this order: 24 piece planes, the unmoved pawns, 4 en-passant
// planes.
const _: () = assert!(UNMOVED == 4 * 6 && EN_PASSANT == UNMOVED + 1 && PLANES == EN_PASSANT + 4);
/// The scalars after the planes.
const TAIL: usize = 13;
/// The length of the base game's tensor.
pub(crate) const LEN: usize = PLANES * 64 + TAIL;
const ELIMINATED: usize = 0;
const CAPTURED: usize = 4;
const CLOCK: usize = 8;
const TO_MOVE: usize = 9;
/// The shape of the base game's tensor.
pub(crate) const SHAPE: TensorShape = TensorShape::flat(LEN);

/// Sets the squares of `bb` (board squares) to 1 in `plane` (64 values), in the frame `f`.
#[inline]
fn squares(plane: &mut [f32], mut bb: u64, f: usize) {
    while bb != 0 {
        if let Some(value) = plane.get_mut((bb.trailing_zeros() as usize ^ f) & 63) {
            *value = 1.0;
        }
        bb &= bb - 1;
    }
}

impl Position {
    /// Writes the tensor for `observer` into `out` (exactly [`LEN`] values), which must hold zeros: only the
    /// values that are not 0 are written (the tarot variant zeroes its whole, longer tensor in one go).
    pub(crate) fn write_planes_zeroed(&self, observer: Seat, out: &mut [f32]) {
        let f = frame(observer);
        let (planes, tail) = out.split_at_mut(PLANES * 64);
        let mut planes = planes.chunks_exact_mut(64);
        let over = self.is_over();
        for r in 0..4 {
            let seat = Seat::ALL[(observer.index() + r) & 3];
            let own = self.seats[seat.index()];
            for (&kind, plane) in self.kinds.iter().zip(planes.by_ref()) {
                squares(plane, own & kind, f);
            }
            tail[ELIMINATED + r] = f32::from(u8::from(self.is_eliminated(seat)));
            tail[CAPTURED + r] = f32::from(self.captured(seat)) / 32.0;
            tail[TO_MOVE + r] = f32::from(u8::from(self.to_move == seat && !over));
        }
        if let Some(plane) = planes.next() {
            squares(plane, self.unmoved, f);
        }
        for (r, plane) in planes.enumerate() {
            if let Some(sq) = self.en_passant(Seat::ALL[(observer.index() + r) & 3]) {
                plane[(sq.index() ^ f) & 63] = 1.0;
            }
        }
        let limit = self.no_progress_limit().max(1);
        tail[CLOCK] = f32::from(self.clock.min(limit)) / f32::from(limit);
    }
}

/// The whole board from `seat`'s corner (see the [module docs](self) for the planes).
impl ObservationTensor for Position {
    fn observation_shape(&self) -> TensorShape {
        SHAPE
    }

    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        check_tensor_len(SHAPE, out)?;
        out.fill(0.0);
        self.write_planes_zeroed(Seat::from_player_id(seat).unwrap_or(Seat::Red), out);
        Ok(())
    }
}

/// The position's tensor (the history a record keeps is not in it).
impl ObservationTensor for GameHistory {
    fn observation_shape(&self) -> TensorShape {
        SHAPE
    }

    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        self.position().write_observation(seat, out)
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec;
    use alloc::vec::Vec;

    use abstract_game::{Game, Xoshiro256, random_move};

    use super::*;

    /// The piece planes square by square, from `piece_at`: 1 at plane `relative seat x 6 + kind`.
    fn reference_pieces(pos: &Position, observer: Seat) -> Vec<f32> {
        let mut planes = vec![0.0; UNMOVED * 64];
        for sq in board_core::Square::ALL {
            if let Some(piece) = pos.piece_at(sq) {
                let r = (piece.seat.index() + 4 - observer.index()) % 4;
                planes[(r * 6 + piece.kind.index()) * 64 + (sq.index() ^ frame(observer))] = 1.0;
            }
        }
        planes
    }

    /// The piece planes hold each piece once, in its seat's and kind's plane, for every observer along
    /// random games; the buffer starts full of garbage, so every value is written.
    #[test]
    fn every_value_is_written_and_pieces_sit_in_their_planes() {
        let mut rng = Xoshiro256::seed_from_u64(5);
        let mut out = vec![f32::NAN; LEN];
        for _ in 0..20 {
            let mut pos = Position::default();
            for _ in 0..300 {
                for seat in Seat::ALL {
                    out.fill(f32::NAN);
                    pos.write_observation(seat.player_id(), &mut out).unwrap();
                    assert!(out.iter().all(|v| !v.is_nan()), "{seat:?} in {pos}");
                    assert_eq!(out[..UNMOVED * 64], reference_pieces(&pos, seat)[..], "{seat:?} in {pos}");
                }
                let Some(mv) = random_move(&pos, &mut rng) else { break };
                pos.play_unchecked(mv);
            }
        }
    }
}
