//! The adapter from a [`Game`] to a [`DynGame`], with its optional capabilities, its cache and its history.

use alloc::boxed::Box;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::any::Any;
use core::fmt::{self, Display};
use core::str::FromStr;

use super::{
    DynGame, DynPlayError, DynPositionError, PlayedMove, RecordLoadError, SeenMove, UndoError, View,
};
use abstract_game::record::{GameRecord, RecordedMove, ReplayError};
use abstract_game::{
    ActionIndex, Game, HiddenInformation, InconsistentObservation, ObservationTensor, Outcome, PlayError,
    PlayerId, Probability, Status, TensorLengthError, TensorShape, Xoshiro256,
};

/// Any [`Game`] with a position string ([`Display`] + [`FromStr`]) as a [`DynGame`].
///
/// It keeps the state's status and legal moves (with their action indices, ascending) from one change to the
/// next, so a loop that asks for them and then plays one of them generates the moves once per state; and the
/// history from its start, for [`DynGame::undo`] and the game record.
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
///     .with_hidden_information()  // G: HiddenInformation  -> sample_consistent (or with_sampler), history_for
///     .with_pretty_public(f)      // the spectator's picture in DynGame::view
///     .with_svg()                 // G: Svg (feature `svg`) -> svg
/// ```
pub struct Erased<G: Game> {
    game: G,
    /// The state the history starts from.
    start: G,
    /// Whether `start` is a position of its own (read from a string), not the rules' start: a record then
    /// carries it.
    own_start: bool,
    history: Vec<Played<G::Move>>,
    cache: Cache<G::Move>,
    name: &'static str,
    actions: Option<ActionFns<G>>,
    observation: Option<ObservationFns<G>>,
    pretty: Option<fn(&G) -> String>,
    pretty_for: Option<fn(&G, PlayerId) -> String>,
    pretty_public: Option<fn(&G) -> String>,
    sampler: Option<Sampler<G>>,
    /// [`HiddenInformation::sees_move`], for games erased with their hidden information.
    sees: Option<SeesMove<G>>,
    #[cfg(feature = "svg")]
    svg: Option<SvgFn<G>>,
}

/// Whether a seat may know a move played in this state.
type SeesMove<G> = fn(&G, PlayerId, &<G as Game>::Move) -> bool;

/// A full state drawn consistent with what one seat knows.
type Sampler<G> = fn(&G, PlayerId, &mut Xoshiro256) -> Result<G, InconsistentObservation>;

/// A game's SVG picture for one seat (or everyone).
#[cfg(feature = "svg")]
type SvgFn<G> = fn(&G, Option<PlayerId>, &abstract_game::svg::SvgOptions) -> String;

/// One ply of the history.
#[derive(Clone, Copy, Debug)]
struct Played<M> {
    seat: Option<PlayerId>,
    out_of_turn: bool,
    mv: M,
    action: Option<usize>,
    /// The seats that may know the move, one bit per seat (bit `i`: seat `i`), decided when it was played.
    seen_by: u8,
}

// One bit per seat of the table.
const _: () = assert!(abstract_game::MAX_SEATS <= 8);

/// What one state computed once: its status, its legal moves in the game's order, and (with an action
/// index) the same moves by ascending action. Refilled after every change, reusing its buffers.
#[derive(Clone, Debug)]
struct Cache<M> {
    status: Status,
    moves: Vec<M>,
    actions: Vec<usize>,
    by_action: Vec<M>,
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
        // The copy is the same state, so what was computed holds for it too.
        Erased {
            game: self.game.clone(),
            start: self.start.clone(),
            own_start: self.own_start,
            history: self.history.clone(),
            cache: self.cache.clone(),
            name: self.name,
            actions: self.actions.clone(),
            observation: self.observation.clone(),
            pretty: self.pretty,
            pretty_for: self.pretty_for,
            pretty_public: self.pretty_public,
            sampler: self.sampler,
            sees: self.sees,
            #[cfg(feature = "svg")]
            svg: self.svg,
        }
    }
}

impl<G: Game> fmt::Debug for Erased<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Erased")
            .field("name", &self.name)
            .field("game", &self.game)
            .field("plies", &self.history.len())
            .field("actions", &self.actions.is_some())
            .field("observation", &self.observation.is_some())
            .finish_non_exhaustive()
    }
}

