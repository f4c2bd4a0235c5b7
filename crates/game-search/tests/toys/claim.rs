//! Claim: nature deals each of two seats a different card from 1 to 4 (hidden from the other seat). Seat 0
//! then says `Go` and a coin decides: heads the higher card wins, tails the lower. Before seat 0 goes, seat 1
//! may `Claim` out of turn: it then wins at once if its card is the higher, and loses at once if not.
//! Waiting is worth 0 to seat 1; claiming is worth +1 with a 4, +1/3 with a 3, -1/3 with a 2, -1 with a 1.

use core::fmt;

use abstract_game::arrayvec::ArrayVec;
use abstract_game::{
    Game, HiddenInformation, InconsistentObservation, Outcome, PlayerId, Status, random_index,
};

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ClaimMove {
    Deal(u8),
    Go,
    Claim,
    Coin(bool),
}

impl fmt::Display for ClaimMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a move")]
pub struct BadMove;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Claim {
    pub cards: ArrayVec<u8, 2>,
    pub went: bool,
    pub claimed: bool,
    pub coin: Option<bool>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClaimObservation {
    seat: PlayerId,
    own: Option<u8>,
    dealt: usize,
    went: bool,
    claimed: bool,
    coin: Option<bool>,
}

impl Claim {
    pub fn new() -> Self {
        Claim { cards: ArrayVec::new(), went: false, claimed: false, coin: None }
    }

    pub fn dealt(seat0: u8, seat1: u8) -> Self {
        let mut c = Claim::new();
        c.cards.extend([seat0, seat1]);
        c
    }
}

impl Game for Claim {
    type Move = ClaimMove;
    type MoveList = ArrayVec<ClaimMove, 4>;
    type MoveParseError = BadMove;

    fn num_players(&self) -> usize {
        2
    }

    fn status(&self) -> Status {
        if self.claimed || self.coin.is_some() {
            Status::Over
        } else if self.cards.len() < 2 || self.went {
            Status::Chance
        } else {
            Status::ToMove(PlayerId::from_const(0))
        }
    }

    fn legal_moves_into(&self, moves: &mut Self::MoveList) {
        moves.clear();
        match self.status() {
            Status::Chance if self.went => moves.extend([ClaimMove::Coin(false), ClaimMove::Coin(true)]),
            Status::Chance => moves.extend((1..=4).filter(|c| !self.cards.contains(c)).map(ClaimMove::Deal)),
            Status::ToMove(_) => moves.push(ClaimMove::Go),
            Status::Over => {}
        }
    }

    fn legal_moves_of(&self, seat: PlayerId, moves: &mut Self::MoveList) {
        if self.status() == Status::ToMove(seat) {
            self.legal_moves_into(moves);
        } else {
            moves.clear();
        }
        if seat.index() == 1 && self.status() == Status::ToMove(PlayerId::from_const(0)) {
            moves.push(ClaimMove::Claim);
        }
    }

    fn play_unchecked(&mut self, mv: ClaimMove) {
        match mv {
            ClaimMove::Deal(c) => self.cards.push(c),
            ClaimMove::Go => self.went = true,
            ClaimMove::Claim => self.claimed = true,
            ClaimMove::Coin(heads) => self.coin = Some(heads),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let higher = if self.cards[0] > self.cards[1] { 0 } else { 1 };
        let winner = if self.claimed {
            if higher == 1 { 1 } else { 0 }
        } else {
            match self.coin? {
                true => higher,
                false => 1 - higher,
            }
        };
        Outcome::win(2, &[PlayerId::from_const(winner)]).ok()
    }

    fn parse_move(&self, _: &str) -> Result<ClaimMove, BadMove> {
        Err(BadMove)
    }
}

impl HiddenInformation for Claim {
    type Observation = ClaimObservation;

    fn observe(&self, seat: PlayerId) -> ClaimObservation {
        ClaimObservation {
            seat,
            own: self.cards.get(seat.index()).copied(),
            dealt: self.cards.len(),
            went: self.went,
            claimed: self.claimed,
            coin: self.coin,
        }
    }

    /// A deal only its receiver (the seat whose card it is); the rest everyone.
    fn sees_move(&self, seat: PlayerId, mv: &ClaimMove) -> bool {
        !matches!(mv, ClaimMove::Deal(_)) || seat.index() == self.cards.len()
    }

    fn sample_consistent<R: abstract_game::rand_core::Rng + ?Sized>(
        obs: &ClaimObservation,
        rng: &mut R,
    ) -> Result<Self, InconsistentObservation> {
        if obs.dealt > 2 || obs.seat.index() > 1 || (obs.own.is_some() != (obs.dealt > obs.seat.index())) {
            return Err(InconsistentObservation);
        }
        let mut deck: ArrayVec<u8, 4> = (1..=4).collect();
        let mut cards = [0u8; 2];
        if let Some(own) = obs.own {
            deck.retain(|c| *c != own);
            cards[obs.seat.index()] = own;
        }
        for card in cards.iter_mut().take(obs.dealt) {
            if *card == 0 {
                *card = deck.remove(random_index(rng, deck.len()));
            }
        }
        Ok(Claim {
            cards: cards[..obs.dealt].iter().copied().collect(),
            went: obs.went,
            claimed: obs.claimed,
            coin: obs.coin,
        })
    }
}
