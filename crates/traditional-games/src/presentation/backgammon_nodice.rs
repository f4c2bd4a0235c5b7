//! Backgammon without dice (and with them) as front ends present it: single games, and matches to N points
//! (`--match N`, with the Crawford rule). The board is drawn from the side of the player it is shown to: a
//! person sees their own point numbers (the ones in their moves); a table of bots and random seats sees it
//! from the side on roll.

use std::fmt::Write as _;

use abstract_game::{Game, PlayerId};
use backgammon_nodice::{Dice, Match, Move, Phase, Position, Rules, Side};

use super::{Colour, Presentation};
use crate::bots::Capabilities;

impl Presentation for Position {
    /// The board from the side on roll (the doubler while a double awaits its answer), whose moves are shown.
    fn board(&self) -> String {
        self.pretty_for(self.on_roll())
    }

    /// The board from `seat`'s side: its own point numbers.
    fn view(&self, seat: PlayerId) -> String {
        Side::from_seat(seat).map_or_else(|| Presentation::board(self), |side| self.pretty_for(side))
    }

    /// `--dice 6-4`: declines the cube if the side could double, then rolls 6-4 (classic mode only).
    fn roll(&mut self, dice: &str) -> Result<(), String> {
        let dice: Dice = dice.parse().map_err(|e| format!("`{dice}`: {e}"))?;
        self.roll_dice(dice)
            .map_err(|e| format!("cannot roll {dice} here (classic rules, start of a turn): {e}"))
    }

    fn capabilities() -> Capabilities<Self> {
        crate::bots::backgammon::capabilities()
    }

    fn rules_help(&self) -> String {
        rules_help(self.rules(), None)
    }

    fn notation_help(&self) -> String {
        NOTATION.to_string()
    }

    fn legend(&self) -> String {
        LEGEND.to_string()
    }

    /// White's checkers (`X`) and Black's (`O`).
    fn token_colour(&self, token: &str) -> Option<Colour> {
        checker_colour(token)
    }

    /// Classic mode: Enter rolls where the side could double instead. (Where it could not, the game itself
    /// rolls: a classic turn starts with the dice then.)
    fn enter_move(&self) -> Option<Move> {
        roll_if_legal(&self.legal_moves())
    }
}

/// `Move::ROLL` when it is among the legal moves.
fn roll_if_legal(moves: &[Move]) -> Option<Move> {
    moves.contains(&Move::ROLL).then_some(Move::ROLL)
}

impl Presentation for Match {
    /// The scores and the current game's board from the side on roll.
    fn board(&self) -> String {
        self.pretty_for(self.game().on_roll())
    }

    fn view(&self, seat: PlayerId) -> String {
        Side::from_seat(seat).map_or_else(|| Presentation::board(self), |side| self.pretty_for(side))
    }

    /// `--dice 6-4` in the current game of the match (classic mode only), as for a single game.
    fn roll(&mut self, dice: &str) -> Result<(), String> {
        let dice: Dice = dice.parse().map_err(|e| format!("`{dice}`: {e}"))?;
        let refused = |e: abstract_game::PlayError| {
            format!("cannot roll {dice} here (classic rules, start of a turn): {e}")
        };
        let mut next = self.clone();
        if next.game().phase() == Phase::TurnStart {
            next.play(Move::ROLL).map_err(refused)?;
        }
        if next.game().phase() != Phase::Rolling {
            return Err(format!("cannot roll {dice} here (classic rules, start of a turn)"));
        }
        next.play(Move::rolled(dice)).map_err(refused)?;
        *self = next;
        Ok(())
    }

    fn capabilities() -> Capabilities<Self> {
        crate::bots::backgammon::match_capabilities()
    }

    fn rules_help(&self) -> String {
        rules_help(self.rules(), Some(self.length()))
    }

    fn notation_help(&self) -> String {
        NOTATION.to_string()
    }

    fn legend(&self) -> String {
        LEGEND.to_string()
    }

