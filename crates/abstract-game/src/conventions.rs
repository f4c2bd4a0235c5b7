//! The conventions every game crate of this family follows, as traits a program (a registry, a front end, a
//! user's own game) can name: [`RuleSet`] for the rules value, [`Seat`] for the seat type, [`Conventions`] for
//! the state (its start, rules, pictures and [`Facts`]). [`laws::check_conventions`](crate::laws) checks what a
//! test can see; every game crate runs it in its `tests/laws.rs`, and so can a user's game.
//!
//! # Names and entry points
//!
//! | what | shape |
//! |---|---|
//! | this crate | re-exported at the root: `pub use abstract_game;`, so a user needs one dependency per game and never a mismatched version |
//! | the state | `Position` (a board game) or the game's own word (`Match`, `TarotGame`), `Clone + Eq + Hash + Debug`, a `Display`/`FromStr` position string that round-trips exactly; implements [`Conventions`] |
//! | a new game | `State::start(rules: Rules) -> State`, infallible: a `Rules` value is valid by construction |
//! | the rules | `state.rules() -> Rules`, by value (every rules value is `Copy`) |
//! | rule sets | [`RuleSet`]: `Rules::PRESETS: &'static [Preset]` (the first is `Rules::default()`); `Rules::from_preset(&str)` reads a preset name; `FromStr` reads every preset name and the full rules string; `Display` prints the preset's name for a preset, else the full rules string, and reads back equal |
//! | the board picture | `pretty(&self) -> String` for everything on the table; `pretty_for(&self, seat: PlayerId) -> String` for one seat's view (its own cards only, or the board from its side) |
//! | seats | the game's seat type implements [`Seat`], written once by [`seat_conversions!`](crate::seat_conversions): `Seat::ALL`, `player_id(self)`, `from_player_id(PlayerId) -> Option<Seat>`, `From<Seat> for PlayerId`, `TryFrom<PlayerId> for Seat` (error [`NoSuchSeat`]); its `Display` is the name [`Game::seat_name`] returns |
//! | moves | `Copy`, small (a `const` size assertion), `Display` in the game's customary notation, read back by [`Game::parse_move`] against the state |
//! | facts | [`Conventions::facts`]: what `OpenSpiel` keeps with a game, per rules value, the bounds computed in the crate next to their proofs ("Why a game ends") |
//!
//! # One way across the crates
//!
//! The forms chosen where the five crates used to differ. A newcomer who learned one crate knows all five.
//!
//! | point | the one form |
//! |---|---|
//! | constructors | `State::start(rules)` for the start, infallible; a position from text by `FromStr` (`"...".parse()`); no `Position::new` beside `start` |
//! | rules | private fields; getters; `with_*` setters, returning `Result<Rules, RulesError>` where a value can be refused, so every `Rules` value is valid by construction; never public fields plus `validate()` |
//! | `rules()` | `rules(&self) -> Rules`, by value (every rules value is `Copy`) |
//! | rules errors | `RulesError`: an unknown preset name is `RulesError::UnknownPreset`, an option after it that does not read `RulesError::BadOption`; options that read but make no sense together have variants of their own |
//! | position errors | `PositionError`, its variants named after the field that is wrong (`Fields` for their number, `Board`, `Turn` for the side to move, `Counter`, `Rules`, ...) or the rule a position that reads breaks (`TooManyPieces`, `Inconsistent`); no `Bad` prefix |
//! | no such seat | [`NoSuchSeat`], this crate's one struct, re-exported by each crate (a rules error naming a seat carries it) |
//! | seat type | one in every crate (`Colour`, `Side`, `Seat`), its conversions written by [`seat_conversions!`](crate::seat_conversions): `ALL`, `player_id`, `from_player_id`, `From`/`TryFrom`; no `seat()` beside `player_id()` |
//! | the seat on turn | `side_to_move(&self)` (a board game's phase is `phase()`, never `turn()`) |
//! | the result | [`Game::outcome`] only; no inherent `result()` beside it |
//! | inherent methods | a state's inherent method with a trait method's name is the same function (one calls the other, so a user needs no import); the conventions' `start`, `rules`, `pretty`, `pretty_for` and `from_preset` are inherent and the trait impls call them |
//! | files | `src/game.rs` the `abstract_game` trait impls; `src/diagram.rs` the text picture (`pretty`, `pretty_for`); `src/illegal.rs` why a move is illegal; `src/observation.rs` the tensor, `src/hidden.rs` a hidden view; `src/action.rs` the action index, a public module |
//! | why illegal | `why_illegal(&self, mv)`, and `why_illegal_as(&self, seat: impl Into<PlayerId>, mv)` where seats act out of turn: a `PlayerId` or the crate's seat type |
//! | move list | `MoveList` at the crate root (an `ArrayVec<Move, MAX_MOVES>` with its bound proven in its doc, or, where no stack bound fits, a type of that name) |
//! | tests | `tests/conventions.rs` ([`laws::check_conventions`](crate::laws) and the facts), `tests/laws.rs` (the other laws on random states), `tests/no_alloc.rs` (allocation counts, `harness = false`), `tests/illegal.rs`, `tests/perft.rs`, `tests/rules.rs` |
//! | names | no public item named like one of this crate's: bashnya's rule family is `Variant`, chess4-bastardo's game with its history `GameHistory` |
//! | a variant's names | its module and types by the variant's word (`tarot`, `TarotGame`, `TarotRules`), its game name `<crate stem>-<word>` (`chess4-tarot`), front-end files `chess4_tarot.rs` |
//! | README sections | the same names for the same sections, in each crate that has them: `Rules`, `Readings`, `Presets`, `Notation`, `Example`, `Why a game ends`, `Perft`, `Performance`, `Learning interface`, `Features`, `SVG board (feature svg)`, `Tests` |
//! | crate docs | the README included (`#![doc = include_str!("../README.md")]`), so docs.rs and the repository show one text; not yet applied to bashnya, siege-paris and batarde-cards, whose crate pages are still `//!` |
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
//! - Every state type implements [`ZobristHash`] (incremental, checked against the hash
//!   from scratch), [`ActionIndex`] and [`ObservationTensor`];
//!   [`Undo`] and [`HiddenInformation`] where they fit.
//! - `serde` (feature `serde`): every state, move, rules and observation type, in a readable form: moves and
//!   rules as their notation strings, not packed fields; hand-written impls in `src/serde_impls.rs`.
//! - `proptest` (feature `proptest`): strategies for random reachable states; the crate's own tests run every
//!   [`laws`](crate#features) check on them.
//! - `#![no_std]` + `alloc`, `std` by default.
//!
//! # Documentation
//!
//! - The crate docs have a runnable example, the readings chosen where the rules were unclear, and a section
//!   "Why a game ends": for every preset, why the rules bound a game's length, or the documented cap that does;
//!   the bound is the constant [`Conventions::max_game_length`] returns, computed next to that proof.
//! - The crate README documents the action encoding (`num_actions` per preset) and the observation planes.

