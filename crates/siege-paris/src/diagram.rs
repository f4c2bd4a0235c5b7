//! An ASCII picture of the board and the fortress, for people.

use alloc::string::String;
use core::fmt::Write as _;

use crate::fortress::{Fortress, Loc, Point};
use crate::piece::Piece;
use crate::position::Position;

/// The reconstructed octagon, ranks 11 down to 6, over files d..i (6 cells of 3 characters). `N` marks
/// where point `FN`'s occupant goes (2 characters, inside parentheses); `=` marks a gate.
const OCTAGON: [&str; 6] = [
    "   (2)----(3)   ",
    "  /            \\  ",
    "=(1)        (4)=",
    "=(8)        (5)=",
    "  \\            /  ",
    "   (7)----(6)   ",
];

fn token(piece: Option<Piece>) -> String {
    let mut text = String::new();
    match piece {
        Some(piece) => {
            let _ = write!(text, "{piece:>2}");
        }
        None => text.push_str("  "),
    }
    text
}

impl Position {
    /// The picture one seat sees, as the family's conventions name it: the whole board of
    /// [`Position::pretty`], since nothing is secret and the three sides share one orientation of the board.
    pub fn pretty_for(&self, seat: abstract_game::PlayerId) -> String {
        let _ = seat;
        self.pretty()
    }

    /// An ASCII picture of the position: rank 16 at the top, files a..l, the fortress drawn as the
    /// reconstructed octagon (or as `#` squares for another geometry) with each point's occupant in
    /// parentheses (its name `F1`..`F8` when empty) and `=` on the gates, then the points, the side to move
    /// (or, once the game is over, how it ended: `game over, draw by repetition: ...`) and the counters in
    /// words.
    ///
    /// Pieces: White `G C K L S`, Black `g c k l s`, Yellow `yg yc ys` (general, colonel, captain, lieutenant,
    /// soldier); `.` is an empty square.
    pub fn pretty(&self) -> String {
        let mut out = String::new();
        let files = "      a  b  c  d  e  f  g  h  i  j  k  l\n";
        out.push_str(files);
        let octagon = self.rules.fortress == Fortress::RECONSTRUCTED;
        for rank in (0..16usize).rev() {
            let _ = write!(out, "{:>3} ", rank + 1);
            let mut file = 0;
            while file < 12 {
                let index = rank * 12 + file;
                if octagon && file == 3 && (5..=10).contains(&rank) {
                    let mut line = String::from(OCTAGON[10 - rank]);
                    for point in Point::all() {
                        let digit = char::from(b'1' + point.index() as u8);
                        let mark: String = ['(', digit, ')'].into_iter().collect();
                        // An empty point shows its name, so the picture names every point.
                        let inside = match self.fortress_piece(point) {
                            Some(piece) => token(Some(piece)),
                            None => alloc::format!("{point}"),
                        };
                        let cell = ["(", &inside, ")"].concat();
                        line = line.replace(&mark, &cell);
                    }
                    let _ = write!(out, "{line:<18}");
                    file += 6;
                    continue;
                }
                if self.rules.fortress().removed().contains(index) {
                    out.push_str("  #");
                } else {
                    match self.piece_at(Loc::from_raw(index)) {
                        Some(piece) => {
                            let _ = write!(out, " {piece:>2}");
                        }
                        None => out.push_str("  ."),
                    }
                }
                file += 1;
            }
            let _ = writeln!(out, "  {}", rank + 1);
        }
        out.push_str(files);
        out.push_str("fortress:");
        for point in Point::all() {
            let occupant =
                self.fortress_piece(point).map_or(String::from("-"), |p| token(Some(p)).trim().into());
            let _ = write!(out, " {point}={occupant}");
        }
        out.push('\n');
        // A finished game has nobody to move: say how it ended instead.
        if let Some(end) = self.end() {
            let _ = write!(out, "game over, {end}");
        } else {
            let _ = write!(out, "to move: {}", self.side_to_move().name());
            if self.capture_demanded() {
                out.push_str(" (capture demanded)");
            }
        }
        let _ = writeln!(out, ", no-progress turns: {}, rules: {}", self.no_progress(), self.rules());
        out
    }

    /// The old name of [`Position::pretty`].
    #[deprecated(note = "renamed `pretty`, the family's name for the board picture")]
    pub fn board_diagram(&self) -> String {
        self.pretty()
    }
}
