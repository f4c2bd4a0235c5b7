//! What people type at the prompt, read kindly: a move in any letter case, with `x` or `-` for a capture
//! where the game writes `:` or `x`, with or without the separators. A line the
//! game's own parser reads is never changed; otherwise it stands for the one legal move it matches after
//! both are folded the same way ([`fold`]), and is left as typed (so the game's own error answers it) when
//! none or several match.

use abstract_game::PlayerId;

use crate::session::Session;

/// Whether a character only separates the parts of a move: `-`, `:`, `/`... are kept, as a move
/// between numbered points (`24/18`) needs them; `-`, `:` and spaces go, and `x` between a square's digit and the next square's letter.
fn is_separator(c: char) -> bool {
    matches!(c, '-' | ':' | ' ' | '\t')
}

/// A move's text folded for comparison: lower case, separators left out (`C3xE5` and `c3:e5` both fold to
/// `c3e5`; `6-4: 24/18 13/9` to `6424/1813/9`).
pub fn fold(text: &str) -> String {
    let lower: Vec<char> = text.trim().to_lowercase().chars().collect();
    let mut out = String::with_capacity(lower.len());
    for (i, &c) in lower.iter().enumerate() {
        let between_squares = c == 'x'
            && i > 0
            && lower[i - 1].is_ascii_digit()
            && lower.get(i + 1).is_some_and(char::is_ascii_alphabetic);
        if !is_separator(c) && !between_squares {
            out.push(c);
        }
    }
    out
}

/// The move `text` stands for: `text` itself when some seat may play it as typed, else the one move open to
/// the `people` (the moves of the seat on turn when it is one of them, and their out-of-turn actions) that
/// folds like it, else `text` unchanged. Only the people's own moves are candidates, so nothing about another
/// seat's secret moves can show.
pub fn read_kindly(session: &dyn Session, people: &[PlayerId], text: &str) -> String {
    if session.who_may_play(text).is_ok_and(|(_, seats)| !seats.is_empty()) {
        return text.to_string();
    }
    let typed = fold(text);
    let mut candidates: Vec<String> = Vec::new();
    if session.status().to_move().is_some_and(|s| people.contains(&s)) {
        candidates.extend(session.moves().into_iter().map(|(mv, _)| mv));
    }
    for &seat in people {
        candidates.extend(session.out_of_turn_moves(seat));
    }
    candidates.sort();
    candidates.dedup();
    let mut matching = candidates.into_iter().filter(|mv| fold(mv) == typed);
    match (matching.next(), matching.next()) {
        (Some(only), None) => only,
        _ => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::fold;

    #[test]
    fn case_and_separators_fold_away() {
        assert_eq!(fold("C3xE5"), fold("c3:e5"));
        assert_eq!(fold("c3-e5-c7"), fold("c3:e5:c7"));
        assert_eq!(fold("b9-c10"), fold("b9xc10"));
        assert_eq!(fold("6-4 24/18 13/9"), fold("6-4: 24/18 13/9"));
        assert_eq!(fold("p3 MECHOUNE p1"), fold("P3 mechoune P1"));
        assert_ne!(fold("24/18"), fold("2/418"), "the slash stays");
        assert_eq!(fold("rs"), "rs");
        assert_eq!(fold("xd"), "xd", "an x that is no separator stays");
    }
}
