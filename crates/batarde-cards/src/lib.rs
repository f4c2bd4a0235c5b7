#![doc = include_str!("../README.md")]
#![no_std]
#![deny(missing_docs)]
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;

/// The `abstract-game` crate this one implements, re-exported so a user needs one dependency and never a
/// mismatched version.
pub use abstract_game;
#[cfg(feature = "std")]
extern crate std;

pub mod action;
mod auction;
mod bid;
mod card;
mod cardset;
mod deck;
mod diagram;
mod error;
mod game;
mod hand;
mod hash;
mod hidden;
mod illegal;
mod match_play;
mod mv;
pub mod notation;
pub mod observation;
mod playout;
mod rules;
mod schedule;
mod scoring;
mod seat;
#[cfg(feature = "serde")]
mod serde_impls;
#[cfg(feature = "svg")]
#[cfg_attr(docsrs, doc(cfg(feature = "svg")))]
mod svg;
mod trick;

#[cfg(feature = "proptest")]
#[cfg_attr(docsrs, doc(cfg(feature = "proptest")))]
pub mod strategy;

pub use action::ActionLayout;
pub use bid::{Bid, Contract, Mode};
pub use card::{Card, Pack, Rank, Suit};
pub use cardset::{CardSet, Iter as CardSetIter};
pub use error::{
    BidParseError, CardParseError, IllegalMove, MoveParseError, NoSuchSeat, PositionError, RulesError,
};
pub use hand::{Hand, MAX_CARDS, MAX_PLAYERS, MIN_PLAYERS, MoveList, Phase};
pub use hidden::{MatchObservation, Observation};
pub use match_play::Match;
pub use mv::Move;
pub use notation::{SeatName, parse_card, parse_move, parse_seat};
pub use rules::Rules;
pub use schedule::{schedule, split_seats, split_tables};
pub use scoring::penalty;
pub use seat::Seat;
pub use trick::{legal_cards, trick_winner};
