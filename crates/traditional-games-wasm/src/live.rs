//! How many games, states and bots are alive in WebAssembly memory: each object holds a [`Live`] token that
//! counts it up when made and down when dropped, so the package's tests can check that the objects
//! JavaScript drops (or frees) are dropped on the Rust side too. Not part of the package's API.

use core::sync::atomic::{AtomicUsize, Ordering};

use wasm_bindgen::prelude::*;

/// The kinds of object the module hands to JavaScript.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    /// A [`crate::RawGame`].
    Game,
    /// A [`crate::RawState`].
    State,
    /// A [`crate::RawBot`].
    Bot,
}

static GAMES: AtomicUsize = AtomicUsize::new(0);
static STATES: AtomicUsize = AtomicUsize::new(0);
static BOTS: AtomicUsize = AtomicUsize::new(0);

fn counter(kind: Kind) -> &'static AtomicUsize {
    match kind {
        Kind::Game => &GAMES,
        Kind::State => &STATES,
        Kind::Bot => &BOTS,
    }
}

/// One live object of a kind: counted from when it is made until it is dropped. Copies count too.
#[derive(Debug)]
pub(crate) struct Live(Kind);

impl Live {
    /// Counts one more object of `kind`.
    pub(crate) fn new(kind: Kind) -> Live {
        counter(kind).fetch_add(1, Ordering::Relaxed);
        Live(kind)
    }
}

impl Clone for Live {
    fn clone(&self) -> Live {
        Live::new(self.0)
    }
}

impl Drop for Live {
    fn drop(&mut self) {
        counter(self.0).fetch_sub(1, Ordering::Relaxed);
    }
}

/// How many objects of `kind` are alive now.
pub(crate) fn count(kind: Kind) -> usize {
    counter(kind).load(Ordering::Relaxed)
}

/// For the package's tests only (not part of its API): how many games, states and bots are alive in
/// WebAssembly memory, as JSON `{"games": n, "states": n, "bots": n}`.
#[wasm_bindgen(js_name = liveObjectsJson)]
#[must_use]
pub fn live_objects_json() -> String {
    serde_json::json!({
        "games": count(Kind::Game),
        "states": count(Kind::State),
        "bots": count(Kind::Bot),
    })
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::{Kind, Live, count};

    #[test]
    fn a_token_counts_its_object_until_it_is_dropped() {
        // Only this test makes bots, so the count is its own.
        let before = count(Kind::Bot);
        let one = Live::new(Kind::Bot);
        let two = one.clone();
        assert_eq!(count(Kind::Bot), before + 2);
        drop(one);
        assert_eq!(count(Kind::Bot), before + 1);
        drop(two);
        assert_eq!(count(Kind::Bot), before);
    }
}
