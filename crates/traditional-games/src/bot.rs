//! A bot for one seat of any game, over the erased game: [`Bot::new`]`("bashnya", "bot:0.5s", seat, seed)`,
//! then [`Bot::choose`] on each state where its seat is on turn.

use abstract_game::{Game, PlayerId, Status, Xoshiro256, random_index};
use game_runtime::dyn_game::{DynGame, Erased};

use core::str::FromStr;

use crate::Ply;
use crate::bots::{BotSetup, BotSpec, seat_seed};
use crate::error::BotError;
use crate::games::Family;
use crate::presentation::Presentation;
use crate::registry::{GameEntry, find};

/// A move a bot chose, with one line about the search that chose it (iterations or depth, value, time).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Choice {
    /// The move, in the game's notation (what [`DynGame::play_text`] reads).
    pub mv: String,
    /// What the search says about it; empty for `random`.
    pub info: String,
}

/// A seat's bot over the erased game, built by [`GameEntry::bot`](crate::GameEntry) or
/// [`DynPresentation::bot`](crate::DynPresentation::bot): a typed search behind it downcasts each state to its
/// game's type. [`Bot`] wraps one with its game and seat; a front end that keeps one bot per seat holds these.
pub trait ErasedBot: Send {
    /// The move of `seat`, on turn in `state`.
    ///
    /// # Errors
    /// [`BotError::WrongGame`] when `state` is another game's, [`BotError::Search`] when the search fails.
    fn choose(&mut self, state: &dyn DynGame, seat: PlayerId) -> Result<Choice, BotError>;
    /// An out-of-turn action `seat` takes now, if its search takes one.
    ///
    /// # Errors
    /// [`BotError::WrongGame`] when `state` is another game's.
    fn out_of_turn(&mut self, state: &dyn DynGame, seat: PlayerId) -> Result<Option<String>, BotError>;
}

/// The typed state behind an erased game of type `G` (named `name` in errors).
fn typed<'a, G: Game + 'static>(name: &'static str, state: &'a dyn DynGame) -> Result<&'a G, BotError> {
    state
        .as_any()
        .downcast_ref::<Erased<G>>()
        .map(Erased::game)
        .ok_or_else(|| BotError::WrongGame { expected: name, found: state.name().to_string() })
}

struct Typed<G: Game> {
    name: &'static str,
    bot: Box<dyn crate::bots::Bot<G>>,
}

impl<G: Game + FromStr + 'static> ErasedBot for Typed<G> {
    fn choose(&mut self, state: &dyn DynGame, seat: PlayerId) -> Result<Choice, BotError> {
        let game = typed::<G>(self.name, state)?;
        // The plies played, so that a search keeping its tree between moves moves it down by them; a history
        // that does not replay (it cannot, from the erased game's own) leaves none, and the search starts afresh.
        let plies = typed_history::<G>(state).unwrap_or_default();
        let decision = self.bot.choose(game, &plies, seat).map_err(BotError::Search)?;
        Ok(Choice { mv: decision.mv.to_string(), info: decision.info })
    }

    fn out_of_turn(&mut self, state: &dyn DynGame, seat: PlayerId) -> Result<Option<String>, BotError> {
        let game = typed::<G>(self.name, state)?;
        Ok(self.bot.out_of_turn(game, seat).map(|mv| mv.to_string()))
    }
}

/// The erased game's history as typed plies, replayed from its start position; `None` if a ply does not read
/// or play back.
pub(crate) fn typed_history<G: Game + FromStr>(state: &dyn DynGame) -> Option<Vec<Ply<G>>> {
    let mut game: G = state.start_position().parse().ok()?;
    let mut plies = Vec::with_capacity(state.history_len());
    for played in state.history() {
        let mv = game.parse_move(&played.text).ok()?;
        let before = game.clone();
        match played.seat {
            Some(seat) => game.play_as(seat, mv).ok()?,
            None => game.play(mv).ok()?,
        }
        plies.push(Ply { before, seat: played.seat, mv });
    }
    Some(plies)
}

/// Builds the typed bot of family `F` for `state`: the game's capabilities decide whether the search fits.
pub(crate) fn make_bot<F: Family>(
    state: &dyn DynGame,
    spec: Option<BotSpec>,
    seat: PlayerId,
    seed: u64,
) -> Result<Box<dyn ErasedBot>, BotError> {
    make_typed_bot::<F::G>(F::NAME, state, spec, seat, seed)
}

/// Builds the bot of a game of type `G` (named `name` in errors) for `state`, by the game's
/// [`Presentation::capabilities`]: `None` is `random`; the search is seeded from `seed` and the seat.
pub(crate) fn make_typed_bot<G: Presentation + 'static>(
    name: &'static str,
    state: &dyn DynGame,
    spec: Option<BotSpec>,
    seat: PlayerId,
    seed: u64,
) -> Result<Box<dyn ErasedBot>, BotError> {
    let game = typed::<G>(name, state)?;
    let seed = seat_seed(seed, seat);
    let Some(spec) = spec else {
        return Ok(Box::new(RandomBot { rng: Xoshiro256::seed_from_u64(seed) }));
    };
    let (_, make) = G::capabilities().maker(spec.algo, game).map_err(BotError::Refused)?;
    let bot = make(game, &BotSetup::new(spec, seed)).map_err(BotError::Refused)?;
    Ok(Box::new(Typed::<G> { name, bot }))
}

