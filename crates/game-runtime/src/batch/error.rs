//! What can go wrong in a batched step: a buffer of the wrong length, or an action a slot cannot play.

use core::fmt;

use abstract_game::TensorLengthError;

/// One of the caller's buffers, to say which one has the wrong length.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BufferKind {
    /// The actions handed to a step: one per slot.
    Actions,
    /// The observations: slots × the tensor's length.
    Observations,
    /// The legal-action masks: slots × `num_actions`.
    Masks,
    /// The seat to move per slot.
    ToMove,
    /// The rewards: slots × seats.
    Rewards,
    /// The done flags: one per slot.
    Dones,
}

impl fmt::Display for BufferKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BufferKind::Actions => "actions",
            BufferKind::Observations => "observations",
            BufferKind::Masks => "masks",
            BufferKind::ToMove => "to_move",
            BufferKind::Rewards => "rewards",
            BufferKind::Dones => "dones",
        })
    }
}

/// Why a batched step (or a batch) was refused. Input errors are found before any slot moves, so after one
/// of them every game is as it was.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BatchError {
    /// A buffer does not have the length the batch's layout needs.
    #[error("the {buffer} buffer holds {got} values, the batch needs {expected}")]
    BufferLength {
        /// Which buffer.
        buffer: BufferKind,
        /// The length the layout needs.
        expected: usize,
        /// The buffer's length.
        got: usize,
    },
    /// An action index is not below the game's `num_actions`.
    #[error("slot {slot}: action {action} is outside the action space 0..{num_actions}")]
    ActionOutOfRange {
        /// The slot.
        slot: usize,
        /// The index given.
        action: usize,
        /// The size of the action space.
        num_actions: usize,
    },
    /// An action index does not name a legal move of the seat on turn in that slot.
    #[error("slot {slot}: action {action} is not a legal move of the seat on turn")]
    IllegalAction {
        /// The slot.
        slot: usize,
        /// The index given.
        action: usize,
    },
    /// A state's tensor did not fit the batch's layout: the game breaks the one-shape-per-rules law
    /// (`laws::check_observation`). The step was applied to the slots before this one.
    #[error("slot {slot}: {source}")]
    Observation {
        /// The slot.
        slot: usize,
        /// What the game said.
        source: TensorLengthError,
    },
    /// A mask row has no legal action to choose from.
    #[error("slot {slot}: the mask allows no action")]
    EmptyMask {
        /// The slot.
        slot: usize,
    },
    /// The start state handed to [`Batch::new`](super::Batch::new) is already over.
    #[error("the start state is already over")]
    StartIsOver,
    /// A batch (or a [`RandomActions`](super::RandomActions)) of this many slots cannot be allocated: its
    /// byte count ([`Batch::memory`](super::Batch::memory)) overflows the address space, or the allocator
    /// refused the memory. Nothing was allocated for it.
    #[error("a batch of {slots} slots does not fit in memory")]
    TooLarge {
        /// The slots asked for.
        slots: usize,
    },
}

/// Checks one buffer's length.
pub(crate) fn check_len(buffer: BufferKind, expected: usize, got: usize) -> Result<(), BatchError> {
    if expected == got { Ok(()) } else { Err(BatchError::BufferLength { buffer, expected, got }) }
}
