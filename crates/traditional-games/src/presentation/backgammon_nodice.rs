//! Backgammon without dice (and with them) as front ends present it: single games, and matches to N points
//! (`--match N`, with the Crawford rule). The board is drawn from the side of the player it is shown to: a
//! person sees their own point numbers (the ones in their moves); a table of bots and random seats sees it
//! from the side on roll.

use std::fmt::Write as _;

use abstract_game::{Game, PlayerId};
use backgammon_nodice::{Dice, Match, Move, Phase, Position, Rules, Side, Step};

use super::{Colour, PlayedMove, Presentation};
use crate::bots::Capabilities;

impl Presentation for Position {
    /// The points, `bar` and `off` of each checker moved, in the move's order: `5-4: 24/20 13/8` is 24, 20,
    /// 13, 8; `24/22*/16` is 24, 22, 16; `24/18(2)` names its points twice. No pair, cube action, roll or pass
    /// is an element.
    fn move_parts(&self, mv: Move) -> Vec<String> {
        checker_parts(&mv.to_string())
    }

    /// The board from the side on roll (the doubler while a double awaits its answer), whose moves are shown.
    fn board(&self) -> String {
        self.pretty_for(self.on_roll())
    }

    /// The board from `seat`'s side: its own point numbers.
    fn view(&self, seat: PlayerId) -> String {
        Side::from_player_id(seat).map_or_else(|| Presentation::board(self), |side| self.pretty_for(side))
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

    /// The numbers of the points the last move left and reached (and `BAR` when it entered from the bar).
    fn last_move_marks(&self, picture: &str, history: &[PlayedMove]) -> Vec<(usize, usize)> {
        let drawn_for = drawn_for(picture, |side| self.pretty_for_side(side), self.on_roll());
        point_marks(picture, drawn_for, history)
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

/// The points, `bar` and `off` a checker play names, in order, as the picture drawn from the mover's side
/// labels them: `5-4: 24/20 13/8` is 24, 20, 13, 8; `24/22*/16` is 24, 22, 16 (the hit on the way named);
/// `24/18(2)` names its points twice. The pair or dice before the colon is no element (a page offers the
/// pairs whose checker play matches as buttons), nor are the cube's actions, the roll or a pass: none.
fn checker_parts(notation: &str) -> Vec<String> {
    let Some((_, play)) = notation.split_once(": ") else { return Vec::new() };
    let mut parts = Vec::new();
    for step in play.split_whitespace() {
        let (path, times) = match step.split_once('(') {
            Some((path, count)) => (path, count.trim_end_matches(')').parse().unwrap_or(1)),
            None => (step, 1),
        };
        for _ in 0..times {
            parts.extend(path.split('/').map(|point| point.trim_end_matches('*').to_string()));
        }
    }
    parts
}

impl Presentation for Match {
    /// The current game's checker play's points, as for a single game.
    fn move_parts(&self, mv: Move) -> Vec<String> {
        checker_parts(&mv.to_string())
    }

    /// The scores and the current game's board from the side on roll.
    fn board(&self) -> String {
        self.pretty_for(self.game().on_roll())
    }

    fn view(&self, seat: PlayerId) -> String {
        Side::from_player_id(seat).map_or_else(|| Presentation::board(self), |side| self.pretty_for(side))
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

    fn last_move_marks(&self, picture: &str, history: &[PlayedMove]) -> Vec<(usize, usize)> {
        let drawn_for = drawn_for(picture, |side| self.game().pretty_for_side(side), self.game().on_roll());
        point_marks(picture, drawn_for, history)
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

/// The side a picture is drawn from (its point numbers are that side's): the one whose drawing it holds. When
/// both sides' drawings are the same text, the side on roll, as the board is drawn for the table.
fn drawn_for(picture: &str, drawing: impl Fn(Side) -> String, on_roll: Side) -> Option<Side> {
    match (picture.contains(&drawing(Side::White)), picture.contains(&drawing(Side::Black))) {
        (true, false) => Some(Side::White),
        (false, true) => Some(Side::Black),
        (true, true) => Some(on_roll),
        (false, false) => None,
    }
}

/// The points a move text names, in its mover's numbering (`6-4: 24/18* 13/9(2)`: 24, 18, 13, 9; `bar/20`:
/// [`Step::BAR`] and 20); none for `double`, `take`, `roll` and the like.
fn points_of(last: &str) -> Vec<u8> {
    let Some((_, plays)) = last.split_once(':') else { return Vec::new() };
    let mut points = Vec::new();
    for play in plays.split_whitespace() {
        let play = play.split('(').next().unwrap_or(play);
        for point in play.split('/').map(|p| p.trim_end_matches('*')) {
            let point = if point.eq_ignore_ascii_case("bar") { Some(Step::BAR) } else { point.parse().ok() };
            if let Some(point) = point.filter(|p| (1..=Step::BAR).contains(p)) {
                points.push(point);
            }
        }
    }
    points
}

/// Where the last checker play of `history` (the rolls, `roll`, the cube's moves and passes move no checker:
/// passed over) is numbered in `picture`, drawn from `drawn_for`'s side: (line, byte column) of the numbers
/// of the points it left and reached, over and under the board, and of `BAR` when it entered from the bar.
fn point_marks(picture: &str, drawn_for: Option<Side>, history: &[PlayedMove]) -> Vec<(usize, usize)> {
    let play = history.iter().rev().find(|ply| ply.seat.is_some() && !points_of(&ply.text).is_empty());
    let Some(play) = play else { return Vec::new() };
    let (Some(drawn_for), Some(mover)) = (drawn_for, play.seat.and_then(Side::from_player_id)) else {
        return Vec::new();
    };
    let mut marks = Vec::new();
    for point in points_of(&play.text) {
        // The mover's point 1 is the other side's 24.
        let label = match point {
            Step::BAR => "BAR".to_string(),
            p if mover == drawn_for => p.to_string(),
            p => (25 - p).to_string(),
        };
        for (index, line) in picture.lines().enumerate() {
            let numbers = line.split_whitespace().all(|t| t.parse::<u8>().is_ok());
            let words =
                if label == "BAR" { line.split('|').map(str::trim).any(|t| t == "BAR") } else { numbers };
            if !words {
                continue;
            }
            let mut at = 0;
            for token in line.split_inclusive(|c: char| c.is_whitespace() || c == '|') {
                let word = token.trim_end_matches(|c: char| c.is_whitespace() || c == '|');
                if word == label && !marks.contains(&(index, at)) {
                    marks.push((index, at));
                }
                at += token.len();
            }
        }
    }
    marks
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

    #[test]
    fn the_last_checker_play_is_marked_on_the_point_numbers_of_the_side_drawn() {
        assert_eq!(points_of("6-4: 24/18* 13/9(2)"), [24, 18, 13, 9]);
        assert_eq!(points_of("4-3: bar/21 6/off"), [Step::BAR, 21, 6]);
        assert!(points_of("double").is_empty() && points_of("roll").is_empty());
        let pos = Position::start(Rules::nodice());
        let white = PlayerId::new(0).unwrap();
        let history = |text: &str| {
            vec![
                PlayedMove { seat: Some(white), text: text.to_string() },
                PlayedMove { seat: None, text: "6-4".to_string() },
                PlayedMove { seat: Some(white), text: "double".to_string() },
            ]
        };
        let picture = pos.pretty_for_side(Side::White);
        // From White's own side, White's numbers: 24 and 18 over the board, 13 and 9 under it (the roll
        // and the cube's move after the play are passed over).
        let marks = point_marks(&picture, Some(Side::White), &history("6-4: 24/18 13/9"));
        let words: Vec<&str> = marks
            .iter()
            .map(|&(line, col)| picture.lines().nth(line).unwrap()[col..].split_whitespace().next().unwrap())
            .collect();
        assert_eq!(words, ["24", "18", "13", "9"]);
        assert_eq!(marks[0].0, 0, "24 is over the board");
        let marks = point_marks(&picture, Some(Side::Black), &history("3-1: bar/22 8/7"));
        let words: Vec<&str> = marks
            .iter()
            .map(|&(line, col)| picture.lines().nth(line).unwrap()[col..].split(['|', ' ']).next().unwrap())
            .collect();
        assert_eq!(words, ["BAR", "3", "17", "18"], "White's bar/22 8/7 in Black's numbers");
        assert_eq!(drawn_for(&picture, |side| pos.pretty_for_side(side), Side::Black), Some(Side::White));
    }
}
