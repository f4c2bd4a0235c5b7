//! Tic-tac-toe: x (seat 0) and o (seat 1) mark the cells `a1` to `c3` in turn; three in a row wins, a full
//! board without one is a draw. With undo, a Zobrist hash, a seat-relative tensor, action indices (the
//! cell) and a position string (`x.o/.x./... o`); [`Bug`] plants one bug at a time.

use core::fmt;
use core::str::FromStr;

use abstract_game::arrayvec::ArrayVec;
use abstract_game::{
    ActionIndex, Game, ObservationTensor, Outcome, PlayerId, Status, TensorLengthError, TensorShape, Undo,
    ZobristHash, check_tensor_len, zobrist_keys,
};

/// One planted bug, or none.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, Default)]
pub enum Bug {
    /// No bug.
    #[default]
    None,
    /// The first empty cell is listed twice.
    DuplicateMove,
    /// Undo forgets to give the turn back.
    UndoKeepsTurn,
    /// Playing in the centre does not update the hash.
    StaleHash,
    /// A full board without a line is not over but has no moves.
    StuckWhenFull,
    /// The position string drops the side to move.
    LossyPosition,
    /// Two cells share an action index.
    SharedIndex,
    /// The bulk `action_indices` numbers the moves by their place in the list, not by their cell.
    BulkIndexByPosition,
    /// The turn plane is NaN once the game is over.
    NanObservation,
    /// The tensor is `[3, 3, 3]` with x to move and `[3, 9]` with o to move: same length, other shape.
    ShapeFollowsTurn,
    /// Only the occupied cells are written; empty cells keep what the buffer held.
    PartialObservation,
    /// A buffer longer than the tensor is accepted (its tail left alone).
    LooseLength,
    /// `status_and_moves` leaves the list it was given alone once the game is over.
    StaleMovesWhenOver,
    /// `legal_action_indices` numbers the whole legal list by place, not by cell.
    WholeListIndexByPosition,
}

static KEYS: [u64; 19] = zobrist_keys(0x7ac7);

/// A move: the cell marked, 0 (`a1`) to 8 (`c3`), row by row from the bottom.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Cell(pub u8);

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.0 % 3) as char, self.0 / 3 + 1)
    }
}

/// A move that names no free cell, or a position string that does not parse; holds the text.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a free cell: {0:?}")]
pub struct BadCell(pub String);

/// A game of tic-tac-toe.
///
/// Equality and hashing ignore the planted bug, so that a state read back from its string compares equal.
#[derive(Clone, Debug)]
pub struct TicTacToe {
    /// Each cell's mark, by [`Cell`] number: 0 empty, 1 x, 2 o.
    pub cells: [u8; 9],
    /// The seat on turn: 0 x, 1 o.
    pub to_move: u8,
    /// The Zobrist hash, kept up to date move by move.
    pub hash: u64,
    /// The planted bug.
    pub bug: Bug,
}

impl PartialEq for TicTacToe {
    fn eq(&self, other: &Self) -> bool {
        (self.cells, self.to_move, self.hash) == (other.cells, other.to_move, other.hash)
    }
}

impl Eq for TicTacToe {}

impl core::hash::Hash for TicTacToe {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        (self.cells, self.to_move, self.hash).hash(state);
    }
}

