//! The tarot variant's SVG picture (feature `svg`): the base game's board, and for each seat its objective
//! cards and the cards in its hand. Drawn only from the viewing seat's observation
//! ([`TarotGame::observe_seat`]): the seat's own cards face up, the others' face down unless declared; with
//! no seat, nobody's secret card is shown.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write as _;

use abstract_game::svg::{Svg, SvgOptions, SvgWriter};
use abstract_game::{PlayerId, Status};

use super::{Card, Goal, Objective, Stage, TarotEnding, TarotGame};
use crate::Seat;
use crate::svg::{BOARD, draw_board, ordinal, seat_colours, turned_for};

const CARD_W: f32 = 28.0;
const CARD_H: f32 = 40.0;
const BLOCK: f32 = 124.0;

impl Svg for TarotGame {
    /// The board from `seat`'s side and the four seats' cards as `seat` observes them: its own objectives
    /// and hand face up, the others' face down unless declared. With no seat, the public view: every
    /// undeclared objective and every hand face down.
    fn svg(&self, seat: Option<PlayerId>, options: &SvgOptions) -> String {
        let viewer = seat.and_then(Seat::from_player_id);
        // Everything below reads the observation, never `self`: what the picture holds is what the seat (for
        // the public view, Red, whose own secrets the drawing then keeps face down) may know.
        let observation = self.observe_seat(viewer.unwrap_or(Seat::Red));
        draw(observation.view(), viewer, options)
    }
}

/// The whole picture of `view` (an observation's view) for `viewer`.
fn draw(view: &TarotGame, viewer: Option<Seat>, options: &SvgOptions) -> String {
    let margin = if options.coordinates { 26.0 } else { 8.0 };
    let panel = 300.0;
    let width = margin + BOARD + 16.0 + panel;
    let height = (2.0 * margin + BOARD).max(8.0 + 4.0 * BLOCK + 44.0);
    let status = status_words(view);
    let mut desc = format!("{status}. {} cards left in the deck.", view.deck().len());
    if view.has_alliance() {
        desc.push_str(" The parasite is declared: Red is allied with Yellow, Blue with Green.");
    }
    for s in Seat::ALL {
        let declared: Vec<String> = view
            .goals(s)
            .iter()
            .filter(|g| g.is_declared() || viewer == Some(s))
            .filter_map(Goal::objective)
            .map(|o| format!("{o} ({})", o.name()))
            .collect();
        let mine = if viewer == Some(s) { " (you)" } else { "" };
        if !declared.is_empty() {
            let _ = write!(desc, " {}{mine}: {}.", s.name(), declared.join(", "));
        }
    }
    let mut svg = SvgWriter::new(width, height, options, "Il Bastardo with tarot objectives", &desc);
    svg.rect(0.0, 0.0, width, height, "#f7f5ef", "");
    let bottom = options.bottom_seat(viewer.map(Seat::player_id), Seat::Red.player_id());
    // Death's knight is marked where its seat's Death is known: the viewer's own, or a declared one.
    let mut marks = Vec::new();
    for s in Seat::ALL {
        if (viewer == Some(s) || view.is_declared(s, Objective::Death))
            && let Some(sq) = view.death_square(s)
        {
            marks.push((sq, "\u{2020}", "Death"));
        }
    }
    draw_board(&mut svg, view.board(), (margin, margin), turned_for(bottom), options, &marks);
    let px = margin + BOARD + 16.0;
    for (i, s) in (0u8..).zip(Seat::ALL) {
        draw_seat(&mut svg, view, s, viewer, px, 8.0 + BLOCK * f32::from(i), panel - 8.0);
    }
    let y = 8.0 + 4.0 * BLOCK;
    svg.open_target("deck", &format!("deck, {} cards", view.deck().len()), "deck");
    card_back(&mut svg, px, y);
    svg.close_group();
    svg.text(
        px + CARD_W + 8.0,
        y + 12.0,
        13.0,
        "#333333",
        "start",
        "normal",
        &format!("deck: {} cards", view.deck().len()),
    );
    svg.text(px + CARD_W + 8.0, y + 30.0, 13.0, "#222222", "start", "bold", &status);
    svg.finish()
}

