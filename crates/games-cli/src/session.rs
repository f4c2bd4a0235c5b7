//! One running game behind an object-safe interface, so the commands are written once for every game. The
//! session keeps the history of its states, for `undo` and for telling the table what a move did.

use abstract_game::{Game, Outcome, PlayerId, Status, Xoshiro256, perft, perft_divide};
use abstract_game::{random_below, random_index, random_move};

use abstract_game::rand_core::Rng;
use abstract_game::record::{RecordedMove, ReplayError};

use crate::bots::{Bot, BotSetup, BotSpec, seat_seed};
pub use crate::presentation::{Ballot, Ply, Presentation};
pub use crate::results::describe_outcome;

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
    fn who_may_play(&self, text: &str) -> Result<(String, Vec<PlayerId>), String>;
    /// Plays a move given in notation for the seat on turn (or a chance outcome); returns its canonical text.
    fn play_text(&mut self, text: &str) -> Result<String, String>;
    /// Plays a move given in notation for `seat`, on turn or out of turn; returns its canonical text.
    fn play_as(&mut self, seat: PlayerId, text: &str) -> Result<String, String>;
    /// Makes nature's next outcome the one named (`6-4` for dice), for listing the moves that follow it.
    fn roll(&mut self, outcome: &str) -> Result<(), String>;
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
    fn take_back(&mut self, plies: usize, ballot: Ballot<'_>) -> Result<(), String>;
    /// The result, once over.
    fn outcome(&self) -> Option<Outcome>;
    /// Whether a bot of this kind can play this game from this state, or the one-line reason it cannot (`mcts`
    /// on hidden cards, `alphabeta` on four seats or dice, ...).
    fn check_bot(&self, spec: BotSpec) -> Result<(), String>;
    /// One chance for a bot seat to act, as [`Session::act_randomly`] is for a random one: an open
    /// out-of-turn action if its search takes one, else, on turn, the move its search chooses. Plays it and
    /// returns it; `None` when the seat lets the chance pass. The session keeps one bot per seat for the whole
    /// game (its tree or table kept between moves), built on first use with a seed drawn from `rng` and mixed
    /// with the seat.
    fn act_as_bot(&mut self, seat: PlayerId, spec: BotSpec, rng: &mut Xoshiro256) -> Option<String>;
    /// The move a fresh bot of this kind, seeded from `seed` and the seat, chooses for the seat on turn, without
    /// playing it: its notation and a line about the search.
    fn think(&self, spec: BotSpec, seed: u64) -> Result<(String, String), String>;
    /// How many rounds a whole game has when its score is summed over rounds (a card game's hands).
    fn rounds(&self) -> Option<u32>;
    /// The move an empty line plays for the person on turn, as notation (see [`Presentation::enter_move`]).
    fn enter_move(&self) -> Option<String>;
    /// Whether the seat has left a game the others play on (see [`Presentation::is_out`]).
    fn is_out(&self, seat: PlayerId) -> bool;
    /// The position string the history starts from (the current one when nothing was played).
    fn start_position(&self) -> String;
    /// The history as a game record's plies: a move is seat-tagged, with the game's own seat name
    /// ([`Game::seat_name`]), when it was played out of turn (not one of the turn's moves of the seat on turn).
    fn recorded_moves(&self) -> Vec<RecordedMove>;
    /// Plays ply `ply` (numbered from 1) of a record as [`abstract_game::record::GameRecord::replay`] does: read
    /// with the game's parser, checked with `play` (untagged) or `play_as` (seat-tagged), and kept in the
    /// history. The state is unchanged when refused.
    fn play_recorded(&mut self, ply: usize, mv: &RecordedMove) -> Result<(), ReplayError>;
}

/// Any presentable game as a [`Session`], with the history of its states.
pub struct Erased<G: Game> {
    game: G,
    history: Vec<Ply<G>>,
    /// The bot of each seat played by one, built on its first chance to act.
    bots: Vec<Option<SeatBot<G>>>,
}

