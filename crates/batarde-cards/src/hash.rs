//! Zobrist keys: one per (card, place), per bid, per count of tricks won, per turn, per doubling, so the hash
//! of a hand follows each deal, bid and card played with a few xors.

use abstract_game::zobrist_keys;

use crate::card::Card;

const SEATS: usize = 8;
const CARDS: usize = Card::COUNT;
const TRICK_COUNTS: usize = 15;

const HAND: usize = 0;
const GONE: usize = HAND + SEATS * CARDS;
const TRICK: usize = GONE + CARDS;
const EXCLUDED: usize = TRICK + SEATS * CARDS;
const BID: usize = EXCLUDED + SEATS * CARDS;
const CONTRACT: usize = BID + SEATS * TRICK_COUNTS;
const WON: usize = CONTRACT + 12;
const TURN: usize = WON + SEATS * TRICK_COUNTS;
const DEALER: usize = TURN + 4 * SEATS;
const MECHOUNE: usize = DEALER + SEATS;
const CHOUNE: usize = MECHOUNE + SEATS * SEATS;
const LEADER: usize = CHOUNE + 1;
const SHAPE: usize = LEADER + SEATS;
const TOTAL: usize = SHAPE + 8 * 16;

static KEYS: [u64; TOTAL] = zobrist_keys(0xba7a_4de0_ca4d_5eed);

/// `card` in `seat`'s hand.
#[inline]
pub(crate) fn in_hand(seat: usize, card: Card) -> u64 {
    KEYS[HAND + seat * CARDS + card.index()]
}

/// `card` in a finished trick.
#[inline]
pub(crate) fn gone(card: Card) -> u64 {
    KEYS[GONE + card.index()]
}

/// `card` at `position` in the trick on the table.
#[inline]
pub(crate) fn in_trick(position: usize, card: Card) -> u64 {
    KEYS[TRICK + position * CARDS + card.index()]
}

/// The cards `seat` is known not to hold, as one key (the set grows by a whole suit at a time, so one mixed
/// key per set is cheaper to update than a key per card).
#[inline]
pub(crate) fn excluded(seat: usize, cards: u128) -> u64 {
    // The empty set has key 0, selected without a branch (the set becomes non-empty at a random card).
    let low = number(EXCLUDED + seat, cards as u64);
    let high = number(EXCLUDED + 8 + seat, (cards >> 64) as u64);
    (low ^ high.rotate_left(17)) & u64::from(cards != 0).wrapping_neg()
}

/// `seat`'s standing bid of `tricks`.
#[inline]
pub(crate) fn bid(seat: usize, tricks: u8) -> u64 {
    KEYS[BID + seat * TRICK_COUNTS + (tricks as usize).min(TRICK_COUNTS - 1)]
}

/// The standing contract (dense index `0..12`).
#[inline]
pub(crate) fn contract(index: usize) -> u64 {
    KEYS[CONTRACT + index]
}

/// `seat` has won `tricks` tricks (zero tricks has a key too, which is harmless).
#[inline]
pub(crate) fn won(seat: usize, tricks: u8) -> u64 {
    KEYS[WON + seat * TRICK_COUNTS + (tricks as usize).min(TRICK_COUNTS - 1)]
}

/// Phase and seat to act.
#[inline]
pub(crate) fn turn(phase: usize, seat: usize) -> u64 {
    KEYS[TURN + phase * SEATS + seat]
}

/// The dealer.
#[inline]
pub(crate) fn dealer(seat: usize) -> u64 {
    KEYS[DEALER + seat]
}

/// `by` méchouned `target`'s bid.
#[inline]
pub(crate) fn mechoune(by: usize, target: usize) -> u64 {
    KEYS[MECHOUNE + by * SEATS + target]
}

/// The méchouned player answered choune.
#[inline]
pub(crate) fn choune() -> u64 {
    KEYS[CHOUNE]
}

/// The leader of the trick on the table.
#[inline]
pub(crate) fn leader(seat: usize) -> u64 {
    KEYS[LEADER + seat]
}

/// Table size and cards per player.
#[inline]
pub(crate) fn shape(players: usize, cards: usize) -> u64 {
    KEYS[SHAPE + (players % 8) * 16 + cards % 16]
}

/// A key for a number (match totals, hand index), mixed from the table so any value has one.
pub(crate) fn number(slot: usize, value: u64) -> u64 {
    let mut z = value.wrapping_add(KEYS[slot % TOTAL]).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z ^ (z >> 31)
}
