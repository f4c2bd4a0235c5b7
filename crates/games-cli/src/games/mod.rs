//! One module per game crate: how the tool starts it ([`Launch`](crate::registry::Launch)) and how it presents
//! itself.

pub mod backgammon_nodice;
pub mod bashnya;
pub mod batarde_cards;
pub mod chess4_bastardo;
pub mod chess4_tarot;
pub mod siege_paris;

use std::fmt::Display;

use crate::error::CliError;
use crate::session::{Erased, Presentation, Session};

/// How a game crate is started by name: shared by every entry, so `--rules` and `--position` behave the same
/// in every game.
pub(crate) struct Starter<G, R> {
    /// The preset used when neither `--rules` nor `--position` says.
    pub default: &'static str,
    /// Rules by preset name (names are checked against the entry's list before this is called).
    pub rules: fn(&str) -> Option<R>,
    /// A new game under these rules.
    pub new: fn(R) -> G,
    /// The rules a state plays under.
    pub rules_of: fn(&G) -> R,
}

impl<G, R> Starter<G, R>
where
    G: Presentation + 'static,
    G::Err: Display,
    R: PartialEq + Display,
{
    /// From the position string when one is given (its rules must agree with `--rules`, if given), else the
    /// start position of the preset.
    pub(crate) fn start(
        &self,
        preset: Option<&str>,
        position: Option<&str>,
    ) -> Result<Box<dyn Session>, CliError> {
        let wanted = |name: &str| {
            (self.rules)(name).ok_or_else(|| CliError::BadPosition(format!("no rules preset `{name}`")))
        };
        let game = match position {
            Some(text) => {
                let game: G = text.parse().map_err(|e: G::Err| CliError::BadPosition(e.to_string()))?;
                if let Some(name) = preset
                    && wanted(name)? != (self.rules_of)(&game)
                {
                    return Err(CliError::RulesMismatch {
                        preset: name.to_string(),
                        named: (self.rules_of)(&game).to_string(),
                    });
                }
                game
            }
            None => (self.new)(wanted(preset.unwrap_or(self.default))?),
        };
        Ok(Box::new(Erased::new(game)))
    }
}
