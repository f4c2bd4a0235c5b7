//! The rules options and their named presets.

use core::fmt;
use core::str::FromStr;

use crate::error::RulesError;
use crate::fortress::{Fortress, POINTS};

/// How many people play. The seats are the same in both forms (0 = Yellow, 1 = White, 2 = Black) and so is
/// the turn order; in the two-player form one controller answers for seats 1 and 2 (a program maps both seats
/// to the same person or engine). The form matters to [`Backward::InThreePlayerGame`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Players {
    /// One player per side (the seed's game).
    #[default]
    Three,
    /// One player for Yellow, one for both White and Black.
    Two,
}

/// Whether White's and Black's pieces may move backward (the seed's "Movimento all'Indietro" variant).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Backward {
    /// Never: no move of an attacker has a component towards its own starting side (the seed's main rule).
    #[default]
    Never,
    /// In the three-player game only (some authors).
    InThreePlayerGame,
    /// Always, in both forms (other authors).
    Always,
}

/// Which White or Black piece right behind an attacked piece protects it from Yellow's capture.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Protection {
    /// Any White or Black piece on the square right behind, in the direction of the capture (the seed's main
    /// rule).
    #[default]
    AnyPiece,
    /// The protection variant: only a piece that could itself move onto the attacked square along that line,
    /// by its real moves: its kind (a general, colonel or captain for an orthogonal capture, a general,
    /// lieutenant or soldier for a diagonal one) and its direction (the step back onto the attacked square
    /// must not be a backward move for its side, unless the rules allow backward moves). The seed asks that
    /// the protector "possa effettivamente controllare la casella" (can actually control the square).
    Mobile,
}

/// The rules of one game: the seed's main rules by default ([`Rules::standard`]) and every variant it names
/// as an option. The rules travel inside each [`Position`](crate::Position).
///
/// The fields are private: a value is built from a preset (or a rules string) and changed by the `with_*`
/// setters, which refuse options that make no sense together with a typed [`RulesError`], so every `Rules`
/// value is valid by construction.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Rules {
    /// Three players, or two (one controlling White and Black).
    pub(crate) players: Players,
    /// Attacking soldiers (any colours) the fortress must hold for White and Black to win: 2, or 3 in the
    /// seed's victory variant.
    pub(crate) soldiers_to_win: u8,
    /// Attacking officers (any colour and rank) the fortress must hold as well: 1 in the seed.
    pub(crate) officers_to_win: u8,
    /// Whether attackers may move backward.
    pub(crate) backward: Backward,
    /// Which pieces protect.
    pub(crate) protection: Protection,
    /// Yellow places its 8 pieces on the fortress points as its first 8 actions, instead of the default
    /// placement (general F1, colonel F4, soldiers elsewhere).
    pub(crate) setup_phase: bool,
    /// The game is drawn after this many turns (plies) in a row without progress: a capture, an attacker
    /// entering the fortress, or (when attackers may not move backward) an attacker's forward move; `None`
    /// turns the rule off. Default 100. This is the rule that bounds the length of a game (at most
    /// `549 * limit` turns after the setup, `45 * limit` with backward moves, see "Why a game ends" in the
    /// crate docs); turned off, only the repetition draw is left, which is then required.
    pub(crate) no_progress: Option<u16>,
    /// The game is drawn when a position occurs for the third time with the same player to move. Needs a
    /// history of position hashes, which the position keeps only while this option is on.
    pub(crate) repetition: bool,
    /// The fortress geometry: our reconstruction unless replaced.
    pub(crate) fortress: Fortress,
}

impl Default for Rules {
    fn default() -> Self {
        Rules::standard()
    }
}

