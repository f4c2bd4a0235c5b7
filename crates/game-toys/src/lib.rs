//! Tiny games for the tests of `abstract-game` and `game-search`, written once for both: together they
//! exercise every trait (chance, hidden information, out-of-turn actions, undo, hashing, tensors, action
//! indices, position strings), and switches plant one bug each so that the tests can show the laws catch it.
//!
//! | toy | seats | what it exercises |
//! |---|---|---|
//! | [`nim3`] | 3 | chance (the wind), a shared draw, planted bad odds and a biased draw |
//! | [`tictactoe`] | 2 | undo, Zobrist hashing, tensors, action indices, position strings; planted [`tictactoe::Bug`]s |
//! | [`high_card`] | 2 | chance deals, hidden cards, an out-of-turn resignation; planted [`high_card::HcBug`]s |
//!
//! Not published: a dev-dependency only (abstract-game's own tests depend on it although it depends on
//! abstract-game, which Cargo allows for dev-dependencies).

pub mod high_card;
pub mod nim3;
pub mod tictactoe;
