//! One running game behind an object-safe interface, so the commands are written once for every game: the
//! erased game of `game-runtime` ([`DynGame`]: status and legal moves cached, the history for `undo` and
//! records) with the registry's presentation of it ([`DynPresentation`]) and the bots seated at the table.
//! Nothing here is generic over a game: only [`Erased::new`], which erases a typed state once.

use std::fmt::Display;
use std::str::FromStr;

use abstract_game::record::{RecordedMove, ReplayError};
use abstract_game::{Outcome, PlayerId, Status, Xoshiro256};
use abstract_game::{random_below, random_index};

use abstract_game::rand_core::Rng;
use traditional_games::game_runtime::dyn_game::{self, DynGame, DynPlayError};
use traditional_games::{BotError, DynPresentation, ErasedBot, PresentationError, presentation_of};

use crate::bots::BotSpec;
pub use crate::presentation::{Ballot, Ply, Presentation};

/// Why a session refused a move, a roll, a take-back or a bot: typed, in the game's own words where it has
/// them.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum SessionError {
    /// The text is no move of this game: the game's parser says why.
    #[error("{message}")]
    Unreadable {
        /// The text as given.
        text: String,
        /// The parser's reason.
        message: String,
    },
    /// The move read but may not be played here (the rule it breaks), or another refusal of the erased game.
    #[error(transparent)]
    Play(DynPlayError),
    /// The game's presentation refused: a take-back its rule refuses, a roll not due.
    #[error(transparent)]
    Presentation(#[from] PresentationError),
    /// The bot cannot play this game from this state, or its search failed.
    #[error(transparent)]
    Bot(#[from] BotError),
    /// `think` where nature acts next.
    #[error(
        "nature acts next here (a roll or a card dealt): give the roll with --dice, or a position after it"
    )]
    NatureNext,
    /// `think` on a finished game.
    #[error("the game is over: there is no move to think about")]
    Over,
}

impl From<DynPlayError> for SessionError {
    fn from(error: DynPlayError) -> Self {
        match error {
            DynPlayError::Parse { text, message } => SessionError::Unreadable { text, message },
            other => SessionError::Play(other),
        }
    }
}

/// A ply of the history as the tool shows it: who played it and its notation.
pub use traditional_games::presentation::PlayedMove;

