//! La Bâtarde (a whole match: the schedule of hands), and its turn-based form (`4p+claims`: the méchoune
//! and choune asked in claim windows, `abstract_game::claims`).

use abstract_game::claims::ClaimWindows;
use abstract_game::{HiddenInformation, InconsistentObservation, PlayerId, Xoshiro256};
use batarde_cards::{Match, Rules};
use game_runtime::dyn_game::Erased;

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
    /// The crate's facts (`Rules::max_game_length`: per hand 91 x (players + 1) bids, the cards, méchoune
    /// and choune; chance: the draw of the first dealer, actions `0..players`, and the deal after them).
    fn facts(rules: &Rules) -> Facts {
        // Every rules value is bounded: the 0 for an unbounded game is never used.
        Facts::of::<Match>(rules, 0)
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

/// La Bâtarde with its out-of-turn méchoune and choune asked in claim windows, for frameworks in which only
/// the seat on turn acts.
struct BatardeClaims;

impl Family for BatardeClaims {
    type G = ClaimWindows<Match>;
    type R = Rules;

    fn rules(preset: &str) -> Option<Rules> {
        Batarde::rules(preset)
    }
    fn start(rules: Rules) -> ClaimWindows<Match> {
        ClaimWindows::new(Match::start(rules))
    }
    fn rules_of(game: &ClaimWindows<Match>) -> Rules {
        game.inner().rules()
    }
    /// The game's facts; each seat move (a bid, a card, a méchoune, a choune) opens at most one window of at
    /// most `players` passes, and the deal and the dealer's draw open none (nothing can be claimed before a
    /// bid stands), so the bound on the seats' moves is `players + 1` times the game's.
    fn facts(rules: &Rules) -> Facts {
        let facts = Batarde::facts(rules);
        Facts { max_game_length: facts.max_game_length * (rules.players() + 1), ..facts }
    }
    fn erase(game: ClaimWindows<Match>) -> Erased<ClaimWindows<Match>> {
        Erased::new(game)
            .with_name("batarde-cards")
            .with_actions()
            .with_observation()
            .with_pretty(|g| with_window_line(g, g.inner().pretty()))
            .with_pretty_for(|g, seat| with_window_line(g, g.inner().pretty_for(seat)))
    }
    /// The adapter's sampler: the match's, with the open window kept.
    fn sample(
        game: &ClaimWindows<Match>,
        seat: PlayerId,
        rng: &mut Xoshiro256,
    ) -> Option<Result<ClaimWindows<Match>, InconsistentObservation>> {
        Some(ClaimWindows::sample_consistent(&game.observe(seat), rng))
    }
}

/// A picture of the match, and under it who the open claim window asks.
fn with_window_line(game: &ClaimWindows<Match>, picture: String) -> String {
    match game.window_line() {
        Some(line) => format!("{picture}\n{line}"),
        None => picture,
    }
}

static CLAIMS_KIND: Kind = Kind::of::<BatardeClaims>();

/// The turn-based presets: each preset's name with `+claims`, the same rules with claim windows. Not listed
/// by `games()` (the command line's list), read wherever a preset name is.
pub(crate) const CLAIM_PRESETS: &[PresetEntry] = &[
    PresetEntry {
        name: "4p+claims",
        about: "four players, méchoune and choune asked in claim windows",
        kind: &CLAIMS_KIND,
        rules: "4p",
    },
    PresetEntry {
        name: "3p+claims",
        about: "three players, méchoune and choune asked in claim windows",
        kind: &CLAIMS_KIND,
        rules: "3p",
    },
    PresetEntry {
        name: "5p+claims",
        about: "five players, méchoune and choune asked in claim windows",
        kind: &CLAIMS_KIND,
        rules: "5p",
    },
    PresetEntry {
        name: "6p+claims",
        about: "six players, méchoune and choune asked in claim windows",
        kind: &CLAIMS_KIND,
        rules: "6p",
    },
    PresetEntry {
        name: "7p+claims",
        about: "seven players, méchoune and choune asked in claim windows",
        kind: &CLAIMS_KIND,
        rules: "7p",
    },
];

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
