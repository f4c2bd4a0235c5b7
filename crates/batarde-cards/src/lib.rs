//! La Bâtarde: a rules engine for the trick-taking card game with a trump auction, méchoune and choune
//! doubling, for 3 to 7 players.
//!
//! Each player predicts how many tricks it will take; an auction fixes the trump mode; whoever misses its bid
//! scores the difference as penalty points (doubled after a méchoune, quadrupled after a choune), and over a
//! whole game the lowest total wins.
//!
//! - [`Card`], [`CardSet`] (a 128-bit mask of the 36 or 72 cards), [`Bid`], [`Mode`], [`Contract`].
//! - [`Hand`]: one hand, from the first card dealt (chance nodes) to the score, implementing
//!   [`Game`](abstract_game::Game), [`HiddenInformation`](abstract_game::HiddenInformation),
//!   [`Undo`](abstract_game::Undo) and [`ZobristHash`](abstract_game::ZobristHash).
//! - [`Match`]: a whole game (the schedule for the table size, dealer rotation, running totals), with the
//!   same traits; [`Rules`] with presets `3p`..`7p`.
//! - [`split_tables`] for 6-8 players at two tables.
//! - [`ActionIndex`](abstract_game::ActionIndex) for both: a dense action space per table ([`ActionLayout`],
//!   the [`action`] module), and [`ObservationTensor`](abstract_game::ObservationTensor) (the [`observation`]
//!   module's docs list the values).
//! - [`legal_cards`] and [`trick_winner`]: the trick obligations and the winner as pure mask functions.
//! - [`Hand::random_legal_move`] and [`Hand::play_random`]: uniform random play straight from the masks, for
//!   playouts (two to three times as fast as the generic [`random_playout`](abstract_game::random_playout), which
//!   itself draws the deal through the overridden `Game::draw_chance`).
//! - [`Hand::pretty`] / [`Match::pretty`]: a text view of everything; [`Hand::pretty_for`] / [`Match::pretty_for`]: one seat's view (its cards only).
//! - Notation ([`notation`]): cards `RS`, `FH`, `DogC`, `CatD`, `RS*` (marked pack); bids `3S`, `0NT`,
//!   `2AT`, `4S*`; moves `deal RS`, `dealer P2`, `P1 mechoune P3`, `P3 choune`; a whole hand or game as one
//!   line that round-trips. Seats are `P1`..`P7` clockwise (`N E S W` read as `P1`..`P4` at four players).
//!
//! # The orders
//!
//! | | strongest ... weakest |
//! |---|---|
//! | normal order | R D C V F M J Dog Cat |
//! | trump order (the trump suit; every suit in All-trumps) | F M J R D C V Dog Cat |
//! | trump modes in the auction | All-trumps (`AT`) > Spades (`S`) > Hearts (`H`) > Diamonds (`D`) > Clubs (`C`) > No-trumps (`NT`) |
//!
//! # Who may act
//!
//! [`Game::status`](abstract_game::Game::status) names the seat on turn (a bidder or a player), or says
//! `Chance` (a card is dealt, a first dealer drawn) or `Over`. The méchoune and the choune are out-of-turn
//! actions: [`Game::legal_moves_of`](abstract_game::Game::legal_moves_of) lists them for the seats allowed,
//! [`Game::play_as`](abstract_game::Game::play_as) plays them, and [`Game::legal_moves`](abstract_game::Game::legal_moves)
//! never lists them (perft and random playouts follow bids and cards only). See [`Hand`] for the table of
//! windows and [`Hand::all_actions_into`] to list every seat's actions at once.
//!
//! ```text
//!   deal (chance) ─▶ auction ─────────────────────────▶ play ──────────────────▶ over
//!                    on turn: the bidder                on turn: the player       nobody
//!                    out of turn: méchoune (any seat,   out of turn: choune
//!                    once), choune (the méchouned seat) (until the first card)
//! ```
//!
//! # Why a game ends
//!
//! Every preset (`3p`..`7p`) is a finite schedule of hands ([`schedule`]: 10 or 12 hands), and every hand
//! is finitely many moves, so no game runs forever and no cap is needed:
//!
//! - the deal is `players x cards` chance moves (at most 70);
//! - the auction ends when every seat has a bid standing on one mode. Each mode change is a strictly
//!   stronger bid (more tricks, or as many in a stronger mode), and there are at most 15 x 6 bid strengths,
//!   so there are at most 90 mode changes, each followed by at most `players` acceptances before the next
//!   change or the close: at most 90 x 7 bids. The méchoune happens once per hand, the choune once;
//! - the play is `players x cards` cards.
//!
//! A whole game ([`Match`]) adds the draw of the first dealer (one chance move). The running totals are
//! bounded too: a hand scores a seat at most 4 x its cards, 552 over the longest schedule
//! ([`Match::MAX_TOTAL`] is far above it).
//!
//! # Out-of-turn actions in notation
//!
//! [`Game::parse_move`](abstract_game::Game::parse_move) of a [`Hand`] or [`Match`] reads a move and checks
//! it against the state, for the seat the move belongs to: the seat on turn for a bid or a card, the seat
//! *named in the text* for a méchoune (`P3 mechoune P1`) or a choune (`P1 choune`). Pass the same seat to
//! [`Game::play_as`](abstract_game::Game::play_as). A front end that knows who is typing uses
//! [`Hand::parse_move_as`] / [`Match::parse_move_as`], which also read `mechoune P1` and `choune` for that
//! seat and refuse a doubling typed in another seat's name. A refused move says why
//! ([`MoveParseError::Illegal`] with an [`IllegalMove`]); [`Hand::why_illegal`] and [`Hand::why_illegal_as`]
//! give the same reasons for a [`Move`] value.
//!
//! # Example
//!
//! ```
//! use abstract_game::{Game, HiddenInformation, PlayerId, Status, Xoshiro256};
//! use batarde_cards::{Bid, CardSet, Hand, IllegalMove, Mode, Move, MoveParseError, Suit};
//!
//! // Four players, five cards each, P4 deals: the deal is a chance node, one card at a time.
//! let mut hand = Hand::new(4, 5, PlayerId::from_const(3))?;
//! assert_eq!(hand.status(), Status::Chance);
//! let mut rng = Xoshiro256::seed_from_u64(7);
//! while hand.status().is_chance() {
//!     let card = abstract_game::sample_chance(&hand, &mut rng).unwrap();
//!     hand.play(card)?;
//! }
//! // P1, left of the dealer, bids first: two tricks in Spades.
//! let p1 = PlayerId::from_const(0);
//! assert_eq!(hand.status(), Status::ToMove(p1));
//! hand.play(hand.parse_move("2S")?)?;
//! // P3 is not on turn, yet may méchoune P1's bid: the mode is locked, the points doubled.
//! let p3 = PlayerId::from_const(2);
//! hand.play_as(p3, hand.parse_move("P3 mechoune P1")?)?;
//! assert_eq!(hand.multiplier(), 2);
//! // P1 may answer choune until the first card is played.
//! hand.play_as(p1, Move::Choune(p1))?;
//! assert_eq!(hand.multiplier(), 4);
//! // The others bid on Spades (no mode change is possible any more; the hook rule binds the last bid).
//! for tricks in [0, 1] {
//!     hand.play(Move::Bid(Bid::new(tricks, Mode::Trump(Suit::Spades))))?;
//! }
//! assert_eq!(hand.hooked_tricks(), Some(2)); // 2 + 0 + 1 + 2 would make the 5 tricks
//! // A refused move says why.
//! let refused = hand.parse_move("2S").unwrap_err();
//! assert_eq!(refused, MoveParseError::Illegal(IllegalMove::HookRule { tricks: 2 }));
//! hand.play(hand.parse_move("3S")?)?;
//! // Play: P1 leads. P2 sees only its own cards.
//! let view = hand.observe(PlayerId::from_const(1));
//! assert_eq!(view.own_hand(), hand.hand_of(PlayerId::from_const(1)));
//! println!("{}", hand.pretty_for(PlayerId::from_const(1)));
//! // The whole state as text, read back exactly.
//! let text = hand.to_string();
//! assert_eq!(text.parse::<Hand>()?, hand);
//! # let _ = CardSet::EMPTY;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Features
//!
//! - `std` (default): passes `std` to `abstract-game`; the crate itself is `no_std` + `alloc`.
//! - `serde`: `Serialize`/`Deserialize` for cards, card sets, bids, modes, contracts, moves, rules, and for
//!   [`Hand`] and [`Match`] as their text form.
//! - `proptest`: the `strategy` module of proptest strategies (built only with this feature).
//! - `svg`: the table as an SVG picture through the family's `abstract_game::svg::Svg` trait,
//!   `hand.svg(seat, &options)` and `game.svg(seat, &options)`, drawn only from `seat`'s observation: its
//!   cards face up and named (`aria-label="RS"`), the other seats' cards face down and counted, the trick,
//!   bids, contract, tricks won, méchoune and choune marks, running totals, and the seat's bids and
//!   doublings as buttons. No dependency; `no_std` + `alloc`.
#![no_std]
#![deny(missing_docs)]
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;

