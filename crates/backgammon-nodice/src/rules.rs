//! The rules: chosen or rolled numbers, the three readings of the seed's restriction, the cube, match play and
//! who starts.

use core::fmt;
use core::str::FromStr;

use abstract_game::Preset;

use crate::error::RulesError;
use crate::position::Side;

/// Which of its own or its opponent's numbers a side may not choose (no-dice mode only).
///
/// The seed says the players choose "2 numbers they want without repeating the numbers just used"
/// (*"senza ripetere i appena numeri utilizzati"*). Three readings:
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Restriction {
    /// The default: neither chosen number may equal either number of the pair the opponent chose on the turn
    /// just played (after a 6-4 by the opponent, no pair containing a 6 or a 4). After a pass by the
    /// opponent there is no restriction.
    #[default]
    OpponentNumbers,
    /// Reading (a): neither chosen number may equal either number of the side's own previous pair.
    OwnNumbers,
    /// Reading (b): only the identical pair is forbidden: the pair may not be the one the opponent chose on
    /// the turn just played (after 6-4, 6-3 and 4-4 are allowed, 6-4 is not).
    SamePair,
}

impl Restriction {
    /// The short name used in rules strings: `opp`, `own`, `pair`.
    pub const fn name(self) -> &'static str {
        match self {
            Restriction::OpponentNumbers => "opp",
            Restriction::OwnNumbers => "own",
            Restriction::SamePair => "pair",
        }
    }
}

/// Where the two numbers of a turn come from.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Numbers {
    /// The seed's game: the side to move chooses its pair as part of its move, under a [`Restriction`].
    Chosen(Restriction),
    /// Classic backgammon: the pair is rolled (a chance node with exact probabilities).
    Rolled,
}

/// The rules a [`Position`](crate::Position) (one game) or a [`Match`](crate::Match) is played under.
///
/// Presets: [`Rules::nodice`] (the default), [`Rules::classic`], and by name with [`Rules::from_preset`]
/// (see [`Rules::PRESETS`]); options are changed with the `with_*` methods.
///
/// A rules string (the first field of a position string) is the preset-like name
/// `nodice` | `classic`, then `-`-separated options in this order: `own` or `pair` (the restriction
/// reading; no-dice only), `nocube`, `black` (Black starts), `mN` (match to N points, `1..=255`),
/// `nocrawford` (meaningful only with `mN`) and the turn limit (see [`Rules::with_turn_limit`]): `turnsN`
/// (a game ends after N turns, `1..=65535`) when N differs from the mode's default
/// ([`Rules::NODICE_TURN_LIMIT`] turns with chosen numbers, none with dice), or `nolimit` for no limit in
/// no-dice mode. `Display` prints exactly that, and [`Rules::from_preset`] and `FromStr` read exactly that,
/// so every preset name is its own rules string and every rules value has one string.
///
/// ```
/// use backgammon_nodice::{Numbers, Restriction, Rules, Side};
/// let rules = Rules::from_preset("nodice-own")?.with_first(Side::Black).with_match(7);
/// assert_eq!(rules.numbers(), Numbers::Chosen(Restriction::OwnNumbers));
/// assert_eq!(rules.to_string(), "nodice-own-black-m7");
/// assert_eq!("nodice-own-black-m7".parse::<Rules>()?, rules);
/// assert_eq!(Rules::from_preset("nodice-own-black-m7")?, rules);
/// // No-dice games end after 1,000 turns unless told otherwise; classic games have no limit.
/// assert_eq!(rules.turn_limit(), 1000);
/// assert_eq!(rules.with_turn_limit(0).to_string(), "nodice-own-black-m7-nolimit");
/// assert_eq!(Rules::classic().turn_limit(), 0);
/// # Ok::<(), backgammon_nodice::RulesError>(())
/// ```
///
/// With the `serde` feature rules (de)serialize as their rules string (`"classic-m5"`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "alloc::string::String", into = "alloc::string::String"))]
pub struct Rules {
    numbers: Numbers,
    cube: bool,
    first: Side,
    match_length: u8,
    crawford: bool,
    turn_limit: u16,
}

impl Default for Rules {
    fn default() -> Self {
        Rules::nodice()
    }
}