use alloc::string::String;
use core::error::Error;
use core::fmt::{Debug, Display};
use core::str::FromStr;

use crate::{ActionIndex, Game, ObservationTensor, PlayerId, Preset, TensorShape};
#[allow(unused_imports, reason = "named by the docs' links")]
use crate::{HiddenInformation, Undo, ZobristHash};

/// A game's rules value: named presets, and a text form that reads back.
///
/// The crates implement it by delegating to their inherent `Rules::PRESETS` and `Rules::from_preset`, so a
/// user needs no import; a registry names it as a bound.
pub trait RuleSet:
    Copy + Eq + Debug + Default + Display + FromStr<Err: Error + Send + Sync + 'static> + Send + Sync + 'static
{
    /// The named rule sets; the first is `Self::default()`.
    const PRESETS: &'static [Preset];

    /// The rules of a preset name (one of [`Self::PRESETS`]); anything else is the crate's error naming the
    /// unknown preset.
    fn from_preset(name: &str) -> Result<Self, Self::Err>;
}

/// A game's seat type (`Colour`, `Side`, `Seat`): the seats in seat order, and their conversions with
/// [`PlayerId`]. Implement it with [`seat_conversions!`](crate::seat_conversions), which also writes the
/// inherent `const fn`s, `From<Seat> for PlayerId` and `TryFrom<PlayerId> for Seat`: once, not per crate.
pub trait Seat: Copy + Eq + Debug + Display + Into<PlayerId> + Send + Sync + 'static {
    /// Every seat, in seat order: seat `i` is `PlayerId` `i`.
    const ALL: &'static [Self];

    /// This seat's [`PlayerId`].
    fn player_id(self) -> PlayerId;

    /// The seat of a [`PlayerId`], or `None` beyond the seats of the game.
    fn from_player_id(player: PlayerId) -> Option<Self> {
        Self::ALL.get(player.index()).copied()
    }
}

