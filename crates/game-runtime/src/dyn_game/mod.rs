//! One type for any game of the family: [`DynGame`], an object-safe view of a game state in text, action
//! indices and tensors, and [`Erased`], the adapter that makes one from any [`Game`](abstract_game::Game).
//!
//! A server, a command-line tool or a language binding holds a `Box<dyn DynGame>` and runs any game behind it:
//! moves go in and come out as the game's notation (or as action indices, for games that have them), and
//! the board as the position string or a picture.
//!
//! ```
//! use game_runtime::dyn_game::{DynGame, DynPlayError, Erased};
//! use abstract_game::{PlayError, PlayerId, Status, Xoshiro256};
//! # use abstract_game::*;
//! # use core::{fmt, str::FromStr};
//! # #[derive(Clone, Debug, PartialEq)]
//! # struct Nim { stones: u8, to_move: u8 }
//! # impl Game for Nim {
//! #     type Move = u8;
//! #     type MoveList = abstract_game::arrayvec::ArrayVec<u8, 2>;
//! #     type MoveParseError = core::num::ParseIntError;
//! #     fn num_players(&self) -> usize { 2 }
//! #     fn status(&self) -> Status {
//! #         if self.stones == 0 { Status::Over } else { Status::ToMove(PlayerId::from_const(self.to_move)) }
//! #     }
//! #     fn legal_moves_into(&self, moves: &mut Self::MoveList) {
//! #         moves.clear();
//! #         moves.extend(1..=self.stones.min(2));
//! #     }
//! #     fn play_unchecked(&mut self, take: u8) { self.stones -= take; self.to_move ^= 1; }
//! #     fn outcome(&self) -> Option<Outcome> {
//! #         (self.stones == 0).then(|| Outcome::win(2, &[PlayerId::from_const(self.to_move ^ 1)]).unwrap())
//! #     }
//! #     fn parse_move(&self, text: &str) -> Result<u8, Self::MoveParseError> { text.parse() }
//! # }
//! # impl fmt::Display for Nim {
//! #     fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { write!(f, "{} {}", self.stones, self.to_move) }
//! # }
//! # impl FromStr for Nim {
//! #     type Err = core::num::ParseIntError;
//! #     fn from_str(s: &str) -> Result<Self, Self::Err> {
//! #         let (stones, to_move) = s.split_once(' ').unwrap_or((s, "0"));
//! #         Ok(Nim { stones: stones.parse()?, to_move: to_move.parse()? })
//! #     }
//! # }
//! // Nim, whose state prints as "stones seat".
//! let mut game: Box<dyn DynGame> = Box::new(Erased::new(Nim { stones: 3, to_move: 0 }).with_name("nim"));
//! assert_eq!(game.legal_moves(), ["1", "2"]);
//! assert_eq!(game.legal_actions(), None, "no ActionIndex given");
//!
//! let seat0 = PlayerId::from_const(0);
//! assert_eq!(game.play_text(Some(seat0), "2"), Ok("2".to_string()));
//! assert_eq!(game.position(), "1 1");
//! let refused = game.play_text(Some(seat0), "1").unwrap_err();
//! assert!(matches!(refused, DynPlayError::Play { error: PlayError::NotYourTurn { .. }, .. }));
//! assert!(matches!(game.play_text(None, "x"), Err(DynPlayError::Parse { .. })));
//!
//! let copy = game.clone();
//! game.play_random(&mut Xoshiro256::seed_from_u64(1));
//! assert_eq!(game.status(), Status::Over);
//! assert_eq!(copy.status(), Status::ToMove(PlayerId::from_const(1)));
//!
//! // The history: taken back ply by ply, and written as a game record.
//! assert_eq!(game.history_len(), 2);
//! game.undo(1).unwrap();
//! assert_eq!(game.position(), "1 1");
//! let record = game.record("three stones");
//! assert_eq!(record.to_string(), "[Game \"nim\"]\n[Rules \"three stones\"]\n[Result \"*\"]\n\n1. 2\n*\n");
//! ```

