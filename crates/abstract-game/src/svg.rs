//! What every game's SVG picture shares (feature `svg`): the options a caller passes ([`SvgOptions`]), the one
//! method every game crate implements ([`Svg::svg`]), and a small writer ([`SvgWriter`]) that escapes text,
//! prints numbers compactly and writes the clickable, screen-reader-named elements the same way in every game.
//!
//! Each game crate draws its own board in its `svg` module; this module names no game.
//!
//! ```
//! use abstract_game::svg::{HighlightKind, SvgOptions, SvgWriter};
//!
//! let options = SvgOptions::new().with_width(200).with_highlight("c3", HighlightKind::Selected);
//! let mut svg = SvgWriter::new(100.0, 100.0, &options, "A board", "White to move");
//! svg.open_target("sq-c3", "c3", "square");
//! svg.rect(0.0, 0.0, 10.0, 10.0, "#b58863", "");
//! svg.close_group();
//! let text = svg.finish();
//! assert!(text.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
//! assert!(text.contains(r#"<g id="sq-c3" class="square" role="button" tabindex="0" aria-label="c3">"#));
//! assert_eq!(options.highlight_of("c3"), Some(HighlightKind::Selected));
//! ```

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Write};

use crate::PlayerId;

/// Why a square (point, card...) is highlighted. Each kind has its own colour in every game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum HighlightKind {
    /// A square the last move left or reached.
    LastMove,
    /// The piece (checker, card) the person has picked up.
    Selected,
    /// A place the selected piece may go: a legal target.
    Target,
}

impl HighlightKind {
    /// The colour the highlight is drawn in (`#rrggbb`): yellow for the last move, blue for the selection,
    /// green for legal targets.
    pub const fn colour(self) -> &'static str {
        match self {
            HighlightKind::LastMove => "#f2c94c",
            HighlightKind::Selected => "#2f80ed",
            HighlightKind::Target => "#27ae60",
        }
    }

    /// The word the picture uses for it (a CSS class, `last-move`, `selected`, `target`).
    pub const fn name(self) -> &'static str {
        match self {
            HighlightKind::LastMove => "last-move",
            HighlightKind::Selected => "selected",
            HighlightKind::Target => "target",
        }
    }
}

/// A highlighted element, named in the game's notation (`c3`, `F4`, `13`, `bar`, `7S`).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Highlight {
    /// The element's name, as its `aria-label` gives it.
    pub name: String,
    /// Why it is highlighted.
    pub kind: HighlightKind,
}

/// How a picture is drawn: which seat sits at the bottom, what is highlighted, whether coordinates are shown,
/// and how wide it is. The seat whose view is drawn is not an option but [`Svg::svg`]'s argument: what a
/// seat may see is not a matter of presentation.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SvgOptions {
    /// The seat drawn at the bottom of the board; `None` means the viewing seat, or the game's first seat
    /// when no seat views.
    pub bottom: Option<PlayerId>,
    /// Highlighted elements, by name. An element named twice takes the first kind.
    pub highlights: Vec<Highlight>,
    /// Whether file letters and rank numbers (point numbers...) are drawn along the board.
    pub coordinates: bool,
    /// The picture's width in pixels (its `width` attribute; the height follows the game's proportions).
    pub width: u32,
    /// Put before every `id`, so that several pictures can share one page (empty by default).
    pub id_prefix: String,
}

impl Default for SvgOptions {
    fn default() -> SvgOptions {
        SvgOptions::new()
    }
}

impl SvgOptions {
    /// The default: the viewing seat at the bottom, nothing highlighted, coordinates shown, 480 pixels wide.
    pub fn new() -> SvgOptions {
        SvgOptions {
            bottom: None,
            highlights: Vec::new(),
            coordinates: true,
            width: 480,
            id_prefix: String::new(),
        }
    }

    /// With `seat` at the bottom.
    #[must_use]
    pub fn with_bottom(mut self, seat: PlayerId) -> SvgOptions {
        self.bottom = Some(seat);
        self
    }

    /// With the element named `name` highlighted as `kind`.
    #[must_use]
    pub fn with_highlight(mut self, name: &str, kind: HighlightKind) -> SvgOptions {
        self.highlights.push(Highlight { name: name.into(), kind });
        self
    }

    /// With coordinates on or off.
    #[must_use]
    pub fn with_coordinates(mut self, on: bool) -> SvgOptions {
        self.coordinates = on;
        self
    }

