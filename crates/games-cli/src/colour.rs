//! Colour on a terminal: the armies and the card suits in their colours, the last move's squares (or card,
//! or numbered points) highlighted. Off unless [`init_for_stdout`] finds standard output a terminal that
//! takes colour (anstream's choice: `NO_COLOR` turns it off, `CLICOLOR_FORCE` on); the library's callers
//! (tests) get plain text.

use std::fmt::Write as _;
use std::sync::atomic::{AtomicBool, Ordering};

use anstyle::{AnsiColor, Color, Effects, Style};
use traditional_games::presentation::Colour;

use crate::session::Session;

static ENABLED: AtomicBool = AtomicBool::new(false);

/// The terminal colour of a registry colour.
pub fn ansi(colour: Colour) -> AnsiColor {
    match colour {
        Colour::Red => AnsiColor::Red,
        Colour::Green => AnsiColor::Green,
        Colour::Yellow => AnsiColor::Yellow,
        Colour::Blue => AnsiColor::Blue,
        Colour::Magenta => AnsiColor::Magenta,
        Colour::BrightRed => AnsiColor::BrightRed,
        Colour::BrightBlue => AnsiColor::BrightBlue,
        Colour::BrightWhite => AnsiColor::BrightWhite,
    }
}

/// Turns colour on when standard output takes it (see the module documentation).
pub fn init_for_stdout() {
    let choice = anstream::AutoStream::choice(&std::io::stdout());
    set_enabled(choice != anstream::ColorChoice::Never);
}

/// Turns colour on or off.
pub fn set_enabled(on: bool) {
    ENABLED.store(on, Ordering::Relaxed);
}

/// Whether pictures are painted.
pub fn enabled() -> bool {
    ENABLED.load(Ordering::Relaxed)
}

/// A colour a board's token is painted in: an army's, a suit's.
pub fn style(colour: AnsiColor) -> Style {
    Style::new().fg_color(Some(Color::Ansi(colour))).bold()
}

/// The file letters' columns, from a line over or under a board that names them (`a  b  c ...`).
fn file_letters(line: &str) -> Option<Vec<(char, usize)>> {
    let letters: Vec<(char, usize)> =
        line.char_indices().filter(|(_, c)| !c.is_whitespace()).map(|(i, c)| (c, i)).collect();
    let in_order = letters.len() >= 7 && letters.iter().zip('a'..).all(|((c, _), expected)| *c == expected);
    in_order.then_some(letters)
}

/// The squares a move names (`c3-d4`: c3 and d4; `a7a8=A`: a7 and a8), as (file, rank).
fn squares_of(mv: &str) -> Vec<(char, u32)> {
    let chars: Vec<char> = mv.chars().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        // A square starts a word, or follows a capture's `x` after the previous square (`b9xc10`).
        let after_x = i >= 2 && chars[i - 1] == 'x' && chars[i - 2].is_ascii_digit();
        let starts =
            chars[i].is_ascii_lowercase() && (i == 0 || !chars[i - 1].is_ascii_alphabetic() || after_x);
        let digits: String = chars[i + 1..].iter().take_while(|c| c.is_ascii_digit()).collect();
        if starts && !digits.is_empty() && digits.len() <= 2 {
            if let Ok(rank) = digits.parse() {
                found.push((chars[i], rank));
            }
            i += 1 + digits.len();
        } else {
            i += 1;
        }
    }
    found
}

/// The picture painted: each token (a run of letters, digits, `*` and `.`) in the colour the game gives it, and the
/// last move shown in reverse: the pieces on the squares it names (boards with file letters and rank numbers),
/// or a token equal to the move (a card), or the tokens the game marks ([`crate::help::Explained::last_move_marks`]).
pub fn paint(picture: &str, session: &dyn Session) -> String {
    let history = session.history();
    let last = history.last().map(|ply| ply.text.clone()).unwrap_or_default();
    let files = picture.lines().find_map(file_letters);
    let squares = squares_of(&last);
    // Numbered points: marked by the game, which knows the side the picture is drawn from.
    let game_marks = session.last_move_marks(picture, &history);
    let mut out = String::with_capacity(picture.len() * 2);
    for (index, line) in picture.lines().enumerate() {
        // The file letters are no pieces: left as they are.
        if file_letters(line).is_some() {
            out.push_str(line);
            out.push('\n');
            continue;
        }
        let rank: Option<u32> = line.split_whitespace().next().and_then(|t| t.parse().ok());
        let mut marked: Vec<usize> = match (&files, rank) {
            (Some(columns), Some(rank)) => squares
                .iter()
                .filter(|(_, r)| *r == rank)
                .filter_map(|(f, _)| columns.iter().find(|(c, _)| c == f).map(|(_, col)| *col))
                .collect(),
            _ => Vec::new(),
        };
        marked.extend(game_marks.iter().filter(|(l, _)| *l == index).map(|(_, col)| *col));
        let chars: Vec<(usize, char)> = line.char_indices().collect();
        let mut i = 0;
        while i < chars.len() {
            let in_token = |c: char| c.is_alphanumeric() || c == '*' || c == '.';
            if !in_token(chars[i].1) {
                out.push(chars[i].1);
                i += 1;
                continue;
            }
            let start = i;
            while i < chars.len() && in_token(chars[i].1) {
                i += 1;
            }
            let (from, to) = (chars[start].0, chars.get(i).map_or(line.len(), |c| c.0));
            let token = &line[from..to];
            let mut style = session.token_colour(token).map_or_else(Style::new, style);
            let columns = chars[start].0..to;
            if marked.iter().any(|col| columns.contains(col)) || (!last.is_empty() && token == last) {
                style = style.effects(Effects::INVERT);
            }
            if style == Style::new() {
                out.push_str(token);
            } else {
                let _ = write!(out, "{style}{token}{style:#}");
            }
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::squares_of;

    #[test]
    fn a_move_names_its_squares() {
        assert_eq!(squares_of("c3-d4"), [('c', 3), ('d', 4)]);
        assert_eq!(squares_of("c3:e5:c7"), [('c', 3), ('e', 5), ('c', 7)]);
        assert_eq!(squares_of("a7a8=A"), [('a', 7), ('a', 8)]);
        assert_eq!(squares_of("b9xc10"), [('b', 9), ('c', 10)]);
        assert_eq!(squares_of("F1-c9"), [('c', 9)], "a fortress point is no square");
        assert!(squares_of("RS").is_empty());
        assert!(squares_of("P3 mechoune P1").is_empty());
    }
}
