#![doc = include_str!("../README.md")]
#![no_std]
#![deny(missing_docs)]
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod cube;
mod error;
mod game;
mod gnubg_id;
mod hash;
mod match_play;
mod movegen;
mod mv;
mod notation;
mod position;
mod rules;
mod view;
mod why;

#[cfg(feature = "proptest")]
#[cfg_attr(docsrs, doc(cfg(feature = "proptest")))]
pub mod strategy;

pub use cube::Cube;
pub use error::{GnubgIdError, IllegalMove, MatchError, MoveParseError, PositionParseError, UnknownPreset};
pub use game::Moves;
pub use match_play::{Crawford, Match, MatchUndo};
pub use movegen::{MAX_PLAYS, PlayList};
pub use mv::{Dice, Move, MoveKind, Step};
pub use position::{Phase, Position, Side, UndoInfo, WinKind};
pub use rules::{Numbers, Restriction, Rules};

/// The trait crate this one implements, re-exported.
pub use abstract_game;
