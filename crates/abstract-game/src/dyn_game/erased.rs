//! The adapter from a [`Game`] to a [`DynGame`], with its optional capabilities.

use alloc::boxed::Box;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::any::Any;
use core::fmt::{self, Display};
use core::str::FromStr;

use super::{DynGame, DynPlayError, DynPositionError};
use crate::{
    ActionIndex, Game, ObservationTensor, Outcome, PlayError, PlayerId, Probability, Status,
    TensorLengthError, TensorShape,
};

/// Any [`Game`] with a position string ([`Display`] + [`FromStr`]) as a [`DynGame`].
///
/// Rust has no specialization, so the optional traits are opted into explicitly, each by a builder method
/// that is only there when the game implements the trait; it stores plain function pointers, so `Erased<G>`
/// stays one type whatever was opted into:
///
/// ```text
/// Erased::new(position)            // text moves, position string, status, outcome, random play
///     .with_name("bashnya")        // DynGame::name
///     .with_actions()              // G: ActionIndex        -> num_actions, legal_actions, play_index
///     .with_observation()          // G: ObservationTensor  -> observation_shape, write_observation
///     .with_pretty(Position::pretty)            // a picture instead of the position string
///     .with_pretty_for(Position::pretty_for)    // one seat's view
/// ```
pub struct Erased<G: Game> {
    game: G,
    name: &'static str,
    actions: Option<ActionFns<G>>,
    observation: Option<ObservationFns<G>>,
    pretty: Option<fn(&G) -> String>,
    pretty_for: Option<fn(&G, PlayerId) -> String>,
}

/// [`ActionIndex`] as function pointers.
struct ActionFns<G: Game> {
    num_actions: fn(&G) -> usize,
    index: fn(&G, G::Move) -> usize,
    indices: fn(&G, &[G::Move], &mut [usize]),
    from_index: fn(&G, usize) -> Option<G::Move>,
}

/// [`ObservationTensor`] as function pointers.
struct ObservationFns<G> {
    shape: fn(&G) -> TensorShape,
    write: fn(&G, PlayerId, &mut [f32]) -> Result<(), TensorLengthError>,
}

// Function pointers are `Copy` whatever `G` is; derives would ask `G: Clone`/`Copy` of the pointers' types.
impl<G: Game> Clone for ActionFns<G> {
    fn clone(&self) -> Self {
        ActionFns {
            num_actions: self.num_actions,
            index: self.index,
            indices: self.indices,
            from_index: self.from_index,
        }
    }
}

impl<G> Clone for ObservationFns<G> {
    fn clone(&self) -> Self {
        ObservationFns { shape: self.shape, write: self.write }
    }
}

impl<G: Game> Clone for Erased<G> {
    fn clone(&self) -> Self {
        Erased {
            game: self.game.clone(),
            name: self.name,
            actions: self.actions.clone(),
            observation: self.observation.clone(),
            pretty: self.pretty,
            pretty_for: self.pretty_for,
        }
    }
}

impl<G: Game> fmt::Debug for Erased<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Erased")
            .field("name", &self.name)
            .field("game", &self.game)
            .field("actions", &self.actions.is_some())
            .field("observation", &self.observation.is_some())
            .finish_non_exhaustive()
    }
}

impl<G: Game> Erased<G> {
    /// The game with no optional capability; its name is the last segment of the type's path until
    /// [`Erased::with_name`] sets one.
    pub fn new(game: G) -> Self {
        let path = core::any::type_name::<G>();
        let name = path.rsplit("::").next().unwrap_or(path);
        Erased { game, name, actions: None, observation: None, pretty: None, pretty_for: None }
    }

    /// Sets the name [`DynGame::name`] returns.
    #[must_use]
    pub fn with_name(mut self, name: &'static str) -> Self {
        self.name = name;
        self
    }

