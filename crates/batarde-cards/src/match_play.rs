//! A whole game ("partida"): the hands of the schedule, the dealer rotating clockwise, the running totals.

use crate::hand::{Hand, MAX_PLAYERS};
use crate::rules::Rules;

/// A whole game: every hand of the schedule for the table size, then the lowest total wins (ties share
/// first place, [`Outcome::penalty_points`](abstract_game::Outcome::penalty_points)).
///
/// When the first dealer is drawn by lot the game starts at a chance node whose outcomes are
/// [`Move::DrawDealer`](crate::Move::DrawDealer), one per seat, equally likely. Each hand then runs exactly as a [`Hand`] (same moves,
/// same windows for méchoune and choune); when its last trick is taken the scores are added and the next hand
/// is dealt by the next seat clockwise (so the next state is a deal chance node).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Match {
    pub(crate) rules: Rules,
    /// Index in the schedule of the hand being played (the schedule's length once over).
    pub(crate) hand_index: u8,
    pub(crate) totals: [u32; MAX_PLAYERS],
    /// Whether the first dealer is still to be drawn.
    pub(crate) drawing: bool,
    pub(crate) hand: Hand,
}

impl Match {
    /// The largest running total a match string may carry (field 3): far above anything a game reaches (the
    /// most a whole game can score one seat is 4 x 138 = 552 penalty points, five players missing every
    /// bid entirely, quadrupled, in all twelve hands), so totals never come near `u32::MAX` and the sums
    /// of [`Match`] cannot overflow. The parser also refuses a total above what the hands finished so far
    /// can score ([`PositionError::Total`](crate::PositionError::Total)).
    pub const MAX_TOTAL: u32 = 9_999;

    /// A new game under `rules`: the first dealer drawn by lot (a chance node) unless the rules give it.
    ///
    /// ```
    /// use abstract_game::{Game, Status};
    /// use batarde_cards::{Match, Rules};
    /// let game = Match::start(Rules::default());
    /// assert_eq!(game.status(), Status::Chance); // the first dealer, by lot
    /// assert_eq!(game.hand().cards_per_player(), 5);
    /// ```
    pub fn start(rules: Rules) -> Match {
        Match {
            rules,
            hand_index: 0,
            totals: [0; MAX_PLAYERS],
            drawing: rules.first_dealer().is_none(),
            hand: Hand::start(rules),
        }
    }

    /// The rules.
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The hand being played (the last one once the game is over; a placeholder before the first dealer is
    /// drawn).
    pub const fn hand(&self) -> &Hand {
        &self.hand
    }

    /// Which hand of the schedule is being played, from 0.
    pub const fn hand_index(&self) -> usize {
        self.hand_index as usize
    }

    /// The running totals of penalty points, seat by seat (hands finished so far).
    pub fn totals(&self) -> &[u32] {
        &self.totals[..self.rules.players()]
    }

    /// Whether the first dealer is still to be drawn by lot.
    pub const fn drawing_dealer(&self) -> bool {
        self.drawing
    }

    pub(crate) fn over(&self) -> bool {
        self.hand_index() >= self.rules.hand_sizes().len()
    }

    pub(crate) fn finish_hand(&mut self) {
        if let Some(scores) = self.hand.scores() {
            for (total, score) in self.totals.iter_mut().zip(scores) {
                // Saturating, not wrapping: a total can only grow. The parser bounds the totals it reads
                // (`MAX_TOTAL`) and a hand scores at most 4 x 14, so this never saturates in a real game.
                *total = total.saturating_add(score);
            }
        }
        self.hand_index += 1;
        if let Some(&cards) = self.rules.hand_sizes().get(self.hand_index()) {
            let dealer = self.hand.dealer().next(self.rules.players());
            if let Ok(hand) = Hand::new(self.rules.players(), cards.into(), dealer) {
                self.hand = hand;
            }
        }
    }
}
