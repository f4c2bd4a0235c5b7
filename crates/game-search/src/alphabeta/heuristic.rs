//! The game-specific hook of alpha-beta: static evaluation, move ordering and noisy moves.

use abstract_game::{Game, PlayerId};

/// What alpha-beta needs to know about a game beyond its rules. Write one per game (a material count, piece
/// square tables...) outside this crate.
pub trait Heuristic<G: Game> {
    /// The static value of the non-terminal `state` for `seat` (positive is good for `seat`), in units of your
    /// choice. For two seats it should be antisymmetric: `evaluate(s, a) == -evaluate(s, b)`. Values are clamped
    /// to `±`[`MAX_EVAL`](crate::alphabeta::MAX_EVAL) so that they never look like a forced win or loss.
    fn evaluate(&self, state: &G, seat: PlayerId) -> i32;

    /// Reorders `moves` (the legal moves of the seat on turn in `state`) best first: captures, promotions,
    /// killer moves. The search still tries the transposition table's move first. The default keeps the
    /// generator's order.
    fn order(&self, state: &G, moves: &mut [G::Move]) {
        let _ = (state, moves);
    }

    /// Whether `mv` is noisy (a capture, a promotion): quiescence search keeps searching noisy moves past the
    /// depth limit until the position is quiet, so that the static evaluation is not taken in the middle of
    /// an exchange. The default says no move is noisy (no quiescence search).
    fn is_noisy(&self, state: &G, mv: G::Move) -> bool {
        let _ = (state, mv);
        false
    }
}