mod erased;
mod error;
#[cfg(test)]
mod tests;
mod view;

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::any::Any;
use core::fmt;

use abstract_game::record::{GameRecord, RecordedMove, ReplayError};
use abstract_game::{
    InconsistentObservation, Outcome, PlayerId, Probability, Status, TensorLengthError, TensorShape,
};

pub use erased::Erased;
pub use error::{DynPlayError, DynPositionError, RecordLoadError, UndoError};
pub use view::{SeenMove, View};

/// One ply of an erased game's history ([`DynGame::history`]).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct PlayedMove {
    /// The seat that played it; `None` for nature (a roll, a card dealt).
    pub seat: Option<PlayerId>,
    /// Whether it was played out of turn (not one of the moves of the seat on turn): a game record tags such
    /// a ply with its seat's name.
    pub out_of_turn: bool,
    /// The move in the game's notation.
    pub text: String,
    /// Its action index, for games erased with one.
    pub action: Option<usize>,
}

/// A game state of any game, behind one object-safe interface: what a server holds to run any game of the
/// family. Moves are the game's notation; seats are [`PlayerId`]s.
///
/// Who acts: every `seat: Option<PlayerId>` parameter means "`Some(seat)`: that seat, on turn or out of turn
/// (checked with [`Game::play_as`](abstract_game::Game::play_as)); `None`: whoever acts now, the seat on turn or
/// nature at a chance node (checked with [`Game::play`](abstract_game::Game::play))".
///
/// Capabilities a game may lack (an action index, an observation tensor) answer `None`.
pub trait DynGame: Send + Sync + fmt::Debug {
    /// The game's name (`bashnya`, `tictactoe`), as [`Erased::with_name`] set it.
    fn name(&self) -> &str;
    /// The number of seats.
    fn num_players(&self) -> usize;
    /// The seat's name in the game's words ([`Game::seat_name`](abstract_game::Game::seat_name)).
    fn seat_name(&self, seat: PlayerId) -> &'static str;
    /// Who acts next; computed once per state.
    fn status(&self) -> Status;
    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// The position string (the game's `Display`).
    fn position(&self) -> String;
    /// Replaces the state with the one this position string describes (the game's `FromStr`); the history
    /// starts again there.
    fn set_position(&mut self, text: &str) -> Result<(), DynPositionError>;
    /// A picture of the whole table for people; the position string when the game gave no picture.
    fn pretty(&self) -> String;
    /// What `seat` sees, as a picture; [`DynGame::pretty`] when the game gave no per-seat picture.
    fn pretty_for(&self, seat: PlayerId) -> String;
    /// The legal moves of the seat on turn, or the chance outcomes, in notation, in the game's order;
    /// computed once per state.
    fn legal_moves(&self) -> Vec<String>;
    /// What `seat` may do now, on turn or out of turn ([`Game::legal_moves_of`](abstract_game::Game::legal_moves_of)),
    /// in notation.
    fn legal_moves_of(&self, seat: PlayerId) -> Vec<String>;
    /// The size of the action space, for games erased with their action index.
    fn num_actions(&self) -> Option<usize>;
    /// The action indices of [`DynGame::legal_moves`], in the same order.
    fn legal_actions(&self) -> Option<Vec<usize>>;
    /// The action indices of [`DynGame::legal_moves`], ascending (`OpenSpiel`'s order), computed once per
    /// state; empty for games erased without an action index and once the game is over.
    fn sorted_legal_actions(&self) -> &[usize];
    /// The out-of-turn actions open to `seat` now (a méchoune, a claim), beyond the moves of whoever acts now,
    /// in notation; empty in games that have none.
    fn out_of_turn_moves(&self, seat: PlayerId) -> Vec<String>;
    /// Whether seats hold secrets: the game was erased with a sampler ([`Erased::with_hidden_information`] or
    /// [`Erased::with_sampler`]), so the position string (which shows everything) is not for a seat's eyes;
    /// [`DynGame::pretty_for`] and the observation are.
    fn has_hidden_information(&self) -> bool;
    /// The action indices of [`DynGame::legal_moves_of`], in the same order.
    fn legal_actions_of(&self, seat: PlayerId) -> Option<Vec<usize>>;
    /// The shape of the observation tensor, for games erased with it.
    fn observation_shape(&self) -> Option<TensorShape>;
    /// Writes what `seat` observes into `out`; `None` for games erased without a tensor.
    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Option<Result<(), TensorLengthError>>;
    /// Reads `text` with the game's parser and plays it for `seat` (see the trait docs); returns the move's
    /// canonical notation.
    fn play_text(&mut self, seat: Option<PlayerId>, text: &str) -> Result<String, DynPlayError>;
    /// Plays the legal move with this action index for `seat`; returns its notation. An action of
    /// [`DynGame::sorted_legal_actions`] played by whoever acts now is played without checking it again.
    fn play_index(&mut self, seat: Option<PlayerId>, index: usize) -> Result<String, DynPlayError>;
    /// Plays the action for whoever acts now, as [`DynGame::play_index`] with no seat, without writing the
    /// move's notation: the step of a learning loop.
    fn apply_action(&mut self, index: usize) -> Result<(), DynPlayError>;
    /// Reads a move and says which seats may play it now, on turn or out of turn (none: nobody may, or only
    /// nature at a chance node), with its canonical notation.
    fn who_may_play(&self, text: &str) -> Result<(String, Vec<PlayerId>), DynPlayError>;
    /// Plays a uniformly random legal move of the seat on turn, or a chance outcome drawn with its
    /// probability; returns its notation, `None` when the game is over.
    fn play_random(&mut self, rng: &mut dyn abstract_game::rand_core::Rng) -> Option<String>;
    /// At a chance node, each outcome in notation with its exact probability
    /// ([`Game::chance_probability`](abstract_game::Game::chance_probability)), in the order of
    /// [`DynGame::legal_moves`]; empty elsewhere. The default (for adapters that predate it) lists none.
    fn chance_outcomes(&self) -> Vec<(String, Probability)> {
        Vec::new()
    }
    /// [`DynGame::chance_outcomes`] as action indices with their probabilities, by ascending action
    /// (`OpenSpiel`'s order); `None` for games erased without an action index (and by default).
    fn chance_actions(&self) -> Option<Vec<(usize, Probability)>> {
        None
    }
    /// The notation of the move this action index names here (a move of the seat on turn, an open out-of-turn
    /// action or a chance outcome); `None` when no such move is legal now, or the game has no action index
    /// (and by default).
    fn action_to_move(&self, index: usize) -> Option<String> {
        let _ = index;
        None
    }
    /// The action index of the move `text` names here, which some seat (or nature) may make now. The default
    /// answers [`DynPlayError::NoActionIndex`].
    fn move_to_action(&self, text: &str) -> Result<usize, DynPlayError> {
        let _ = text;
        Err(DynPlayError::NoActionIndex)
    }
    /// At a chance node, draws an outcome with its probability and plays it; returns its notation. `None`
    /// (nothing played) when nature does not act now.
    fn draw_chance(&mut self, rng: &mut dyn abstract_game::rand_core::Rng) -> Option<String>;
    /// The plies played since the history began (the start, or the last [`DynGame::set_position`]), oldest
    /// first, chance outcomes and out-of-turn moves included.
    fn history(&self) -> Vec<PlayedMove>;
    /// The history as `seat` may know it, oldest first: every ply with who played it, and its notation
    /// only where the seat may know the move ([`SeenMove::text`] is `None` elsewhere). `None` is a
    /// spectator, who sees a move only when every seat does (a spectator sees no card dealt).
    ///
    /// What each seat sees of a ply is recorded when it is played: for a game erased with
    /// [`Erased::with_hidden_information`], [`HiddenInformation::sees_move`](abstract_game::HiddenInformation::sees_move)
    /// in the state before the move; a game erased with [`Erased::with_sampler`] alone shows each seat only
    /// the moves it made itself (nothing is known of what else it may see); a game without hidden information
    /// shows every move to everyone.
    fn history_for(&self, seat: Option<PlayerId>) -> Vec<SeenMove>;
    /// Everything `seat` may know now, and nothing more (`None`: a spectator): the status, the history as
    /// [`DynGame::history_for`] gives it, its moves on turn or out of turn ([`DynGame::legal_moves_of`]),
    /// its picture ([`DynGame::pretty_for`]), the position string only in games without hidden
    /// information, and the outcome once over.
    ///
    /// A spectator has no moves, and the public picture: [`DynGame::pretty`] in a game without hidden
    /// information, the picture given by [`Erased::with_pretty_public`] in one with it, and an empty picture
    /// for a game with hidden information erased without a public picture (its full picture shows
    /// everything).
    fn view(&self, seat: Option<PlayerId>) -> View;
    /// The number of plies in [`DynGame::history`].
    fn history_len(&self) -> usize;
    /// Takes back the last `plies` plies: the state is the one before them, replayed from the start with the
    /// same moves and the same chance outcomes (a chance outcome is never drawn again: taking one ply back
    /// from just after a roll leaves the game at the roll).
    fn undo(&mut self, plies: usize) -> Result<(), UndoError>;
    /// The position string the history starts from.
    fn start_position(&self) -> String;
    /// The history as a game record's plies, out-of-turn moves tagged with their seat's name.
    fn recorded_moves(&self) -> Vec<RecordedMove>;
    /// The game so far as a record (`Game` is [`DynGame::name`], `Rules` is `rules`; a `Start` tag when the
    /// history starts from a position of its own rather than the rules' start; the result once over).
    fn record(&self, rules: &str) -> GameRecord;
    /// Plays ply `ply` (numbered from 1, for the error) of a record as
    /// [`GameRecord::replay`](abstract_game::record::GameRecord::replay) does: read with the game's parser,
    /// checked as the actor of the moment's move (untagged) or as the named seat's (seat-tagged), and kept in
    /// the history. The state is unchanged when refused.
    fn play_recorded(&mut self, ply: usize, recorded: &RecordedMove) -> Result<(), ReplayError>;
    /// Replaces the game by the one a record describes: from its `Start` position when it has one, else from
    /// this game's start, every ply read and checked ([`abstract_game::record::GameRecord::replay`]), and
    /// the result checked. The state is unchanged when refused.
    fn load_record(&mut self, record: &GameRecord) -> Result<(), RecordLoadError>;
    /// A full state drawn (from `seed`) among those consistent with what `seat` knows, with a history that
    /// starts there; `None` for games erased without a sampler ([`Erased::with_sampler`]).
    fn sample_consistent(
        &self,
        seat: PlayerId,
        seed: u64,
    ) -> Option<Result<Box<dyn DynGame>, InconsistentObservation>>;
    /// Perft: the number of move sequences of `depth` plies from here.
    fn perft(&self, depth: u32) -> u64;
    /// Perft below each legal move, in notation.
    fn perft_divide(&self, depth: u32) -> Vec<(String, u64)>;
    /// The game's SVG picture as `seat` may see it (`None`: the public view, what a spectator may see, with
    /// every hidden card face down), for games erased with [`Erased::with_svg`]; `None` otherwise.
    #[cfg(feature = "svg")]
    #[cfg_attr(docsrs, doc(cfg(feature = "svg")))]
    fn svg(&self, seat: Option<PlayerId>, options: &abstract_game::svg::SvgOptions) -> Option<String>;
    /// A boxed copy of this state, its history and cache included.
    fn clone_box(&self) -> Box<dyn DynGame>;
    /// The adapter as [`Any`], to get the concrete game back with `downcast_ref::<Erased<G>>()`.
    fn as_any(&self) -> &dyn Any;
}

impl Clone for Box<dyn DynGame> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}
