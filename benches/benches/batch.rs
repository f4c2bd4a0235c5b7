//! Criterion benchmarks for batched random stepping (`game_runtime::batch`): every game's main presets, a
//! batch of [`SLOTS`] games, uniformly random legal actions, the observations and masks written every step.
//! Throughput is in steps (one slot's action applied, with its chance draws, reset and rows).
//!
//! Rows: `serial` and `parallel` draw the random move where each slot is stepped (`Batch::step_random`, and
//! `step_random_parallel` on all cores): one call per step. `actions_serial` and
//! `actions_parallel` take the path of a policy's actions: drawn from the masks into an array
//! (`RandomActions::sample`, `sample_parallel`), then handed to `Batch::step` / `step_parallel`, which check
//! and decode them. Every call is made from the bench's thread, outside any rayon pool, as Python calls.
//!
//! Run: `cargo bench -p benches --bench batch` (about three minutes). One core against all cores compares the
//! `serial` and `parallel` rows of a game; `RAYON_NUM_THREADS` sets the pool's size. Each measured iteration
//! starts from a clone of one warmed-up batch and takes [`STEPS`](benches::batch::STEPS) steps (fewer for the
//! slow games), so every row plays exactly the same moves (stepping is seeded per slot) and the rows differ
//! only in the cores and the path of the actions. On a machine whose speed drifts (a shared VM), the
//! `batch_scaling` binary measures the ratio of cores more fairly, alternating the modes in short blocks.

use std::hint::black_box;
use std::time::Duration;

use abstract_game::{ActionIndex, ObservationTensor};
use benches::batch::{Mode, SLOTS, Stepper, Visit, for_each_game};
use criterion::{BatchSize, BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};

/// Benches every game it visits in every mode.
struct Rows<'a>(&'a mut Criterion);

impl Visit for Rows<'_> {
    fn visit<G>(&mut self, name: &str, start: G, steps: usize)
    where
        G: ActionIndex + ObservationTensor + Send + Sync,
        G::Move: Send + Sync,
    {
        let mut group = self.0.benchmark_group(format!("batch/{name}"));
        group.throughput(Throughput::Elements((SLOTS * steps) as u64));
        group
            .sample_size(10)
            .warm_up_time(Duration::from_millis(500))
            .measurement_time(Duration::from_secs(3));
        // Built (and warmed up) on first use, so a filtered run skips the games it does not measure.
        let mut warm = None;
        for (mode, row) in Mode::ALL {
            group.bench_function(BenchmarkId::new(row, SLOTS), |b| {
                let warm = warm.get_or_insert_with(|| Stepper::new(start.clone()));
                // Every iteration replays the same steps from the same states (the clone is not timed).
                b.iter_batched_ref(
                    || warm.clone(),
                    |stepper| {
                        for _ in 0..steps {
                            stepper.step(mode);
                        }
                        black_box(stepper.observations());
                    },
                    BatchSize::PerIteration,
                );
            });
        }
        group.finish();
    }
}

fn batch(c: &mut Criterion) {
    for_each_game(&mut Rows(c));
}

criterion_group!(benches, batch);
criterion_main!(benches);
