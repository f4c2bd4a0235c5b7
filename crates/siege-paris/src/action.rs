//! Dense action indices for learning code ([`abstract_game::ActionIndex`]).
//!
//! 9401 actions under every preset and fortress, fixed by the move's shape:
//!
//! | indices | moves |
//! |---|---|
//! | `0..9216` | a move on the board: `((from * 8 + direction) * 3 + distance - 1) * 2 + demand`, `from` the square index `rank * 12 + file` (`a1` = 0), `direction` 0-7 (N, NE, E, SE, S, SW, W, NW), `distance` 1-3, `demand` 1 for an attacker's `!`; a Yellow capture has the slot of the step onto the same square (a step and a capture never both go there) |
//! | `9216..9344` | a step inside the fortress: `9216 + (from * 8 + to) * 2 + demand`, points `F1`..`F8` as 0-7 |
//! | `9344..9360` | entering the fortress through a point's gate: `9344 + point * 2 + demand` (each point has at most one gate) |
//! | `9360..9376` | leaving the fortress through a point's gate: `9360 + point * 2 + demand` |
//! | `9376..9400` | a placement of the setup phase: `9376 + kind * 8 + point`, kind 0 general, 1 colonel, 2 soldier |
//! | `9400` | `pass` |
//!
//! Board moves are straight lines of at most 3 squares (the general's reach), so the index needs no state;
//! decoding looks the index up among the legal moves (which says whether the move captures). Many board
//! slots are never used (off the board, or on the 36 squares the fortress replaces): the shape is kept
//! simple rather than dense.

use abstract_game::{ActionIndex, Game};

use crate::fortress::Loc;
use crate::mv::Move;
use crate::piece::PieceKind;
use crate::position::Position;

/// The number of actions under every preset.
pub const NUM_ACTIONS: usize = PASS + 1;

const BOARD: usize = 192 * 8 * 3 * 2;
const RING: usize = BOARD;
const GATE_IN: usize = RING + 8 * 8 * 2;
const GATE_OUT: usize = GATE_IN + 8 * 2;
const PLACE: usize = GATE_OUT + 8 * 2;
const PASS: usize = PLACE + 3 * 8;

/// (file step, rank step) of the 8 directions, N first, clockwise.
const DIRECTIONS: [(i32, i32); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];

/// The index of a move by its shape alone (see the module docs); `None` for a board move that is not a
/// straight line of 1 to 3 squares.
pub fn index_of(mv: Move) -> Option<usize> {
    match mv {
        Move::Pass => Some(PASS),
        Move::Place { kind, point } => {
            let k = match kind {
                PieceKind::General => 0,
                PieceKind::Colonel => 1,
                _ => 2,
            };
            Some(PLACE + k * 8 + point.index())
        }
        Move::Step { from, to, demand, .. } => {
            let d = usize::from(demand);
            match (from.as_point(), to.as_point()) {
                (Some(a), Some(b)) => Some(RING + (a.index() * 8 + b.index()) * 2 + d),
                (None, Some(point)) => Some(GATE_IN + point.index() * 2 + d),
                (Some(point), None) => Some(GATE_OUT + point.index() * 2 + d),
                (None, None) => board_index(from, to).map(|i| i * 2 + d),
            }
        }
    }
}

fn board_index(from: Loc, to: Loc) -> Option<usize> {
    let (a, b) = (from.square_index()?, to.square_index()?);
    let (df, dr) = ((b % 12) as i32 - (a % 12) as i32, (b / 12) as i32 - (a / 12) as i32);
    let distance = df.abs().max(dr.abs());
    if distance == 0 || distance > 3 || (df != 0 && dr != 0 && df.abs() != dr.abs()) {
        return None;
    }
    let direction = DIRECTIONS.iter().position(|&(f, r)| (f, r) == (df.signum(), dr.signum()))?;
    Some((a * 8 + direction) * 3 + distance as usize - 1)
}

/// 9401 actions by the move's shape (see the [`action`](crate::action) module).
impl ActionIndex for Position {
    fn num_actions(&self) -> usize {
        NUM_ACTIONS
    }

    /// The move's index; [`NUM_ACTIONS`] (out of range) for a board move of no legal shape.
    fn action_index(&self, mv: Move) -> usize {
        index_of(mv).unwrap_or(NUM_ACTIONS)
    }

    fn action_from_index(&self, index: usize) -> Option<Move> {
        self.legal_moves().iter().copied().find(|&mv| index_of(mv) == Some(index))
    }
}
