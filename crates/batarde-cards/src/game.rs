//! A whole game ("partida"): the hands of the schedule, the dealer rotating clockwise, the running totals.

use abstract_game::arrayvec::ArrayVec;
use abstract_game::{Game, Outcome, PlayerId, Probability, Status, Undo, ZobristHash};

use crate::error::MoveParseError;
use crate::hand::{Hand, MAX_PLAYERS, MoveList, Phase};
use crate::hash;
use crate::mv::Move;
use crate::rules::Rules;

/// A whole game: every hand of the schedule for the table size, then the lowest total wins (ties share
/// first place, [`Outcome::penalty_points`]).
///
/// When the first dealer is drawn by lot the game starts at a chance node whose outcomes are
/// [`Move::DrawDealer`], one per seat, equally likely. Each hand then runs exactly as a [`Hand`] (same moves,
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

    fn over(&self) -> bool {
        self.hand_index() >= self.rules.hand_sizes().len()
    }

    fn finish_hand(&mut self) {
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

impl Game for Match {
    type Move = Move;
    type MoveList = MoveList;
    type MoveParseError = MoveParseError;

    fn num_players(&self) -> usize {
        self.rules.players()
    }

    /// `P1`..`P7`, the names of the notation ([`SeatName`](crate::SeatName)).
    fn seat_name(&self, seat: PlayerId) -> &'static str {
        crate::notation::SEAT_NAMES.get(seat.index()).copied().unwrap_or("P?")
    }

    fn status(&self) -> Status {
        if self.drawing {
            Status::Chance
        } else if self.over() {
            Status::Over
        } else {
            self.hand.status()
        }
    }

    fn legal_moves_into(&self, moves: &mut MoveList) {
        moves.clear();
        if self.drawing {
            moves.extend(PlayerId::all(self.rules.players()).map(Move::DrawDealer));
        } else if !self.over() {
            self.hand.legal_moves_into(moves);
        }
    }

    fn legal_moves_of(&self, seat: PlayerId, moves: &mut MoveList) {
        if self.drawing || self.over() {
            moves.clear();
        } else {
            self.hand.legal_moves_of(seat, moves);
        }
    }

    fn play_unchecked(&mut self, mv: Move) {
        if let Move::DrawDealer(dealer) = mv {
            if self.drawing
                && let Ok(hand) = Hand::new(self.rules.players(), self.hand.cards_per_player(), dealer)
            {
                self.hand = hand;
                self.drawing = false;
            }
            return;
        }
        self.hand.play_unchecked(mv);
        if self.hand.phase() == Phase::Over {
            self.finish_hand();
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.over() || self.drawing {
            return None;
        }
        let points: ArrayVec<i64, MAX_PLAYERS> = self.totals().iter().map(|&p| i64::from(p)).collect();
        Outcome::penalty_points(&points).ok()
    }

    /// Reads a move and checks it against this state, as [`Hand`]'s `parse_move` does (the first dealer
    /// drawn by lot while it is due). A refusal says why ([`MoveParseError::Illegal`]).
    fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        let mv = crate::notation::parse_move(text, self.rules.players(), self.rules.two_packs())?;
        match self.why_illegal(mv) {
            None => Ok(mv),
            Some(why) => Err(MoveParseError::Illegal(why)),
        }
    }

    fn chance_probability(&self, outcome: Move) -> Probability {
        match outcome {
            Move::DrawDealer(seat) if self.drawing && seat.index() < self.rules.players() => {
                Probability::uniform(self.rules.players() as u64).unwrap_or(Probability::ZERO)
            }
            Move::DrawDealer(_) => Probability::ZERO,
            _ => self.hand.chance_probability(outcome),
        }
    }

    /// The first dealer (each seat equally likely) or the next card of the deal, drawn directly.
    fn draw_chance<R: abstract_game::rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        if self.drawing {
            let seat = crate::playout::random_below(rng, self.rules.players() as u64) as usize;
            return PlayerId::new(seat).map(Move::DrawDealer);
        }
        if self.over() { None } else { self.hand.draw_chance(rng) }
    }
}

impl Undo for Match {
    /// The game before the move (a few hundred bytes of plain data).
    type UndoInfo = Match;

    fn play_undoable(&mut self, mv: Move) -> Match {
        let before = self.clone();
        self.play_unchecked(mv);
        before
    }

    fn undo(&mut self, _mv: Move, info: Match) {
        *self = info;
    }
}

impl ZobristHash for Match {
    /// The hand's incremental hash, mixed with the hand index, the totals and the lot (these change once per
    /// hand, so they are mixed in directly).
    fn zobrist(&self) -> u64 {
        self.hand.zobrist() ^ self.match_part()
    }

    fn zobrist_from_scratch(&self) -> u64 {
        self.hand.zobrist_from_scratch() ^ self.match_part()
    }
}

impl Match {
    fn match_part(&self) -> u64 {
        let mut h = hash::number(1, self.hand_index.into()) ^ hash::number(2, u64::from(self.drawing));
        for (seat, &total) in self.totals().iter().enumerate() {
            h ^= hash::number(3 + seat, total.into());
        }
        h
    }
}

/// La Bâtarde's conventions: imperfect information (the hands), chance in the draw of the first dealer
/// (action indices `0..players`) and the deal (`players..players + deck`), the length bounded by
/// [`Rules::max_game_length`].
impl abstract_game::Conventions for Match {
    type Rules = Rules;
    type Seat = crate::Seat;

    const NAME: &'static str = "batarde-cards";
    const ABOUT: &'static str =
        "La Bâtarde: tricks bid with a trump auction, méchoune and choune; lowest penalty total wins";

    fn start(rules: Rules) -> Match {
        Match::start(rules)
    }

    fn rules(&self) -> Rules {
        Match::rules(self)
    }

    fn pretty(&self) -> alloc::string::String {
        Match::pretty(self)
    }

    fn pretty_for(&self, seat: PlayerId) -> alloc::string::String {
        Match::pretty_for(self, seat)
    }

    fn information(_: &Rules) -> abstract_game::Information {
        abstract_game::Information::Imperfect
    }

    fn max_game_length(rules: &Rules) -> Option<usize> {
        Some(rules.max_game_length())
    }

    fn max_chance_outcomes(rules: &Rules) -> usize {
        rules.players() + rules.deck_size()
    }
}
