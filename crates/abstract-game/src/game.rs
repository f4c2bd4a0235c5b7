//! The one trait every game implements.

use core::fmt::{Debug, Display};
use core::hash::Hash;

use crate::{MoveList, Outcome, PlayerId, Probability, Status};

/// Why a checked [`Game::play`] or [`Game::play_as`] refused a move. The state is unchanged after an error.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PlayError {
    /// The game is over; nobody may move.
    #[error("the game is over")]
    GameOver,
    /// Nature acts next (a roll, a deal); a seat tried to move.
    #[error("a chance outcome is due, not a seat's move")]
    ChanceNode,
    /// The seat may not act now: it is not on turn and has no out-of-turn action open.
    #[error("{seat} may not act now")]
    NotYourTurn {
        /// The seat that tried to act.
        seat: PlayerId,
        /// The seat on turn, if any.
        to_move: Option<PlayerId>,
    },
    /// The move is not among the legal moves of the seat (or the chance outcomes) in this state.
    #[error("illegal move")]
    IllegalMove,
}

/// A game state: whose turn, the legal moves, playing them, and the result.
///
/// One value is one state of one game under one set of rules (the rules travel with the state, so a state is
/// all a generic tool needs).
///
/// # Turns, chance and out-of-turn actions
///
/// [`Game::status`] says who acts: a seat, nature ([`Status::Chance`]), or nobody ([`Status::Over`]).
/// [`Game::legal_moves`] lists what the actor may do: the seat's moves, or the chance outcomes, whose
/// probabilities [`Game::chance_probability`] gives exactly. Passing, when a rule makes a seat pass, is a move.
/// A non-terminal state always has at least one legal move (the laws check it).
///
/// Some rules let a seat act when it is not on turn (a méchoune in La Bâtarde, a capture demand, a take-back
/// vote). Such an action is an ordinary move with a window: [`Game::legal_moves_of`] lists, for any seat, what
/// that seat may do right now (its turn's moves if it is on turn, plus any open out-of-turn actions), and
/// [`Game::play_as`] plays one for it. Each seat therefore has one well-defined set of legal moves in every
/// state; generic tools that walk the game tree ([`perft`](crate::perft), playouts) follow the seat on turn.
///
/// # Hot loops
///
/// [`Game::play_unchecked`] skips every check and is what perft and playouts use; feeding it a move that is not
/// legal may leave the state meaningless (never unsafe). [`Game::play`] and [`Game::play_as`] check first and
/// return a typed [`PlayError`].
pub trait Game: Clone + Debug {
    /// A move, a chance outcome or an out-of-turn action. Small and `Copy`; `Display` prints the game's
    /// customary notation, which [`Game::parse_move`] reads back.
    type Move: Copy + Eq + Hash + Debug + Display;

    /// The container [`Game::legal_moves_into`] fills, usually an [`arrayvec::ArrayVec`] sized to the game's
    /// largest possible move count, so move generation never touches the heap.
    type MoveList: MoveList<Self::Move>;

    /// The error [`Game::parse_move`] returns for text that is not a legal move here.
    type MoveParseError: core::error::Error + Send + Sync + 'static;

    /// The number of seats, eliminated ones included.
    fn num_players(&self) -> usize;