/// The eight lines of three cells, by [`Cell`] number.
pub const LINES: [[usize; 3]; 8] =
    [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

impl TicTacToe {
    /// The empty board, x to move, no bug.
    pub fn new() -> Self {
        Self::with_bug(Bug::None)
    }

    /// The empty board, x to move, with `bug` planted.
    pub fn with_bug(bug: Bug) -> Self {
        let mut game = TicTacToe { cells: [0; 9], to_move: 0, hash: 0, bug };
        game.hash = game.zobrist_from_scratch();
        game
    }

    /// The seat (0 x, 1 o) that holds a line of three, if any.
    pub fn line_owner(&self) -> Option<u8> {
        LINES.iter().find_map(|l| {
            let c = self.cells[l[0]];
            (c != 0 && c == self.cells[l[1]] && c == self.cells[l[2]]).then(|| c - 1)
        })
    }

    fn full(&self) -> bool {
        self.cells.iter().all(|&c| c != 0)
    }
}

impl Default for TicTacToe {
    fn default() -> Self {
        Self::new()
    }
}

impl Game for TicTacToe {
    type Move = Cell;
    type MoveList = ArrayVec<Cell, 10>;
    type MoveParseError = BadCell;

    fn num_players(&self) -> usize {
        2
    }

    fn status(&self) -> Status {
        let over = self.line_owner().is_some() || (self.full() && self.bug != Bug::StuckWhenFull);
        if over { Status::Over } else { Status::ToMove(PlayerId::from_const(self.to_move)) }
    }

    fn status_and_moves(&self, moves: &mut Self::MoveList) -> Status {
        let status = self.status();
        if self.bug == Bug::StaleMovesWhenOver && status.is_over() {
            return status;
        }
        self.legal_moves_into(moves);
        status
    }

    fn legal_moves_into(&self, moves: &mut Self::MoveList) {
        moves.clear();
        if self.status().is_over() {
            return;
        }
        for i in 0..9 {
            if self.cells[i as usize] == 0 {
                moves.push(Cell(i));
            }
        }
        if self.bug == Bug::DuplicateMove
            && let Some(&first) = moves.first()
        {
            moves.push(first);
        }
    }

    fn play_unchecked(&mut self, mv: Cell) {
        self.cells[mv.0 as usize] = self.to_move + 1;
        if !(self.bug == Bug::StaleHash && mv.0 == 4) {
            self.hash ^= KEYS[mv.0 as usize * 2 + self.to_move as usize];
        }
        self.to_move ^= 1;
        self.hash ^= KEYS[18];
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(owner) = self.line_owner() {
            return Outcome::win(2, &[PlayerId::from_const(owner)]).ok();
        }
        (self.full() && self.bug != Bug::StuckWhenFull).then(|| Outcome::draw(2).expect("two seats"))
    }

    fn parse_move(&self, text: &str) -> Result<Cell, BadCell> {
        let bad = || BadCell(text.to_string());
        let b = text.as_bytes();
        if b.len() != 2 || !(b'a'..=b'c').contains(&b[0]) || !(b'1'..=b'3').contains(&b[1]) {
            return Err(bad());
        }
        let cell = (b[1] - b'1') * 3 + (b[0] - b'a');
        if self.cells[cell as usize] != 0 {
            return Err(bad());
        }
        Ok(Cell(cell))
    }
}

impl Undo for TicTacToe {
    type UndoInfo = ();

    fn play_undoable(&mut self, mv: Cell) {
        self.play_unchecked(mv);
    }

    fn undo(&mut self, mv: Cell, (): ()) {
        if self.bug != Bug::UndoKeepsTurn {
            self.to_move ^= 1;
        }
        self.cells[mv.0 as usize] = 0;
        self.hash ^= KEYS[mv.0 as usize * 2 + self.to_move as usize] ^ KEYS[18];
    }
}

impl ZobristHash for TicTacToe {
    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn zobrist_from_scratch(&self) -> u64 {
        let mut h = if self.to_move == 1 { KEYS[18] } else { 0 };
        for (i, &c) in self.cells.iter().enumerate() {
            if c != 0 {
                h ^= KEYS[i * 2 + c as usize - 1];
            }
        }
        h
    }
}

impl ActionIndex for TicTacToe {
    fn num_actions(&self) -> usize {
        9
    }

    fn action_index(&self, mv: Cell) -> usize {
        if self.bug == Bug::SharedIndex && mv.0 == 8 { 7 } else { mv.0 as usize }
    }

    fn action_from_index(&self, index: usize) -> Option<Cell> {
        (index < 9 && self.cells[index] == 0).then_some(Cell(index as u8))
    }

    fn action_indices(&self, moves: &[Cell], out: &mut [usize]) {
        for (i, (index, &mv)) in out.iter_mut().zip(moves).enumerate() {
            *index = if self.bug == Bug::BulkIndexByPosition { i } else { self.action_index(mv) };
        }
    }

    fn legal_action_indices(&self, legal: &[Cell], out: &mut [usize]) {
        if self.bug == Bug::WholeListIndexByPosition {
            for (i, index) in out.iter_mut().enumerate().take(legal.len()) {
                *index = i;
            }
        } else {
            self.action_indices(legal, out);
        }
    }
}

/// Three planes of 3 x 3, seat-relative: the seat's own marks, the opponent's marks, and a plane of ones when
/// the seat is on turn (zeros otherwise). Cell `a1` is row 0, file 0.
impl ObservationTensor for TicTacToe {
    fn observation_shape(&self) -> TensorShape {
        let dims: &[usize] =
            if self.bug == Bug::ShapeFollowsTurn && self.to_move == 1 { &[3, 9] } else { &[3, 3, 3] };
        TensorShape::new(dims).expect("two or three dimensions")
    }

    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        let shape = self.observation_shape();
        if !(self.bug == Bug::LooseLength && out.len() > shape.len()) {
            check_tensor_len(shape, out)?;
        }
        let own = seat.index() as u8 + 1;
        for (i, &cell) in self.cells.iter().enumerate() {
            if self.bug == Bug::PartialObservation && cell == 0 {
                continue;
            }
            out[i] = f32::from(u8::from(cell == own));
            out[9 + i] = f32::from(u8::from(cell != 0 && cell != own));
        }
        let on_turn = if self.status() == Status::ToMove(seat) { 1.0 } else { 0.0 };
        let turn =
            if self.bug == Bug::NanObservation && self.status().is_over() { f32::NAN } else { on_turn };
        out[18..27].fill(turn);
        Ok(())
    }
}

