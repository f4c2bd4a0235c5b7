//! The board as an SVG picture (feature `svg`): the 12x16 board with the fortress's removed block, its eight
//! points joined by their segments, the four gates, and every piece kind drawn distinctly (a soldier a small
//! plain disc; officers larger discs with their letter: `G` general, `C` colonel, `K` captain, `L`
//! lieutenant, the general and colonel ringed in gold). A panel beside it says whose turn it is, whether a
//! capture is demanded, and how many pieces each side has left.
//!
//! Every playable square and every point is a clickable group named in the game's notation (`id="sq-c3"`,
//! `aria-label="c3"`; `id="pt-F4"`, `aria-label="F4"`) whose `<desc>` names the piece on it.
//!
//! ```
//! use siege_paris::abstract_game::svg::{Svg, SvgOptions};
//! use siege_paris::{Position, Rules};
//!
//! let picture = Position::start(Rules::default()).svg(None, &SvgOptions::new());
//! assert_eq!(picture.matches("class=\"square\"").count(), 192 - 36);
//! assert_eq!(picture.matches("class=\"point\"").count(), 8);
//! assert!(picture.contains("aria-label=\"F4\""));
//! ```

use alloc::format;
use alloc::string::String;
use core::fmt::Write as _;

use abstract_game::PlayerId;
use abstract_game::svg::{HighlightKind, Svg, SvgOptions, SvgWriter};

use crate::fortress::{Loc, Point};
use crate::piece::{Piece, PieceKind, Side};
use crate::position::Position;

/// One square's side, in drawing units.
const SQUARE: f32 = 40.0;
const FILES: u8 = 12;
const RANKS: u8 = 16;
const LIGHT: &str = "#e9dfc7";
const DARK: &str = "#c9b68f";
const GOLD: &str = "#d4a017";
/// Where the points sit inside the removed block, in block units of a 6x6 block, rank 11 at the top: the
/// reconstructed octagon, `F1` left of centre (beside its gate c9), round clockwise to `F8` (beside c8).
const OCTAGON: [(f32, f32); 8] =
    [(0.6, 2.5), (2.0, 0.7), (4.0, 0.7), (5.4, 2.5), (5.4, 3.5), (4.0, 5.3), (2.0, 5.3), (0.6, 3.5)];

fn side_colours(side: Side) -> (&'static str, &'static str) {
    match side {
        Side::Yellow => ("#f2c12e", "#6b4e00"),
        Side::White => ("#fbfbf8", "#555555"),
        Side::Black => ("#26231f", "#b8ad9a"),
    }
}

fn piece_words(piece: Piece) -> String {
    format!("{} {}", piece.side.name(), piece.kind.name())
}

/// Lays out squares and points for one orientation.
struct Layout {
    x0: f32,
    y0: f32,
    /// Black at the bottom: the board turned half round.
    turned: bool,
}

impl Layout {
    /// The top-left corner of square (`file`, `rank`), both 0-based.
    fn square(&self, file: u8, rank: u8) -> (f32, f32) {
        let (col, row) = if self.turned { (FILES - 1 - file, rank) } else { (file, RANKS - 1 - rank) };
        (self.x0 + SQUARE * f32::from(col), self.y0 + SQUARE * f32::from(row))
    }

    fn centre_of_index(&self, index: usize) -> (f32, f32) {
        let (file, rank) = ((index % 12) as u8, (index / 12) as u8);
        let (x, y) = self.square(file, rank);
        (x + SQUARE / 2.0, y + SQUARE / 2.0)
    }
}

