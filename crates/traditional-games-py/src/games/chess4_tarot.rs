//! Il Bastardo's tarot-objectives variant ("Bastardo a obiettivi"): the deal (chance draws and choices), then
//! the board game with secret objectives.

use abstract_game::{HiddenInformation, InconsistentObservation, PlayerId, Xoshiro256};
use chess4_bastardo::tarot::{TarotGame, TarotRules};
use game_runtime::dyn_game::Erased;

use crate::registry::{Facts, Family, GameEntry, Kind, PresetEntry};

struct Tarot;

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
        game.rules()
    }
    /// The crate's facts: chance in the draws (15 card classes), hidden objectives and hands, the board bound
    /// plus the deal's decisions (`TarotRules::max_game_length`).
    fn facts(rules: &TarotRules) -> Facts {
        // Every rules value is bounded: the 0 for an unbounded game is never used.
        Facts::of::<TarotGame>(rules, 0)
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
