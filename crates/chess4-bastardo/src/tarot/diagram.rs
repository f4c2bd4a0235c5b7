//! The board picture of the variant: the board, then each seat's deal stage, objectives and counters, for
//! everyone ([`TarotGame::pretty`]) or drawn from one seat's observation ([`TarotGame::pretty_for`]), so
//! nothing that seat may not know can show.

use alloc::string::String;
use core::fmt::Write as _;

use abstract_game::{PlayerId, Status};

use super::{Goal, TarotEnding, TarotGame};
use crate::Seat;

/// One objective: `5 (declared)`, `? (secret)` for a card the viewer cannot see.
fn write_goal(out: &mut String, goal: Goal) {
    let state = if goal.is_achieved() {
        "reached"
    } else if goal.is_declared() {
        "declared"
    } else {
        "secret"
    };
    match goal.objective() {
        Some(objective) => {
            let _ = write!(out, "{objective} ({}, {state})", objective.name());
        }
        None => {
            let _ = write!(out, "? ({state})");
        }
    }
}

impl TarotGame {
    /// Everything on the table for a terminal: the board ([`Position::pretty`](crate::Position::pretty)),
    /// the deck, then every seat's stage in the deal, objectives (secret ones too), hand and counters.
    ///
    /// ```
    /// use chess4_bastardo::tarot::{TarotGame, TarotRules};
    /// let picture = TarotGame::start(TarotRules::standard()).pretty();
    /// assert!(picture.contains("deal: 78 cards left"));
    /// ```
    pub fn pretty(&self) -> String {
        self.picture(None, true)
    }

    /// What `seat` sees, drawn from its observation ([`TarotGame::observe_seat`]): the board from its side
    /// ([`Position::pretty_for`](crate::Position::pretty_for)), its own cards and objectives, and of the
    /// others only what was declared (`?` for the rest).
    ///
    /// ```
    /// use abstract_game::Game;
    /// use chess4_bastardo::Seat;
    /// use chess4_bastardo::tarot::{Card, TarotGame, TarotMove, TarotRules};
    /// let mut game = TarotGame::start(TarotRules::standard());
    /// game.play(TarotMove::Draw(Card::number(7).unwrap()))?;
    /// assert!(game.pretty_for(Seat::Red.player_id()).contains("7 (the diagonal corner, secret)"));
    /// assert!(game.pretty_for(Seat::Blue.player_id()).contains("? (secret)"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pretty_for(&self, seat: PlayerId) -> String {
        match Seat::from_player_id(seat) {
            Some(viewer) => self.observe_seat(viewer).view().picture(Some(viewer), false),
            None => self.picture(None, true),
        }
    }

    /// What every seat sees, for a spectator: the board, each seat's stage, counts and declared objectives,
    /// no secret card (`?` for them) and no check run (each is kept by its own player only).
    ///
    /// ```
    /// use abstract_game::Game;
    /// use chess4_bastardo::tarot::{Card, TarotGame, TarotMove, TarotRules};
    /// let mut game = TarotGame::start(TarotRules::standard());
    /// game.play(TarotMove::Draw(Card::number(7).unwrap()))?;
    /// assert!(game.pretty_public().contains("? (secret)"));
    /// assert!(!game.pretty_public().contains("diagonal corner"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pretty_public(&self) -> String {
        self.seen_by(None).picture(None, false)
    }

    /// The picture of this state (a real game, or an observation's view) for `viewer`, every seat's check
    /// run shown when `all_runs` (the full picture), else only the viewer's.
    fn picture(&self, viewer: Option<Seat>, all_runs: bool) -> String {
        let mut out = match viewer {
            Some(seat) => self.board.pretty_for(seat.player_id()),
            None => self.board.pretty(),
        };
        // The base board's last line says who moves in the base game; the variant says it below.
        if let Some(cut) = out.trim_end().rfind('\n') {
            out.truncate(cut + 1);
        }
        let phase = if self.playing { "board game" } else { "deal" };
        let _ = write!(out, "{phase}: {} cards left in the deck", self.deck.len());
        if self.redeals > 0 {
            let _ = write!(out, ", {} new deal(s)", self.redeals);
        }
        out.push('\n');
        if self.alliance {
            out.push_str("alliances (parasite declared): Red with Yellow, Blue with Green\n");
        }
        for seat in Seat::ALL {
            let you = if viewer == Some(seat) { " (you)" } else { "" };
            let _ = write!(out, "{}{you}:", seat.name());
            if !self.playing {
                let _ = write!(out, " {:?};", self.stage(seat));
            }
            if self.is_nine(seat) {
                out.push_str(" drew 9 (eliminating it wins);");
            }
            out.push_str(" objectives");
            if self.goals(seat).is_empty() {
                out.push_str(" none yet");
            }
            for (i, goal) in self.goals(seat).iter().enumerate() {
                out.push_str(if i == 0 { " " } else { ", " });
                write_goal(&mut out, *goal);
            }
            if !self.hand(seat).is_empty() {
                out.push_str("; hand");
                for card in self.hand(seat) {
                    let _ = write!(out, " {card}");
                }
            }
            if self.playing {
                let _ = write!(out, "; pawns taken {}", self.pawns_taken(seat));
                // The check run is kept by its own player only (the seed: "non deve essere esplicito"): a
                // seat sees its own, the full picture every seat's.
                if all_runs || viewer == Some(seat) {
                    let _ = write!(out, ", check run {}", self.check_run(seat));
                }
                if let Some(sq) = self.death_square(seat) {
                    let _ = write!(out, "; Death on {sq}");
                } else if self.death_is_held(seat) {
                    out.push_str("; Death taken, waits to come back");
                }
                if let Some(by) = self.eliminated_by(seat) {
                    let _ = write!(out, "; eliminated by {by}");
                } else if self.is_retired(seat) {
                    out.push_str("; retired");
                }
            }
            out.push('\n');
        }
        match self.status() {
            Status::Chance => out.push_str("next: a card is drawn\n"),
            Status::ToMove(player) => {
                let name = Seat::from_player_id(player).map_or("?", Seat::name);
                let _ = writeln!(out, "{name} to {}", if self.playing { "move" } else { "decide" });
            }
            Status::Over => {
                let _ = match self.ending {
                    Some(TarotEnding::Objective(seat)) => {
                        writeln!(out, "game over: {seat} reached its objective")
                    }
                    Some(TarotEnding::LastStanding) => writeln!(out, "game over: last standing"),
                    _ => writeln!(out, "game over: no-progress limit"),
                };
            }
        }
        out
    }
}