impl Svg for Position {
    /// The board, White's side (rank 1) at the bottom unless Black views or is asked for at the bottom
    /// ([`SvgOptions::bottom`]); Yellow, whose fortress is in the middle, sees White's orientation. Nothing is
    /// secret in the siege: every seat sees every piece.
    fn svg(&self, seat: Option<PlayerId>, options: &SvgOptions) -> String {
        let margin = if options.coordinates { 24.0 } else { 8.0 };
        let panel = 190.0;
        let board_w = SQUARE * f32::from(FILES);
        let board_h = SQUARE * f32::from(RANKS);
        let width = margin + board_w + margin + panel;
        let height = 2.0 * margin + board_h;
        let bottom = options.bottom_seat(seat, Side::White.player_id());
        let layout =
            Layout { x0: margin, y0: margin, turned: Side::from_player_id(bottom) == Some(Side::Black) };
        let status = self.status_words();
        let mut desc = format!("{status}.");
        for side in Side::ALL {
            let _ = write!(
                desc,
                " {} has {} pieces.",
                side.name(),
                self.pieces().filter(|(_, p)| p.side == side).count()
            );
        }
        let _ = write!(desc, " Turns without progress: {}.", self.no_progress());
        let mut svg = SvgWriter::new(width, height, options, "Siege of Paris board", &desc);
        svg.rect(0.0, 0.0, width, height, "#f4f0e6", "");
        svg.rect(margin - 2.0, margin - 2.0, board_w + 4.0, board_h + 4.0, "#4a3b26", "");
        self.draw_squares(&mut svg, &layout, options);
        self.draw_fortress(&mut svg, &layout, options);
        if options.coordinates {
            for file in 0..FILES {
                let (x, _) = layout.square(file, 0);
                let letter = format!("{}", char::from(b'a' + file));
                svg.text(x + SQUARE / 2.0, margin / 2.0, 12.0, "#4a3b26", "middle", "normal", &letter);
                svg.text(
                    x + SQUARE / 2.0,
                    margin + board_h + margin / 2.0,
                    12.0,
                    "#4a3b26",
                    "middle",
                    "normal",
                    &letter,
                );
            }
            for rank in 0..RANKS {
                let (_, y) = layout.square(0, rank);
                svg.text(
                    margin / 2.0,
                    y + SQUARE / 2.0,
                    12.0,
                    "#4a3b26",
                    "middle",
                    "normal",
                    &format!("{}", rank + 1),
                );
            }
        }
        self.draw_panel(&mut svg, margin + board_w + margin, margin, panel - 8.0, &status);
        svg.finish()
    }
}

impl Position {
    /// Whose turn (and a demanded capture), or how the game ended.
    fn status_words(&self) -> String {
        match self.end() {
            Some(end) => {
                let mut words = format!("Game over: {end}");
                if let Some(first) = words.get(11..12) {
                    // "draw: ..." reads better capitalised after "Game over: ".
                    let upper = first.to_ascii_uppercase();
                    words.replace_range(11..12, &upper);
                }
                words
            }
            None if self.capture_demanded() => {
                format!("{} to move, capture demanded", self.side_to_move().name())
            }
            None => format!("{} to move", self.side_to_move().name()),
        }
    }

    /// Every playable square: its clickable group, the highlight, the piece.
    fn draw_squares(&self, svg: &mut SvgWriter, layout: &Layout, options: &SvgOptions) {
        let removed = self.rules().fortress().removed();
        for row in 0..RANKS {
            for col in 0..FILES {
                let (file, rank) =
                    if layout.turned { (FILES - 1 - col, row) } else { (col, RANKS - 1 - row) };
                let index = usize::from(rank) * 12 + usize::from(file);
                let (x, y) = layout.square(file, rank);
                if removed.contains(index) {
                    svg.rect(x, y, SQUARE, SQUARE, "#8f8a7a", "");
                    continue;
                }
                let Some(loc) = Loc::square(index) else { continue };
                let name = format!("{loc}");
                svg.open_target(&format!("sq-{name}"), &name, "square");
                let piece = self.piece_at(loc);
                svg.element_desc(&piece.map_or_else(|| String::from("empty"), piece_words));
                svg.rect(x, y, SQUARE, SQUARE, if (file + rank) % 2 == 0 { DARK } else { LIGHT }, "");
                let highlight = options.highlight_of(&name);
                if let Some(kind @ (HighlightKind::LastMove | HighlightKind::Selected)) = highlight {
                    svg.highlight(x, y, SQUARE, SQUARE, kind);
                }
                if let Some(piece) = piece {
                    draw_piece(svg, x + SQUARE / 2.0, y + SQUARE / 2.0, piece);
                }
                if highlight == Some(HighlightKind::Target) {
                    svg.highlight(x, y, SQUARE, SQUARE, HighlightKind::Target);
                }
                svg.close_group();
            }
        }
    }

