//! Observation tensors for learning code.

use alloc::vec;
use alloc::vec::Vec;

use crate::{Game, PlayerId};

/// The shape of an observation tensor: one to four dimensions (`[planes, rows, files]`, or `[len]` for a flat
/// vector), fixed by the rules.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TensorShape {
    dims: [usize; 4],
    rank: u8,
}

impl TensorShape {
    /// A shape of these dimensions; `None` for no dimension or more than four.
    pub const fn new(dims: &[usize]) -> Option<TensorShape> {
        if dims.is_empty() || dims.len() > 4 {
            return None;
        }
        let mut all = [1usize; 4];
        let mut i = 0;
        while i < dims.len() {
            all[i] = dims[i];
            i += 1;
        }
        Some(TensorShape { dims: all, rank: dims.len() as u8 })
    }

    /// A flat vector of `len` values.
    pub const fn flat(len: usize) -> TensorShape {
        TensorShape { dims: [len, 1, 1, 1], rank: 1 }
    }

    /// The dimensions, outermost first.
    pub fn dims(&self) -> &[usize] {
        &self.dims[..self.rank as usize]
    }

    /// The number of values: the product of the dimensions.
    pub const fn len(&self) -> usize {
        self.dims[0] * self.dims[1] * self.dims[2] * self.dims[3]
    }

    /// Whether the tensor holds no value (a dimension is zero).
    pub const fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The buffer handed to [`ObservationTensor::write_observation`] does not have the tensor's length.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("an observation tensor of {expected} values does not fit a buffer of {got}")]
pub struct TensorLengthError {
    /// The tensor's length.
    pub expected: usize,
    /// The buffer's length.
    pub got: usize,
}

/// Games that write what a seat observes as a tensor of `f32`, the input of a policy or value network.
///
/// The shape is fixed by the rules: every state of one rules set has the same [`TensorShape`], so a batch of
/// states fills one array. Writing never allocates: the caller owns the buffer.
///
/// - In games with [`HiddenInformation`](crate::HiddenInformation) the tensor holds exactly what the seat
///   observes (its own cards or objective, and the public history that matters): two states that give the seat
///   the same observation give it the same tensor. `laws::check_no_leak` checks it.
/// - In games of perfect information it holds the whole state, from the seat's side where that is the
///   convention (the seat's own pieces in the first planes).
///
/// Each game documents its planes in its crate README.
pub trait ObservationTensor: Game {
    /// The tensor's shape under this state's rules.
    fn observation_shape(&self) -> TensorShape;

    /// Writes what `seat` observes into `out`, every value of it (a finished game too). `out` must hold
    /// exactly `observation_shape().len()` values.
    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError>;

    /// What `seat` observes, as a new vector.
    fn observation_tensor(&self, seat: PlayerId) -> Vec<f32> {
        let mut out = vec![0.0; self.observation_shape().len()];
        // The buffer has the tensor's length, so the only error cannot happen.
        let _ = self.write_observation(seat, &mut out);
        out
    }
}

/// Checks a buffer's length against a shape: the first line of every [`ObservationTensor::write_observation`].
pub fn check_tensor_len(shape: TensorShape, out: &[f32]) -> Result<(), TensorLengthError> {
    if out.len() == shape.len() {
        Ok(())
    } else {
        Err(TensorLengthError { expected: shape.len(), got: out.len() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_multiply_their_dimensions() {
        let shape = TensorShape::new(&[4, 8, 8]).unwrap();
        assert_eq!(shape.dims(), &[4, 8, 8]);
        assert_eq!(shape.len(), 256);
        assert_eq!(TensorShape::flat(30).dims(), &[30]);
        assert_eq!(TensorShape::new(&[]), None);
        assert_eq!(TensorShape::new(&[1, 2, 3, 4, 5]), None);
    }

    #[test]
    fn a_buffer_of_the_wrong_length_is_a_typed_error() {
        let shape = TensorShape::new(&[2, 3]).unwrap();
        assert_eq!(check_tensor_len(shape, &[0.0; 6]), Ok(()));
        assert_eq!(check_tensor_len(shape, &[0.0; 5]), Err(TensorLengthError { expected: 6, got: 5 }));
    }
}
