//! Fast random play for playouts and search: a uniformly random legal move drawn straight from the masks,
//! without filling a move list.

use abstract_game::rand_core::Rng;

use crate::bid::{Bid, Contract, Mode};
use crate::card::{Card, Pack};
use crate::cardset::CardSet;
use crate::deck::{Order, beats};
use crate::hand::{Hand, NO_BID, Phase};
use crate::hash;
use crate::mv::Move;

impl Hand {
    /// A move drawn uniformly from [`Game::legal_moves`](abstract_game::Game::legal_moves) (at a deal, a card drawn uniformly from the stock,
    /// which is exactly the chance distribution), or `None` when the hand is over. The same distribution as
    /// [`abstract_game::random_move`], several times faster: cards come from a mask, bids from their count.
    pub fn random_legal_move<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        match self.phase {
            Phase::Deal => self.stock().random(rng).map(Move::Deal),
            Phase::Auction => self.random_bid(rng).map(Move::Bid),
            Phase::Play => self.legal_cards().random(rng).map(Move::Play),
            Phase::Over => None,
        }
    }

    /// Plays the hand to the end with [`Hand::random_legal_move`] for every seat and every deal; returns the
    /// number of moves played. No out-of-turn doubling is made (as in [`abstract_game::random_playout`]).
    pub fn play_random<R: Rng + ?Sized>(&mut self, rng: &mut R) -> usize {
        let mut plies = 0;
        if self.phase == Phase::Deal {
            plies += self.deal_random(rng);
        }
        if self.phase == Phase::Auction {
            plies += self.auction_random(rng);
        }
        // A trick already started is finished card by card; then whole tricks at a time.
        while self.phase == Phase::Play && self.trick_len > 0 {
            let hand = self.hands[self.to_act as usize % 8];
            // Every legal card comes from one obligation tier, so the choice and what it reveals are one pass.
            let (legal, revealed) = self.tiers().legal_and_absent(hand);
            let Some(card) = legal.random(rng) else { break };
            self.play_card_revealing(card, revealed);
            plies += 1;
        }
        if self.phase == Phase::Play {
            plies += self.play_tricks_random(rng);
        }
        plies
    }

    /// Plays the remaining tricks at random from the start of a trick (the same card draws as
    /// [`Hand::random_legal_move`], in the same order). The cards never sit in the trick array and the hash
    /// takes only each card's net change (out of the hand, into the finished tricks) and the net change of
    /// turn: the final state, hash included, is the one card-by-card play reaches.
    fn play_tricks_random<R: Rng + ?Sized>(&mut self, rng: &mut R) -> usize {
        // One pack lives in the low 64 bits: plain `u64` masks there halve the work of every mask operation.
        if self.two_packs() {
            self.play_tricks_in::<u128, R>(rng)
        } else {
            self.play_tricks_in::<u64, R>(rng)
        }
    }

    fn play_tricks_in<W: Word, R: Rng + ?Sized>(&mut self, rng: &mut R) -> usize {
        let players = self.players;
        let contract = self.contract_or_default();
        let start_turn = hash::turn(self.phase as usize, self.to_act as usize % 8);
        let start_leader = self.leader;
        let deck = W::of(self.deck());
        let mut hash = self.hash;
        let mut hands = self.hands.map(W::of);
        let mut gone = W::of(self.gone);
        let mut leader = self.leader;
        let mut plies = 0;
        // What each seat shows it lacks: kept branch-free in the loop, hashed once at the end.
        let mut excluded = self.excluded.map(W::of);
        let rules = TrickRules::<W>::new(contract);
        while self.tricks_done < self.cards {
            let mut s = leader;
            let Some(led) = hands[s as usize % 8].random(rng) else { break };
            hands[s as usize % 8] = hands[s as usize % 8] & !W::bit(led);
            hash ^= hash::in_hand(s as usize % 8, led) ^ hash::gone(led);
            gone |= W::bit(led);
            plies += 1;
            let mut winner_seat = s;
            let (mut tiers, mut stronger) = rules.after(led, led);
            for _ in 1..players {
                s = if s + 1 == players { 0 } else { s + 1 };
                let seat = s as usize % 8;
                let hand = hands[seat];
                // The first tier the hand meets gives the legal cards; the tiers before it are revealed empty.
                // Chosen with selects, not branches: which tier applies is as random as the cards.
                let [a, b, c] = tiers;
                let (mut legal, mut revealed) = (hand, a | b | c);
                let pick = |cond: bool, x: W, y: W| if cond { x } else { y };
                let (in_a, in_b, in_c) = (hand & a != W::ZERO, hand & b != W::ZERO, hand & c != W::ZERO);
                legal = pick(in_c, hand & c, legal);
                revealed = pick(in_c, a | b, revealed);
                legal = pick(in_b, hand & b, legal);
                revealed = pick(in_b, a, revealed);
                legal = pick(in_a, hand & a, legal);
                revealed = pick(in_a, W::ZERO, revealed);
                let Some(card) = legal.random(rng) else { break };
                excluded[seat] |= revealed & deck;
                let bit = W::bit(card);
                hands[seat] = hand & !bit;
                hash ^= hash::in_hand(seat, card) ^ hash::gone(card);
                gone |= bit;
                plies += 1;
                if stronger & bit != W::ZERO {
                    winner_seat = s;
                    (tiers, stronger) = rules.after(led, card);
                }
            }
            let w = winner_seat as usize % 8;
            hash ^= hash::won(w, self.won[w]) ^ hash::won(w, self.won[w] + 1);
            self.won[w] += 1;
            leader = winner_seat;
            self.tricks_done += 1;
        }
        for (seat, (known, now)) in self.excluded.iter_mut().zip(excluded).enumerate() {
            let now = now.set();
            if now != *known {
                hash ^= hash::excluded(seat, known.bits()) ^ hash::excluded(seat, now.bits());
                *known = now;
            }
        }
        hash ^= hash::leader(start_leader as usize % 8) ^ hash::leader(leader as usize % 8);
        self.hands = hands.map(W::set);
        self.gone = gone.set();
        self.leader = leader;
        let phase = if self.tricks_done >= self.cards { Phase::Over } else { Phase::Play };
        self.phase = phase;
        self.to_act = leader;
        self.hash = hash ^ start_turn ^ hash::turn(phase as usize, leader as usize % 8);
        plies
    }

    /// Deals the rest of the stock at random; returns the number of cards dealt.
    ///
    /// Dealing the stock in a random order, one card at a time, is the same draw as the chance nodes' (each
    /// card uniform among those left) without recomputing the stock at every card. The draws of a partial
    /// Fisher-Yates shuffle are batched: several bounded draws share one random word (Brackett-Rozinsky and
    /// Lemire, "Batched ranged random integer generation", 2024), each still exactly uniform.
    fn deal_random<R: Rng + ?Sized>(&mut self, rng: &mut R) -> usize {
        if self.two_packs() {
            self.deal_random_in::<u128, R>(rng)
        } else {
            self.deal_random_in::<u64, R>(rng)
        }
    }

    fn deal_random_in<W: Word, R: Rng + ?Sized>(&mut self, rng: &mut R) -> usize {
        let stock_set = self.stock();
        let len = stock_set.len();
        // 128 places, indexed modulo 128: every index is visibly in bounds (the cards fill the first `len`).
        let mut stock = [crate::hand::FILLER; 128];
        stock[..Card::COUNT].copy_from_slice(&ALL_CARDS);
        if stock_set != self.deck() {
            for (place, card) in stock.iter_mut().zip(stock_set) {
                *place = card;
            }
        }
        let players = self.players();
        let to_deal = (players * self.cards_per_player()).saturating_sub(self.dealt.into()).min(len);
        let first = self.to_act as usize % 8;
        let mut picks = [0u8; 128];
        let mut next = 0;
        while next < to_deal {
            // One random word for the longest run of draws whose bounds multiply to at most BATCH_BOUND:
            // x * (n1 n2 ... nk) in mixed radix, each step's high word one draw, and the last low word decides
            // the rejection exactly as Lemire's method does for the product bound. The swaps are made as the
            // draws come and undone (in reverse) on the rare rejection.
            let mut low = rng.next_u64();
            let mut bound = 1u64;
            let mut end = next;
            while end < to_deal {
                let n = (len - end) as u64;
                let wider = bound * n;
                if wider > BATCH_BOUND && end > next {
                    break;
                }
                let product = u128::from(low) * u128::from(n);
                let pick = (product >> 64) as u8;
                low = product as u64;
                bound = wider;
                picks[end % 128] = pick;
                stock.swap(end % 128, (end + usize::from(pick)) % 128);
                end += 1;
            }
            if low < bound && low < bound.wrapping_neg() % bound {
                for place in (next..end).rev() {
                    stock.swap(place % 128, (place + usize::from(picks[place % 128])) % 128);
                }
                continue;
            }
            next = end;
        }
        // The shuffled cards go round the table from `first`.
        let (mut dealt, mut keys, mut receiver) = ([W::ZERO; 8], 0, first);
        for &card in &stock[..to_deal.min(128)] {
            dealt[receiver] |= W::bit(card);
            keys ^= crate::hash::in_hand(receiver, card);
            receiver = if receiver + 1 == players { 0 } else { receiver + 1 };
        }
        for (hand, cards) in self.hands.iter_mut().zip(dealt) {
            *hand |= cards.set();
        }
        self.hash ^= keys;
        // The turn keys of the cards in between cancel out: only the last one changes the hash.
        self.dealt += to_deal as u8;
        if usize::from(self.dealt) >= players * self.cards_per_player() {
            self.set_turn(Phase::Auction, self.leader);
        } else {
            self.set_turn(Phase::Deal, receiver as u8);
        }
        to_deal
    }

    /// Bids at random until the auction closes; returns the number of bids. The strongest standing bid and
    /// the sum of the standing bids are followed bid by bid instead of recounted.
    fn auction_random<R: Rng + ?Sized>(&mut self, rng: &mut R) -> usize {
        let mut summary = self.bid_summary();
        let mut index = self.contract.map(Contract::index);
        let mut plies = 0;
        while self.phase == Phase::Auction {
            let counts = self.bid_counts_with(summary, index);
            let Some((bid, bid_index)) = counts.bid(random_below(rng, counts.total(self.cards)), self.cards)
            else {
                break;
            };
            self.apply_bid_indexed(bid, index, bid_index);
            index = Some(bid_index);
            plies += 1;
            // A legal bid is made by a seat without a standing bid: it either starts a new mode (the only
            // standing bid then) or joins the standing ones.
            let (most, sum, standing) = summary;
            summary = if self.standing == 1 {
                (bid.tricks, u64::from(bid.tricks), 1)
            } else {
                (most.max(bid.tricks), sum + u64::from(bid.tricks), standing + 1)
            };
        }
        plies
    }

    /// The strongest standing bid's tricks (they all share the mode), the sum of the standing bids (for the
    /// hook rule) and their number.
    fn bid_summary(&self) -> (u8, u64, usize) {
        let (mut most, mut sum, mut standing) = (0u8, 0u64, 0usize);
        for &b in &self.bids[..self.players()] {
            if b != NO_BID {
                most = most.max(b);
                sum += u64::from(b);
                standing += 1;
            }
        }
        (most, sum, standing)
    }

    /// The number of legal bids of the seat on turn and how to find the `i`-th: a uniform index into the
    /// list picks a uniform bid without building the list.
    fn bid_counts(&self) -> BidCounts {
        self.bid_counts_with(self.bid_summary(), self.contract.map(Contract::index))
    }

    /// [`Hand::bid_counts`] given the [`Hand::bid_summary`].
    #[inline]
    fn bid_counts_with(&self, (most, sum, standing): (u8, u64, usize), index: Option<usize>) -> BidCounts {
        let pack_shift = u32::from(self.two_packs());
        let cards = u64::from(self.cards);
        let Some(contract) = self.contract else {
            return BidCounts { first: true, pack_shift, ..BidCounts::default() };
        };
        let hooked = (standing + 1 == self.players() && sum <= cards).then(|| (cards - sum) as u8);
        let accepting = cards + 1 - u64::from(hooked.is_some());
        let index = index.unwrap_or_else(|| contract.index());
        let mut counts = BidCounts {
            first: false,
            pack_shift,
            contract: Some(contract),
            index,
            hooked,
            accepting,
            most,
            ..BidCounts::default()
        };
        if !self.mode_locked() && standing > 0 {
            // A stronger mode may bid as many tricks as the strongest bid, a weaker one must bid more.
            let current = (index / 2) as u64;
            counts.current = current as u8;
            counts.per_stronger = (cards + 1).saturating_sub(u64::from(most)) << pack_shift;
            counts.per_weaker = cards.saturating_sub(u64::from(most)) << pack_shift;
            counts.stronger = counts.per_stronger * (5 - current);
            counts.weaker = counts.per_weaker * current;
        }
        counts
    }

    fn random_bid<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Bid> {
        let counts = self.bid_counts();
        let i = random_below(rng, counts.total(self.cards));
        counts.bid(i, self.cards).map(|(bid, _)| bid)
    }
}

