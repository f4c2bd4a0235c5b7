#![doc = include_str!("../README.md")]
#![no_std]
#![deny(missing_docs)]
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod action;
mod diagram;
mod end;
mod error;
mod fortress;
mod game;
mod hash;
mod illegal;
mod movegen;
mod mv;
mod notation;
pub mod observation;
mod piece;
mod play;
mod position;
mod rules;
#[cfg(feature = "serde")]
mod serde_impls;
#[cfg(feature = "proptest")]
#[cfg_attr(docsrs, doc(cfg(feature = "proptest")))]
pub mod strategy;
#[cfg(feature = "svg")]
#[cfg_attr(docsrs, doc(cfg(feature = "svg")))]
mod svg;

/// The README's example runs as a doc test.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

pub use end::{AttackersWin, Draw, End, OFFICERS_TO_CAPTURE};
pub use error::{GeometryError, IllegalMove, MoveParseError, NoSuchSeat, PositionError, RulesError};
pub use fortress::{Fortress, Loc, POINTS, Point, SIZE, SQUARES};
pub use movegen::{MAX_MOVES, MoveList};
pub use mv::{Move, Turn};
pub use piece::{Piece, PieceKind, Side};
pub use play::UndoInfo;
pub use position::{Position, START};
pub use rules::{Backward, Players, Protection, Rules};

/// The trait crate this one implements, re-exported so that a user needs one dependency and never a
/// mismatched version.
pub use abstract_game;