/// A [`PlayerId`] that names no seat of the game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("there is no seat {0} in this game")]
pub struct NoSuchSeat(pub PlayerId);

/// Whether every seat sees the whole state.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Information {
    /// Every seat sees everything (chess, draughts, backgammon: dice rolls are public once rolled).
    Perfect,
    /// Some seat does not see something (cards in other hands, secret objectives).
    Imperfect,
}

/// What `OpenSpiel` keeps with a game (`GameType` and `GameInfo`), for one rules value: what a front end needs
/// that the traits do not say. Made by [`Conventions::facts`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Facts {
    /// The game's name ([`Conventions::NAME`]).
    pub name: &'static str,
    /// One line about the game ([`Conventions::ABOUT`]).
    pub about: &'static str,
    /// The seats at the table under these rules.
    pub seats: usize,
    /// Whether the game has chance nodes (a deal, a draw, dice).
    pub chance: bool,
    /// Whether every seat sees the whole state.
    pub information: Information,
    /// A proven bound on the moves of seats in one game (chance outcomes not counted); `None` when the rules
    /// bound no game's length (a front end that needs a number picks its own cap and says so).
    pub max_game_length: Option<usize>,
    /// A bound on the action index of any chance outcome (every chance action is below it); 0 without chance.
    pub max_chance_outcomes: usize,
    /// The number of action indices ([`ActionIndex::num_actions`]).
    pub num_actions: usize,
    /// The observation tensor's shape ([`ObservationTensor::observation_shape`]).
    pub observation_shape: TensorShape,
}

/// The conventions of a game state of this family: its rules value and seat type, the start, the pictures,
/// and the facts a front end needs. A registry or a front end is written once against it.
///
/// The crates keep `start`, `rules`, `pretty` and `pretty_for` as inherent methods (no import needed) and
/// implement this trait by delegating to them.
pub trait Conventions:
    Game
    + ActionIndex
    + ObservationTensor
    + Clone
    + Eq
    + Debug
    + Display
    + FromStr<Err: Error + Send + Sync + 'static>
    + Send
    + Sync
    + 'static
{
    /// The rules value.
    type Rules: RuleSet;
    /// The seat type.
    type Seat: Seat;

    /// The game's name, as a registry lists it (`bashnya`, `siege-paris`).
    const NAME: &'static str;
    /// One line about the game, for people.
    const ABOUT: &'static str;

    /// The start of a game under the rules.
    fn start(rules: Self::Rules) -> Self;

    /// The rules this state plays under.
    fn rules(&self) -> Self::Rules;

    /// Everything on the table, for people.
    fn pretty(&self) -> String;

    /// What one seat sees (its own cards only, or the board from its side), for people.
    fn pretty_for(&self, seat: PlayerId) -> String;

    /// Whether every seat sees the whole state under the rules.
    fn information(rules: &Self::Rules) -> Information;

    /// The proven bound on the moves of seats in a game under the rules (chance outcomes not counted), or
    /// `None` if the rules bound no game's length. Computed next to the crate's proof ("Why a game ends").
    fn max_game_length(rules: &Self::Rules) -> Option<usize>;

    /// A bound on the action index of every chance outcome under the rules; 0 for a game without chance.
    fn max_chance_outcomes(rules: &Self::Rules) -> usize;

    /// Every fact of a rules value, with the seats, action count and observation shape read from its start.
    fn facts(rules: &Self::Rules) -> Facts {
        let start = Self::start(*rules);
        let max_chance_outcomes = Self::max_chance_outcomes(rules);
        Facts {
            name: Self::NAME,
            about: Self::ABOUT,
            seats: start.num_players(),
            chance: max_chance_outcomes > 0,
            information: Self::information(rules),
            max_game_length: Self::max_game_length(rules),
            max_chance_outcomes,
            num_actions: start.num_actions(),
            observation_shape: start.observation_shape(),
        }
    }
}