impl Rules {
    /// Every preset, the default ([`Rules::standard`]) first: the names [`Rules::from_preset`] and `FromStr`
    /// read and `Display` prints, with one line about each.
    ///
    /// ```
    /// use siege_paris::Rules;
    /// for preset in Rules::PRESETS {
    ///     let rules = Rules::from_preset(preset.name).unwrap();
    ///     assert_eq!(rules.to_string(), preset.name);
    /// }
    /// assert_eq!(Rules::from_preset(Rules::PRESETS[0].name), Ok(Rules::default()));
    /// ```
    pub const PRESETS: &'static [abstract_game::Preset] = &[
        abstract_game::Preset {
            name: "standard",
            about: "three players; 2 soldiers + 1 officer inside the fortress win for the attackers",
        },
        abstract_game::Preset {
            name: "three-soldiers",
            about: "victory variant: the attackers need 3 soldiers + 1 officer inside",
        },
        abstract_game::Preset { name: "backward", about: "attackers may also move backward" },
        abstract_game::Preset {
            name: "protection",
            about: "only a piece that could move onto the attacked square protects it",
        },
        abstract_game::Preset { name: "two-player", about: "one player commands White and Black" },
        abstract_game::Preset {
            name: "setup-phase",
            about: "Yellow places its pieces on the fortress points as its first 8 actions",
        },
    ];

    /// The rules of a preset name alone (no options).
    fn named(name: &str) -> Option<Rules> {
        Some(match name {
            "standard" => Rules::standard(),
            "three-soldiers" => Rules::three_soldiers(),
            "backward" => Rules::backward(),
            "protection" => Rules::protection(),
            "two-player" => Rules::two_player(),
            "setup-phase" => Rules::setup_phase(),
            _ => return None,
        })
    }

    /// `standard`: the seed's main rules. Three players; attackers win with 2 soldiers and 1 officer in the
    /// fortress; no backward moves; any piece behind protects; Yellow's default placement; draws after 100
    /// turns without progress and on the third repetition.
    pub const fn standard() -> Rules {
        Rules {
            players: Players::Three,
            soldiers_to_win: 2,
            officers_to_win: 1,
            backward: Backward::Never,
            protection: Protection::AnyPiece,
            setup_phase: false,
            no_progress: Some(100),
            repetition: true,
            fortress: Fortress::RECONSTRUCTED,
        }
    }

    /// `three-soldiers`: the victory variant, attackers need 3 soldiers and 1 officer in the fortress.
    pub const fn three_soldiers() -> Rules {
        Rules { soldiers_to_win: 3, ..Rules::standard() }
    }

    /// `backward`: attackers may also move backward (the authors who allow it in the three-player game).
    pub const fn backward() -> Rules {
        Rules { backward: Backward::InThreePlayerGame, ..Rules::standard() }
    }

    /// `protection`: the protection variant ([`Protection::Mobile`]).
    pub const fn protection() -> Rules {
        Rules { protection: Protection::Mobile, ..Rules::standard() }
    }

    /// `two-player`: one player controls White and Black; same seats and turn order.
    pub const fn two_player() -> Rules {
        Rules { players: Players::Two, ..Rules::standard() }
    }

    /// `setup-phase`: Yellow places its pieces on the fortress points as its first 8 actions.
    pub const fn setup_phase() -> Rules {
        Rules { setup_phase: true, ..Rules::standard() }
    }

    /// The rules of a preset name of [`Rules::PRESETS`] (`standard`, `three-soldiers`, `backward`,
    /// `protection`, `two-player`, `setup-phase`); the same as `FromStr`, so it also reads every rules
    /// string `Display` prints (`standard+no-progress=50`), checked like the `with_*` setters.
    pub fn from_preset(name: &str) -> Result<Rules, RulesError> {
        name.parse()
    }

    /// The name of the preset these rules equal, if any.
    pub fn preset_name(&self) -> Option<&'static str> {
        Self::PRESETS.iter().map(|p| p.name).find(|name| Rules::named(name) == Some(*self))
    }

    /// Whether attackers may move backward under these rules (combining [`Rules::backward`] and
    /// [`Rules::players`]).
    pub const fn attackers_move_backward(&self) -> bool {
        match self.backward {
            Backward::Never => false,
            Backward::InThreePlayerGame => matches!(self.players, Players::Three),
            Backward::Always => true,
        }
    }

    /// Checks that the options make sense together: a fortress goal of at least one and at most 8 pieces, a
    /// no-progress limit of at least one turn, and at least one of the two draw rules on (without both a
    /// game could go on forever: [`RulesError::Endless`]).
    fn check(self) -> Result<Rules, RulesError> {
        let (soldiers, officers) = (self.soldiers_to_win, self.officers_to_win);
        if soldiers == 0 && officers == 0 {
            return Err(RulesError::EmptyFortressGoal);
        }
        // The fortress has 8 points: a goal needing more pieces inside could never be met.
        if usize::from(soldiers) + usize::from(officers) > POINTS {
            return Err(RulesError::FortressGoalTooLarge { soldiers, officers });
        }
        if self.no_progress == Some(0) {
            return Err(RulesError::ZeroNoProgress);
        }
        // Without either draw rule nothing bounds the length of a game (crate docs, "Why a game ends").
        if self.no_progress.is_none() && !self.repetition {
            return Err(RulesError::Endless);
        }
        Ok(self)
    }

    /// Three players, or two (one controlling White and Black).
    pub const fn players(&self) -> Players {
        self.players
    }

    /// Attacking soldiers (any colours) the fortress must hold for White and Black to win: 2, or 3 in the
    /// seed's victory variant.
    pub const fn soldiers_to_win(&self) -> u8 {
        self.soldiers_to_win
    }

    /// Attacking officers (any colour and rank) the fortress must hold as well: 1 in the seed.
    pub const fn officers_to_win(&self) -> u8 {
        self.officers_to_win
    }

    /// Whether attackers may move backward (see also [`Rules::attackers_move_backward`]).
    pub const fn backward_moves(&self) -> Backward {
        self.backward
    }

    /// Which pieces protect.
    pub const fn protection_rule(&self) -> Protection {
        self.protection
    }

    /// Whether Yellow places its 8 pieces on the fortress points as its first 8 actions.
    pub const fn has_setup_phase(&self) -> bool {
        self.setup_phase
    }

    /// The no-progress draw's limit in turns, `None` when the rule is off: the rule that bounds a game's
    /// length ("Why a game ends" in the crate docs).
    pub const fn no_progress(&self) -> Option<u16> {
        self.no_progress
    }

    /// Whether the third repetition of a position draws.
    pub const fn repetition(&self) -> bool {
        self.repetition
    }

    /// The fortress geometry.
    pub const fn fortress(&self) -> Fortress {
        self.fortress
    }

    /// The same rules with three players or two.
    #[must_use]
    pub const fn with_players(mut self, players: Players) -> Rules {
        self.players = players;
        self
    }

    /// The same rules with another fortress goal: `soldiers` soldiers and `officers` officers inside win
    /// for the attackers. At least one piece, at most the fortress's 8 points.
    pub fn with_fortress_goal(mut self, soldiers: u8, officers: u8) -> Result<Rules, RulesError> {
        self.soldiers_to_win = soldiers;
        self.officers_to_win = officers;
        self.check()
    }

    /// The same rules with or without backward moves for the attackers.
    #[must_use]
    pub const fn with_backward_moves(mut self, backward: Backward) -> Rules {
        self.backward = backward;
        self
    }

    /// The same rules with another protection rule.
    #[must_use]
    pub const fn with_protection_rule(mut self, protection: Protection) -> Rules {
        self.protection = protection;
        self
    }

    /// The same rules with or without Yellow's setup phase.
    #[must_use]
    pub const fn with_setup_phase(mut self, on: bool) -> Rules {
        self.setup_phase = on;
        self
    }

    /// The same rules with another no-progress limit (`None`: off). A limit of 0 is refused, and so is
    /// `None` while the repetition draw is off ([`RulesError::Endless`]).
    pub fn with_no_progress(mut self, turns: Option<u16>) -> Result<Rules, RulesError> {
        self.no_progress = turns;
        self.check()
    }

    /// The same rules with the repetition draw on or off; off is refused while the no-progress rule is off
    /// too ([`RulesError::Endless`]).
    pub fn with_repetition(mut self, on: bool) -> Result<Rules, RulesError> {
        self.repetition = on;
        self.check()
    }

    /// The same rules on another fortress geometry; one that replaces a square a piece of the start position
    /// stands on is refused ([`RulesError::StartOnRemovedSquare`]).
    pub fn with_fortress(mut self, fortress: Fortress) -> Result<Rules, RulesError> {
        if let Some(index) = (crate::position::start_squares() & fortress.removed()).first() {
            return Err(RulesError::StartOnRemovedSquare(crate::fortress::Loc::from_raw(index)));
        }
        self.fortress = fortress;
        Ok(self)
    }

    /// The proven bound on a game's length in turns under these rules ("Why a game ends" in the crate
    /// docs), `None` without a no-progress limit (then only the repetition draw ends a game, by the number
    /// of positions).
    ///
    /// At most 36 captures, 8 entries into the fortress and 504 forward moves (252 for each attacker) reset
    /// the no-progress counter: 549 stretches of at most `limit` turns. With backward moves a forward move is
    /// not progress: 45 stretches (36 captures, 8 entries, the last). Yellow's 8 placements come on top.
    pub const fn max_game_length(&self) -> Option<usize> {
        const CAPTURES: usize = 36;
        const ENTRIES: usize = 8;
        const FORWARD_MOVES: usize = 2 * (6 * 15 + 6 * 14 + 6 * 13);
        const PLACEMENTS: usize = 8;
        let Some(limit) = self.no_progress else { return None };
        let resets = if self.attackers_move_backward() {
            CAPTURES + ENTRIES
        } else {
            CAPTURES + ENTRIES + FORWARD_MOVES
        };
        let placements = if self.setup_phase { PLACEMENTS } else { 0 };
        Some((resets + 1) * limit as usize + placements)
    }
}

