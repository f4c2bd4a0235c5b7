//! How long a search runs.

#[cfg(feature = "std")]
use core::time::Duration;

/// The budget of one Monte Carlo search: a number of iterations (no clock needed) or, with the `std` feature, a
/// wall-clock time.
///
/// Only iteration budgets give reproducible results: a time budget stops after however many iterations the
/// machine managed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum Budget {
    /// Exactly this many iterations.
    Iterations(u64),
    /// Iterate until this much time has passed (checked every few iterations).
    #[cfg(feature = "std")]
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    Time(Duration),
    /// Whichever comes first: this many iterations or this much time.
    #[cfg(feature = "std")]
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    IterationsOrTime(u64, Duration),
}

impl Budget {
    /// The iteration cap, if the budget has one.
    pub const fn max_iterations(self) -> u64 {
        match self {
            Budget::Iterations(n) => n,
            #[cfg(feature = "std")]
            Budget::IterationsOrTime(n, _) => n,
            #[cfg(feature = "std")]
            Budget::Time(_) => u64::MAX,
        }
    }

    /// Starts counting: the clock (if any) starts now.
    pub(crate) fn start(self) -> Meter {
        Meter {
            max_iterations: self.max_iterations(),
            #[cfg(feature = "std")]
            deadline: match self {
                Budget::Iterations(_) => None,
                Budget::Time(d) | Budget::IterationsOrTime(_, d) => {
                    crate::clock::Instant::now().checked_add(d)
                }
            },
            #[cfg(feature = "std")]
            started: crate::clock::Instant::now(),
        }
    }
}

/// A running budget.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Meter {
    max_iterations: u64,
    #[cfg(feature = "std")]
    deadline: Option<crate::clock::Instant>,
    #[cfg(feature = "std")]
    started: crate::clock::Instant,
}

/// Reading the clock costs tens of nanoseconds; every 16 iterations keeps that well under 1% of a playout.
#[cfg(feature = "std")]
const CLOCK_EVERY: u64 = 16;

impl Meter {
    /// Whether iteration number `done` (0-based count of iterations already run) may start.
    #[cfg_attr(not(feature = "std"), allow(clippy::trivially_copy_pass_by_ref))]
    pub(crate) fn may_continue(&self, done: u64) -> bool {
        if done >= self.max_iterations {
            return false;
        }
        #[cfg(feature = "std")]
        if let Some(deadline) = self.deadline
            && done.is_multiple_of(CLOCK_EVERY)
            && crate::clock::Instant::now() >= deadline
        {
            return false;
        }
        true
    }

    /// Time since the start; zero without the `std` feature.
    #[cfg_attr(not(feature = "std"), allow(clippy::trivially_copy_pass_by_ref, clippy::unused_self))]
    pub(crate) fn elapsed(&self) -> core::time::Duration {
        #[cfg(feature = "std")]
        return self.started.elapsed();
        #[cfg(not(feature = "std"))]
        core::time::Duration::ZERO
    }
}