/// Writes a seat type's conversions once: the inherent `ALL` (an array, in seat order), `const fn player_id` and `const fn
/// from_player_id`, `From<Seat> for PlayerId`, `TryFrom<PlayerId> for Seat` (error
/// [`NoSuchSeat`](crate::conventions::NoSuchSeat)) and the [`Seat`](crate::conventions::Seat) trait.
///
/// The seat type is a field-less enum whose variants, listed in seat order, have the discriminants `0, 1,
/// ...` (checked at compile time). Its `Display` (the seat's name) is the crate's own.
///
/// ```
/// use abstract_game::PlayerId;
/// use abstract_game::conventions::Seat;
///
/// #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
/// pub enum Colour { White, Black }
/// impl core::fmt::Display for Colour {
///     fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
///         f.write_str(match self { Colour::White => "White", Colour::Black => "Black" })
///     }
/// }
/// abstract_game::seat_conversions!(Colour { White, Black });
///
/// assert_eq!(Colour::Black.player_id(), PlayerId::from_const(1));
/// assert_eq!(Colour::try_from(PlayerId::from_const(0)), Ok(Colour::White));
/// assert!(Colour::try_from(PlayerId::from_const(2)).is_err());
/// assert_eq!(<Colour as Seat>::ALL, &[Colour::White, Colour::Black]);
/// assert_eq!(Colour::ALL, [Colour::White, Colour::Black]);
/// ```
#[macro_export]
macro_rules! seat_conversions {
    ($seat:ident { $($variant:ident),+ $(,)? }) => {
        impl $seat {
            /// Every seat, in seat order: seat `i` is `PlayerId` `i`.
            pub const ALL: [$seat; [$($seat::$variant),+].len()] = [$($seat::$variant),+];

            /// This seat's [`PlayerId`]($crate::PlayerId).
            pub const fn player_id(self) -> $crate::PlayerId {
                $crate::PlayerId::from_const(self as u8)
            }

            /// The seat of a [`PlayerId`]($crate::PlayerId), or `None` beyond the game's seats.
            pub const fn from_player_id(player: $crate::PlayerId) -> Option<$seat> {
                let index = player.index();
                if index < $seat::ALL.len() { Some($seat::ALL[index]) } else { None }
            }
        }

        // Seat `i` must be `PlayerId` `i`: the discriminants are the seat order.
        const _: () = {
            let mut i = 0;
            while i < $seat::ALL.len() {
                assert!($seat::ALL[i] as usize == i, "the seat type's variants are not listed in seat order");
                i += 1;
            }
        };

        impl From<$seat> for $crate::PlayerId {
            fn from(seat: $seat) -> $crate::PlayerId {
                seat.player_id()
            }
        }

        impl TryFrom<$crate::PlayerId> for $seat {
            type Error = $crate::conventions::NoSuchSeat;

            /// The seat of a [`PlayerId`]($crate::PlayerId); one beyond the game's seats is
            /// [`NoSuchSeat`]($crate::conventions::NoSuchSeat).
            fn try_from(player: $crate::PlayerId) -> Result<$seat, $crate::conventions::NoSuchSeat> {
                $seat::from_player_id(player).ok_or($crate::conventions::NoSuchSeat(player))
            }
        }

        impl $crate::conventions::Seat for $seat {
            const ALL: &'static [$seat] = &$seat::ALL;

            fn player_id(self) -> $crate::PlayerId {
                $seat::player_id(self)
            }

            fn from_player_id(player: $crate::PlayerId) -> Option<$seat> {
                $seat::from_player_id(player)
            }
        }
    };
}

/// [`PlayerId`] itself as the seat type, for a game whose seats have no names of their own beyond their
/// number (La Bâtarde's `P1`, `P2`, ...): every one of the eight ids is a seat.
impl Seat for PlayerId {
    const ALL: &'static [PlayerId] = &[
        PlayerId::from_const(0),
        PlayerId::from_const(1),
        PlayerId::from_const(2),
        PlayerId::from_const(3),
        PlayerId::from_const(4),
        PlayerId::from_const(5),
        PlayerId::from_const(6),
        PlayerId::from_const(7),
    ];

    fn player_id(self) -> PlayerId {
        self
    }
}