    /// The seat's name in the game's vocabulary (`White`, `Red`, `P1`), used by
    /// [`Outcome::named`](crate::Outcome::named) and [`Status::named`](crate::Status::named) so results read
    /// in the game's words. The default is `seat 0`, `seat 1`, ... as [`PlayerId`]'s `Display` prints.
    fn seat_name(&self, seat: PlayerId) -> &'static str {
        crate::player::DEFAULT_SEAT_NAMES.get(seat.index()).copied().unwrap_or("seat ?")
    }

    /// Who acts next.
    fn status(&self) -> Status;

    /// Clears `moves` and fills it with the legal moves of the seat on turn, or the chance outcomes at a chance
    /// node; leaves it empty when the game is over. Each move appears once.
    fn legal_moves_into(&self, moves: &mut Self::MoveList);

    /// The status, with `moves` cleared and, when a seat is on turn, filled with its legal moves (as
    /// [`Game::legal_moves_into`] fills them); left empty at a chance node or when the game is over. Must
    /// equal [`Game::status`] followed by that fill. A game whose status follows from its move list (over
    /// exactly when no move is legal, say) overrides it to test for a move once instead of twice: the batch
    /// asks it for every slot at every step.
    fn status_and_moves(&self, moves: &mut Self::MoveList) -> Status {
        let status = self.status();
        if let Status::ToMove(_) = status {
            self.legal_moves_into(moves);
        } else {
            moves.clear();
        }
        status
    }

    /// The legal moves of the seat on turn (or the chance outcomes) as a new list.
    fn legal_moves(&self) -> Self::MoveList {
        let mut moves = Self::MoveList::default();
        self.legal_moves_into(&mut moves);
        moves
    }

    /// Clears `moves` and fills it with what `seat` may do right now: its turn's moves when it is on turn, plus
    /// any out-of-turn actions open to it. The default knows no out-of-turn actions; games that have them
    /// override this.
    fn legal_moves_of(&self, seat: PlayerId, moves: &mut Self::MoveList) {
        if self.status() == Status::ToMove(seat) {
            self.legal_moves_into(moves);
        } else {
            moves.clear();
        }
    }

    /// Plays a move without checking it. For moves that came from [`Game::legal_moves`] or
    /// [`Game::legal_moves_of`] in this very state.
    fn play_unchecked(&mut self, mv: Self::Move);

    /// Plays a move of the seat on turn, or a chance outcome at a chance node, after checking that it is legal.
    fn play(&mut self, mv: Self::Move) -> Result<(), PlayError> {
        if self.status().is_over() {
            return Err(PlayError::GameOver);
        }
        if !self.legal_moves().contains(&mv) {
            return Err(PlayError::IllegalMove);
        }
        self.play_unchecked(mv);
        Ok(())
    }

    /// Plays a move for `seat`, on turn or out of turn, after checking that the seat may make it now.
    fn play_as(&mut self, seat: PlayerId, mv: Self::Move) -> Result<(), PlayError> {
        let status = self.status();
        if status.is_over() {
            return Err(PlayError::GameOver);
        }
        let mut moves = Self::MoveList::default();
        self.legal_moves_of(seat, &mut moves);
        if moves.contains(&mv) {
            self.play_unchecked(mv);
            return Ok(());
        }
        Err(match status {
            Status::ToMove(on_turn) if on_turn == seat => PlayError::IllegalMove,
            _ if !moves.is_empty() => PlayError::IllegalMove,
            Status::Chance => PlayError::ChanceNode,
            _ => PlayError::NotYourTurn { seat, to_move: status.to_move() },
        })
    }

    /// The result, once the game is over; `None` while it goes on.
    fn outcome(&self) -> Option<Outcome>;

    /// Reads a move in the game's notation, against this state (the state resolves notation that is ambiguous
    /// alone). Accepts exactly what `Display` of a legal move prints, and may accept more.
    fn parse_move(&self, text: &str) -> Result<Self::Move, Self::MoveParseError>;

    /// The exact probability of a chance outcome at a chance node. The default says every outcome listed by
    /// [`Game::legal_moves`] is equally likely (a card dealt from a shuffled deck); games with other odds
    /// (dice totals) override it. Meaningless outside chance nodes.
    fn chance_probability(&self, outcome: Self::Move) -> Probability {
        let _ = outcome;
        Probability::uniform(self.legal_moves().len() as u64).unwrap_or(Probability::ZERO)
    }

    /// Draws nature's outcome at a chance node, each with exactly its [`Game::chance_probability`]; `None`
    /// when no outcome is listed. Random playouts and [`random_move`](crate::random_move) draw through this.
    ///
    /// The default ([`sample_chance`](crate::sample_chance)) lists the outcomes and draws below their
    /// common denominator, which is exact for any game. A game with a cheaper exact draw overrides it (two
    /// dice rolled directly instead of 21 outcomes weighed); `laws::check_chance_draws` checks an override
    /// against the probabilities.
    fn draw_chance<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Self::Move>
    where
        Self: Sized,
    {
        crate::sample_chance(self, rng)
    }
}
