//! The text pictures for a terminal: [`Hand::pretty`], [`Hand::pretty_for`], [`Match::pretty`] and
//! [`Match::pretty_for`].

use alloc::format;
use alloc::string::String;
use core::fmt::Write as _;

use abstract_game::PlayerId;

use crate::cardset::CardSet;
use crate::hand::{Hand, Phase, seat};
use crate::match_play::Match;
use crate::notation::SeatName;

/// The pretty view: what `viewer` may see (its own cards; the other hands as counts), or everything when
/// `viewer` is `None`.
pub(crate) fn pretty_hand(hand: &Hand, viewer: Option<PlayerId>) -> String {
    let mut out = String::new();
    let n = hand.players();
    let _ = writeln!(
        out,
        "La Bâtarde: {n} players, {} cards each, dealer {}, {}",
        hand.cards_per_player(),
        SeatName(hand.dealer()),
        if hand.two_packs() { "two packs" } else { "one pack" }
    );
    let contract = hand.contract().map_or_else(|| String::from("none yet"), |c| format!("{c}"));
    let _ = write!(out, "Contract: {contract}, points x{}", hand.multiplier());
    if let Some((by, target)) = hand.mechoune() {
        let _ = write!(
            out,
            " (méchoune by {} on {}{})",
            SeatName(by),
            SeatName(target),
            if hand.is_chouned() { ", choune" } else { "" }
        );
    }
    out.push('\n');
    for s in PlayerId::all(n) {
        let cards = hand.hand_of(s);
        let shown = viewer.is_none_or(|v| v == s);
        let bid = hand.bid_of(s).map_or_else(|| String::from("-"), |b| format!("{}", b.tricks));
        let marker = if viewer == Some(s) { "*" } else { " " };
        let _ = write!(out, "{}{marker} bid {bid:>2} won {:>2}  ", SeatName(s), hand.tricks_won(s));
        if shown {
            let _ = writeln!(out, "{}", spaced(cards));
        } else {
            let _ = writeln!(out, "[{} hidden]", cards.len());
        }
    }
    if hand.phase() == Phase::Play || !hand.trick().is_empty() {
        let _ = write!(out, "Trick (led by {}):", SeatName(hand.trick_leader()));
        for (i, card) in hand.trick().iter().enumerate() {
            let player = seat(((hand.trick_leader().index() + i) % n) as u8);
            let _ = write!(out, " {} {card}", SeatName(player));
        }
        out.push('\n');
    }
    if !hand.gone().is_empty() {
        let _ = writeln!(out, "Played: {}", spaced(hand.gone()));
    }
    match hand.phase() {
        Phase::Deal => {
            let _ = writeln!(out, "Dealing: {} cards dealt", hand.dealt);
        }
        Phase::Auction | Phase::Play => {
            if let Some(s) = hand.to_act() {
                let what = if hand.phase() == Phase::Auction { "bid" } else { "play" };
                let _ = write!(out, "To {what}: {}", SeatName(s));
                if hand.phase() == Phase::Play && viewer.is_none_or(|v| v == s) {
                    let _ = write!(out, " (may play {})", spaced(hand.legal_cards()));
                }
                out.push('\n');
            }
        }
        Phase::Over => {
            if let Some(scores) = hand.scores() {
                let _ = write!(out, "Over; penalty points:");
                for (s, p) in scores.iter().enumerate() {
                    let _ = write!(out, " {} {p}", SeatName(seat(s as u8)));
                }
                out.push('\n');
            }
        }
    }
    out
}

fn spaced(set: CardSet) -> String {
    let mut out = String::new();
    for (i, card) in set.iter().enumerate() {
        let _ = write!(out, "{}{card}", if i > 0 { " " } else { "" });
    }
    if out.is_empty() {
        out.push('-');
    }
    out
}

impl Hand {
    /// A text view of everything on the table (a spectator after the game, a referee): every hand, the
    /// bids, the doublings, tricks won, the trick on the table, the cards played, whose turn and the cards
    /// it may play.
    pub fn pretty(&self) -> String {
        pretty_hand(self, None)
    }

    /// A text view for a person at `seat`: as [`Hand::pretty`], but only its own cards (the other hands as
    /// counts, `[5 hidden]`), and the cards it may play only when it is on turn.
    pub fn pretty_for(&self, seat: PlayerId) -> String {
        pretty_hand(self, Some(seat))
    }
}

impl Match {
    /// [`Hand::pretty`] of the current hand, under a line with the hand number and the running totals.
    pub fn pretty(&self) -> String {
        self.picture(None)
    }

    /// [`Hand::pretty_for`] of the current hand for `seat`, under the same line.
    pub fn pretty_for(&self, seat: PlayerId) -> String {
        self.picture(Some(seat))
    }

    fn picture(&self, viewer: Option<PlayerId>) -> String {
        let mut out = format!("Hand {} of {}; totals:", self.hand_index() + 1, self.rules.hand_sizes().len());
        for (s, t) in self.totals().iter().enumerate() {
            let _ = write!(out, " {} {t}", SeatName(seat(s as u8)));
        }
        out.push('\n');
        if self.drawing {
            out.push_str("Drawing the first dealer by lot\n");
        } else {
            out.push_str(&pretty_hand(&self.hand, viewer));
        }
        out
    }
}
