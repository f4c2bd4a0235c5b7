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
    /// let picture = start.pretty();
    /// assert_eq!(picture.lines().next(), Some(" 8     b     b     b     b"));
    /// assert!(picture.ends_with("White to move\n"));
    /// ```
    pub fn pretty(&self) -> String {
        self.picture(false)
    }

    /// The board as [`Position::pretty`] draws it, seen from `seat`'s side: White's (seat 0) view is
    /// [`Position::pretty`]; Black's (seat 1) is turned round, rank 1 at the top and file `h` on the left, so
    /// that Black's men move up the picture. Any other seat gets White's view.
    ///
    /// ```
    /// use bashnya::{Colour, Position, Rules};
    ///
    /// let start = Position::start(Rules::bashni());
    /// let black = start.pretty_for(Colour::Black.player_id());
    /// assert_eq!(black.lines().next(), Some(" 1     w     w     w     w"));
    /// assert_eq!(black.lines().nth(8), Some("    h  g  f  e  d  c  b  a "));
    /// assert_eq!(start.pretty_for(Colour::White.player_id()), start.pretty());
    /// ```
    pub fn pretty_for(&self, seat: abstract_game::PlayerId) -> String {
        self.picture(Colour::from_player_id(seat) == Some(Colour::Black))
    }

    /// The old name of [`Position::pretty`].
    #[deprecated(note = "renamed `pretty`, the family's name for the board picture")]
    pub fn diagram(&self) -> String {
        self.pretty()
    }

    /// The picture, turned round (Black's view) when `flipped`.
    fn picture(&self, flipped: bool) -> String {
        let size = self.rules().board().size();
        let turn = |i: u8| if flipped { i } else { size - 1 - i };
        let mut out = String::new();
        let mut tall = String::new();
        for row in 0..size {
            let rank = turn(row);
            let _ = write!(out, "{:>2} ", rank + 1);
            for column in 0..size {
                let file = size - 1 - turn(column);
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
        for column in 0..size {
            let _ = write!(out, " {} ", char::from(b'a' + size - 1 - turn(column)));
        }
        out.push('\n');
        if !tall.is_empty() {
            out.push_str("columns:\n");
            out.push_str(&tall);
        }
        let name = Colour::name;
        // The same order as `Game::outcome`: a side without a move has lost even if a draw rule is met.
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