/// A seat's bot and the kind it was built for.
struct SeatBot<G: Game> {
    spec: BotSpec,
    bot: Box<dyn Bot<G>>,
}

impl<G: Presentation> Erased<G> {
    /// A session starting at `game`, with no history.
    pub fn new(game: G) -> Self {
        Erased { game, history: Vec::new(), bots: Vec::new() }
    }

    /// The game state.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// Plays a move already checked (or drawn from the legal moves) and records it.
    fn record(&mut self, seat: Option<PlayerId>, mv: G::Move) {
        let before = self.game.clone();
        self.game.play_unchecked(mv);
        self.history.push(Ply { before, seat, mv });
    }

    /// The seat's open out-of-turn actions: its legal moves that are not moves of the seat on turn.
    fn open_actions(&self, seat: PlayerId) -> Vec<G::Move> {
        if !self.game.has_out_of_turn_actions() {
            return Vec::new();
        }
        let mut of_seat = G::MoveList::default();
        self.game.legal_moves_of(seat, &mut of_seat);
        if of_seat.is_empty() {
            return Vec::new();
        }
        let turn = self.game.legal_moves();
        of_seat.iter().copied().filter(|mv| !turn.contains(mv)).collect()
    }

    /// The seat's bot, built for `spec` unless it already is (then it keeps its tree or table), taken out of
    /// the session while it searches.
    fn take_bot(
        &mut self,
        seat: PlayerId,
        spec: BotSpec,
        rng: &mut Xoshiro256,
    ) -> Result<SeatBot<G>, String> {
        if let Some(slot) = self.bots.get_mut(seat.index())
            && let Some(kept) = slot.take_if(|b| b.spec == spec)
        {
            return Ok(kept);
        }
        let setup = BotSetup::new(spec, seat_seed(rng.next_u64(), seat));
        let (_, make) = G::capabilities().maker(spec.algo, &self.game)?;
        Ok(SeatBot { spec, bot: make(&self.game, &setup)? })
    }

    /// Puts a seat's bot back for its next chance.
    fn keep_bot(&mut self, seat: PlayerId, bot: SeatBot<G>) {
        if self.bots.len() <= seat.index() {
            self.bots.resize_with(seat.index() + 1, || None);
        }
        self.bots[seat.index()] = Some(bot);
    }

    /// The search's choice for `seat` here, `None` when it failed or chose nothing legal (reported on standard
    /// error: the laws rule it out, and the game goes on with a random move rather than stopping).
    fn searched_move(&mut self, bot: &mut SeatBot<G>, seat: PlayerId) -> Option<G::Move> {
        match bot.bot.choose(&self.game, &self.history, seat) {
            Ok(decision) if self.game.legal_moves().contains(&decision.mv) => Some(decision.mv),
            Ok(decision) => {
                eprintln!(
                    "warning: {} chose an illegal move {}; a random move is played",
                    bot.spec, decision.mv
                );
                None
            }
            Err(why) => {
                eprintln!("warning: {} failed ({why}); a random move is played", bot.spec);
                None
            }
        }
    }

    /// The seats that may play `mv` now: the seat on turn if it is among its moves, and every seat whose
    /// `legal_moves_of` lists it.
    fn seats_for(&self, mv: G::Move) -> Vec<PlayerId> {
        let mut list = G::MoveList::default();
        PlayerId::all(self.game.num_players())
            .filter(|&seat| {
                self.game.legal_moves_of(seat, &mut list);
                list.contains(&mv)
            })
            .collect()
    }
}

impl<G: Presentation> Session for Erased<G> {
    fn position(&self) -> String {
        self.game.to_string()
    }

    fn board(&self) -> String {
        Presentation::board(&self.game)
    }

    fn view(&self, seat: PlayerId) -> String {
        Presentation::view(&self.game, seat)
    }

    fn has_secrets(&self) -> bool {
        Presentation::has_secrets(&self.game)
    }