impl abstract_game::RuleSet for Rules {
    const PRESETS: &'static [abstract_game::Preset] = Rules::PRESETS;

    fn from_preset(name: &str) -> Result<Rules, RulesError> {
        Rules::from_preset(name)
    }
}

/// The rules as a position string writes them: a preset name, or `standard` followed by `+`-joined options
/// that differ from it: `two-player`, `soldiers=N`, `officers=N`, `backward=3p`, `backward=always`,
/// `protection=mobile`, `setup`, `no-progress=N`, `no-progress=off`, `repetition=off`. A fortress other than
/// the reconstruction prints `+fortress=custom`, which [`FromStr`] refuses (build such rules in code).
impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(name) = self.preset_name() {
            return f.write_str(name);
        }
        let base = Rules::standard();
        f.write_str("standard")?;
        if self.players == Players::Two {
            f.write_str("+two-player")?;
        }
        if self.soldiers_to_win != base.soldiers_to_win {
            write!(f, "+soldiers={}", self.soldiers_to_win)?;
        }
        if self.officers_to_win != base.officers_to_win {
            write!(f, "+officers={}", self.officers_to_win)?;
        }
        match self.backward {
            Backward::Never => {}
            Backward::InThreePlayerGame => f.write_str("+backward=3p")?,
            Backward::Always => f.write_str("+backward=always")?,
        }
        if self.protection == Protection::Mobile {
            f.write_str("+protection=mobile")?;
        }
        if self.setup_phase {
            f.write_str("+setup")?;
        }
        match self.no_progress {
            Some(100) => {}
            Some(n) => write!(f, "+no-progress={n}")?,
            None => f.write_str("+no-progress=off")?,
        }
        if !self.repetition {
            f.write_str("+repetition=off")?;
        }
        if self.fortress != Fortress::RECONSTRUCTED {
            f.write_str("+fortress=custom")?;
        }
        Ok(())
    }
}