    /// The fortress over its removed block: walls, segments, gates, and the eight points.
    fn draw_fortress(&self, svg: &mut SvgWriter, layout: &Layout, options: &SvgOptions) {
        let fortress = &self.rules().fortress;
        // The removed block's bounding box, in screen units (the reconstruction's d6..i11).
        let (mut left, mut top, mut right, mut bottom) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for index in fortress.removed() {
            let (x, y) = layout.square((index % 12) as u8, (index / 12) as u8);
            left = left.min(x);
            top = top.min(y);
            right = right.max(x + SQUARE);
            bottom = bottom.max(y + SQUARE);
        }
        if left > right {
            // No removed square: the points go in the middle of the board.
            let (cx, cy) = (layout.x0 + 6.0 * SQUARE, layout.y0 + 8.0 * SQUARE);
            (left, top, right, bottom) =
                (cx - 3.0 * SQUARE, cy - 3.0 * SQUARE, cx + 3.0 * SQUARE, cy + 3.0 * SQUARE);
        }
        svg.rect(
            left + 3.0,
            top + 3.0,
            right - left - 6.0,
            bottom - top - 6.0,
            "#b9b2a0",
            "stroke=\"#5c5443\" stroke-width=\"3\" rx=\"10\"",
        );
        let unit_x = (right - left) / 6.0;
        let unit_y = (bottom - top) / 6.0;
        let centre = |point: Point| {
            let (ux, uy) = OCTAGON[point.index()];
            let (ux, uy) = if layout.turned { (6.0 - ux, 6.0 - uy) } else { (ux, uy) };
            (left + ux * unit_x, top + uy * unit_y)
        };
        for (a, b) in fortress.segments() {
            svg.line(centre(a), centre(b), "#5c5443", 4.0);
        }
        for point in Point::all() {
            if let Some(gate) = fortress.gate(point) {
                // The road runs from the point to the near edge of its gate square, and the gate square is
                // framed in the same red, so the piece standing on it stays clear.
                let from = centre(point);
                let (gx, gy) = layout.centre_of_index(gate);
                let (dx, dy) = (from.0 - gx, from.1 - gy);
                let edge = (SQUARE / 2.0) / dx.abs().max(dy.abs()).max(1.0);
                let to = (gx + dx * edge, gy + dy * edge);
                svg.line(from, to, "#8b1e1e", 5.0);
                svg.line(from, to, "#f4f0e6", 1.5);
                svg.rect(
                    gx - SQUARE / 2.0 + 1.5,
                    gy - SQUARE / 2.0 + 1.5,
                    SQUARE - 3.0,
                    SQUARE - 3.0,
                    "none",
                    "stroke=\"#8b1e1e\" stroke-width=\"3\"",
                );
            }
        }
        for point in Point::all() {
            let (cx, cy) = centre(point);
            let name = format!("{point}");
            svg.open_target(&format!("pt-{name}"), &name, "point");
            let piece = self.fortress_piece(point);
            svg.element_desc(&piece.map_or_else(|| String::from("empty"), piece_words));
            let r = SQUARE * 0.5;
            svg.circle(cx, cy, r, "#efe8d6", "stroke=\"#5c5443\" stroke-width=\"2.5\"");
            let highlight = options.highlight_of(&name);
            if let Some(kind @ (HighlightKind::LastMove | HighlightKind::Selected)) = highlight {
                svg.circle(
                    cx,
                    cy,
                    r - 2.0,
                    kind.colour(),
                    &format!("class=\"{}\" fill-opacity=\"0.45\"", kind.name()),
                );
            }
            match piece {
                Some(piece) => draw_piece(svg, cx, cy, piece),
                None => svg.text(cx, cy, 12.0, "#5c5443", "middle", "bold", &name),
            }
            if highlight == Some(HighlightKind::Target) {
                svg.highlight(cx - r, cy - r, 2.0 * r, 2.0 * r, HighlightKind::Target);
            }
            svg.close_group();
        }
    }

