#![doc = include_str!("../README.md")]
#![no_std]
#![deny(missing_docs)]
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod action;
mod column;
mod diagram;
mod error;
pub mod fen;
mod game;
mod hash;
mod illegal;
mod movegen;
mod mv;
mod notation;
mod observation;
pub mod pdn;
mod position;
mod rules;
#[cfg(feature = "serde")]
mod serde_impls;
mod square;
#[cfg(feature = "svg")]
#[cfg_attr(docsrs, doc(cfg(feature = "svg")))]
mod svg;

#[cfg(feature = "proptest")]
#[cfg_attr(docsrs, doc(cfg(feature = "proptest")))]
pub mod strategy;

pub use column::{Column, Kind, Piece};
pub use error::{IllegalMove, MoveParseError, NoSuchSeat, PositionError, RulesError, SquareParseError};
pub use fen::FenError;
pub use movegen::{MAX_MOVES, MoveList};
pub use mv::{MAX_JUMPS, Move};
pub use position::{Position, UndoInfo};
pub use rules::{Board, JumpRule, Promotion, Rules, Variant};
pub use square::{Colour, Square};

/// The trait crate this one implements, re-exported.
pub use abstract_game;

impl Position {
    /// Plays a legal move, or returns why not (the position is unchanged then). The same as
    /// [`abstract_game::Game::play`], without importing the trait.
    pub fn play(&mut self, mv: Move) -> Result<(), abstract_game::PlayError> {
        abstract_game::Game::play(self, mv)
    }
}
