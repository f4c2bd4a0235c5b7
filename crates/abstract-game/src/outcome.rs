//! The result of a finished game, seat by seat.

use core::cmp::Ordering;

use arrayvec::ArrayVec;

use crate::{MAX_SEATS, PlayerId};

/// How to read the scores of an [`Outcome`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ScoreKind {
    /// Finishing places: 1 is first, lower is better, equal places are shared.
    Rank,
    /// Points won: higher is better (a backgammon game's points, a piece count).
    Points,
    /// Penalty points: lower is better (La Bâtarde's |bid - tricks| totals).
    PenaltyPoints,
}

impl ScoreKind {
    /// Whether a higher score is better for the seat.
    pub const fn higher_is_better(self) -> bool {
        matches!(self, ScoreKind::Points)
    }
}

/// Why scores do not make an outcome.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum OutcomeError {
    /// No seats, or more than [`MAX_SEATS`].
    #[error("an outcome needs 1 to {MAX_SEATS} seats, got {0}")]
    SeatCount(usize),
    /// A winner named a seat that is not at the table.
    #[error("{seat} is not one of the {num_players} seats")]
    NoSuchSeat {
        /// The seat named.
        seat: PlayerId,
        /// Seats at the table.
        num_players: usize,
    },
    /// A rank of zero (ranks start at 1).
    #[error("ranks start at 1")]
    ZeroRank,
}

/// The result of a finished game for every seat: one score per seat and how to read it.
///
/// Two-player wins, draws, a ranking of four chess players, the shared win of a coalition (the two attackers of
/// the Siege of Paris, allied Bastardo players), backgammon points and card-game penalty points all fit: shared
/// results are equal scores. [`Outcome::rank`] and [`Outcome::utility`] read any of them the same way.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "OutcomeData"))]
pub struct Outcome {
    kind: ScoreKind,
    scores: ArrayVec<i64, MAX_SEATS>,
}

/// The unchecked shape of an outcome, so that deserializing goes through [`Outcome::from_scores`]'s checks.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct OutcomeData {
    kind: ScoreKind,
    scores: ArrayVec<i64, MAX_SEATS>,
}

#[cfg(feature = "serde")]
impl TryFrom<OutcomeData> for Outcome {
    type Error = OutcomeError;
    fn try_from(data: OutcomeData) -> Result<Self, OutcomeError> {
        Outcome::from_scores(data.kind, &data.scores)
    }
}

impl Outcome {
    /// An outcome from raw scores of the given kind.
    pub fn from_scores(kind: ScoreKind, scores: &[i64]) -> Result<Self, OutcomeError> {
        if scores.is_empty() || scores.len() > MAX_SEATS {
            return Err(OutcomeError::SeatCount(scores.len()));
        }
        if kind == ScoreKind::Rank && scores.iter().any(|&r| r < 1) {
            return Err(OutcomeError::ZeroRank);
        }
        let mut list = ArrayVec::new();
        list.extend(scores.iter().copied());
        Ok(Outcome { kind, scores: list })
    }

    /// A ranking: `ranks[seat]` is the seat's place, 1 being first; equal places are shared.
    pub fn ranking(ranks: &[u8]) -> Result<Self, OutcomeError> {
        let mut scores = ArrayVec::<i64, MAX_SEATS>::new();
        if ranks.len() > MAX_SEATS {
            return Err(OutcomeError::SeatCount(ranks.len()));
        }
        scores.extend(ranks.iter().map(|&r| i64::from(r)));
        Self::from_scores(ScoreKind::Rank, &scores)
    }

    /// Points won per seat (higher is better).
    pub fn points(points: &[i64]) -> Result<Self, OutcomeError> {
        Self::from_scores(ScoreKind::Points, points)
    }

    /// Penalty points per seat (lower is better).
    pub fn penalty_points(penalties: &[i64]) -> Result<Self, OutcomeError> {
        Self::from_scores(ScoreKind::PenaltyPoints, penalties)
    }

    /// The winners share first place, every other seat shares second: a single win, or a coalition's win.
    pub fn win(num_players: usize, winners: &[PlayerId]) -> Result<Self, OutcomeError> {
        if num_players == 0 || num_players > MAX_SEATS {
            return Err(OutcomeError::SeatCount(num_players));
        }
        let mut ranks = [2u8; MAX_SEATS];
        for &seat in winners {
            if seat.index() >= num_players {
                return Err(OutcomeError::NoSuchSeat { seat, num_players });
            }
            ranks[seat.index()] = 1;
        }
        Self::ranking(&ranks[..num_players])
    }

    /// Everybody shares first place.
    pub fn draw(num_players: usize) -> Result<Self, OutcomeError> {
        if num_players == 0 || num_players > MAX_SEATS {
            return Err(OutcomeError::SeatCount(num_players));
        }
        Self::ranking(&[1u8; MAX_SEATS][..num_players])
    }

    /// How to read the scores.
    pub fn kind(&self) -> ScoreKind {
        self.kind
    }

