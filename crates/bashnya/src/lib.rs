//! Bashni (Bashne, Bashnya): Russian stacking draughts, where captured pieces are not removed but go under
//! the capturing piece, forming columns (towers) commanded by their top piece. One engine plays five rules
//! presets: [`Rules::bashni`] (the default), [`Rules::fogliaccio`] (the Fogliaccio sheet's reading: no promotion
//! when a capture only passes through the last row), [`Rules::russian_draughts`] (shashki: captured pieces removed,
//! Turkish strike), [`Rules::lasca`] (7x7, short kings, forward-only men) and [`Rules::stavropol_bashni`]
//! (either colour may be moved). [`Rules::PRESETS`] lists them by name.
//!
//! # Example
//!
//! A white man on c3 jumps the black man on d4 and lands on e5 with it as a prisoner:
//!
//! ```
//! use bashnya::{Position, Square};
//!
//! let mut pos: Position = "W:bashni:0:c3=w,d4=b,h8=b".parse()?;
//! let capture = pos.parse_move("c3:e5")?;
//! pos.play(capture)?;
//! let e5: Square = "e5".parse()?;
//! // Bottom to top: the black prisoner under the white commander.
//! assert_eq!(pos.column(e5).to_string(), "bw");
//! println!("e5: {}", pos.column(e5));
//! assert_eq!(pos.to_string(), "B:bashni:0:e5=bw,h8=b");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # The rules, briefly
//!
//! - Men step one square diagonally forward; kings fly along diagonals (Lasca: one square any way).
//! - Capturing is compulsory, with free choice among sequences (no majority rule), and a sequence must be
//!   completed. Men capture backward too (not in Lasca). A flying king lands anywhere beyond its victim, but
//!   must land where the capture can go on if it can (Russian landing rule).
//! - Stacking presets: the taken piece (only the commander of a jumped column) goes to the bottom of the
//!   capturing column, in capture order; prisoners keep their rank, and a freed prisoner commands again.
//! - Bashni: captures take effect at once; a column may be jumped again later in the move (the Bashnya
//!   article), not twice in a row (the Fogliaccio sheet). Russian draughts: taken pieces are removed at the end of the move and may not be jumped twice.
//!   Lasca: a column is jumped at most once per move.
//! - A man reaching the far row is crowned; mid-capture it goes on as a king (fogliaccio: as a man, crowned
//!   only if it ends there; Lasca: the move ends there).
//! - A side without a legal move loses. Draws: threefold repetition, 30 plies without a capture or a man
//!   move, and a limit of 1000 plies (all options of [`Rules`]; see "Why a game ends").
//!
//! # Readings of unclear points
//!
//! - Only the column jumped by the *previous* jump may not be jumped again at once; a square emptied by a
//!   capture (and the start square) is empty at once and may be passed over or landed on later in the move.
//! - Move identity: same start, end and jumped squares in order (Bashni, fogliaccio, Lasca, Stavropol) or as
//!   a set (Russian); intermediate landing squares do not count. [`Position::parse_move`] accepts any path
//!   of the same move.
//! - Lasca: captures take effect at once; a column is jumped at most once per move; a capture reaching the
//!   last row ends there with a crowning.
//! - A man never commands on its own promotion row: arriving there crowns it, and a column on the first
//!   or last row cannot be jumped (nothing lies beyond), so no prisoner is ever freed there. A position
//!   string with such a man is refused ([`PositionError::ManOnPromotionRow`]), under every preset. A side without moves loses even if a draw rule is met
//!   too. Repetitions are counted since the last capture or man's move.
//! - Stavropol: a colour without a move by its own rules loses, the side to move's colour checked first.
//!
//! The crate's README lists every decision with its reason, and the perft and benchmark numbers.
//!
//! # Why a game ends
//!
//! A game ends when the side to move has no legal move (it loses), or by a draw rule of [`Rules`]: the
//! quiet-ply draw (30 plies in a row without a capture and without a man's move), the threefold repetition
//! (counted since the last capture or man's move) and the ply limit (the game is drawn once 1000 plies
//! have been played, [`Rules::DEFAULT_PLY_LIMIT`]). Whether they bound the length of a game depends on the
//! preset:
//!
//! - **`russian`** (Russian draughts): bounded by its own rules. A capture removes pieces for good (at most
//!   24 captures), and a man only steps forward and is crowned on the last row (at most 7 steps each, 24 men:
//!   168 man moves); nothing brings a piece back. So at most 192 plies reset the quiet counter, and after
//!   each fewer than 30 plies pass: at most `193 * 30 = 5790` plies with the quiet rule on, whatever the
//!   repetition option (`+norep`). With `+quiet0`, the repetition draw alone still bounds it (between two
//!   of those 192 moves no position occurs three times), though only by the number of positions. The ply
//!   limit ends every game after 1000 plies anyway; only `russian+norep+quiet0+cap0` may go on forever.
//! - **`bashni`, `fogliaccio`, `lasca`, `stavropol`** (the stacking presets): not bounded by the quiet or the
//!   repetition rule. A capture removes nothing (the taken piece goes under the capturing column and is
//!   freed when that column's commander is taken), and a freed man may stand on any row, behind where it
//!   started: captures and men's moves are not rationed, and both reset the quiet counter and the
//!   repetition history, so no argument from them bounds a game. The ply limit does: at most 1000 plies by
//!   default (`+capN` sets it, `+cap0` switches it off, and then a game may go on forever). Every option
//!   (`+norep`, `+quietN`) keeps that bound.
//!
//! The ply limit counts plies played since the [`Position`] value was set up (the start, or read from a
//! string); like the repetition history it is bookkeeping, not part of the position string.
//!
//! # Notation
//!
//! Moves: `c3-d4`, and `c3:e5:c7` for captures (every landing square). Positions: see [`Position`], e.g.
//! `W:bashni:0:a1=w,d4=bbW,h8=B` (side, rules, quiet-ply counter, columns bottom to top).
//!
//! # Features
//!
//! - `std` (default): passes `std` to the dependencies; the crate itself is `no_std` + `alloc`.
//! - `serde`: `Serialize`/`Deserialize` in readable forms: [`Rules`] as its rules string (`russian+norep`),
//!   [`Square`] as its name, [`Column`] as its letters bottom to top, [`Colour`] and [`Piece`] by name,
//!   [`Position`] as its position string, and [`Move`] as its notation followed by the captured squares
//!   (`c3-d4`, `c3:e5:c7 x d4 d6`), a form that reads back without the position.
//! - `proptest`: the `strategy` module (proptest strategies for reachable positions).
//! - `svg`: the board as an SVG picture, `position.svg(seat, &options)` through the family's
//!   `abstract_game::svg::Svg` trait: columns as stacks of discs seen from the side (commander on top,
//!   prisoners under it in their colours, the height in a badge), kings with a gold band and a crown, the
//!   board turned for Black; every dark square a clickable group `id="sq-c3"` with `aria-label="c3"`.
//!   No dependency; `no_std` + `alloc`.
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
