//! The board as an SVG picture (feature `svg`): every column drawn as a stack of discs seen from the side,
//! bottom prisoner lowest and the commander on top, each in its own colour, with the height in a badge and
//! kings crowned (a gold band round every king, a crown on a commanding king).
//!
//! Every dark square is a clickable group named by its square (`id="sq-c3"`, `aria-label="c3"`) whose
//! `<desc>` lists the column from the top down. The picture's `<desc>` says whose turn it is, or the result.
//!
//! ```
//! use bashnya::abstract_game::svg::{Svg, SvgOptions};
//! use bashnya::{Position, Rules};
//!
//! let picture = Position::start(Rules::bashni()).svg(None, &SvgOptions::new());
//! assert_eq!(picture.matches("class=\"square\"").count(), 32);
//! assert!(picture.contains("aria-label=\"c3\""));
//! ```

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use abstract_game::PlayerId;
use abstract_game::svg::{HighlightKind, Svg, SvgOptions, SvgWriter};

use crate::column::{Column, Kind, Piece};
use crate::position::{DrawRule, Position};
use crate::rules::Variant;
use crate::square::{Colour, Square};

/// One square's side, in drawing units.
const SQUARE: f32 = 60.0;
/// The strip below the board for the status line.
const STATUS: f32 = 30.0;
const LIGHT: &str = "#f0d9b5";
const DARK: &str = "#b07d4f";
const GOLD: &str = "#e0a800";

impl Svg for Position {
    /// The board seen from `seat`'s side (White's when no seat views and no [`SvgOptions::bottom`] is set):
    /// Black at the bottom turns the board round. Draughts hide nothing, so every seat sees every column.
    fn svg(&self, seat: Option<PlayerId>, options: &SvgOptions) -> String {
        let size = self.rules().board().size();
        let bottom = options.bottom_seat(seat, Colour::White.player_id());
        let flipped = Colour::from_player_id(bottom) == Some(Colour::Black);
        let margin = if options.coordinates { 26.0 } else { 6.0 };
        let board = SQUARE * f32::from(size);
        let width = board + 2.0 * margin;
        let height = board + 2.0 * margin + STATUS;
        let title = format!("{} board", variant_title(self.rules().variant()));
        let status = self.status_line();
        let desc = format!("{status}. Rules: {}. {}", self.rules(), self.material_line());
        let mut svg = SvgWriter::new(width, height, options, &title, &desc);
        svg.rect(0.0, 0.0, width, height, "#3b2a1a", "");
        svg.rect(margin - 2.0, margin - 2.0, board + 4.0, board + 4.0, "#1e140c", "");
        for row in 0..size {
            for col in 0..size {
                let (file, rank) = if flipped { (size - 1 - col, row) } else { (col, size - 1 - row) };
                let x = margin + SQUARE * f32::from(col);
                let y = margin + SQUARE * f32::from(row);
                match Square::new(file, rank) {
                    None => svg.rect(x, y, SQUARE, SQUARE, LIGHT, ""),
                    Some(sq) => self.draw_square(&mut svg, sq, x, y, options),
                }
            }
        }
        if options.coordinates {
            for i in 0..size {
                let (file, rank) = if flipped { (size - 1 - i, i) } else { (i, size - 1 - i) };
                let along = margin + SQUARE * (f32::from(i) + 0.5);
                let letter = char::from(b'a' + file);
                let mut buf = [0u8; 4];
                let letter = letter.encode_utf8(&mut buf);
                svg.text(along, margin / 2.0, 14.0, "#f0d9b5", "middle", "normal", letter);
                svg.text(along, margin + board + margin / 2.0, 14.0, "#f0d9b5", "middle", "normal", letter);
                let number = format!("{}", rank + 1);
                svg.text(margin / 2.0, along, 14.0, "#f0d9b5", "middle", "normal", &number);
                svg.text(margin + board + margin / 2.0, along, 14.0, "#f0d9b5", "middle", "normal", &number);
            }
        }
        let line_y = 2.0 * margin + board + STATUS / 2.0 - 4.0;
        if self.loser().is_none() && !self.is_draw() {
            let mover = self.side_to_move();
            svg.circle(
                margin + 8.0,
                line_y,
                7.0,
                piece_fill(mover),
                &format!("stroke=\"{}\"", piece_edge(mover)),
            );
            svg.text(margin + 22.0, line_y, 15.0, "#f0d9b5", "start", "normal", &status);
        } else {
            svg.text(margin, line_y, 15.0, "#f0d9b5", "start", "bold", &status);
        }
        svg.finish()
    }
}

impl Position {
    /// One dark square: its clickable group, the highlight, the column.
    fn draw_square(&self, svg: &mut SvgWriter, sq: Square, x: f32, y: f32, options: &SvgOptions) {
        let name = format!("{sq}");
        svg.open_target(&format!("sq-{name}"), &name, "square");
        let column = self.column(sq);
        svg.element_desc(&column_words(column));
        svg.rect(x, y, SQUARE, SQUARE, DARK, "");
        let highlight = options.highlight_of(&name);
        if let Some(kind @ (HighlightKind::LastMove | HighlightKind::Selected)) = highlight {
            svg.highlight(x, y, SQUARE, SQUARE, kind);
        }
        draw_column(svg, column, x, y);
        if highlight == Some(HighlightKind::Target) {
            svg.highlight(x, y, SQUARE, SQUARE, HighlightKind::Target);
        }
        svg.close_group();
    }