/// The `abstract-game` crate this one implements, re-exported so a user needs one dependency and never a
/// mismatched version.
pub use abstract_game;
#[cfg(feature = "std")]
extern crate std;

pub mod action;
mod auction;
mod bid;
mod card;
mod cardset;
mod deck;
mod diagram;
mod error;
mod game;
mod hand;
mod hash;
mod hidden;
mod illegal;
mod match_play;
mod mv;
pub mod notation;
pub mod observation;
mod playout;
mod rules;
mod schedule;
mod scoring;
mod seat;
#[cfg(feature = "serde")]
mod serde_impls;
#[cfg(feature = "svg")]
#[cfg_attr(docsrs, doc(cfg(feature = "svg")))]
mod svg;
mod trick;

#[cfg(feature = "proptest")]
#[cfg_attr(docsrs, doc(cfg(feature = "proptest")))]
pub mod strategy;

pub use action::ActionLayout;
pub use bid::{Bid, Contract, Mode};
pub use card::{Card, Pack, Rank, Suit};
pub use cardset::{CardSet, Iter as CardSetIter};
pub use error::{
    BidParseError, CardParseError, IllegalMove, MoveParseError, NoSuchSeat, PositionError, RulesError,
};
pub use hand::{Hand, MAX_CARDS, MAX_PLAYERS, MIN_PLAYERS, MoveList, Phase};
pub use hidden::{MatchObservation, Observation};
pub use match_play::Match;
pub use mv::Move;
pub use notation::{SeatName, parse_card, parse_move, parse_seat};
pub use rules::Rules;
pub use schedule::{schedule, split_seats, split_tables};
pub use scoring::penalty;
pub use seat::Seat;
pub use trick::{legal_cards, trick_winner};