/// Reads what [`Display`](fmt::Display) writes, and checks the result like the `with_*` setters.
impl FromStr for Rules {
    type Err = RulesError;

    fn from_str(s: &str) -> Result<Rules, RulesError> {
        let mut parts = s.split('+');
        let mut rules = Rules::named(parts.next().unwrap_or("")).ok_or(RulesError::UnknownPreset)?;
        for option in parts {
            match option {
                "two-player" => rules.players = Players::Two,
                "backward=3p" => rules.backward = Backward::InThreePlayerGame,
                "backward=always" => rules.backward = Backward::Always,
                "protection=mobile" => rules.protection = Protection::Mobile,
                "setup" => rules.setup_phase = true,
                "no-progress=off" => rules.no_progress = None,
                "repetition=off" => rules.repetition = false,
                _ => {
                    let (key, value) = option.split_once('=').ok_or(RulesError::BadOption)?;
                    let number = parse_canonical(value).ok_or(RulesError::BadOption)?;
                    match key {
                        "soldiers" => {
                            rules.soldiers_to_win = u8::try_from(number).map_err(|_| too_large())?;
                        }
                        "officers" => {
                            rules.officers_to_win = u8::try_from(number).map_err(|_| too_large())?;
                        }
                        "no-progress" => rules.no_progress = Some(number),
                        _ => return Err(RulesError::BadOption),
                    }
                }
            }
        }
        rules.check()
    }
}

fn too_large() -> RulesError {
    RulesError::FortressGoalTooLarge { soldiers: u8::MAX, officers: u8::MAX }
}

/// A decimal `u16` without sign or leading zeros, so that every number has one spelling.
pub(crate) fn parse_canonical(text: &str) -> Option<u16> {
    if text.is_empty()
        || (text.len() > 1 && text.starts_with('0'))
        || !text.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    text.parse().ok()
}
