//! The take-back vote.
//!
//! The seed: "Le mosse possono essere rifatte (nel senso di cambiarle) sempre (anche dopo le mosse di chi
//! viene dopo) purché la maggioranza assoluta dei giocatori sia d'accordo: basta una piccola votazione."
//! (Moves may always be redone, even after the moves of the players who come later, provided an absolute
//! majority of the players agree: a small vote is enough.)
//!
//! The vote lives outside the move tree, as this object plus [`GameHistory::take_back`]: a vote involves
//! every seat at once and may happen at any moment, so modelling it as out-of-turn moves would multiply every
//! node of the tree that perft, search and playouts walk, for a social act they never want to explore. The
//! voters are the seats still in the game when the vote opens; a seat that the take-back brings back into
//! the game has no vote in it.

use arrayvec::ArrayVec;

use crate::error::TakeBackError;
use crate::{GameHistory, Seat};

/// Where a vote stands.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum VoteState {
    /// Neither side has an absolute majority yet.
    Open,
    /// More than half of the voters approve.
    Approved,
    /// Enough voters refuse that approval is out of reach.
    Rejected,
}

/// A vote to take back the last N plies of a [`GameHistory`], decided by absolute majority (more than half)
/// of the players still in the game. See the [module docs](crate::takeback) for why it is not a move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TakeBackVote {
    plies: usize,
    serial: u64,
    voters: u8,
    yes: u8,
    no: u8,
}

impl TakeBackVote {
    /// Opens a vote to take back the last `plies` plies of `record`. The vote is tied to the record as it is
    /// now: after any further play it is stale.
    pub fn open(record: &GameHistory, plies: usize) -> Result<TakeBackVote, TakeBackError> {
        if plies == 0 || plies > record.len() {
            return Err(TakeBackError::BadPlyCount { asked: plies, available: record.len() });
        }
        let voters = Seat::ALL
            .into_iter()
            .filter(|&s| !record.position().is_eliminated(s))
            .fold(0u8, |mask, s| mask | 1 << s.index());
        Ok(TakeBackVote { plies, serial: record.serial, voters, yes: 0, no: 0 })
    }

    /// Records one seat's vote and returns where the vote stands.
    pub fn vote(&mut self, seat: Seat, approve: bool) -> Result<VoteState, TakeBackError> {
        let bit = 1u8 << seat.index();
        if self.voters & bit == 0 {
            return Err(TakeBackError::NotAVoter(seat));
        }
        if (self.yes | self.no) & bit != 0 {
            return Err(TakeBackError::AlreadyVoted(seat));
        }
        if approve {
            self.yes |= bit;
        } else {
            self.no |= bit;
        }
        Ok(self.state())
    }

    /// Where the vote stands.
    pub fn state(&self) -> VoteState {
        let voters = self.voters.count_ones();
        let needed = self.majority();
        if self.yes.count_ones() >= needed {
            VoteState::Approved
        } else if voters - self.no.count_ones() < needed {
            VoteState::Rejected
        } else {
            VoteState::Open
        }
    }

    /// The approvals needed: more than half of the voters (3 of 4, 2 of 3, 2 of 2, 1 of 1).
    pub fn majority(&self) -> u32 {
        self.voters.count_ones() / 2 + 1
    }

    /// The seats that may vote: those in the game when the vote opened.
    pub fn voters(&self) -> ArrayVec<Seat, 4> {
        Seat::ALL.into_iter().filter(|s| self.voters & 1 << s.index() != 0).collect()
    }

    /// How many plies the vote would take back.
    pub const fn plies(&self) -> usize {
        self.plies
    }

    pub(crate) const fn serial(&self) -> u64 {
        self.serial
    }
}
