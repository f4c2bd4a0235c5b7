//! One running game behind an object-safe interface, so the commands are written once for every game.

use std::fmt::Display;
use std::str::FromStr;

use abstract_game::{Game, Outcome, PlayerId, Status, Xoshiro256, perft, perft_divide, random_move};

/// A game state of any game, erased to what the command-line tool needs.
pub trait Session {
    /// The position string (the game's `Display`), which `--position` reads back.
    fn position(&self) -> String;
    /// A picture of the board for people; the position string when the game has none.
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
    /// The legal moves in notation, each with the position it leads to.
    fn moves(&self) -> Vec<(String, String)>;
    /// Plays a move given in notation for the seat on turn (or a chance outcome); returns its canonical text.
    fn play_text(&mut self, text: &str) -> Result<String, String>;
    /// Makes nature's next outcome the one named (`6-4` for dice), for listing the moves that follow it.
    fn roll(&mut self, outcome: &str) -> Result<(), String>;
    /// Plays a random move (chance outcomes with their odds); `None` when the game is over.
    fn play_random(&mut self, rng: &mut Xoshiro256) -> Option<String>;
    /// How a move played (in notation, as `play_text` or `play_random` return it) is told to the table: the
    /// whole notation, but for the secret part of a move that has one (a card kept, an objective picked).
    fn announce(&self, mv: &str) -> String;
    /// The result, once over.
    fn outcome(&self) -> Option<Outcome>;
}

/// How a game presents itself beyond the trait: board pictures and seat names.
pub trait Presentation: Game + Display + FromStr {
    /// A picture of the board.
    fn board(&self) -> String {
        self.to_string()
    }
    /// The seat's name.
    fn seat_name(&self, seat: PlayerId) -> String {
        format!("seat {seat}")
    }
    /// Makes nature's next outcome the one named. The default plays it as the chance outcome of the state,
    /// which must be at a chance node; games whose roll follows a decision (backgammon's cube) override it.
    fn roll(&mut self, outcome: &str) -> Result<(), String> {
        if !self.status().is_chance() {
            return Err("no chance outcome is due in this position".to_string());
        }
        let mv = self.parse_move(outcome.trim()).map_err(|e| e.to_string())?;
        self.play(mv).map_err(|e| format!("{mv}: {e}"))
    }
    /// Whether seats hold secrets (then [`Presentation::view`] must be overridden too).
    fn has_secrets(&self) -> bool {
        false
    }
    /// What `seat` may see; games with hidden information override it, the default is the whole board.
    fn view(&self, seat: PlayerId) -> String {
        let _ = seat;
        Presentation::board(self)
    }
    /// How a move is told to the table (see [`Session::announce`]); games whose moves carry a secret
    /// override it. The default is the move's notation as given.
    fn announce(&self, mv: &str) -> String {
        mv.to_string()
    }
}

/// Any presentable game as a [`Session`].
pub struct Erased<G>(pub G);

impl<G: Presentation> Session for Erased<G> {
    fn position(&self) -> String {
        self.0.to_string()
    }

    fn board(&self) -> String {
        Presentation::board(&self.0)
    }

    fn view(&self, seat: PlayerId) -> String {
        Presentation::view(&self.0, seat)
    }

    fn has_secrets(&self) -> bool {
        Presentation::has_secrets(&self.0)
    }

    fn status(&self) -> Status {
        self.0.status()
    }

    fn num_players(&self) -> usize {
        self.0.num_players()
    }

    fn seat_name(&self, seat: PlayerId) -> String {
        Presentation::seat_name(&self.0, seat)
    }

    fn perft(&self, depth: u32) -> u64 {
        perft(&self.0, depth)
    }

    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        perft_divide(&self.0, depth).into_iter().map(|(mv, n)| (mv.to_string(), n)).collect()
    }

    fn moves(&self) -> Vec<(String, String)> {
        self.0
            .legal_moves()
            .iter()
            .map(|&mv| {
                let mut child = self.0.clone();
                child.play_unchecked(mv);
                (mv.to_string(), child.to_string())
            })
            .collect()
    }

    fn play_text(&mut self, text: &str) -> Result<String, String> {
        let mv = self.0.parse_move(text.trim()).map_err(|e| e.to_string())?;
        self.0.play(mv).map_err(|e| format!("{mv}: {e}"))?;
        Ok(mv.to_string())
    }

    fn roll(&mut self, outcome: &str) -> Result<(), String> {
        Presentation::roll(&mut self.0, outcome)
    }

    fn play_random(&mut self, rng: &mut Xoshiro256) -> Option<String> {
        let mv = random_move(&self.0, rng)?;
        self.0.play_unchecked(mv);
        Some(mv.to_string())
    }

    fn announce(&self, mv: &str) -> String {
        Presentation::announce(&self.0, mv)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }
}

/// Describes an outcome with the game's seat names: "Black wins", "White and Black win", "draw", or a ranking.
pub fn describe_outcome(session: &dyn Session, outcome: &Outcome) -> String {
    if outcome.is_draw() {
        return "draw".to_string();
    }
    let winners: Vec<String> = outcome.winners().iter().map(|&s| session.seat_name(s)).collect();
    let verb = if winners.len() == 1 { "wins" } else { "win" };
    let mut text = format!("{} {verb}", winners.join(" and "));
    if outcome.num_players() > 2 || outcome.kind() != abstract_game::ScoreKind::Rank {
        let places: Vec<String> = PlayerId::all(outcome.num_players())
            .map(|s| {
                let score = outcome.score(s).unwrap_or_default();
                format!("{} #{} ({score})", session.seat_name(s), outcome.rank(s).unwrap_or_default())
            })
            .collect();
        text = format!("{text} [{}]", places.join(", "));
    }
    text
}
