//! The board as an SVG picture (feature `svg`): the 8x8 board with the four armies in their colours, Amazons
//! marked, and a panel of the four seats (whose turn, captures, who is out and in which order). The tarot
//! variant's picture ([`TarotGame`](crate::tarot::TarotGame)) draws the same board and adds the cards.
//!
//! Every square is a clickable group named by its square (`id="sq-e4"`, `aria-label="e4"`) whose `<desc>`
//! names the piece on it; the picture's `<desc>` says whose turn it is, or how the game ended.
//!
//! ```
//! use chess4_bastardo::abstract_game::svg::{Svg, SvgOptions};
//! use chess4_bastardo::{Position, Rules};
//!
//! let picture = Position::start(Rules::standard()).svg(None, &SvgOptions::new());
//! assert_eq!(picture.matches("class=\"square\"").count(), 64);
//! assert!(picture.contains("aria-label=\"e4\""));
//! ```

use alloc::format;
use alloc::string::String;
use core::fmt::Write as _;

use abstract_game::PlayerId;
use abstract_game::svg::{HighlightKind, Num, Svg, SvgOptions, SvgWriter};
use board_core::Square;

use crate::{Ending, Piece, PieceKind, Position, Seat};

/// One square's side, in drawing units.
pub(crate) const SQUARE: f32 = 60.0;
/// The board's side.
pub(crate) const BOARD: f32 = SQUARE * 8.0;
const LIGHT: &str = "#eeeed2";
const DARK: &str = "#9aa7b0";

/// A seat's colour: the fill of its pieces and a darker shade for outlines and text.
pub(crate) const fn seat_colours(seat: Seat) -> (&'static str, &'static str) {
    match seat {
        Seat::Red => ("#e03b3b", "#6b0f0f"),
        Seat::Blue => ("#3c7be0", "#0d2e66"),
        Seat::Yellow => ("#f2c12e", "#6b4e00"),
        Seat::Green => ("#2fa84f", "#0c4a1e"),
    }
}

/// Yellow and Green look at the board from the rank-8 edge, so it is turned half round for them (as
/// [`Position::pretty_for`] does).
pub(crate) fn turned_for(bottom: PlayerId) -> bool {
    matches!(Seat::from_player_id(bottom), Some(Seat::Yellow | Seat::Green))
}

/// The words for a piece: `Red amazon`.
pub(crate) fn piece_words(piece: Piece) -> String {
    let kind = match piece.kind {
        PieceKind::Pawn => "pawn",
        PieceKind::Knight => "knight",
        PieceKind::Bishop => "bishop",
        PieceKind::Rook => "rook",
        PieceKind::Amazon => "amazon (queen and knight)",
        PieceKind::King => "king",
    };
    format!("{} {kind}", piece.seat.name())
}

