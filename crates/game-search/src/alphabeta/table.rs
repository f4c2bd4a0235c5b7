//! The transposition table: a fixed-size, power-of-two array indexed by the low bits of the Zobrist hash.

use alloc::vec::Vec;

use crate::SearchError;

/// How a stored value bounds the true value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    /// The value is exact.
    Exact,
    /// The true value is at least this (a beta cutoff).
    Lower,
    /// The true value is at most this (no move raised alpha).
    Upper,
}

/// One remembered position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TableEntry<M> {
    /// The full 64-bit hash, to tell apart positions that share a slot.
    pub key: u64,
    /// The best (or refuting) move found, tried first next time.
    pub best_move: Option<M>,
    /// The value, mate scores relative to this position (not to the root).
    pub value: i32,
    /// The depth searched below the position.
    pub depth: u8,
    /// How `value` bounds the true value.
    pub bound: Bound,
    /// The search (a counter bumped by each [`TranspositionTable::new_search`]) that stored it.
    pub generation: u8,
}

/// A transposition table of `2^k` entries, one per slot, indexed by the hash's low bits.
///
/// Replacement is depth-preferred with aging: a new entry replaces the slot's entry when the slot is empty,
/// holds the same position, was stored by an earlier search, or was searched no deeper than the new one.
/// Otherwise the deeper, current entry stays (it saved more work).
#[derive(Clone, Debug)]
pub struct TranspositionTable<M> {
    slots: Vec<Option<TableEntry<M>>>,
    mask: u64,
    generation: u8,
}

impl<M: Copy> TranspositionTable<M> {
    /// A table of `entries` slots; `entries` must be a power of two.
    pub fn new(entries: usize) -> Result<Self, SearchError> {
        if !entries.is_power_of_two() {
            return Err(SearchError::InvalidConfig("the table size must be a power of two"));
        }
        Ok(TranspositionTable { slots: alloc::vec![None; entries], mask: entries as u64 - 1, generation: 0 })
    }

    /// The number of slots.
    pub fn capacity(&self) -> usize {
        self.slots.len()
    }

    /// Slots in use.
    pub fn occupied(&self) -> usize {
        self.slots.iter().filter(|s| s.is_some()).count()
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.slots.fill(None);
    }

    /// Marks the start of a new search: older entries become replaceable.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// The entry for `key`, if the table holds it.
    pub fn probe(&self, key: u64) -> Option<&TableEntry<M>> {
        self.slots[(key & self.mask) as usize].as_ref().filter(|e| e.key == key)
    }

    /// Stores an entry (the generation is set to the current search's), subject to the replacement rule.
    pub fn store(&mut self, mut entry: TableEntry<M>) {
        entry.generation = self.generation;
        let slot = &mut self.slots[(entry.key & self.mask) as usize];
        let replace = match slot {
            None => true,
            Some(old) => {
                old.key == entry.key || old.generation != self.generation || entry.depth >= old.depth
            }
        };
        if replace {
            // Keep the old best move when the new entry has none for the same position (an upper bound).
            if entry.best_move.is_none()
                && let Some(old) = slot.as_ref().filter(|o| o.key == entry.key)
            {
                entry.best_move = old.best_move;
            }
            *slot = Some(entry);
        }
    }
}
