//! Whose turn it is.

use crate::PlayerId;

/// What happens next in a state.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Status {
    /// This seat is on turn: [`Game::legal_moves`](crate::Game::legal_moves) lists its moves.
    ToMove(PlayerId),
    /// Nature acts (a die roll, a card dealt): the legal moves are the chance outcomes, each with the probability
    /// given by [`Game::chance_probability`](crate::Game::chance_probability).
    Chance,
    /// The game is over: [`Game::outcome`](crate::Game::outcome) tells the result and nobody may move.
    Over,
}

impl Status {
    /// The seat on turn, if a seat is on turn.
    pub const fn to_move(self) -> Option<PlayerId> {
        match self {
            Status::ToMove(seat) => Some(seat),
            Status::Chance | Status::Over => None,
        }
    }

    /// Whether the game is over.
    pub const fn is_over(self) -> bool {
        matches!(self, Status::Over)
    }

    /// Whether nature acts next.
    pub const fn is_chance(self) -> bool {
        matches!(self, Status::Chance)
    }
}
