//! Assedio di Parigi (Siege of Paris, 1871): a rules engine for the three-player siege game on a 12x16
//! board whose centre is an 8-point fortress.
//!
//! Yellow (the defender, "the French": a general, a colonel and six soldiers) starts inside the fortress;
//! White and Black (each a general, a colonel, two captains, two lieutenants and twelve soldiers) attack from
//! the two ends of the board, never moving backward and never capturing. Yellow captures unprotected
//! attackers by moving onto them; White and Black win together by blocking Yellow or by bringing two soldiers
//! and an officer into the fortress.
//!
//! **The fortress drawing and the attackers' start are OUR reconstruction**: the seed's figures are lost.
//! The seed says "una zona centrale, detta “fortezza”, caratterizzata da otto caselle collegate da segmenti"
//! (a central area, called the fortress, made of eight cells joined by segments) and "L'ingresso nella
//! fortezza e l'uscita dalla stessa possono avvenire solo attraversando i segmenti collegati alle caselle c8,
//! c9, j8, j9" (entering and leaving the fortress happen only along the segments joined to c8, c9, j8, j9).
//! Both are data: the geometry is a [`Fortress`] value in [`Rules`], the start is the position string
//! [`START`].
//!
//! ```text
//!       a  b  c  d  e  f  g  h  i  j  k  l
//!  12   .  .  .  .  .  .  .  .  .  .  .  .  12
//!  11   .  .  .   (F2)----(F3)     .  .  .  11    ring:  F1-F2-F3-F4-F5-F6-F7-F8-F1
//!  10   .  .  .  /            \    .  .  .  10    gates: c9-F1, c8-F8, j9-F4, j8-F5 (`=`)
//!   9   .  .  .=(F1)        (F4)=  .  .  .  9     the block d6..i11 has no squares
//!   8   .  .  .=(F8)        (F5)=  .  .  .  8
//!   7   .  .  .  \            /    .  .  .  7
//!   6   .  .  .   (F7)----(F6)     .  .  .  6
//!   5   .  .  .  .  .  .  .  .  .  .  .  .  5
//! ```
//!
//! [`Position::pretty`] draws the whole board this way, pieces included.
//!
//! Every reading we chose where the seed is unclear (gates, protection at the edge, the capture demand, the
//! forced exit, the end checks) is listed in the crate README.
//!
//! # Seats and turns
//!
//! Seat 0 is Yellow, seat 1 White, seat 2 Black ([`Side`], [`Side::name`]); the order is Yellow, White,
//! Yellow, Black ([`Turn`]). In the two-player form ([`Players::Two`]) the seats are the same and one
//! controller answers for seats 1 and 2. The attackers' shared win ranks seats 1 and 2 first together.
//!
//! # Example
//!
//! ```
//! use siege_paris::abstract_game::{Game, Status};
//! use siege_paris::{Position, Rules, Side};
//!
//! let mut pos = Position::start(Rules::from_preset("standard")?);
//! // All eight points are full, so Yellow's first move must leave through a gate.
//! assert_eq!(pos.legal_moves().len(), 4);
//! pos.play(pos.parse_move("F1-c9")?)?;
//! // White answers, demanding that Yellow capture next if it can.
//! pos.play(pos.parse_move("b3-c4!")?)?;
//! assert!(pos.capture_demanded());
//! assert_eq!(pos.status(), Status::ToMove(Side::Yellow.player_id()));
//! println!("{}", pos.pretty());
//! let text = pos.to_string();
//! assert_eq!(text.parse::<Position>()?, pos);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Rules presets
//!
//! [`Rules::PRESETS`], read by [`Rules::from_preset`]: `standard` (the seed's main rules),
//! `three-soldiers` (attackers need three soldiers and an officer in the fortress), `backward` (attackers may
//! move backward, three-player game), `protection` (only a piece that could move onto the attacked square
//! protects it), `two-player` (one player for White and Black), `setup-phase` (Yellow places its pieces as its
//! first eight actions).
//!
//! # Why a game ends
//!
//! Every preset ends every game, in at most `549 * 100 = 54,900` turns after Yellow's placements (which the
//! `setup-phase` preset adds, 8 of them), because of the no-progress rule ([`Rules::no_progress`], 100 turns
//! by default, a draw): the counter goes back to 0 only on progress, and progress is rationed. Progress is a
//! capture, an attacker entering the fortress, or (when attackers may not move backward) an attacker's
//! forward move, one with a rank component towards the enemy's side.
//!
//! - Captures: Yellow takes attackers off the board for good; there are 36 of them.
//! - Entries: White's and Black's pieces that enter the fortress stay there (they are never captured inside,
//!   and they never leave it, see below), and the fortress has 8 points: at most 8 entries in a game.
//! - Forward moves: each brings the piece at least one rank nearer the far edge (rank 16 for White, rank 1
//!   for Black), and no move takes it back (sideways moves keep the rank, entries and moves inside the
//!   fortress leave the board). A piece starting on rank `r` makes at most `16 - r` of them (Black's:
//!   `r - 1`): White's six officers on rank 1 at most 15 each, its soldiers on ranks 2 and 3 at most 14 and
//!   13, so `6 * 15 + 6 * 14 + 6 * 13 = 252` for White and as many for Black: at most 504 in a game. This is
//!   the chess fifty-move rule's reading of a pawn's move: irreversible, so it counts as progress.
//!
//! So a game from the start has at most `36 + 8 + 504 = 548` turns that reset the counter; the 100th turn
//! in a row without progress draws, so each of the at most 549 stretches before, between and after them
//! lasts at most 100 turns. This holds for `standard`, `three-soldiers`, `protection`, `two-player` and
//! `setup-phase` alike, and for any limit `N` (at most `549 * N` turns). Under `backward` (three players,
//! attackers may move backward) a forward move is not progress, since it can be taken back: only the 44
//! captures and entries reset the counter, at most `45 * N` turns. The repetition draw (third occurrence,
//! on in every preset) usually ends a shuffling game much sooner. A game from a position string is bounded
//! the same way by the pieces it holds: at most 36 captures, 8 entries and `36 * 15` forward moves, at most
//! `585 * N` turns.
//!
//! **Attackers never leave the fortress.** The seed says who may go in and out only through the gates
//! ("L'ingresso nella fortezza e l'uscita dalla stessa possono avvenire solo attraversando i segmenti
//! collegati alle caselle c8, c9, j8, j9"), and of the attackers only that they enter, for good: "I pezzi
//! bianchi o neri che sono riusciti ad entrare nella fortezza sono ormai invulnerabili" (the White or Black
//! pieces that have managed to enter the fortress are now invulnerable), their aim being "portare
//! all'interno della fortezza due soldati e un qualsiasi ufficiale" (to bring two soldiers and any officer
//! into the fortress); leaving would be the retreat they are denied ("non possono retrocedere"). Only
//! Yellow, which must even be made to ("il Giallo è obbligato a far uscire dalla fortezza almeno un altro
//! pezzo"), comes out. An earlier reading let attackers out again; an entry then reset the counter and
//! emptied the repetition history while it could be undone, and a soldier stepping `c8-F8`, `F8-c8` made a
//! game endless.
//!
//! Turning the no-progress rule off leaves only the repetition draw: a game is then still finite (between
//! two irreversible moves, a capture, an entry, a placement or, without backward moves, an attacker's
//! forward move, no position occurs three times), but bounded only by the number of positions. Turning
//! both off is refused ([`RulesError::Endless`]): nothing would end a Yellow general stepping to and fro.
//!
//! # Features
//!
//! - `std` (default): passes `std` to the dependencies; the crate itself is `no_std` + `alloc`.
//! - `serde`: `Serialize`/`Deserialize` in readable forms: [`Move`] as its notation (`f1-f4!`, `b9xc10`,
//!   `G@F1`, `pass`, which reads back without the position), [`Rules`] as its rules string (an error for a
//!   custom fortress, which has none), [`Loc`] and [`Point`] by name, [`Position`] as its position string;
//!   [`Side`], [`PieceKind`], [`Piece`], [`Turn`], [`End`] and [`Fortress`] as derived.
//! - `proptest`: the `strategy` module of proptest strategies (built only with this feature).
//! - `svg`: the board as an SVG picture through the family's `abstract_game::svg::Svg` trait,
//!   `position.svg(seat, &options)`: the removed block, the fortress's eight points with their segments and
//!   gates, every piece kind distinct; every playable square (`sq-c3`, `aria-label="c3"`) and point
//!   (`pt-F4`, `aria-label="F4"`) a clickable group. No dependency; `no_std` + `alloc`.
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
pub use game::UndoInfo;
pub use movegen::{MAX_MOVES, MoveList};
pub use mv::{Move, Turn};
pub use piece::{Piece, PieceKind, Side};
pub use position::{Position, START};
pub use rules::{Backward, Players, Protection, Rules};

/// The trait crate this one implements, re-exported so that a user needs one dependency and never a
/// mismatched version.
pub use abstract_game;
