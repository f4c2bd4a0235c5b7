//! Claim windows: any game with out-of-turn actions as a strictly turn-based game, for frameworks in which
//! only the seat on turn acts (`game-runtime`'s batch, and the Python package's `OpenSpiel` games and
//! `PettingZoo` environments).
//!
//! Some rules let a seat act when it is not on turn (a méchoune or a choune in La Bâtarde):
//! [`Game::legal_moves_of`] lists such *claims* for any seat, and [`Game::play_as`] plays them. A framework
//! that asks only the seat in [`Game::status`] never reaches them, so no agent can learn to make them.
//! [`ClaimWindows`] puts them on turn: whenever a seat has a claim open, a *claim window* is played before
//! the game goes on, in which each seat with a claim open is on turn in a fixed order and answers with one of
//! its claims or [`ClaimMove::Pass`].
//!
//! # The rules of the windows
//!
//! - **A seat's claims** are what [`Game::legal_moves_of`] lists for it, less its ordinary moves when it is
//!   on turn ([`Game::legal_moves`]): the seat on turn may claim too, in the window, before its move.
//! - **When a window opens:** in the starting state, and after every move of the inner game (an ordinary
//!   move, a claim or a chance outcome), if the game is not over and some seat has a claim open.
//! - **Who is asked, in which order:** around the table in seat order, starting after the seat that acted
//!   last (after an ordinary move of seat `k`, at `k + 1`; after a claim of seat `c`, at `c + 1`), so the
//!   seat that just acted is asked last. After a chance outcome, and in the starting state, nobody at the
//!   table acted last: the window starts at the seat on turn (seat 0 when nature acts next). Seats with no
//!   claim open are skipped; every other seat is asked once, each on turn in turn.
//! - **A pass** asks the next seat of the window; after the last one the window closes and the ordinary
//!   turn goes on (the inner seat on turn moves, or nature). Passing changes nothing in the inner game, so
//!   the claims still open stay open: a window opens again after the next move.
//! - **A claim** is played in the inner game at once and closes the window; a new window opens over the new
//!   state (if any claim is open there) starting after the claimer, so every other seat may answer it first
//!   (in La Bâtarde, the méchouned seat may choune before the auction goes on).
//!
//! The window is part of the state: [`ClaimWindows::window`] says who is asked and where the window
//! started; the position text, the observation and the tensor carry it.
//!
//! # What it preserves
//!
//! - **The same games.** Every sequence of inner moves the original allows (ordinary moves, claims of any
//!   seat at any point, chance outcomes) is reachable: before a claim of seat `s`, the window's seats before
//!   `s` pass; before an ordinary move or chance outcome, every asked seat passes. Conversely every move of
//!   the turn-based form is a pass or an inner move legal in the original. So the reachable inner states,
//!   outcomes and chance probabilities are the original's.
//! - **Termination.** Between two inner moves a window asks each seat at most once, so a game lasts at most
//!   `seats + 1` times as many plies as the inner moves it plays (plus one window in the starting state). It
//!   ends whenever the inner game cannot play out-of-turn actions forever (La Bâtarde allows one méchoune and
//!   one choune per hand).
//! - **Strictly turn-based.** Only the seat in [`Game::status`] has moves: [`Game::legal_moves_of`] of any
//!   other seat is empty.
//!
//! # Moves, actions, tensors
//!
//! - Moves are [`ClaimMove::Inner`] (written as the inner game writes them) and [`ClaimMove::Pass`]
//!   (written `pass`).
//! - [`ActionIndex`](crate::ActionIndex): the inner game's action space, plus one index for `pass`: the
//!   inner `num_actions()` (the last index).
//! - [`ObservationTensor`](crate::ObservationTensor): flat, `L + 1 + 2 n` values for an inner tensor of `L`
//!   values and `n` seats: the inner tensor (flattened in its order), then 1 when a window is open (else 0),
//!   then a one-hot of the seat asked and a one-hot of the seat the window started at, both relative to the
//!   observing seat (`r = 0` the observer, `r = 1` the next seat...), all zeros when no window is open.
//! - [`HiddenInformation`](crate::HiddenInformation): the inner observation with the window;
//!   `sample_consistent` samples the inner state and keeps the window.
//! - [`Undo`](crate::Undo) and [`ZobristHash`](crate::ZobristHash) when the inner game has them (the window
//!   hashes as one key of 64); chance outcomes and their probabilities are the inner game's.
//! - `Display`/`FromStr`: the inner position, then ` [claim window: P3 asked, from P2]` while a window is
//!   open (the seats in the inner game's [`Game::seat_name`]).
//!
//! Who is asked follows who has a claim open. The games of this family open claims on public facts only (a
//! standing bid, a méchoune), so the window shows nothing hidden; a game whose out-of-turn actions depended
//! on hidden information would show, through the window, who may act.

mod text;
mod traits;

