//! Assedio di Parigi as front ends present it.

use siege_paris::{Position, Rules};

use super::{Colour, Presentation};
use crate::bots::Capabilities;

impl Presentation for Position {
    /// The squares and points of the move: from and to (`b3-c4!`, `c3xd4`), or the point a piece is set on
    /// in the setup (`G@F4`: the piece is chosen as a button).
    fn move_parts(&self, mv: siege_paris::Move) -> Vec<String> {
        super::named_squares(&mv.to_string())
    }

    fn board(&self) -> String {
        self.pretty()
    }

    fn capabilities() -> Capabilities<Self> {
        crate::bots::siege::capabilities()
    }

    fn rules_help(&self) -> String {
        let rules = self.rules().preset_name().map_or_else(|| self.rules().to_string(), str::to_string);
        format!("{RULES}\n{}", super::preset_line(Rules::PRESETS, &rules))
    }

    fn notation_help(&self) -> String {
        NOTATION.to_string()
    }

    fn legend(&self) -> String {
        LEGEND.to_string()
    }

    /// White's pieces (capitals), Black's (small letters) and Yellow's (`ys`...) in their colours.
    fn token_colour(&self, token: &str) -> Option<Colour> {
        match token {
            "G" | "C" | "K" | "L" | "S" => Some(Colour::BrightWhite),
            "g" | "c" | "k" | "l" | "s" => Some(Colour::Magenta),
            "yg" | "yc" | "ys" => Some(Colour::Yellow),
            _ => None,
        }
    }
}

/// `help rules`: the siege, and what each preset changes (from the entry's preset lines).
const RULES: &str = "\
Assedio di Parigi (1871). Yellow (the French) holds the fortress in the middle of a 12x16 board against White
and Black (the Prussians; two players, or one commanding both). Turns: Yellow, White, Yellow, Black, ...
- Yellow wins by capturing all 24 soldiers and at least 6 of the 12 officers while no attacker is inside the
  fortress (with one inside, the game is drawn then). White and Black win together when Yellow has no legal
  move, or when the fortress holds 2 of their soldiers and 1 officer.
- Attackers never capture and never move backward, over empty squares only: general 1-3 squares in any
  direction, colonel 1-2 orthogonally, captain 1 orthogonally, lieutenant 1-2 diagonally, soldier 1 diagonally.
- Yellow: general 1 square in any direction, colonel 1 orthogonally, soldier 1 diagonally, backward too. It
  captures by moving onto an adjacent attacker that is unprotected (protected: the square right behind it, in
  the capture's direction, holds an attacker). Nothing is captured inside the fortress. Capturing is optional,
  unless the attacker's last move demanded it (`!`): then Yellow must capture if it can.
- At most 3 Yellow soldiers outside on squares of one colour; when every Yellow piece outside is blocked,
  Yellow must bring one out. Inside the fortress pieces step along the octagon; the gates c9-F1, c8-F8,
  j9-F4 and j8-F5 are the only ways in and out.
- A draw when the no-progress count (under the board) reaches its limit, or on a third repetition.";

/// `help notation`.
const NOTATION: &str = "\
A move is from-to, squares a1..l16 and the fortress points F1..F8: `b3-c4`, `F1-c9`. Yellow's capture is
`b9xc10` (`-` is read too, and any letter case). An attacker's move ending in `!` demands a capture: `f1-f4!`.
`pass` when the side has no move. In the setup preset Yellow first places its pieces: `G@F1`.";

/// The legend under the board.
const LEGEND: &str = "\
Capitals: White; small letters: Black; (y.): Yellow. g general, c colonel, k captain, l lieutenant, s soldier.
F1..F8: the fortress points (the octagon, listed under `fortress:`); `=` marks a gate. `!`: capture demanded.";
