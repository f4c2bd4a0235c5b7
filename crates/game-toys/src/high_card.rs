//! High card: nature deals one of the cards 1, 2, 3 to each of two seats (chance nodes); seat 0 then calls or
//! folds. On a call the higher card wins; on a fold seat 1 wins. While seat 0 decides, seat 1 may resign out
//! of turn (seat 0 wins). Each seat sees only its own card.

use core::fmt;
use core::str::FromStr;

use abstract_game::arrayvec::ArrayVec;
use abstract_game::{
    ActionIndex, Game, HiddenInformation, InconsistentObservation, ObservationTensor, Outcome, PlayerId,
    Status, TensorLengthError, TensorShape, check_tensor_len, random_index,
};

/// A move of high card: `deal1` to `deal3`, `call`, `fold`, `resign`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum HcMove {
    /// Nature deals this card (1 to 3) to the next seat.
    Deal(u8),
    /// Seat 0 calls: the higher card wins.
    Call,
    /// Seat 0 folds: seat 1 wins.
    Fold,
    /// Seat 1's out-of-turn action.
    Resign,
}

impl fmt::Display for HcMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HcMove::Deal(c) => write!(f, "deal{c}"),
            HcMove::Call => f.write_str("call"),
            HcMove::Fold => f.write_str("fold"),
            HcMove::Resign => f.write_str("resign"),
        }
    }
}

/// A move or a position string that does not parse; holds the text.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a move: {0:?}")]
pub struct BadMove(pub String);

/// One planted bug, or none. The bug travels in the observation, so a sampled state has it too.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, Default)]
pub enum HcBug {
    /// No bug.
    #[default]
    None,
    /// Sampling ignores the observer's own card.
    SloppySampler,
    /// The tensor marks the opponent's card too (as -1 in the own-card slots).
    LeakyTensor,
    /// Seat 0 may only fold when seat 1 holds the 3: its moves read a card it cannot see.
    PeekingMoves,
    /// Seat 1 may fold out of turn when seat 0 holds the 1.
    PeekingOutOfTurn,
    /// A flag kept in the state and shown to both seats, set when seat 1's card is dealt: whether seat 0's
    /// card is odd. Every sample copies it, so only a move shows it up.
    KeptTally,
    /// `sees_move` says every seat sees every deal, though a seat observes only its own card: the history
    /// would show a seat the other's card.
    ShownDeals,
}

/// A game of high card.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HighCard {
    /// The cards dealt so far: seat 0's, then seat 1's.
    pub cards: ArrayVec<u8, 2>,
    /// How the game ended: call, fold or resign; `None` while it goes on.
    pub action: Option<HcMove>,
    /// The planted bug.
    pub bug: HcBug,
    /// The flag of [`HcBug::KeptTally`] (always false in the sound game).
    pub tally: bool,
}

/// What a seat knows: its own card (once dealt), how many cards are dealt, how the game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HcObservation {
    seat: PlayerId,
    own: Option<u8>,
    dealt: usize,
    action: Option<HcMove>,
    bug: HcBug,
    tally: bool,
}

impl HighCard {
    /// Before the deal, without a bug.
    pub fn new() -> Self {
        Self::with_bug(HcBug::None)
    }

    /// Before the deal, with `bug` planted.
    pub fn with_bug(bug: HcBug) -> Self {
        HighCard { cards: ArrayVec::new(), action: None, bug, tally: false }
    }
}

impl Default for HighCard {
    fn default() -> Self {
        Self::new()
    }
}

impl Game for HighCard {
    type Move = HcMove;
    type MoveList = ArrayVec<HcMove, 3>;
    type MoveParseError = BadMove;

    fn num_players(&self) -> usize {
        2
    }

    fn status(&self) -> Status {
        match (self.cards.len(), self.action) {
            (0 | 1, _) => Status::Chance,
            (_, None) => Status::ToMove(PlayerId::from_const(0)),
            _ => Status::Over,
        }
    }

    fn legal_moves_into(&self, moves: &mut Self::MoveList) {
        moves.clear();
        match self.status() {
            Status::Chance => moves.extend((1..=3).filter(|c| !self.cards.contains(c)).map(HcMove::Deal)),
            Status::ToMove(_) if self.bug == HcBug::PeekingMoves && self.cards[1] == 3 => {
                moves.push(HcMove::Fold);
            }
            Status::ToMove(_) => moves.extend([HcMove::Call, HcMove::Fold]),
            Status::Over => {}
        }
    }

    fn legal_moves_of(&self, seat: PlayerId, moves: &mut Self::MoveList) {
        let status = self.status();
        if status == Status::ToMove(seat) {
            self.legal_moves_into(moves);
        } else {
            moves.clear();
            if seat.index() == 1 && status.to_move().is_some() {
                moves.push(HcMove::Resign);
            }
            let peeking = self.bug == HcBug::PeekingOutOfTurn && seat.index() == 1 && self.cards[0] == 1;
            if peeking && status.to_move().is_some() {
                moves.push(HcMove::Fold);
            }
        }
    }

    fn play_unchecked(&mut self, mv: HcMove) {
        match mv {
            HcMove::Deal(c) => {
                // The card dealt does not matter to the flag: seat 0's does.
                if self.bug == HcBug::KeptTally && self.cards.len() == 1 {
                    self.tally = self.cards[0] % 2 == 1;
                }
                self.cards.push(c);
            }
            other => self.action = Some(other),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let winner = match self.action? {
            HcMove::Call if self.cards[0] > self.cards[1] => 0,
            HcMove::Resign => 0,
            _ => 1,
        };
        Outcome::win(2, &[PlayerId::from_const(winner)]).ok()
    }

    fn parse_move(&self, text: &str) -> Result<HcMove, BadMove> {
        let mv = match text {
            "call" => HcMove::Call,
            "fold" => HcMove::Fold,
            "resign" => HcMove::Resign,
            _ => HcMove::Deal(
                text.strip_prefix("deal").and_then(|n| n.parse().ok()).ok_or_else(|| BadMove(text.into()))?,
            ),
        };
        Ok(mv)
    }
}

impl HiddenInformation for HighCard {
    type Observation = HcObservation;

