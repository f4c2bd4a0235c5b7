//! The text pictures for a terminal: [`Hand::pretty`], [`Hand::pretty_for`], [`Hand::pretty_public`] and the
//! same three of [`Match`].

use alloc::format;
use alloc::string::String;
use core::fmt::Write as _;

use abstract_game::PlayerId;

use crate::cardset::CardSet;
use crate::hand::{Hand, Phase, seat};
use crate::match_play::Match;
use crate::notation::SeatName;

/// Who a picture is for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Viewer {
    /// Everything on the table: every hand.
    Everyone,
    /// One seat: its own cards, the other hands as counts.
    Seat(PlayerId),
    /// A spectator: what every seat sees, every hand as a count.
    Public,
}

/// The pretty view: what `viewer` may see.
fn pretty_hand(hand: &Hand, viewer: Viewer) -> String {
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
        let shown = viewer == Viewer::Everyone || viewer == Viewer::Seat(s);
        let bid = hand.bid_of(s).map_or_else(|| String::from("-"), |b| format!("{}", b.tricks));
        let marker = if viewer == Viewer::Seat(s) { "*" } else { " " };
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
                if hand.phase() == Phase::Play && (viewer == Viewer::Everyone || viewer == Viewer::Seat(s)) {
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
        pretty_hand(self, Viewer::Everyone)
    }

    /// A text view for a person at `seat`: as [`Hand::pretty`], but only its own cards (the other hands as
    /// counts, `[5 hidden]`), and the cards it may play only when it is on turn.
    pub fn pretty_for(&self, seat: PlayerId) -> String {
        pretty_hand(self, Viewer::Seat(seat))
    }

    /// A text view for a spectator while the hand is played: as [`Hand::pretty`], but every hand as a count
    /// (`[5 hidden]`), what every seat sees and nothing more.
    pub fn pretty_public(&self) -> String {
        pretty_hand(self, Viewer::Public)
    }
}

impl Match {
    /// [`Hand::pretty`] of the current hand, under a line with the hand number and the running totals.
    pub fn pretty(&self) -> String {
        self.picture(Viewer::Everyone)
    }

    /// [`Hand::pretty_for`] of the current hand for `seat`, under the same line.
    pub fn pretty_for(&self, seat: PlayerId) -> String {
        self.picture(Viewer::Seat(seat))
    }

    /// [`Hand::pretty_public`] of the current hand (a spectator's), under the same line.
    pub fn pretty_public(&self) -> String {
        self.picture(Viewer::Public)
    }

    fn picture(&self, viewer: Viewer) -> String {
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