impl Rules {
    /// The named rule sets, the default ([`Rules::nodice`]) first; each name is its own rules string, read
    /// by [`Rules::from_preset`] and `FromStr` and printed by `Display`.
    pub const PRESETS: &'static [Preset] = &[
        Preset {
            name: "nodice",
            about: "chosen numbers, none the opponent just used; no 5-5 to open; cube; 1,000-turn limit",
        },
        Preset {
            name: "nodice-own",
            about: "chosen numbers, none of one's own previous pair; no 5-5 to open; cube; 1,000-turn limit",
        },
        Preset {
            name: "nodice-pair",
            about: "chosen numbers, not the pair the opponent just used; no 5-5 to open; cube; 1,000-turn limit",
        },
        Preset { name: "classic", about: "classic backgammon: rolled dice, cube" },
        Preset {
            name: "nodice-nocube",
            about: "chosen numbers (default reading), no cube; 1,000-turn limit",
        },
        Preset { name: "classic-nocube", about: "classic backgammon without the cube" },
    ];

    /// The turn limit of the no-dice presets: a game ends after 1,000 turns (see
    /// [`Rules::with_turn_limit`]). Both sides choose their numbers, so two programs can repeat a cycle of
    /// hits for ever; real games last about 50 to 100 turns (random play: about 90 plies), so the limit
    /// only ever stops such cycles.
    pub const NODICE_TURN_LIMIT: u16 = 1000;

    /// The seed's game under its default reading: chosen numbers, no number the opponent chose on the turn
    /// just played, 5-5 forbidden on the opening turn, cube on, White starts, a single game (no match), a game
    /// ends after [`Rules::NODICE_TURN_LIMIT`] turns.
    pub const fn nodice() -> Rules {
        Rules {
            numbers: Numbers::Chosen(Restriction::OpponentNumbers),
            cube: true,
            first: Side::White,
            match_length: 0,
            crawford: true,
            turn_limit: Rules::NODICE_TURN_LIMIT,
        }
    }

    /// Classic backgammon: rolled dice (the opening roll is two different dice), cube on, White starts, no
    /// turn limit (a game ends with probability 1: see the crate documentation, "Why a game ends").
    pub const fn classic() -> Rules {
        Rules { numbers: Numbers::Rolled, turn_limit: 0, ..Rules::nodice() }
    }

    /// The turn limit a rules string leaves unsaid: [`Rules::NODICE_TURN_LIMIT`] with chosen numbers, none
    /// (0) with rolled dice.
    pub const fn default_turn_limit(numbers: Numbers) -> u16 {
        match numbers {
            Numbers::Chosen(_) => Rules::NODICE_TURN_LIMIT,
            Numbers::Rolled => 0,
        }
    }

    /// The rules named by a preset ([`Rules::PRESETS`]) or by any rules string with options
    /// (`classic-m5`, `nodice-own-black`): exactly what `str::parse` reads, and what `Display` prints.
    pub fn from_preset(name: &str) -> Result<Rules, RulesError> {
        name.parse()
    }

    /// The same rules with another source of numbers.
    #[must_use]
    pub const fn with_numbers(mut self, numbers: Numbers) -> Rules {
        self.numbers = numbers;
        self
    }

    /// The same rules in no-dice mode under `restriction`.
    #[must_use]
    pub const fn with_restriction(self, restriction: Restriction) -> Rules {
        self.with_numbers(Numbers::Chosen(restriction))
    }

    /// The same rules with the doubling cube on (the default) or off.
    #[must_use]
    pub const fn with_cube(mut self, on: bool) -> Rules {
        self.cube = on;
        self
    }

    /// The same rules with `side` moving first (White by default). In classic mode the starter's opening
    /// roll is two different dice, exactly as if the two sides had each rolled one die.
    #[must_use]
    pub const fn with_first(mut self, side: Side) -> Rules {
        self.first = side;
        self
    }

    /// The same rules for a match to `points` points (0: a single game, the default), played with
    /// [`Match`](crate::Match).
    #[must_use]
    pub const fn with_match(mut self, points: u8) -> Rules {
        self.match_length = points;
        self
    }

    /// The same rules with the Crawford rule on (the default) or off: in a match, the game after a side first
    /// reaches one point short of the match is played without the cube.
    #[must_use]
    pub const fn with_crawford(mut self, on: bool) -> Rules {
        self.crawford = on;
        self
    }

    /// The same rules with a game ending after `turns` turns (0: no limit). The no-dice presets end a game
    /// after [`Rules::NODICE_TURN_LIMIT`] turns, the classic ones have no limit.
    ///
    /// A turn is a play or a pass (cube actions are part of a turn). When the last allowed turn ends without
    /// a winner, the game is over ([`WinKind::TurnLimit`](crate::WinKind::TurnLimit)): the side with the lower
    /// pip count wins a single game (the cube value); on equal pip counts, the side whose turn it would be
    /// wins, as the side on roll is the favourite in a race of equal pips. Neither the seed nor standard
    /// backgammon bounds a game (see the crate documentation, "Why a game ends"): with chosen numbers two
    /// programs can cycle for ever, so the no-dice presets set a limit far beyond real games; with dice a
    /// cycle needs the same rolls again and again, and a game ends with probability 1, so the classic presets
    /// have none. Rules strings: `nodice-turns500`, `classic-turns2000`, `nodice-nolimit`.
    #[must_use]
    pub const fn with_turn_limit(mut self, turns: u16) -> Rules {
        self.turn_limit = turns;
        self
    }

    /// The turn limit of a game; 0 for none (see [`Rules::with_turn_limit`]).
    pub const fn turn_limit(self) -> u16 {
        self.turn_limit
    }

    /// Where the numbers come from.
    pub const fn numbers(self) -> Numbers {
        self.numbers
    }

    /// Whether the numbers are rolled (classic backgammon).
    pub const fn is_classic(self) -> bool {
        matches!(self.numbers, Numbers::Rolled)
    }

    /// Whether the cube is in play.
    pub const fn cube(self) -> bool {
        self.cube
    }

    /// The side that moves first.
    pub const fn first(self) -> Side {
        self.first
    }

    /// The match length in points; 0 for a single game.
    pub const fn match_length(self) -> u8 {
        self.match_length
    }

    /// Whether the Crawford rule applies in a match.
    pub const fn crawford(self) -> bool {
        self.crawford
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.numbers {
            Numbers::Rolled => f.write_str("classic")?,
            Numbers::Chosen(r) => {
                f.write_str("nodice")?;
                if r != Restriction::OpponentNumbers {
                    write!(f, "-{}", r.name())?;
                }
            }
        }
        if !self.cube {
            f.write_str("-nocube")?;
        }
        if self.first == Side::Black {
            f.write_str("-black")?;
        }
        if self.match_length > 0 {
            write!(f, "-m{}", self.match_length)?;
        }
        // Printed even without a match length, so that every value reads back equal.
        if !self.crawford {
            f.write_str("-nocrawford")?;
        }
        if self.turn_limit != Rules::default_turn_limit(self.numbers) {
            match self.turn_limit {
                0 => f.write_str("-nolimit")?,
                n => write!(f, "-turns{n}")?,
            }
        }
        Ok(())
    }
}

