//! The observation tensor of the base game ([`ObservationTensor`] for [`Position`] and [`GameRecord`]): the
//! whole board (nothing is hidden), seen from the observing seat.
//!
//! Shape `[42, 8, 8]`, plane-major, square index `rank x 8 + file` in the observer's frame (Red's board as
//! it is, Blue's files mirrored, Yellow's board turned half round, Green's ranks mirrored: every observer sits
//! on a1 with its pawns going north, as in the action index). Seats are relative: `r = 0` is the observer,
//! `r = 1, 2, 3` the seats after it in turn order (Red, Blue, Yellow, Green, Red...).
//!
//! | planes | what | values |
//! |---|---|---|
//! | `0..24` | the pieces of seat `r`, kind `k` (pawn, knight, bishop, rook, Amazon, king): plane `r x 6 + k` | 1 on the piece's squares |
//! | `24` | pawns that may still advance two squares | 1 |
//! | `25..29` | the en-passant right of seat `r`: its passed square | 1 |
//! | `29..33` | seat `r` is eliminated | the whole plane 1 |
//! | `33..37` | pieces seat `r` has captured (credited armies included) / 32 | the whole plane |
//! | `37` | the no-progress clock / its limit | the whole plane |
//! | `38..42` | seat `r` is to move (none once the game is over) | the whole plane 1 |

use abstract_game::{ObservationTensor, PlayerId, TensorLengthError, TensorShape, check_tensor_len};

use crate::action::frame;
use crate::{GameRecord, Position, Seat};

/// Planes of the base game's tensor.
pub(crate) const PLANES: usize = 42;
const UNMOVED: usize = 24;
const EN_PASSANT: usize = 25;
const ELIMINATED: usize = 29;
const CAPTURED: usize = 33;
const CLOCK: usize = 37;
const TO_MOVE: usize = 38;
/// The shape of the base game's tensor.
pub(crate) const SHAPE: TensorShape = match TensorShape::new(&[PLANES, 8, 8]) {
    Some(shape) => shape,
    None => TensorShape::flat(PLANES * 64),
};

/// Sets the squares of `bb` (board squares) to 1 in `plane`, in the frame `f`.
#[inline]
fn squares(out: &mut [f32], plane: usize, mut bb: u64, f: usize) {
    let plane = &mut out[plane * 64..plane * 64 + 64];
    while bb != 0 {
        plane[bb.trailing_zeros() as usize ^ f] = 1.0;
        bb &= bb - 1;
    }
}

/// Fills a whole plane with `value`.
#[inline]
fn fill(out: &mut [f32], plane: usize, value: f32) {
    out[plane * 64..plane * 64 + 64].fill(value);
}

impl Position {
    /// Writes the board planes of the tensor for `observer` into `out` (exactly `PLANES x 64` values).
    pub(crate) fn write_planes(&self, observer: Seat, out: &mut [f32]) {
        let f = frame(observer);
        out[..CAPTURED * 64].fill(0.0);
        for r in 0..4 {
            let seat = Seat::ALL[(observer.index() + r) % 4];
            let own = self.seats[seat.index()];
            for (k, &kind) in self.kinds.iter().enumerate() {
                squares(out, r * 6 + k, own & kind, f);
            }
            if let Some(sq) = self.en_passant(seat) {
                out[(EN_PASSANT + r) * 64 + (sq.index() ^ f)] = 1.0;
            }
            fill(out, ELIMINATED + r, if self.is_eliminated(seat) { 1.0 } else { 0.0 });
            fill(out, CAPTURED + r, f32::from(self.captured(seat)) / 32.0);
            fill(out, TO_MOVE + r, if self.to_move == seat && !self.is_over() { 1.0 } else { 0.0 });
        }
        squares(out, UNMOVED, self.unmoved, f);
        let limit = self.no_progress_limit().max(1);
        fill(out, CLOCK, f32::from(self.clock.min(limit)) / f32::from(limit));
    }
}

/// The whole board from `seat`'s corner (see the [module docs](self) for the planes).
impl ObservationTensor for Position {
    fn observation_shape(&self) -> TensorShape {
        SHAPE
    }

    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        check_tensor_len(SHAPE, out)?;
        self.write_planes(Seat::from_player_id(seat).unwrap_or(Seat::Red), out);
        Ok(())
    }
}

/// The position's tensor (the history a record keeps is not in it).
impl ObservationTensor for GameRecord {
    fn observation_shape(&self) -> TensorShape {
        SHAPE
    }

    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        self.position().write_observation(seat, out)
    }
}
