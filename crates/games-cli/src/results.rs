//! One wording for results across games: "Black wins", "White and Black win", "draw", or a ranking
//! "1st Red, 2nd Blue and Green, 4th Yellow"; points and penalty points follow in brackets.

use abstract_game::{Outcome, PlayerId, ScoreKind};

use crate::session::Session;

/// "1st", "2nd", "3rd", "4th", ...
fn ordinal(place: usize) -> String {
    let suffix = match (place % 10, place % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{place}{suffix}")
}

/// Names joined with "and": "White", "White and Black", "P1, P2 and P3".
fn joined(names: &[String]) -> String {
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// Describes an outcome with the game's seat names: "Black wins", "White and Black win", "draw", or a
/// ranking "1st Red, 2nd Blue, ..." when places below the first differ; points or penalty points follow.
pub fn describe_outcome(session: &dyn Session, outcome: &Outcome) -> String {
    let seats: Vec<PlayerId> = PlayerId::all(outcome.num_players()).collect();
    let place = |s: PlayerId| outcome.rank(s).unwrap_or(usize::MAX);
    let names = |seats: &[PlayerId]| -> Vec<String> { seats.iter().map(|&s| session.seat_name(s)).collect() };
    let mut text = if outcome.is_draw() {
        "draw".to_string()
    } else {
        let winners: Vec<PlayerId> = seats.iter().copied().filter(|&s| place(s) == 1).collect();
        let second = winners.len() + 1;
        if seats.iter().all(|&s| place(s) == 1 || place(s) == second) {
            // A win (alone or a coalition's) over everybody else: no ranking below it to tell.
            let verb = if winners.len() == 1 { "wins" } else { "win" };
            format!("{} {verb}", joined(&names(&winners)))
        } else {
            let mut places: Vec<usize> = seats.iter().map(|&s| place(s)).collect();
            places.sort_unstable();
            places.dedup();
            let groups: Vec<String> = places
                .into_iter()
                .map(|p| {
                    let group: Vec<PlayerId> = seats.iter().copied().filter(|&s| place(s) == p).collect();
                    format!("{} {}", ordinal(p), joined(&names(&group)))
                })
                .collect();
            groups.join(", ")
        }
    };
    let unit = match outcome.kind() {
        ScoreKind::Rank => None,
        ScoreKind::Points => Some("points"),
        ScoreKind::PenaltyPoints => Some("penalty points"),
    };
    if let Some(unit) = unit {
        let scores: Vec<String> = seats
            .iter()
            .map(|&s| format!("{} {}", session.seat_name(s), outcome.score(s).unwrap_or_default()))
            .collect();
        text = format!("{text} ({unit}: {})", scores.join(", "));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinals_read_as_english() {
        let words: Vec<String> = [1, 2, 3, 4, 7, 11, 12, 13, 21].into_iter().map(ordinal).collect();
        assert_eq!(words, ["1st", "2nd", "3rd", "4th", "7th", "11th", "12th", "13th", "21st"]);
    }

    #[test]
    fn names_join_with_and() {
        let names = |list: &[&str]| list.iter().map(ToString::to_string).collect::<Vec<_>>();
        assert_eq!(joined(&names(&["Red"])), "Red");
        assert_eq!(joined(&names(&["Red", "Blue"])), "Red and Blue");
        assert_eq!(joined(&names(&["P1", "P2", "P3"])), "P1, P2 and P3");
    }
}