/// Whose turn, or how the game ended.
fn status_words(view: &TarotGame) -> String {
    match view.status() {
        Status::Chance => String::from("A card is being drawn"),
        Status::ToMove(player) => {
            let name = Seat::from_player_id(player).map_or("?", Seat::name);
            format!("{name} to {}", if view.is_playing() { "move" } else { "decide" })
        }
        Status::Over => match view.ending() {
            Some(TarotEnding::Objective(seat)) => format!("Game over: {} reached its objective", seat.name()),
            Some(TarotEnding::LastStanding) => String::from("Game over: last standing"),
            _ => String::from("Game over: no-progress limit"),
        },
    }
}

fn stage_words(stage: Stage) -> &'static str {
    match stage {
        Stage::FirstDraw => "to draw",
        Stage::MajorHand => "drawing after a major arcanum",
        Stage::ChooseOne => "choosing an objective",
        Stage::MustDeclare => "must declare",
        Stage::SecondDraws => "drawing for two objectives",
        Stage::ChooseTwo => "choosing two objectives",
        Stage::Replacement => "drawing a new objective",
        Stage::Pick => "picking an objective",
        Stage::Confirm => "confirming",
        Stage::Vote => "voting on a new deal",
        Stage::Done => "dealt",
    }
}

/// One seat's block: name, state, objective cards, hand.
fn draw_seat(svg: &mut SvgWriter, view: &TarotGame, s: Seat, viewer: Option<Seat>, x: f32, y: f32, w: f32) {
    let (fill, dark) = seat_colours(s);
    let open = viewer == Some(s);
    let on_turn = view.status() == Status::ToMove(s.player_id());
    let out = view.eliminated_by(s).is_some() || view.is_retired(s);
    let frame = if on_turn {
        format!("stroke=\"{dark}\" stroke-width=\"3\"")
    } else {
        String::from("stroke=\"#cccccc\"")
    };
    svg.rect(x, y, w, BLOCK - 8.0, "#ffffff", &format!("rx=\"6\" {frame}"));
    svg.rect(
        x + 8.0,
        y + 8.0,
        16.0,
        16.0,
        if out { "#bbbbbb" } else { fill },
        &format!("stroke=\"{dark}\" rx=\"3\""),
    );
    let name = if open { format!("{} (you)", s.name()) } else { String::from(s.name()) };
    svg.text(x + 32.0, y + 16.0, 15.0, if out { "#888888" } else { dark }, "start", "bold", &name);
    if on_turn {
        svg.text(
            x + w - 8.0,
            y + 16.0,
            12.0,
            dark,
            "end",
            "bold",
            if view.is_playing() { "to move" } else { "to decide" },
        );
    }
    let line = if let Some(by) = view.eliminated_by(s) {
        let place = view.board().elimination_order().iter().position(|&o| o == s).map_or(4, |p| p + 1);
        format!("out ({} eliminated, by {})", ordinal(place), by.name())
    } else if view.is_retired(s) {
        String::from("retired")
    } else if view.is_playing() && open {
        format!(
            "pawns taken {}, check run {}, captured {}",
            view.pawns_taken(s),
            view.check_run(s),
            view.board().captured(s)
        )
    } else if view.is_playing() {
        // The check run is kept by its own player only ("il conteggio non deve essere esplicito").
        format!("pawns taken {}, captured {}", view.pawns_taken(s), view.board().captured(s))
    } else {
        String::from(stage_words(view.stage(s)))
    };
    let mut line = line;
    if view.is_nine(s) {
        line.push_str("; drew 9");
    }
    if let Some(ally) = view.ally(s) {
        let _ = write!(line, "; allied with {}", ally.name());
    }
    svg.text(x + 8.0, y + 36.0, 11.5, "#444444", "start", "normal", &line);
    // Objectives on the left, the hand on the right.
    draw_goals(svg, view, s, open, x, y + 48.0);
    draw_hand(svg, view, s, open, x + w, y + 48.0);
}

