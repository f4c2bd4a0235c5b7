//! The board as an SVG picture (feature `svg`): the 24 points, the bar, both borne-off trays, the cube, the
//! dice being played (classic) or the pairs last chosen (no dice), and both pip counts.
//!
//! The board is drawn from one side ([`SvgOptions::bottom`], else the viewing seat, else White): that side's
//! home board bottom right and the points numbered as that side numbers them in its moves, so a person reads
//! `24/18` off the picture. Every point (`id="pt-13"`, `aria-label="13"`), the bar (`bar`), the bottom side's
//! tray (`off`, as in `6/off`), the other tray and the cube are clickable groups whose `<desc>` says what is
//! on them.
//!
//! ```
//! use backgammon_nodice::abstract_game::svg::{Svg, SvgOptions};
//! use backgammon_nodice::{Position, Rules};
//!
//! let picture = Position::start(Rules::nodice()).svg(None, &SvgOptions::new());
//! assert_eq!(picture.matches("class=\"point\"").count(), 24);
//! assert!(picture.contains("aria-label=\"bar\""));
//! assert!(picture.contains("aria-label=\"off\""));
//! ```

use alloc::format;
use alloc::string::String;
use core::fmt::Write as _;

use abstract_game::PlayerId;
use abstract_game::svg::{HighlightKind, Num, Svg, SvgOptions, SvgWriter};

use crate::mv::Dice;
use crate::position::{Phase, Position, Side, WinKind, abs_index};

/// A point's width, and a checker's diameter.
const POINT: f32 = 40.0;
/// A half of the board from edge to middle: room for five checkers.
const HALF: f32 = 5.0 * POINT;
/// The gap between the two halves.
const MIDDLE: f32 = 44.0;
const FRAME: f32 = 12.0;
const CUBE_COLUMN: f32 = 54.0;
const TRAY: f32 = 52.0;
const LABELS: f32 = 22.0;
const STATUS: f32 = 64.0;
const FELT: &str = "#2f5d3a";
const WOOD: &str = "#5a3b22";

fn checker_colours(side: Side) -> (&'static str, &'static str, &'static str) {
    // Fill, edge, and the ink of a count written on it.
    match side {
        Side::White => ("#f6f3ea", "#7a7264", "#222222"),
        Side::Black => ("#2b2724", "#a89f90", "#f6f3ea"),
    }
}

fn plural(n: u32, word: &str) -> String {
    if n == 1 { format!("1 {word}") } else { format!("{n} {word}s") }
}

impl Svg for Position {
    /// The board seen from `seat`'s side (White's when no seat views and [`SvgOptions::bottom`] is unset).
    /// Backgammon hides nothing: every seat sees the same checkers, only the numbering follows the side.
    fn svg(&self, seat: Option<PlayerId>, options: &SvgOptions) -> String {
        let me =
            Side::from_player_id(options.bottom_seat(seat, Side::White.player_id())).unwrap_or(Side::White);
        let board_w = 12.0 * POINT + POINT;
        let board_h = 2.0 * HALF + MIDDLE;
        let labels = if options.coordinates { LABELS } else { 4.0 };
        let width = CUBE_COLUMN + 2.0 * FRAME + board_w + TRAY + 8.0;
        let height = labels * 2.0 + 2.0 * FRAME + board_h + STATUS;
        let status = self.status_words();
        let mut desc = format!(
            "{status}. Seen from {}'s side, points numbered as {} numbers them.",
            me.name(),
            me.name()
        );
        for side in [Side::White, Side::Black] {
            let _ = write!(
                desc,
                " {}: pip count {}, {} on the bar, {} borne off.",
                side.name(),
                self.pip_count(side),
                self.bar(side),
                self.borne_off(side)
            );
        }
        // What happened last, as far as the position knows: the pair each side chose on its last turn.
        for side in [Side::White, Side::Black] {
            if let Some(dice) = self.last_dice(side) {
                let _ = write!(desc, " {}'s last pair: {dice}.", side.name());
            }
        }
        let _ = write!(desc, " Cube {}.", self.cube_words());
        let mut svg =
            SvgWriter::new(width, height, options, &format!("Backgammon board ({})", self.rules()), &desc);
        svg.rect(0.0, 0.0, width, height, "#efe9dc", "");
        let board = Board { x: CUBE_COLUMN + FRAME, y: labels + FRAME, me };
        svg.rect(CUBE_COLUMN, labels, board_w + 2.0 * FRAME, board_h + 2.0 * FRAME, WOOD, "rx=\"6\"");
        svg.rect(board.x, board.y, 6.0 * POINT, board_h, FELT, "");
        svg.rect(board.x + 7.0 * POINT, board.y, 6.0 * POINT, board_h, FELT, "");
        for point in 1..=24u8 {
            self.draw_point(&mut svg, &board, point, options);
        }
        self.draw_bar(&mut svg, &board, options);
        self.draw_trays(&mut svg, &board, options);
        self.draw_cube(&mut svg, &board);
        self.draw_dice(&mut svg, &board);
        if options.coordinates {
            for point in 1..=24u8 {
                let (x, top) = board.point_origin(point);
                let y = if top { labels / 2.0 } else { labels + 2.0 * FRAME + board_h + labels / 2.0 };
                svg.text(x + POINT / 2.0, y, 13.0, "#3a2a1a", "middle", "bold", &format!("{point}"));
            }
        }
        let sy = 2.0 * labels + 2.0 * FRAME + board_h;
        let bottom_line = format!(
            "{}: pips {}, off {}  \u{b7}  {}: pips {}, off {}",
            me.name(),
            self.pip_count(me),
            self.borne_off(me),
            me.opponent().name(),
            self.pip_count(me.opponent()),
            self.borne_off(me.opponent())
        );
        svg.text(CUBE_COLUMN, sy + 14.0, 14.0, "#222222", "start", "bold", &status);
        svg.text(CUBE_COLUMN, sy + 36.0, 13.0, "#333333", "start", "normal", &bottom_line);
        svg.finish()
    }
}

