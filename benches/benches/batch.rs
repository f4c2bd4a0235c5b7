//! Criterion benchmarks for batched random stepping (`abstract_game::batch`): every game's main presets, a
//! batch of [`SLOTS`] games, uniformly random legal actions, the observations and masks written every step.
//! Throughput is in steps (one slot's action applied, with its chance draws, reset and rows).
//!
//! Rows: `serial` and `parallel` draw the random move where each slot is stepped (`Batch::step_random`, and
//! `step_random_parallel` on all cores of rayon's pool): one call per step. `actions_serial` and
//! `actions_parallel` take the path of a policy's actions: drawn from the masks into an array
//! (`RandomActions::sample`, `sample_parallel`), then handed to `Batch::step` / `step_parallel`, which check
//! and decode them. Every call is made from the bench's thread, outside rayon's pool, as Python calls.
//!
//! Run: `cargo bench -p benches --bench batch` (about three minutes). One core against all cores compares the
//! `serial` and `parallel` rows of a game; `RAYON_NUM_THREADS` sets the pool's size. Each pair of rows steps
//! the same games: every measured iteration starts from a clone of one warmed-up batch and takes [`STEPS`]
//! steps (fewer for the slow games), so one core and all cores play exactly the same moves (stepping is
//! seeded per slot) and differ only in the cores.

use std::hint::black_box;
use std::time::Duration;

use abstract_game::batch::{Batch, BatchBuffers, RandomActions};
use abstract_game::{ActionIndex, ObservationTensor};
use criterion::{BatchSize, BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};

/// Slots per batch: the size a learner steps, and enough work per rayon task to scale.
const SLOTS: usize = 1024;
/// Random steps taken before measuring, so the slots are spread over openings, midgames and resets rather
/// than all at the start.
const WARM_STEPS: usize = 200;
/// Steps per measured iteration of the quick games, from a clone of the warmed-up batch: enough that the
/// clone's first steps (its memory still in the cache of the core that cloned it) do not dominate. Slow games
/// (see each call) take fewer.
const STEPS: usize = 100;

/// A batch with its buffers and random policy, warmed up.
#[derive(Clone)]
struct Bench<G: ActionIndex + ObservationTensor> {
    batch: Batch<G>,
    buffers: BatchBuffers,
    policy: RandomActions,
    actions: Vec<usize>,
}

impl<G> Bench<G>
where
    G: ActionIndex + ObservationTensor + Send + Sync,
    G::Move: Send + Sync,
{
    fn new(start: G) -> Self {
        let batch = Batch::new(start, SLOTS, 1).expect("the start state is playable");
        let mut buffers = batch.buffers();
        batch.write_current(buffers.as_step_buffers()).expect("the buffers fit");
        let mut bench =
            Bench { batch, buffers, policy: RandomActions::new(SLOTS, 2), actions: vec![0; SLOTS] };
        for _ in 0..WARM_STEPS {
            bench.step(Mode::Serial);
        }
        bench
    }

    /// One batched step in `mode`.
    fn step(&mut self, mode: Mode) {
        let width = self.batch.num_actions();
        let out = self.buffers.as_step_buffers();
        match mode {
            Mode::Serial => self.batch.step_random(&mut self.policy, &mut self.actions, out),
            Mode::Parallel => self.batch.step_random_parallel(&mut self.policy, &mut self.actions, out),
            Mode::ActionsSerial => {
                self.policy.sample(out.masks, width, &mut self.actions).expect("legal actions");
                self.batch.step(&self.actions, out)
            }
            Mode::ActionsParallel => {
                self.policy.sample_parallel(out.masks, width, &mut self.actions).expect("legal actions");
                self.batch.step_parallel(&self.actions, out)
            }
        }
        .expect("legal actions");
    }
}

/// How a step's actions are chosen and on how many cores the slots are stepped (see the module docs).
#[derive(Clone, Copy)]
enum Mode {
    Serial,
    Parallel,
    ActionsSerial,
    ActionsParallel,
}

impl Mode {
    const ALL: [(Mode, &'static str); 4] = [
        (Mode::Serial, "serial"),
        (Mode::Parallel, "parallel"),
        (Mode::ActionsSerial, "actions_serial"),
        (Mode::ActionsParallel, "actions_parallel"),
    ];
}

fn bench_game<G>(c: &mut Criterion, name: &str, start: &G, steps: usize)
where
    G: ActionIndex + ObservationTensor + Send + Sync,
    G::Move: Send + Sync,
{
    let mut group = c.benchmark_group(format!("batch/{name}"));
    group.throughput(Throughput::Elements((SLOTS * steps) as u64));
    group.sample_size(10).warm_up_time(Duration::from_millis(500)).measurement_time(Duration::from_secs(3));
    // Built (and warmed up) on first use, so a filtered run skips the games it does not measure.
    let mut warm = None;
    for (mode, name) in Mode::ALL {
        group.bench_function(BenchmarkId::new(name, SLOTS), |b| {
            let warm = warm.get_or_insert_with(|| Bench::new(start.clone()));
            // Every iteration replays the same steps from the same states (the clone is not timed).
            b.iter_batched_ref(
                || warm.clone(),
                |bench| {
                    for _ in 0..steps {
                        bench.step(mode);
                    }
                    black_box(&bench.buffers.observations);
                },
                BatchSize::PerIteration,
            );
        });
    }
    group.finish();
}

fn draughts(c: &mut Criterion) {
    use bashnya::{Position, Rules};
    bench_game(c, "russian", &Position::start(Rules::russian_draughts()), STEPS);
    bench_game(c, "bashni", &Position::start(Rules::bashni()), STEPS);
    bench_game(c, "lasca", &Position::start(Rules::lasca()), STEPS);
}

fn siege(c: &mut Criterion) {
    use siege_paris::{Position, Rules};
    bench_game(c, "siege", &Position::start(Rules::from_preset("standard").expect("a preset")), STEPS / 4);
}

fn chess4(c: &mut Criterion) {
    use chess4_bastardo::tarot::{TarotGame, TarotRules};
    use chess4_bastardo::{Position, Rules};
    bench_game(c, "bastardo", &Position::start(Rules::standard()), STEPS / 4);
    bench_game(c, "tarot", &TarotGame::start(TarotRules::standard()), STEPS / 4);
}

fn batarde(c: &mut Criterion) {
    use batarde_cards::{Match, Rules};
    bench_game(c, "batarde-4p", &Match::start(Rules::from_preset("4p").expect("a preset")), STEPS);
}

fn backgammon(c: &mut Criterion) {
    use backgammon_nodice::steps::StepGame;
    use backgammon_nodice::{Position, Rules};
    let rules = |name| Rules::from_preset(name).expect("a preset");
    // Python's `classic-nocube` preset: whole plays as actions, dice rolled at chance nodes.
    bench_game(c, "backgammon-classic-nocube", &Position::start(rules("classic-nocube")), STEPS / 4);
    // The same game one checker step per action.
    bench_game(
        c,
        "backgammon-classic-steps",
        &StepGame::new(Position::start(rules("classic-nocube"))),
        STEPS / 4,
    );
    bench_game(c, "backgammon-nodice-nocube", &Position::start(rules("nodice-nocube")), STEPS / 20);
}

criterion_group!(benches, draughts, siege, chess4, batarde, backgammon);
criterion_main!(benches);
