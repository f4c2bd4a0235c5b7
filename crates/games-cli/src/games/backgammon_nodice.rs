//! Backgammon without dice (and with them) in the `games` tool: how the tool starts single games and matches to
//! N points (`--match N`); its presentation, legend and help texts are `traditional_games::presentation`'s.

use backgammon_nodice::{Match, Position, Rules};

use super::Starter;
use crate::error::CliError;
use crate::registry::{Launch, Spec};
use crate::session::{Erased, Session};

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
pub const ENTRY: Launch = Launch {
    name: "backgammon-nodice",
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