/// Where things go for the side drawn at the bottom (`me`).
struct Board {
    x: f32,
    y: f32,
    me: Side,
}

impl Board {
    /// The left edge of `me`'s point `point` and whether it is in the top row. Bottom row, right to left: 1 to
    /// 12 (1 to 6 right of the bar); top row, left to right: 13 to 24.
    fn point_origin(&self, point: u8) -> (f32, bool) {
        let (slot, top) = if point <= 12 { (12 - point, false) } else { (point - 13, true) };
        // Slots 0..6 are left of the bar, 6..12 right of it.
        let bar = if slot >= 6 { POINT } else { 0.0 };
        (self.x + f32::from(slot) * POINT + bar, top)
    }

    fn bar_x(&self) -> f32 {
        self.x + 6.0 * POINT
    }

    fn tray_x(&self) -> f32 {
        self.x + 13.0 * POINT + FRAME + 4.0
    }
}

impl Position {
    /// Whose turn and what they do, or who won.
    fn status_words(&self) -> String {
        let who = self.side_to_move().name();
        match self.phase() {
            Phase::TurnStart if self.rules().is_classic() => format!("{who} to double or roll"),
            Phase::TurnStart | Phase::Choose => format!("{who} to choose a pair and play"),
            Phase::Rolling => format!("{who} to roll"),
            Phase::Playing(dice) => format!("{who} to play {dice}"),
            Phase::Doubled => format!("{who} to take or drop a double to {}", self.cube().value() * 2),
            Phase::Over(_) => {
                let (_, kind, points) = self.winner().unwrap_or((self.side_to_move(), WinKind::Single, 0));
                format!("{who} wins {} ({kind})", plural(points, "point"))
            }
        }
    }

    fn cube_words(&self) -> String {
        if !self.rules().cube() {
            return String::from("not in play");
        }
        let cube = self.cube();
        match cube.owner() {
            None => format!("centred at {}", cube.value()),
            Some(owner) => format!("{} owned by {}", cube.value(), owner.name()),
        }
    }

