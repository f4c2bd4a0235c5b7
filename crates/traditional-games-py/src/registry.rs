//! Every game and preset by name, the same names as the `games` command line's registry (`games list`), and
//! how to build each one behind [`DynGame`](game_runtime::DynGame) or as a batch.
//!
//! The CLI's registry lives in the `games` package, which this one does not depend on (it would pull the
//! whole tool into the wheel), so the names are repeated here; `tests/test_registry.py` checks them against a
//! fixed list taken from `games list`.

use core::fmt::Display;
use core::str::FromStr;

use abstract_game::{ActionIndex, InconsistentObservation, ObservationTensor, PlayerId, Xoshiro256};
use game_runtime::batch::{Batch, BatchError};
use game_runtime::dyn_game::Erased;

use crate::games;
use game_runtime::DynGame;
use game_runtime::batch::DynBatch;

/// What OpenSpiel's `GameType`/`GameInfo` need that the traits do not say: documented per rules set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Facts {
    /// Whether the game has chance nodes (a deal, a draw, dice).
    pub(crate) chance: bool,
    /// Whether every seat sees the whole state.
    pub(crate) perfect_information: bool,
    /// A bound on the action index of any chance outcome (every chance action is below it); 0 without chance.
    pub(crate) max_chance_outcomes: usize,
    /// A bound on the moves of seats in one game (chance outcomes not counted), from the game's documented
    /// caps.
    pub(crate) max_game_length: usize,
}

impl Facts {
    /// A game's facts as its crate keeps them ([`Conventions::facts`](abstract_game::Conventions::facts));
    /// `unbounded` is the length reported to OpenSpiel where the rules prove no bound.
    pub(crate) fn of<G: abstract_game::Conventions>(rules: &G::Rules, unbounded: usize) -> Facts {
        let facts = G::facts(rules);
        Facts {
            chance: facts.chance,
            perfect_information: facts.information == abstract_game::Information::Perfect,
            max_chance_outcomes: facts.max_chance_outcomes,
            max_game_length: facts.max_game_length.unwrap_or(unbounded),
        }
    }
}

/// One Rust game type with its rules presets: the glue every registered game writes once.
pub(crate) trait Family: 'static {
    /// The state.
    type G: ActionIndex<Move: Send + Sync>
        + ObservationTensor
        + Display
        + FromStr<Err: Display>
        + Send
        + Sync
        + 'static;
    /// The rules value.
    type R: PartialEq + Display;
    /// The rules of a preset name.
    fn rules(preset: &str) -> Option<Self::R>;
    /// The start state under the rules.
    fn start(rules: Self::R) -> Self::G;
    /// The rules a state plays under.
    fn rules_of(game: &Self::G) -> Self::R;
    /// OpenSpiel's facts under the rules.
    fn facts(rules: &Self::R) -> Facts;
    /// The state behind [`DynGame`](game_runtime::DynGame), with its action index, tensor and pictures.
    fn erase(game: Self::G) -> Erased<Self::G>;
    /// A full state drawn from what `seat` knows of `game`
    /// ([`HiddenInformation::sample_consistent`](abstract_game::HiddenInformation::sample_consistent) of
    /// its observation), for a game with hidden information. `None` (the default): the game has no sampler,
    /// which only a perfect-information game may lack (its state is its own only sample).
    fn sample(
        game: &Self::G,
        seat: PlayerId,
        rng: &mut Xoshiro256,
    ) -> Option<Result<Self::G, InconsistentObservation>> {
        let _ = (game, seat, rng);
        None
    }
}

/// A fallible constructor's result; the error is the game's message.
pub(crate) type Made<T> = Result<Box<T>, String>;

/// A [`Family`] as function pointers, so games of different types sit in one table.
pub(crate) struct Kind {
    /// The start state of a preset, erased.
    pub(crate) make: fn(&str) -> Made<dyn DynGame>,
    /// A state from a position string, whose rules must be the preset's.
    pub(crate) parse: fn(&str, &str) -> Made<dyn DynGame>,
    /// `len` games of a preset stepped together, refused when they need more than `limit` bytes.
    pub(crate) batch: fn(&str, usize, u64, usize) -> BatchMade,
    /// The preset's facts.
    pub(crate) facts: fn(&str) -> Result<Facts, String>,
    /// The rules string of a preset (the rules value's `Display`).
    pub(crate) rules_text: fn(&str) -> Result<String, String>,
    /// A full state consistent with what a seat knows of a state of this family, from a seed.
    pub(crate) sample: fn(&dyn DynGame, PlayerId, u64) -> Made<dyn DynGame>,
}

impl Kind {
    /// The function table of a family.
    pub(crate) const fn of<F: Family>() -> Kind {
        Kind {
            make: make::<F>,
            parse: parse::<F>,
            batch: batch::<F>,
            facts: facts::<F>,
            rules_text: rules_text::<F>,
            sample: sample::<F>,
        }
    }
}

fn rules<F: Family>(preset: &str) -> Result<F::R, String> {
    F::rules(preset).ok_or_else(|| format!("no rules preset `{preset}`"))
}

/// The state erased with everything the family gives, its sampler included when it has hidden information.
fn erase<F: Family>(game: F::G) -> Erased<F::G> {
    let erased = F::erase(game);
    if F::facts(&F::rules_of(erased.game())).perfect_information {
        return erased;
    }
    erased.with_sampler(|game, seat, rng| F::sample(game, seat, rng).unwrap_or(Err(InconsistentObservation)))
}

