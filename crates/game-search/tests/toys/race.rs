//! A race to bear off with a die: each seat has some pips to go. On a turn nature rolls 1, 2 or 3 (equally
//! likely), then the seat moves its checker either the full roll (`Full`) or just one pip (`One`; the same
//! move when the roll is 1). Whoever reaches 0 first wins.

use core::fmt;

use abstract_game::arrayvec::ArrayVec;
use abstract_game::{Game, Outcome, PlayerId, Probability, Status};

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RaceMove {
    Roll(u8),
    Full,
    One,
}

impl fmt::Display for RaceMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a move")]
pub struct BadMove;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Race {
    pub pips: [u8; 2],
    pub to_move: u8,
    pub roll: Option<u8>,
}

impl Race {
    pub fn new(pips: [u8; 2], to_move: u8) -> Self {
        Race { pips, to_move, roll: None }
    }
}

impl Game for Race {
    type Move = RaceMove;
    type MoveList = ArrayVec<RaceMove, 3>;
    type MoveParseError = BadMove;

    fn num_players(&self) -> usize {
        2
    }

    fn status(&self) -> Status {
        if self.pips.contains(&0) {
            Status::Over
        } else if self.roll.is_none() {
            Status::Chance
        } else {
            Status::ToMove(PlayerId::from_const(self.to_move))
        }
    }

    fn legal_moves_into(&self, moves: &mut Self::MoveList) {
        moves.clear();
        match (self.status(), self.roll) {
            (Status::Chance, _) => moves.extend((1..=3).map(RaceMove::Roll)),
            (Status::ToMove(_), Some(1)) => moves.push(RaceMove::Full),
            (Status::ToMove(_), Some(_)) => moves.extend([RaceMove::Full, RaceMove::One]),
            _ => {}
        }
    }

    fn play_unchecked(&mut self, mv: RaceMove) {
        let seat = self.to_move as usize;
        match mv {
            RaceMove::Roll(r) => self.roll = Some(r),
            RaceMove::Full | RaceMove::One => {
                let step = if mv == RaceMove::Full { self.roll.unwrap_or(1) } else { 1 };
                self.pips[seat] = self.pips[seat].saturating_sub(step);
                self.roll = None;
                self.to_move ^= 1;
            }
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let winner = self.pips.iter().position(|&p| p == 0)?;
        Outcome::win(2, &[PlayerId::new(winner)?]).ok()
    }

    fn parse_move(&self, _: &str) -> Result<RaceMove, BadMove> {
        Err(BadMove)
    }

    fn chance_probability(&self, _: RaceMove) -> Probability {
        Probability::new(1, 3).expect("1/3")
    }
}
