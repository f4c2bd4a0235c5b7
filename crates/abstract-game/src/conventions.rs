//! The conventions every game crate of this family follows, so that a program using several of them reads
//! the same way in each. The family's test (`examples/tests/conventions.rs` in the workspace) checks what a
//! test can see; the rest is checked in review.
//!
//! # Names and entry points
//!
//! | what | shape |
//! |---|---|
//! | this crate | re-exported at the root: `pub use abstract_game;`, so a user needs one dependency per game and never a mismatched version |
//! | the state | `Position` (a board game) or the game's own word (`Match`, `TarotGame`), `Clone + Eq + Hash + Debug`, a `Display`/`FromStr` position string that round-trips exactly |
//! | a new game | `State::start(rules: Rules) -> State`, infallible: a `Rules` value is valid by construction |
//! | rule sets | `Rules::PRESETS: &'static [Preset]` (the first is `Rules::default()`); `Rules::from_preset(&str)` is `FromStr` and accepts every string it accepts; `Display` prints the preset's name for a preset, else the full rules string, and reads back equal |
//! | the board picture | `pretty(&self) -> String` for everything on the table; `pretty_for(&self, seat: PlayerId) -> String` for one seat's view (its own cards only, or the board from its side) |
//! | seats | the game's seat type (`Colour`, `Side`, `Seat`) has `Display` (its name in the game's words), `Seat::from_player_id(PlayerId) -> Option<Seat>`, `Seat::player_id(self) -> PlayerId`, `From<Seat> for PlayerId` and `TryFrom<PlayerId> for Seat`; [`Game::seat_name`](crate::Game::seat_name) returns the same names |
//! | moves | `Copy`, small (a `const` size assertion), `Display` in the game's customary notation, read back by [`Game::parse_move`](crate::Game::parse_move) against the state |
//!
//! # Errors
//!
//! Every input from outside is a typed error (`thiserror`), never a panic, and says which rule or field is
//! wrong. An illegal move says why: the crate's `IllegalMove` enum names the rule broken in the game's words
//! (a capture is compulsory, the card does not follow suit, ...), with a catch-all `NoSuchMove`;
//! `MoveParseError::Illegal(IllegalMove)` carries it, and `State::why_illegal(&self, mv) -> Option<IllegalMove>`
//! gives it for a move value.
//!
//! # Optional traits and features
//!
//! - Every state type implements [`ZobristHash`](crate::ZobristHash) (incremental, checked against the hash
//!   from scratch), [`ActionIndex`](crate::ActionIndex) and [`ObservationTensor`](crate::ObservationTensor);
//!   [`Undo`](crate::Undo) and [`HiddenInformation`](crate::HiddenInformation) where they fit.
//! - `serde` (feature `serde`): every state, move, rules and observation type, in a readable form: moves and
//!   rules as their notation strings, not packed fields.
//! - `proptest` (feature `proptest`): strategies for random reachable states; the crate's own tests run every
//!   [`laws`](crate#features) check on them.
//! - `#![no_std]` + `alloc`, `std` by default.
//!
//! # Documentation
//!
//! - The crate docs have a runnable example, the readings chosen where the rules were unclear, and a section
//!   "Why a game ends": for every preset, why the rules bound a game's length, or the documented cap that does.
//! - The crate README documents the action encoding (`num_actions` per preset) and the observation planes.
