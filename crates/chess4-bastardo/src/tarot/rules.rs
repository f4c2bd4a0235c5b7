//! The variant's rules: the base game's options plus the deal's.

use core::fmt;
use core::str::FromStr;

use abstract_game::Preset;

use crate::Rules;
use crate::error::RulesError;

/// The rules of a tarot-objectives game: the base game's [`Rules`] (first seat, en passant, promotion, pass,
/// no-progress limit) and whether the all-unhappy vote may ask for a new deal.
///
/// ```
/// use chess4_bastardo::tarot::TarotRules;
/// let rules: TarotRules = "redeal".parse()?;
/// assert!(rules.redeal());
/// assert_eq!(rules.to_string(), "redeal");
/// assert_eq!("standard".parse::<TarotRules>()?, TarotRules::standard());
/// // Base options and the vote together; `from_preset` reads what `FromStr` reads.
/// let rules = TarotRules::from_preset("free-promotion,redeal")?;
/// assert_eq!(rules.to_string(), "free-promotion,redeal");
/// assert_eq!(TarotRules::PRESETS[0].name, TarotRules::default().to_string());
/// # Ok::<(), chess4_bastardo::RulesError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct TarotRules {
    base: Rules,
    redeal: bool,
}

impl TarotRules {
    /// The named rule sets, [`TarotRules::default`] (`standard`) first. Any base preset or option string
    /// of [`Rules`] reads too, with `,redeal` added for the vote.
    pub const PRESETS: &'static [Preset] = &[
        Preset {
            name: "standard",
            about: "Il Bastardo's standard board rules; one deal, kept whatever it gives",
        },
        Preset {
            name: "redeal",
            about: "after the deal all four vote; four votes for a new deal deal again",
        },
    ];

    /// The rules of a preset name of [`TarotRules::PRESETS`], or of any rules string `Display` prints: the
    /// same as `FromStr`.
    ///
    /// # Errors
    ///
    /// [`RulesError`] for a name or option that does not parse.
    pub fn from_preset(name: &str) -> Result<TarotRules, RulesError> {
        name.parse()
    }

    /// The base game's standard rules, no new deals.
    pub const fn standard() -> TarotRules {
        TarotRules { base: Rules::standard(), redeal: false }
    }

    /// These base rules, no new deals.
    pub const fn with_base(base: Rules) -> TarotRules {
        TarotRules { base, redeal: false }
    }

    /// The same rules with or without the all-unhappy vote (the seed: "if all four players are unhappy with
    /// their objective, nothing forbids another draw").
    #[must_use]
    pub const fn with_redeal(mut self, redeal: bool) -> TarotRules {
        self.redeal = redeal;
        self
    }

    /// The base game's options.
    pub const fn base(&self) -> &Rules {
        &self.base
    }

    /// Whether the seats vote on a new deal once all are dealt.
    pub const fn redeal(&self) -> bool {
        self.redeal
    }

    /// A bound on a game's seat moves under these rules ("Why a game ends" in the module docs): the base
    /// game's board bound ([`Rules::max_game_length`](crate::Rules::max_game_length)) plus 64 decisions per
    /// deal (each of the four seats chooses, declares, keeps or changes, picks, confirms and votes, every
    /// decision moving it to a later stage: far fewer than 16 each), over the first deal and at most 255 new
    /// ones under `redeal`.
    pub const fn max_game_length(&self) -> usize {
        const DEAL_DECISIONS: usize = 64;
        let deals = if self.redeal { 1 + u8::MAX as usize } else { 1 };
        self.base.max_game_length() + DEAL_DECISIONS * deals
    }
}

/// The base rules' string (see [`Rules`]' `Display`), with `redeal` added as an option when the vote is on:
/// `standard`, `redeal`, `free-promotion,redeal`, `first=b,redeal`.
impl fmt::Display for TarotRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.redeal, self.base == Rules::standard()) {
            (false, _) => write!(f, "{}", self.base),
            (true, true) => f.write_str("redeal"),
            (true, false) => write!(f, "{},redeal", self.base),
        }
    }
}

impl FromStr for TarotRules {
    type Err = RulesError;

    fn from_str(s: &str) -> Result<TarotRules, RulesError> {
        if s == "redeal" {
            return Ok(TarotRules::standard().with_redeal(true));
        }
        let (base, redeal) = match s.strip_suffix(",redeal") {
            Some(base) => (base, true),
            None => (s, false),
        };
        Ok(TarotRules { base: base.parse()?, redeal })
    }
}

impl abstract_game::RuleSet for TarotRules {
    const PRESETS: &'static [Preset] = TarotRules::PRESETS;

    fn from_preset(name: &str) -> Result<TarotRules, RulesError> {
        TarotRules::from_preset(name)
    }
}
