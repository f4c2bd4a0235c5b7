//! One ply of a game's history, as the bots read it to keep their search trees between moves.

use abstract_game::{Game, PlayerId};

/// One ply of a game's history: the state before it, who played it, and the move.
#[derive(Clone, Debug)]
pub struct Ply<G: Game> {
    /// The state the move was played in.
    pub before: G,
    /// The seat that played it; `None` for nature (a roll, a card dealt).
    pub seat: Option<PlayerId>,
    /// The move.
    pub mv: G::Move,
}
