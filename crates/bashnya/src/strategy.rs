//! Proptest strategies for positions (behind the `proptest` feature).

use proptest::strategy::Strategy;

use crate::position::Position;
use crate::rules::Rules;

/// Positions reachable from the start under `rules` in at most `max_plies` plies (random legal moves; shrinks
/// towards shorter games).
pub fn reachable_position(rules: Rules, max_plies: usize) -> impl Strategy<Value = Position> {
    abstract_game::laws::random_walk(Position::start(rules), max_plies)
}

/// One of the four presets, with the default draw options.
pub fn preset() -> impl Strategy<Value = Rules> {
    proptest::sample::select(
        Rules::PRESETS.iter().filter_map(|p| Rules::from_preset(p.name).ok()).collect::<alloc::vec::Vec<_>>(),
    )
}
