//! A game with its history: threefold repetition, agreement, take-backs.

use alloc::collections::VecDeque;

use abstract_game::{Game, Outcome, PlayError, Status};

use crate::error::{MoveParseError, TakeBackError};
use crate::{Ending, Move, MoveList, Position, TakeBackVote, UndoInfo};

/// A game in progress: the current [`Position`] and the plies that led to it, each with its undo
/// information. It adds the rules a position alone cannot apply: repetition (the same position with the same
/// seat to move for the rules' number of times), agreement ([`GameHistory::end_by_agreement`]) and take-backs
/// ([`GameHistory::take_back`] after a [`TakeBackVote`]).
///
/// # Memory
///
/// One ply costs `size_of::<(Move, UndoInfo)>()` = 64 bytes. A game cannot last for ever (each stretch
/// without a capture or pawn move is cut by the no-progress limit, and there are at most 28 captures and 112
/// pawn steps), so even a full record is bounded; [`GameHistory::with_history_limit`] caps it for long runs:
/// the oldest plies are forgotten (and can no longer be taken back), but never those inside the no-progress
/// window, so repetition stays exact. Repetition compares 64-bit Zobrist hashes, so a false repetition
/// would need a hash collision.
///
/// ```
/// use abstract_game::Game;
/// use chess4_bastardo::{Ending, GameHistory, Seat, TakeBackVote};
///
/// let mut game = GameHistory::default();
/// for text in ["c2c4", "f2f4", "g6g5", "b6b5"] {
///     let mv = game.position().parse_move(text)?;
///     game.play(mv)?;
/// }
/// let before = game.position().to_string();
/// game.play(game.position().parse_move("c4b5")?)?; // Red takes Green's pawn
///
/// // Red, Blue and Yellow agree to take Red's capture back: three of four is an absolute majority.
/// let mut vote = TakeBackVote::open(&game, 1)?;
/// vote.vote(Seat::Red, true)?;
/// vote.vote(Seat::Blue, true)?;
/// vote.vote(Seat::Yellow, true)?;
/// game.take_back(&vote)?;
/// assert_eq!(game.position().to_string(), before);
///
/// game.end_by_agreement()?;
/// assert_eq!(game.ending(), Some(Ending::Agreement));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameHistory {
    position: Position,
    plies: VecDeque<(Move, UndoInfo)>,
    agreed: bool,
    limit: Option<usize>,
    /// Changes with every play, take-back and agreement, so a vote opened earlier is recognised as stale.
    pub(crate) serial: u64,
}

impl Default for GameHistory {
    /// A new game from the start position under the standard rules.
    fn default() -> Self {
        GameHistory::new(Position::default())
    }
}

impl GameHistory {
    /// A new game from the start position under `rules`, with no history yet.
    pub fn start(rules: crate::Rules) -> GameHistory {
        GameHistory::new(Position::start(rules))
    }

    /// A game from `position`, with no plies recorded (positions before it do not count for repetition).
    pub fn new(position: Position) -> GameHistory {
        GameHistory { position, plies: VecDeque::new(), agreed: false, limit: None, serial: 0 }
    }

    /// The same record keeping at most `plies` plies (never fewer than the no-progress window of four
    /// seats, so repetition stays exact); older plies can no longer be taken back.
    #[must_use]
    pub fn with_history_limit(mut self, plies: usize) -> GameHistory {
        let window = 4 * usize::from(self.position.rules().no_progress_rounds());
        let limit = plies.max(window);
        self.limit = Some(limit);
        while self.plies.len() > limit {
            self.plies.pop_front();
        }
        self
    }

