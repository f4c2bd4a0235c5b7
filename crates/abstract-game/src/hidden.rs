//! Hidden information: what a seat sees, and guessing the rest.

use crate::{Game, PlayerId};

/// The observation could not have come from any state of the game (it was built or edited by hand).
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("no state of the game is consistent with this observation")]
pub struct InconsistentObservation;

/// Games where seats do not see everything (cards in hand, secret objectives).
///
/// [`HiddenInformation::observe`] is everything one seat knows: the public state, its own secrets, and what it
/// has seen happen. [`HiddenInformation::sample_consistent`] draws a full state that this seat could be in,
/// given only its observation: the determinization step of information-set Monte Carlo tree search. The laws
/// check that a sampled state shows the seat exactly the observation it was sampled from.
pub trait HiddenInformation: Game {
    /// What one seat knows.
    type Observation: Clone + Eq + core::fmt::Debug;

    /// What `seat` knows in this state.
    fn observe(&self, seat: PlayerId) -> Self::Observation;

    /// Whether `seat` may know `mv` when it is played in this state (by the seat on turn, by a seat out of
    /// turn, or by nature): what a front end may show that seat of the history. A card dealt to another seat
    /// or another seat's secret draw is `false`; a card played face up, a bid, a declaration is `true`.
    ///
    /// Required, with no default: a default either way would be wrong for some game, and `true` would leak.
    /// A game answers for its own rules, and [`laws::check_seen_moves`](crate::laws::check_seen_moves) checks
    /// that every move it calls seen is one the seat can tell from the other moves the same actor could have
    /// made (a seat cannot be said to see what its observation does not show). Answering `false` for a
    /// move the seat could in fact tell apart hides more than needed, which is safe.
    fn sees_move(&self, seat: PlayerId, mv: &Self::Move) -> bool;

    /// A full state, drawn at random, that gives the observing seat exactly `observation`.
    fn sample_consistent<R: rand_core::Rng + ?Sized>(
        observation: &Self::Observation,
        rng: &mut R,
    ) -> Result<Self, InconsistentObservation>;
}
