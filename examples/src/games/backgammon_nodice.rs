//! Backgammon without dice (and with them) in the `games` tool: single games, and matches to N points
//! (`--match N`, with the Crawford rule). The board is drawn from the side of the player it is shown to: a
//! person sees their own point numbers (the ones in their moves); a table of bots and random seats sees it
//! from the side on roll.

use abstract_game::{Game, PlayerId};
use backgammon_nodice::{Dice, Match, Move, Phase, Position, Rules, Side};

use super::Starter;
use crate::bots::Capabilities;
use crate::error::CliError;
use crate::registry::{GameEntry, Spec};
use crate::session::{Erased, Presentation, Session};

fn side_name(seat: PlayerId) -> String {
    Side::from_seat(seat).map_or_else(|| format!("seat {seat}"), |s| s.name().to_string())
}

impl Presentation for Position {
    /// The board from the side on roll (the doubler while a double awaits its answer), whose moves are shown.
    fn board(&self) -> String {
        self.pretty_for(self.on_roll())
    }

    fn seat_name(&self, seat: PlayerId) -> String {
        side_name(seat)
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
}

impl Presentation for Match {
    /// The scores and the current game's board from the side on roll.
    fn board(&self) -> String {
        self.pretty_for(self.game().on_roll())
    }

    fn seat_name(&self, seat: PlayerId) -> String {
        side_name(seat)
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
}

const STARTER: Starter<Position, Rules> = Starter {
    default: "nodice",
    rules: |name| Rules::from_preset(name).ok(),
    new: Position::start,
    rules_of: Position::rules,
};

/// A match to `points` under the preset, or from a match string (`--position`), which must be a match to as
/// many points under the same rules.
fn start_match(spec: &Spec<'_>, points: u8) -> Result<Box<dyn Session>, CliError> {
    let preset = spec.preset.unwrap_or(STARTER.default);
    let rules = Rules::from_preset(preset)
        .map_err(|e| CliError::BadPosition(format!("no rules preset `{preset}`: {e}")))?
        .with_match(points);
    let game = match spec.position {
        None => Match::new(rules).map_err(|e| CliError::BadMatch(e.to_string()))?,
        Some(text) => {
            let game: Match =
                text.parse().map_err(|e| CliError::BadPosition(format!("not a match string: {e}")))?;
            if game.length() != points {
                return Err(CliError::BadMatch(format!(
                    "the position is a match to {} points, not {points}",
                    game.length()
                )));
            }
            if spec.preset.is_some() && game.rules() != rules {
                return Err(CliError::RulesMismatch {
                    preset: preset.to_string(),
                    named: game.rules().to_string(),
                });
            }
            game
        }
    };
    Ok(Box::new(Erased::new(game)))
}

/// The registry entry.
pub const ENTRY: GameEntry = GameEntry {
    name: "backgammon-nodice",
    about: "Backgammon where the mover chooses its two numbers (Vallardi's no-dice game); classic dice too",
    presets: &[
        ("nodice", "choose the pair; not a number the opponent just used; no 5-5 on the opening turn"),
        ("nodice-own", "choose the pair; not a number of your own previous pair"),
        ("nodice-pair", "choose the pair; only the opponent's identical pair is forbidden"),
        ("classic", "rolled dice (use moves --dice A-B to list the plays of a roll)"),
        ("nodice-nocube", "no-dice rules without the doubling cube"),
        ("classic-nocube", "rolled dice without the doubling cube"),
    ],
    // A rules string with a match length (`classic-m5`, as the crate's README writes it) plays a match, as
    // `--match 5` does.
    start: |spec| {
        let in_rules =
            spec.preset.and_then(|p| Rules::from_preset(p).ok()).map(Rules::match_length).filter(|&n| n > 0);
        match spec.match_points.or(in_rules) {
            Some(points) => start_match(spec, points),
            None => STARTER.start(spec.preset, spec.position),
        }
    },
    match_play: true,
};

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
    fn a_match_starts_from_the_preset_with_its_length() {
        let spec = Spec { preset: Some("classic"), position: None, match_points: Some(3) };
        let session = (ENTRY.start)(&spec).unwrap();
        assert!(session.board().starts_with("Match to 3: White 0, Black 0"), "{}", session.board());
        let again = Spec { position: Some(&session.position()), ..spec };
        assert!((ENTRY.start)(&again).is_ok());
        let wrong = Spec { match_points: Some(5), ..again };
        assert!((ENTRY.start)(&wrong).is_err());
    }
}