    /// The side panel: the status and each side's pieces by kind.
    fn draw_panel(&self, svg: &mut SvgWriter, x: f32, y: f32, w: f32, status: &str) {
        svg.rect(x, y, w, 64.0, "#ffffff", "stroke=\"#bbbbbb\" rx=\"6\"");
        let (line1, line2) = match status.split_once(", ") {
            Some((turn, demand)) if self.end().is_none() => (String::from(turn), String::from(demand)),
            _ => (String::from(status), String::new()),
        };
        if self.end().is_none() {
            let (fill, dark) = side_colours(self.side_to_move());
            svg.circle(x + 16.0, y + 20.0, 8.0, fill, &format!("stroke=\"{dark}\" stroke-width=\"1.5\""));
            svg.text(x + 30.0, y + 20.0, 14.0, "#222222", "start", "bold", &line1);
            svg.text(x + 30.0, y + 42.0, 12.0, "#8b1e1e", "start", "bold", &line2);
        } else {
            // A long ending is written over three short lines.
            let mut line = String::new();
            let mut row = 0.0;
            for word in status.split(' ') {
                if line.len() + word.len() > 24 {
                    svg.text(x + 10.0, y + 14.0 + row * 16.0, 12.0, "#222222", "start", "bold", &line);
                    line.clear();
                    row += 1.0;
                }
                if !line.is_empty() {
                    line.push(' ');
                }
                line.push_str(word);
            }
            svg.text(x + 10.0, y + 14.0 + row * 16.0, 12.0, "#222222", "start", "bold", &line);
        }
        let mut top = y + 76.0;
        for side in Side::ALL {
            let kinds: &[PieceKind] = if side.is_attacker() {
                &PieceKind::ALL
            } else {
                &[PieceKind::General, PieceKind::Colonel, PieceKind::Soldier]
            };
            let height = 34.0 + 26.0 * f32::from(kinds.len() as u8);
            svg.rect(x, top, w, height, "#ffffff", "stroke=\"#bbbbbb\" rx=\"6\"");
            svg.text(x + 10.0, top + 16.0, 14.0, "#222222", "start", "bold", side.name());
            let mut row = top + 40.0;
            for &kind in kinds {
                let Some(piece) = Piece::new(side, kind) else { continue };
                draw_piece(svg, x + 22.0, row, piece);
                let left = self.count(piece);
                let text = format!("{} {left} of {}", kind.name(), piece.initial_count());
                svg.text(x + 42.0, row, 12.0, "#333333", "start", "normal", &text);
                row += 26.0;
            }
            top += height + 8.0;
        }
        svg.text(
            x + 4.0,
            top + 8.0,
            12.0,
            "#555555",
            "start",
            "normal",
            &format!("turns without progress: {}", self.no_progress()),
        );
    }
}

/// A piece: a soldier a small plain disc, an officer a larger disc with its letter (the general and the
/// colonel ringed in gold), in its side's colour.
fn draw_piece(svg: &mut SvgWriter, cx: f32, cy: f32, piece: Piece) {
    let (fill, ink) = side_colours(piece.side);
    let edge = format!("stroke=\"{ink}\" stroke-width=\"1.8\"");
    if piece.kind == PieceKind::Soldier {
        svg.circle(cx, cy, 9.0, fill, &edge);
        return;
    }
    if matches!(piece.kind, PieceKind::General | PieceKind::Colonel) {
        svg.circle(cx, cy, 16.5, GOLD, "");
    }
    svg.circle(cx, cy, 14.0, fill, &edge);
    let letter = match piece.kind {
        PieceKind::General => "G",
        PieceKind::Colonel => "C",
        PieceKind::Captain => "K",
        PieceKind::Lieutenant => "L",
        PieceKind::Soldier => "",
    };
    svg.text(cx, cy + 1.0, 15.0, ink, "middle", "bold", letter);
}
