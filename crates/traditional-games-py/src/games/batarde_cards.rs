//! La Bâtarde (a whole match: the schedule of hands).

use abstract_game::dyn_game::Erased;
use abstract_game::{HiddenInformation, InconsistentObservation, PlayerId, Xoshiro256};
use batarde_cards::{Match, Rules};

use crate::registry::{Facts, Family, GameEntry, Kind, PresetEntry};

struct Batarde;

impl Family for Batarde {
    type G = Match;
    type R = Rules;

    fn rules(preset: &str) -> Option<Rules> {
        Rules::from_preset(preset).ok()
    }
    fn start(rules: Rules) -> Match {
        Match::start(rules)
    }
    fn rules_of(game: &Match) -> Rules {
        game.rules()
    }
    /// The crate's "Why a game ends": per hand at most 90 mode changes, each followed by at most `players`
    /// acceptances (counted here as 91 x (players + 1) bids to stay above it), `players x cards` cards, one
    /// méchoune and one choune. Chance: the draw of the first dealer (`players` outcomes, actions
    /// `0..players`) and the deal (actions `players..players + deck`).
    fn facts(rules: &Rules) -> Facts {
        let n = rules.players();
        let deck = if rules.two_packs() { 72 } else { 36 };
        let per_hand = |cards: usize| 91 * (n + 1) + n * cards + 2;
        Facts {
            chance: true,
            perfect_information: false,
            max_chance_outcomes: n + deck,
            max_game_length: rules.hand_sizes().iter().map(|&c| per_hand(c.into())).sum(),
        }
    }
    fn erase(game: Match) -> Erased<Match> {
        Erased::new(game)
            .with_name("batarde-cards")
            .with_actions()
            .with_observation()
            .with_pretty(Match::pretty)
            .with_pretty_for(Match::pretty_for)
    }
    /// The crate's own sampler, from the seat's observation.
    fn sample(
        game: &Match,
        seat: PlayerId,
        rng: &mut Xoshiro256,
    ) -> Option<Result<Match, InconsistentObservation>> {
        Some(Match::sample_consistent(&game.observe(seat), rng))
    }
}

static KIND: Kind = Kind::of::<Batarde>();

/// The registry entry.
pub(crate) const ENTRY: GameEntry = GameEntry {
    name: "batarde-cards",
    about: "La Bâtarde: tricks bid with a trump auction, méchoune and choune; lowest penalty total wins",
    presets: &[
        PresetEntry {
            name: "4p",
            about: "four players, one 36-card pack, hands of 5 to 9 cards",
            kind: &KIND,
            rules: "4p",
        },
        PresetEntry {
            name: "3p",
            about: "three players, one pack, hands of 7 to 12 cards",
            kind: &KIND,
            rules: "3p",
        },
        PresetEntry {
            name: "5p",
            about: "five players, two packs (72 cards), hands of 9 to 14 cards",
            kind: &KIND,
            rules: "5p",
        },
        PresetEntry {
            name: "6p",
            about: "six players, two packs, hands of 7 to 12 cards",
            kind: &KIND,
            rules: "6p",
        },
        PresetEntry {
            name: "7p",
            about: "seven players, two packs, hands of 5 to 10 cards",
            kind: &KIND,
            rules: "7p",
        },
    ],
};