    /// One point: the triangle, its checkers (five drawn, the count on the fifth when there are more).
    fn draw_point(&self, svg: &mut SvgWriter, board: &Board, point: u8, options: &SvgOptions) {
        let (x, top) = board.point_origin(point);
        let count = self.board()[abs_index(board.me, point)];
        let owner = if count > 0 { Side::White } else { Side::Black };
        let n = count.unsigned_abs();
        let name = format!("{point}");
        svg.open_target(&format!("pt-{name}"), &name, "point");
        let words = if n == 0 {
            String::from("empty")
        } else {
            plural(u32::from(n), &format!("{} checker", owner.name()))
        };
        svg.element_desc(&format!("point {point}: {words}"));
        let (base, tip) = if top {
            (board.y, board.y + HALF - 12.0)
        } else {
            (board.y + 2.0 * HALF + MIDDLE, board.y + HALF + MIDDLE + 12.0)
        };
        // An invisible box over the whole half-column, so a click anywhere on the point hits it.
        let (box_y, box_h) = if top { (board.y, HALF) } else { (board.y + HALF + MIDDLE, HALF) };
        svg.rect(x, box_y, POINT, box_h, FELT, "");
        let colour = if point.is_multiple_of(2) { "#c9a46a" } else { "#9c3a2f" };
        svg.polygon(&[(x + 1.0, base), (x + POINT - 1.0, base), (x + POINT / 2.0, tip)], colour, "");
        let highlight = options.highlight_of(&name);
        if let Some(kind @ (HighlightKind::LastMove | HighlightKind::Selected)) = highlight {
            svg.highlight(x, box_y, POINT, box_h, kind);
        }
        let shown = n.min(5);
        for i in 0..shown {
            let offset = f32::from(i) * POINT + POINT / 2.0;
            let cy = if top { base + offset } else { base - offset };
            let label = (i + 1 == shown && n > 5).then(|| format!("{n}"));
            draw_checker(svg, x + POINT / 2.0, cy, owner, label.as_deref());
        }
        if highlight == Some(HighlightKind::Target) {
            // The ring goes just past the checkers, where the moving checker would land.
            let offset = f32::from(shown) * POINT + POINT / 2.0;
            let cy = if top { base + offset } else { base - offset };
            svg.highlight(x, cy - POINT / 2.0, POINT, POINT, HighlightKind::Target);
        }
        svg.close_group();
    }

    /// The bar: the bottom side's checkers in its lower half, the other side's in the upper half.
    fn draw_bar(&self, svg: &mut SvgWriter, board: &Board, options: &SvgOptions) {
        let x = board.bar_x();
        svg.open_target("bar", "bar", "bar");
        let me = board.me;
        svg.element_desc(&format!(
            "bar: {} {}, {} {}",
            self.bar(me),
            me.name(),
            self.bar(me.opponent()),
            me.opponent().name()
        ));
        svg.rect(x, board.y, POINT, 2.0 * HALF + MIDDLE, WOOD, "");
        if let Some(kind) = options.highlight_of("bar") {
            svg.highlight(x, board.y, POINT, 2.0 * HALF + MIDDLE, kind);
        }
        for (side, top) in [(me.opponent(), true), (me, false)] {
            let n = self.bar(side);
            for i in 0..n.min(4) {
                // Stacked from the middle of the board outwards, each side in its own half.
                let offset = f32::from(i) * POINT + POINT / 2.0;
                let cy = if top { board.y + HALF - offset } else { board.y + HALF + MIDDLE + offset };
                let label = (i + 1 == n.min(4) && n > 4).then(|| format!("{n}"));
                draw_checker(svg, x + POINT / 2.0, cy, side, label.as_deref());
            }
        }
        svg.close_group();
    }

    /// The trays right of the board: the bottom side's borne-off checkers below (`off`), the other side's above.
    fn draw_trays(&self, svg: &mut SvgWriter, board: &Board, options: &SvgOptions) {
        let x = board.tray_x();
        for (side, top) in [(board.me.opponent(), true), (board.me, false)] {
            let (id, label) = if side == board.me {
                (String::from("off"), String::from("off"))
            } else {
                (format!("off-{}", side.letter()), format!("off ({})", side.name()))
            };
            svg.open_target(&id, &label, "tray");
            let n = self.borne_off(side);
            svg.element_desc(&format!("{} borne off by {}", n, side.name()));
            let y = if top { board.y } else { board.y + HALF + MIDDLE };
            svg.rect(x, y, TRAY - 8.0, HALF, "#3d2817", "rx=\"4\"");
            if let Some(kind) = options.highlight_of(&label) {
                svg.highlight(x, y, TRAY - 8.0, HALF, kind);
            }
            let (fill, edge, _) = checker_colours(side);
            // Borne-off checkers lie on their edge: thin slabs, stacked from the board's edge inwards.
            for i in 0..n {
                let offset = f32::from(i) * 12.5 + 2.0;
                let sy = if top { y + offset } else { y + HALF - offset - 10.5 };
                svg.rect(
                    x + 4.0,
                    sy,
                    TRAY - 16.0,
                    10.5,
                    fill,
                    &format!("stroke=\"{edge}\" stroke-width=\"1\" rx=\"2\""),
                );
            }
            if n > 0 {
                let ty = if top { y + HALF - 12.0 } else { y + 12.0 };
                svg.text(x + (TRAY - 8.0) / 2.0, ty, 13.0, "#f6f3ea", "middle", "bold", &format!("{n}"));
            }
            svg.close_group();
        }
    }

