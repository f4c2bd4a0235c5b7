//! The draughts FEN of PDN (`W:W21,22,K23:B1,2`), with squares numbered, and this crate's extension for
//! Bashni's columns.
//!
//! # Square numbers
//!
//! The dark squares are numbered from 1, row by row from the top of the board as White sees it, left to
//! right: on 8x8, `1` = b8, `4` = h8, `5` = a7, ..., `29` = a1, `32` = g1 (White starts on 21-32, Black on
//! 1-12), the numbering of PDN's Russian draughts (`GameType` 25) as py-draughts writes it. The Lasca board
//! (7x7) is numbered the same way: `1` = a7, `4` = g7, `5` = b6, ..., `22` = a1, `25` = g1.
//!
//! # Grammar
//!
//! ```text
//! fen     = side ":" "W" [ pieces ] ":" "B" [ pieces ]     W:W21,22,K23:B1,2
//! side    = "W" | "B"                                       the side to move
//! pieces  = piece { "," piece }                             in any order; written in square order
//! piece   = [ "K" ] square [ column ]                       K marks a king (a king commanding a column)
//! square  = number | name                                   21, or a3 (algebraic FEN, read and written)
//! column  = "(" letter letter { letter } ")"                Bashni extension: the whole column, top to
//!                                                           bottom, commander first (w W b B)
//! ```
//!
//! The `W` list holds the squares White commands, the `B` list Black's; a column of two or more pieces is
//! written after its square, top to bottom (`W:W21(wbb),K22(Wb):B1`: on 21 a white man over two black men,
//! on 22 a white king over a black man). Its first letter must agree with the list and the `K`. A single
//! piece is written without parentheses, so a Russian draughts FEN is plain PDN. Reading also accepts the
//! optional `[FEN "..."]` wrapper, spaces around separators, and lower-case `k`.
//!
//! A FEN has no rules and no counters: [`Position::from_fen`] takes the rules, and starts the quiet-ply
//! counter at 0. The position string ([`Position`]'s `Display`) is the exact form.

use alloc::string::String;
use core::fmt::Write as _;

use crate::column::{Column, Piece};
use crate::error::PositionError;
use crate::position::Position;
use crate::rules::{Board, Rules};
use crate::square::{Colour, Square};

/// Why a FEN could not be read.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum FenError {
    /// Not `side:W...:B...`.
    #[error("a FEN is `W:W21,22:B1,2`: the side to move, then White's and Black's squares")]
    Fields,
    /// The side to move is not `W` or `B`.
    #[error("the side to move must be `W` or `B`")]
    Side,
    /// A square number outside `1..=32` (`1..=25` on the Lasca board), or neither a number nor a dark
    /// square's name.
    #[error("square numbers run from 1 to {max}")]
    SquareNumber {
        /// The highest number of the board.
        max: u8,
    },
    /// A column in parentheses that is empty, has one piece, uses another letter than `w W b B`, or whose
    /// commander does not match its list (`W`/`B`) and `K` mark.
    #[error(
        "square {0}: a column is written `(wbb)`, top to bottom, its first letter matching its list and K"
    )]
    Column(u8),
    /// The pieces do not make a position of these rules (a square twice, too many pieces, a man on its
    /// promotion row, a column under Russian rules...).
    #[error(transparent)]
    Position(#[from] PositionError),
}

/// The square numbered `number` (1-based, see the module docs) on `board`.
pub fn square_of_number(board: Board, number: u8) -> Option<Square> {
    let size = board.size();
    let mut n = 0u8;
    for row in 0..size {
        let rank = size - 1 - row;
        for file in 0..size {
            if let Some(sq) = Square::new(file, rank) {
                n += 1;
                if n == number {
                    return Some(sq);
                }
            }
        }
    }
    None
}

/// The number (1-based, see the module docs) of `square` on `board`; 0 for a square off that board.
pub fn number_of_square(board: Board, square: Square) -> u8 {
    let size = board.size();
    if !square.is_on(board) {
        return 0;
    }
    // Dark squares in the rows above (each pair of rows holds `size` of them), then those left of it.
    let row = size - 1 - square.rank();
    let above = (u16::from(row) * u16::from(size)).div_ceil(2) as u8;
    let left = (0..square.file()).filter(|&f| (f + square.rank()).is_multiple_of(2)).count() as u8;
    above + left + 1
}

impl Position {
    /// The position as a PDN FEN with square numbers (`W:W21,22:B1,2`), columns of two or more pieces in
    /// the Bashni extension (`W21(wbb)`); see the [`fen`](crate::fen) module for the grammar. Rules and
    /// counters are not part of it.
    ///
    /// ```
    /// use bashnya::{Position, Rules};
    /// let start = Position::start(Rules::russian_draughts());
    /// assert_eq!(start.to_fen(), "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
    /// ```
    pub fn to_fen(&self) -> String {
        self.fen_with(false)
    }