    /// The current position.
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// The recorded plies, oldest first.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = Move> + '_ {
        self.plies.iter().map(|&(mv, _)| mv)
    }

    /// How many plies can be taken back.
    pub fn len(&self) -> usize {
        self.plies.len()
    }

    /// Whether no ply is recorded.
    pub fn is_empty(&self) -> bool {
        self.plies.is_empty()
    }

    /// How many times the current position (same seat to move) has occurred since the last capture or pawn
    /// move, this time included.
    pub fn repetitions(&self) -> usize {
        let window = usize::from(self.position.no_progress_plies()).min(self.plies.len());
        let here = self.position.hash_key();
        1 + self.plies.iter().rev().take(window).filter(|(_, info)| info.hash_before() == here).count()
    }

    /// Why the game ended, if it did: the position's endings, then repetition and agreement.
    pub fn ending(&self) -> Option<Ending> {
        if let Some(ending) = self.position.ending() {
            return Some(ending);
        }
        if self.agreed {
            return Some(Ending::Agreement);
        }
        let times = self.position.rules().repetition();
        (times != 0 && self.repetitions() >= usize::from(times)).then_some(Ending::Repetition)
    }

    /// Ends the game because all remaining players agree; it is then scored by piece count
    /// ([`Position::adjudicate`]). An API call, not a move: agreement is social and needs every remaining
    /// player, which the caller establishes.
    pub fn end_by_agreement(&mut self) -> Result<(), PlayError> {
        if self.ending().is_some() {
            return Err(PlayError::GameOver);
        }
        self.agreed = true;
        self.serial += 1;
        Ok(())
    }

    /// Takes back the last `vote.plies()` plies if the vote approved it, restoring the earlier position
    /// exactly (eliminated seats return with their armies). An ending by agreement is lifted as well.
    pub fn take_back(&mut self, vote: &TakeBackVote) -> Result<(), TakeBackError> {
        if vote.serial() != self.serial {
            return Err(TakeBackError::StaleVote);
        }
        if vote.state() != crate::VoteState::Approved {
            return Err(TakeBackError::NotApproved);
        }
        self.undo_plies(vote.plies())
    }

    /// Takes back the last `plies` plies without a vote (for tools, and for callers that hold the vote
    /// elsewhere).
    pub fn undo_plies(&mut self, plies: usize) -> Result<(), TakeBackError> {
        if plies == 0 || plies > self.plies.len() {
            return Err(TakeBackError::BadPlyCount { asked: plies, available: self.plies.len() });
        }
        for _ in 0..plies {
            if let Some((mv, info)) = self.plies.pop_back() {
                self.position.undo(mv, info);
            }
        }
        self.agreed = false;
        self.serial += 1;
        Ok(())
    }
}

/// The complete rules: the position's, plus repetition and agreement.
impl Game for GameHistory {
    type Move = Move;
    type MoveList = MoveList;
    type MoveParseError = MoveParseError;

    fn num_players(&self) -> usize {
        4
    }

    /// `Red`, `Blue`, `Yellow`, `Green` (as [`Seat`](crate::Seat)'s `Display`).
    fn seat_name(&self, seat: abstract_game::PlayerId) -> &'static str {
        crate::Seat::from_player_id(seat).map_or("seat ?", crate::Seat::name)
    }

    fn status(&self) -> Status {
        if self.ending().is_some() { Status::Over } else { self.position.status() }
    }

    fn legal_moves_into(&self, moves: &mut MoveList) {
        if self.ending().is_some() {
            moves.clear();
        } else {
            self.position.legal_moves_into(moves);
        }
    }

    fn play_unchecked(&mut self, mv: Move) {
        let info = self.position.play_undoable(mv);
        if self.limit.is_some_and(|limit| self.plies.len() >= limit) {
            self.plies.pop_front();
        }
        self.plies.push_back((mv, info));
        self.serial += 1;
    }

    fn outcome(&self) -> Option<Outcome> {
        self.ending().map(|_| self.position.adjudicate())
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        let mv = self.position.parse_move(text)?;
        if self.ending().is_some() {
            Err(MoveParseError::Illegal(crate::IllegalMove::GameOver))
        } else {
            Ok(mv)
        }
    }
}
