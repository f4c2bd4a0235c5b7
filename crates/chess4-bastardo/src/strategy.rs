//! proptest strategies for users who property-test their own code against Il Bastardo states.

use abstract_game::laws;
use proptest::prelude::*;

use crate::{GameHistory, Position, Rules};

/// One of the named rules presets.
pub fn rules() -> impl Strategy<Value = Rules> {
    let presets: alloc::vec::Vec<Rules> =
        Rules::PRESETS.iter().filter_map(|preset| Rules::from_preset(preset.name).ok()).collect();
    proptest::sample::select(presets)
}

/// A position reached from the start by at most `max_plies` random legal plies, under a random preset.
pub fn position(max_plies: usize) -> impl Strategy<Value = Position> {
    (rules(), proptest::collection::vec(any::<u32>(), 0..=max_plies))
        .prop_map(|(rules, choices)| laws::walk(&Position::start(rules), &choices))
}

/// A game record reached the same way (so it has history to take back and repetitions to find).
pub fn record(max_plies: usize) -> impl Strategy<Value = GameHistory> {
    (rules(), proptest::collection::vec(any::<u32>(), 0..=max_plies))
        .prop_map(|(rules, choices)| laws::walk(&GameHistory::new(Position::start(rules)), &choices))
}

/// A tarot-objectives game reached from a new deal by at most `max_plies` random actions (chance draws are
/// chosen like moves, so rare cards come as often as common ones), under the standard or the `redeal`
/// rules: random objectives dealt.
pub fn tarot_game(max_plies: usize) -> impl Strategy<Value = crate::tarot::TarotGame> {
    use crate::tarot::{TarotGame, TarotRules};
    (any::<bool>(), proptest::collection::vec(any::<u32>(), 0..=max_plies)).prop_map(|(redeal, choices)| {
        laws::walk(&TarotGame::start(TarotRules::standard().with_redeal(redeal)), &choices)
    })
}
