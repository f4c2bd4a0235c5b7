//! The rules options and their named presets.

use core::fmt;
use core::str::FromStr;

use crate::Seat;
use abstract_game::Preset;

use crate::error::RulesError;

/// How long the extended en-passant right lasts.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum EnPassantWindow {
    /// One round (the spec's default): every opponent may take on its next turn, until the double-stepping
    /// player moves again.
    #[default]
    Round,
    /// Only the next player to move may take, as in two-player chess.
    NextPlayer,
}

/// What a pawn may become on its last rank.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Promotion {
    /// An Amazon, the only choice (the seed: "promossi ad Amazzone").
    #[default]
    AmazonOnly,
    /// Free choice among knight, bishop, rook and Amazon.
    Free,
}

/// The rules options of the base game. Every value is valid: the constructors that take numbers check them
/// and return a [`RulesError`] for combinations that make no sense.
///
/// ```
/// use chess4_bastardo::{Promotion, Rules, Seat};
/// let rules = Rules::from_preset("free-promotion")?.with_first(Seat::Yellow).with_no_progress_rounds(30)?;
/// assert_eq!(rules.promotion(), Promotion::Free);
/// assert_eq!(rules.first(), Seat::Yellow);
/// assert!(Rules::standard().with_repetition(1).is_err());
/// // A preset prints its name, other rules their options; both read back.
/// assert_eq!(Rules::from_preset("voluntary-pass")?.to_string(), "voluntary-pass");
/// assert_eq!(rules.to_string(), "first=y,promotion=free,rounds=30");
/// assert_eq!(Rules::from_preset("first=y,promotion=free,rounds=30")?, rules);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Rules {
    first: Seat,
    en_passant: EnPassantWindow,
    promotion: Promotion,
    voluntary_pass: bool,
    no_progress_rounds: u8,
    repetition: u8,
}

impl Default for Rules {
    fn default() -> Self {
        Rules::standard()
    }
}

impl Rules {
    /// The named rule sets, [`Rules::default`] (`standard`) first: what [`Rules::from_preset`] and `FromStr`
    /// read by name and `Display` prints for rules equal to one of them.
    pub const PRESETS: &'static [Preset] = &[
        Preset {
            name: "standard",
            about: "Red starts, en passant for a round, promotion to Amazon, pass only when stuck",
        },
        Preset { name: "free-promotion", about: "promotion to knight, bishop, rook or Amazon" },
        Preset { name: "short-en-passant", about: "the en-passant right lasts for the next player only" },
        Preset { name: "voluntary-pass", about: "a player may pass at any time" },
    ];

    /// The spec's defaults: Red starts, en passant for a round, promotion to Amazon only, a seat passes only
    /// when it has no move, 50 rounds without capture or pawn move end the game, so does a threefold
    /// repetition.
    pub const fn standard() -> Rules {
        Rules {
            first: Seat::Red,
            en_passant: EnPassantWindow::Round,
            promotion: Promotion::AmazonOnly,
            voluntary_pass: false,
            no_progress_rounds: 50,
            repetition: 3,
        }
    }

    /// The rules of a preset of [`Rules::PRESETS`]: `standard`; `free-promotion` (N/B/R/Amazon);
    /// `short-en-passant` (the right lasts for the next player only); `voluntary-pass` (a seat may pass at
    /// any time). The same as `FromStr`, so it also reads every rules string `Display` prints
    /// (`first=b,rounds=30`).
    ///
    /// # Errors
    ///
    /// [`RulesError`]: an unknown preset name, or an option that does not parse or makes no sense.
    pub fn from_preset(name: &str) -> Result<Rules, RulesError> {
        name.parse()
    }

    /// The rules of a preset name, if it is one.
    fn named(name: &str) -> Option<Rules> {
        let standard = Rules::standard();
        Some(match name {
            "standard" => standard,
            "free-promotion" => standard.with_promotion(Promotion::Free),
            "short-en-passant" => standard.with_en_passant(EnPassantWindow::NextPlayer),
            "voluntary-pass" => standard.with_voluntary_pass(true),
            _ => return None,
        })
    }

    /// The name of the preset equal to these rules, if any.
    pub fn preset_name(&self) -> Option<&'static str> {
        Rules::PRESETS.iter().map(|p| p.name).find(|name| Rules::named(name) == Some(*self))
    }

    /// Who moves first.
    pub const fn first(&self) -> Seat {
        self.first
    }

    /// How long an en-passant right lasts.
    pub const fn en_passant(&self) -> EnPassantWindow {
        self.en_passant
    }

    /// What a pawn may promote to.
    pub const fn promotion(&self) -> Promotion {
        self.promotion
    }

    /// Whether a seat may pass when it has other moves.
    pub const fn voluntary_pass(&self) -> bool {
        self.voluntary_pass
    }

    /// Rounds without a capture or a pawn move that end the game (1..=255).
    pub const fn no_progress_rounds(&self) -> u8 {
        self.no_progress_rounds
    }

    /// The proven bound on a game's length in plies under these rules ("Why a game ends" in the crate docs):
    /// at most 16 x 6 pawn moves and 31 captures reset the no-progress clock, and between two of them (and
    /// after the last) at most `rounds x 4` plies pass: (96 + 31 + 1) x rounds x 4, 25,600 by default.
    pub const fn max_game_length(&self) -> usize {
        const PAWN_MOVES: usize = 16 * 6;
        const CAPTURES: usize = 31;
        (PAWN_MOVES + CAPTURES + 1) * self.no_progress_rounds as usize * 4
    }

    /// How many times the same position (same seat to move) must occur to end the game; 0 when repetition
    /// does not end it. Only [`GameHistory`](crate::GameHistory), which keeps the history, applies it.
    pub const fn repetition(&self) -> u8 {
        self.repetition
    }

    /// The same rules with another first player.
    #[must_use]
    pub const fn with_first(mut self, first: Seat) -> Rules {
        self.first = first;
        self
    }

    /// The same rules with another en-passant window.
    #[must_use]
    pub const fn with_en_passant(mut self, window: EnPassantWindow) -> Rules {
        self.en_passant = window;
        self
    }

    /// The same rules with another promotion choice.
    #[must_use]
    pub const fn with_promotion(mut self, promotion: Promotion) -> Rules {
        self.promotion = promotion;
        self
    }

    /// The same rules with or without the voluntary pass.
    #[must_use]
    pub const fn with_voluntary_pass(mut self, allowed: bool) -> Rules {
        self.voluntary_pass = allowed;
        self
    }

    /// The same rules with another no-progress limit, in rounds. Zero is an error: every game must be able to
    /// end (the limit is also what bounds the repetition history and the length of a game).
    pub const fn with_no_progress_rounds(mut self, rounds: u8) -> Result<Rules, RulesError> {
        if rounds == 0 {
            return Err(RulesError::ZeroNoProgressLimit);
        }
        self.no_progress_rounds = rounds;
        Ok(self)
    }

    /// The same rules with another repetition count (0 turns the rule off). One is an error: every position
    /// occurs once, so the game would end at once.
    pub const fn with_repetition(mut self, times: u8) -> Result<Rules, RulesError> {
        if times == 1 {
            return Err(RulesError::RepetitionOfOne);
        }
        self.repetition = times;
        Ok(self)
    }

    /// The promotion choices, Amazon first.
    pub(crate) fn promotion_choices(self) -> &'static [crate::PieceKind] {
        match self.promotion {
            Promotion::AmazonOnly => &crate::PieceKind::PROMOTIONS[..1],
            Promotion::Free => &crate::PieceKind::PROMOTIONS,
        }
    }
}

