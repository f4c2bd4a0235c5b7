//! A game's presets as a front end that steps games by action index plays them (the Python package, a game
//! server): each [`Form`] loads its start or a position, tells its facts and rules string, and builds N games
//! of it stepped together as one [`DynBatch`]. Beyond the listed presets, a game's forms include the
//! aliases that start a variant (Il Bastardo's `tarot`) and the turn-based form of a game with out-of-turn
//! actions (La Bâtarde's `4p+claims`: the méchoune and choune asked in claim windows, for frameworks in which
//! only the seat on turn acts).

use core::fmt::Display;
use core::str::FromStr;

use abstract_game::claims::ClaimWindows;
use abstract_game::{ActionIndex, Facts, ObservationTensor, Preset};
use game_runtime::batch::{Batch, BatchError, DynBatch};
use game_runtime::dyn_game::Erased;

use crate::games::{BatardeCards, Family, MatchPlay, Visitor};
use crate::registry::{GameEntry, Loaded};

/// Why a form was not found or did not build.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum FormError {
    /// The game has no preset of this name, listed, alias or turn-based.
    #[error("`{game}` has no preset `{preset}`; its presets: {known}{turn_based}")]
    NoPreset {
        /// The game.
        game: &'static str,
        /// The name given.
        preset: String,
        /// The listed presets, comma-separated.
        known: String,
        /// How its turn-based presets are named, when it has them (empty otherwise).
        turn_based: String,
    },
    /// The game's crate refused the rules or the position.
    #[error(transparent)]
    Load(#[from] crate::LoadError),
    /// A batch whose memory is refused: more than the limit, or more than an address can count.
    #[error("a batch of {len} slots of `{preset}` needs {needs}, more than the {limit} bytes allowed")]
    TooLarge {
        /// The slots asked for.
        len: usize,
        /// The form's name.
        preset: &'static str,
        /// The bytes it needs, as words (`about 123 bytes`, `more bytes than an address can count`).
        needs: String,
        /// The limit given.
        limit: usize,
    },
    /// The batch refused to build (no slots, say).
    #[error(transparent)]
    Batch(BatchError),
}

/// One preset of a game as a front end plays it: a listed preset, an alias that starts a variant, or a
/// turn-based form.
#[derive(Clone, Copy)]
pub struct Form {
    /// The game that plays it (a variant's own entry for an alias: `tarot` is `bastardo-obiettivi`'s).
    pub game: &'static GameEntry,
    /// The preset's name, as asked for (`4p+claims`, `tarot`).
    pub name: &'static str,
    /// One line about it.
    pub about: &'static str,
    /// The name of the preset its game's crate reads (`4p` for `4p+claims`, `standard` for `tarot`).
    rules: &'static str,
    kind: &'static Kind,
}

impl core::fmt::Debug for Form {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Form")
            .field("game", &self.game.name)
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

impl Form {
    /// Its start, erased.
    pub fn load(&self) -> Result<Loaded, FormError> {
        (self.kind.load)(self.rules)
    }

    /// The state a position string describes; its rules must be this form's.
    pub fn load_position(&self, text: &str) -> Result<Loaded, FormError> {
        (self.kind.load_position)(self.rules, text)
    }

    /// What `OpenSpiel` keeps with the game under this form ([`GameEntry::facts`]; a turn-based form's
    /// bound on a game's length counts the claim windows' passes).
    pub fn facts(&self) -> Result<Facts, FormError> {
        Ok((self.kind.facts)(self.game.facts(self.rules)?))
    }

    /// The rules string (the rules value's notation, as position strings carry it).
    pub fn rules_text(&self) -> Result<String, FormError> {
        (self.kind.rules_text)(self.rules)
    }