    /// The same FEN with square names instead of numbers (`W:Wa3,c3:Bb8`), the form PDN uses for
    /// algebraic notation (pydraughts writes Russian draughts this way); [`Position::from_fen`] reads both.
    ///
    /// ```
    /// use bashnya::{Position, Rules};
    /// let pos = Position::from_fen("B:W18,K26:B5", Rules::russian_draughts()).unwrap();
    /// assert_eq!(pos.to_fen_algebraic(), "B:Wd4,Kd2:Ba7");
    /// ```
    pub fn to_fen_algebraic(&self) -> String {
        self.fen_with(true)
    }

    fn fen_with(&self, names: bool) -> String {
        let board = self.rules().board();
        let mut squares: arrayvec::ArrayVec<(u8, Square, Column), 32> =
            self.columns().map(|(sq, col)| (number_of_square(board, sq), sq, col)).collect();
        squares.sort_unstable_by_key(|&(n, _, _)| n);
        let mut out = String::new();
        out.push(if self.side_to_move() == Colour::White { 'W' } else { 'B' });
        for (colour, tag) in [(Colour::White, ":W"), (Colour::Black, ":B")] {
            out.push_str(tag);
            let mut first = true;
            for &(n, sq, col) in &squares {
                let Some(top) = col.commander().filter(|top| top.colour == colour) else { continue };
                if !first {
                    out.push(',');
                }
                first = false;
                if top.is_king() {
                    out.push('K');
                }
                let _ = if names { write!(out, "{sq}") } else { write!(out, "{n}") };
                if col.height() > 1 {
                    out.push('(');
                    out.extend(col.iter().rev().map(Piece::letter));
                    out.push(')');
                }
            }
        }
        out
    }

    /// Reads a PDN FEN (see the [`fen`](crate::fen) module) under `rules`, the quiet-ply counter at 0.
    ///
    /// ```
    /// use bashnya::{Position, Rules};
    /// assert!(Position::from_fen("B:W18,K26:B33", Rules::russian_draughts()).is_err());
    /// let pos = Position::from_fen("B:W18,K26:B5", Rules::russian_draughts()).unwrap();
    /// assert_eq!(pos.to_string(), "B:russian:0:d2=W,d4=w,a7=b");
    /// let bashni = Position::from_fen("W:W21(wbb),K22(Wb):B1", Rules::bashni()).unwrap();
    /// assert_eq!(bashni.to_string(), "W:bashni:0:a3=bbw,c3=bW,b8=b");
    /// assert_eq!(bashni.to_fen(), "W:W21(wbb),K22(Wb):B1");
    /// ```
    pub fn from_fen(text: &str, rules: Rules) -> Result<Position, FenError> {
        let text = text.trim();
        let text = match text.strip_prefix("[FEN").and_then(|t| t.strip_suffix(']')) {
            Some(inner) => inner.trim().trim_matches('"'),
            None => text.trim_matches('"'),
        };
        let mut fields = text.split(':').map(str::trim);
        let (Some(side), Some(white), Some(black), None) =
            (fields.next(), fields.next(), fields.next(), fields.next())
        else {
            return Err(FenError::Fields);
        };
        let side = match side {
            "W" => 'W',
            "B" => 'B',
            _ => return Err(FenError::Side),
        };
        let board = rules.board();
        let mut columns = String::new();
        for (colour, field, tag) in [(Colour::White, white, 'W'), (Colour::Black, black, 'B')] {
            let list = field.strip_prefix(tag).ok_or(FenError::Fields)?.trim();
            if list.is_empty() {
                continue;
            }
            for entry in list.split(',').map(str::trim) {
                let (king, rest) = match entry.strip_prefix(['K', 'k']) {
                    Some(rest) => (true, rest),
                    None => (false, entry),
                };
                let (digits, column) = match rest.split_once('(') {
                    Some((digits, column)) => {
                        (digits, Some(column.strip_suffix(')').ok_or(FenError::Fields)?))
                    }
                    None => (rest, None),
                };
                let max = board.playable_squares() as u8;
                let sq = match digits.parse::<u8>() {
                    Ok(number) => square_of_number(board, number).ok_or(FenError::SquareNumber { max })?,
                    Err(_) => Square::parse_on(&digits.to_ascii_lowercase(), board)
                        .map_err(|_| FenError::SquareNumber { max })?,
                };
                let number = number_of_square(board, sq);
                let top = Piece::new(colour, if king { crate::Kind::King } else { crate::Kind::Man });
                if !columns.is_empty() {
                    columns.push(',');
                }
                let _ = write!(columns, "{sq}=");
                match column {
                    None => columns.push(top.letter()),
                    Some(letters) => {
                        let ok = letters.len() >= 2
                            && letters.chars().all(|c| Piece::from_letter(c).is_some())
                            && letters.starts_with(top.letter());
                        if !ok {
                            return Err(FenError::Column(number));
                        }
                        // The position string lists a column bottom to top.
                        columns.extend(letters.chars().rev());
                    }
                }
            }
        }
        let string = alloc::format!("{side}:{rules}:0:{columns}");
        Ok(string.parse::<Position>()?)
    }
}
