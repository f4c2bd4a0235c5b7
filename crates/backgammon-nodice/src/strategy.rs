//! Proptest strategies (behind the `proptest` feature), so users can property-test their own code against
//! backgammon states.

use alloc::vec::Vec;

use proptest::strategy::Strategy;

use crate::position::{Position, Side};
use crate::rules::{Restriction, Rules};

/// Any of the rules presets, with either side starting, and a few other rules (turn limits included).
pub fn rules() -> impl Strategy<Value = Rules> {
    let presets: Vec<Rules> = Rules::PRESETS.iter().filter_map(|p| Rules::from_preset(p.name).ok()).collect();
    // Short turn limits, so that random walks reach games ended by the limit.
    let extra = [
        Rules::nodice().with_restriction(Restriction::SamePair).with_cube(false),
        Rules::nodice().with_turn_limit(12),
        Rules::nodice().with_turn_limit(0),
        Rules::classic().with_cube(false).with_turn_limit(20),
    ];
    let all: Vec<Rules> = presets.into_iter().chain(extra).collect();
    (proptest::sample::select(all), proptest::bool::ANY)
        .prop_map(|(rules, black)| if black { rules.with_first(Side::Black) } else { rules })
}

/// Positions reachable from the start under `rules` in at most `max_plies` plies of random legal moves
/// (chance outcomes picked uniformly, so rare rolls come up as often as common ones); shrinks towards
/// shorter games.
pub fn reachable_position(rules: Rules, max_plies: usize) -> impl Strategy<Value = Position> {
    abstract_game::laws::random_walk(Position::start(rules), max_plies)
}

/// Positions reachable under any preset ([`rules`]) in at most `max_plies` plies.
pub fn any_position(max_plies: usize) -> impl Strategy<Value = Position> {
    (rules(), proptest::collection::vec(proptest::num::u32::ANY, 0..=max_plies))
        .prop_map(|(rules, choices)| abstract_game::laws::walk(&Position::start(rules), &choices))
}