    fn observe(&self, seat: PlayerId) -> HcObservation {
        HcObservation {
            seat,
            own: self.cards.get(seat.index()).copied(),
            dealt: self.cards.len(),
            action: self.action,
            bug: self.bug,
            tally: self.tally,
        }
    }

    /// A deal only the seat that receives it (seat 0 gets the first card, seat 1 the second); the call, the
    /// fold and the resignation everyone.
    fn sees_move(&self, seat: PlayerId, mv: &HcMove) -> bool {
        match mv {
            HcMove::Deal(_) => self.bug == HcBug::ShownDeals || seat.index() == self.cards.len(),
            HcMove::Call | HcMove::Fold | HcMove::Resign => true,
        }
    }

    fn sample_consistent<R: abstract_game::rand_core::Rng + ?Sized>(
        obs: &HcObservation,
        rng: &mut R,
    ) -> Result<Self, InconsistentObservation> {
        if obs.dealt > 2 || obs.seat.index() > 1 || (obs.own.is_some() != (obs.dealt > obs.seat.index())) {
            return Err(InconsistentObservation);
        }
        let mut deck: ArrayVec<u8, 3> = [1, 2, 3].into_iter().collect();
        let mut cards = [0u8; 2];
        if let Some(own) = obs.own.filter(|_| obs.bug != HcBug::SloppySampler) {
            deck.retain(|c| *c != own);
            cards[obs.seat.index()] = own;
        }
        for (i, card) in cards.iter_mut().enumerate().take(obs.dealt) {
            if *card == 0 || i != obs.seat.index() {
                *card = deck.remove(random_index(rng, deck.len()));
            }
        }
        Ok(HighCard {
            cards: cards[..obs.dealt].iter().copied().collect(),
            action: obs.action,
            bug: obs.bug,
            tally: obs.tally,
        })
    }
}

/// Nine values, what the seat knows: its own card one-hot (3), how many cards are dealt one-hot (0, 1, 2),
/// and how the game ended one-hot (call, fold, resign).
impl ObservationTensor for HighCard {
    fn observation_shape(&self) -> TensorShape {
        TensorShape::flat(9)
    }

    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        check_tensor_len(self.observation_shape(), out)?;
        out.fill(0.0);
        if let Some(&own) = self.cards.get(seat.index()) {
            out[usize::from(own) - 1] = 1.0;
        }
        if self.bug == HcBug::LeakyTensor
            && let Some(&other) = self.cards.get(1 - seat.index())
        {
            out[usize::from(other) - 1] = -1.0;
        }
        out[3 + self.cards.len()] = 1.0;
        match self.action {
            Some(HcMove::Call) => out[6] = 1.0,
            Some(HcMove::Fold) => out[7] = 1.0,
            Some(HcMove::Resign) => out[8] = 1.0,
            _ => {}
        }
        Ok(())
    }
}

/// Call 0, fold 1, resign 2; the deals (chance outcomes) are 0, 1, 2 for the cards 1, 2, 3.
impl ActionIndex for HighCard {
    fn num_actions(&self) -> usize {
        3
    }

    fn action_index(&self, mv: HcMove) -> usize {
        match mv {
            HcMove::Call => 0,
            HcMove::Fold => 1,
            HcMove::Resign => 2,
            HcMove::Deal(card) => usize::from(card) - 1,
        }
    }

    fn action_from_index(&self, index: usize) -> Option<HcMove> {
        let mv = match (self.status(), index) {
            (Status::Chance, 0..=2) => HcMove::Deal(index as u8 + 1),
            (Status::ToMove(_), 0) => HcMove::Call,
            (Status::ToMove(_), 1) => HcMove::Fold,
            (Status::ToMove(_), 2) => HcMove::Resign,
            _ => return None,
        };
        let mut of_seat_1 = ArrayVec::new();
        self.legal_moves_of(PlayerId::from_const(1), &mut of_seat_1);
        (self.legal_moves().contains(&mv) || of_seat_1.contains(&mv)).then_some(mv)
    }
}

/// The cards dealt (`-` for none), then the decision (`-` for none): `- -`, `2 -`, `23 -`, `23 call`.
impl fmt::Display for HighCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.cards.is_empty() {
            f.write_str("-")?;
        }
        for card in &self.cards {
            write!(f, "{card}")?;
        }
        match self.action {
            Some(action) => write!(f, " {action}"),
            None => f.write_str(" -"),
        }
    }
}

impl FromStr for HighCard {
    type Err = BadMove;

    fn from_str(text: &str) -> Result<Self, BadMove> {
        let bad = || BadMove(text.into());
        let (cards, action) = text.split_once(' ').ok_or_else(bad)?;
        let mut game = HighCard::new();
        if cards != "-" {
            for card in cards.chars() {
                let card = card.to_digit(10).filter(|c| (1..=3).contains(c)).ok_or_else(bad)? as u8;
                if game.cards.contains(&card) || game.cards.is_full() {
                    return Err(bad());
                }
                game.cards.push(card);
            }
        }
        if action != "-" {
            game.action = Some(game.parse_move(action).map_err(|_| bad())?);
        }
        Ok(game)
    }
}
