#![doc = include_str!("../README.md")]
#![no_std]
#![deny(missing_docs)]
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod action;
mod cube;
mod diagram;
mod error;
mod exact;
mod game;
mod gnubg_id;
mod gnubg_match_id;
mod hash;
mod illegal;
mod match_play;
mod movegen;
mod mv;
mod notation;
mod observation;
mod position;
mod rules;
#[cfg(feature = "serde")]
mod serde_impls;
pub mod steps;
#[cfg(feature = "svg")]
#[cfg_attr(docsrs, doc(cfg(feature = "svg")))]
mod svg;
mod xgid;

#[cfg(feature = "proptest")]
#[cfg_attr(docsrs, doc(cfg(feature = "proptest")))]
pub mod strategy;

pub use action::{CLASSIC_ACTIONS, MAX_NON_DOUBLE_PLAYS, NODICE_ACTIONS};
pub use cube::Cube;
pub use error::{
    GnubgIdError, IdError, IdFormat, IllegalMove, MatchError, MoveParseError, NoSuchSeat, PositionError,
    RulesError,
};
pub use exact::Exact;
pub use game::MoveList;
pub use match_play::{Crawford, Match, MatchUndo};
pub use movegen::{MAX_PLAYS, PlayList};
pub use mv::{Dice, Move, MoveKind, Step};
pub use observation::{OBSERVATION_LEN, planes};
pub use position::{Phase, Position, Side, UndoInfo, WinKind};
pub use rules::{Numbers, Restriction, Rules};

/// The trait crate this one implements, re-exported.
pub use abstract_game;
