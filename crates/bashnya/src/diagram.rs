//! A picture of the board for people: commanders on the grid, whole columns listed below it.

use alloc::string::String;
use core::fmt::Write;

use crate::position::{DrawRule, Position};
use crate::square::{Colour, Square};

impl Position {
    /// The board as text, top rank first: each dark square shows its commander (`w`/`b` a man, `W`/`B` a
    /// king) followed by the column's height when it holds more than one piece; light squares are blank and
    /// empty dark squares `.`. Below the grid, every column of two or more pieces is listed bottom to top,
    /// then the side to move, or, once the game is over, its result (`White wins: Black has no legal move`,
    /// `Draw by threefold repetition`, ...): a finished game has nobody to move.
    ///
    /// ```
    /// use bashnya::{Position, Rules};
    ///
    /// let start = Position::start(Rules::bashni());
    /// let picture = start.diagram();
    /// assert_eq!(picture.lines().next(), Some(" 8     b     b     b     b"));
    /// assert!(picture.ends_with("White to move\n"));
    /// ```
    pub fn diagram(&self) -> String {
        let size = self.rules().board().size();
        let mut out = String::new();
        let mut tall = String::new();
        for rank in (0..size).rev() {
            let _ = write!(out, "{:>2} ", rank + 1);
            for file in 0..size {
                match Square::new(file, rank) {
                    None => out.push_str("   "),
                    Some(sq) => {
                        let column = self.column(sq);
                        match column.commander() {
                            None => out.push_str(" . "),
                            Some(top) if column.height() > 1 => {
                                let _ = write!(out, " {}{}", top.letter(), column.height().min(9));
                                let _ = writeln!(tall, "  {sq}: {column} (bottom to top)");
                            }
                            Some(top) => {
                                let _ = write!(out, " {} ", top.letter());
                            }
                        }
                    }
                }
            }
            out = String::from(out.trim_end());
            out.push('\n');
        }
        out.push_str("   ");
        for file in 0..size {
            let _ = write!(out, " {} ", char::from(b'a' + file));
        }
        out.push('\n');
        if !tall.is_empty() {
            out.push_str("columns:\n");
            out.push_str(&tall);
        }
        let name = |colour| match colour {
            Colour::White => "White",
            Colour::Black => "Black",
        };
        // The same order as `Position::result`: a side without a move has lost even if a draw rule is met.
        let _ = match (self.loser(), self.draw_reason()) {
            (Some(loser), _) => {
                writeln!(out, "{} wins: {} has no legal move", name(loser.opponent()), name(loser))
            }
            (None, Some(DrawRule::Quiet(n))) => {
                writeln!(out, "Draw: {n} plies without a capture or a man's move")
            }
            (None, Some(DrawRule::Repetition)) => writeln!(out, "Draw by threefold repetition"),
            (None, Some(DrawRule::PlyLimit(n))) => writeln!(out, "Draw: the {n}-ply limit is reached"),
            (None, None) => writeln!(out, "{} to move", name(self.side_to_move())),
        };
        out
    }
}
