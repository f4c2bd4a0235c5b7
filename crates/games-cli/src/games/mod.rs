//! How the tool starts a session of any game of the `traditional-games` registry, written once over its
//! [`Family`] trait: under a preset (or the rules a position names), from the start or from a position string,
//! as a single game or a match to N points.

use traditional_games::{Family, MatchPlay, Visitor, presentation_of};

use crate::error::CliError;
use crate::registry::Spec;
use crate::session::{Erased, Session};

/// Starts a session of the visited game as the spec says (its preset and position are the game's own: a
/// variant's alias was resolved before).
pub(crate) struct Start<'a> {
    /// What the command line asked for.
    pub spec: Spec<'a>,
    /// The preset used when neither `--rules` nor `--position` says.
    pub default: &'static str,
}

impl Visitor for Start<'_> {
    type Output = Result<Box<dyn Session>, CliError>;

    /// A single game: the registry's loaders, as [`crate::registry`] starts every single game.
    fn visit<F: Family>(self) -> Self::Output {
        let entry = traditional_games::find(F::NAME).map_err(|e| CliError::BadPosition(e.to_string()))?;
        crate::registry::load(entry, &self.spec)
    }

    /// A match to the spec's points (`--match N`, or the length in the rules string: `classic-m5`, set by the
    /// caller) under the preset, or from a match string, which must be a match to as many points under the same rules.
    fn visit_match<M: MatchPlay>(self) -> Self::Output {
        let spec = self.spec;
        let preset = spec.preset.unwrap_or(self.default);
        let Some(points) = spec.match_points else {
            return Err(CliError::BadMatch("a match needs a length (--match N)".to_string()));
        };
        let rules = M::rules(preset)
            .map_err(|e| CliError::BadPosition(format!("no rules preset `{preset}`: {e}")))
            .map(|r| M::with_points(r, points))?;
        let game = match spec.position {
            None => M::new_match(rules).map_err(CliError::BadMatch)?,
            Some(text) => {
                let game: M::G = text.parse().map_err(|e: <M::G as std::str::FromStr>::Err| {
                    CliError::BadPosition(format!("not a match string: {e}"))
                })?;
                if M::length(&game) != points {
                    return Err(CliError::BadMatch(format!(
                        "the position is a match to {} points, not {points}",
                        M::length(&game)
                    )));
                }
                if spec.preset.is_some() && M::rules_of(&game) != rules {
                    return Err(CliError::RulesMismatch {
                        preset: preset.to_string(),
                        named: M::rules_of(&game).to_string(),
                    });
                }
                game
            }
        };
        Ok(Box::new(Erased::from_parts(Box::new(M::erase(game)), presentation_of::<M::G>())))
    }
}