#[cfg(test)]
mod tests;

use alloc::vec::Vec;
use core::fmt;

use crate::{Game, MoveList, Outcome, PlayerId, Probability, Status};

pub use text::{ClaimMoveError, ClaimPositionError};
pub use traits::{ClaimObservation, ClaimUndo};

/// A move of the turn-based form: a move of the inner game (an ordinary move, a chance outcome, or a claim
/// in a window) or a pass in a claim window.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ClaimMove<M> {
    /// A move of the inner game, written as the inner game writes it.
    Inner(M),
    /// The seat asked in a claim window makes no claim; written `pass`.
    Pass,
}

impl<M: fmt::Display> fmt::Display for ClaimMove<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClaimMove::Inner(mv) => mv.fmt(f),
            ClaimMove::Pass => f.write_str("pass"),
        }
    }
}

/// An open claim window: the seat asked now, and the seat the window started at (the seats from there up to
/// the one asked have passed, or had no claim open).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Window {
    asked: PlayerId,
    first: PlayerId,
}

impl Window {
    /// The window asking `asked`, started at `first` (for [`ClaimWindows::with_window`], which checks it).
    pub const fn new(asked: PlayerId, first: PlayerId) -> Self {
        Window { asked, first }
    }

    /// The seat on turn in the window: it claims or passes.
    pub const fn asked(self) -> PlayerId {
        self.asked
    }

    /// The seat the window started at (asked first if it had a claim open).
    pub const fn first(self) -> PlayerId {
        self.first
    }
}

/// A game with out-of-turn actions played strictly in turn, with claim windows (see the [module](self)
/// docs for the rules of the windows).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ClaimWindows<G> {
    inner: G,
    window: Option<Window>,
}

impl<G: Game> ClaimWindows<G> {
    /// The turn-based form of `inner`, with a window open at once if a seat has a claim open (starting at the
    /// seat on turn, seat 0 when nature acts next).
    pub fn new(inner: G) -> Self {
        let from = inner.status().to_move().unwrap_or_default();
        let window = open(&inner, from);
        ClaimWindows { inner, window }
    }

    /// The state with this window, checked: both seats at the table, the game not over, and the seat asked
    /// with a claim open. `None` is a state with no window open (the ordinary turn goes on).
    pub fn with_window(inner: G, window: Option<Window>) -> Result<Self, InvalidWindow> {
        if let Some(w) = window {
            let n = inner.num_players();
            if w.asked.index() >= n || w.first.index() >= n {
                return Err(InvalidWindow::SeatNotAtTable);
            }
            if inner.status().is_over() {
                return Err(InvalidWindow::GameOver);
            }
            if !has_claims(&inner, w.asked) {
                return Err(InvalidWindow::NothingToClaim);
            }
        }
        Ok(ClaimWindows { inner, window })
    }

    /// The inner game's state.
    pub fn inner(&self) -> &G {
        &self.inner
    }

    /// The inner game's state, giving up the window.
    pub fn into_inner(self) -> G {
        self.inner
    }

    /// The open claim window, if any.
    pub fn window(&self) -> Option<Window> {
        self.window
    }

    /// The claims open to `seat` in the inner game now (whether or not a window asks it): its
    /// [`Game::legal_moves_of`] less its ordinary moves.
    pub fn claims_of(&self, seat: PlayerId) -> G::MoveList {
        claims(&self.inner, seat)
    }

    /// One line about the open window for people (`claim window: P3 may claim or pass`), in the inner game's
    /// seat names; `None` when no window is open.
    pub fn window_line(&self) -> Option<alloc::string::String> {
        self.window.map(|w| {
            alloc::format!(
                "claim window: {} may claim or pass (asked from {})",
                self.inner.seat_name(w.asked),
                self.inner.seat_name(w.first)
            )
        })
    }

    /// Plays one inner move through `play` (checked or undoable), then opens the window that follows it.
    fn step_inner<T>(&mut self, play: impl FnOnce(&mut G) -> T) -> T {
        let n = self.inner.num_players();
        // The seat that acted: the claimer in a window, else the seat on turn; none for nature.
        let actor = match self.window {
            Some(w) => Some(w.asked),
            None => self.inner.status().to_move(),
        };
        let result = play(&mut self.inner);
        let from = match actor {
            Some(seat) => seat.next(n),
            None => self.inner.status().to_move().unwrap_or_default(),
        };
        self.window = open(&self.inner, from);
        result
    }

    fn pass(&mut self) {
        self.window = self.window.and_then(|w| next_asked(&self.inner, w));
    }
}

/// Why [`ClaimWindows::with_window`] refused a window.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum InvalidWindow {
    /// A seat of the window is not at the table.
    #[error("a seat of the claim window is not at the table")]
    SeatNotAtTable,
    /// The inner game is over: no window is open in a finished game.
    #[error("the game is over: no claim window is open")]
    GameOver,
    /// The seat asked has no claim open, so no window would ask it.
    #[error("the seat asked has no out-of-turn action open")]
    NothingToClaim,
}

