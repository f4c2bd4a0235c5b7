//! Stepping a batch across cores. The slots are cut into short runs that the calling thread and the batch's
//! helper threads take from a shared queue, each run stepped on one core.
//!
//! Why not a plain `par_iter`: a batch step of cheap games lasts a few hundred microseconds, and called from
//! outside rayon's pool (from Python, from a learner's own thread) a `par_iter` hands all the work to the
//! pool's sleeping threads and blocks: waking them, and then waking the caller, cost 26 to 115 µs each on the
//! development VM, a third of the step. Here the caller starts on the runs at once, the helpers join in when
//! they wake, the caller spins for the runs still under way rather than sleep on them, and after a section
//! the helpers stay awake briefly for the next one ([`keep_warm`]).
//!
//! Why helpers of their own rather than rayon's global pool: the caller is a worker too, so a section needs
//! one thread fewer than there are cores ([`helpers`]).
use alloc::vec::Vec;
use core::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use super::slots::{Picks, Slots, step_slots};
use super::{Batch, BatchError, RandomActions, StepBuffers};
use abstract_game::{ActionIndex, ObservationTensor};

/// Runs per thread (of slots to step, of masks to sample): enough that whoever is late (a thread woken late, a
/// slot with a reset or a long capture) leaves at most a short run to wait for, few enough that each run
/// outweighs taking it from the queue.
pub(super) const RUNS_PER_THREAD: usize = 16;

impl<G> Batch<G>
where
    G: ActionIndex + ObservationTensor + Send + Sync,
    G::Move: Send + Sync,
{
    /// [`Batch::step`] across cores: the slots are split into runs of consecutive slots (16 per thread, so a
    /// thread that finishes early takes another), each stepped on one core, by the calling thread and by
    /// rayon threads of the batch's own (one fewer than rayon's pool has when first used, so
    /// `RAYON_NUM_THREADS` sets the count). The games played, and every value written, are exactly those of
    /// [`Batch::step`].
    #[cfg_attr(docsrs, doc(cfg(feature = "rayon")))]
    pub fn step_parallel(&mut self, actions: &[usize], out: StepBuffers<'_>) -> Result<(), BatchError> {
        self.decode(actions, &out)?;
        // Taken out for the step, so the runs can borrow the batch's other fields; put back for the next.
        let moves = core::mem::take(&mut self.moves);
        let result = self.step_runs(Picks::Given(&moves), out);
        self.moves = moves;
        result
    }

    /// [`Batch::step_random`] across cores, split as [`Batch::step_parallel`] splits:
    /// the draws, the games and every value written are exactly those of [`Batch::step_random`]. The draws
    /// are made where the slots are stepped, so a step is one parallel section.
    #[cfg_attr(docsrs, doc(cfg(feature = "rayon")))]
    pub fn step_random_parallel(
        &mut self,
        policy: &mut RandomActions,
        actions: &mut [usize],
        out: StepBuffers<'_>,
    ) -> Result<(), BatchError> {
        self.check_random(policy, actions, &out)?;
        self.step_runs(Picks::Random { rngs: &mut policy.rngs, actions }, out)
    }

    /// Steps the slots in runs on the calling thread and rayon's; the inputs are already checked. On an
    /// observation error (a game breaking the one-shape law) the other runs are still stepped, and the error
    /// of the lowest slot among the runs that failed is returned.
    fn step_runs(&mut self, mut picks: Picks<'_, G::Move>, out: StepBuffers<'_>) -> Result<(), BatchError> {
        let w = self.widths(&out);
        let mut rest =
            Slots { first: 0, games: &mut self.games, rngs: &mut self.rngs, legal: &mut self.legal, out };
        let threads = workers();
        if threads == 1 || rest.games.len() < 2 {
            // Nothing to share: the serial loop, without the split's bookkeeping.
            let result = step_slots(&self.start, rest, picks, w);
            self.rows_written = result.is_ok();
            return result;
        }
        let run = rest.games.len().div_ceil(threads * RUNS_PER_THREAD).max(1);
        let mut runs = Vec::with_capacity(rest.games.len().div_ceil(run));
        while !rest.games.is_empty() {
            let n = run.min(rest.games.len());
            runs.push((rest.split_off_front(n, w), picks.split_off_front(n)));
        }
        let start = &self.start;
        let result = share(runs, |(slots, picks)| step_slots(start, slots, picks, w));
        self.rows_written = result.is_ok();
        result
    }
}