/// The card masks of the trick loop: `u64` with one pack (its 36 cards are the low bits of a [`CardSet`]),
/// `u128` with two.
trait Word:
    Copy
    + Eq
    + core::ops::BitAnd<Output = Self>
    + core::ops::BitOr<Output = Self>
    + core::ops::BitOrAssign
    + core::ops::Not<Output = Self>
{
    const ZERO: Self;
    /// Every bit when `yes`, none otherwise.
    fn mask(yes: bool) -> Self;
    /// The mask of a set (the low word only for `u64`: the caller uses it with one pack).
    fn of(set: CardSet) -> Self;
    fn set(self) -> CardSet;
    fn bit(card: Card) -> Self;
    fn random<R: Rng + ?Sized>(self, rng: &mut R) -> Option<Card>;
}

impl Word for u64 {
    const ZERO: u64 = 0;
    #[inline]
    fn mask(yes: bool) -> u64 {
        u64::from(yes).wrapping_neg()
    }
    #[inline]
    fn of(set: CardSet) -> u64 {
        set.bits() as u64
    }
    #[inline]
    fn set(self) -> CardSet {
        CardSet::from_bits(u128::from(self))
    }
    #[inline]
    fn bit(card: Card) -> u64 {
        1 << (card.index() % 64)
    }
    #[inline]
    fn random<R: Rng + ?Sized>(self, rng: &mut R) -> Option<Card> {
        crate::cardset::random_in_word(self, rng)
    }
}