impl abstract_game::RuleSet for Rules {
    const PRESETS: &'static [abstract_game::Preset] = Rules::PRESETS;

    fn from_preset(name: &str) -> Result<Rules, RulesError> {
        Rules::from_preset(name)
    }
}

impl FromStr for Rules {
    type Err = RulesError;

    /// Reads a rules string (see [`Rules`]); only the canonical order of options is accepted, so that every
    /// rules value has exactly one string.
    fn from_str(text: &str) -> Result<Rules, RulesError> {
        let mut parts = text.split('-').peekable();
        let mut rules = match parts.next() {
            Some("nodice") => Rules::nodice(),
            Some("classic") => Rules::classic(),
            _ => return Err(RulesError::UnknownPreset),
        };
        if !rules.is_classic() {
            match parts.peek() {
                Some(&"own") => rules = rules.with_restriction(Restriction::OwnNumbers),
                Some(&"pair") => rules = rules.with_restriction(Restriction::SamePair),
                _ => {}
            }
            if matches!(parts.peek(), Some(&"own" | &"pair")) {
                parts.next();
            }
        }
        if parts.peek() == Some(&"nocube") {
            parts.next();
            rules = rules.with_cube(false);
        }
        if parts.peek() == Some(&"black") {
            parts.next();
            rules = rules.with_first(Side::Black);
        }
        if let Some(m) = parts.peek().and_then(|p| p.strip_prefix('m')) {
            let points: u8 = m.parse().map_err(|_| RulesError::BadOption)?;
            // `m0` would not print back; a single game is written without the option.
            if points == 0 || m.starts_with('0') || m.starts_with('+') {
                return Err(RulesError::BadOption);
            }
            rules = rules.with_match(points);
            parts.next();
        }
        if parts.peek() == Some(&"nocrawford") {
            parts.next();
            rules = rules.with_crawford(false);
        }
        if let Some(n) = parts.peek().and_then(|p| p.strip_prefix("turns")) {
            let turns: u16 = n.parse().map_err(|_| RulesError::BadOption)?;
            // As for `mN`: only the spelling `Display` prints (`nolimit` for no limit).
            if turns == 0 || n.starts_with('0') || n.starts_with('+') {
                return Err(RulesError::BadOption);
            }
            rules = rules.with_turn_limit(turns);
            parts.next();
        } else if parts.peek() == Some(&"nolimit") {
            parts.next();
            rules = rules.with_turn_limit(0);
        }
        // Only the spelling `Display` prints: not the mode's default limit, nor `nolimit` where it is the default.
        if alloc::format!("{rules}") != text {
            return Err(RulesError::BadOption);
        }
        if parts.next().is_some() {
            return Err(RulesError::BadOption);
        }
        Ok(rules)
    }
}

#[cfg(feature = "serde")]
impl TryFrom<alloc::string::String> for Rules {
    type Error = RulesError;
    fn try_from(text: alloc::string::String) -> Result<Rules, RulesError> {
        text.parse()
    }
}

#[cfg(feature = "serde")]
impl From<Rules> for alloc::string::String {
    fn from(rules: Rules) -> alloc::string::String {
        alloc::format!("{rules}")
    }
}