/// A game state of any game, erased to what the command-line tool needs (its help texts: [`crate::help::Explained`]).
pub trait Session: crate::help::Explained {
    /// The position string (the game's `Display`), which `--position` reads back.
    fn position(&self) -> String;
    /// A picture of the board for people; the position string when the game has none. A finished game's
    /// picture never names a seat to move (each game crate draws finished boards so; a test checks every
    /// preset).
    fn board(&self) -> String;
    /// What `seat` may see (its own cards, not the others'); the whole board in games without secrets.
    fn view(&self, seat: PlayerId) -> String;
    /// Whether seats hold secrets, so the position string (which shows everything) must not be shown in play.
    fn has_secrets(&self) -> bool;
    /// The state as an SVG picture from `seat`'s point of view (`None`: what every seat may see); `None` when
    /// the game has no picture (a match to N points).
    fn svg(&self, seat: Option<PlayerId>, options: &abstract_game::svg::SvgOptions) -> Option<String>;
    /// Who acts next.
    fn status(&self) -> Status;
    /// Seats at the table.
    fn num_players(&self) -> usize;
    /// The seat's name in the game's vocabulary.
    fn seat_name(&self, seat: PlayerId) -> String;
    /// Perft to `depth`.
    fn perft(&self, depth: u32) -> u64;
    /// Perft below each first move.
    fn divide(&self, depth: u32) -> Vec<(String, u64)>;
    /// The legal moves of the seat on turn (or the chance outcomes) in notation, each with the position it
    /// leads to. Out-of-turn actions are not among them: see [`Session::out_of_turn_moves`].
    fn moves(&self) -> Vec<(String, String)>;
    /// The out-of-turn actions open to `seat` now (a méchoune, a choune), beyond the moves of the seat on
    /// turn; empty in games that have none.
    fn out_of_turn_moves(&self, seat: PlayerId) -> Vec<String>;
    /// An open out-of-turn action (as [`Session::out_of_turn_moves`] gives it) in words, completing
    /// "P3 may ... now".
    fn offer(&self, mv: &str) -> String;
    /// Reads a move and says which seats may play it now, on turn or out of turn (none: illegal here), with
    /// its canonical text.
    fn who_may_play(&self, text: &str) -> Result<(String, Vec<PlayerId>), SessionError>;
    /// Plays a move given in notation for the seat on turn (or a chance outcome); returns its canonical text.
    fn play_text(&mut self, text: &str) -> Result<String, SessionError>;
    /// Plays a move given in notation for `seat`, on turn or out of turn; returns its canonical text.
    fn play_as(&mut self, seat: PlayerId, text: &str) -> Result<String, SessionError>;
    /// Makes nature's next outcome the one named (`6-4` for dice), for listing the moves that follow it.
    fn roll(&mut self, outcome: &str) -> Result<(), SessionError>;
    /// Plays a random move of the seat on turn (chance outcomes with their odds); `None` when the game is
    /// over.
    fn play_random(&mut self, rng: &mut Xoshiro256) -> Option<String>;
    /// One chance for `seat` to act, played by a random seat: with probability 1 in `out_of_turn_one_in` it
    /// takes one of its open out-of-turn actions (chosen uniformly), if it has any; otherwise, on turn, a
    /// uniformly random legal move. Returns the move played, `None` when the seat let the chance pass.
    fn act_randomly(
        &mut self,
        seat: PlayerId,
        out_of_turn_one_in: u64,
        rng: &mut Xoshiro256,
    ) -> Option<String>;
    /// How a move played (in notation, as `play_text` or `play_random` return it) is told to the table: the
    /// whole notation, but for the secret part of a move that has one (a card kept, an objective picked).
    fn announce(&self, mv: &str) -> String;
    /// What the table is told about the last ply beyond the move (a trick won, a hand scored), if anything.
    fn narrate(&self) -> Option<String>;
    /// The plies played in this session, oldest first.
    fn history(&self) -> Vec<PlayedMove>;
    /// Takes back the last `plies` plies under the game's take-back rule (a vote where the game's `Presentation` gives one; `ballot` asks
    /// a seat for its vote); the state is unchanged when refused, and the error says why.
    fn take_back(&mut self, plies: usize, ballot: Ballot<'_>) -> Result<(), SessionError>;
    /// The result, once over.
    fn outcome(&self) -> Option<Outcome>;
    /// Whether a bot of this kind can play this game from this state, or the one-line reason it cannot (`mcts`
    /// on hidden cards, `alphabeta` on four seats or dice, ...).
    fn check_bot(&self, spec: BotSpec) -> Result<(), SessionError>;
    /// One chance for a bot seat to act, as [`Session::act_randomly`] is for a random one: an open
    /// out-of-turn action if its search takes one, else, on turn, the move its search chooses. Plays it and
    /// returns it; `None` when the seat lets the chance pass. The session keeps one bot per seat for the whole
    /// game (its tree or table kept between moves), built on first use with a seed drawn from `rng` and mixed
    /// with the seat.
    fn act_as_bot(&mut self, seat: PlayerId, spec: BotSpec, rng: &mut Xoshiro256) -> Option<String>;
    /// The move a fresh bot of this kind, seeded from `seed` and the seat, chooses for the seat on turn, without
    /// playing it: its notation and a line about the search.
    fn think(&self, spec: BotSpec, seed: u64) -> Result<(String, String), SessionError>;
    /// How many rounds a whole game has when its score is summed over rounds (a card game's hands).
    fn rounds(&self) -> Option<u32>;
    /// The move an empty line plays for the person on turn, as notation (see [`Presentation::enter_move`]).
    fn enter_move(&self) -> Option<String>;
    /// Whether the seat has left a game the others play on (see [`Presentation::is_out`]).
    fn is_out(&self, seat: PlayerId) -> bool;
    /// The position string the history starts from (the current one when nothing was played).
    fn start_position(&self) -> String;
    /// The history as a game record's plies: a move is seat-tagged, with the game's own seat name, when it was
    /// played out of turn (not one of the turn's moves of the seat on turn).
    fn recorded_moves(&self) -> Vec<RecordedMove>;
    /// Plays ply `ply` (numbered from 1) of a record as [`abstract_game::record::GameRecord::replay`] does: read
    /// with the game's parser, checked with `play` (untagged) or `play_as` (seat-tagged), and kept in the
    /// history. The state is unchanged when refused.
    fn play_recorded(&mut self, ply: usize, mv: &RecordedMove) -> Result<(), ReplayError>;
}

/// Any game as a [`Session`]: the erased game, its presentation, and the bot of each seat played by one.
pub struct Erased {
    game: Box<dyn DynGame>,
    presentation: Box<dyn DynPresentation>,
    /// The bot of each seat played by one, built on its first chance to act.
    bots: Vec<Option<SeatBot>>,
}

/// A seat's bot and the kind it was built for.
struct SeatBot {
    spec: BotSpec,
    bot: Box<dyn ErasedBot>,
}

impl Erased {
    /// A session starting at `game`, with no history: the state erased by `game-runtime`, presented by its
    /// [`Presentation`].
    pub fn new<G>(game: G) -> Self
    where
        G: Presentation<Move: Send + Sync> + Display + FromStr<Err: Display> + Send + Sync + 'static,
    {
        Erased::from_parts(Box::new(dyn_game::Erased::new(game)), presentation_of::<G>())
    }

