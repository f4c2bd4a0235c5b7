//! Proptest strategies (behind the `proptest` feature), so users can property-test their own code against
//! positions of this game.

use alloc::vec::Vec;

use proptest::strategy::Strategy;

use crate::position::Position;
use crate::rules::Rules;

/// One of the presets of [`Rules::PRESETS`].
pub fn preset() -> impl Strategy<Value = Rules> {
    let all: Vec<Rules> =
        Rules::PRESETS.iter().filter_map(|preset| Rules::from_preset(preset.name).ok()).collect();
    proptest::sample::select(all)
}

/// Positions reachable from the start under `rules` in at most `max_plies` plies of random legal moves
/// (shrinks towards shorter games).
pub fn reachable_position(rules: Rules, max_plies: usize) -> impl Strategy<Value = Position> {
    let start = Position::start(rules);
    abstract_game::laws::random_walk(start, max_plies)
}

/// Positions reachable under any preset in at most `max_plies` plies.
pub fn any_position(max_plies: usize) -> impl Strategy<Value = Position> {
    preset().prop_flat_map(move |rules| reachable_position(rules, max_plies))
}
