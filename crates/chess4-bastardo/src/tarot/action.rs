//! The dense action index of the tarot variant ([`ActionIndex`] for [`TarotGame`]).
//!
//! | range | actions |
//! |---|---|
//! | `0..15` | `Draw(card)`: the card class, `1`..`10`, `P`, `N`, `Q`, `K`, `M` |
//! | `15..30` | `Choose(card)`, same order |
//! | `30..35` | `Declare`, `Keep`, `Change`, `Redeal`, `Retire` |
//! | `35..49` | `Pick(objective)`, objectives in card order |
//! | `49..113` | `Enter(square)`: Death put back, the square in the mover's frame |
//! | `113..4209` | board moves: `113 + from x 64 + to`, both squares in the mover's frame |
//! | `4209` | the pass |
//! | `4210..4306` | under-promotions (`free-promotion` only), as the base game's: `4210 + (to_file x 4 + way) x 3 + piece` |
//!
//! The mover's frame is the base game's (see `ActionIndex for Position`): Blue's files mirrored, Yellow's
//! board turned, Green's ranks mirrored, so every seat moves from a1 northwards. Board moves take a square
//! pair rather than the base game's direction codes because Death jumps to any empty square.
//!
//! `num_actions` is 4210 under every rules set with Amazon-only promotion (`standard`, `redeal`), 4306 with
//! `free-promotion`.

use abstract_game::ActionIndex;
use board_core::Square;

use super::{Card, Objective, TarotGame, TarotMove};
use crate::action::frame;
use crate::{Move, PieceKind, Promotion, Seat};

const CHOOSE: usize = 15;
const WORDS: usize = 30;
const PICK: usize = 35;
const ENTER: usize = 49;
const BOARD: usize = ENTER + 64;
const PASS: usize = BOARD + 64 * 64;
const UNDER: usize = PASS + 1;
const UNDER_COUNT: usize = 8 * 4 * 3;
const WORD_MOVES: [TarotMove; 5] =
    [TarotMove::Declare, TarotMove::Keep, TarotMove::Change, TarotMove::Redeal, TarotMove::Retire];

impl TarotGame {
    /// The seat whose frame board squares are read in: the seat on turn on the board (Red in the deal,
    /// where no square is named).
    fn mover(&self) -> Seat {
        self.board.to_move
    }
}

/// The action space of the rules (see the [module docs](self)).
impl ActionIndex for TarotGame {
    fn num_actions(&self) -> usize {
        match self.board.rules().promotion() {
            Promotion::AmazonOnly => UNDER,
            Promotion::Free => UNDER + UNDER_COUNT,
        }
    }

    fn action_index(&self, mv: TarotMove) -> usize {
        let f = frame(self.mover());
        match mv {
            TarotMove::Draw(card) => card.index() % 15,
            TarotMove::Choose(card) => CHOOSE + card.index() % 15,
            TarotMove::Pick(objective) => PICK + objective as usize,
            TarotMove::Enter(sq) => ENTER + (sq.index() ^ f),
            TarotMove::Board(board) if board.is_pass() => PASS,
            TarotMove::Board(board) => match board.promotion() {
                Some(PieceKind::Knight | PieceKind::Bishop | PieceKind::Rook) => {
                    UNDER + crate::action::index_of(self.mover(), board) - (64 * 64 + 1)
                }
                _ => BOARD + (board.from().index() ^ f) * 64 + (board.to().index() ^ f),
            },
            word => WORDS + WORD_MOVES.iter().position(|&w| w == word).unwrap_or(0),
        }
    }

    fn action_from_index(&self, index: usize) -> Option<TarotMove> {
        let mover = self.mover();
        let f = frame(mover);
        let mv = match index {
            i if i < CHOOSE => TarotMove::Draw(Card::from_index(i)?),
            i if i < WORDS => TarotMove::Choose(Card::from_index(i - CHOOSE)?),
            i if i < PICK => WORD_MOVES[i - WORDS],
            i if i < ENTER => TarotMove::Pick(*Objective::ALL.get(i - PICK)?),
            i if i < BOARD => TarotMove::Enter(Square::ALL[(i - ENTER) ^ f]),
            PASS => TarotMove::Board(Move::PASS),
            i if i < PASS => {
                let (from, to) = (Square::ALL[((i - BOARD) / 64) ^ f], Square::ALL[((i - BOARD) % 64) ^ f]);
                let pawn =
                    self.board.piece_at(from).is_some_and(|p| p.kind == PieceKind::Pawn && p.seat == mover);
                let promotes = pawn && to.rank() == mover.promotion_rank();
                TarotMove::Board(Move::new(from, to, promotes.then_some(PieceKind::Amazon))?)
            }
            i => {
                let under = i.checked_sub(UNDER).filter(|&u| u < UNDER_COUNT)?;
                let board = crate::action::under_promotion(mover, under)?;
                TarotMove::Board(board)
            }
        };
        self.legal_moves().contains(&mv).then_some(mv)
    }
}