    /// A session over an erased game and its presentation (as the registry gives them), with no bots yet.
    pub fn from_parts(game: Box<dyn DynGame>, presentation: Box<dyn DynPresentation>) -> Self {
        Erased { game, presentation, bots: Vec::new() }
    }

    /// The erased game.
    pub fn game(&self) -> &dyn DynGame {
        &*self.game
    }

    /// The game's presentation.
    pub fn presentation(&self) -> &dyn DynPresentation {
        &*self.presentation
    }

    /// The seat's open out-of-turn actions, when the game has any.
    fn open_actions(&self, seat: PlayerId) -> Vec<String> {
        if !self.presentation.has_out_of_turn_actions(&*self.game) {
            return Vec::new();
        }
        self.game.out_of_turn_moves(seat)
    }

    /// Plays a move drawn from the seat's legal or open moves (so it is legal) for `seat`.
    fn record(&mut self, seat: PlayerId, mv: &str) -> Option<String> {
        match self.game.play_text(Some(seat), mv) {
            Ok(played) => Some(played),
            Err(error) => {
                // The move came from the game's own lists: the laws rule this out.
                eprintln!("warning: {mv} could not be played ({error})");
                None
            }
        }
    }

    /// A uniformly random legal move of the seat on turn (nature's outcomes with their odds), played.
    fn random(&mut self, rng: &mut Xoshiro256) -> Option<String> {
        self.game.play_random(rng)
    }

    /// The seat's bot, built for `spec` unless it already is (then it keeps its tree or table), taken out of
    /// the session while it searches.
    fn take_bot(&mut self, seat: PlayerId, spec: BotSpec, rng: &mut Xoshiro256) -> Result<SeatBot, BotError> {
        if let Some(slot) = self.bots.get_mut(seat.index())
            && let Some(kept) = slot.take_if(|b| b.spec == spec)
        {
            return Ok(kept);
        }
        let bot = self.presentation.bot(&*self.game, Some(spec), seat, rng.next_u64())?;
        Ok(SeatBot { spec, bot })
    }