/// Draws the 64 squares of `position` with the board's top-left corner at `x0`, `y0`, coordinates in the
/// margin when asked. `marks` puts a small badge on a square (tarot: Death's knight) with its words.
pub(crate) fn draw_board(
    svg: &mut SvgWriter,
    position: &Position,
    (x0, y0): (f32, f32),
    turned: bool,
    options: &SvgOptions,
    marks: &[(Square, &str, &str)],
) {
    svg.rect(x0 - 2.0, y0 - 2.0, BOARD + 4.0, BOARD + 4.0, "#333333", "");
    for row in 0..8u8 {
        for col in 0..8u8 {
            let (file, rank) = if turned { (7 - col, row) } else { (col, 7 - row) };
            let Some(sq) = Square::from_coords(file, rank) else { continue };
            let x = x0 + SQUARE * f32::from(col);
            let y = y0 + SQUARE * f32::from(row);
            let name = format!("{sq}");
            svg.open_target(&format!("sq-{name}"), &name, "square");
            let piece = position.piece_at(sq);
            let mark = marks.iter().find(|(at, _, _)| *at == sq);
            let mut words = piece.map_or_else(|| String::from("empty"), piece_words);
            if let Some((_, _, mark_words)) = mark {
                words = format!("{words}, {mark_words}");
            }
            svg.element_desc(&words);
            svg.rect(x, y, SQUARE, SQUARE, if sq.is_dark() { DARK } else { LIGHT }, "");
            let highlight = options.highlight_of(&name);
            if let Some(kind @ (HighlightKind::LastMove | HighlightKind::Selected)) = highlight {
                svg.highlight(x, y, SQUARE, SQUARE, kind);
            }
            if let Some(piece) = piece {
                draw_piece(svg, x + SQUARE / 2.0, y + SQUARE / 2.0, piece);
            }
            if let Some((_, badge, _)) = mark {
                svg.circle(x + 11.0, y + 11.0, 9.0, "#111111", "stroke=\"#ffffff\" stroke-width=\"1\"");
                svg.text(x + 11.0, y + 11.5, 12.0, "#ffffff", "middle", "bold", badge);
            }
            if highlight == Some(HighlightKind::Target) {
                svg.highlight(x, y, SQUARE, SQUARE, HighlightKind::Target);
            }
            svg.close_group();
        }
    }
    if options.coordinates {
        for i in 0..8u8 {
            let (file, rank) = if turned { (7 - i, i) } else { (i, 7 - i) };
            let along = f32::from(i) * SQUARE + SQUARE / 2.0;
            let letter = format!("{}", char::from(b'a' + file));
            let number = format!("{}", rank + 1);
            svg.text(x0 + along, y0 + BOARD + 13.0, 13.0, "#444444", "middle", "normal", &letter);
            svg.text(x0 - 13.0, y0 + along, 13.0, "#444444", "middle", "normal", &number);
        }
    }
}

/// A piece: the chess glyph in its seat's colour with a dark outline; an Amazon is a queen's glyph with a
/// knight's head in a badge, so it reads as both at a glance.
pub(crate) fn draw_piece(svg: &mut SvgWriter, cx: f32, cy: f32, piece: Piece) {
    let (fill, dark) = seat_colours(piece.seat);
    let glyph = match piece.kind {
        PieceKind::Pawn => "\u{265F}",
        PieceKind::Knight => "\u{265E}",
        PieceKind::Bishop => "\u{265D}",
        PieceKind::Rook => "\u{265C}",
        PieceKind::Amazon => "\u{265B}",
        PieceKind::King => "\u{265A}",
    };
    svg.raw(&format!(
        "<text x=\"{}\" y=\"{}\" font-size=\"46\" fill=\"{fill}\" stroke=\"{dark}\" stroke-width=\"1.6\" \
         text-anchor=\"middle\" dominant-baseline=\"central\" font-family=\"DejaVu Sans, Segoe UI Symbol, \
         Noto Sans Symbols 2, sans-serif\" aria-hidden=\"true\">{glyph}</text>\n",
        Num(cx),
        Num(cy + 1.0)
    ));
    if piece.kind == PieceKind::Amazon {
        svg.circle(cx + 17.0, cy + 16.0, 11.0, "#ffffff", &format!("stroke=\"{dark}\" stroke-width=\"1.5\""));
        svg.raw(&format!(
            "<text x=\"{}\" y=\"{}\" font-size=\"18\" fill=\"{dark}\" text-anchor=\"middle\" \
             dominant-baseline=\"central\" aria-hidden=\"true\">\u{265E}</text>\n",
            Num(cx + 17.0),
            Num(cy + 16.5)
        ));
    }
}

/// How the game ended, in words, or `None` while it goes on.
fn ending_words(position: &Position) -> Option<String> {
    let ending = position.ending()?;
    let ranks = position.ranks();
    let winners: alloc::vec::Vec<&str> =
        Seat::ALL.into_iter().filter(|s| ranks[s.index()] == 1).map(Seat::name).collect();
    Some(match ending {
        Ending::LastStanding => format!("Game over: {} is the last standing", winners.join(" and ")),
        Ending::NoProgress => {
            format!("Game over by the no-progress limit: {} first on pieces", winners.join(" and "))
        }
        _ => format!("Game over: {} first", winners.join(" and ")),
    })
}

