//! The speed-up of batched random stepping on all cores over one core, measured so that a machine whose
//! speed drifts (a shared VM, where one core's speed moved by 1.5x from minute to minute) affects both sides
//! alike: two clones of one warmed-up batch of every game ([`benches::batch`]) are stepped in alternating
//! blocks of 10 steps, one with `Batch::step_random`, the other with `step_random_parallel` (the same games),
//! and each parallel block's time is compared with the serial block just before it. Prints the median steps
//! per second of each side and the quartiles of the neighbours' ratios.
//!
//! Beside them, the machine's own ceiling: two batches of half the slots stepped serially at once, each on a
//! thread of its own (a block each, in the same rotation), against the serial block: the same work, the same
//! slots per core, but two independent workers with no parallel section in the way. On a VM whose two vCPUs
//! share a physical core, or its caches and memory bandwidth, this is below 2x, and the parallel step can
//! only come near it.
//!
//! Run: `cargo run --release -p benches --bin batch_scaling [BLOCKS] [GAME...]` (60 blocks by default; all
//! games, or those named as in the `batch` bench: `russian`, `bashni`, ...). `RAYON_NUM_THREADS` sets the
//! pool's size.

use std::time::Instant;

use abstract_game::{ActionIndex, ObservationTensor};
use benches::batch::{Mode, SLOTS, Stepper, Visit, for_each_game};

/// Steps per block.
const BLOCK: usize = 10;

struct Scaling {
    blocks: usize,
    games: Vec<String>,
}

impl Visit for Scaling {
    fn visit<G>(&mut self, name: &str, start: G, _steps: usize)
    where
        G: ActionIndex + ObservationTensor + Send + Sync,
        G::Move: Send + Sync,
    {
        if !self.games.is_empty() && !self.games.iter().any(|game| game == name) {
            return;
        }
        let mut serial = Stepper::new(start.clone());
        let mut parallel = serial.clone();
        // Two batches of half the slots: together the same work as a step, the same slots per core.
        let mut pair =
            (Stepper::with_slots(start.clone(), SLOTS / 2), Stepper::with_slots(start.clone(), SLOTS / 2));
        let mut times = (Vec::new(), Vec::new());
        let (mut ratios, mut ceilings, mut shares) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..self.blocks {
            // The helpers of the last parallel block spin for up to 500 µs after it (`keep_warm`): let
            // them stop before two threads of our own need both cores.
            std::thread::sleep(std::time::Duration::from_millis(1));
            let two = time_pair(&mut pair);
            let one = time_block(&mut serial, Mode::Serial);
            let all = time_block(&mut parallel, Mode::Parallel);
            times.0.push(one);
            times.1.push(all);
            ratios.push(one / all);
            // Two half batches stepped serially at once, one per thread: what the machine gives two
            // independent workers, with no parallel section in the way.
            ceilings.push(one / two);
            shares.push(two / all);
        }
        #[allow(clippy::cast_precision_loss)] // A rate for people to read.
        let rate = |seconds: f64| (SLOTS * BLOCK) as f64 / seconds;
        let quartiles = |values: &mut Vec<f64>| {
            format!(
                "{:.2}x ({:.2}-{:.2})",
                quantile(values, 0.5),
                quantile(values, 0.25),
                quantile(values, 0.75)
            )
        };
        println!(
            "{name:<26} 1 core {:>10.0} steps/s | {} threads {:>10.0} steps/s | ratio {} | two serial \
             batches at once {} | parallel / two at once {}",
            rate(quantile(&mut times.0, 0.5)),
            rayon::current_num_threads(),
            rate(quantile(&mut times.1, 0.5)),
            quartiles(&mut ratios),
            quartiles(&mut ceilings),
            quartiles(&mut shares),
        );
    }
}

/// Seconds for [`BLOCK`] steps in `mode`.
fn time_block<G>(stepper: &mut Stepper<G>, mode: Mode) -> f64
where
    G: ActionIndex + ObservationTensor + Send + Sync,
    G::Move: Send + Sync,
{
    let start = Instant::now();
    for _ in 0..BLOCK {
        stepper.step(mode);
    }
    start.elapsed().as_secs_f64()
}

/// Seconds for [`BLOCK`] serial steps of each of two batches at once, each on a thread of its own: both
/// start together (a barrier, so the new thread's start is not counted), each times its own block, and the
/// longer block counts.
fn time_pair<G>(pair: &mut (Stepper<G>, Stepper<G>)) -> f64
where
    G: ActionIndex + ObservationTensor + Send + Sync,
    G::Move: Send + Sync,
{
    let (first, second) = pair;
    let ready = std::sync::Barrier::new(2);
    std::thread::scope(|scope| {
        let other = scope.spawn(|| {
            ready.wait();
            time_block(first, Mode::Serial)
        });
        ready.wait();
        let mine = time_block(second, Mode::Serial);
        let theirs = other.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        theirs.max(mine)
    })
}

/// The `q` quantile of `values` (sorted in place).
fn quantile(values: &mut [f64], q: f64) -> f64 {
    values.sort_by(f64::total_cmp);
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss, clippy::cast_precision_loss)]
    // An index into a short list.
    let at = ((values.len() - 1) as f64 * q).round() as usize;
    values[at]
}

fn main() {
    let mut args = std::env::args().skip(1).peekable();
    let blocks = args.peek().and_then(|arg| arg.parse().ok()).inspect(|_| drop(args.next())).unwrap_or(60);
    let games = args.collect();
    println!("{SLOTS} slots, blocks of {BLOCK} steps, {blocks} blocks per side");
    for_each_game(&mut Scaling { blocks, games });
}