    /// Whose turn, or the result (the same words as [`Position::pretty`]).
    fn status_line(&self) -> String {
        let name = Colour::name;
        match (self.loser(), self.draw_reason()) {
            (Some(loser), _) => format!("{} wins: {} has no legal move", name(loser.opponent()), name(loser)),
            (None, Some(DrawRule::Quiet(n))) => format!("Draw: {n} plies without a capture or a man's move"),
            (None, Some(DrawRule::Repetition)) => String::from("Draw by threefold repetition"),
            (None, Some(DrawRule::PlyLimit(n))) => format!("Draw: the {n}-ply limit is reached"),
            (None, None) => format!("{} to move", name(self.side_to_move())),
        }
    }

    /// How many pieces each side has on the board, prisoners included.
    fn material_line(&self) -> String {
        format!("White has {} pieces, Black {}.", self.pieces(Colour::White), self.pieces(Colour::Black))
    }
}

/// The preset's name as people write it.
fn variant_title(variant: Variant) -> &'static str {
    match variant {
        Variant::Bashni => "Bashni",
        Variant::Fogliaccio => "Fogliaccio",
        Variant::Russian => "Russian draughts",
        Variant::Lasca => "Lasca",
        Variant::Stavropol => "Stavropol Bashni",
    }
}

fn piece_fill(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "#f7f3e8",
        Colour::Black => "#2a2622",
    }
}

fn piece_edge(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "#6e6355",
        Colour::Black => "#a09585",
    }
}

fn piece_words(piece: Piece) -> String {
    let kind = match piece.kind {
        Kind::Man => "man",
        Kind::King => "king",
    };
    let colour = match piece.colour {
        Colour::White => "white",
        Colour::Black => "black",
    };
    format!("{colour} {kind}")
}

/// The column in words, commander first: `white king over black man, black man`, or `empty`.
fn column_words(column: Column) -> String {
    let pieces: Vec<Piece> = column.iter().rev().collect();
    match pieces.split_first() {
        None => String::from("empty"),
        Some((top, [])) => piece_words(*top),
        Some((top, under)) => {
            let under: Vec<String> = under.iter().map(|p| piece_words(*p)).collect();
            format!("{} over {} (height {})", piece_words(*top), under.join(", "), pieces.len())
        }
    }
}

/// The column as discs seen from the side, bottom first so upper discs overlap lower ones.
fn draw_column(svg: &mut SvgWriter, column: Column, x: f32, y: f32) {
    let height = column.height();
    if height == 0 {
        return;
    }
    let (rx, ry, thick) = (23.0, 8.0, 5.0);
    let cx = x + SQUARE / 2.0;
    // Up to seven units between discs; a tall column squeezes them into the square (its badge gives the count).
    let step = if height > 1 { (26.0 / f32::from(height - 1)).min(7.0) } else { 0.0 };
    let total = step * f32::from(height - 1) + 2.0 * ry + thick;
    let lowest = y + (SQUARE - total) / 2.0 + ry + step * f32::from(height - 1);
    for (level, piece) in (0u8..).zip(column.iter()) {
        let top = lowest - step * f32::from(level);
        let fill = piece_fill(piece.colour);
        let edge = format!("stroke=\"{}\" stroke-width=\"1.2\"", piece_edge(piece.colour));
        svg.ellipse(cx, top + thick, rx, ry, fill, &edge);
        svg.rect(cx - rx, top, 2.0 * rx, thick, fill, "");
        svg.line((cx - rx, top), (cx - rx, top + thick), piece_edge(piece.colour), 1.2);
        svg.line((cx + rx, top), (cx + rx, top + thick), piece_edge(piece.colour), 1.2);
        if piece.is_king() {
            // A gold band on the disc's side marks a king at any level.
            svg.rect(cx - rx + 0.6, top + thick / 2.0 - 1.2, 2.0 * rx - 1.2, 2.4, GOLD, "");
        }
        svg.ellipse(cx, top, rx, ry, fill, &edge);
        if level + 1 == height && piece.is_king() {
            draw_crown(svg, cx, top, piece.colour);
        }
    }
    if height > 1 {
        let label = format!("{height}");
        svg.circle(x + SQUARE - 11.0, y + 11.0, 9.0, "#ffffff", "stroke=\"#333333\" stroke-width=\"1.2\"");
        svg.text(x + SQUARE - 11.0, y + 11.5, 11.0, "#111111", "middle", "bold", &label);
    }
}

/// A small gold crown on a commanding king's top face.
fn draw_crown(svg: &mut SvgWriter, cx: f32, cy: f32, colour: Colour) {
    let points = [
        (cx - 9.0, cy + 3.5),
        (cx - 10.0, cy - 4.5),
        (cx - 4.5, cy - 0.5),
        (cx, cy - 6.5),
        (cx + 4.5, cy - 0.5),
        (cx + 10.0, cy - 4.5),
        (cx + 9.0, cy + 3.5),
    ];
    let outline = match colour {
        Colour::White => "#7a5a00",
        Colour::Black => "#fff2b3",
    };
    svg.polygon(&points, GOLD, &format!("stroke=\"{outline}\" stroke-width=\"1\""));
}