    /// With this width in pixels.
    #[must_use]
    pub fn with_width(mut self, width: u32) -> SvgOptions {
        self.width = width;
        self
    }

    /// With `prefix` before every `id`.
    #[must_use]
    pub fn with_id_prefix(mut self, prefix: &str) -> SvgOptions {
        self.id_prefix = prefix.into();
        self
    }

    /// How the element named `name` is highlighted, if it is (names compare ignoring ASCII case, so `C3` and
    /// `c3` are one square).
    pub fn highlight_of(&self, name: &str) -> Option<HighlightKind> {
        self.highlights.iter().find(|h| h.name.eq_ignore_ascii_case(name)).map(|h| h.kind)
    }

    /// The seat at the bottom: [`SvgOptions::bottom`], else the viewing `seat`, else `default`.
    pub fn bottom_seat(&self, seat: Option<PlayerId>, default: PlayerId) -> PlayerId {
        self.bottom.or(seat).unwrap_or(default)
    }
}

/// A game state drawn as an SVG picture from one seat's point of view.
///
/// `seat` is the seat whose view is drawn: a hidden-information game draws exactly what that seat observes
/// (its own cards face up, the others' face down), and with `None` only what every seat may see. Games
/// without hidden information draw the same picture for every seat, with the seat at the bottom unless
/// [`SvgOptions::bottom`] says otherwise.
///
/// Every element a person can click carries an `id`, `role="button"` and an `aria-label` in the game's
/// notation; the picture has a `<title>` and a `<desc>` (whose turn, the result once the game is over).
pub trait Svg {
    /// The picture, as the text of one `<svg>` element.
    fn svg(&self, seat: Option<PlayerId>, options: &SvgOptions) -> String;
}

/// `text` with `&`, `<`, `>`, `"` and `'` written as XML entities, fit for text and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    push_escaped(&mut out, text);
    out
}

fn push_escaped(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
}

/// A number written with at most two decimals and no trailing zeros (`12`, `12.5`, `-0.25`), so pictures
/// stay small and identical from one run to the next.
#[derive(Clone, Copy, Debug)]
pub struct Num(pub f32);

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // `f32::round` needs `std`; rounding half away from zero by hand works in `no_std` too.
        let scaled = self.0 * 100.0;
        let hundredths = if scaled < 0.0 { (scaled - 0.5) as i64 } else { (scaled + 0.5) as i64 };
        if hundredths < 0 {
            f.write_char('-')?;
        }
        let abs = hundredths.unsigned_abs();
        write!(f, "{}", abs / 100)?;
        match abs % 100 {
            0 => Ok(()),
            r if r % 10 == 0 => write!(f, ".{}", r / 10),
            r => write!(f, ".{r:02}"),
        }
    }
}

/// Writes one `<svg>` picture: the header with `<title>` and `<desc>`, shapes, text, and groups for the
/// clickable elements; [`SvgWriter::finish`] closes it.
#[derive(Debug)]
pub struct SvgWriter {
    out: String,
    prefix: String,
}