/// `x.o/.x./... o`: rows from the top (rank 3) down, then the side to move.
impl fmt::Display for TicTacToe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in (0..3).rev() {
            for col in 0..3 {
                f.write_str([".", "x", "o"][self.cells[row * 3 + col] as usize])?;
            }
            if row > 0 {
                f.write_str("/")?;
            }
        }
        if self.bug != Bug::LossyPosition {
            write!(f, " {}", if self.to_move == 0 { 'x' } else { 'o' })?;
        }
        Ok(())
    }
}

impl FromStr for TicTacToe {
    type Err = BadCell;

    fn from_str(text: &str) -> Result<Self, BadCell> {
        let bad = || BadCell(text.to_string());
        let (board, side) = text.split_once(' ').unwrap_or((text, "x"));
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != 3 {
            return Err(bad());
        }
        let mut game = TicTacToe::new();
        for (r, row) in rows.iter().enumerate() {
            if row.len() != 3 {
                return Err(bad());
            }
            for (c, ch) in row.chars().enumerate() {
                game.cells[(2 - r) * 3 + c] = match ch {
                    '.' => 0,
                    'x' => 1,
                    'o' => 2,
                    _ => return Err(bad()),
                };
            }
        }
        game.to_move = match side {
            "x" => 0,
            "o" => 1,
            _ => return Err(bad()),
        };
        game.hash = game.zobrist_from_scratch();
        Ok(game)
    }
}

/// A tic-tac-toe whose centre move prints wrong: a wrapper, since the move type's `Display` has no access
/// to the state.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LyingTicTacToe(pub TicTacToe);

/// A move of [`LyingTicTacToe`]: the cell, printed as `b3` when it is the centre.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct LyingCell(pub Cell);

impl fmt::Display for LyingCell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.0 == 4 { f.write_str("b3") } else { self.0.fmt(f) }
    }
}

impl Game for LyingTicTacToe {
    type Move = LyingCell;
    type MoveList = ArrayVec<LyingCell, 10>;
    type MoveParseError = BadCell;

    fn num_players(&self) -> usize {
        2
    }
    fn status(&self) -> Status {
        self.0.status()
    }
    fn legal_moves_into(&self, moves: &mut Self::MoveList) {
        moves.clear();
        moves.extend(self.0.legal_moves().iter().map(|&c| LyingCell(c)));
    }
    fn play_unchecked(&mut self, mv: LyingCell) {
        self.0.play_unchecked(mv.0);
    }
    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }
    fn parse_move(&self, text: &str) -> Result<LyingCell, BadCell> {
        self.0.parse_move(text).map(LyingCell)
    }
}