impl Word for u128 {
    const ZERO: u128 = 0;
    #[inline]
    fn mask(yes: bool) -> u128 {
        u128::from(yes).wrapping_neg()
    }
    #[inline]
    fn of(set: CardSet) -> u128 {
        set.bits()
    }
    #[inline]
    fn set(self) -> CardSet {
        CardSet::from_bits(self)
    }
    #[inline]
    fn bit(card: Card) -> u128 {
        CardSet::single(card).bits()
    }
    #[inline]
    fn random<R: Rng + ?Sized>(self, rng: &mut R) -> Option<Card> {
        CardSet::from_bits(self).random(rng)
    }
}

/// The contract's trick rules as masks, looked up once per hand so the trick loop does not branch on the
/// mode: the same obligations as `Tiers::new` and the same winner as `beats_winner`.
#[derive(Clone, Copy)]
struct TrickRules<W> {
    /// The trump suit (empty in No-trumps and All-trumps, where nobody trumps).
    trumps: W,
    /// All-trumps: every suit climbs in trump order.
    all_trumps: bool,
    tie: Pack,
}

impl<W: Word> TrickRules<W> {
    fn new(contract: crate::bid::Contract) -> TrickRules<W> {
        let trumps = contract.mode.trump_suit().map_or(W::ZERO, |suit| W::of(CardSet::suit(suit)));
        TrickRules { trumps, all_trumps: contract.mode == Mode::AllTrumps, tie: contract.tie_winner }
    }