    /// `len` games of this form stepped together, seeded from `seed`; refused before anything is allocated
    /// when they need more than `limit` bytes ([`Batch::memory`], the caller's buffers included).
    pub fn batch(&self, len: usize, seed: u64, limit: usize) -> Batched {
        (self.kind.batch)(self, len, seed, limit)
    }
}

impl GameEntry {
    /// The form named `preset` (`None`: the default preset): a listed preset, an alias that starts a variant
    /// (Il Bastardo's `tarot`), or a turn-based form (`4p+claims`).
    pub fn form(&'static self, preset: Option<&str>) -> Result<Form, FormError> {
        let Some(name) = preset else { return Ok(listed(self, &self.presets[0])) };
        if let Some(listed_preset) = self.presets.iter().find(|p| p.name == name) {
            return Ok(listed(self, listed_preset));
        }
        let turn_based = turn_based_presets(self);
        if let Some(preset) = turn_based.iter().find(|p| p.name == name) {
            let rules = preset.name.strip_suffix(TURN_BASED).unwrap_or(preset.name);
            return Ok(Form { game: self, name: preset.name, about: preset.about, rules, kind: &CLAIMS });
        }
        // An alias is the variant's own preset (`tarot`: `bastardo-obiettivi` under `standard`).
        if let Some((variant, Some(rules))) = self.variant(Some(name), None)
            && let Some(preset) = variant.presets.iter().find(|p| p.name == rules)
        {
            return Ok(listed(variant, preset));
        }
        Err(FormError::NoPreset {
            game: self.name,
            preset: name.to_string(),
            known: self.presets.iter().map(|p| p.name).collect::<Vec<_>>().join(", "),
            turn_based: turn_based.first().map_or_else(String::new, |p| {
                format!(
                    " (and each with `{TURN_BASED}`, its out-of-turn actions asked in turn: `{}`)",
                    p.name
                )
            }),
        })
    }

    /// The turn-based presets of a game with out-of-turn actions (each preset with `+claims`); empty for the
    /// others. Read wherever a preset name is, not listed with the presets.
    pub fn turn_based_presets(&self) -> &'static [Preset] {
        turn_based_presets(self)
    }
}

/// A listed preset of `game`.
fn listed(game: &'static GameEntry, preset: &'static Preset) -> Form {
    Form { game, name: preset.name, about: preset.about, rules: preset.name, kind: game.visit(KindOf) }
}

/// The suffix of a turn-based preset's name.
const TURN_BASED: &str = "+claims";

fn turn_based_presets(game: &GameEntry) -> &'static [Preset] {
    if game.name == <BatardeCards as Family>::NAME { CLAIM_PRESETS } else { &[] }
}

/// La Bâtarde's turn-based presets: each preset with its méchoune and choune asked in claim windows.
const CLAIM_PRESETS: &[Preset] = &[
    Preset { name: "4p+claims", about: "four players, méchoune and choune asked in claim windows" },
    Preset { name: "3p+claims", about: "three players, méchoune and choune asked in claim windows" },
    Preset { name: "5p+claims", about: "five players, méchoune and choune asked in claim windows" },
    Preset { name: "6p+claims", about: "six players, méchoune and choune asked in claim windows" },
    Preset { name: "7p+claims", about: "seven players, méchoune and choune asked in claim windows" },
];

/// What a form's state needs for everything a [`Form`] does: the glue written once per state type.
trait Plays: 'static {
    type G: ActionIndex<Move: Send + Sync> + ObservationTensor + Display + FromStr<Err: Display> + Send + Sync;
    type R: PartialEq + Display;
    const NAME: &'static str;
    fn rules(preset: &str) -> Result<Self::R, String>;
    fn start(rules: Self::R) -> Self::G;
    fn rules_of(game: &Self::G) -> Self::R;
    /// The form's facts from its game's.
    fn facts(game: Facts) -> Facts {
        game
    }
    fn erase(game: Self::G) -> Erased<Self::G>;
}

impl<F: Family> Plays for F {
    type G = F::G;
    type R = F::R;
    const NAME: &'static str = F::NAME;
    fn rules(preset: &str) -> Result<F::R, String> {
        F::rules(preset)
    }
    fn start(rules: F::R) -> F::G {
        F::start(rules)
    }
    fn rules_of(game: &F::G) -> F::R {
        F::rules_of(game)
    }
    fn erase(game: F::G) -> Erased<F::G> {
        F::erase(game)
    }
}

/// La Bâtarde with its out-of-turn méchoune and choune asked in claim windows.
struct BatardeClaims;

