//! What the turn-based form implements when its inner game does: action indices, tensors, hidden
//! information, undo and hashing, each delegating to the inner game and adding the window.

use super::{ClaimMove, ClaimWindows, Window};
use crate::{
    ActionIndex, Game, HiddenInformation, InconsistentObservation, MoveList, ObservationTensor, PlayerId,
    TensorLengthError, TensorShape, Undo, ZobristHash, check_tensor_len, zobrist_keys,
};

impl<G: ActionIndex> ActionIndex for ClaimWindows<G> {
    /// The inner action space and one more index, for `pass`.
    fn num_actions(&self) -> usize {
        self.inner.num_actions() + 1
    }

    /// The inner index of an inner move; `pass` is the inner `num_actions()`.
    fn action_index(&self, mv: Self::Move) -> usize {
        match mv {
            ClaimMove::Inner(mv) => self.inner.action_index(mv),
            ClaimMove::Pass => self.inner.num_actions(),
        }
    }

    fn action_from_index(&self, index: usize) -> Option<Self::Move> {
        let mv = if index == self.inner.num_actions() {
            ClaimMove::Pass
        } else {
            ClaimMove::Inner(self.inner.action_from_index(index)?)
        };
        // The inner game decodes its out-of-turn actions outside a window, and its ordinary moves inside.
        self.legal_moves().contains(&mv).then_some(mv)
    }

    fn action_indices(&self, moves: &[Self::Move], out: &mut [usize]) {
        // Without a pass the whole list goes to the inner game at once (it may index a list faster).
        match inner_moves::<G>(moves) {
            Some(list) => self.inner.action_indices(&list, out),
            None => {
                for (index, &mv) in out.iter_mut().zip(moves) {
                    *index = self.action_index(mv);
                }
            }
        }
    }

    fn legal_action_indices(&self, legal: &[Self::Move], out: &mut [usize]) {
        match (self.window, inner_moves::<G>(legal)) {
            // Outside a window the list is the inner game's whole legal list.
            (None, Some(list)) => self.inner.legal_action_indices(&list, out),
            _ => self.action_indices(legal, out),
        }
    }
}

/// The inner moves of a list holding no pass; `None` if it holds one.
fn inner_moves<G: Game>(moves: &[ClaimMove<G::Move>]) -> Option<G::MoveList> {
    let mut list = G::MoveList::default();
    for &mv in moves {
        match mv {
            ClaimMove::Inner(mv) => list.push(mv),
            ClaimMove::Pass => return None,
        }
    }
    Some(list)
}

impl<G: ObservationTensor> ObservationTensor for ClaimWindows<G> {
    /// Flat: the inner tensor's values, one for "a window is open", and two one-hots over the seats.
    fn observation_shape(&self) -> TensorShape {
        TensorShape::flat(self.inner.observation_shape().len() + 1 + 2 * self.inner.num_players())
    }

    /// The inner tensor (flattened), then 1 when a window is open, then the seat asked and the seat the
    /// window started at, each one-hot relative to `seat` (`r = 0` is `seat`); zeros without a window.
    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        check_tensor_len(self.observation_shape(), out)?;
        let n = self.inner.num_players();
        let (inner, window) = out.split_at_mut(self.inner.observation_shape().len());
        self.inner.write_observation(seat, inner)?;
        window.fill(0.0);
        if let Some(w) = self.window {
            let relative = |s: PlayerId| (s.index() + n - seat.index() % n) % n;
            window[0] = 1.0;
            window[1 + relative(w.asked)] = 1.0;
            window[1 + n + relative(w.first)] = 1.0;
        }
        Ok(())
    }
}

/// What one seat knows of a [`ClaimWindows`] state: the inner observation and the open window (public).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ClaimObservation<O> {
    inner: O,
    window: Option<Window>,
}

impl<O> ClaimObservation<O> {
    /// The inner game's observation.
    pub fn inner(&self) -> &O {
        &self.inner
    }

    /// The open claim window, if any.
    pub fn window(&self) -> Option<Window> {
        self.window
    }
}

impl<G: HiddenInformation> HiddenInformation for ClaimWindows<G> {
    type Observation = ClaimObservation<G::Observation>;

    fn observe(&self, seat: PlayerId) -> Self::Observation {
        ClaimObservation { inner: self.inner.observe(seat), window: self.window }
    }

    /// A pass is seen by everyone (the window is public); the inner game's moves as the inner game says.
    fn sees_move(&self, seat: PlayerId, mv: &Self::Move) -> bool {
        match mv {
            ClaimMove::Inner(inner) => self.inner.sees_move(seat, inner),
            ClaimMove::Pass => true,
        }
    }

    /// An inner state sampled from the inner observation, with the same window. Refused when the seat the
    /// window asks has no claim open in the sampled state (claims that depend on hidden information).
    fn sample_consistent<R: rand_core::Rng + ?Sized>(
        observation: &Self::Observation,
        rng: &mut R,
    ) -> Result<Self, InconsistentObservation> {
        let inner = G::sample_consistent(&observation.inner, rng)?;
        ClaimWindows::with_window(inner, observation.window).map_err(|_| InconsistentObservation)
    }
}

/// What [`Undo::undo`] of a [`ClaimWindows`] needs: the inner game's undo information (none for a pass) and
/// the window before the move.
#[derive(Clone, Debug)]
pub struct ClaimUndo<U> {
    inner: Option<U>,
    window: Option<Window>,
}

impl<G: Undo> Undo for ClaimWindows<G> {
    type UndoInfo = ClaimUndo<G::UndoInfo>;

    fn play_undoable(&mut self, mv: Self::Move) -> Self::UndoInfo {
        let window = self.window;
        let inner = match mv {
            ClaimMove::Inner(inner_mv) => Some(self.step_inner(|inner| inner.play_undoable(inner_mv))),
            ClaimMove::Pass => {
                self.pass();
                None
            }
        };
        ClaimUndo { inner, window }
    }

    fn undo(&mut self, mv: Self::Move, info: Self::UndoInfo) {
        if let (ClaimMove::Inner(mv), Some(inner)) = (mv, info.inner) {
            self.inner.undo(mv, inner);
        }
        self.window = info.window;
    }
}

/// One key per (seat asked, first seat) pair of a window.
static WINDOW_KEYS: [u64; crate::MAX_SEATS * crate::MAX_SEATS] = zobrist_keys(0xc1a1_3500_0000_0001);

fn window_key(window: Option<Window>) -> u64 {
    window.map_or(0, |w| WINDOW_KEYS[w.asked.index() * crate::MAX_SEATS + w.first.index()])
}

impl<G: ZobristHash> ZobristHash for ClaimWindows<G> {
    /// The inner hash, with the window's key mixed in.
    fn zobrist(&self) -> u64 {
        self.inner.zobrist() ^ window_key(self.window)
    }

    fn zobrist_from_scratch(&self) -> u64 {
        self.inner.zobrist_from_scratch() ^ window_key(self.window)
    }
}
