//! The rules: one engine, five presets, three draw options.

use core::fmt;
use core::str::FromStr;

use crate::error::RulesError;

/// Which board the game is played on.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Board {
    /// 8x8, 32 dark squares (`a1`..`h8`): Bashni, fogliaccio, Russian draughts.
    Eight,
    /// 7x7, 25 dark squares (`a1`..`g7`): Lasca.
    Seven,
}

impl Board {
    /// Files and ranks: 8 or 7.
    pub const fn size(self) -> u8 {
        match self {
            Board::Eight => 8,
            Board::Seven => 7,
        }
    }

    /// The number of playable (dark) squares: 32 or 25.
    pub const fn playable_squares(self) -> u32 {
        match self {
            Board::Eight => 32,
            Board::Seven => 25,
        }
    }

    /// The men each side starts with (the dark squares of its first three rows): 12 or 11.
    pub const fn men_per_side(self) -> u32 {
        match self {
            Board::Eight => 12,
            Board::Seven => 11,
        }
    }
}

/// When a jumped piece leaves its square, and how often one square may be jumped in one move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum JumpRule {
    /// Bashni: a capture takes effect at once (a jumped single piece leaves its square empty, a jumped column
    /// shows its next piece as commander), and the same square may be jumped again later in the move (the
    /// Bashnya article allows it), but not twice in immediate succession (the Fogliaccio sheet's ban).
    Immediate,
    /// Russian draughts ("Turkish strike"): jumped pieces stay on the board as obstacles until the move ends
    /// and none may be jumped twice.
    TurkishStrike,
    /// Lasca: a capture takes effect at once, and a square jumped once may not be jumped again in that move.
    OncePerMove,
}

/// What happens when a man reaches the opponent's base.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Promotion {
    /// Bashni and Russian draughts: promoted at once, even mid-capture, and a capture goes on as a king.
    ContinuesAsKing,
    /// Fogliaccio: promoted only if the move ends there; a capture passing through goes on as a man.
    OnlyAtEnd,
    /// Lasca: promoted, and the move ends there.
    EndsMove,
}

/// The five presets of the engine, as a value (their names and descriptions are [`Rules::PRESETS`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Variant {
    /// [`Rules::bashni`].
    Bashni,
    /// [`Rules::fogliaccio`].
    Fogliaccio,
    /// [`Rules::russian_draughts`].
    Russian,
    /// [`Rules::lasca`].
    Lasca,
    /// [`Rules::stavropol_bashni`].
    Stavropol,
}

impl Variant {
    /// The preset's name: `bashni`, `fogliaccio`, `russian`, `lasca`, `stavropol`.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Bashni => "bashni",
            Variant::Fogliaccio => "fogliaccio",
            Variant::Russian => "russian",
            Variant::Lasca => "lasca",
            Variant::Stavropol => "stavropol",
        }
    }
}

/// The rules a [`Position`](crate::Position) is played under: a preset plus the three draw options (the
/// repetition draw, the quiet-ply draw and the ply limit; see "Why a game ends" in the crate docs).
///
/// Every preset is a value of the same engine; the features it switches are readable through the methods
/// below ([`Rules::stacking`], [`Rules::jump_rule`], ...). Six bytes.
///
/// ```
/// use bashnya::Rules;
/// let rules = Rules::from_preset("russian").unwrap().with_repetition_draw(false);
/// assert!(!rules.stacking());
/// assert_eq!(rules.to_string(), "russian+norep");
/// assert_eq!("russian+norep".parse::<Rules>(), Ok(rules));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Rules {
    variant: Variant,
    repetition: bool,
    quiet_limit: u8,
    /// The ply limit, 0 = off.
    ply_limit: u16,
}

impl Default for Rules {
    fn default() -> Self {
        Rules::bashni()
    }
}

impl Rules {
    /// The default quiet-ply limit: 15 moves by each side without a capture and without a man's move.
    pub const DEFAULT_QUIET_LIMIT: u8 = 30;

