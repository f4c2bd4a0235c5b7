//! What can go wrong when a search is asked for.

use abstract_game::InconsistentObservation;

/// Why a search refused to run. The searcher is unchanged after an error.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SearchError {
    /// The game is over: there is nothing to choose.
    #[error("the game is over")]
    GameOver,
    /// A configuration value is out of range; the string names the field and the rule.
    #[error("invalid search configuration: {0}")]
    InvalidConfig(&'static str),
    /// The algorithm does not handle this kind of game here (alpha-beta at a chance node or with more than two
    /// seats).
    #[error("unsupported game for this search: {0}")]
    Unsupported(&'static str),
    /// The observation admits no full state (it was built or edited by hand).
    #[error(transparent)]
    Inconsistent(#[from] InconsistentObservation),
    /// The searching seat is not on turn in the states consistent with its observation.
    #[error("the searching seat is not on turn")]
    NotOnTurn,
    /// A move given to advance the tree is not legal in the searched state.
    #[error("the move is not legal here: {0}")]
    IllegalMove(#[from] abstract_game::PlayError),
}
