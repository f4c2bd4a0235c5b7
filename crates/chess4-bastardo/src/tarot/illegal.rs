//! Why an action is illegal: the rule it breaks, in the deal or on the board.

use abstract_game::Status;

use super::state::Stage;
use super::{MoveList, Objective, TarotGame, TarotMove};
use crate::error::IllegalMove;
use crate::illegal::board_reason;
use crate::{PieceKind, Seat};

impl TarotGame {
    /// Why the seat acting now may not make `mv` (nature at a draw); `None` when it is legal.
    ///
    /// ```
    /// use chess4_bastardo::IllegalMove;
    /// use chess4_bastardo::tarot::{TarotGame, TarotMove, TarotRules};
    /// let game = TarotGame::start(TarotRules::standard());
    /// assert_eq!(game.why_illegal(TarotMove::Keep), Some(IllegalMove::ChanceOnly)); // Red's card is due
    /// assert_eq!(game.why_illegal(TarotMove::Retire), Some(IllegalMove::DealNotOver));
    /// ```
    pub fn why_illegal(&self, mv: TarotMove) -> Option<IllegalMove> {
        let legal = self.legal_moves();
        if legal.contains(&mv) { None } else { Some(self.reason(mv, &legal)) }
    }

    /// Why `seat` may not make `mv` now: it is out of the game, or another seat (or nature) acts, or the
    /// action breaks a rule ([`TarotGame::why_illegal`]); `None` when it may. The seat is a [`Seat`] or a
    /// `PlayerId`; a `PlayerId` beyond the four seats has no move ([`IllegalMove::NoSuchMove`]).
    pub fn why_illegal_as(
        &self,
        seat: impl Into<abstract_game::PlayerId>,
        mv: TarotMove,
    ) -> Option<IllegalMove> {
        let Some(seat) = Seat::from_player_id(seat.into()) else { return Some(IllegalMove::NoSuchMove) };
        match self.status() {
            Status::Over => Some(IllegalMove::GameOver),
            Status::Chance => Some(self.why_illegal(mv).unwrap_or(IllegalMove::ChanceOnly)),
            _ if self.playing && !self.is_in(seat) => Some(IllegalMove::Eliminated(seat)),
            Status::ToMove(on_turn) if on_turn != seat.player_id() => Some(IllegalMove::NotYourTurn {
                seat,
                to_move: Seat::from_index(on_turn.index()).unwrap_or(seat),
            }),
            Status::ToMove(_) => self.why_illegal(mv),
        }
    }

    /// The rule an action missing from `legal` (the legal actions now) breaks.
    pub(super) fn reason(&self, mv: TarotMove, legal: &MoveList) -> IllegalMove {
        if self.ending.is_some() {
            return IllegalMove::GameOver;
        }
        if let Some(s) = self.dealing_seat() {
            let stage = self.cards[s].stage;
            let drawing = Self::is_draw_stage(stage);
            return match mv {
                TarotMove::Board(_) | TarotMove::Enter(_) | TarotMove::Retire => IllegalMove::DealNotOver,
                TarotMove::Draw(_) if drawing => IllegalMove::NoSuchMove,
                TarotMove::Draw(_) => IllegalMove::ChanceOnly,
                _ if drawing => IllegalMove::ChanceOnly,
                TarotMove::Choose(card)
                    if matches!(stage, Stage::ChooseOne | Stage::ChooseTwo)
                        && !self.cards[s].hand.contains(&card) =>
                {
                    IllegalMove::CardNotInHand
                }
                TarotMove::Declare => IllegalMove::NothingToDeclare,
                TarotMove::Change => IllegalMove::ChangeNotOffered,
                TarotMove::Pick(_) => IllegalMove::PickNotAllowed,
                TarotMove::Redeal => IllegalMove::NoVote,
                _ => IllegalMove::WrongStep,
            };
        }
        let me = self.board.to_move;
        match mv {
            TarotMove::Draw(_)
            | TarotMove::Choose(_)
            | TarotMove::Keep
            | TarotMove::Change
            | TarotMove::Pick(_)
            | TarotMove::Redeal => IllegalMove::DealOver,
            TarotMove::Declare => IllegalMove::NothingToDeclare,
            TarotMove::Retire => IllegalMove::RetireNotAllowed,
            TarotMove::Enter(sq) if self.death_is_held(me) => IllegalMove::SquareOccupied(sq),
            TarotMove::Enter(_) => IllegalMove::DeathNotHeld,
            TarotMove::Board(board) => {
                let to = board.to().index();
                let mine = self.board.seats[me.index()] & (1 << board.from().index()) != 0;
                let ally_king = self.ally(me).and_then(|a| self.royal(a.index())) == Some(to);
                let kind = self.board.kind_at(board.from().index());
                let corner = self.kings_at_home(me.index()) & (1 << to) != 0;
                if !board.is_pass() && mine && ally_king {
                    return IllegalMove::AllyKing;
                }
                if !board.is_pass()
                    && mine
                    && kind == Some(PieceKind::King)
                    && self.objective_is(me.index(), Objective::Queen)
                    && corner
                {
                    return IllegalMove::KingOnCorner;
                }
                let has_moves = legal.iter().any(|m| match m {
                    TarotMove::Board(b) => !b.is_pass(),
                    TarotMove::Enter(_) => true,
                    _ => false,
                });
                board_reason(&self.board, me, board, has_moves, &|kind, from, occ| {
                    self.attacks(me, kind, from, occ)
                })
            }
        }
    }
}
