//! Side-by-side comparison with peer engines, in one invocation on one machine:
//!
//! ```text
//! cargo run --release -p benches --bin compare [-- --seconds S] [--no-peers] [--mcts-simulations N]
//! ```
//!
//! The peers' figures come from `benches/peers/openspiel.sh` (`OpenSpiel`'s C++ random bots through
//! `pyspiel.evaluate_bots`; with `--mcts`, `OpenSpiel`'s C++ `MCTSBot` with one random rollout per
//! simulation) and from shakmaty's perft, linked in; ours are measured right after, in this process,
//! single-threaded. Prints one table: comparison, peer figure, ours, ratio, target.

use std::collections::HashMap;
use std::process::Command;
use std::time::Duration;

use benches::{per_second, random_games_per_second};

/// `OpenSpiel`'s `oh_hell` is set to La Bâtarde's 36-card pack at this table: 4 players, 7 tricks.
const OH_HELL_PLAYERS: usize = 4;
const OH_HELL_TRICKS: usize = 7;
const CHESS_DEPTH: u32 = 5;

struct Row {
    comparison: &'static str,
    unit: &'static str,
    peer: Option<f64>,
    ours: Option<f64>,
    target: Option<f64>,
}

/// Runs `benches/peers/openspiel.sh` with `args` and reads its `<tag> <label> <rate> ...` lines.
fn openspiel(tag: &str, args: &[String]) -> HashMap<String, f64> {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/peers/openspiel.sh");
    let output = Command::new(script).args(args).output();
    let mut figures = HashMap::new();
    match output {
        Ok(out) if out.status.success() => {
            for line in String::from_utf8_lossy(&out.stdout).lines() {
                let fields: Vec<&str> = line.split_whitespace().collect();
                if let [found, label, rate, ..] = fields.as_slice()
                    && *found == tag
                    && let Ok(rate) = rate.parse()
                {
                    figures.insert((*label).to_string(), rate);
                }
            }
        }
        Ok(out) => eprintln!("openspiel.sh failed: {}", String::from_utf8_lossy(&out.stderr).trim()),
        Err(e) => eprintln!("openspiel.sh did not run: {e}"),
    }
    figures
}

fn shakmaty_perft_rate(budget: Duration) -> f64 {
    use shakmaty::{Chess, perft};
    let start = Chess::default();
    per_second(budget, || perft(&start, CHESS_DEPTH))
}

fn bastardo_perft_rate(budget: Duration) -> f64 {
    let start = chess4_bastardo::Position::default();
    per_second(budget, || start.perft(CHESS_DEPTH))
}

/// The value after `--name` on the command line, if given and readable.
fn flag<T: std::str::FromStr>(args: &[String], name: &str) -> Option<T> {
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).and_then(|s| s.parse().ok())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seconds: f64 = flag(&args, "--seconds").unwrap_or(5.0);
    let simulations: u64 = flag(&args, "--mcts-simulations").unwrap_or(1000);
    let budget = Duration::from_secs_f64(seconds);
    let no_peers = args.iter().any(|a| a == "--no-peers");
    let peers = if no_peers {
        HashMap::new()
    } else {
        let args = [seconds.to_string(), OH_HELL_PLAYERS.to_string(), OH_HELL_TRICKS.to_string()];
        openspiel("openspiel", &args)
    };
    let mcts_peers = if no_peers {
        HashMap::new()
    } else {
        openspiel("openspiel-mcts", &["--mcts".to_string(), seconds.to_string(), simulations.to_string()])
    };

    let rows = [
        Row {
            comparison: "chess perft: shakmaty (standard chess) vs chess4-bastardo",
            unit: "nodes/s",
            peer: Some(shakmaty_perft_rate(budget)),
            ours: Some(bastardo_perft_rate(budget)),
            target: Some(1.0),
        },
        Row {
            comparison: "random games: OpenSpiel backgammon vs backgammon-nodice classic",
            unit: "games/s",
            peer: peers.get("backgammon").copied(),
            ours: ours::backgammon(budget),
            target: Some(50.0),
        },
        Row {
            comparison: "random hands: OpenSpiel oh_hell (4p, 7 tricks) vs batarde-cards",
            unit: "hands/s",
            peer: peers.get("oh_hell").copied(),
            ours: ours::batarde(budget),
            target: Some(20.0),
        },
        Row {
            comparison: "random games: OpenSpiel checkers vs bashnya russian",
            unit: "games/s",
            peer: peers.get("checkers").copied(),
            ours: Some(ours::russian_draughts(budget)),
            target: None,
        },
        Row {
            comparison: "random games: siege-paris standard (no peer)",
            unit: "games/s",
            peer: None,
            ours: Some(random_games_per_second(
                &siege_paris::Position::start(siege_paris::Rules::standard()),
                budget,
                1,
            )),
            target: None,
        },
        Row {
            comparison: "MCTS, random rollouts: OpenSpiel MCTSBot backgammon vs game-search classic-nocube",
            unit: "simulations/s",
            peer: mcts_peers.get("backgammon").copied(),
            ours: ours::mcts_backgammon(budget, simulations),
            target: Some(20.0),
        },
        Row {
            comparison: "MCTS, random rollouts: OpenSpiel MCTSBot checkers vs game-search russian",
            unit: "simulations/s",
            peer: mcts_peers.get("checkers").copied(),
            ours: Some(ours::mcts_russian(budget, simulations)),
            target: Some(20.0),
        },
    ];

    println!("| comparison | unit | peer | ours | ours / peer | target |");
    println!("|---|---|---:|---:|---:|---:|");
    let show = |v: Option<f64>| v.map_or_else(|| "n/a".to_string(), |v| format!("{v:.0}"));
    for row in rows {
        let ratio = row.peer.zip(row.ours).map(|(p, o)| o / p);
        let verdict = match (ratio, row.target) {
            (Some(r), Some(t)) if r >= t => " (met)",
            (Some(_), Some(_)) => " (NOT met)",
            _ => "",
        };
        println!(
            "| {} | {} | {} | {} | {} | {}{verdict} |",
            row.comparison,
            row.unit,
            show(row.peer),
            show(row.ours),
            ratio.map_or_else(|| "n/a".to_string(), |r| format!("{r:.2}x")),
            row.target.map_or_else(|| "-".to_string(), |t| format!(">= {t}x")),
        );
    }
}

