//! Bashni and its presets as front ends present it.

use bashnya::{Position, Rules};

use super::{Colour, Presentation};
use crate::bots::Capabilities;

impl Presentation for Position {
    /// The squares of the move: from and to, or the start and every landing square (`c3:e5:g7`).
    fn move_parts(&self, mv: bashnya::Move) -> Vec<String> {
        super::named_squares(&mv.to_string())
    }

    fn board(&self) -> String {
        self.pretty()
    }

    fn capabilities() -> Capabilities<Self> {
        crate::bots::bashnya::capabilities()
    }

    fn rules_help(&self) -> String {
        format!("{RULES}\n{}", super::preset_line(Rules::PRESETS, &self.rules().to_string()))
    }

    fn notation_help(&self) -> String {
        NOTATION.to_string()
    }

    fn legend(&self) -> String {
        LEGEND.to_string()
    }

    /// Men and kings (and the columns they command, `W4`) in their side's colour.
    fn token_colour(&self, token: &str) -> Option<Colour> {
        let side = token.trim_end_matches(|c: char| c.is_ascii_digit());
        match side {
            "w" | "W" => Some(Colour::BrightWhite),
            "b" | "B" => Some(Colour::Red),
            _ => None,
        }
    }
}

/// `help rules`: Bashni, and what each preset changes (from the entry's preset lines).
const RULES: &str = "\
Bashni (stacking draughts), two players; White moves first. Goal: leave the opponent without a legal move
(no column under its command, or every one blocked).
- 8x8 board, play on the dark squares; 12 men each, White on rows 1-3, Black on rows 6-8.
- A man steps one square diagonally forward. A king flies: any distance along a diagonal over empty squares.
- Capturing is compulsory. A man jumps an adjacent enemy piece (forward or backward) to the empty square
  behind it; a king takes from afar and lands on any empty square beyond. A capture goes on while the piece
  can jump again; among the sequences you choose freely, and finish the one you chose.
- Columns: a captured piece is not removed; it goes under the capturing column. Jumping a column takes only
  its top piece, and the column stays, commanded by its new top. A column moves as its top piece.
- A man reaching the far row is crowned (during a capture it carries on as a king).
- Draws: the same position for the third time, or 30 plies in a row without a capture or a man's move.";

/// `help notation`.
const NOTATION: &str = "\
A quiet move is from-to: `c3-d4`. A capture is the start, then every landing square: `c3:e5:c7` (`x` or `-`
for `:`, and any letter case, are read too). Squares are named as in chess, a1 at White's bottom left
(a1..g7 in Lasca).";

/// The legend under the board.
const LEGEND: &str = "\
w b: a white or black man; W B: a king. A number after it: a column of that many pieces (listed under
`columns:`, bottom to top; the top piece commands it). `.`: an empty dark square.";
