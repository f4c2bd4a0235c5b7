//! A table of seats driving a session one step at a time: nature's outcomes, the non-human seats'
//! out-of-turn chances and moves, and when a person must be asked. `play`, `selfplay` and `demo` share it,
//! so random seats behave the same everywhere (doubled hands included).

use std::collections::VecDeque;

use abstract_game::{PlayerId, Status, Xoshiro256};

use crate::seats::SeatKind;
use crate::session::Session;

/// What one step did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Step {
    /// Nature played: a roll, a card dealt (the move's notation).
    Chance(String),
    /// A non-human seat played a move (`out_of_turn`: an action taken while another seat is on turn).
    Played {
        /// Who played.
        seat: PlayerId,
        /// The move's notation.
        mv: String,
        /// Whether the seat acted out of turn.
        out_of_turn: bool,
    },
    /// The seat on turn is a person: ask at the terminal, then call [`Table::state_changed`] if a move was
    /// played.
    Person(PlayerId),
    /// The game is over (or stuck: a non-human seat on turn found no move, which the laws rule out).
    Over,
}

/// The seats and the random source of the non-human ones.
pub struct Table<'a> {
    seats: &'a [SeatKind],
    rng: Xoshiro256,
    /// Whether the seats off turn have had their chance to act in the current state: one chance per state, so
    /// a person typing `board` at a prompt does not give the random seats another draw.
    chances_given: bool,
    /// Nature's outcomes a take-back removed, oldest first: nature plays them again before drawing anything.
    kept: VecDeque<String>,
}

impl<'a> Table<'a> {
    /// A table with these seats (in seat order) and a seed for the random ones and nature.
    pub fn new(seats: &'a [SeatKind], seed: u64) -> Self {
        Table { seats, rng: Xoshiro256::seed_from_u64(seed), chances_given: false, kept: VecDeque::new() }
    }

    /// The seat's controller (random for a seat beyond the list).
    pub fn kind(&self, seat: PlayerId) -> SeatKind {
        self.seats.get(seat.index()).copied().unwrap_or(SeatKind::Random)
    }

    /// Says that the state changed outside [`Table::step`] (a person played, a take-back), so the seats off
    /// turn get a new chance to act.
    pub fn state_changed(&mut self) {
        self.chances_given = false;
    }

    /// Keeps nature's outcomes that a take-back removed (`outcomes`, oldest first, in notation), so that nature
    /// plays them again in the same order instead of drawing new ones: a person who has seen a roll never gets
    /// it re-drawn by `undo`. They go before the outcomes kept earlier and not yet played again (those came
    /// after them). An outcome the game no longer accepts there ends the kept list: nature draws from then on.
    pub fn keep_outcomes(&mut self, outcomes: Vec<String>) {
        for outcome in outcomes.into_iter().rev() {
            self.kept.push_front(outcome);
        }
    }

    /// Nature's next outcome: the first kept one if the game accepts it here, else a random draw.
    fn chance(&mut self, session: &mut dyn Session) -> Option<String> {
        if let Some(kept) = self.kept.pop_front() {
            match session.play_text(&kept) {
                Ok(mv) => return Some(mv),
                Err(_) => self.kept.clear(),
            }
        }
        session.play_random(&mut self.rng)
    }

    /// Advances by one action: nature's, else an off-turn non-human seat's out-of-turn action (each gets one
    /// chance per state, in seat order after the seat on turn), else the non-human seat on turn's move; or
    /// says a person is on turn, or that the game is over.
    pub fn step(&mut self, session: &mut dyn Session) -> Step {
        let on_turn = match session.status() {
            Status::Over => return Step::Over,
            Status::Chance => {
                let Some(mv) = self.chance(session) else { return Step::Over };
                self.chances_given = false;
                return Step::Chance(mv);
            }
            Status::ToMove(seat) => seat,
        };
        if !self.chances_given {
            self.chances_given = true;
            let n = session.num_players();
            for offset in 1..n {
                let seat = PlayerId::all(n).nth((on_turn.index() + offset) % n).unwrap_or(on_turn);
                if let Some(mv) = self.kind(seat).act(session, seat, &mut self.rng) {
                    self.chances_given = false;
                    return Step::Played { seat, mv, out_of_turn: true };
                }
            }
        }
        let kind = self.kind(on_turn);
        if kind.is_human() {
            return Step::Person(on_turn);
        }
        // A seat on turn may take an out-of-turn action first (a méchoune before its bid).
        let open = session.out_of_turn_moves(on_turn);
        match kind.act(session, on_turn, &mut self.rng) {
            Some(mv) => {
                self.chances_given = false;
                let out_of_turn = open.contains(&mv);
                Step::Played { seat: on_turn, mv, out_of_turn }
            }
            None => Step::Over,
        }
    }
}
