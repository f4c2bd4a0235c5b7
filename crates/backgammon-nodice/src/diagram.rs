//! The board for people: an ASCII picture seen from either side, its point numbers that side's own.

use alloc::string::String;
use core::fmt::{self, Write as _};

use abstract_game::PlayerId;

use crate::position::{Phase, Position, Side, WinKind, abs_index};

impl Position {
    /// The board from White's side: [`Position::pretty_for`]`(Side::White)` (the family's name for the picture
    /// of everything on the table). White (`X`) moves from its
    /// 24-point (top right as drawn) round to its home board (bottom right), Black (`O`) the other way:
    ///
    /// ```text
    ///  13 14 15 16 17 18       19 20 21 22 23 24
    /// +------------------+---+------------------+
    /// | X           O    |   | O              X |
    /// ...
    /// ```
    pub fn pretty(&self) -> String {
        self.pretty_for_side(Side::White)
    }

    /// The board seen from `seat`: a [`PlayerId`] as the family's conventions have it, or a [`Side`] (both
    /// convert, so `pretty_for(Side::Black)` and `pretty_for(seat)` both read naturally). A seat that is
    /// not a side (2 and up) sees the board from White's side, as [`Position::pretty`] draws it.
    /// See [`Position::pretty_for_side`] for the picture.
    pub fn pretty_for(&self, seat: impl Into<PlayerId>) -> String {
        self.pretty_for_side(Side::from_player_id(seat.into()).unwrap_or(Side::White))
    }

    /// An ASCII picture of the board seen from `side`: `side`'s home board bottom right, its points numbered
    /// as `side` numbers them (1 to 24 from its own 1-point, where it bears off), so that the numbers drawn
    /// are the ones in `side`'s moves. White is always `X` and Black `O`; the bar shows `side`'s checkers in
    /// the bottom half and the opponent's in the top half; then the pip counts, the borne-off checkers, the
    /// cube and whose turn it is.
    ///
    /// To draw the board for the side about to move, as a program printing the moves in notation should:
    /// `pos.pretty_for(pos.on_roll())` (the doubler while a double awaits an answer).
    ///
    /// ```
    /// use backgammon_nodice::{Position, Rules, Side};
    ///
    /// let mut game = Position::start(Rules::nodice());
    /// game.play(game.parse_move("6-4: 24/18 13/9")?)?;
    /// // Black to move: its 24-point (where its two back checkers are) is drawn top right.
    /// let picture = game.pretty_for(game.on_roll());
    /// assert!(picture.starts_with(" 13 14 15 16 17 18       19 20 21 22 23 24\n"));
    /// assert!(picture.lines().nth(2).unwrap().ends_with(" O |"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pretty_for_side(&self, side: Side) -> String {
        let mut out = String::new();
        // Writing to a String cannot fail.
        let _ = self.write_pretty(side, &mut out);
        out
    }

    fn write_pretty(&self, side: Side, out: &mut String) -> fmt::Result {
        let cell = |point: u8, row: i8| -> String {
            let count = self.board()[abs_index(side, point)];
            let n = count.abs();
            let mark = if count > 0 { 'X' } else { 'O' };
            if row == 4 && n > 5 {
                alloc::format!("{n:>2} ")
            } else if n > row {
                alloc::format!(" {mark} ")
            } else {
                String::from("   ")
            }
        };
        let border = "+------------------+---+------------------+\n";
        out.push_str(" 13 14 15 16 17 18       19 20 21 22 23 24\n");
        out.push_str(border);
        let bar_mark = |on_bar: Side, row: i8| {
            let n = self.bar(on_bar) as i8;
            let mark = if on_bar == Side::White { 'X' } else { 'O' };
            if row == 0 && n > 0 { alloc::format!("{mark}{n:<2}") } else { String::from("   ") }
        };
        for row in 0..5 {
            out.push('|');
            (13..=18).for_each(|p| out.push_str(&cell(p, row)));
            out.push('|');
            out.push_str(&bar_mark(side.opponent(), row));
            out.push('|');
            (19..=24).for_each(|p| out.push_str(&cell(p, row)));
            out.push_str("|\n");
        }
        out.push_str("|                  |BAR|                  |\n");
        for row in (0..5).rev() {
            out.push('|');
            (7..=12).rev().for_each(|p| out.push_str(&cell(p, row)));
            out.push('|');
            out.push_str(&bar_mark(side, row));
            out.push('|');
            (1..=6).rev().for_each(|p| out.push_str(&cell(p, row)));
            out.push_str("|\n");
        }
        out.push_str(border);
        out.push_str(" 12 11 10  9  8  7        6  5  4  3  2  1\n");
        writeln!(
            out,
            "X White: pips {}, off {}   O Black: pips {}, off {}   cube {}",
            self.pip_count(Side::White),
            self.borne_off(Side::White),
            self.pip_count(Side::Black),
            self.borne_off(Side::Black),
            self.cube()
        )?;
        let who = self.side_to_move().name();
        match self.phase() {
            Phase::TurnStart if self.rules().is_classic() => writeln!(out, "{who} to double or roll"),
            Phase::TurnStart | Phase::Choose => {
                write!(out, "{who} to choose a pair and play (allowed:")?;
                for d in self.allowed_dice() {
                    write!(out, " {d}")?;
                }
                writeln!(out, ")")
            }
            Phase::Rolling => writeln!(out, "{who} to roll"),
            Phase::Playing(dice) => writeln!(out, "{who} to play {dice}"),
            Phase::Doubled => writeln!(out, "{who} to take or drop a double to {}", self.cube().value() * 2),
            Phase::Over(_) => {
                let (_, kind, points) = self.winner().unwrap_or((self.side_to_move(), WinKind::Single, 0));
                writeln!(out, "{who} wins {points} point{} ({kind})", if points == 1 { "" } else { "s" })
            }
        }
    }
}
