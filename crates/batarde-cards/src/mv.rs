//! The move type: chance outcomes, bids, cards, and the two out-of-turn doublings.

use abstract_game::PlayerId;

use crate::bid::Bid;
use crate::card::Card;

/// Everything that can happen in a hand or a match, as one small `Copy` value (4 bytes).
///
/// Notation ([`Display`](core::fmt::Display), read back by `parse_move`): `dealer P2`, `deal RS`, `3S`,
/// `RS`, `P1 mechoune P3`, `P3 choune`.
///
/// With `serde`, a move is its notation string, read back without the state by
/// [`parse_move`](crate::parse_move) at the largest table (seven seats, two packs): the notation names every
/// seat and pack, so nothing is lost.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// Chance, match only: the first dealer drawn by lot.
    DrawDealer(PlayerId),
    /// Chance: the next card of the deal, to the seat whose turn it is to receive one.
    Deal(Card),
    /// The seat on turn in the auction bids.
    Bid(Bid),
    /// The seat on turn in the play plays a card.
    Play(Card),
    /// Out of turn (or on turn) during the auction: `by` doubles the standing bid of `target`, which locks the
    /// trump mode.
    Mechoune {
        /// The seat that méchounes.
        by: PlayerId,
        /// The seat whose standing bid is méchouned.
        target: PlayerId,
    },
    /// Out of turn (or on turn), until the first card: the méchouned seat answers "choune" and the hand's
    /// points are quadrupled.
    Choune(PlayerId),
}

const _: () = assert!(core::mem::size_of::<Move>() <= 4);

impl Move {
    /// The seat that makes this move when it is an out-of-turn action (méchoune, choune); `None` for the
    /// moves of the seat on turn and chance outcomes.
    pub const fn out_of_turn_actor(self) -> Option<PlayerId> {
        match self {
            Move::Mechoune { by, .. } => Some(by),
            Move::Choune(seat) => Some(seat),
            Move::DrawDealer(_) | Move::Deal(_) | Move::Bid(_) | Move::Play(_) => None,
        }
    }
}
