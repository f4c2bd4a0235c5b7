//! How a game ends and how the four seats are ranked.

use abstract_game::Outcome;

use crate::{Position, Seat};

/// Why a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Ending {
    /// One seat is left: it wins ("chi rimane per ultimo sulla scacchiera").
    LastStanding,
    /// The no-progress limit: the rules' number of rounds without a capture or a pawn move.
    NoProgress,
    /// The same position with the same seat to move occurred the rules' number of times (seen by
    /// [`GameHistory`](crate::GameHistory), which keeps the history).
    Repetition,
    /// The remaining players agreed to end the game ([`GameHistory::end_by_agreement`](crate::GameHistory)).
    Agreement,
}

impl Position {
    /// The no-progress limit in plies here: the rules' rounds times the seats still in the game (a round is
    /// one turn of every remaining seat; eliminations reset the clock, so the count is fixed while it runs).
    #[inline]
    pub fn no_progress_limit(&self) -> u16 {
        u16::from(self.rules.no_progress_rounds()) * self.active_count() as u16
    }

    /// Why the game is over, if it is, as far as the position alone can tell (repetition and agreement need
    /// the record).
    #[inline]
    pub fn ending(&self) -> Option<Ending> {
        if self.active_count() <= 1 {
            Some(Ending::LastStanding)
        } else if self.clock >= self.no_progress_limit() {
            Some(Ending::NoProgress)
        } else {
            None
        }
    }

    /// Whether the game is over (see [`Position::ending`]).
    #[inline]
    pub fn is_over(&self) -> bool {
        self.ending().is_some()
    }

    /// Each seat's place (1 = first) if the game were scored now: the seats still in rank by piece count
    /// ([`Position::piece_count`]: own pieces on the board + captured, credited armies included), equal counts
    /// sharing a place; below them the eliminated seats, the last eliminated highest.
    pub fn ranks(&self) -> [u8; 4] {
        let active = self.active_count() as u8;
        let mut ranks = [0u8; 4];
        for seat in Seat::ALL {
            let i = seat.index();
            ranks[i] = if self.is_eliminated(seat) {
                let later = self.eliminated.iter().filter(|&&e| e > self.eliminated[i]).count() as u8;
                active + 1 + later
            } else {
                let count = self.piece_count(seat);
                let better = Seat::ALL
                    .into_iter()
                    .filter(|&o| !self.is_eliminated(o) && self.piece_count(o) > count)
                    .count() as u8;
                1 + better
            };
        }
        ranks
    }

    /// The outcome if the game were ended now, by agreement or any adjudication: the ranking of
    /// [`Position::ranks`]. An API call, not a move.
    ///
    /// # Panics
    ///
    /// Never: four ranks of at least 1 always make an outcome.
    pub fn adjudicate(&self) -> Outcome {
        Outcome::ranking(&self.ranks()).expect("four ranks, each at least 1")
    }

    /// The outcome once the position ends the game ([`Position::ending`]).
    pub fn outcome(&self) -> Option<Outcome> {
        self.is_over().then(|| self.adjudicate())
    }
}
