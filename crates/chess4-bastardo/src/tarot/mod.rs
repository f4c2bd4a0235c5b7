//! "Bastardo a obiettivi", the tarot-objectives variant (the seed's 2007 rules): each seat draws a secret
//! objective from a 78-card tarot deck, and the first to reach its objective wins at once.
//!
//! [`TarotGame`] is the whole game: the deal (draws are chance nodes with exact odds; choices and
//! declarations are the seats' moves), then the board game of [`Position`](crate::Position) with the
//! objectives' pieces and wins. It implements [`Game`](abstract_game::Game),
//! [`HiddenInformation`](abstract_game::HiddenInformation) (a seat sees its own cards and what was
//! declared), [`Undo`](abstract_game::Undo), [`ZobristHash`](abstract_game::ZobristHash) (incremental),
//! [`ActionIndex`](abstract_game::ActionIndex) and [`ObservationTensor`](abstract_game::ObservationTensor)
//! (written from the seat's observation); [`TarotGame::pretty`] and [`TarotGame::pretty_for`] draw it.
//!
//! ```
//! use abstract_game::{Game, HiddenInformation, Status, Xoshiro256, random_playout};
//! use chess4_bastardo::Seat;
//! use chess4_bastardo::tarot::{Card, Objective, TarotGame, TarotMove, TarotRules};
//!
//! let mut game = TarotGame::start(TarotRules::standard());
//! // Nature deals Red a 5: capture five pawns. Nobody else learns it.
//! game.play(TarotMove::Draw(Card::number(5).unwrap()))?;
//! assert_eq!(game.status(), Status::ToMove(Seat::Red.player_id())); // Red confirms its objective
//! game.play(game.parse_move("keep")?)?;
//! assert!(game.has_objective(Seat::Red, Objective::FivePawns));
//! assert_ne!(game.observe(Seat::Red.player_id()), game.observe(Seat::Blue.player_id()));
//!
//! // The rest of the deal and the game, at random.
//! let mut rng = Xoshiro256::seed_from_u64(7);
//! let playout = random_playout(&mut game, &mut rng, 100_000);
//! assert_eq!(playout.outcome.expect("every game ends").num_players(), 4);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # The deal
//!
//! Seats are dealt one after the other in turn order from the first seat; each finishes its deal (draws,
//! choices, declarations, a last confirmation) before the next draws. Then, under the `redeal` option, every
//! seat votes; four votes for a new deal put every card back and deal again. Then the board game starts:
//! objective 2's rook and objective 10's bishop become Amazons, Death is its seat's knight.
//!
//! A draw is a chance node over the fifteen card classes ([`Card`]): the suit of a minor card never matters
//! ("il seme non conta"), so the 4 copies of a class are one outcome of probability copies left / cards left.
//!
//! # Rules and readings
//!
//! The variant's rules in our words, and every reading we took where the seed leaves a case open (numbered,
//! each with its tests), are in the crate's documentation (its README): "The tarot-objectives variant".
//!
//! # Why a game ends
//!
//! - **The deal** is finite: each draw takes a card from the 78 of the deck (a draw stage with an empty deck
//!   ends), each choice, forced declaration, pick and confirmation moves a seat to a later stage, a change
//!   happens once per seat, the parasite is declared once (the only step back, to a draw or to objective
//!   9's pick), a 6, 7 or 8 is declared once (declaring reveals all of a seat's corners), and the `redeal`
//!   vote may ask for at most 255 new deals.
//! - **The board game** ends by the base game's no-progress limit (the rules' rounds x the seats still in),
//!   and the limit bounds it. Progress is a pawn move (at most 16 x 6 in a game: pawns only go forward) or
//!   a piece leaving the board for good: a capture, a piece dying of the Plague or on the Spectre King, a
//!   piece objective 1's king takes. Death is no such piece: taken, it waits and comes back, so taking it
//!   is not progress (were it, a rook taking Death each time its owner puts it back would play for ever).
//!   Nothing else brings a piece back, so there are at most 31 such removals; between two progress moves
//!   at most `rounds x 4` plies pass; the game lasts at most (96 + 31 + 1) x 50 x 4 board plies under
//!   the standard rules. It then ends with [`TarotEnding::NoProgress`], judged by the end rule (the
//!   Plague/Death judgement, objective 10, the piece count: [`TarotGame::ranks`]). Declaring a 6, 7 or 8
//!   costs no ply: it is one more action, at most once per seat (no objective arrives after the deal).

pub mod action;
mod card;
mod deal;
mod diagram;
mod end;
mod game;
mod hash;
mod hidden;
mod mv;
mod notation;
mod objective;
pub mod observation;
mod play;
mod rules;
mod state;
#[cfg(feature = "svg")]
mod svg;

pub use card::{Card, Deck};
pub use deal::DealError;
pub use hidden::TarotObservation;
pub use mv::TarotMove;
pub use notation::TarotParseError;
pub use objective::Objective;
pub use rules::TarotRules;
pub use state::{Goal, Stage, TarotEnding, TarotGame};

/// The most actions a seat can have at once, the capacity of [`MoveList`].
///
/// On the board: the base game's 184 (see [`MAX_MOVES`](crate::MAX_MOVES)) with its king as a Queen (27
/// instead of 8), its bishop and knight as Princesses (21 each instead of 13 and 8), its rook an Amazon (35
/// instead of 14), Death jumping to any of 63 squares: 184 + 19 + 8 + 13 + 21 + 63 = 308; plus declaring and
/// retiring. Death's return (63 squares) excludes Death on the board. The deal offers at most 15.
pub const MAX_TAROT_MOVES: usize = 320;

/// The actions of one seat, on the stack.
pub type MoveList = arrayvec::ArrayVec<TarotMove, MAX_TAROT_MOVES>;