    /// Puts a seat's bot back for its next chance.
    fn keep_bot(&mut self, seat: PlayerId, bot: SeatBot) {
        if self.bots.len() <= seat.index() {
            self.bots.resize_with(seat.index() + 1, || None);
        }
        self.bots[seat.index()] = Some(bot);
    }

    /// The search's choice for `seat` here, `None` when it failed or chose nothing legal (reported on standard
    /// error: the laws rule it out, and the game goes on with a random move rather than stopping).
    fn searched_move(&self, bot: &mut SeatBot, seat: PlayerId) -> Option<String> {
        match bot.bot.choose(&*self.game, seat) {
            Ok(choice) if self.game.legal_moves().contains(&choice.mv) => Some(choice.mv),
            Ok(choice) => {
                eprintln!(
                    "warning: {} chose an illegal move {}; a random move is played",
                    bot.spec, choice.mv
                );
                None
            }
            Err(why) => {
                eprintln!("warning: {} failed ({why}); a random move is played", bot.spec);
                None
            }
        }
    }
}

impl Session for Erased {
    fn position(&self) -> String {
        self.game.position()
    }

    fn board(&self) -> String {
        self.presentation.board(&*self.game)
    }

    fn view(&self, seat: PlayerId) -> String {
        self.presentation.view(&*self.game, seat)
    }

    fn has_secrets(&self) -> bool {
        self.presentation.has_secrets(&*self.game)
    }

    fn svg(&self, seat: Option<PlayerId>, options: &abstract_game::svg::SvgOptions) -> Option<String> {
        self.game.svg(seat, options)
    }

    fn status(&self) -> Status {
        self.game.status()
    }

    fn num_players(&self) -> usize {
        self.game.num_players()
    }

    fn seat_name(&self, seat: PlayerId) -> String {
        self.presentation.seat_name(&*self.game, seat)
    }

    fn perft(&self, depth: u32) -> u64 {
        self.game.perft(depth)
    }

    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        self.game.perft_divide(depth)
    }

    fn moves(&self) -> Vec<(String, String)> {
        self.game
            .legal_moves()
            .into_iter()
            .map(|mv| {
                let mut child = self.game.clone_box();
                let position = match child.play_text(None, &mv) {
                    Ok(_) => child.position(),
                    // A listed move always plays; were it not to, its row shows the position unchanged.
                    Err(_) => self.game.position(),
                };
                (mv, position)
            })
            .collect()
    }

    fn out_of_turn_moves(&self, seat: PlayerId) -> Vec<String> {
        self.open_actions(seat)
    }

    fn offer(&self, mv: &str) -> String {
        self.presentation.offer(&*self.game, mv)
    }

    fn who_may_play(&self, text: &str) -> Result<(String, Vec<PlayerId>), SessionError> {
        Ok(self.game.who_may_play(text)?)
    }

    fn play_text(&mut self, text: &str) -> Result<String, SessionError> {
        Ok(self.game.play_text(None, text)?)
    }

    fn play_as(&mut self, seat: PlayerId, text: &str) -> Result<String, SessionError> {
        Ok(self.game.play_text(Some(seat), text)?)
    }

    fn roll(&mut self, outcome: &str) -> Result<(), SessionError> {
        self.game = self.presentation.roll(&*self.game, outcome)?;
        Ok(())
    }

    fn play_random(&mut self, rng: &mut Xoshiro256) -> Option<String> {
        self.random(rng)
    }

    fn act_randomly(
        &mut self,
        seat: PlayerId,
        out_of_turn_one_in: u64,
        rng: &mut Xoshiro256,
    ) -> Option<String> {
        let open = self.open_actions(seat);
        if !open.is_empty() && random_below(rng, out_of_turn_one_in) == 0 {
            let mv = open[random_index(rng, open.len())].clone();
            return self.record(seat, &mv);
        }
        if self.game.status() != Status::ToMove(seat) {
            return None;
        }
        self.random(rng)
    }