fn make<F: Family>(preset: &str) -> Made<dyn DynGame> {
    Ok(Box::new(erase::<F>(F::start(rules::<F>(preset)?))))
}

fn parse<F: Family>(preset: &str, text: &str) -> Made<dyn DynGame> {
    let wanted = rules::<F>(preset)?;
    let game: F::G = text.trim().parse().map_err(|e: <F::G as FromStr>::Err| e.to_string())?;
    let named = F::rules_of(&game);
    if named != wanted {
        return Err(format!(
            "the position is played under the rules `{named}`, not the preset `{preset}` ({wanted})"
        ));
    }
    Ok(Box::new(erase::<F>(game)))
}

/// A batch, or why it was not made.
pub(crate) type BatchMade = Result<Box<dyn DynBatch>, BatchRefused>;

/// Why a batch was not made.
pub(crate) enum BatchRefused {
    /// Its memory: more than the limit, or more than the allocator gives (a `MemoryError`).
    Memory(String),
    /// Anything else (a `GameError`).
    Game(String),
}

/// The batch, its size checked first: [`Batch::memory`] (its bytes estimated, the caller's buffers
/// included) must be at most `limit`, so that a mistyped size is refused before anything is allocated.
fn batch<F: Family>(
    preset: &str,
    len: usize,
    seed: u64,
    limit: usize,
) -> Result<Box<dyn DynBatch>, BatchRefused> {
    let start = F::start(rules::<F>(preset).map_err(BatchRefused::Game)?);
    match Batch::memory(&start, len) {
        Some(bytes) if bytes <= limit => {}
        Some(bytes) => {
            return Err(BatchRefused::Memory(format!(
                "a batch of {len} slots of `{preset}` needs about {bytes} bytes, more than the {limit} \
                 bytes of memory available now"
            )));
        }
        None => {
            return Err(BatchRefused::Memory(format!(
                "a batch of {len} slots of `{preset}` needs more bytes than an address can count"
            )));
        }
    }
    Batch::new(start, len, seed).map(|b| Box::new(b) as Box<dyn DynBatch>).map_err(|e| match e {
        BatchError::TooLarge { .. } => BatchRefused::Memory(e.to_string()),
        e => BatchRefused::Game(e.to_string()),
    })
}

fn sample<F: Family>(game: &dyn DynGame, seat: PlayerId, seed: u64) -> Made<dyn DynGame> {
    if let Some(drawn) = game.sample_consistent(seat, seed) {
        return drawn.map_err(|e| e.to_string());
    }
    // No sampler: a perfect-information game, whose only consistent state is itself.
    let game = game
        .as_any()
        .downcast_ref::<Erased<F::G>>()
        .ok_or("the state is not of its registry entry's type")?
        .game();
    Ok(Box::new(F::erase(game.clone())))
}

fn facts<F: Family>(preset: &str) -> Result<Facts, String> {
    Ok(F::facts(&rules::<F>(preset)?))
}

fn rules_text<F: Family>(preset: &str) -> Result<String, String> {
    Ok(rules::<F>(preset)?.to_string())
}

/// One preset of a game: its name, what it is, and the family (and that family's preset) that plays it.
pub(crate) struct PresetEntry {
    /// The name, as `games list` shows it.
    pub(crate) name: &'static str,
    /// One line about it.
    pub(crate) about: &'static str,
    /// The Rust game type that plays it.
    pub(crate) kind: &'static Kind,
    /// The preset's name for that type (the tarot presets of `chess4-bastardo` are `bastardo-obiettivi`'s).
    pub(crate) rules: &'static str,
}

/// One game: its name, one line about it, its presets (the first is the default).
pub(crate) struct GameEntry {
    /// The name, as `games list` shows it.
    pub(crate) name: &'static str,
    /// One line about the game.
    pub(crate) about: &'static str,
    /// The presets, default first.
    pub(crate) presets: &'static [PresetEntry],
}

impl GameEntry {
    /// The preset with this name; `None` is the default. A listed preset, or, for a game with out-of-turn
    /// actions, a turn-based one (`4p+claims`, [`games::claim_presets`]).
    pub(crate) fn preset(&self, name: Option<&str>) -> Result<&'static PresetEntry, String> {
        let Some(name) = name else { return Ok(&self.presets[0]) };
        let claims = games::claim_presets(self.name);
        self.presets.iter().chain(claims).find(|p| p.name == name).ok_or_else(|| {
            let known: Vec<&str> = self.presets.iter().map(|p| p.name).collect();
            let turn_based = if claims.is_empty() {
                String::new()
            } else {
                format!(
                    " (and each with `+claims`, its out-of-turn actions asked in turn: `{}`)",
                    claims[0].name
                )
            };
            format!("`{}` has no preset `{name}`; its presets: {}{turn_based}", self.name, known.join(", "))
        })
    }
}

/// Every registered game, in the order `games list` shows them. Games whose crates do not implement
/// `ActionIndex` and `ObservationTensor` yet are left out (see the package README).
pub(crate) fn entries() -> &'static [GameEntry] {
    games::ENTRIES
}

/// The game with this name.
pub(crate) fn find(name: &str) -> Result<&'static GameEntry, String> {
    entries().iter().find(|e| e.name == name).ok_or_else(|| {
        let known: Vec<&str> = entries().iter().map(|e| e.name).collect();
        format!("no game `{name}`; the games: {}", known.join(", "))
    })
}
