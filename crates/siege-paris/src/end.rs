//! How the game ends.

use core::fmt;

use abstract_game::Outcome;

use crate::mv::Turn;
use crate::piece::{PieceKind, Side};
use crate::position::Position;

/// Attacker officers Yellow must capture, with every soldier, to win: 6 of the 12.
pub const OFFICERS_TO_CAPTURE: u32 = 6;
/// Attacker officers at the start (6 each).
const OFFICERS_AT_START: u32 = 12;

/// Why and how a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum End {
    /// Yellow captured every attacking soldier and at least 6 officers, with no attacker in the fortress.
    YellowWins,
    /// White and Black win together.
    AttackersWin(AttackersWin),
    /// Nobody wins.
    Draw(Draw),
}

/// How White and Black won.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum AttackersWin {
    /// The fortress holds the required attacking soldiers and officers (2 and 1, or 3 and 1).
    FortressTaken,
    /// Yellow is on turn and has no legal move.
    YellowBlocked,
}

/// Why the game was drawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Draw {
    /// Yellow reached its goal, but an attacking piece is inside the fortress.
    AttackerInFortress,
    /// The no-progress limit was reached.
    NoProgress,
    /// The position occurred for the third time with the same player to move.
    Repetition,
}

impl End {
    /// The result for the three seats: a sole win for Yellow, a shared win for White and Black (both rank
    /// first, Yellow last), or a draw.
    ///
    /// # Panics
    ///
    /// Never: three seats always make a valid outcome.
    pub fn outcome(self) -> Outcome {
        let result = match self {
            End::YellowWins => Outcome::win(3, &[Side::Yellow.player_id()]),
            End::AttackersWin(_) => Outcome::win(3, &[Side::White.player_id(), Side::Black.player_id()]),
            End::Draw(_) => Outcome::draw(3),
        };
        result.expect("three seats, winners among them")
    }
}

/// The result in words, e.g. `White and Black win: the fortress is taken`, `draw by repetition`.
impl fmt::Display for End {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            End::YellowWins => "Yellow wins: every attacking soldier and six officers are captured",
            End::AttackersWin(AttackersWin::FortressTaken) => "White and Black win: the fortress is taken",
            End::AttackersWin(AttackersWin::YellowBlocked) => "White and Black win: Yellow has no legal move",
            End::Draw(Draw::AttackerInFortress) => {
                "draw: Yellow's goal is met with an attacker in the fortress"
            }
            End::Draw(Draw::NoProgress) => {
                "draw: no progress (no capture, no entry into the fortress, no attacker's forward move)"
            }
            End::Draw(Draw::Repetition) => "draw by repetition: the position occurred for the third time",
        })
    }
}

impl Position {
    /// The end reached by the pieces and counters alone (everything but Yellow being blocked).
    pub(crate) fn static_end(&self) -> Option<End> {
        if self.turn == Turn::Setup {
            return None;
        }
        let (mut soldiers_in, mut officers_in) = (0u32, 0u32);
        for piece in self.points.iter().flatten().filter(|p| p.side.is_attacker()) {
            if piece.kind.is_officer() {
                officers_in += 1;
            } else {
                soldiers_in += 1;
            }
        }
        if soldiers_in >= u32::from(self.rules.soldiers_to_win)
            && officers_in >= u32::from(self.rules.officers_to_win)
        {
            return Some(End::AttackersWin(AttackersWin::FortressTaken));
        }
        let attackers = self.attacker_squares();
        let soldiers = self.kind_squares(PieceKind::Soldier);
        let soldiers_left = (attackers & soldiers).count() + soldiers_in;
        let officers_left = (attackers & !soldiers).count() + officers_in;
        if soldiers_left == 0 && officers_left + OFFICERS_TO_CAPTURE <= OFFICERS_AT_START {
            let inside = soldiers_in + officers_in > 0;
            return Some(if inside { End::Draw(Draw::AttackerInFortress) } else { End::YellowWins });
        }
        if self.rules.no_progress.is_some_and(|limit| self.no_progress >= limit) {
            return Some(End::Draw(Draw::NoProgress));
        }
        if self.rules.repetition && self.live_history().iter().filter(|&&h| h == self.hash).count() >= 2 {
            return Some(End::Draw(Draw::Repetition));
        }
        None
    }

    /// How the game ended, or `None` while it goes on.
    ///
    /// Checked in this order: the attackers' fortress goal, Yellow's goal (drawn if an attacker is inside),
    /// the no-progress limit, the third repetition, and Yellow having no legal move on its turn.
    pub fn end(&self) -> Option<End> {
        if let Some(end) = self.static_end() {
            return Some(end);
        }
        if matches!(self.turn, Turn::YellowThenWhite | Turn::YellowThenBlack) && !self.yellow_has_move() {
            return Some(End::AttackersWin(AttackersWin::YellowBlocked));
        }
        None
    }
}