    /// Uses `pretty` for [`DynGame::pretty`] (a game crate's `Position::pretty`).
    #[must_use]
    pub fn with_pretty(mut self, pretty: fn(&G) -> String) -> Self {
        self.pretty = Some(pretty);
        self
    }

    /// Uses `pretty_for` for [`DynGame::pretty_for`] (a game crate's `Position::pretty_for`).
    #[must_use]
    pub fn with_pretty_for(mut self, pretty_for: fn(&G, PlayerId) -> String) -> Self {
        self.pretty_for = Some(pretty_for);
        self
    }

    /// The game state.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The game state, to change it directly.
    pub fn game_mut(&mut self) -> &mut G {
        &mut self.game
    }

    /// The game state, taken out of the adapter.
    pub fn into_inner(self) -> G {
        self.game
    }

    fn texts(moves: &[G::Move]) -> Vec<String> {
        moves.iter().map(ToString::to_string).collect()
    }

    fn moves_of(&self, seat: PlayerId) -> G::MoveList {
        let mut moves = G::MoveList::default();
        self.game.legal_moves_of(seat, &mut moves);
        moves
    }

    /// Whether some seat (on turn or out of turn) or nature may make `mv` now.
    fn is_available(&self, mv: G::Move) -> bool {
        self.game.legal_moves().contains(&mv)
            || PlayerId::all(self.game.num_players()).any(|seat| self.moves_of(seat).contains(&mv))
    }

    /// Plays a move already read, checked for the actor `seat` names.
    fn play_checked(&mut self, seat: Option<PlayerId>, mv: G::Move) -> Result<String, DynPlayError> {
        let played = match seat {
            Some(seat) => self.game.play_as(seat, mv),
            None => self.game.play(mv),
        };
        played.map(|()| mv.to_string()).map_err(|error| DynPlayError::Play { mv: mv.to_string(), error })
    }
}

impl<G: ActionIndex> Erased<G> {
    /// Adds the game's [`ActionIndex`]: [`DynGame::num_actions`], [`DynGame::legal_actions`],
    /// [`DynGame::play_index`].
    #[must_use]
    pub fn with_actions(mut self) -> Self {
        self.actions = Some(ActionFns {
            num_actions: |g: &G| g.num_actions(),
            index: |g: &G, mv| g.action_index(mv),
            indices: |g: &G, moves, out| g.action_indices(moves, out),
            from_index: |g: &G, index| g.action_from_index(index),
        });
        self
    }
}

impl<G: ObservationTensor> Erased<G> {
    /// Adds the game's [`ObservationTensor`]: [`DynGame::observation_shape`], [`DynGame::write_observation`].
    #[must_use]
    pub fn with_observation(mut self) -> Self {
        self.observation = Some(ObservationFns {
            shape: |g: &G| g.observation_shape(),
            write: |g: &G, seat, out| g.write_observation(seat, out),
        });
        self
    }
}