impl Plays for BatardeClaims {
    type G = ClaimWindows<batarde_cards::Match>;
    type R = batarde_cards::Rules;
    const NAME: &'static str = <BatardeCards as Family>::NAME;
    fn rules(preset: &str) -> Result<Self::R, String> {
        <BatardeCards as Family>::rules(preset)
    }
    fn start(rules: Self::R) -> Self::G {
        ClaimWindows::new(<BatardeCards as Family>::start(rules))
    }
    fn rules_of(game: &Self::G) -> Self::R {
        game.inner().rules()
    }
    /// The game's facts; each seat move (a bid, a card, a méchoune, a choune) opens at most one window of at
    /// most `players` passes, and the deal and the dealer's draw open none (nothing can be claimed before a
    /// bid stands), so the bound on the seats' moves is `players + 1` times the game's.
    fn facts(game: Facts) -> Facts {
        Facts { max_game_length: game.max_game_length.map(|length| length * (game.seats + 1)), ..game }
    }
    fn erase(game: Self::G) -> Erased<Self::G> {
        Erased::new(game)
            .with_name(Self::NAME)
            .with_actions()
            .with_observation()
            .with_pretty(|g| with_window_line(g, g.inner().pretty()))
            .with_pretty_for(|g, seat| with_window_line(g, g.inner().pretty_for(seat)))
            .with_pretty_public(|g| with_window_line(g, g.inner().pretty_public()))
            .with_hidden_information()
    }
}

/// A picture of the match, and under it who the open claim window asks.
fn with_window_line(game: &ClaimWindows<batarde_cards::Match>, picture: String) -> String {
    match game.window_line() {
        Some(line) => format!("{picture}\n{line}"),
        None => picture,
    }
}

/// A [`Plays`] as function pointers, so forms of different types sit in one table.
struct Kind {
    load: fn(&str) -> Result<Loaded, FormError>,
    load_position: fn(&str, &str) -> Result<Loaded, FormError>,
    facts: fn(Facts) -> Facts,
    rules_text: fn(&str) -> Result<String, FormError>,
    batch: fn(&Form, usize, u64, usize) -> Batched,
}

/// A batch, or why it was not built.
type Batched = Result<Box<dyn DynBatch>, FormError>;

impl Kind {
    const fn of<P: Plays>() -> Kind {
        Kind {
            load: load::<P>,
            load_position: load_position::<P>,
            facts: P::facts,
            rules_text: |rules| Ok(rules_of::<P>(rules)?.to_string()),
            batch: batch::<P>,
        }
    }
}

static CLAIMS: Kind = Kind::of::<BatardeClaims>();

/// The kind of a game's listed presets, reached through its family.
struct KindOf;

impl Visitor for KindOf {
    type Output = &'static Kind;
    fn visit<F: Family>(self) -> &'static Kind {
        kind_of::<F>()
    }
    fn visit_match<M: MatchPlay>(self) -> &'static Kind {
        kind_of::<M>()
    }
}

fn kind_of<P: Plays>() -> &'static Kind {
    const { &Kind::of::<P>() }
}

fn rules_of<P: Plays>(rules: &str) -> Result<P::R, FormError> {
    P::rules(rules).map_err(|message| {
        FormError::Load(crate::LoadError::BadRules { game: P::NAME, preset: rules.to_string(), message })
    })
}

fn load<P: Plays>(rules: &str) -> Result<Loaded, FormError> {
    Ok(Box::new(P::erase(P::start(rules_of::<P>(rules)?))))
}

fn load_position<P: Plays>(rules: &str, text: &str) -> Result<Loaded, FormError> {
    let wanted = rules_of::<P>(rules)?;
    let game: P::G = text.trim().parse().map_err(|e: <P::G as FromStr>::Err| {
        FormError::Load(crate::LoadError::BadPosition { game: P::NAME, message: e.to_string() })
    })?;
    let named = P::rules_of(&game);
    if named != wanted {
        return Err(FormError::Load(crate::LoadError::RulesMismatch {
            preset: rules.to_string(),
            named: named.to_string(),
        }));
    }
    Ok(Box::new(P::erase(game)))
}

fn batch<P: Plays>(form: &Form, len: usize, seed: u64, limit: usize) -> Batched {
    let start = P::start(rules_of::<P>(form.rules)?);
    let too_large = |needs: String| FormError::TooLarge { len, preset: form.name, needs, limit };
    match Batch::memory(&start, len) {
        Some(bytes) if bytes <= limit => {}
        Some(bytes) => return Err(too_large(format!("about {bytes} bytes"))),
        None => return Err(too_large("more bytes than an address can count".to_string())),
    }
    Batch::new(start, len, seed).map(|b| Box::new(b) as Box<dyn DynBatch>).map_err(FormError::Batch)
}
