//! A game's [`Presentation`] in erased form, over the erased game ([`DynGame`]): what a front end shows and
//! tells people, written once for every game without naming its type. [`presentation_of`] makes one for any
//! presented game type; [`GameEntry::presentation`](crate::GameEntry::presentation) gives the registry's.
//!
//! Each method reads the typed state behind the erased game ([`Erased`]). Given an erased game of another type
//! (a front end's mistake), a method answers as a game without a presentation would (the game's own picture,
//! seat names and notation) and the fallible ones say [`PresentationError::WrongGame`]: never a panic.

use core::any::type_name;
use core::fmt::Display;
use core::marker::PhantomData;
use core::str::FromStr;

use abstract_game::{PlayerId, Status};
use game_runtime::dyn_game::{DynGame, DynPositionError, Erased};

use crate::bot::{ErasedBot, make_typed_bot, typed_history};
use crate::bots::BotSpec;
use crate::error::BotError;
use crate::presentation::{Ballot, Colour, PlayedMove, Presentation};

/// Why a presentation refused: the rules' own reason, or a state it cannot read.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PresentationError {
    /// The game's take-back rule refused (a vote that failed, a ply that cannot be taken back); the game's
    /// own words.
    #[error("{0}")]
    TakeBackRefused(String),
    /// Nature's outcome could not be set (no roll is due, or the text is no outcome); the game's own words.
    #[error("{0}")]
    RollRefused(String),
    /// More plies asked to be taken back than were played.
    #[error("cannot take back {asked} plies, {played} were played here")]
    TooFewPlies {
        /// The plies asked for.
        asked: usize,
        /// The plies in the history.
        played: usize,
    },
    /// The erased game is not of the presentation's type.
    #[error("this presentation is for {expected}, not {found}")]
    WrongGame {
        /// The presentation's game type.
        expected: &'static str,
        /// The erased game's name.
        found: String,
    },
    /// The state after a roll did not read back from its position string.
    #[error(transparent)]
    Position(#[from] DynPositionError),
}

/// A game's [`Presentation`] over the erased game: the same methods, taking the state as `&dyn DynGame` and
/// moves as text.
pub trait DynPresentation: Send + Sync {
    /// A picture of the board ([`Presentation::board`]).
    fn board(&self, state: &dyn DynGame) -> String;
    /// What `seat` may see ([`Presentation::view`]).
    fn view(&self, state: &dyn DynGame, seat: PlayerId) -> String;
    /// The seat's name ([`Presentation::seat_name`]).
    fn seat_name(&self, state: &dyn DynGame, seat: PlayerId) -> String;
    /// Whether seats hold secrets ([`Presentation::has_secrets`]).
    fn has_secrets(&self, state: &dyn DynGame) -> bool;
    /// Whether some seat may ever act out of turn ([`Presentation::has_out_of_turn_actions`]).
    fn has_out_of_turn_actions(&self, state: &dyn DynGame) -> bool;
    /// An open out-of-turn action in words, completing "P3 may ... now" ([`Presentation::offer`]); `play MV`
    /// when the text is no move.
    fn offer(&self, state: &dyn DynGame, mv: &str) -> String;
    /// How a move is told to the table ([`Presentation::announce`]).
    fn announce(&self, state: &dyn DynGame, mv: &str) -> String;
    /// What the table is told after the last ply of the erased game's history ([`Presentation::narrate`]).
    fn narrate(&self, state: &dyn DynGame) -> Option<String>;
    /// The game's take-back rule for the last `plies` plies ([`Presentation::take_back`]): `Ok` when they may
    /// be taken back (then [`DynGame::undo`] takes them back: the earlier state is the history's, replayed),
    /// the rule's reason when not. `ballot` asks a seat for its vote.
    ///
    /// # Errors
    /// [`PresentationError::TooFewPlies`], [`PresentationError::TakeBackRefused`] with the rule's reason, or
    /// [`PresentationError::WrongGame`].
    fn take_back(
        &self,
        state: &dyn DynGame,
        plies: usize,
        ballot: Ballot<'_>,
    ) -> Result<(), PresentationError>;
    /// The state with nature's next outcome set to the one named ([`Presentation::roll`]), as a new erased
    /// game starting there (its history empty).
    ///
    /// # Errors
    /// [`PresentationError::RollRefused`] with the game's reason, or [`PresentationError::WrongGame`].
    fn roll(&self, state: &dyn DynGame, outcome: &str) -> Result<Box<dyn DynGame>, PresentationError>;
    /// How many rounds a whole game has when its score is summed over rounds ([`Presentation::rounds`]).
    fn rounds(&self, state: &dyn DynGame) -> Option<u32>;
    /// The move an empty line plays for the person on turn, in notation ([`Presentation::enter_move`]);
    /// `None` when no seat is on turn.
    fn enter_move(&self, state: &dyn DynGame) -> Option<String>;
    /// Whether the seat has left a game the others play on ([`Presentation::is_out`]).
    fn is_out(&self, state: &dyn DynGame, seat: PlayerId) -> bool;
    /// The names of the SVG elements a person clicks, in order, to make the move `mv` (notation) in `state`
    /// ([`Presentation::move_parts`]); none when the text is no move of the game.
    fn move_parts(&self, state: &dyn DynGame, mv: &str) -> Vec<String>;
    /// `help rules` ([`Presentation::rules_help`]).
    fn rules_help(&self, state: &dyn DynGame) -> String;
    /// `help notation` ([`Presentation::notation_help`]).
    fn notation_help(&self, state: &dyn DynGame) -> String;
    /// The legend under the board ([`Presentation::legend`]).
    fn legend(&self, state: &dyn DynGame) -> String;
    /// The colour of a token of the board picture ([`Presentation::token_colour`]).
    fn token_colour(&self, state: &dyn DynGame, token: &str) -> Option<Colour>;
    /// Where the last move shows in a picture beyond the squares it names ([`Presentation::last_move_marks`]).
    fn last_move_marks(
        &self,
        state: &dyn DynGame,
        picture: &str,
        history: &[PlayedMove],
    ) -> Vec<(usize, usize)>;
    /// A bot for `seat` of the seat kind `spec` (`None`: random) built for `state` by the game's
    /// [`Presentation::capabilities`], its search seeded from `seed` and the seat.
    ///
    /// # Errors
    /// [`BotError::Refused`] with why the search does not fit the game, or [`BotError::WrongGame`].
    fn bot(
        &self,
        state: &dyn DynGame,
        spec: Option<BotSpec>,
        seat: PlayerId,
        seed: u64,
    ) -> Result<Box<dyn ErasedBot>, BotError>;
}