    fn token_colour(&self, token: &str) -> Option<Colour> {
        checker_colour(token)
    }

    /// Enter rolls where the side could double instead, as in a single game.
    fn enter_move(&self) -> Option<Move> {
        roll_if_legal(&self.legal_moves())
    }
}

/// `help rules` for these rules, in a match to `points` when one is played.
fn rules_help(rules: Rules, points: Option<u8>) -> String {
    let mut text = RULES.to_string();
    if !rules.is_classic() {
        text.push('\n');
        text.push_str(NODICE);
    }
    if !rules.cube() {
        text.push_str("\nNo doubling cube under these rules.");
    }
    if let Some(points) = points {
        let _ = write!(
            text,
            "\nA match to {points} points: games until a side has {points}; the game after a side first \
             reaches {} is played without the cube (Crawford rule).",
            points.saturating_sub(1)
        );
    }
    let name = rules.with_match(0).to_string();
    format!("{text}\n{}", super::preset_line(Rules::PRESETS, &name))
}

/// `help rules`: backgammon.
const RULES: &str = "\
Backgammon, two players: White (X) and Black (O) move 15 checkers each round the 24 points in opposite
directions, into their home board and off. The first to bear off all 15 wins 1 point, a gammon 2 (the loser
bore off none), a backgammon 3 (and has a checker on the bar or in the winner's home board), times the cube.
- A turn uses two numbers; each moves one checker that many points, to a point not held by two or more
  opposing checkers. A lone opposing checker there is hit and goes to the bar; a side with a checker on the
  bar must bring it in (in the opponent's home board) before anything else. A double is played four times.
- Use both numbers if you can; else the larger one; a double as many times as you can. Bear off only when all
  15 are home. With no play at all, you pass.
- The cube: at the start of your turn you may double if you own the cube or it is in the middle; the opponent
  takes (the cube doubles and is its own) or drops (and loses the cube's value).";

/// `help rules`: what the no-dice presets change.
const NODICE: &str = "\
No dice (Vallardi's game): you choose your two numbers instead of rolling. The opening turn may be any pair
but 5-5; then (nodice) neither number may be one the opponent just used, (nodice-own) nor one of your own
previous pair, (nodice-pair) only the opponent's very pair is forbidden. A game stops after 1,000 turns: the
lower pip count wins.";

/// `help notation`.
const NOTATION: &str = "\
Your two numbers, then each checker's move from point to point in your own point numbers (24 down to 1, `bar`,
`off`): `6-4: 24/18 13/9`; `*` marks a hit (`6-4: 24/18*`); `(2)` a move made twice (`6-6: 24/18(2) 13/7(2)`).
At the cube: `double`, then `take` or `drop`. Classic dice: `roll` at the start of your turn (or `double`).
No play at all: `pass`.";

/// The legend under the board.
const LEGEND: &str = "\
X White, O Black, as numbered from the side shown (your own point numbers: your moves use them). BAR: hit
checkers; off: borne off; pips: the points still to travel; cube: its value and owner (centred when none).";

/// White's checkers (`X`) and Black's (`O`) in their colours.
fn checker_colour(token: &str) -> Option<Colour> {
    match token {
        "X" => Some(Colour::BrightWhite),
        "O" => Some(Colour::Red),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_is_drawn_from_the_side_on_roll_and_a_person_sees_their_own() {
        let mut pos = Position::start(Rules::nodice());
        pos.play(pos.parse_move("6-4: 24/18 13/9").unwrap()).unwrap();
        let black = PlayerId::new(1).unwrap();
        let white = PlayerId::new(0).unwrap();
        assert_eq!(Presentation::board(&pos), pos.pretty_for(Side::Black), "Black is on roll");
        assert_eq!(Presentation::view(&pos, white), pos.pretty_for(Side::White));
        assert_eq!(Presentation::view(&pos, black), pos.pretty_for(Side::Black));
        assert_ne!(pos.pretty_for(Side::White), pos.pretty_for(Side::Black));
    }
}