/// A seat's objective cards from `x`, `cy`: face up when `open` (the viewer's own) or declared.
fn draw_goals(svg: &mut SvgWriter, view: &TarotGame, s: Seat, open: bool, x: f32, cy: f32) {
    let dark = seat_colours(s).1;
    svg.text(x + 8.0, cy + CARD_H + 12.0, 10.0, "#666666", "start", "normal", "objectives");
    if view.goals(s).is_empty() {
        svg.text(x + 8.0, cy + CARD_H / 2.0, 11.0, "#999999", "start", "normal", "none yet");
    }
    let letter = s.letter();
    for (i, goal) in (0u8..).zip(view.goals(s).iter()) {
        let gx = x + 8.0 + f32::from(i) * (CARD_W + 26.0);
        let state = if goal.is_achieved() {
            "reached"
        } else if goal.is_declared() {
            "declared"
        } else {
            "secret"
        };
        let visible = (open || goal.is_declared()).then(|| goal.objective()).flatten();
        let id = format!("objective-{letter}-{i}");
        if let Some(objective) = visible {
            let label = format!("{} objective {objective}: {}, {state}", s.name(), objective.name());
            svg.open_target(&id, &label, "objective");
            card_face(svg, gx, cy, objective.card(), dark, goal.is_achieved() || goal.is_declared());
            svg.text(gx + CARD_W + 2.0, cy + CARD_H - 6.0, 9.0, "#555555", "start", "normal", state);
        } else {
            svg.open_target(&id, &format!("{} objective, face down", s.name()), "objective");
            card_back(svg, gx, cy);
        }
        svg.close_group();
    }
}

/// A seat's hand, right-aligned to `right`: face up only when `open` (the viewer's own).
fn draw_hand(svg: &mut SvgWriter, view: &TarotGame, s: Seat, open: bool, right: f32, cy: f32) {
    let dark = seat_colours(s).1;
    let letter = s.letter();
    let hand = view.hand(s);
    if !hand.is_empty() {
        let hx = right - 8.0 - f32::from(hand.len() as u8) * (CARD_W + 4.0);
        svg.text(hx, cy + CARD_H + 12.0, 10.0, "#666666", "start", "normal", "hand");
        for (i, card) in (0u8..).zip(hand.iter()) {
            let cx = hx + f32::from(i) * (CARD_W + 4.0);
            let id = format!("hand-{letter}-{i}");
            if open && *card != Card::UNKNOWN {
                svg.open_target(&id, &format!("{card}"), "card");
                svg.element_desc(&format!("card {card} in hand"));
                card_face(svg, cx, cy, *card, dark, false);
            } else {
                svg.open_target(&id, &format!("{} card, face down", s.name()), "card");
                card_back(svg, cx, cy);
            }
            svg.close_group();
        }
    }
}

/// A face-up card: its notation large; a gold border when it is public (declared or reached).
fn card_face(svg: &mut SvgWriter, x: f32, y: f32, card: Card, ink: &str, public: bool) {
    let border = if public {
        "stroke=\"#d4a017\" stroke-width=\"2.5\" rx=\"3\""
    } else {
        "stroke=\"#777777\" stroke-width=\"1\" rx=\"3\""
    };
    svg.rect(x, y, CARD_W, CARD_H, "#fffdf5", border);
    svg.text(x + CARD_W / 2.0, y + CARD_H / 2.0, 17.0, ink, "middle", "bold", &format!("{card}"));
}

/// A card's back: the same for every card, so it tells nothing.
fn card_back(svg: &mut SvgWriter, x: f32, y: f32) {
    svg.rect(x, y, CARD_W, CARD_H, "#4b2e83", "stroke=\"#2a1a4a\" stroke-width=\"1\" rx=\"3\"");
    svg.rect(
        x + 4.0,
        y + 4.0,
        CARD_W - 8.0,
        CARD_H - 8.0,
        "none",
        "stroke=\"#c9b6f0\" stroke-width=\"1\" rx=\"2\"",
    );
    svg.line((x + 4.0, y + 4.0), (x + CARD_W - 4.0, y + CARD_H - 4.0), "#c9b6f0", 0.8);
    svg.line((x + CARD_W - 4.0, y + 4.0), (x + 4.0, y + CARD_H - 4.0), "#c9b6f0", 0.8);
}
