//! Prints random classic states for the GNU Backgammon oracle (`tests/oracle/run.sh`), one per line,
//! tab-separated:
//!
//! - `cargo run --example gnubg_oracle -- ids N SEED`: `ID`, our position or match string, GNU Backgammon's
//!   `positionID:matchID`, the XGID; single games and matches, at every kind of decision (to roll or double,
//!   dice rolled, a double offered).
//! - `cargo run --example gnubg_oracle -- moves N SEED`: `MOVES`, our position string, `positionID:matchID`
//!   with the dice rolled, and the sorted resulting boards of every legal play, each as the mover's 25
//!   counts (points 1 to 24, bar) and the opponent's 25, in each side's own numbering: `m:0,0,...|o:...`.
//!   A roll with no legal play lists nothing.

use std::env;

use abstract_game::{Game, Status, Xoshiro256, random_below, random_index};
use backgammon_nodice::{Match, Phase, Position, Rules, Side};

/// The mover's and the opponent's counts, each in its own numbering, with the bar last.
fn boards(pos: &Position, mover: Side) -> String {
    let side = |s: Side| {
        let counts: Vec<String> =
            (1..=24u8).map(|p| pos.checkers(s, p)).chain([pos.bar(s)]).map(|c| c.to_string()).collect();
        counts.join(",")
    };
    format!("m:{}|o:{}", side(mover), side(mover.opponent()))
}

/// A random legal move, chance outcomes uniformly among the listed rolls.
fn step<G: Game>(game: &mut G, rng: &mut Xoshiro256) {
    let moves = game.legal_moves();
    let mv = moves[random_index(rng, moves.len())];
    game.play_unchecked(mv);
}

fn ids(n: usize, rng: &mut Xoshiro256) {
    let presets =
        ["classic", "classic-nocube", "classic-m5", "classic-m7", "classic-m3-nocrawford", "classic-m1"];
    let mut printed = 0;
    while printed < n {
        let rules: Rules = presets[random_index(rng, presets.len())].parse().expect("a rules string");
        let plies = random_below(rng, 400) as usize;
        if rules.match_length() == 0 {
            let mut pos = Position::start(rules);
            for _ in 0..plies {
                if pos.status() == Status::Over {
                    break;
                }
                step(&mut pos, rng);
            }
            if let (Ok(gnubg), Ok(xgid)) = (pos.gnubg_ids(), pos.xgid()) {
                println!("ID\t{pos}\t{gnubg}\t{xgid}");
                printed += 1;
            }
        } else {
            let mut m = Match::new(rules).expect("a match length");
            for _ in 0..plies * 4 {
                if m.status() == Status::Over {
                    break;
                }
                step(&mut m, rng);
            }
            if let (Ok(gnubg), Ok(xgid)) = (m.gnubg_ids(), m.xgid()) {
                println!("ID\t{m}\t{gnubg}\t{xgid}");
                printed += 1;
            }
        }
    }
}

fn moves(n: usize, rng: &mut Xoshiro256) {
    let mut printed = 0;
    while printed < n {
        let mut pos = Position::start(Rules::classic().with_cube(false));
        let plies = random_below(rng, 300) as usize;
        for _ in 0..plies {
            if pos.status() == Status::Over {
                break;
            }
            step(&mut pos, rng);
        }
        // Roll on to a state with dice to play.
        while pos.status() != Status::Over && !matches!(pos.phase(), Phase::Playing(_)) {
            step(&mut pos, rng);
        }
        if pos.status() == Status::Over {
            continue;
        }
        let Ok(gnubg) = pos.gnubg_ids() else { continue };
        let mover = pos.side_to_move();
        let mut results: Vec<String> = pos
            .legal_moves()
            .iter()
            .filter(|mv| mv.kind() == backgammon_nodice::MoveKind::Play)
            .map(|&mv| {
                let mut child = pos.clone();
                child.play_unchecked(mv);
                boards(&child, mover)
            })
            .collect();
        results.sort();
        println!("MOVES\t{pos}\t{gnubg}\t{}", results.join(" "));
        printed += 1;
    }
}

fn main() {
    let args: Vec<String> = env::args().collect();
    let usage = "usage: gnubg_oracle ids|moves N SEED";
    let mode = args.get(1).expect(usage);
    let n: usize = args.get(2).and_then(|a| a.parse().ok()).expect(usage);
    let seed: u64 = args.get(3).and_then(|a| a.parse().ok()).expect(usage);
    let mut rng = Xoshiro256::seed_from_u64(seed);
    match mode.as_str() {
        "ids" => ids(n, &mut rng),
        "moves" => moves(n, &mut rng),
        _ => panic!("{usage}"),
    }
}