    fn announce(&self, mv: &str) -> String {
        self.presentation.announce(&*self.game, mv)
    }

    fn narrate(&self) -> Option<String> {
        self.presentation.narrate(&*self.game)
    }

    fn history(&self) -> Vec<PlayedMove> {
        self.game.history().into_iter().map(|ply| PlayedMove { seat: ply.seat, text: ply.text }).collect()
    }

    fn take_back(&mut self, plies: usize, ballot: Ballot<'_>) -> Result<(), SessionError> {
        self.presentation.take_back(&*self.game, plies, ballot)?;
        self.game
            .undo(plies)
            .map_err(|e| SessionError::Presentation(PresentationError::TakeBackRefused(e.to_string())))
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn check_bot(&self, spec: BotSpec) -> Result<(), SessionError> {
        let seat = self.game.status().to_move().unwrap_or(PlayerId::from_const(0));
        self.presentation.bot(&*self.game, Some(spec), seat, 0)?;
        Ok(())
    }

    fn act_as_bot(&mut self, seat: PlayerId, spec: BotSpec, rng: &mut Xoshiro256) -> Option<String> {
        let open = self.open_actions(seat);
        let on_turn = self.game.status() == Status::ToMove(seat);
        if open.is_empty() && !on_turn {
            return None;
        }
        let mut bot = match self.take_bot(seat, spec, rng) {
            Ok(bot) => bot,
            Err(why) => {
                // `check_bot` refused this kind before the game began; a state that changes the answer mid-game
                // (none does today) gets random play rather than a stopped table.
                eprintln!("warning: {spec} cannot play here ({why}); the seat plays at random");
                return self.act_randomly(seat, crate::seats::OUT_OF_TURN_ONE_IN, rng);
            }
        };
        let mut played = None;
        let action = if open.is_empty() {
            None
        } else {
            bot.bot.out_of_turn(&*self.game, seat).ok().flatten().filter(|a| open.contains(a))
        };
        if let Some(action) = action {
            played = self.record(seat, &action);
        } else if on_turn {
            played = match self.searched_move(&mut bot, seat) {
                Some(mv) => self.record(seat, &mv),
                None => self.random(rng),
            };
        }
        self.keep_bot(seat, bot);
        played
    }

    fn think(&self, spec: BotSpec, seed: u64) -> Result<(String, String), SessionError> {
        let seat = match self.game.status() {
            Status::ToMove(seat) => seat,
            Status::Chance => return Err(SessionError::NatureNext),
            Status::Over => return Err(SessionError::Over),
        };
        let mut bot = self.presentation.bot(&*self.game, Some(spec), seat, seed)?;
        let choice = bot.choose(&*self.game, seat)?;
        Ok((choice.mv, choice.info))
    }

    fn rounds(&self) -> Option<u32> {
        self.presentation.rounds(&*self.game)
    }

    fn is_out(&self, seat: PlayerId) -> bool {
        self.presentation.is_out(&*self.game, seat)
    }

    fn enter_move(&self) -> Option<String> {
        self.presentation.enter_move(&*self.game)
    }

    fn start_position(&self) -> String {
        self.game.start_position()
    }

    fn recorded_moves(&self) -> Vec<RecordedMove> {
        self.game.recorded_moves()
    }

    fn play_recorded(&mut self, ply: usize, recorded: &RecordedMove) -> Result<(), ReplayError> {
        self.game.play_recorded(ply, recorded)
    }
}

/// An outcome in the session's seat names, in the family's one wording ([`Outcome::named`]):
/// `Black wins`, `1st Blue, 2nd Red, 3rd Yellow and Green`, `draw (penalty points: P1 4, P2 4, P3 4)`.
pub fn describe_outcome(session: &dyn Session, outcome: &Outcome) -> String {
    outcome.named(|seat| session.seat_name(seat)).to_string()
}