    /// The number of seats.
    pub fn num_players(&self) -> usize {
        self.scores.len()
    }

    /// The raw scores, seat by seat.
    pub fn scores(&self) -> &[i64] {
        &self.scores
    }

    /// The seat's raw score; `None` for a seat not at the table.
    pub fn score(&self, seat: PlayerId) -> Option<i64> {
        self.scores.get(seat.index()).copied()
    }

    /// Compares two seats' results: `Greater` when `a` did better than `b`.
    pub fn compare(&self, a: PlayerId, b: PlayerId) -> Option<Ordering> {
        let (sa, sb) = (self.score(a)?, self.score(b)?);
        Some(if self.kind.higher_is_better() { sa.cmp(&sb) } else { sb.cmp(&sa) })
    }

    /// The seat's finishing place whatever the score kind: 1 + the number of seats that did strictly better.
    pub fn rank(&self, seat: PlayerId) -> Option<usize> {
        let better = PlayerId::all(self.num_players())
            .filter(|&other| self.compare(other, seat) == Some(Ordering::Greater))
            .count();
        self.score(seat).map(|_| 1 + better)
    }

    /// The seats in first place (several when the win is shared).
    pub fn winners(&self) -> ArrayVec<PlayerId, MAX_SEATS> {
        PlayerId::all(self.num_players()).filter(|&s| self.rank(s) == Some(1)).collect()
    }

    /// Whether every seat shares first place.
    pub fn is_draw(&self) -> bool {
        self.winners().len() == self.num_players()
    }

    /// A zero-sum-like value in `[-1, 1]` for search and learning code: (seats beaten - seats beating this
    /// seat) / (seats - 1). A sole winner of two gets 1, the loser -1, a draw 0; in a four-seat ranking the
    /// places are worth 1, 1/3, -1/3, -1.
    #[allow(clippy::cast_precision_loss)] // At most eight seats.
    pub fn utility(&self, seat: PlayerId) -> Option<f64> {
        let n = self.num_players();
        self.score(seat)?;
        if n == 1 {
            return Some(0.0);
        }
        let mut net = 0i64;
        for other in PlayerId::all(n) {
            match self.compare(seat, other) {
                Some(Ordering::Greater) => net += 1,
                Some(Ordering::Less) => net -= 1,
                _ => {}
            }
        }
        Some(net as f64 / (n - 1) as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(i: u8) -> PlayerId {
        PlayerId::from_const(i)
    }

    #[test]
    fn coalition_win_shares_first_place() {
        // Siege of Paris: White (1) and Black (2) win together against Yellow (0).
        let o = Outcome::win(3, &[seat(1), seat(2)]).unwrap();
        assert_eq!(o.winners().as_slice(), &[seat(1), seat(2)]);
        assert_eq!(o.rank(seat(0)), Some(3));
        assert_eq!(o.utility(seat(1)), Some(0.5));
        assert_eq!(o.utility(seat(0)), Some(-1.0));
        assert!(!o.is_draw());
    }

    #[test]
    fn four_player_ranking_utilities() {
        let o = Outcome::ranking(&[2, 1, 4, 3]).unwrap();
        assert_eq!(o.winners().as_slice(), &[seat(1)]);
        assert_eq!(o.utility(seat(1)), Some(1.0));
        assert_eq!(o.utility(seat(2)), Some(-1.0));
        assert!((o.utility(seat(0)).unwrap() - 1.0 / 3.0).abs() < 1e-12);
    }

    #[test]
    fn penalty_points_lower_is_better_and_ties_share() {
        let o = Outcome::penalty_points(&[3, 1, 1, 7]).unwrap();
        assert_eq!(o.winners().as_slice(), &[seat(1), seat(2)]);
        assert_eq!(o.rank(seat(0)), Some(3));
        assert_eq!(o.rank(seat(3)), Some(4));
    }

    #[test]
    fn points_higher_is_better() {
        let o = Outcome::points(&[0, 2]).unwrap();
        assert_eq!(o.winners().as_slice(), &[seat(1)]);
        assert_eq!(o.compare(seat(0), seat(1)), Some(Ordering::Less));
    }

    #[test]
    fn draw_is_a_draw() {
        let o = Outcome::draw(2).unwrap();
        assert!(o.is_draw());
        assert_eq!(o.utility(seat(0)), Some(0.0));
    }

    #[test]
    fn bad_outcomes_are_typed_errors() {
        assert_eq!(Outcome::draw(0), Err(OutcomeError::SeatCount(0)));
        assert_eq!(Outcome::points(&[0; 9]), Err(OutcomeError::SeatCount(9)));
        assert_eq!(Outcome::ranking(&[0, 1]), Err(OutcomeError::ZeroRank));
        assert!(matches!(Outcome::win(2, &[seat(2)]), Err(OutcomeError::NoSuchSeat { .. })));
        assert_eq!(Outcome::ranking(&[1; 9]), Err(OutcomeError::SeatCount(9)));
    }
}
