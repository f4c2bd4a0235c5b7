//! High card: nature deals one of the cards 1, 2, 3 to each of two seats (chance nodes); seat 0 then calls or
//! folds. On a call the higher card wins; on a fold seat 1 wins. Each seat sees only its own card.

use core::fmt;

use abstract_game::arrayvec::ArrayVec;
use abstract_game::{
    Game, HiddenInformation, InconsistentObservation, Outcome, PlayerId, Status, random_index,
};

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum HcMove {
    Deal(u8),
    Call,
    Fold,
}

impl fmt::Display for HcMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HcMove::Deal(c) => write!(f, "deal{c}"),
            HcMove::Call => f.write_str("call"),
            HcMove::Fold => f.write_str("fold"),
        }
    }
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a move: {0:?}")]
pub struct BadMove(pub String);

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HighCard {
    pub cards: ArrayVec<u8, 2>,
    pub action: Option<HcMove>,
    /// Plant a bug: sampling ignores the observer's own card.
    pub sloppy_sampler: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HcObservation {
    seat: PlayerId,
    own: Option<u8>,
    dealt: usize,
    action: Option<HcMove>,
    sloppy_sampler: bool,
}

impl HighCard {
    pub fn new() -> Self {
        HighCard { cards: ArrayVec::new(), action: None, sloppy_sampler: false }
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
            Status::ToMove(_) => moves.extend([HcMove::Call, HcMove::Fold]),
            Status::Over => {}
        }
    }

    fn play_unchecked(&mut self, mv: HcMove) {
        match mv {
            HcMove::Deal(c) => self.cards.push(c),
            other => self.action = Some(other),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let winner = match self.action? {
            HcMove::Call if self.cards[0] > self.cards[1] => 0,
            _ => 1,
        };
        Outcome::win(2, &[PlayerId::from_const(winner)]).ok()
    }

    fn parse_move(&self, text: &str) -> Result<HcMove, BadMove> {
        let mv = match text {
            "call" => HcMove::Call,
            "fold" => HcMove::Fold,
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
            sloppy_sampler: self.sloppy_sampler,
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
        if let Some(own) = obs.own.filter(|_| !obs.sloppy_sampler) {
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
            sloppy_sampler: obs.sloppy_sampler,
        })
    }
}
