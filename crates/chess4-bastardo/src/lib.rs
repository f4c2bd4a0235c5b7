#![doc = include_str!("../README.md")]
#![no_std]
#![deny(missing_docs)]
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;

/// The `abstract-game` crate this one implements, re-exported so a user needs one dependency and never a
/// mismatched version.
pub use abstract_game;

pub mod action;
mod diagram;
mod end;
mod error;
mod game;
mod hash;
mod history;
mod illegal;
mod movegen;
mod mv;
pub mod notation;
pub mod observation;
mod piece;
mod position;
mod rules;
mod seat;
#[cfg(feature = "serde")]
mod serde_impls;
#[cfg(feature = "svg")]
#[cfg_attr(docsrs, doc(cfg(feature = "svg")))]
mod svg;
pub mod takeback;
pub mod tarot;

#[cfg(feature = "proptest")]
#[cfg_attr(docsrs, doc(cfg(feature = "proptest")))]
pub mod strategy;

pub use end::Ending;
pub use error::{IllegalMove, MoveParseError, NoSuchSeat, PositionError, RulesError, TakeBackError};
pub use history::GameHistory;
pub use movegen::{MAX_MOVES, MoveList, attacks};
pub use mv::Move;
pub use piece::{Piece, PieceKind};
pub use position::{Position, UndoInfo};
pub use rules::{EnPassantWindow, Promotion, Rules};
pub use seat::Seat;
pub use takeback::{TakeBackVote, VoteState};

const _: () = assert!(core::mem::size_of::<Move>() <= 2);