/// Runs `work` on every item, on the calling thread and the [`helpers`] (one task each), each item taken by
/// whoever is free. Returns the error of the lowest
/// slot among the items that failed; the other items are still worked.
pub(super) fn share<T: Send>(
    items: Vec<T>,
    work: impl Fn(T) -> Result<(), BatchError> + Sync,
) -> Result<(), BatchError> {
    let Some(pool) = helpers() else {
        // No helper threads (one core, or none could be started): the caller works every item.
        let mut result = Ok(());
        for item in items {
            result = lowest_slot(result, work(item));
        }
        return result;
    };
    // Tells the helpers kept warm by the last section to go back to their pool, where this section's tasks
    // wait for them.
    let section = SECTIONS.fetch_add(1, Ordering::AcqRel) + 1;
    let queue = Queue {
        ends: Mutex::new((0, items.len())),
        items: items.into_iter().map(|item| Mutex::new(Some(item))).collect(),
        active: AtomicUsize::new(0),
    };
    let drain = |end: End| {
        let mut result = Ok(());
        while let Some(item) = queue.take(end) {
            result = lowest_slot(result, work(item));
        }
        result
    };
    let failed = Mutex::new(Ok(()));
    let mut result = Ok(());
    pool.in_place_scope(|scope| {
        for _ in 0..pool.current_num_threads() {
            scope.spawn(|_| {
                let _active = Active::enter(&queue.active);
                let outcome = drain(End::Back);
                let mut failed = failed.lock().unwrap_or_else(PoisonError::into_inner);
                *failed = lowest_slot(core::mem::replace(&mut *failed, Ok(())), outcome);
            });
        }
        result = drain(End::Front);
        // The queue is empty; the helpers still on an item end within an item's time. Spinning for
        // them keeps this thread awake: leaving the scope before they are done would put it to sleep until
        // they wake it.
        while queue.active.load(Ordering::Acquire) > 0 {
            core::hint::spin_loop();
        }
    });
    keep_warm(pool, section);
    lowest_slot(result, failed.into_inner().unwrap_or_else(PoisonError::into_inner))
}

/// Parallel sections started so far, in the whole process.
static SECTIONS: AtomicUsize = AtomicUsize::new(0);

/// How long the pool's threads stay awake after a section, waiting for the next one.
const KEEP_WARM: Duration = Duration::from_micros(500);

/// Keeps the helpers awake for [`KEEP_WARM`] or until the next section starts, whichever comes first, as
/// `OpenMP` runtimes do. A rayon thread that finds no work sleeps within microseconds, and waking it costs
/// about 50 µs (median; 75-100 µs at the 90th percentile) on the development VM: a fifth of a Russian
/// draughts step of 1,024 slots, paid at every step of a loop. A warm thread takes the next section's task at
/// once. The spin yields the core at every turn, so it delays no other thread that wants it.
fn keep_warm(pool: &rayon::ThreadPool, section: usize) {
    for _ in 0..pool.current_num_threads() {
        pool.spawn(move || {
            let since = Instant::now();
            while SECTIONS.load(Ordering::Acquire) == section && since.elapsed() < KEEP_WARM {
                std::thread::yield_now();
            }
        });
    }
}

/// The threads that work a section beside its caller: a rayon pool of the batch module's own, with one thread
/// fewer than the pool of the thread that first asks (rayon's global pool, sized by `RAYON_NUM_THREADS`, or
/// the pool it runs in); `None` when that is one thread, or when no thread could be started.
///
/// Why not rayon's global pool itself: it has a thread per core, and with the caller working too a section
/// is one thread too many. When a section's task arrived, rayon woke a sleeping thread beside the one kept
/// warm, and whichever did not get the task spun and yielded on the cores the two workers needed. Measured on
/// the development VM (2 cores, Russian draughts, 1,024 slots, 1,000 sections): a step took 196 µs with the
/// global pool (the helper starting 15 µs in, each run 1.4x to 1.9x slower than stepped alone) and 131 µs with
/// one helper of its own (starting 5.5 µs in), against 223 µs on one core; two processes stepping a batch
/// each on their own core ran at the speed of one alone.
fn helpers() -> Option<&'static rayon::ThreadPool> {
    static HELPERS: std::sync::OnceLock<Option<rayon::ThreadPool>> = std::sync::OnceLock::new();
    HELPERS
        .get_or_init(|| {
            let threads = rayon::current_num_threads().checked_sub(1).filter(|&n| n > 0)?;
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .thread_name(|i| alloc::format!("abstract-game-batch-{i}"))
                .build()
                .ok()
        })
        .as_ref()
}

/// The threads a section runs on: the caller and the [`helpers`].
pub(super) fn workers() -> usize {
    helpers().map_or(1, |pool| pool.current_num_threads() + 1)
}

/// The items of a parallel section, each taken by exactly one thread: the caller takes them from the front,
/// the helpers from the back. From one step to the next the caller then steps about the same slots,
/// and so does the pool's thread, so each core finds its slots still in its own cache (Russian draughts'
/// 1,024 slots are 1.5 MB, past one core's 1 MB L2 but within two).
struct Queue<T> {
    /// The items not yet taken are `items[front..back]`.
    ends: Mutex<(usize, usize)>,
    // A `Mutex` per item lets a thread take it out by value; each is locked once, by the thread that took its
    // place from `ends`, so no thread ever waits on one.
    items: Vec<Mutex<Option<T>>>,
    /// Helpers inside the section.
    active: AtomicUsize,
}

