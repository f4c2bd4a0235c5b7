//! What `undo` takes back in `play`.
//!
//! `undo` takes back the last move a person made (on turn or out of turn) and every ply played since: the
//! other seats' replies and nature's outcomes. Games whose rules put take-backs to a vote hold it (as the
//! game's `Presentation` gives it, e.g. an absolute majority of the players still in the game; the person asking votes for it, other
//! people are asked, random seats always agree). In a game with secrets (the registry's facts say so)
//! `undo` never goes back past a card dealt or drawn: the person has seen it, and taking it back would deal
//! again. In a game without secrets nature's outcomes may be taken back, but are never drawn again: the table
//! keeps them and nature plays them again, in the same order, when play resumes (an undo in a dice game
//! goes back to the roll and the same dice stay; see [`crate::table::Table::keep_outcomes`]).

use abstract_game::PlayerId;

use crate::seats::SeatKind;
use crate::session::PlayedMove;

/// What `undo` would take back: the number of plies and the person whose move is the oldest of them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TakeBack {
    /// Plies to take back (the person's move and everything since).
    pub plies: usize,
    /// The person whose move is taken back; it asks for the take-back, so it votes for it.
    pub asker: PlayerId,
}

/// "1 ply", "4 plies".
pub fn plies_words(plies: usize) -> String {
    if plies == 1 { "1 ply".to_string() } else { format!("{plies} plies") }
}

/// Works out what `undo` takes back from the session's `history`, or why it cannot.
pub fn plan(history: &[PlayedMove], seats: &[SeatKind], secrets: bool) -> Result<TakeBack, String> {
    let is_person = |seat: Option<PlayerId>| {
        seat.is_some_and(|s| seats.get(s.index()).copied().is_some_and(SeatKind::is_human))
    };
    let Some(at) = history.iter().rposition(|ply| is_person(ply.seat)) else {
        return Err("nothing to take back: no person has moved in this session".to_string());
    };
    if secrets && history[at..].iter().any(|ply| ply.seat.is_none()) {
        return Err("cannot take back past a deal: the cards dealt since have been seen".to_string());
    }
    let asker = history[at].seat.unwrap_or_default();
    Ok(TakeBack { plies: history.len() - at, asker })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ply(seat: Option<u8>, text: &str) -> PlayedMove {
        PlayedMove { seat: seat.map(PlayerId::from_const), text: text.to_string() }
    }

    #[test]
    fn takes_back_the_last_person_move_and_the_replies() {
        let seats = [SeatKind::Human, SeatKind::Random];
        let history = [ply(Some(0), "a1"), ply(Some(1), "b1"), ply(Some(0), "a2"), ply(Some(1), "b2")];
        let plan = plan(&history, &seats, false).unwrap();
        assert_eq!(plan, TakeBack { plies: 2, asker: PlayerId::from_const(0) });
        assert!(super::plan(&history[1..2], &seats, false).is_err(), "no person moved");
    }

    #[test]
    fn never_past_a_deal_in_games_with_secrets() {
        let seats = [SeatKind::Human, SeatKind::Random];
        let history = [ply(Some(0), "RS"), ply(None, "deal DS"), ply(Some(1), "2S")];
        assert!(plan(&history, &seats, true).unwrap_err().contains("past a deal"));
        assert_eq!(plan(&history, &seats, false).unwrap().plies, 3, "dice may be taken back");
    }
}