/// `random`: a legal move drawn uniformly; never an out-of-turn action.
struct RandomBot {
    rng: Xoshiro256,
}

impl ErasedBot for RandomBot {
    fn choose(&mut self, state: &dyn DynGame, _seat: PlayerId) -> Result<Choice, BotError> {
        let moves = state.legal_moves();
        if moves.is_empty() {
            return Err(BotError::Search("no legal move".to_string()));
        }
        let mv = moves[random_index(&mut self.rng, moves.len())].clone();
        Ok(Choice { mv, info: String::new() })
    }

    fn out_of_turn(&mut self, _state: &dyn DynGame, _seat: PlayerId) -> Result<Option<String>, BotError> {
        Ok(None)
    }
}

/// A bot playing one seat of one game, over the erased game the registry loads: every seat kind of the
/// `games` command line, `random`, `mcts`, `ismcts`, `alphabeta`, `pmcts`, `pismcts` and `bot` (the game's
/// strongest default), each with an optional budget per move: `:N` iterations (plies for `alphabeta`) or
/// `:Ts` seconds.
///
/// A search for hidden information (`ismcts`, `pismcts`, and `bot` in such games) reads only the seat's
/// observation of the state, never the others' secrets; `mcts` and `alphabeta`, which would read them, are
/// refused in such games.
///
/// ```
/// use traditional_games::{Bot, load};
/// use traditional_games::abstract_game::{PlayerId, Status};
///
/// let mut game = load("bashnya", "russian")?;
/// let white = PlayerId::from_const(0);
/// let mut bot = Bot::new("bashnya", "mcts:200", white, 7)?;
/// let choice = bot.choose(game.as_ref())?;
/// game.play_text(Some(white), &choice.mv)?;
/// assert_eq!(game.status(), Status::ToMove(PlayerId::from_const(1)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Bot {
    game: &'static GameEntry,
    spec: Option<BotSpec>,
    seat: PlayerId,
    seed: u64,
    /// Built on the first state it sees (`bot` picks its search by the state: dice or not, say).
    inner: Option<Box<dyn ErasedBot>>,
}

impl core::fmt::Debug for Bot {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Bot")
            .field("game", &self.game.name)
            .field("spec", &self.spec)
            .field("seat", &self.seat)
            .field("seed", &self.seed)
            .finish_non_exhaustive()
    }
}

impl Bot {
    /// A bot of this seat kind (`random`, `mcts:2000`, `bot:0.5s`, ...) for `seat` of the game named `game`,
    /// its searches seeded from `seed` and the seat.
    pub fn new(game: &str, kind: &str, seat: PlayerId, seed: u64) -> Result<Bot, BotError> {
        let entry = find(game)?;
        Bot::for_entry(entry, kind, seat, seed)
    }

    /// As [`Bot::new`], for a game entry of [`games`](crate::games).
    pub fn for_entry(
        game: &'static GameEntry,
        kind: &str,
        seat: PlayerId,
        seed: u64,
    ) -> Result<Bot, BotError> {
        let spec = match kind {
            "random" => None,
            _ => Some(
                BotSpec::parse(kind)
                    .map_err(BotError::BadBudget)?
                    .ok_or_else(|| BotError::UnknownKind { text: kind.to_string() })?,
            ),
        };
        Ok(Bot { game, spec, seat, seed, inner: None })
    }

    /// The seat it plays.
    pub fn seat(&self) -> PlayerId {
        self.seat
    }

    /// Whether this bot can play `state` (its search fits the game and these rules), building it; the error
    /// says why not (`mcts` on hidden cards, `alphabeta` on dice or four seats).
    pub fn check(&mut self, state: &dyn DynGame) -> Result<(), BotError> {
        self.built(state).map(|_| ())
    }

    fn built(&mut self, state: &dyn DynGame) -> Result<&mut Box<dyn ErasedBot>, BotError> {
        if state.name() != self.game.name {
            return Err(BotError::WrongGame { expected: self.game.name, found: state.name().to_string() });
        }
        if self.seat.index() >= state.num_players() {
            return Err(BotError::NoSuchSeat { seat: self.seat, seats: state.num_players() });
        }
        if self.inner.is_none() {
            self.inner = Some(self.game.bot(state, self.spec, self.seat, self.seed)?);
        }
        Ok(self.inner.as_mut().expect("built just above"))
    }

    /// The move its seat plays in `state`, where the seat is on turn; the state is not changed.
    pub fn choose(&mut self, state: &dyn DynGame) -> Result<Choice, BotError> {
        let seat = self.seat;
        let bot = self.built(state)?;
        if state.status() != Status::ToMove(seat) {
            return Err(BotError::NotOnTurn { seat });
        }
        bot.choose(state, seat)
    }

    /// An out-of-turn action (a méchoune, a choune) its seat takes now, if its search takes one; `None` in
    /// games without them and for `random`.
    pub fn out_of_turn(&mut self, state: &dyn DynGame) -> Result<Option<String>, BotError> {
        let seat = self.seat;
        self.built(state)?.out_of_turn(state, seat)
    }
}