    fn status(&self) -> Status {
        self.game.status()
    }

    fn num_players(&self) -> usize {
        self.game.num_players()
    }

    fn seat_name(&self, seat: PlayerId) -> String {
        Presentation::seat_name(&self.game, seat)
    }

    fn perft(&self, depth: u32) -> u64 {
        perft(&self.game, depth)
    }

    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        perft_divide(&self.game, depth).into_iter().map(|(mv, n)| (mv.to_string(), n)).collect()
    }

    fn moves(&self) -> Vec<(String, String)> {
        self.game
            .legal_moves()
            .iter()
            .map(|&mv| {
                let mut child = self.game.clone();
                child.play_unchecked(mv);
                (mv.to_string(), child.to_string())
            })
            .collect()
    }

    fn out_of_turn_moves(&self, seat: PlayerId) -> Vec<String> {
        self.open_actions(seat).iter().map(ToString::to_string).collect()
    }

    fn offer(&self, mv: &str) -> String {
        match self.game.parse_move(mv.trim()) {
            Ok(mv) => Presentation::offer(&self.game, mv),
            Err(_) => format!("play {mv}"),
        }
    }

    fn who_may_play(&self, text: &str) -> Result<(String, Vec<PlayerId>), String> {
        let mv = self.game.parse_move(text.trim()).map_err(|e| e.to_string())?;
        Ok((mv.to_string(), self.seats_for(mv)))
    }

    fn play_text(&mut self, text: &str) -> Result<String, String> {
        let mv = self.game.parse_move(text.trim()).map_err(|e| e.to_string())?;
        let seat = self.game.status().to_move();
        let mut checked = self.game.clone();
        checked.play(mv).map_err(|e| format!("{mv}: {e}"))?;
        self.history.push(Ply { before: std::mem::replace(&mut self.game, checked), seat, mv });
        Ok(mv.to_string())
    }

    fn play_as(&mut self, seat: PlayerId, text: &str) -> Result<String, String> {
        let mv = self.game.parse_move(text.trim()).map_err(|e| e.to_string())?;
        let mut checked = self.game.clone();
        checked.play_as(seat, mv).map_err(|e| format!("{mv}: {e}"))?;
        self.history.push(Ply { before: std::mem::replace(&mut self.game, checked), seat: Some(seat), mv });
        Ok(mv.to_string())
    }

    fn roll(&mut self, outcome: &str) -> Result<(), String> {
        Presentation::roll(&mut self.game, outcome)
    }

    fn play_random(&mut self, rng: &mut Xoshiro256) -> Option<String> {
        let mv = random_move(&self.game, rng)?;
        self.record(self.game.status().to_move(), mv);
        Some(mv.to_string())
    }

    fn act_randomly(
        &mut self,
        seat: PlayerId,
        out_of_turn_one_in: u64,
        rng: &mut Xoshiro256,
    ) -> Option<String> {
        let open = self.open_actions(seat);
        if !open.is_empty() && random_below(rng, out_of_turn_one_in) == 0 {
            let mv = open[random_index(rng, open.len())];
            self.record(Some(seat), mv);
            return Some(mv.to_string());
        }
        if self.game.status() != Status::ToMove(seat) {
            return None;
        }
        let mv = random_move(&self.game, rng)?;
        self.record(Some(seat), mv);
        Some(mv.to_string())
    }

    fn announce(&self, mv: &str) -> String {
        Presentation::announce(&self.game, mv)
    }

    fn narrate(&self) -> Option<String> {
        if self.history.is_empty() { None } else { Presentation::narrate(&self.game, &self.history) }
    }

    fn history(&self) -> Vec<PlayedMove> {
        self.history.iter().map(|ply| PlayedMove { seat: ply.seat, text: ply.mv.to_string() }).collect()
    }

    fn take_back(&mut self, plies: usize, ballot: Ballot<'_>) -> Result<(), String> {
        let available = self.history.len();
        if plies == 0 || plies > available {
            return Err(format!("cannot take back {plies} plies, {available} were played here"));
        }
        let keep = available - plies;
        let restored = match Presentation::take_back(&self.game, &self.history, plies, ballot)? {
            Some(state) => state,
            None => self.history[keep].before.clone(),
        };
        self.game = restored;
        self.history.truncate(keep);
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn check_bot(&self, spec: BotSpec) -> Result<(), String> {
        let (_, make) = G::capabilities().maker(spec.algo, &self.game)?;
        make(&self.game, &BotSetup::new(spec, 0)).map(|_| ())
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
        if !open.is_empty()
            && let Some(action) = bot.bot.out_of_turn(&self.game, seat).filter(|a| open.contains(a))
        {
            played = Some(action);
        } else if on_turn {
            played = self.searched_move(&mut bot, seat).or_else(|| random_move(&self.game, rng));
        }
        self.keep_bot(seat, bot);
        let mv = played?;
        self.record(Some(seat), mv);
        Some(mv.to_string())
    }

    fn think(&self, spec: BotSpec, seed: u64) -> Result<(String, String), String> {
        let seat = match self.game.status() {
            Status::ToMove(seat) => seat,
            Status::Chance => {
                return Err(
                    "nature acts next here (a roll or a card dealt): give the roll with --dice, or a \
                            position after it"
                        .to_string(),
                );
            }
            Status::Over => return Err("the game is over: there is no move to think about".to_string()),
        };
        let (_, make) = G::capabilities().maker(spec.algo, &self.game)?;
        let mut bot = make(&self.game, &BotSetup::new(spec, seat_seed(seed, seat)))?;
        let decision = bot.choose(&self.game, &self.history, seat)?;
        Ok((decision.mv.to_string(), decision.info))
    }

    fn rounds(&self) -> Option<u32> {
        Presentation::rounds(&self.game)
    }

    fn is_out(&self, seat: PlayerId) -> bool {
        Presentation::is_out(&self.game, seat)
    }

    fn enter_move(&self) -> Option<String> {
        if !matches!(self.game.status(), Status::ToMove(_)) {
            return None;
        }
        Presentation::enter_move(&self.game).map(|mv| mv.to_string())
    }

    fn start_position(&self) -> String {
        self.history.first().map_or(&self.game, |ply| &ply.before).to_string()
    }

    fn recorded_moves(&self) -> Vec<RecordedMove> {
        self.history
            .iter()
            .map(|ply| {
                let out_of_turn = ply.seat.filter(|&seat| {
                    ply.before.status() != Status::ToMove(seat) || !ply.before.legal_moves().contains(&ply.mv)
                });
                match out_of_turn {
                    Some(seat) => RecordedMove::by(Game::seat_name(&ply.before, seat), ply.mv.to_string()),
                    None => RecordedMove::new(ply.mv.to_string()),
                }
            })
            .collect()
    }

    fn play_recorded(&mut self, ply: usize, recorded: &RecordedMove) -> Result<(), ReplayError> {
        let seat = match recorded.seat.as_deref() {
            Some(name) => Some(
                PlayerId::all(self.game.num_players())
                    .find(|&s| Game::seat_name(&self.game, s) == name)
                    .ok_or_else(|| ReplayError::UnknownSeat { ply, seat: name.to_string() })?,
            ),
            None => None,
        };
        let mv = self.game.parse_move(&recorded.text).map_err(|e| ReplayError::BadMove {
            ply,
            text: recorded.text.clone(),
            message: e.to_string(),
        })?;
        let mut checked = self.game.clone();
        let played = match seat {
            Some(seat) => checked.play_as(seat, mv),
            None => checked.play(mv),
        };
        played.map_err(|error| ReplayError::Illegal { ply, text: recorded.text.clone(), error })?;
        let seat = seat.or_else(|| self.game.status().to_move());
        self.history.push(Ply { before: std::mem::replace(&mut self.game, checked), seat, mv });
        Ok(())
    }
}
