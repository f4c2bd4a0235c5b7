//! `abstract_game` traits for [`TarotGame`].

use abstract_game::{Game, Outcome, Probability, Status, Undo};

use super::{MoveList, TarotGame, TarotMove};
use crate::error::MoveParseError;

impl TarotGame {
    /// Who acts: nature during a draw, a seat (deciding in the deal, or moving), nobody once over.
    pub fn status(&self) -> Status {
        if self.ending.is_some() {
            return Status::Over;
        }
        match self.dealing_seat() {
            Some(s) if Self::is_draw_stage(self.cards[s].stage) => Status::Chance,
            Some(s) => Status::ToMove(crate::Seat::ALL[s].player()),
            None => Status::ToMove(self.board.to_move.player()),
        }
    }

    /// The legal actions (or the chance outcomes) now. No heap allocation.
    pub fn legal_moves_into(&self, moves: &mut MoveList) {
        moves.clear();
        if self.ending.is_some() {
            return;
        }
        match self.dealing_seat() {
            Some(s) => self.deal_moves(s, moves),
            None => self.turn_moves(moves),
        }
    }

    /// The legal actions now, as a new list.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.legal_moves_into(&mut moves);
        moves
    }

    /// Plays an action without checking it (from [`TarotGame::legal_moves`] in this very state).
    pub fn play_unchecked(&mut self, mv: TarotMove) {
        if self.ending.is_some() {
            return;
        }
        match self.dealing_seat() {
            Some(s) => self.play_deal(s, mv),
            None => self.play_turn(mv),
        }
    }

    /// The result once the game is over: [`TarotGame::ranks`] as an outcome.
    pub fn outcome(&self) -> Option<Outcome> {
        self.ending.map(|_| self.adjudicate())
    }

    /// Reads an action in the notation of [`TarotMove`] and checks it is legal here (`a7a8` stands for
    /// `a7a8=A` when the Amazon is the only choice).
    ///
    /// # Errors
    ///
    /// [`MoveParseError`]: bad syntax, or an action that is not legal here.
    pub fn parse_move(&self, text: &str) -> Result<TarotMove, MoveParseError> {
        let mv: TarotMove = text.parse()?;
        let legal = self.legal_moves();
        if legal.contains(&mv) {
            return Ok(mv);
        }
        if let TarotMove::Board(board) = mv {
            if board.promotion().is_none() && !board.is_pass() {
                let mut promotions = legal
                    .iter()
                    .filter(|m| m.board().is_some_and(|b| b.from() == board.from() && b.to() == board.to()));
                if let Some(&first) = promotions.next() {
                    return if promotions.next().is_none() {
                        Ok(first)
                    } else {
                        Err(MoveParseError::MissingPromotion(board))
                    };
                }
            }
            return Err(MoveParseError::Illegal(board));
        }
        Err(MoveParseError::IllegalAction)
    }
}

/// The game of the deal and the board. Threefold repetition is not applied (the variant keeps no history,
/// as the base [`Position`](crate::Position) does not); the no-progress limit is.
impl Game for TarotGame {
    type Move = TarotMove;
    type MoveList = MoveList;
    type MoveParseError = MoveParseError;

    fn num_players(&self) -> usize {
        4
    }

    fn status(&self) -> Status {
        TarotGame::status(self)
    }

    fn legal_moves_into(&self, moves: &mut MoveList) {
        TarotGame::legal_moves_into(self, moves);
    }

    fn play_unchecked(&mut self, mv: TarotMove) {
        TarotGame::play_unchecked(self, mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        TarotGame::outcome(self)
    }

    fn parse_move(&self, text: &str) -> Result<TarotMove, MoveParseError> {
        TarotGame::parse_move(self, text)
    }

    /// A draw of a class: its copies left over the cards left.
    fn chance_probability(&self, outcome: TarotMove) -> Probability {
        match outcome {
            TarotMove::Draw(card) if self.deck.count(card) > 0 => {
                Probability::new(u64::from(self.deck.count(card)), u64::from(self.deck.len()))
                    .unwrap_or(Probability::ZERO)
            }
            _ => Probability::ZERO,
        }
    }
}

/// Undo by keeping the whole state (a few hundred bytes): the variant's turns change too much (deaths,
/// eliminations, retirements, the deal) for a compact record to pay.
impl Undo for TarotGame {
    type UndoInfo = TarotGame;

    fn play_undoable(&mut self, mv: TarotMove) -> TarotGame {
        let before = self.clone();
        self.play_unchecked(mv);
        before
    }

    fn undo(&mut self, _mv: TarotMove, info: TarotGame) {
        *self = info;
    }
}