impl<G> DynGame for Erased<G>
where
    G: Game + Display + FromStr + Send + Sync + 'static,
    G::Err: Display,
{
    fn name(&self) -> &str {
        self.name
    }

    fn num_players(&self) -> usize {
        self.game.num_players()
    }

    fn seat_name(&self, seat: PlayerId) -> &'static str {
        self.game.seat_name(seat)
    }

    fn status(&self) -> Status {
        self.game.status()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn position(&self) -> String {
        self.game.to_string()
    }

    fn set_position(&mut self, text: &str) -> Result<(), DynPositionError> {
        self.game = text
            .parse()
            .map_err(|e: G::Err| DynPositionError { text: text.to_string(), message: e.to_string() })?;
        Ok(())
    }

    fn pretty(&self) -> String {
        self.pretty.map_or_else(|| self.game.to_string(), |pretty| pretty(&self.game))
    }

    fn pretty_for(&self, seat: PlayerId) -> String {
        self.pretty_for.map_or_else(|| self.pretty(), |pretty_for| pretty_for(&self.game, seat))
    }

    fn legal_moves(&self) -> Vec<String> {
        Self::texts(&self.game.legal_moves())
    }

    fn legal_moves_of(&self, seat: PlayerId) -> Vec<String> {
        Self::texts(&self.moves_of(seat))
    }

    fn num_actions(&self) -> Option<usize> {
        self.actions.as_ref().map(|a| (a.num_actions)(&self.game))
    }

    fn legal_actions(&self) -> Option<Vec<usize>> {
        let actions = self.actions.as_ref()?;
        let moves = self.game.legal_moves();
        let mut indices = alloc::vec![0; moves.len()];
        (actions.indices)(&self.game, &moves, &mut indices);
        Some(indices)
    }

    fn legal_actions_of(&self, seat: PlayerId) -> Option<Vec<usize>> {
        let actions = self.actions.as_ref()?;
        let moves = self.moves_of(seat);
        let mut indices = alloc::vec![0; moves.len()];
        (actions.indices)(&self.game, &moves, &mut indices);
        Some(indices)
    }

    fn observation_shape(&self) -> Option<TensorShape> {
        self.observation.as_ref().map(|o| (o.shape)(&self.game))
    }

    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Option<Result<(), TensorLengthError>> {
        self.observation.as_ref().map(|o| (o.write)(&self.game, seat, out))
    }

    fn play_text(&mut self, seat: Option<PlayerId>, text: &str) -> Result<String, DynPlayError> {
        let mv = self
            .game
            .parse_move(text.trim())
            .map_err(|e| DynPlayError::Parse { text: text.to_string(), message: e.to_string() })?;
        self.play_checked(seat, mv)
    }

    fn play_index(&mut self, seat: Option<PlayerId>, index: usize) -> Result<String, DynPlayError> {
        let actions = self.actions.as_ref().ok_or(DynPlayError::NoActionIndex)?;
        let mv = (actions.from_index)(&self.game, index).ok_or(DynPlayError::NoSuchAction { index })?;
        self.play_checked(seat, mv)
    }

    fn play_random(&mut self, rng: &mut dyn rand_core::Rng) -> Option<String> {
        let mv = crate::random_move(&self.game, rng)?;
        self.game.play_unchecked(mv);
        Some(mv.to_string())
    }

    fn chance_outcomes(&self) -> Vec<(String, Probability)> {
        if !self.game.status().is_chance() {
            return Vec::new();
        }
        self.game.legal_moves().iter().map(|&mv| (mv.to_string(), self.game.chance_probability(mv))).collect()
    }

    fn chance_actions(&self) -> Option<Vec<(usize, Probability)>> {
        let actions = self.actions.as_ref()?;
        if !self.game.status().is_chance() {
            return Some(Vec::new());
        }
        let moves = self.game.legal_moves();
        Some(
            moves
                .iter()
                .map(|&mv| ((actions.index)(&self.game, mv), self.game.chance_probability(mv)))
                .collect(),
        )
    }

    fn action_to_move(&self, index: usize) -> Option<String> {
        let actions = self.actions.as_ref()?;
        // `action_from_index` promises a legal move; checking again keeps a lax implementation from naming a
        // move nobody may make.
        let mv = (actions.from_index)(&self.game, index)?;
        self.is_available(mv).then(|| mv.to_string())
    }

    fn move_to_action(&self, text: &str) -> Result<usize, DynPlayError> {
        let actions = self.actions.as_ref().ok_or(DynPlayError::NoActionIndex)?;
        let mv = self
            .game
            .parse_move(text.trim())
            .map_err(|e| DynPlayError::Parse { text: text.to_string(), message: e.to_string() })?;
        if !self.is_available(mv) {
            let error =
                if self.game.status().is_over() { PlayError::GameOver } else { PlayError::IllegalMove };
            return Err(DynPlayError::Play { mv: mv.to_string(), error });
        }
        Ok((actions.index)(&self.game, mv))
    }

    fn clone_box(&self) -> Box<dyn DynGame> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
