//! Who acts and what: the deal's steps or the board game's turn, the legal actions, playing one, and the
//! result. Inherent, so a user needs no trait import; the `abstract_game` impls call them.

use abstract_game::{Outcome, Status};

use super::{MoveList, TarotGame, TarotMove};

impl TarotGame {
    /// Who acts: nature during a draw, a seat (deciding in the deal, or moving), nobody once over.
    pub fn status(&self) -> Status {
        if self.ending.is_some() {
            return Status::Over;
        }
        match self.dealing_seat() {
            Some(s) if Self::is_draw_stage(self.cards[s].stage) => Status::Chance,
            Some(s) => Status::ToMove(crate::Seat::ALL[s].player_id()),
            None => Status::ToMove(self.board.to_move.player_id()),
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
            Some(s) => self.play_deal_hashed(s, mv),
            None => self.play_turn_hashed(mv),
        }
    }

    /// The result once the game is over: [`TarotGame::ranks`] as an outcome.
    pub fn outcome(&self) -> Option<Outcome> {
        self.ending.map(|_| self.adjudicate())
    }
}
