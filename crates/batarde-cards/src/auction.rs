//! The auction: bids of tricks and trump mode, accepting or overcalling, the hook rule, and the méchoune and
//! choune windows.
//!
//! ```text
//!                 ┌───────────── accept: same contract, any tricks ─────────────┐
//!                 ▼                                                             │
//!   first bid ─▶ [bids standing on one mode] ──── every seat has a bid ────▶ closed ─▶ play
//!                 │   ▲                            (the closing bid may not make
//!                 │   │                             the sum equal the tricks: hook rule)
//!                 │   └─ overcall: a stronger bid in another mode cancels every standing bid
//!                 │      (impossible once a méchoune locked the mode)
//!                 └─ any seat may méchoune another seat's standing bid (once per hand): mode locked, x2;
//!                    the méchouned seat may answer choune until the first card: x4
//! ```

use abstract_game::PlayerId;

use crate::bid::{Bid, Contract, Mode};
use crate::card::Pack;
use crate::hand::{Hand, MoveList, NO_BID, Phase};
use crate::hash;
use crate::mv::Move;

impl Hand {
    /// The strongest standing bid (the most tricks; all standing bids share one mode).
    pub fn strongest_bid(&self) -> Option<Bid> {
        let contract = self.contract?;
        let tricks = self.bids[..self.players()].iter().filter(|&&b| b != NO_BID).max()?;
        Some(Bid { tricks: *tricks, contract })
    }

    /// The sum of the standing bids.
    pub fn bid_sum(&self) -> usize {
        self.bids[..self.players()].iter().filter(|&&b| b != NO_BID).map(|&b| b as usize).sum()
    }

    /// Whether the next bid closes the auction (every other seat has a bid standing on the mode), so the
    /// hook rule applies to it.
    pub fn next_bid_closes(&self) -> bool {
        self.phase == Phase::Auction && usize::from(self.standing) + 1 == self.players()
    }

    /// The number of tricks the hook rule forbids to the next bid if it accepts the standing mode, if any:
    /// the closing bid may not make the sum of the bids equal the number of tricks in the hand.
    pub fn hooked_tricks(&self) -> Option<u8> {
        let sum = self.bid_sum();
        (self.next_bid_closes() && sum <= self.cards_per_player())
            .then(|| (self.cards_per_player() - sum) as u8)
    }

    /// Whether the mode is locked (a méchoune was made): no overcall may change it.
    pub const fn mode_locked(&self) -> bool {
        self.mechoune.is_some()
    }