    /// The obligation tiers for the next card, and the cards that would beat the winner, once `led` was led
    /// and `winner` is the best card so far.
    #[inline]
    fn after(&self, led: Card, winner: Card) -> ([W; 3], W) {
        let none = W::ZERO;
        let winner_trumps = self.trumps & W::bit(winner) != none;
        // Climbing (the led suit is a trump suit): overtrump the winner in the led suit, else follow.
        let climb = self.all_trumps || self.trumps & W::bit(led) != none;
        let over = W::of(beats(winner, Order::Trump, self.tie));
        let led_suit = W::of(CardSet::suit(led.suit()));
        let trumps = self.trumps;
        // The cases as masks rather than branches (the winner is as random as the cards):
        // climbing: [led & over, led, -]; a plain suit led and trumped: [led, trumps & over, trumps];
        // a plain suit led, not trumped: [led, trumps, -] (no trumps at all in No-trumps).
        let (climbing, trumped) = (W::mask(climb), W::mask(winner_trumps));
        let first = led_suit & (over | !climbing);
        let second = (led_suit & climbing) | (trumps & !climbing & (over | !trumped));
        let third = trumps & !climbing & trumped;
        // A trump winner (or any winner in All-trumps) falls to a higher card of its suit in trump order; a
        // plain winner to a higher card of its suit in normal order, or to any trump.
        let in_trump_order = W::mask(winner_trumps || self.all_trumps);
        let normal = W::of(beats(winner, Order::Normal, self.tie)) | trumps;
        let stronger = (over & in_trump_order) | (normal & !in_trump_order);
        ([first, second, third], stronger)
    }
}