/// Our side of each comparison; `None` where the crate is not there yet.
mod ours {
    use std::time::Duration;

    use benches::random_games_per_second;

    use super::{OH_HELL_PLAYERS, OH_HELL_TRICKS};

    /// Classic dice without the cube, as `OpenSpiel`'s backgammon plays (random seats with a cube double and
    /// drop at random, which would make the games much shorter).
    pub(crate) fn backgammon(budget: Duration) -> Option<f64> {
        let rules = backgammon_nodice::Rules::from_preset("classic-nocube").ok()?;
        Some(random_games_per_second(&backgammon_nodice::Position::start(rules), budget, 3))
    }

    /// One hand of 4 players and 7 cards (deal, auction, tricks) with `Hand::play_random`, the crate's
    /// uniform random playout (every decision uniform over the legal moves, like `OpenSpiel`'s random bots).
    pub(crate) fn batarde(budget: Duration) -> Option<f64> {
        use abstract_game::{PlayerId, Xoshiro256};
        let start = batarde_cards::Hand::new(OH_HELL_PLAYERS, OH_HELL_TRICKS, PlayerId::new(0)?).ok()?;
        let mut rng = Xoshiro256::seed_from_u64(5);
        Some(benches::per_second(budget, || {
            let mut hand = start;
            hand.play_random(&mut rng);
            1
        }))
    }

    /// MCTS simulations per second: one whole search of `simulations` iterations (a fresh tree, as
    /// `OpenSpiel`'s `bot.step` builds one) repeated from `state`; one random rollout per simulation.
    fn mcts_rate<G: abstract_game::Game>(state: &G, budget: Duration, simulations: u64) -> f64 {
        use game_search::{Budget, Mcts, MctsConfig};
        let mut seed = 0;
        benches::per_second(budget, || {
            seed += 1;
            let config = MctsConfig::default().with_seed(seed);
            let mut mcts = Mcts::with_rollouts(state.clone(), config).expect("a valid configuration");
            mcts.search(Budget::Iterations(simulations)).expect("the start position is not over").iterations
        })
    }

    /// From the first decision of a classic game without the cube (the opening roll applied, as the
    /// `OpenSpiel` script does: its first listed outcome; ours: 2-1).
    pub(crate) fn mcts_backgammon(budget: Duration, simulations: u64) -> Option<f64> {
        let rules = backgammon_nodice::Rules::from_preset("classic-nocube").ok()?;
        let mut state = backgammon_nodice::Position::start(rules);
        let roll = state.parse_move("2-1").ok()?;
        state.play(roll).ok()?;
        Some(mcts_rate(&state, budget, simulations))
    }

    pub(crate) fn mcts_russian(budget: Duration, simulations: u64) -> f64 {
        mcts_rate(&bashnya::Position::start(bashnya::Rules::russian_draughts()), budget, simulations)
    }

    pub(crate) fn russian_draughts(budget: Duration) -> f64 {
        random_games_per_second(&bashnya::Position::start(bashnya::Rules::russian_draughts()), budget, 4)
    }
}
