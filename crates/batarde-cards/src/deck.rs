//! The orders as tables of masks: for every card, the cards of its suit that beat it, under the normal and
//! the trump order and for either pack winning ties. Built at compile time, so "must overtrump" and "who wins
//! the trick" are one mask lookup.

use crate::card::{Card, Pack, Rank};
use crate::cardset::CardSet;

/// Which order ranks a suit in: normal (plain suits, No-trumps) or trump (the trump suit, every suit in
/// All-trumps).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Order {
    Normal = 0,
    Trump = 1,
}

/// A card's strength key: rank strength in the order, then 1 if it comes from the pack that wins ties.
const fn key(card: Card, order: Order, tie_winner: Pack) -> u8 {
    let rank: Rank = card.rank();
    let strength = match order {
        Order::Normal => rank.normal_strength(),
        Order::Trump => rank.trump_strength(),
    };
    strength * 2 + (card.pack() as u8 == tie_winner as u8) as u8
}

/// `BEATS[order][tie_winner][card]`: the cards of the same suit (both packs) strictly stronger than `card`.
static BEATS: [[[u128; 72]; 2]; 2] = build_beats();

const fn build_beats() -> [[[u128; 72]; 2]; 2] {
    let orders = [Order::Normal, Order::Trump];
    let packs = [Pack::Simple, Pack::Marked];
    let mut table = [[[0u128; 72]; 2]; 2];
    let mut o = 0;
    while o < 2 {
        let mut p = 0;
        while p < 2 {
            let mut c = 0;
            while c < 72 {
                let Some(card) = Card::from_index(c) else { unreachable!() };
                let mut d = 0;
                let mut mask = 0u128;
                while d < 72 {
                    let Some(other) = Card::from_index(d) else { unreachable!() };
                    if other.suit() as u8 == card.suit() as u8
                        && key(other, orders[o], packs[p]) > key(card, orders[o], packs[p])
                    {
                        mask |= 1u128 << d;
                    }
                    d += 1;
                }
                table[o][p][c] = mask;
                c += 1;
            }
            p += 1;
        }
        o += 1;
    }
    table
}

/// The cards of `card`'s suit that beat it under `order`, identical cards going to `tie_winner`'s copy.
#[inline]
pub(crate) fn beats(card: Card, order: Order, tie_winner: Pack) -> CardSet {
    CardSet::from_bits(BEATS[order as usize][tie_winner as usize][card.index()])
}