impl<G: Game> Erased<G> {
    /// The game at its rules' start, with no optional capability; its name is the last segment of the type's
    /// path until [`Erased::with_name`] sets one.
    pub fn new(game: G) -> Self {
        let path = core::any::type_name::<G>();
        let name = path.rsplit("::").next().unwrap_or(path);
        let cache =
            Cache { status: Status::Over, moves: Vec::new(), actions: Vec::new(), by_action: Vec::new() };
        let mut erased = Erased {
            start: game.clone(),
            game,
            own_start: false,
            history: Vec::new(),
            cache,
            name,
            actions: None,
            observation: None,
            pretty: None,
            pretty_for: None,
            pretty_public: None,
            sampler: None,
            sees: None,
            #[cfg(feature = "svg")]
            svg: None,
        };
        erased.refresh();
        erased
    }

    /// The game at a position of its own (read from a position string, or drawn), not its rules' start: a
    /// record of it carries a `Start` tag.
    pub fn at_position(game: G) -> Self {
        let mut erased = Erased::new(game);
        erased.own_start = true;
        erased
    }

    /// Uses `sampler` for [`DynGame::sample_consistent`] (a game whose sampling needs more than its
    /// [`HiddenInformation`], or a perfect-information game whose only sample is itself).
    #[must_use]
    pub fn with_sampler(mut self, sampler: Sampler<G>) -> Self {
        self.sampler = Some(sampler);
        self
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

    /// Uses `pretty_public` for a spectator's picture in [`DynGame::view`]: what every seat may see (a game
    /// with hidden information; one without it shows [`DynGame::pretty`]).
    #[must_use]
    pub fn with_pretty_public(mut self, pretty_public: fn(&G) -> String) -> Self {
        self.pretty_public = Some(pretty_public);
        self
    }

    /// The game state.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The game state, taken out of the adapter.
    pub fn into_inner(self) -> G {
        self.game
    }

    fn texts(moves: &[G::Move]) -> Vec<String> {
        moves.iter().map(ToString::to_string).collect()
    }

    /// Computes the status and legal moves of the current state (and their actions, ascending).
    fn refresh(&mut self) {
        let mut list = G::MoveList::default();
        // Chance outcomes at a chance node, nothing once the game is over: what `legal_moves` lists.
        let status = self.game.status_and_moves(&mut list);
        if status.is_chance() {
            // `status_and_moves` leaves a chance node's list empty; the outcomes are nature's moves here.
            self.game.legal_moves_into(&mut list);
        }
        let cache = &mut self.cache;
        cache.status = status;
        cache.moves.clear();
        cache.moves.extend_from_slice(&list);
        cache.actions.clear();
        cache.by_action.clear();
        if let Some(actions) = &self.actions {
            cache.actions.resize(list.len(), 0);
            (actions.indices)(&self.game, &list, &mut cache.actions);
            let mut pairs: Vec<(usize, G::Move)> =
                cache.actions.iter().copied().zip(list.iter().copied()).collect();
            // OpenSpiel wants legal actions ascending; the moves follow so an action finds its move.
            pairs.sort_unstable_by_key(|&(action, _)| action);
            cache.actions.clear();
            for (action, mv) in pairs {
                cache.actions.push(action);
                cache.by_action.push(mv);
            }
        }
    }

    /// The action index of `mv` in the current state, for games erased with one.
    fn action_of(&self, mv: G::Move) -> Option<usize> {
        self.actions.as_ref().map(|a| (a.index)(&self.game, mv))
    }

    /// The seats that may know `mv`, played now by `seat` (`None`: whoever acts now), one bit each: all in a
    /// game without hidden information; as [`HiddenInformation::sees_move`] says in a game erased with it;
    /// only the seat that made it in a game erased with a sampler alone.
    fn seen_by(&self, seat: Option<PlayerId>, mv: G::Move) -> u8 {
        let seats = PlayerId::all(self.game.num_players());
        let bits = |seen: &dyn Fn(PlayerId) -> bool| {
            seats.filter(|&s| seen(s)).fold(0u8, |bits, s| bits | 1 << s.index())
        };
        match (self.sees, self.sampler) {
            (Some(sees), _) => bits(&|s| sees(&self.game, s, &mv)),
            (None, Some(_)) => bits(&|s| Some(s) == seat.or(self.cache.status.to_move())),
            (None, None) => bits(&|_| true),
        }
    }

    /// Plays a move known legal for whoever acts now (it came from the cache), and keeps it in the history.
    fn play_known(&mut self, mv: G::Move, action: Option<usize>) {
        let seat = self.cache.status.to_move();
        let action = action.or_else(|| self.action_of(mv));
        let seen_by = self.seen_by(seat, mv);
        // `mv` came from this very state's legal moves, which is what `play_unchecked` asks.
        self.game.play_unchecked(mv);
        self.history.push(Played { seat, out_of_turn: false, mv, action, seen_by });
        self.refresh();
    }

    /// Replays the history's first `plies` plies from the start.
    fn rebuild(&mut self, plies: usize) {
        self.history.truncate(plies);
        let mut game = self.start.clone();
        for played in &self.history {
            // Each ply was legal when it was played from this same start, and replaying the same moves reaches
            // the same states (chance outcomes are moves of the history, never drawn again).
            game.play_unchecked(played.mv);
        }
        self.game = game;
        self.refresh();
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

    /// Plays a move already read, checked for the actor `seat` names, and keeps it in the history.
    fn play_checked(&mut self, seat: Option<PlayerId>, mv: G::Move) -> Result<String, DynPlayError> {
        let on_turn = self.cache.moves.contains(&mv);
        if on_turn && (seat.is_none() || seat == self.cache.status.to_move()) {
            self.play_known(mv, None);
            return Ok(mv.to_string());
        }
        let action = self.action_of(mv);
        let seen_by = self.seen_by(seat, mv);
        let played = match seat {
            Some(seat) => self.game.play_as(seat, mv),
            None => self.game.play(mv),
        };
        played.map_err(|error| DynPlayError::Play { mv: mv.to_string(), error })?;
        // The moves of whoever acts now returned above: what is left is a seat's move out of turn.
        self.history.push(Played { seat, out_of_turn: true, mv, action, seen_by });
        self.refresh();
        Ok(mv.to_string())
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
        self.refresh();
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

impl<G: HiddenInformation> Erased<G> {
    /// Adds the game's [`HiddenInformation`]: [`DynGame::sample_consistent`] draws from the seat's
    /// observation, and [`DynGame::history_for`] shows each seat a move only where
    /// [`HiddenInformation::sees_move`] says it may know it (decided as each move is played).
    #[must_use]
    pub fn with_hidden_information(mut self) -> Self {
        self.sees = Some(|g: &G, seat, mv| g.sees_move(seat, mv));
        self.with_sampler(|g: &G, seat, rng| G::sample_consistent(&g.observe(seat), rng))
    }
}

#[cfg(feature = "svg")]
impl<G: Game + abstract_game::svg::Svg> Erased<G> {
    /// Adds the game's SVG picture: [`DynGame::svg`].
    #[must_use]
    pub fn with_svg(mut self) -> Self {
        self.svg = Some(|g: &G, seat, options| g.svg(seat, options));
        self
    }
}

impl<G> DynGame for Erased<G>
where
    G: Game<Move: Send + Sync> + Display + FromStr + Send + Sync + 'static,
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
        self.cache.status
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
        self.start = self.game.clone();
        self.own_start = true;
        self.history.clear();
        self.refresh();
        Ok(())
    }

    fn pretty(&self) -> String {
        self.pretty.map_or_else(|| self.game.to_string(), |pretty| pretty(&self.game))
    }

    fn pretty_for(&self, seat: PlayerId) -> String {
        self.pretty_for.map_or_else(|| self.pretty(), |pretty_for| pretty_for(&self.game, seat))
    }

    fn legal_moves(&self) -> Vec<String> {
        Self::texts(&self.cache.moves)
    }

    fn legal_moves_of(&self, seat: PlayerId) -> Vec<String> {
        Self::texts(&self.moves_of(seat))
    }

    fn out_of_turn_moves(&self, seat: PlayerId) -> Vec<String> {
        let open = self.moves_of(seat);
        Self::texts(&open.iter().copied().filter(|mv| !self.cache.moves.contains(mv)).collect::<Vec<_>>())
    }

    fn has_hidden_information(&self) -> bool {
        self.sampler.is_some()
    }

    fn num_actions(&self) -> Option<usize> {
        self.actions.as_ref().map(|a| (a.num_actions)(&self.game))
    }

    fn legal_actions(&self) -> Option<Vec<usize>> {
        let actions = self.actions.as_ref()?;
        let moves = &self.cache.moves;
        let mut indices = alloc::vec![0; moves.len()];
        (actions.indices)(&self.game, moves, &mut indices);
        Some(indices)
    }

    fn sorted_legal_actions(&self) -> &[usize] {
        &self.cache.actions
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
        if (seat.is_none() || seat == self.cache.status.to_move())
            && let Ok(at) = self.cache.actions.binary_search(&index)
        {
            let mv = self.cache.by_action[at];
            self.play_known(mv, Some(index));
            return Ok(mv.to_string());
        }
        let actions = self.actions.as_ref().ok_or(DynPlayError::NoActionIndex)?;
        let mv = (actions.from_index)(&self.game, index).ok_or(DynPlayError::NoSuchAction { index })?;
        self.play_checked(seat, mv)
    }

    fn apply_action(&mut self, index: usize) -> Result<(), DynPlayError> {
        match self.cache.actions.binary_search(&index) {
            Ok(at) => {
                let mv = self.cache.by_action[at];
                self.play_known(mv, Some(index));
                Ok(())
            }
            // Not legal here: the checked path says why, in the game's words.
            Err(_) => self.play_index(None, index).map(drop),
        }
    }

    fn who_may_play(&self, text: &str) -> Result<(String, Vec<PlayerId>), DynPlayError> {
        let mv = self
            .game
            .parse_move(text.trim())
            .map_err(|e| DynPlayError::Parse { text: text.to_string(), message: e.to_string() })?;
        let seats = PlayerId::all(self.game.num_players())
            .filter(|&seat| {
                (self.cache.status == Status::ToMove(seat) && self.cache.moves.contains(&mv))
                    || self.moves_of(seat).contains(&mv)
            })
            .collect();
        Ok((mv.to_string(), seats))
    }

    fn play_random(&mut self, rng: &mut dyn abstract_game::rand_core::Rng) -> Option<String> {
        let mv = match self.cache.status {
            Status::Over => return None,
            Status::Chance => self.game.draw_chance(rng)?,
            Status::ToMove(_) if self.cache.moves.is_empty() => return None,
            // The same draw as `abstract_game::random_move`, from the cached moves.
            Status::ToMove(_) => self.cache.moves[abstract_game::random_index(rng, self.cache.moves.len())],
        };
        self.play_known(mv, None);
        Some(mv.to_string())
    }

    fn draw_chance(&mut self, rng: &mut dyn abstract_game::rand_core::Rng) -> Option<String> {
        if !self.cache.status.is_chance() {
            return None;
        }
        self.play_random(rng)
    }

    fn history(&self) -> Vec<PlayedMove> {
        self.history
            .iter()
            .map(|p| PlayedMove {
                seat: p.seat,
                out_of_turn: p.out_of_turn,
                text: p.mv.to_string(),
                action: p.action,
            })
            .collect()
    }

    fn history_for(&self, seat: Option<PlayerId>) -> Vec<SeenMove> {
        let everyone = PlayerId::all(self.game.num_players()).fold(0u8, |bits, s| bits | 1 << s.index());
        // A seat beyond the table has no bit in any ply's `seen_by`, so it sees nothing.
        let needed = seat.map_or(everyone, |s| 1u8 << s.index());
        self.history
            .iter()
            .map(|p| SeenMove {
                seat: p.seat,
                out_of_turn: p.out_of_turn,
                text: (p.seen_by & needed == needed).then(|| p.mv.to_string()),
            })
            .collect()
    }

    fn view(&self, seat: Option<PlayerId>) -> View {
        let hidden = self.has_hidden_information();
        let picture = match seat {
            Some(seat) => self.pretty_for(seat),
            None => match self.pretty_public {
                Some(public) => public(&self.game),
                None if hidden => String::new(),
                None => self.pretty(),
            },
        };
        View {
            game: self.name.to_string(),
            seat,
            seats: PlayerId::all(self.game.num_players())
                .map(|s| self.game.seat_name(s).to_string())
                .collect(),
            status: self.cache.status,
            version: self.history.len(),
            history: self.history_for(seat),
            legal_moves: seat.map(|s| self.legal_moves_of(s)).unwrap_or_default(),
            picture,
            position: (!hidden).then(|| self.game.to_string()),
            outcome: self.game.outcome(),
        }
    }

    fn history_len(&self) -> usize {
        self.history.len()
    }

    fn undo(&mut self, plies: usize) -> Result<(), UndoError> {
        let played = self.history.len();
        if plies > played {
            return Err(UndoError::TooFew { asked: plies, played });
        }
        if plies > 0 {
            self.rebuild(played - plies);
        }
        Ok(())
    }

    fn start_position(&self) -> String {
        self.start.to_string()
    }

    fn recorded_moves(&self) -> Vec<RecordedMove> {
        self.history
            .iter()
            .map(|p| match p.seat {
                Some(seat) if p.out_of_turn => RecordedMove::by(self.game.seat_name(seat), p.mv.to_string()),
                _ => RecordedMove::new(p.mv.to_string()),
            })
            .collect()
    }

    fn record(&self, rules: &str) -> GameRecord {
        let mut record = GameRecord::new(self.name, rules);
        record.start = self.own_start.then(|| self.start.to_string());
        record.moves = self.recorded_moves();
        record.result = self.game.outcome();
        record
    }

    fn play_recorded(&mut self, ply: usize, recorded: &RecordedMove) -> Result<(), ReplayError> {
        let seat = match recorded.seat.as_deref() {
            Some(name) => Some(
                PlayerId::all(self.game.num_players())
                    .find(|&s| self.game.seat_name(s) == name)
                    .ok_or_else(|| ReplayError::UnknownSeat { ply, seat: name.to_string() })?,
            ),
            None => None,
        };
        self.play_text(seat, &recorded.text).map(drop).map_err(|e| {
            let text = recorded.text.clone();
            match e {
                DynPlayError::Play { error, .. } => ReplayError::Illegal { ply, text, error },
                DynPlayError::Parse { message, .. } => ReplayError::BadMove { ply, text, message },
                other => ReplayError::BadMove { ply, text, message: other.to_string() },
            }
        })
    }

    fn load_record(&mut self, record: &GameRecord) -> Result<(), RecordLoadError> {
        if record.game != self.name {
            return Err(RecordLoadError::WrongGame {
                record: record.game.clone(),
                game: self.name.to_string(),
            });
        }
        let mut loaded = self.clone();
        match &record.start {
            Some(start) => loaded.set_position(start).map_err(RecordLoadError::Start)?,
            None => loaded.rebuild(0),
        }
        for (i, recorded) in record.moves.iter().enumerate() {
            loaded.play_recorded(i + 1, recorded).map_err(RecordLoadError::Replay)?;
        }
        record.check_result(loaded.game.outcome().as_ref()).map_err(RecordLoadError::Replay)?;
        *self = loaded;
        Ok(())
    }

    fn sample_consistent(
        &self,
        seat: PlayerId,
        seed: u64,
    ) -> Option<Result<Box<dyn DynGame>, InconsistentObservation>> {
        let sampler = self.sampler?;
        let mut rng = Xoshiro256::seed_from_u64(seed);
        Some(sampler(&self.game, seat, &mut rng).map(|sampled| {
            let mut erased = self.clone();
            erased.game = sampled;
            erased.start = erased.game.clone();
            erased.own_start = true;
            erased.history.clear();
            erased.refresh();
            Box::new(erased) as Box<dyn DynGame>
        }))
    }

    fn perft(&self, depth: u32) -> u64 {
        abstract_game::perft(&self.game, depth)
    }

    fn perft_divide(&self, depth: u32) -> Vec<(String, u64)> {
        abstract_game::perft_divide(&self.game, depth)
            .into_iter()
            .map(|(mv, n)| (mv.to_string(), n))
            .collect()
    }

    #[cfg(feature = "svg")]
    fn svg(&self, seat: Option<PlayerId>, options: &abstract_game::svg::SvgOptions) -> Option<String> {
        self.svg.map(|svg| svg(&self.game, seat, options))
    }

    fn chance_outcomes(&self) -> Vec<(String, Probability)> {
        if !self.cache.status.is_chance() {
            return Vec::new();
        }
        self.cache.moves.iter().map(|&mv| (mv.to_string(), self.game.chance_probability(mv))).collect()
    }

    fn chance_actions(&self) -> Option<Vec<(usize, Probability)>> {
        self.actions.as_ref()?;
        if !self.cache.status.is_chance() {
            return Some(Vec::new());
        }
        // The cached actions, indexed once per state: a game's one-move index can cost far more per move
        // than its whole-list one (backgammon ranks each move alone).
        let cache = &self.cache;
        Some(
            cache
                .actions
                .iter()
                .zip(&cache.by_action)
                .map(|(&action, &mv)| (action, self.game.chance_probability(mv)))
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