/// The rules field of the position string: a preset name, or the options that differ from `standard` as
/// comma-separated `key=value` pairs in this order: `first=r|b|y|g`, `ep=round|next`, `promotion=amazon|free`,
/// `pass=forced|voluntary`, `rounds=1..255`, `repetition=0|2..255`.
impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(name) = self.preset_name() {
            return f.write_str(name);
        }
        let standard = Rules::standard();
        let mut sep = "";
        let mut item = |f: &mut fmt::Formatter<'_>, args: fmt::Arguments<'_>| {
            let result = write!(f, "{sep}{args}");
            sep = ",";
            result
        };
        if self.first != standard.first {
            item(f, format_args!("first={}", self.first.letter()))?;
        }
        if self.en_passant != standard.en_passant {
            item(f, format_args!("ep=next"))?;
        }
        if self.promotion != standard.promotion {
            item(f, format_args!("promotion=free"))?;
        }
        if self.voluntary_pass {
            item(f, format_args!("pass=voluntary"))?;
        }
        if self.no_progress_rounds != standard.no_progress_rounds {
            item(f, format_args!("rounds={}", self.no_progress_rounds))?;
        }
        if self.repetition != standard.repetition {
            item(f, format_args!("repetition={}", self.repetition))?;
        }
        Ok(())
    }
}

impl FromStr for Rules {
    type Err = RulesError;

    /// A preset name of [`Rules::PRESETS`], or options as `Display` prints them.
    fn from_str(s: &str) -> Result<Rules, RulesError> {
        if let Some(rules) = Rules::named(s) {
            return Ok(rules);
        }
        if !s.contains('=') {
            return Err(RulesError::UnknownPreset);
        }
        let mut rules = Rules::standard();
        for pair in s.split(',') {
            let (key, value) = pair.split_once('=').ok_or(RulesError::Syntax)?;
            let bad = || RulesError::BadValue;
            match key {
                "first" => {
                    let mut chars = value.chars();
                    let seat = chars.next().and_then(Seat::from_letter).ok_or_else(bad)?;
                    if chars.next().is_some() {
                        return Err(bad());
                    }
                    rules.first = seat;
                }
                "ep" => {
                    rules.en_passant = match value {
                        "round" => EnPassantWindow::Round,
                        "next" => EnPassantWindow::NextPlayer,
                        _ => return Err(bad()),
                    }
                }
                "promotion" => {
                    rules.promotion = match value {
                        "amazon" => Promotion::AmazonOnly,
                        "free" => Promotion::Free,
                        _ => return Err(bad()),
                    }
                }
                "pass" => {
                    rules.voluntary_pass = match value {
                        "forced" => false,
                        "voluntary" => true,
                        _ => return Err(bad()),
                    }
                }
                "rounds" => rules = rules.with_no_progress_rounds(value.parse().map_err(|_| bad())?)?,
                "repetition" => rules = rules.with_repetition(value.parse().map_err(|_| bad())?)?,
                _ => return Err(RulesError::BadOption),
            }
        }
        Ok(rules)
    }
}

impl abstract_game::RuleSet for Rules {
    const PRESETS: &'static [Preset] = Rules::PRESETS;

    fn from_preset(name: &str) -> Result<Rules, RulesError> {
        Rules::from_preset(name)
    }
}
