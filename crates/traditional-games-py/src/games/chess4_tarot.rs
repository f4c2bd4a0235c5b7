//! Il Bastardo's tarot-objectives variant ("Bastardo a obiettivi"): the deal (chance draws and choices), then
//! the board game with secret objectives.

use abstract_game::dyn_game::Erased;
use abstract_game::{HiddenInformation, InconsistentObservation, PlayerId, Xoshiro256};
use chess4_bastardo::tarot::{TarotGame, TarotRules};

use crate::registry::{Facts, Family, GameEntry, Kind, PresetEntry};

struct Tarot;

/// Seat decisions in one deal, a loose bound: each of the four seats chooses, declares, keeps or changes,
/// picks, confirms and votes a handful of times (the crate's "Why a game ends": every decision moves the seat
/// to a later stage).
const DEAL_DECISIONS: usize = 64;
/// The most deals: the first and at most 255 new ones under `redeal`.
const MAX_DEALS: usize = 256;

impl Family for Tarot {
    type G = TarotGame;
    type R = TarotRules;

    fn rules(preset: &str) -> Option<TarotRules> {
        TarotRules::from_preset(preset).ok()
    }
    fn start(rules: TarotRules) -> TarotGame {
        TarotGame::start(rules)
    }
    fn rules_of(game: &TarotGame) -> TarotRules {
        *game.rules()
    }
    /// Chance: the draws, one of the 15 card classes (actions `0..15`). Hidden: objectives and hands. Length:
    /// the base game's board bound plus [`DEAL_DECISIONS`] per deal.
    fn facts(rules: &TarotRules) -> Facts {
        let deals = if rules.redeal() { MAX_DEALS } else { 1 };
        let board =
            super::chess4_bastardo::PROGRESS_STRETCHES * usize::from(rules.base().no_progress_rounds()) * 4;
        Facts {
            chance: true,
            perfect_information: false,
            max_chance_outcomes: 15,
            max_game_length: board + DEAL_DECISIONS * deals,
        }
    }
    fn erase(game: TarotGame) -> Erased<TarotGame> {
        Erased::new(game)
            .with_name("bastardo-obiettivi")
            .with_actions()
            .with_observation()
            .with_pretty(TarotGame::pretty)
            .with_pretty_for(TarotGame::pretty_for)
    }
    /// The crate's own sampler, from the seat's observation.
    fn sample(
        game: &TarotGame,
        seat: PlayerId,
        rng: &mut Xoshiro256,
    ) -> Option<Result<TarotGame, InconsistentObservation>> {
        Some(TarotGame::sample_consistent(&game.observe(seat), rng))
    }
}

pub(super) static KIND: Kind = Kind::of::<Tarot>();

/// The registry entry.
pub(crate) const ENTRY: GameEntry = GameEntry {
    name: "bastardo-obiettivi",
    about: "Il Bastardo with secret tarot objectives: draw a card, reach its objective first to win",
    presets: &[
        PresetEntry {
            name: "standard",
            about: "Il Bastardo's standard board rules; one deal, kept whatever it gives",
            kind: &KIND,
            rules: "standard",
        },
        PresetEntry {
            name: "redeal",
            about: "after the deal all four vote; four votes for a new deal deal again",
            kind: &KIND,
            rules: "redeal",
        },
    ],
};
