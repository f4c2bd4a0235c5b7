#![doc = include_str!("../README.md")]
//!
//! ## Map
//!
//! | item | for |
//! |---|---|
//! | [`Position`] | the state (`Copy`, at most 160 bytes): bitboards, move generation, play/undo, hash, string |
//! | [`Move`], [`MoveList`] | 2-byte moves in coordinate notation (`d1d3`, `a7a8=A`, `pass`), a stack list |
//! | [`Rules`] | options and presets ([`Rules::PRESETS`], [`Rules::from_preset`]) |
//! | [`Seat`] | the four seats, converting both ways with [`PlayerId`](abstract_game::PlayerId) |
//! | [`GameHistory`], [`TakeBackVote`] | history: repetition, agreement, take-backs by majority vote |
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
//! assert_eq!(pos.status(), Status::ToMove(Seat::Blue.player_id()));
//! assert_eq!(pos.to_string().parse::<Position>()?, pos);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## Why a game ends
//!
//! Every preset (`standard`, `free-promotion`, `short-en-passant`, `voluntary-pass`) bounds the length of a
//! game by its no-progress limit alone, without the repetition rule (which needs the history
//! [`GameHistory`] keeps):
//!
//! - progress (what resets the clock) is a pawn move or a capture. A pawn only moves forward, at most six
//!   squares before it promotes, so there are at most 16 x 6 = 96 pawn moves in a game; a capture takes a
//!   piece off the board for good and nothing puts one back, so there are at most 31 captures;
//! - between two progress moves the clock runs at most `rounds x seats in the game` plies (50 x 4 by
//!   default, [`Rules::with_no_progress_rounds`] refuses 0), then [`Ending::NoProgress`] ends the game and
//!   the piece count ranks the seats;
//! - so a game lasts at most (96 + 31 + 1) x 50 x 4 = 25,600 plies (255 rounds at most: 130,560).
//!
//! The tarot variant ([`tarot`]) adds a deal of finitely many draws and choices (78 cards; at most 255 new
//! deals under the `redeal` option) and keeps the same bound on the board: see its module docs, "Why a
//! game ends".
//!
//! ## Illegal moves say why
//!
//! [`Position::parse_move`] and [`TarotGame::parse_move`](tarot::TarotGame::parse_move) refuse an illegal
//! move with [`MoveParseError::Illegal`] carrying an [`IllegalMove`], the rule broken in the game's words;
//! [`Position::why_illegal`] / [`Position::why_illegal_as`] (and the tarot game's) give the same reason for a
//! move value. One [`IllegalMove`] enum serves both games: the variant's reasons (the deal's steps, the
//! objectives' powers and declarations) sit beside the base game's, since its board moves break the same
//! rules.
//!
//! ## Features
//!
//! - `std` (default): nothing of this crate needs it; passed on to `abstract-game` and `board-core`.
//! - `serde`: `Serialize`/`Deserialize` for every state, move, rules and observation type, readable: positions
//!   and tarot games as their strings, moves and rules as their notation (see "Conventions" above).
//! - `proptest`: the `strategy` module of proptest strategies (built only with this feature).
//! - `svg`: the board as an SVG picture through the family's `abstract_game::svg::Svg` trait,
//!   `position.svg(seat, &options)` and `tarot_game.svg(seat, &options)`; see "SVG board" above. No
//!   dependency; `no_std` + `alloc`.
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