    /// The cube left of the board: in the middle when centred, at its owner's edge when owned.
    fn draw_cube(&self, svg: &mut SvgWriter, board: &Board) {
        if !self.rules().cube() {
            return;
        }
        let cube = self.cube();
        let size = 38.0;
        let x = (CUBE_COLUMN - size) / 2.0;
        let y = match cube.owner() {
            None => board.y + HALF + MIDDLE / 2.0 - size / 2.0,
            Some(owner) if owner == board.me => board.y + 2.0 * HALF + MIDDLE - size - 6.0,
            Some(_) => board.y + 6.0,
        };
        svg.open_target("cube", "cube", "cube");
        svg.element_desc(&self.cube_words());
        svg.rect(x, y, size, size, "#fdfbf5", "stroke=\"#333333\" stroke-width=\"1.5\" rx=\"6\"");
        // A centred cube shows 64, as on a real one; its value is 1.
        let face = if cube.owner().is_none() && cube.value() == 1 { 64 } else { cube.value() };
        svg.text(x + size / 2.0, y + size / 2.0, 17.0, "#222222", "middle", "bold", &format!("{face}"));
        svg.close_group();
    }

    /// The dice: classic dice being played, on the mover's half; in no-dice mode the pair each side chose last,
    /// smaller, on its own half (the bottom side's on the right half, the other's on the left).
    fn draw_dice(&self, svg: &mut SvgWriter, board: &Board) {
        let cy = board.y + HALF + MIDDLE / 2.0;
        if let Phase::Playing(dice) = self.phase() {
            let left = board.x + 7.0 * POINT + 3.0 * POINT - 36.0;
            draw_die(svg, left, cy - 16.0, 32.0, dice.high(), self.side_to_move());
            draw_die(svg, left + 40.0, cy - 16.0, 32.0, dice.low(), self.side_to_move());
            return;
        }
        for side in [Side::White, Side::Black] {
            let Some(dice) = self.last_dice(side) else { continue };
            let left = if side == board.me {
                board.x + 7.0 * POINT + 3.0 * POINT - 30.0
            } else {
                board.x + 3.0 * POINT - 30.0
            };
            draw_pair(svg, left, cy, dice, side);
        }
    }
}

/// A pair a side chose (no-dice mode): two small dice and the words `last 6-4`.
fn draw_pair(svg: &mut SvgWriter, left: f32, cy: f32, dice: Dice, side: Side) {
    draw_die(svg, left, cy - 12.0, 24.0, dice.high(), side);
    draw_die(svg, left + 28.0, cy - 12.0, 24.0, dice.low(), side);
    svg.text(left + 60.0, cy, 11.0, "#f6f3ea", "start", "normal", "last");
}

/// One die of `side`'s colour at `x`, `y`, `size` wide, showing `pips`.
fn draw_die(svg: &mut SvgWriter, x: f32, y: f32, size: f32, pips: u8, side: Side) {
    let (fill, edge, ink) = checker_colours(side);
    svg.rect(
        x,
        y,
        size,
        size,
        fill,
        &format!("stroke=\"{edge}\" stroke-width=\"1.2\" rx=\"{}\"", Num(size * 0.18)),
    );
    let spot = size * 0.09;
    let (near, mid, far) = (size * 0.25, size * 0.5, size * 0.75);
    let spots: &[(f32, f32)] = match pips {
        1 => &[(mid, mid)],
        2 => &[(near, near), (far, far)],
        3 => &[(near, near), (mid, mid), (far, far)],
        4 => &[(near, near), (far, near), (near, far), (far, far)],
        5 => &[(near, near), (far, near), (mid, mid), (near, far), (far, far)],
        _ => &[(near, near), (far, near), (near, mid), (far, mid), (near, far), (far, far)],
    };
    for (dx, dy) in spots {
        svg.circle(x + dx, y + dy, spot, ink, "");
    }
}

/// A checker seen from above, with `label` (a count) written on it.
fn draw_checker(svg: &mut SvgWriter, cx: f32, cy: f32, side: Side, label: Option<&str>) {
    let (fill, edge, ink) = checker_colours(side);
    svg.circle(cx, cy, POINT / 2.0 - 1.5, fill, &format!("stroke=\"{edge}\" stroke-width=\"1.5\""));
    svg.circle(cx, cy, POINT / 2.0 - 7.0, "none", &format!("stroke=\"{edge}\" stroke-width=\"1\""));
    if let Some(label) = label {
        svg.text(cx, cy, 14.0, ink, "middle", "bold", label);
    }
}