/// Pack of a bid index's low bit (always the simple pack with one pack, where the shift is 0).
const fn pack_of(bit: u64) -> Pack {
    if bit == 1 { Pack::Marked } else { Pack::Simple }
}

/// The legal bids of a seat, counted by kind (see [`Hand::bid_counts`]): indices `0..accepting` accept the
/// standing contract (skipping the hooked count), then `stronger` changes to each stronger mode, weakest
/// first, then `weaker` to each weaker mode; tricks then pack within a mode.
#[derive(Clone, Copy, Default)]
struct BidCounts {
    first: bool,
    pack_shift: u32,
    contract: Option<Contract>,
    /// The standing contract's [`Contract::index`].
    index: usize,
    hooked: Option<u8>,
    accepting: u64,
    most: u8,
    current: u8,
    per_stronger: u64,
    per_weaker: u64,
    stronger: u64,
    weaker: u64,
}

impl BidCounts {
    /// The number of legal bids.
    fn total(&self, cards: u8) -> u64 {
        if self.first {
            return ((u64::from(cards) + 1) * 6) << self.pack_shift;
        }
        self.accepting + self.stronger + self.weaker
    }

    /// The `i`-th legal bid (`i` below [`BidCounts::total`]) and its contract's [`Contract::index`].
    #[inline]
    fn bid(&self, i: u64, cards: u8) -> Option<(Bid, usize)> {
        let pack_mask = (1u64 << self.pack_shift) - 1;
        if self.first {
            // Every first bid: trick count x mode x pack (`Mode::ALL` is strongest first).
            let j = i >> self.pack_shift;
            let mode = Mode::ALL[(j % 6) as usize];
            let tricks = (j / 6) as u8;
            let index = (5 - (j % 6) as usize) * 2 + (i & pack_mask) as usize;
            return (tricks <= cards).then(|| (Bid::with_pack(tricks, mode, pack_of(i & pack_mask)), index));
        }
        let contract = self.contract?;
        if i < self.accepting {
            let mut tricks = i as u8;
            if self.hooked.is_some_and(|h| tricks >= h) {
                tricks += 1;
            }
            return Some((Bid { tricks, contract }, self.index));
        }
        let mut i = i - self.accepting;
        let (strength, least, per) = if i < self.stronger {
            let per = self.per_stronger;
            (u64::from(self.current) + 1 + i / per, self.most, per)
        } else {
            i -= self.stronger;
            if i >= self.weaker {
                return None;
            }
            let per = self.per_weaker;
            (i / per, self.most + 1, per)
        };
        let rest = i % per;
        let mode = Mode::from_strength(strength as u8)?;
        let bid = Bid::with_pack(least + (rest >> self.pack_shift) as u8, mode, pack_of(rest & pack_mask));
        Some((bid, strength as usize * 2 + (rest & pack_mask) as usize))
    }
}

/// Above this product of bounds the deal starts a new batch of draws, so the rejection test (a division)
/// runs with probability below 2^-8 per batch.
const BATCH_BOUND: u64 = 1 << 56;

/// Every card in index order: the stock of a fresh deal, ready to shuffle.
const ALL_CARDS: [Card; Card::COUNT] = {
    let mut cards = [crate::hand::FILLER; Card::COUNT];
    let mut i = 0;
    while i < Card::COUNT {
        let Some(card) = Card::from_index(i) else { unreachable!() };
        cards[i] = card;
        i += 1;
    }
    cards
};