    /// The default ply limit: a game is drawn once 1000 plies (500 moves by each side) have been played.
    /// Far beyond any real game, it is what bounds the stacking presets, where neither captures nor men's
    /// moves are rationed (see "Why a game ends" in the crate docs).
    pub const DEFAULT_PLY_LIMIT: u16 = 1000;

    /// Every preset, the default ([`Rules::bashni`]) first: the names [`Rules::from_preset`] and `FromStr`
    /// read and `Display` prints, with one line about each.
    ///
    /// ```
    /// use bashnya::Rules;
    /// for preset in Rules::PRESETS {
    ///     let rules = Rules::from_preset(preset.name).unwrap();
    ///     assert_eq!(rules.to_string(), preset.name);
    /// }
    /// assert_eq!(Rules::from_preset(Rules::PRESETS[0].name), Ok(Rules::default()));
    /// ```
    pub const PRESETS: &'static [abstract_game::Preset] = &[
        abstract_game::Preset {
            name: "bashni",
            about: "Bashni as the Italian Bashnya article describes it: prisoner columns, flying kings, crowned mid-capture",
        },
        abstract_game::Preset {
            name: "fogliaccio",
            about: "Bashni as the rules sheet of \"Il fogliaccio degli astratti\" n. 1 reads it: a man passing the last \
                    row mid-capture is not crowned",
        },
        abstract_game::Preset {
            name: "russian",
            about: "Russian draughts (shashki): captured pieces removed at the end of the move",
        },
        abstract_game::Preset {
            name: "lasca",
            about: "Lasca (Lasker, 1911): 7x7, men forward only, short kings, promotion ends the move",
        },
        abstract_game::Preset {
            name: "stavropol",
            about: "Stavropol Bashni: a player may move the columns of either colour",
        },
    ];

    /// The preset called `name`, if it is one (no options).
    const fn named(name: &str) -> Option<Variant> {
        match name.as_bytes() {
            b"bashni" => Some(Variant::Bashni),
            b"fogliaccio" => Some(Variant::Fogliaccio),
            b"russian" => Some(Variant::Russian),
            b"lasca" => Some(Variant::Lasca),
            b"stavropol" => Some(Variant::Stavropol),
            _ => None,
        }
    }

    const fn preset_rules(variant: Variant) -> Rules {
        Rules {
            variant,
            repetition: true,
            quiet_limit: Rules::DEFAULT_QUIET_LIMIT,
            ply_limit: Rules::DEFAULT_PLY_LIMIT,
        }
    }

    /// Bashni (Russian rules, as the Bashnya article gives them): 8x8, columns of prisoners, flying kings, men capture backward,
    /// captures take effect at once, promotion mid-capture continues as a king. The default.
    pub const fn bashni() -> Rules {
        Rules::preset_rules(Variant::Bashni)
    }

    /// The Fogliaccio sheet's reading: Bashni, except that a man reaching the last row during a capture and carrying on
    /// is not promoted and goes on capturing as a man (promoted only if its move ends there).
    pub const fn fogliaccio() -> Rules {
        Rules::preset_rules(Variant::Fogliaccio)
    }

    /// Russian draughts (shashki): captured pieces are removed, at the end of the move (Turkish strike).
    pub const fn russian_draughts() -> Rules {
        Rules::preset_rules(Variant::Russian)
    }

    /// Lasca: 7x7, 11 men each, men move and capture forward only, short kings, a column jumped at most once
    /// per move, promotion ends the move.
    pub const fn lasca() -> Rules {
        Rules::preset_rules(Variant::Lasca)
    }

    /// Stavropol Bashni (Benedikt Rosenau, 2011): Bashni with the Stavropol rule of shared pieces. On its
    /// turn a player moves a column of *either* colour, by that colour's rules (men of each colour go
    /// towards the opponent of their colour); a capture by either colour is compulsory (a player may thus
    /// have to take one of its own pieces). The game is lost by the player whose colour has no move left
    /// (no column, or all blocked), checked first for the player on turn.
    pub const fn stavropol_bashni() -> Rules {
        Rules::preset_rules(Variant::Stavropol)
    }

    /// The rules of a preset name of [`Rules::PRESETS`] (`bashni`, `fogliaccio`, `russian`, `lasca`,
    /// `stavropol`), with the default draw options; the same as `FromStr`, so it also reads every rules
    /// string `Display` prints (`russian+norep+quiet40`).
    pub fn from_preset(name: &str) -> Result<Rules, RulesError> {
        name.parse()
    }

    /// The proven bound on a game's length in plies under these rules ("Why a game ends" in the crate
    /// docs), or `None` when the rules bound none (a stacking preset with `+cap0`, `russian+quiet0+cap0`).
    ///
    /// The ply limit bounds every game it is on. Russian draughts is also bounded by the quiet-ply rule: a
    /// capture removes a piece for good (at most 2 x 12 captures) and a man only steps forward (at most 7
    /// steps for each of the 2 x 12 men), so at most 192 plies reset the quiet counter, and fewer than the
    /// quiet limit pass after each: at most 193 x 30 = 5,790 plies with the default limit. The stacking
    /// presets ration neither captures nor men's moves, so only the ply limit bounds them.
    pub const fn max_game_length(self) -> Option<usize> {
        let by_cap = match self.ply_limit() {
            Some(plies) => plies as usize,
            None => usize::MAX,
        };
        let by_quiet = match self.quiet_limit() {
            Some(quiet) if !self.stacking() => {
                let men = 2 * self.board().men_per_side() as usize;
                let resets = men + men * (self.board().size() as usize - 1);
                (resets + 1) * quiet as usize
            }
            _ => usize::MAX,
        };
        let bound = if by_cap < by_quiet { by_cap } else { by_quiet };
        if bound == usize::MAX { None } else { Some(bound) }
    }

    /// The same rules with the threefold-repetition draw switched on or off (on by default). While it is
    /// on, a [`Position`](crate::Position) keeps the hashes of the positions since the last capture or man
    /// move (a small heap vector, empty after every irreversible move).
    #[must_use]
    pub const fn with_repetition_draw(mut self, on: bool) -> Rules {
        self.repetition = on;
        self
    }

    /// The same rules with the quiet-ply draw: the game is drawn after `plies` plies in a row without a
    /// capture and without a man's move (`None` or `Some(0)` switches it off; 30 by default).
    #[must_use]
    pub const fn with_quiet_limit(mut self, plies: Option<u8>) -> Rules {
        self.quiet_limit = match plies {
            Some(n) => n,
            None => 0,
        };
        self
    }

    /// The same rules with the ply limit: the game is drawn once `plies` plies have been played in the
    /// [`Position`](crate::Position) (counted since it was set up: the start, or read from a string); `None`
    /// or `Some(0)` switches it off; [`Rules::DEFAULT_PLY_LIMIT`] = 1000 by default. Switching it off
    /// lets a stacking game go on forever (see "Why a game ends" in the crate docs).
    #[must_use]
    pub const fn with_ply_limit(mut self, plies: Option<u16>) -> Rules {
        self.ply_limit = match plies {
            Some(n) => n,
            None => 0,
        };
        self
    }

    /// The ply limit, if on.
    pub const fn ply_limit(self) -> Option<u16> {
        if self.ply_limit == 0 { None } else { Some(self.ply_limit) }
    }

    /// The preset these rules are built on.
    pub const fn variant(self) -> Variant {
        self.variant
    }

    /// Whether the threefold-repetition draw is on.
    pub const fn repetition_draw(self) -> bool {
        self.repetition
    }

    /// The quiet-ply draw limit, if on.
    pub const fn quiet_limit(self) -> Option<u8> {
        if self.quiet_limit == 0 { None } else { Some(self.quiet_limit) }
    }

    /// The board.
    pub const fn board(self) -> Board {
        match self.variant {
            Variant::Lasca => Board::Seven,
            _ => Board::Eight,
        }
    }

    /// Whether the player on turn may move the pieces of both colours (Stavropol Bashni only).
    pub const fn shared_pieces(self) -> bool {
        matches!(self.variant, Variant::Stavropol)
    }

    /// Whether captured pieces go under the capturing column (all but Russian draughts).
    pub const fn stacking(self) -> bool {
        !matches!(self.variant, Variant::Russian)
    }

    /// Whether men capture backward too (all but Lasca).
    pub const fn men_capture_backward(self) -> bool {
        !matches!(self.variant, Variant::Lasca)
    }

    /// Whether kings fly (any distance; all but Lasca, whose kings step one square).
    pub const fn flying_kings(self) -> bool {
        !matches!(self.variant, Variant::Lasca)
    }

    /// When jumped pieces leave, and how often a square may be jumped.
    pub const fn jump_rule(self) -> JumpRule {
        match self.variant {
            Variant::Bashni | Variant::Fogliaccio | Variant::Stavropol => JumpRule::Immediate,
            Variant::Russian => JumpRule::TurkishStrike,
            Variant::Lasca => JumpRule::OncePerMove,
        }
    }

    /// What a man reaching the opponent's base does.
    pub const fn promotion(self) -> Promotion {
        match self.variant {
            Variant::Bashni | Variant::Russian | Variant::Stavropol => Promotion::ContinuesAsKing,
            Variant::Fogliaccio => Promotion::OnlyAtEnd,
            Variant::Lasca => Promotion::EndsMove,
        }
    }

    /// The number of pieces of each colour in the game (12, or 11 in Lasca): also the most one move can take.
    pub const fn pieces_per_side(self) -> u32 {
        self.board().men_per_side()
    }
}

