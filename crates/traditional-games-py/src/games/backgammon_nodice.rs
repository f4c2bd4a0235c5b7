//! Backgammon without dice (and with them, the `classic` presets).

use backgammon_nodice::{Position, Rules};
use game_runtime::dyn_game::Erased;

use crate::registry::{Facts, Family, GameEntry, Kind, PresetEntry};

struct Backgammon;

/// Classic backgammon has no turn limit (a game ends with probability 1, not within a bound): this many turns
/// is the bound reported, as OpenSpiel's own backgammon reports an arbitrary 1,000 moves. Random games play
/// about 60 turns.
const CLASSIC_TURNS: usize = 2000;
/// The length reported for classic backgammon: the crate's three seat moves a turn over [`CLASSIC_TURNS`].
const CLASSIC_LENGTH: usize = 3 * CLASSIC_TURNS;

impl Family for Backgammon {
    type G = Position;
    type R = Rules;

    fn rules(preset: &str) -> Option<Rules> {
        Rules::from_preset(preset).ok()
    }
    fn start(rules: Rules) -> Position {
        Position::start(rules)
    }
    fn rules_of(game: &Position) -> Rules {
        game.rules()
    }
    /// The crate's facts: chance with rolled dice only (21 rolls), perfect information, three seat moves a
    /// turn over the turn limit (1,000 with chosen numbers) or [`CLASSIC_TURNS`].
    fn facts(rules: &Rules) -> Facts {
        Facts::of::<Position>(rules, CLASSIC_LENGTH)
    }
    fn erase(game: Position) -> Erased<Position> {
        Erased::new(game)
            .with_name("backgammon-nodice")
            .with_actions()
            .with_observation()
            .with_pretty(Position::pretty)
            .with_pretty_for(|p: &Position, seat| p.pretty_for(seat))
    }
}

static KIND: Kind = Kind::of::<Backgammon>();

/// The registry entry.
pub(crate) const ENTRY: GameEntry = GameEntry {
    name: "backgammon-nodice",
    about: "Backgammon where the mover chooses its two numbers (Vallardi's no-dice game); classic dice too",
    presets: &[
        PresetEntry {
            name: "nodice",
            about: "choose the pair; not a number the opponent just used; no 5-5 on the opening turn",
            kind: &KIND,
            rules: "nodice",
        },
        PresetEntry {
            name: "nodice-own",
            about: "choose the pair; not a number of your own previous pair",
            kind: &KIND,
            rules: "nodice-own",
        },
        PresetEntry {
            name: "nodice-pair",
            about: "choose the pair; only the opponent's identical pair is forbidden",
            kind: &KIND,
            rules: "nodice-pair",
        },
        PresetEntry {
            name: "classic",
            about: "rolled dice (use moves --dice A-B to list the plays of a roll)",
            kind: &KIND,
            rules: "classic",
        },
        PresetEntry {
            name: "nodice-nocube",
            about: "no-dice rules without the doubling cube",
            kind: &KIND,
            rules: "nodice-nocube",
        },
        PresetEntry {
            name: "classic-nocube",
            about: "rolled dice without the doubling cube",
            kind: &KIND,
            rules: "classic-nocube",
        },
    ],
};