/// `seat`'s claims in `inner`: its `legal_moves_of` less its ordinary moves.
fn claims<G: Game>(inner: &G, seat: PlayerId) -> G::MoveList {
    let mut of_seat = G::MoveList::default();
    inner.legal_moves_of(seat, &mut of_seat);
    if inner.status() != Status::ToMove(seat) || of_seat.is_empty() {
        return of_seat;
    }
    let turn = inner.legal_moves();
    let mut open = G::MoveList::default();
    for &mv in of_seat.iter().filter(|mv| !turn.contains(mv)) {
        open.push(mv);
    }
    open
}

fn has_claims<G: Game>(inner: &G, seat: PlayerId) -> bool {
    !claims(inner, seat).is_empty()
}

/// The window over `inner` starting at `from`: its first seat with a claim open, if any.
fn open<G: Game>(inner: &G, from: PlayerId) -> Option<Window> {
    if inner.status().is_over() {
        return None;
    }
    let n = inner.num_players();
    let mut seat = from;
    for _ in 0..n {
        if has_claims(inner, seat) {
            return Some(Window { asked: seat, first: from });
        }
        seat = seat.next(n);
    }
    None
}

/// The seat asked after `window.asked` passes: the next one with a claim open before the window comes back
/// to its first seat.
fn next_asked<G: Game>(inner: &G, window: Window) -> Option<Window> {
    let n = inner.num_players();
    let mut seat = window.asked.next(n);
    while seat != window.first {
        if has_claims(inner, seat) {
            return Some(Window { asked: seat, first: window.first });
        }
        seat = seat.next(n);
    }
    None
}

impl<G: Game> Game for ClaimWindows<G> {
    type Move = ClaimMove<G::Move>;
    // A list of the inner game's moves cannot be viewed as a list of these, so the form keeps its own
    // (reused by `legal_moves_into`, so it allocates only while it grows).
    type MoveList = Vec<ClaimMove<G::Move>>;
    type MoveParseError = ClaimMoveError<G::MoveParseError>;

    fn num_players(&self) -> usize {
        self.inner.num_players()
    }

    fn seat_name(&self, seat: PlayerId) -> &'static str {
        self.inner.seat_name(seat)
    }

    fn status(&self) -> Status {
        match self.window {
            Some(w) => Status::ToMove(w.asked),
            None => self.inner.status(),
        }
    }

    fn legal_moves_into(&self, moves: &mut Self::MoveList) {
        moves.clear();
        match self.window {
            Some(w) => {
                moves.extend(claims(&self.inner, w.asked).iter().map(|&mv| ClaimMove::Inner(mv)));
                moves.push(ClaimMove::Pass);
            }
            None => moves.extend(self.inner.legal_moves().iter().map(|&mv| ClaimMove::Inner(mv))),
        }
    }

    fn play_unchecked(&mut self, mv: Self::Move) {
        match mv {
            ClaimMove::Inner(mv) => self.step_inner(|inner| inner.play_unchecked(mv)),
            ClaimMove::Pass => self.pass(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.inner.outcome()
    }

    /// `pass`, or the inner game's notation; refused unless legal here (an ordinary move while a window is
    /// open, a claim outside one).
    fn parse_move(&self, text: &str) -> Result<Self::Move, Self::MoveParseError> {
        let is_pass = text.trim().eq_ignore_ascii_case("pass");
        let mv = if is_pass && self.window.is_some() {
            ClaimMove::Pass
        } else {
            match self.inner.parse_move(text) {
                Ok(mv) => ClaimMove::Inner(mv),
                // `pass` outside a window: say when it is legal rather than what the inner game reads.
                Err(_) if is_pass => ClaimMove::Pass,
                Err(e) => return Err(ClaimMoveError::Inner(e)),
            }
        };
        if self.legal_moves().contains(&mv) {
            return Ok(mv);
        }
        let why = match self.window {
            Some(w) => alloc::format!(
                "a claim window is open: {} may make an out-of-turn action or pass",
                self.inner.seat_name(w.asked)
            ),
            None => alloc::string::String::from(
                "no claim window is open: out-of-turn actions are made when a window asks the seat",
            ),
        };
        Err(ClaimMoveError::NotNow { text: alloc::string::ToString::to_string(text.trim()), why })
    }

    fn chance_probability(&self, outcome: Self::Move) -> Probability {
        match outcome {
            ClaimMove::Inner(mv) if self.window.is_none() => self.inner.chance_probability(mv),
            _ => Probability::ZERO,
        }
    }

    fn draw_chance<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Self::Move> {
        if self.window.is_some() {
            return None;
        }
        self.inner.draw_chance(rng).map(ClaimMove::Inner)
    }
}