/// `preset` then the draw options that differ from the defaults: `+norep` (no repetition draw), `+quietN` (quiet-ply limit `N`, `+quiet0` = off), `+capN` (ply limit `N`, `+cap0` = off).
/// Example: `bashni`, `russian+norep+quiet40`, `bashni+cap0`.
impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.variant.name())?;
        if !self.repetition {
            f.write_str("+norep")?;
        }
        if self.quiet_limit != Rules::DEFAULT_QUIET_LIMIT {
            write!(f, "+quiet{}", self.quiet_limit)?;
        }
        if self.ply_limit != Rules::DEFAULT_PLY_LIMIT {
            write!(f, "+cap{}", self.ply_limit)?;
        }
        Ok(())
    }
}

impl FromStr for Rules {
    type Err = RulesError;

    fn from_str(s: &str) -> Result<Rules, RulesError> {
        let mut parts = s.split('+');
        let preset = Rules::named(parts.next().unwrap_or("")).ok_or(RulesError::UnknownPreset)?;
        let mut rules = Rules::preset_rules(preset);
        let (mut seen_rep, mut seen_quiet, mut seen_cap) = (false, false, false);
        for option in parts {
            if option == "norep" && !seen_rep {
                seen_rep = true;
                rules.repetition = false;
            } else if let Some(n) = option.strip_prefix("quiet").filter(|_| !seen_quiet) {
                seen_quiet = true;
                rules.quiet_limit = canonical(n)?;
                if rules.quiet_limit == Rules::DEFAULT_QUIET_LIMIT {
                    return Err(RulesError::BadOption);
                }
            } else if let Some(n) = option.strip_prefix("cap").filter(|_| !seen_cap) {
                seen_cap = true;
                rules.ply_limit = canonical(n)?;
                if rules.ply_limit == Rules::DEFAULT_PLY_LIMIT {
                    return Err(RulesError::BadOption);
                }
            } else {
                return Err(RulesError::BadOption);
            }
        }
        Ok(rules)
    }
}

/// A number in canonical digits only (no sign, no leading zero), so the string round-trips exactly.
fn canonical<T: FromStr>(n: &str) -> Result<T, RulesError> {
    if n.is_empty() || (n.len() > 1 && n.starts_with('0')) || !n.bytes().all(|b| b.is_ascii_digit()) {
        return Err(RulesError::BadOption);
    }
    n.parse().map_err(|_| RulesError::BadOption)
}

impl abstract_game::RuleSet for Rules {
    const PRESETS: &'static [abstract_game::Preset] = Rules::PRESETS;

    fn from_preset(name: &str) -> Result<Rules, RulesError> {
        Rules::from_preset(name)
    }
}
