//! Tic-tac-toe with a Zobrist hash (a trimmed copy of abstract-game's test toy).

use core::fmt;

use abstract_game::arrayvec::ArrayVec;
use abstract_game::{Game, Outcome, PlayerId, Status, ZobristHash, zobrist_keys};

static KEYS: [u64; 19] = zobrist_keys(0x7ac7);

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Cell(pub u8);

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.0 % 3) as char, self.0 / 3 + 1)
    }
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a free cell: {0:?}")]
pub struct BadCell(pub String);

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TicTacToe {
    pub cells: [u8; 9],
    pub to_move: u8,
    pub hash: u64,
}

pub const LINES: [[usize; 3]; 8] =
    [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

impl TicTacToe {
    pub fn new() -> Self {
        let mut game = TicTacToe { cells: [0; 9], to_move: 0, hash: 0 };
        game.hash = game.zobrist_from_scratch();
        game
    }

    /// From rows top (rank 3) to bottom, `x`, `o` or `.`, and the side to move: `"x.o/.x./... o"`.
    pub fn parse(text: &str) -> Self {
        let (board, side) = text.split_once(' ').expect("board and side");
        let mut game = TicTacToe::new();
        for (r, row) in board.split('/').enumerate() {
            for (c, ch) in row.chars().enumerate() {
                game.cells[(2 - r) * 3 + c] = match ch {
                    'x' => 1,
                    'o' => 2,
                    _ => 0,
                };
            }
        }
        game.to_move = u8::from(side == "o");
        game.hash = game.zobrist_from_scratch();
        game
    }

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

impl Game for TicTacToe {
    type Move = Cell;
    type MoveList = ArrayVec<Cell, 9>;
    type MoveParseError = BadCell;

    fn num_players(&self) -> usize {
        2
    }

    fn status(&self) -> Status {
        if self.line_owner().is_some() || self.full() {
            Status::Over
        } else {
            Status::ToMove(PlayerId::from_const(self.to_move))
        }
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
    }

    fn play_unchecked(&mut self, mv: Cell) {
        self.cells[mv.0 as usize] = self.to_move + 1;
        self.hash ^= KEYS[mv.0 as usize * 2 + self.to_move as usize] ^ KEYS[18];
        self.to_move ^= 1;
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(owner) = self.line_owner() {
            return Outcome::win(2, &[PlayerId::from_const(owner)]).ok();
        }
        self.full().then(|| Outcome::draw(2).expect("two seats"))
    }

    fn parse_move(&self, text: &str) -> Result<Cell, BadCell> {
        let b = text.as_bytes();
        if b.len() != 2 || !(b'a'..=b'c').contains(&b[0]) || !(b'1'..=b'3').contains(&b[1]) {
            return Err(BadCell(text.to_string()));
        }
        Ok(Cell((b[1] - b'1') * 3 + (b[0] - b'a')))
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
