//! The board as text for a terminal: [`Position::pretty`] and [`Position::pretty_for`].

use alloc::string::String;
use core::fmt::Write;

use board_core::Square;

use crate::{PieceKind, Position, Seat};

impl Position {
    /// The board as ASCII art for a terminal: rank 8 at the top, two-letter pieces (`rK` = Red king, `yA` =
    /// Yellow Amazon, `gP` = Green pawn that may still double-step, `gp` one that has moved), `.` for empty
    /// squares, then who is to move and the piece counts.
    ///
    /// ```
    /// let board = chess4_bastardo::Position::default().pretty();
    /// assert!(board.starts_with("8  gK .  gR gP yP yR .  yK"));
    /// ```
    pub fn pretty(&self) -> String {
        self.picture(None)
    }

    /// The board as [`Position::pretty`] draws it, from `seat`'s side of the table: Red and Blue sit on the
    /// rank-1 edge (rank 8 at the top, as `pretty`), Yellow and Green on the rank-8 edge (the board turned
    /// half round: rank 1 at the top, the h-file on the left). The seat's line is marked `(you)`. Nothing is
    /// hidden in this game: only the point of view changes.
    ///
    /// ```
    /// use chess4_bastardo::{Position, Seat};
    /// let board = Position::default().pretty_for(Seat::Yellow.player_id());
    /// assert!(board.starts_with("1  bK .  bR bP rP rR .  rK"));
    /// assert!(board.contains("Yellow (you)"));
    /// ```
    pub fn pretty_for(&self, seat: abstract_game::PlayerId) -> String {
        self.picture(Seat::from_player_id(seat))
    }

    fn picture(&self, viewer: Option<Seat>) -> String {
        // Yellow and Green look at the board from the rank-8 edge: turned half round.
        let turned = matches!(viewer, Some(Seat::Yellow | Seat::Green));
        let mut out = String::new();
        for row in 0..8u8 {
            let rank = if turned { row } else { 7 - row };
            let _ = write!(out, "{} ", rank + 1);
            for column in 0..8u8 {
                let file = if turned { 7 - column } else { column };
                let sq = Square::ALL[usize::from(rank * 8 + file)];
                match self.piece_at(sq) {
                    None => out.push_str(" . "),
                    Some(p) => {
                        let moved = p.kind == PieceKind::Pawn && self.unmoved & (1 << sq.index()) == 0;
                        let kind = if moved { 'p' } else { p.kind.letter() };
                        let _ = write!(out, " {}{kind}", p.seat.letter());
                    }
                }
            }
            out.truncate(out.trim_end().len());
            out.push('\n');
        }
        out.push_str(if turned { "    h  g  f  e  d  c  b  a\n" } else { "    a  b  c  d  e  f  g  h\n" });
        for seat in Seat::ALL {
            let state = if self.is_eliminated(seat) { "out" } else { "in" };
            let name = if viewer == Some(seat) {
                alloc::format!("{} (you)", seat.name())
            } else {
                seat.name().into()
            };
            let _ = writeln!(
                out,
                "{name:<6} {state:<3} on board {:>2}, captured {:>2}, count {:>2}",
                self.pieces(seat).count(),
                self.captured(seat),
                self.piece_count(seat)
            );
        }
        match self.ending() {
            Some(ending) => {
                let _ = writeln!(out, "game over ({ending:?})");
            }
            None => {
                let _ = writeln!(out, "{} to move", self.to_move.name());
            }
        }
        out
    }
}
