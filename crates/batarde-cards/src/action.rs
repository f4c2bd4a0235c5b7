//! A dense action index (`move <-> usize`) for learning code: 404 actions, the same in every state.
//!
//! | range | moves |
//! |---|---|
//! | 0..8 | `DrawDealer(seat)` |
//! | 8..80 | `Deal(card)` |
//! | 80..260 | `Bid`: (tricks x 6 + mode strength) x 2 + pack |
//! | 260..332 | `Play(card)` |
//! | 332..396 | `Mechoune { by, target }`: by x 8 + target |
//! | 396..404 | `Choune(seat)` |

use abstract_game::{ActionIndex, Game, PlayerId};

use crate::bid::{Bid, Mode};
use crate::card::{Card, Pack};
use crate::game::Match;
use crate::hand::{Hand, MAX_CARDS, MoveList};
use crate::mv::Move;

const DEAL: usize = 8;
const BID: usize = DEAL + Card::COUNT;
const PLAY: usize = BID + (MAX_CARDS + 1) * 12;
const MECHOUNE: usize = PLAY + Card::COUNT;
const CHOUNE: usize = MECHOUNE + 64;
/// The size of the action space.
pub const NUM_ACTIONS: usize = CHOUNE + 8;

/// The dense index of a move (see the [module docs](self)); any move, legal or not, maps below
/// [`NUM_ACTIONS`].
pub fn action_index(mv: Move) -> usize {
    match mv {
        Move::DrawDealer(seat) => seat.index() % 8,
        Move::Deal(card) => DEAL + card.index(),
        Move::Bid(bid) => {
            let tricks = usize::from(bid.tricks).min(MAX_CARDS);
            BID + (tricks * 6 + usize::from(bid.mode().strength())) * 2 + bid.contract.tie_winner as usize
        }
        Move::Play(card) => PLAY + card.index(),
        Move::Mechoune { by, target } => MECHOUNE + (by.index() % 8) * 8 + target.index() % 8,
        Move::Choune(seat) => CHOUNE + seat.index() % 8,
    }
}

/// The move with this index, whether or not it is legal anywhere.
pub fn action_move(index: usize) -> Option<Move> {
    let seat = |i: usize| PlayerId::new(i % 8);
    Some(match index {
        i if i < DEAL => Move::DrawDealer(seat(i)?),
        i if i < BID => Move::Deal(Card::from_index(i - DEAL)?),
        i if i < PLAY => {
            let i = i - BID;
            let pack = if i % 2 == 1 { Pack::Marked } else { Pack::Simple };
            let mode = Mode::from_strength((i / 2 % 6) as u8)?;
            Move::Bid(Bid::with_pack((i / 12) as u8, mode, pack))
        }
        i if i < MECHOUNE => Move::Play(Card::from_index(i - PLAY)?),
        i if i < CHOUNE => Move::Mechoune { by: seat((i - MECHOUNE) / 8)?, target: seat(i - MECHOUNE)? },
        i if i < NUM_ACTIONS => Move::Choune(seat(i - CHOUNE)?),
        _ => return None,
    })
}

/// Whether some seat (or chance) may make `mv` in `game` now.
fn available<G: Game<Move = Move, MoveList = MoveList>>(game: &G, mv: Move) -> bool {
    if game.legal_moves().contains(&mv) {
        return true;
    }
    let mut moves = MoveList::new();
    PlayerId::all(game.num_players()).any(|seat| {
        game.legal_moves_of(seat, &mut moves);
        moves.contains(&mv)
    })
}

impl ActionIndex for Hand {
    fn num_actions(&self) -> usize {
        NUM_ACTIONS
    }

    fn action_index(&self, mv: Move) -> usize {
        action_index(mv)
    }

    fn action_from_index(&self, index: usize) -> Option<Move> {
        action_move(index).filter(|&mv| available(self, mv))
    }
}

impl ActionIndex for Match {
    fn num_actions(&self) -> usize {
        NUM_ACTIONS
    }

    fn action_index(&self, mv: Move) -> usize {
        action_index(mv)
    }

    fn action_from_index(&self, index: usize) -> Option<Move> {
        action_move(index).filter(|&mv| available(self, mv))
    }
}