/// Which end of the queue a thread takes from.
#[derive(Clone, Copy)]
enum End {
    Front,
    Back,
}

impl<T> Queue<T> {
    /// The next item not yet taken from `end`, if any.
    fn take(&self, end: End) -> Option<T> {
        let at = {
            let mut ends = self.ends.lock().unwrap_or_else(PoisonError::into_inner);
            let (front, back) = &mut *ends;
            if front == back {
                return None;
            }
            match end {
                End::Front => {
                    *front += 1;
                    *front - 1
                }
                End::Back => {
                    *back -= 1;
                    *back
                }
            }
        };
        self.items[at].lock().unwrap_or_else(PoisonError::into_inner).take()
    }
}

/// Counts a helper as inside the step until dropped, even if a game panics in its run (the panic then
/// reaches the caller through rayon's scope instead of leaving it spinning).
struct Active<'a>(&'a AtomicUsize);

impl<'a> Active<'a> {
    fn enter(active: &'a AtomicUsize) -> Self {
        active.fetch_add(1, Ordering::AcqRel);
        Active(active)
    }
}

impl Drop for Active<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

/// Of two results, the error of the lower slot, if either failed.
fn lowest_slot(a: Result<(), BatchError>, b: Result<(), BatchError>) -> Result<(), BatchError> {
    match (a, b) {
        (Err(a), Err(b)) => Err(if slot_of(&b) < slot_of(&a) { b } else { a }),
        (Err(e), Ok(())) | (Ok(()), Err(e)) => Err(e),
        (Ok(()), Ok(())) => Ok(()),
    }
}

/// The slot an error names (stepping only fails with slot errors).
fn slot_of(error: &BatchError) -> usize {
    match *error {
        BatchError::Observation { slot, .. }
        | BatchError::IllegalAction { slot, .. }
        | BatchError::ActionOutOfRange { slot, .. }
        | BatchError::EmptyMask { slot } => slot,
        _ => usize::MAX,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    #[test]
    fn every_item_is_worked_once_and_the_lowest_slots_error_wins() {
        let seen: Vec<AtomicUsize> = (0..100).map(|_| AtomicUsize::new(0)).collect();
        let result = share((0..100).collect(), |slot: usize| {
            seen[slot].fetch_add(1, Ordering::Relaxed);
            if slot % 30 == 17 { Err(BatchError::EmptyMask { slot }) } else { Ok(()) }
        });
        assert_eq!(result, Err(BatchError::EmptyMask { slot: 17 }));
        assert!(seen.iter().all(|n| n.load(Ordering::Relaxed) == 1));
        assert_eq!(share(vec![1, 2, 3], |_| Ok(())), Ok(()));
        assert_eq!(share(Vec::<u8>::new(), |_| Ok(())), Ok(()));
    }

    #[test]
    fn a_section_runs_on_the_caller_and_one_helper_fewer_than_rayons_pool() {
        // As many workers as rayon's pool has threads, the caller being one of them.
        assert_eq!(workers(), rayon::current_num_threads());
        let caller = std::thread::current().id();
        let others = Mutex::new(Vec::new());
        // Items long enough for the helpers to wake and take some; sections again while the helpers are busy
        // (the other tests share them).
        for _ in 0..100 {
            share((0..16).collect(), |_: usize| {
                std::thread::sleep(Duration::from_micros(200));
                let this = std::thread::current();
                if this.id() != caller {
                    others.lock().unwrap().push((this.id(), this.name().map(alloc::string::String::from)));
                }
                Ok(())
            })
            .unwrap();
            if workers() == 1 || !others.lock().unwrap().is_empty() {
                break;
            }
        }
        let others = others.into_inner().unwrap();
        // Every other item ran on a helper of the batch's own pool, never on a thread of rayon's global pool.
        assert!(
            others
                .iter()
                .all(|(_, name)| name.as_deref().is_some_and(|n| n.starts_with("abstract-game-batch-")))
        );
        let mut ids: Vec<_> = others.iter().map(|(id, _)| *id).collect();
        ids.sort_unstable_by_key(|id| alloc::format!("{id:?}"));
        ids.dedup();
        assert!(ids.len() < workers(), "{} helper threads", ids.len());
        if workers() > 1 {
            assert!(!others.is_empty(), "the helpers took no item");
        }
    }

    #[test]
    fn a_panic_on_a_pool_thread_reaches_the_caller_instead_of_leaving_it_spinning() {
        // The caller (this test's thread, outside the pool) works its items normally; an item taken by a pool
        // thread panics. The items take a millisecond each, so the pool's threads wake while some are left.
        let caught = std::panic::catch_unwind(|| {
            share((0..64).collect(), |_: usize| {
                std::thread::sleep(std::time::Duration::from_millis(1));
                assert!(rayon::current_thread_index().is_none(), "a bad game on a pool thread");
                Ok(())
            })
        });
        assert!(caught.is_err(), "the pool thread's panic is the caller's");
    }
}