/// A uniform integer in `0..n` (0 when `n` is 0): Lemire's multiply-and-reject, exact like
/// [`abstract_game::random_below`], but computing the rejection threshold (a division) only in the rare case
/// the low half of the product is small.
#[inline]
pub(crate) fn random_below<R: Rng + ?Sized>(rng: &mut R, n: u64) -> u64 {
    if n == 0 {
        return 0;
    }
    let mut product = u128::from(rng.next_u64()) * u128::from(n);
    if (product as u64) < n {
        let threshold = n.wrapping_neg() % n;
        while (product as u64) < threshold {
            product = u128::from(rng.next_u64()) * u128::from(n);
        }
    }
    (product >> 64) as u64
}

#[cfg(test)]
mod tests {
    use alloc::vec;
    use alloc::vec::Vec;

    use abstract_game::{Game, PlayerId, Xoshiro256};

    use super::*;
    use crate::hand::MoveList;

    /// Every index below the count is a distinct legal bid, and every legal bid has an index: a uniform index
    /// is a uniform legal bid. States come from random hands with random doublings (locked modes included).
    #[test]
    fn bid_indices_are_exactly_the_legal_bids() {
        let mut rng = Xoshiro256::seed_from_u64(7);
        let mut auctions = 0;
        for round in 0..600u64 {
            let players = 3 + (round % 5) as usize;
            let cards =
                [1, 3, 5, 7, 9][(round / 5 % 5) as usize].min(if players >= 5 { 72 } else { 36 } / players);
            let mut hand = Hand::new(players, cards, PlayerId::from_const(0)).unwrap();
            let mut actions = MoveList::new();
            while hand.phase() != Phase::Over {
                if hand.phase() == Phase::Auction {
                    auctions += 1;
                    let counts = hand.bid_counts();
                    let total = counts.total(hand.cards);
                    let mut chosen: Vec<Move> = (0..total)
                        .map(|i| {
                            let (bid, index) = counts.bid(i, hand.cards).unwrap();
                            assert_eq!(index, bid.contract.index());
                            Move::Bid(bid)
                        })
                        .collect();
                    chosen.sort_by_key(|&mv| crate::action::ActionLayout::LARGEST.index(mv));
                    let mut legal: Vec<Move> = hand.legal_moves().into_iter().collect();
                    legal.sort_by_key(|&mv| crate::action::ActionLayout::LARGEST.index(mv));
                    assert_eq!(chosen, legal, "{hand}");
                    assert!(counts.bid(total, hand.cards).is_none());
                }
                hand.all_actions_into(&mut actions);
                let mv = actions[random_below(&mut rng, actions.len() as u64) as usize];
                hand.play_unchecked(mv);
            }
        }
        assert!(auctions > 3000);
    }

    /// The batched deal gives every seat every card equally often (within 6 standard deviations), with one
    /// pack and with two.
    #[test]
    #[allow(clippy::cast_precision_loss)] // Small counts.
    fn batched_deal_is_uniform() {
        let mut rng = Xoshiro256::seed_from_u64(11);
        for (players, cards) in [(4, 7), (5, 14), (3, 1)] {
            let start = Hand::new(players, cards, PlayerId::from_const(0)).unwrap();
            let deck = start.deck().len();
            let deals = 20_000;
            let mut seen = vec![[0u32; Card::COUNT]; players];
            for _ in 0..deals {
                let mut hand = start;
                assert_eq!(hand.deal_random(&mut rng), players * cards);
                assert_eq!(hand.phase(), Phase::Auction);
                for (s, counts) in seen.iter_mut().enumerate() {
                    let held = hand.hand_of(PlayerId::new(s).unwrap());
                    assert_eq!(held.len(), cards);
                    for card in held {
                        counts[card.index()] += 1;
                    }
                }
            }
            let p = cards as f64 / deck as f64;
            let expected = f64::from(deals) * p;
            let sigma = (expected * (1.0 - p)).sqrt();
            for counts in &seen {
                for &n in &counts[..deck] {
                    assert!((f64::from(n) - expected).abs() < 6.0 * sigma, "{n} vs {expected}");
                }
            }
        }
    }
}
