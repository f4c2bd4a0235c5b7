//! Writing the observation tensor against generating the legal moves, for every preset of every game, in
//! one run: the ratio issue 16 asks to keep below 1, measured so that a machine whose speed drifts (a shared
//! VM, 1.5x from minute to minute) affects both sides alike. For each case the two are timed in alternating
//! blocks of about two milliseconds, and each side keeps its best block; the zeroing floor (one `fill` of
//! the tensor's buffer) is timed the same way.
//!
//! Cases: each preset's start (its first decision, when a deal or a roll comes first) and 64 seeded random
//! reachable states (`benches::sample_states`, seed 1871, playouts of up to 300 plies: the states of the
//! crates' criterion `observation` groups, but for bashnya's, which samples its own), the tensor written for
//! the seat on turn, as a learning loop does.
//!
//! Run: `cargo run --release -p benches --bin observation_ratio [BLOCKS] [GAME...]` (100 blocks by default;
//! every game, or those named: `bashnya`, `siege`, `bastardo`, `tarot`, `batarde`, `backgammon`).

use std::hint::black_box;
use std::time::Instant;

use abstract_game::{ObservationTensor, PlayerId};
use benches::{first_decision, sample_states};

/// States of a sampled case.
const SAMPLE: usize = 64;
/// The seed of the samples (the criterion benches' own).
const SEED: u64 = 1871;
/// The longest playout a sampled state is taken from.
const MAX_PLIES: u64 = 300;
/// The time one block aims at, in seconds.
const BLOCK_SECONDS: f64 = 0.002;

struct Ratio {
    blocks: usize,
    games: Vec<String>,
}

/// Best nanoseconds per state of the three sides of one case.
struct Best {
    write: f64,
    movegen: f64,
    fill: f64,
}

impl Ratio {
    fn wants(&self, game: &str) -> bool {
        self.games.is_empty() || self.games.iter().any(|g| g == game)
    }

    /// Prints the start and the sample rows of one preset.
    fn preset<G: ObservationTensor>(&self, name: &str, start: &G) {
        let first = first_decision(start, SEED);
        self.case(name, "start", std::slice::from_ref(&first));
        self.case(name, "sample", &sample_states(start, SEED, SAMPLE, MAX_PLIES));
    }

    fn case<G: ObservationTensor>(&self, name: &str, case: &str, states: &[G]) {
        let best = self.measure(states);
        println!(
            "{name:<28} {case:<7} write {:>8.1} ns  movegen {:>8.1} ns  ratio {:>5.2}  (fill {:>6.1} ns)",
            best.write,
            best.movegen,
            best.write / best.movegen,
            best.fill
        );
    }

    fn measure<G: ObservationTensor>(&self, states: &[G]) -> Best {
        let seats: Vec<PlayerId> = states.iter().map(|s| s.status().to_move().unwrap_or_default()).collect();
        let len = states[0].observation_shape().len();
        let mut out = vec![0.0f32; len];
        let mut moves = G::MoveList::default();
        let mut write = |reps: usize| {
            for _ in 0..reps {
                for (game, &seat) in black_box(states).iter().zip(&seats) {
                    let _ = game.write_observation(seat, &mut out);
                }
                black_box(&mut out);
            }
        };
        let mut movegen = |reps: usize| {
            let mut total = 0;
            for _ in 0..reps {
                for game in black_box(states) {
                    game.legal_moves_into(&mut moves);
                    total += moves.len();
                }
            }
            black_box(total);
        };
        let mut zeroes = vec![0.0f32; len];
        let mut fill = |reps: usize| {
            for _ in 0..reps {
                for _ in black_box(states) {
                    black_box(&mut zeroes[..]).fill(0.0);
                }
            }
        };
        // One pass of each side, to size the blocks (and to warm the caches and the branch predictors).
        let pass = seconds(&mut write, 1).max(seconds(&mut movegen, 1)).max(1e-9);
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)] // A small positive count.
        let reps = ((BLOCK_SECONDS / pass) as usize).max(1);
        let mut best = Best { write: f64::MAX, movegen: f64::MAX, fill: f64::MAX };
        for _ in 0..self.blocks {
            best.write = best.write.min(seconds(&mut write, reps));
            best.movegen = best.movegen.min(seconds(&mut movegen, reps));
            best.fill = best.fill.min(seconds(&mut fill, reps));
        }
        #[allow(clippy::cast_precision_loss)] // Counts far below 2^52.
        let per_state = 1e9 / (reps * states.len()) as f64;
        Best { write: best.write * per_state, movegen: best.movegen * per_state, fill: best.fill * per_state }
    }
}

/// The wall time of `f(reps)`, in seconds.
fn seconds(f: &mut impl FnMut(usize), reps: usize) -> f64 {
    let start = Instant::now();
    f(reps);
    start.elapsed().as_secs_f64()
}

fn main() {
    let mut args = std::env::args().skip(1).peekable();
    let blocks = args.next_if(|a| a.parse::<usize>().is_ok()).map_or(100, |a| a.parse().unwrap_or(100));
    let ratio = Ratio { blocks, games: args.collect() };
    if ratio.wants("bashnya") {
        for preset in bashnya::Rules::PRESETS {
            let rules = bashnya::Rules::from_preset(preset.name).expect("a listed preset");
            ratio.preset(&format!("bashnya {}", preset.name), &bashnya::Position::start(rules));
        }
    }
    if ratio.wants("siege") {
        for preset in siege_paris::Rules::PRESETS {
            let rules = siege_paris::Rules::from_preset(preset.name).expect("a listed preset");
            ratio.preset(&format!("siege {}", preset.name), &siege_paris::Position::start(rules));
        }
    }
    if ratio.wants("bastardo") {
        for preset in chess4_bastardo::Rules::PRESETS {
            let rules = chess4_bastardo::Rules::from_preset(preset.name).expect("a listed preset");
            ratio.preset(&format!("bastardo {}", preset.name), &chess4_bastardo::Position::start(rules));
        }
    }
    if ratio.wants("tarot") {
        use chess4_bastardo::tarot::{TarotGame, TarotRules};
        for preset in TarotRules::PRESETS {
            let rules = TarotRules::from_preset(preset.name).expect("a listed preset");
            ratio.preset(&format!("tarot {}", preset.name), &TarotGame::start(rules));
        }
    }
    if ratio.wants("batarde") {
        for preset in batarde_cards::Rules::PRESETS {
            let rules = batarde_cards::Rules::from_preset(preset.name).expect("a listed preset");
            ratio.preset(&format!("batarde {}", preset.name), &batarde_cards::Match::start(rules));
        }
    }
    if ratio.wants("backgammon") {
        for preset in backgammon_nodice::Rules::PRESETS {
            let rules = backgammon_nodice::Rules::from_preset(preset.name).expect("a listed preset");
            ratio.preset(&format!("backgammon {}", preset.name), &backgammon_nodice::Position::start(rules));
        }
    }
}
