//! How the tool starts a session of any game of the `traditional-games` registry, written once over its
//! [`Family`] trait: under a preset (or the rules a position names), from the start or from a position string,
//! as a single game or a match to N points.

use std::fmt::Display;

use traditional_games::{Family, MatchPlay, Visitor};

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

    /// From the position string when one is given (its rules must agree with `--rules`, if given), else the
    /// start position of the preset.
    fn visit<F: Family>(self) -> Self::Output {
        let wanted = |name: &str| rules::<F>(name);
        let game = match self.spec.position {
            Some(text) => {
                let game: F::G = parse(text)?;
                if let Some(name) = self.spec.preset
                    && wanted(name)? != F::rules_of(&game)
                {
                    return Err(CliError::RulesMismatch {
                        preset: name.to_string(),
                        named: F::rules_of(&game).to_string(),
                    });
                }
                game
            }
            None => F::start(wanted(self.spec.preset.unwrap_or(self.default))?),
        };
        Ok(Box::new(Erased::new(game)))
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
        Ok(Box::new(Erased::new(game)))
    }
}

/// The rules of a preset name or rules string, refused in the tool's words.
fn rules<F: Family>(name: &str) -> Result<F::R, CliError> {
    F::rules(name).map_err(|_| CliError::BadPosition(format!("no rules preset `{name}`")))
}

/// A state from its position string.
fn parse<G: std::str::FromStr<Err: Display>>(text: &str) -> Result<G, CliError> {
    text.parse().map_err(|e: G::Err| CliError::BadPosition(e.to_string()))
}