impl SvgWriter {
    /// A picture whose drawing coordinates run over `view_width` x `view_height`, drawn `options.width`
    /// pixels wide, titled `title` and described by `desc`.
    pub fn new(
        view_width: f32,
        view_height: f32,
        options: &SvgOptions,
        title: &str,
        desc: &str,
    ) -> SvgWriter {
        let mut out = String::with_capacity(16 * 1024);
        // A picture's width in pixels is far below 2^23, where `f32` starts to drop units.
        #[allow(clippy::cast_precision_loss)]
        let width = options.width.max(1) as f32;
        let height = width * view_height / view_width.max(1.0);
        let prefix = escape(&options.id_prefix);
        let _ = write!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {} {}\" width=\"{}\" height=\"{}\" \
             role=\"img\" aria-labelledby=\"{prefix}title {prefix}desc\" \
             font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\">",
            Num(view_width),
            Num(view_height),
            Num(width),
            Num(height),
        );
        let _ = write!(out, "\n<title id=\"{prefix}title\">");
        push_escaped(&mut out, title);
        let _ = write!(out, "</title>\n<desc id=\"{prefix}desc\">");
        push_escaped(&mut out, desc);
        out.push_str("</desc>\n");
        SvgWriter { out, prefix }
    }

    /// Appends raw SVG text (the caller escapes what it puts in).
    pub fn raw(&mut self, text: &str) {
        self.out.push_str(text);
    }

    /// A rectangle filled with `fill`; `extra` holds further attributes (`stroke="#000"`...) or is empty.
    pub fn rect(&mut self, x: f32, y: f32, width: f32, height: f32, fill: &str, extra: &str) {
        let _ = write!(
            self.out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{fill}\"",
            Num(x),
            Num(y),
            Num(width),
            Num(height)
        );
        self.attrs_and_close(extra);
    }

    /// A circle filled with `fill`; `extra` holds further attributes or is empty.
    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, fill: &str, extra: &str) {
        let _ = write!(
            self.out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{fill}\"",
            Num(cx),
            Num(cy),
            Num(r)
        );
        self.attrs_and_close(extra);
    }

    /// An ellipse filled with `fill`; `extra` holds further attributes or is empty.
    pub fn ellipse(&mut self, cx: f32, cy: f32, rx: f32, ry: f32, fill: &str, extra: &str) {
        let _ = write!(
            self.out,
            "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\" fill=\"{fill}\"",
            Num(cx),
            Num(cy),
            Num(rx),
            Num(ry)
        );
        self.attrs_and_close(extra);
    }

    /// A `<desc>` child of the innermost group: what a screen reader reads after the element's name (a
    /// square's pieces, a card's state). `text` is escaped here.
    pub fn element_desc(&mut self, text: &str) {
        self.out.push_str("<desc>");
        push_escaped(&mut self.out, text);
        self.out.push_str("</desc>\n");
    }

    /// A polygon through `points` (x, y pairs), filled with `fill`; `extra` holds further attributes.
    pub fn polygon(&mut self, points: &[(f32, f32)], fill: &str, extra: &str) {
        self.out.push_str("<polygon points=\"");
        for (i, (x, y)) in points.iter().enumerate() {
            if i > 0 {
                self.out.push(' ');
            }
            let _ = write!(self.out, "{},{}", Num(*x), Num(*y));
        }
        let _ = write!(self.out, "\" fill=\"{fill}\"");
        self.attrs_and_close(extra);
    }

    /// A straight line of width `width` in `stroke`.
    pub fn line(&mut self, from: (f32, f32), to: (f32, f32), stroke: &str, width: f32) {
        let _ = writeln!(
            self.out,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{stroke}\" stroke-width=\"{}\"/>",
            Num(from.0),
            Num(from.1),
            Num(to.0),
            Num(to.1),
            Num(width)
        );
    }

    /// Text centred on `x` (`anchor` `middle`; or `start`, `end`) with its middle at `y`, `size` units high.
    /// `text` is escaped here. The text is hidden from screen readers (`aria-hidden`): the names that matter
    /// are the clickable elements' `aria-label`s and the `<desc>`.
    #[allow(clippy::too_many_arguments)]
    pub fn text(&mut self, x: f32, y: f32, size: f32, fill: &str, anchor: &str, weight: &str, text: &str) {
        let _ = write!(
            self.out,
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\" fill=\"{fill}\" text-anchor=\"{anchor}\" \
             dominant-baseline=\"central\" font-weight=\"{weight}\" aria-hidden=\"true\">",
            Num(x),
            Num(y),
            Num(size),
        );
        push_escaped(&mut self.out, text);
        self.out.push_str("</text>\n");
    }

    /// Opens a clickable element: `<g id="PREFIX{id}" class="{class}" role="button" tabindex="0"
    /// aria-label="{label}">`. `id` must be a valid XML name (letters, digits, `-`, `_`, `.`; see
    /// [`id_safe`]); `label` is escaped here. Close it with [`SvgWriter::close_group`].
    pub fn open_target(&mut self, id: &str, label: &str, class: &str) {
        let _ = write!(
            self.out,
            "<g id=\"{}{}\" class=\"{class}\" role=\"button\" tabindex=\"0\" aria-label=\"",
            self.prefix, id
        );
        push_escaped(&mut self.out, label);
        self.out.push_str("\">\n");
    }

    /// Opens a plain group with raw attributes (`transform="..."`, `opacity="0.5"`...).
    pub fn open_group(&mut self, attrs: &str) {
        let _ = writeln!(self.out, "<g {attrs}>");
    }

    /// Closes the innermost group.
    pub fn close_group(&mut self) {
        self.out.push_str("</g>\n");
    }

    /// A highlight of `kind` over the box at `x`, `y` of `width` x `height`: a translucent fill for the last
    /// move and the selection, a ring for a legal target (so the piece under it stays visible).
    pub fn highlight(&mut self, x: f32, y: f32, width: f32, height: f32, kind: HighlightKind) {
        let colour = kind.colour();
        let class = kind.name();
        match kind {
            HighlightKind::Target => {
                let r = width.min(height) * 0.18;
                let _ = writeln!(
                    self.out,
                    "<circle class=\"{class}\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{colour}\" fill-opacity=\"0.75\" \
                     stroke=\"#ffffff\" stroke-width=\"{}\"/>",
                    Num(x + width / 2.0),
                    Num(y + height / 2.0),
                    Num(r),
                    Num(r * 0.25)
                );
            }
            HighlightKind::LastMove | HighlightKind::Selected => {
                let stroke = width.min(height) * 0.08;
                let _ = writeln!(
                    self.out,
                    "<rect class=\"{class}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{colour}\" \
                     fill-opacity=\"0.35\" stroke=\"{colour}\" stroke-width=\"{}\"/>",
                    Num(x + stroke / 2.0),
                    Num(y + stroke / 2.0),
                    Num(width - stroke),
                    Num(height - stroke),
                    Num(stroke)
                );
            }
        }
    }

    /// The finished picture.
    pub fn finish(mut self) -> String {
        self.out.push_str("</svg>\n");
        self.out
    }

    fn attrs_and_close(&mut self, extra: &str) {
        if !extra.is_empty() {
            self.out.push(' ');
            self.out.push_str(extra);
        }
        self.out.push_str("/>\n");
    }
}