    fn packs(&self) -> &'static [Pack] {
        if self.two_packs() { &Pack::ALL } else { &Pack::ALL[..1] }
    }

    /// Whether `bid` is a legal bid for the seat on turn.
    pub fn is_legal_bid(&self, bid: Bid) -> bool {
        if self.phase != Phase::Auction
            || usize::from(bid.tricks) > self.cards_per_player()
            || !self.packs().contains(&bid.contract.tie_winner)
        {
            return false;
        }
        let Some(contract) = self.contract else { return true };
        if bid.contract == contract {
            return self.hooked_tricks() != Some(bid.tricks);
        }
        // A change of mode: never once locked, never the same mode with the other pack (the pack is not part
        // of the strength, so it cannot be changed alone), and only by a stronger bid.
        bid.mode() != contract.mode
            && !self.mode_locked()
            && self.strongest_bid().is_none_or(|strongest| bid.is_stronger_than(strongest))
    }

    /// Pushes the legal bids of the seat on turn.
    pub(crate) fn push_bids(&self, moves: &mut MoveList) {
        let most = self.cards;
        let Some(contract) = self.contract else {
            for tricks in 0..=most {
                for mode in Mode::ALL {
                    for &pack in self.packs() {
                        moves.push(Move::Bid(Bid::with_pack(tricks, mode, pack)));
                    }
                }
            }
            return;
        };
        let hooked = self.hooked_tricks();
        for tricks in 0..=most {
            if hooked != Some(tricks) {
                moves.push(Move::Bid(Bid { tricks, contract }));
            }
        }
        if self.mode_locked() {
            return;
        }
        let Some(strongest) = self.strongest_bid() else { return };
        for mode in Mode::ALL {
            if mode == contract.mode {
                continue;
            }
            // The fewest tricks that make a stronger bid in this mode.
            let least = if mode > contract.mode { strongest.tricks } else { strongest.tricks + 1 };
            for tricks in least..=most {
                for &pack in self.packs() {
                    moves.push(Move::Bid(Bid::with_pack(tricks, mode, pack)));
                }
            }
        }
    }

    #[inline]
    pub(crate) fn apply_bid(&mut self, bid: Bid) {
        self.apply_bid_indexed(bid, self.contract.map(Contract::index), bid.contract.index());
    }

    /// [`Hand::apply_bid`] given the dense indices ([`Contract::index`]) of the standing contract and of the
    /// bid's, for callers that already know them.
    #[inline]
    pub(crate) fn apply_bid_indexed(&mut self, bid: Bid, standing: Option<usize>, index: usize) {
        let s = self.to_act as usize % 8;
        if standing != Some(index) {
            // A new mode (or the first bid): every earlier bid is cancelled.
            let mut keys = hash::contract(index);
            for (seat, b) in self.bids.iter_mut().enumerate() {
                // Branch-free: the key of a missing bid is masked out.
                keys ^= hash::bid(seat, *b) & u64::from(*b != NO_BID).wrapping_neg();
                *b = NO_BID;
            }
            if let Some(old) = standing {
                keys ^= hash::contract(old);
            }
            self.hash ^= keys;
            self.contract = Some(bid.contract);
            self.standing = 0;
        }
        if self.bids[s] != NO_BID {
            // Only reachable through unchecked play of an illegal move; keep the count and hash honest.
            self.hash ^= hash::bid(s, self.bids[s]);
            self.standing -= 1;
        }
        self.bids[s] = bid.tricks;
        self.hash ^= hash::bid(s, bid.tricks);
        self.standing += 1;
        if usize::from(self.standing) >= self.players() {
            self.set_turn(Phase::Play, self.leader);
        } else {
            let next = if self.to_act + 1 >= self.players { 0 } else { self.to_act + 1 };
            self.set_turn(Phase::Auction, next);
        }
    }

    /// Whether `by` may méchoune `target`'s standing bid now: during the auction, once per hand, another
    /// seat's bid on the current mode.
    pub fn mechoune_open(&self, by: PlayerId, target: PlayerId) -> bool {
        self.phase == Phase::Auction
            && self.mechoune.is_none()
            && by != target
            && by.index() < self.players()
            && target.index() < self.players()
            && self.bids[target.index()] != NO_BID
    }

    /// Whether `seat` may answer choune now: it is the méchouned seat, has not chouned, and no card has been
    /// played.
    pub fn choune_open(&self, seat: PlayerId) -> bool {
        let before_first_card = self.phase == Phase::Auction
            || (self.phase == Phase::Play && self.tricks_done == 0 && self.trick_len == 0);
        matches!(self.mechoune, Some((_, target)) if usize::from(target) == seat.index())
            && !self.choune
            && before_first_card
    }

    pub(crate) fn apply_mechoune(&mut self, by: PlayerId, target: PlayerId) {
        if let Some((b, t)) = self.mechoune {
            self.hash ^= hash::mechoune(b as usize % 8, t as usize % 8);
        }
        self.mechoune = Some((by.index() as u8, target.index() as u8));
        self.hash ^= hash::mechoune(by.index() % 8, target.index() % 8);
    }

    pub(crate) fn apply_choune(&mut self, _seat: PlayerId) {
        if !self.choune {
            self.choune = true;
            self.hash ^= hash::choune();
        }
    }
}
