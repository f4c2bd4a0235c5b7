//! The variant's Zobrist hash: the base position's incremental hash (pieces, en-passant rights, unmoved pawns,
//! seat to move, eliminations, captured counts, kept move by move by [`Position`](crate::Position)) XOR a
//! hash of the variant's own state, kept as one key per *slot*.
//!
//! A slot is a small piece of the variant's state packed into a `u64` (one card class's count in the deck,
//! one seat's objectives, every seat's Death square...), 45 in all, and its key is a mix of the slot's
//! table key and its value. An action XORs out the key of each slot it changed and XORs in the new one:
//! a board turn looks only at the ten slots a turn can change (the seats' objectives, Death, the
//! eliminators, retirements, pawns taken, check runs, the ending), a step of the deal at all of them (the
//! deal is a few dozen actions a game). [`TarotGame::meta_from_scratch`] recomputes every slot, the
//! reference the laws check the incremental hash against.
//!
//! What the hash covers: everything [`TarotGame`]'s `Eq` compares, but the no-progress clock (as the base
//! game) and the rules (two games under different rules never compare equal).

use abstract_game::zobrist_keys;

use super::TarotGame;
use super::state::SeatCards;

/// Slots: 16 deck counts, 2 words of public cards, 5 per seat, 7 global.
pub(crate) const SLOTS: usize = 16 + 2 + 4 * 5 + 7;
const PUBLIC: usize = 16;
const SEATS: usize = 18;
const DEATH: usize = SEATS + 20;
const ELIMINATED_BY: usize = DEATH + 1;
const RETIRED: usize = DEATH + 2;
const PAWNS: usize = DEATH + 3;
const CHECKS: usize = DEATH + 4;
const ENDING: usize = DEATH + 5;
const FLAGS: usize = DEATH + 6;

/// The slots a board turn may change: each seat's objectives (declared, reached) and the counters of the
/// board game. Nothing else of the variant's state moves after the deal.
const TURN_SLOTS: [usize; 10] =
    [SEATS + 2, SEATS + 7, SEATS + 12, SEATS + 17, DEATH, ELIMINATED_BY, RETIRED, PAWNS, CHECKS, ENDING];

static KEYS: [u64; SLOTS] = zobrist_keys(0x7a20_7001_b457_a4d0);

/// The key of a slot holding `value`: the slot's table key mixed with the value (splitmix64's finaliser).
#[inline]
fn key(slot: usize, value: u64) -> u64 {
    let mut z = (KEYS[slot % SLOTS] ^ value).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn bytes(counts: &[u8]) -> u64 {
    counts.iter().rev().fold(0, |acc, &b| acc << 8 | u64::from(b))
}

fn seat_slot(cards: &SeatCards, part: usize) -> u64 {
    match part {
        0 => {
            cards.stage as u64
                | u64::from(cards.nine) << 8
                | u64::from(cards.changed) << 9
                | u64::from(cards.replacing) << 10
        }
        1 => cards.hand.iter().fold(cards.hand.len() as u64, |acc, c| acc << 4 | c.index() as u64),
        2 => cards.goals.iter().fold(cards.goals.len() as u64, |acc, g| {
            acc << 6 | g.card.index() as u64 | u64::from(g.declared) << 4 | u64::from(g.achieved) << 5
        }),
        3 => bytes(&cards.discards.0[..8]),
        _ => bytes(&cards.discards.0[8..]),
    }
}

impl TarotGame {
    /// The value of one slot (see the module docs).
    fn slot(&self, slot: usize) -> u64 {
        match slot {
            0..PUBLIC => u64::from(self.deck.0[slot]),
            PUBLIC => bytes(&self.public.0[..8]),
            17 => bytes(&self.public.0[8..]),
            SEATS..DEATH => seat_slot(&self.cards[(slot - SEATS) / 5], (slot - SEATS) % 5),
            DEATH => bytes(&self.death) | bytes(&self.death_knight) << 32,
            ELIMINATED_BY => bytes(&self.eliminated_by),
            RETIRED => {
                let retired = self.retired.iter().enumerate().fold(0, |acc, (i, &r)| acc | u64::from(r) << i);
                retired | bytes(&self.retired_pieces) << 8
            }
            PAWNS => bytes(&self.pawns_taken),
            CHECKS => bytes(&self.check_run) | bytes(&self.queen_check_run) << 32,
            ENDING => {
                let ending = match self.ending {
                    None => 0,
                    Some(super::TarotEnding::Objective(seat)) => 1 + seat.index() as u64,
                    Some(super::TarotEnding::LastStanding) => 5,
                    Some(super::TarotEnding::NoProgress) => 6,
                };
                ending | u64::from(self.winners) << 8
            }
            FLAGS => u64::from(self.alliance) | u64::from(self.playing) << 1 | u64::from(self.redeals) << 8,
            _ => 0,
        }
    }

    /// The variant's part of the hash, from nothing.
    pub(crate) fn meta_from_scratch(&self) -> u64 {
        (0..SLOTS).fold(0, |h, slot| h ^ key(slot, self.slot(slot)))
    }

    /// This game with its hash set from scratch.
    pub(crate) fn rehashed(mut self) -> TarotGame {
        self.rehash();
        self
    }

    /// Sets the kept hash from scratch: for states built field by field (the parser, a given deal, a sample).
    pub(crate) fn rehash(&mut self) {
        self.meta_hash = self.meta_from_scratch();
        self.board.hash = crate::hash::from_scratch(&self.board);
    }

    /// Plays a step of the deal for seat `s`, keeping the hash: every slot is compared before and after.
    pub(crate) fn play_deal_hashed(&mut self, s: usize, mv: super::TarotMove) {
        let before: [u64; SLOTS] = core::array::from_fn(|slot| self.slot(slot));
        self.play_deal(s, mv);
        for (slot, &old) in before.iter().enumerate() {
            let new = self.slot(slot);
            if new != old {
                self.meta_hash ^= key(slot, old) ^ key(slot, new);
            }
        }
    }

    /// Plays a board turn, keeping the hash: only the slots a turn can change are compared.
    pub(crate) fn play_turn_hashed(&mut self, mv: super::TarotMove) {
        let before = TURN_SLOTS.map(|slot| self.slot(slot));
        self.play_turn(mv);
        for (&slot, &old) in TURN_SLOTS.iter().zip(&before) {
            let new = self.slot(slot);
            if new != old {
                self.meta_hash ^= key(slot, old) ^ key(slot, new);
            }
        }
    }
}

/// The whole game's hash, incremental: the board's keys and the variant's slots.
impl abstract_game::ZobristHash for TarotGame {
    fn zobrist(&self) -> u64 {
        self.board.hash ^ self.meta_hash
    }

    fn zobrist_from_scratch(&self) -> u64 {
        crate::hash::from_scratch(&self.board) ^ self.meta_from_scratch()
    }
}