/// The [`DynPresentation`] of games of type `G`, erased by [`Erased`] (as the registry's loaders and
/// [`Erased::new`] erase them).
pub fn presentation_of<G>() -> Box<dyn DynPresentation>
where
    G: Presentation<Move: Send + Sync> + Display + FromStr<Err: Display> + Send + Sync + 'static,
{
    Box::new(Presented::<G>(PhantomData))
}

/// [`Presentation`] of `G` as a [`DynPresentation`].
struct Presented<G>(PhantomData<fn() -> G>);

impl<G> Presented<G>
where
    G: Presentation<Move: Send + Sync> + Display + FromStr<Err: Display> + Send + Sync + 'static,
{
    /// The typed state behind `state`, if it is a `G`.
    fn typed(state: &dyn DynGame) -> Option<&G> {
        state.as_any().downcast_ref::<Erased<G>>().map(Erased::game)
    }

    /// The typed state, or the error that says it is another game's.
    fn expect(state: &dyn DynGame) -> Result<&G, PresentationError> {
        Self::typed(state).ok_or_else(|| PresentationError::WrongGame {
            expected: type_name::<G>(),
            found: state.name().to_string(),
        })
    }
}

impl<G> DynPresentation for Presented<G>
where
    G: Presentation<Move: Send + Sync> + Display + FromStr<Err: Display> + Send + Sync + 'static,
{
    fn board(&self, state: &dyn DynGame) -> String {
        Self::typed(state).map_or_else(|| state.pretty(), Presentation::board)
    }

    fn view(&self, state: &dyn DynGame, seat: PlayerId) -> String {
        Self::typed(state).map_or_else(|| state.pretty_for(seat), |game| Presentation::view(game, seat))
    }

    fn seat_name(&self, state: &dyn DynGame, seat: PlayerId) -> String {
        Self::typed(state)
            .map_or_else(|| state.seat_name(seat).to_string(), |game| Presentation::seat_name(game, seat))
    }

    fn has_secrets(&self, state: &dyn DynGame) -> bool {
        Self::typed(state).map_or_else(|| state.has_hidden_information(), Presentation::has_secrets)
    }

    fn has_out_of_turn_actions(&self, state: &dyn DynGame) -> bool {
        // Without the typed state, every seat is asked: the answer stays right, only slower.
        Self::typed(state).is_none_or(Presentation::has_out_of_turn_actions)
    }

    fn offer(&self, state: &dyn DynGame, mv: &str) -> String {
        Self::typed(state)
            .and_then(|game| game.parse_move(mv.trim()).ok().map(|parsed| Presentation::offer(game, parsed)))
            .unwrap_or_else(|| format!("play {mv}"))
    }

    fn announce(&self, state: &dyn DynGame, mv: &str) -> String {
        Self::typed(state).map_or_else(|| mv.to_string(), |game| Presentation::announce(game, mv))
    }

    fn narrate(&self, state: &dyn DynGame) -> Option<String> {
        if state.history_len() == 0 {
            return None;
        }
        let game = Self::typed(state)?;
        Presentation::narrate(game, &typed_history::<G>(state)?)
    }

    fn take_back(
        &self,
        state: &dyn DynGame,
        plies: usize,
        ballot: Ballot<'_>,
    ) -> Result<(), PresentationError> {
        let played = state.history_len();
        if plies == 0 || plies > played {
            return Err(PresentationError::TooFewPlies { asked: plies, played });
        }
        let game = Self::expect(state)?;
        let history = typed_history::<G>(state).ok_or_else(|| {
            PresentationError::TakeBackRefused("the history does not replay from its start".to_string())
        })?;
        // A rule that gives its own earlier state (a record's take-back) gives the history's replay, which
        // `DynGame::undo` restores: the state itself is not needed.
        Presentation::take_back(game, &history, plies, ballot).map_err(PresentationError::TakeBackRefused)?;
        Ok(())
    }

    fn roll(&self, state: &dyn DynGame, outcome: &str) -> Result<Box<dyn DynGame>, PresentationError> {
        let mut game = Self::expect(state)?.clone();
        Presentation::roll(&mut game, outcome).map_err(PresentationError::RollRefused)?;
        let mut rolled = state.clone_box();
        rolled.set_position(&game.to_string())?;
        Ok(rolled)
    }

    fn rounds(&self, state: &dyn DynGame) -> Option<u32> {
        Self::typed(state).and_then(Presentation::rounds)
    }

    fn enter_move(&self, state: &dyn DynGame) -> Option<String> {
        if !matches!(state.status(), Status::ToMove(_)) {
            return None;
        }
        Self::typed(state).and_then(Presentation::enter_move).map(|mv| mv.to_string())
    }

    fn is_out(&self, state: &dyn DynGame, seat: PlayerId) -> bool {
        Self::typed(state).is_some_and(|game| Presentation::is_out(game, seat))
    }

    fn move_parts(&self, state: &dyn DynGame, mv: &str) -> Vec<String> {
        Self::typed(state)
            .and_then(|game| game.parse_move(mv.trim()).ok().map(|mv| Presentation::move_parts(game, mv)))
            .unwrap_or_default()
    }

    fn rules_help(&self, state: &dyn DynGame) -> String {
        Self::typed(state)
            .map_or_else(|| "no summary of this game's rules".to_string(), Presentation::rules_help)
    }

    fn notation_help(&self, state: &dyn DynGame) -> String {
        Self::typed(state)
            .map_or_else(|| "a move as `moves` lists it".to_string(), Presentation::notation_help)
    }

    fn legend(&self, state: &dyn DynGame) -> String {
        Self::typed(state).map(Presentation::legend).unwrap_or_default()
    }

    fn token_colour(&self, state: &dyn DynGame, token: &str) -> Option<Colour> {
        Self::typed(state).and_then(|game| Presentation::token_colour(game, token))
    }

    fn last_move_marks(
        &self,
        state: &dyn DynGame,
        picture: &str,
        history: &[PlayedMove],
    ) -> Vec<(usize, usize)> {
        Self::typed(state)
            .map(|game| Presentation::last_move_marks(game, picture, history))
            .unwrap_or_default()
    }

    fn bot(
        &self,
        state: &dyn DynGame,
        spec: Option<BotSpec>,
        seat: PlayerId,
        seed: u64,
    ) -> Result<Box<dyn ErasedBot>, BotError> {
        make_typed_bot::<G>(type_name::<G>(), state, spec, seat, seed)
    }
}