/// The `n`th in words: `1st`, `2nd`, `3rd`, `4th`.
pub(crate) fn ordinal(n: usize) -> &'static str {
    match n {
        1 => "1st",
        2 => "2nd",
        3 => "3rd",
        _ => "4th",
    }
}

impl Svg for Position {
    /// The board from `seat`'s side (Red's when no seat views and [`SvgOptions::bottom`] is unset; Yellow and
    /// Green see it turned half round) and the four seats' panel. The base game hides nothing.
    fn svg(&self, seat: Option<PlayerId>, options: &SvgOptions) -> String {
        let margin = if options.coordinates { 26.0 } else { 8.0 };
        let panel = 210.0;
        let width = margin + BOARD + 16.0 + panel;
        let height = 2.0 * margin + BOARD;
        let status = ending_words(self).unwrap_or_else(|| format!("{} to move", self.side_to_move().name()));
        let mut desc = format!("{status}.");
        let out = self.elimination_order();
        if !out.is_empty() {
            let names: alloc::vec::Vec<&str> = out.iter().map(|s| s.name()).collect();
            let _ = write!(desc, " Eliminated, first out first: {}.", names.join(", "));
        }
        for s in Seat::ALL {
            let _ = write!(desc, " {} has captured {}.", s.name(), self.captured(s));
        }
        let mut svg = SvgWriter::new(width, height, options, "Il Bastardo board", &desc);
        svg.rect(0.0, 0.0, width, height, "#f7f5ef", "");
        let bottom = options.bottom_seat(seat, Seat::Red.player_id());
        draw_board(&mut svg, self, (margin, margin), turned_for(bottom), options, &[]);
        let px = margin + BOARD + 16.0;
        for (i, s) in (0u8..).zip(Seat::ALL) {
            let y = margin + 8.0 + 72.0 * f32::from(i);
            let (fill, dark) = seat_colours(s);
            let to_move = self.ending().is_none() && self.side_to_move() == s;
            let eliminated = self.is_eliminated(s);
            let frame = if to_move {
                format!("stroke=\"{dark}\" stroke-width=\"3\"")
            } else {
                String::from("stroke=\"#cccccc\"")
            };
            svg.rect(px, y, panel - 8.0, 62.0, "#ffffff", &format!("rx=\"6\" {frame}"));
            svg.rect(
                px + 8.0,
                y + 8.0,
                18.0,
                18.0,
                if eliminated { "#bbbbbb" } else { fill },
                &format!("stroke=\"{dark}\" rx=\"3\""),
            );
            svg.text(
                px + 34.0,
                y + 17.0,
                16.0,
                if eliminated { "#888888" } else { dark },
                "start",
                "bold",
                s.name(),
            );
            if to_move {
                svg.text(px + panel - 16.0, y + 17.0, 13.0, dark, "end", "bold", "to move");
            }
            let line = if eliminated {
                let place = out.iter().position(|&o| o == s).map_or(4, |p| p + 1);
                format!("out ({} eliminated)", ordinal(place))
            } else {
                let count = self.pieces(s).count();
                format!("{count} piece{}, captured {}", if count == 1 { "" } else { "s" }, self.captured(s))
            };
            svg.text(
                px + 8.0,
                y + 44.0,
                13.0,
                if eliminated { "#888888" } else { "#333333" },
                "start",
                "normal",
                &line,
            );
        }
        if let Some(words) = ending_words(self) {
            svg.text(px, margin + 8.0 + 72.0 * 4.0 + 14.0, 13.0, "#222222", "start", "bold", "Game over");
            let detail = words.trim_start_matches("Game over").trim_start_matches(':').trim();
            svg.text(px, margin + 8.0 + 72.0 * 4.0 + 32.0, 12.0, "#222222", "start", "normal", detail);
        }
        svg.finish()
    }
}
