#![doc = include_str!("../README.md")]
//!
//! ## Map
//!
//! | item | for |
//! |---|---|
//! | [`Position`] | the state (`Copy`, at most 160 bytes): bitboards, move generation, play/undo, hash, string |
//! | [`Move`], [`MoveList`] | 2-byte moves in coordinate notation (`d1d3`, `a7a8=A`, `pass`), a stack list |
//! | [`Rules`] | options and presets ([`Rules::PRESET_NAMES`], [`Rules::from_preset`]) |
//! | [`GameRecord`], [`TakeBackVote`] | history: repetition, agreement, take-backs by majority vote |
//! | [`Ending`], [`Position::adjudicate`] | how a game ends and the ranking of all four seats |
//! | [`notation`] | the position-string grammar |
//! | [`tarot`] | the tarot-objectives variant ("Bastardo a obiettivi"): deal, secret objectives, special pieces |
//!
//! ```
//! use abstract_game::{Game, Status};
//! use chess4_bastardo::{Position, Rules, Seat};
//!
//! let mut pos = Position::start(Rules::standard());
//! assert_eq!(pos.legal_moves().len(), 17); // Red's first moves
//! assert_eq!(pos.perft(2), 291);
//!
//! // Red's bishop takes Yellow's rook at once: no check, no queens, a wide-open board.
//! let mv = pos.parse_move("a3f8")?;
//! pos.play(mv)?;
//! assert_eq!(pos.captured(Seat::Red), 1);
//! assert_eq!(pos.status(), Status::ToMove(Seat::Blue.player()));
//! assert_eq!(pos.to_string().parse::<Position>()?, pos);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## Features
//!
//! - `std` (default): nothing of this crate needs it; passed on to `abstract-game` and `board-core`.
//! - `serde`: `Serialize`/`Deserialize` for the value types; positions, moves and rules as their strings.
//! - `proptest`: the [`strategy`] module.
#![no_std]
#![deny(missing_docs)]
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;

mod end;
mod error;
mod game;
mod hash;
mod movegen;
mod mv;
pub mod notation;
mod piece;
mod position;
mod record;
mod rules;
mod seat;
pub mod takeback;
pub mod tarot;

#[cfg(feature = "proptest")]
#[cfg_attr(docsrs, doc(cfg(feature = "proptest")))]
pub mod strategy;

pub use end::Ending;
pub use error::{MoveParseError, PositionError, RulesError, TakeBackError, UnknownPreset};
pub use movegen::{MAX_MOVES, MoveList, attacks};
pub use mv::Move;
pub use piece::{Piece, PieceKind};
pub use position::{Position, UndoInfo};
pub use record::GameRecord;
pub use rules::{EnPassantWindow, Promotion, Rules};
pub use seat::Seat;
pub use takeback::{TakeBackVote, VoteState};

const _: () = assert!(core::mem::size_of::<Move>() <= 2);

#[cfg(feature = "serde")]
impl serde::Serialize for Position {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Position {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Position, D::Error> {
        let text = <alloc::string::String as serde::Deserialize>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