/// `name` made fit for an XML `id`: ASCII letters, digits, `-`, `_` and `.` stay, anything else becomes `_`.
pub fn id_safe(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.') { c } else { '_' })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn escape_writes_the_five_xml_entities() {
        assert_eq!(escape(r#"a&b<c>d"e'f"#), "a&amp;b&lt;c&gt;d&quot;e&apos;f");
    }

    #[test]
    fn numbers_have_at_most_two_decimals_and_no_trailing_zeros() {
        assert_eq!(Num(12.0).to_string(), "12");
        assert_eq!(Num(12.5).to_string(), "12.5");
        assert_eq!(Num(-0.25).to_string(), "-0.25");
        assert_eq!(Num(0.304).to_string(), "0.3");
        assert_eq!(Num(1.05).to_string(), "1.05");
    }

    #[test]
    fn ids_keep_only_xml_name_characters() {
        assert_eq!(id_safe("10♠ x"), "10__x");
        assert_eq!(id_safe("c3"), "c3");
    }

    #[test]
    fn the_writer_escapes_title_desc_and_labels_and_prefixes_ids() {
        let options = SvgOptions::new().with_id_prefix("b1-");
        let mut svg = SvgWriter::new(10.0, 20.0, &options, "<T>", "a & b");
        svg.open_target("x", "\"x\"", "k");
        svg.close_group();
        let text = svg.finish();
        assert!(text.contains("<title id=\"b1-title\">&lt;T&gt;</title>"));
        assert!(text.contains("<desc id=\"b1-desc\">a &amp; b</desc>"));
        assert!(text.contains("id=\"b1-x\""));
        assert!(text.contains("aria-label=\"&quot;x&quot;\""));
        assert!(text.contains("width=\"480\" height=\"960\""));
    }

    #[test]
    fn the_bottom_seat_is_the_option_then_the_viewer_then_the_default() {
        let one = PlayerId::from_const(1);
        let two = PlayerId::from_const(2);
        assert_eq!(SvgOptions::new().bottom_seat(None, one), one);
        assert_eq!(SvgOptions::new().bottom_seat(Some(two), one), two);
        assert_eq!(SvgOptions::new().with_bottom(one).bottom_seat(Some(two), two), one);
    }

    #[test]
    fn highlights_are_found_ignoring_case_first_one_wins() {
        let options = SvgOptions::new()
            .with_highlight("C3", HighlightKind::LastMove)
            .with_highlight("c3", HighlightKind::Target);
        assert_eq!(options.highlight_of("c3"), Some(HighlightKind::LastMove));
        assert_eq!(options.highlight_of("d4"), None);
    }
}
