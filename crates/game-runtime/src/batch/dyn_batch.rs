//! [`DynBatch`]: a [`Batch`] of any game behind one object-safe type, so one front-end class (the Python
//! `Batch`) steps every game.

use super::{Batch, BatchError, RandomActions, StepBuffers};
use abstract_game::{ActionIndex, ObservationTensor, TensorShape};

/// A [`Batch`] of any game, object-safe: what a front end holds to step batches of games it picks at run time.
pub trait DynBatch: Send + Sync {
    /// The number of slots.
    fn len(&self) -> usize;
    /// Whether the batch has no slot (never: a batch is made with at least one).
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The width of a mask row.
    fn num_actions(&self) -> usize;
    /// The width of a reward row.
    fn num_players(&self) -> usize;
    /// The shape of one observation.
    fn observation_shape(&self) -> TensorShape;
    /// [`Batch::write_current`].
    fn write_current(&self, out: StepBuffers<'_>) -> Result<(), BatchError>;
    /// [`Batch::step`], or `Batch::step_parallel` across cores when `parallel` (feature `rayon`; without
    /// it the slots are stepped in turn).
    fn step(&mut self, actions: &[usize], out: StepBuffers<'_>, parallel: bool) -> Result<(), BatchError>;
    /// [`Batch::step_random`], or `Batch::step_random_parallel` when `parallel` (feature `rayon`).
    fn step_random(
        &mut self,
        policy: &mut RandomActions,
        actions: &mut [usize],
        out: StepBuffers<'_>,
        parallel: bool,
    ) -> Result<(), BatchError>;
}

impl<G> DynBatch for Batch<G>
where
    G: ActionIndex + ObservationTensor + Send + Sync,
    G::Move: Send + Sync,
{
    fn len(&self) -> usize {
        Batch::len(self)
    }
    fn num_actions(&self) -> usize {
        Batch::num_actions(self)
    }
    fn num_players(&self) -> usize {
        Batch::num_players(self)
    }
    fn observation_shape(&self) -> TensorShape {
        Batch::observation_shape(self)
    }
    fn write_current(&self, out: StepBuffers<'_>) -> Result<(), BatchError> {
        Batch::write_current(self, out)
    }
    fn step(&mut self, actions: &[usize], out: StepBuffers<'_>, parallel: bool) -> Result<(), BatchError> {
        #[cfg(feature = "rayon")]
        if parallel {
            return self.step_parallel(actions, out);
        }
        #[cfg(not(feature = "rayon"))]
        let _ = parallel;
        Batch::step(self, actions, out)
    }
    fn step_random(
        &mut self,
        policy: &mut RandomActions,
        actions: &mut [usize],
        out: StepBuffers<'_>,
        parallel: bool,
    ) -> Result<(), BatchError> {
        #[cfg(feature = "rayon")]
        if parallel {
            return self.step_random_parallel(policy, actions, out);
        }
        #[cfg(not(feature = "rayon"))]
        let _ = parallel;
        Batch::step_random(self, policy, actions, out)
    }
}
