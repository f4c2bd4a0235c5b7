//! Who plays each seat, and the one place a non-human seat is asked what it does.
//!
//! A seat that is not a person is asked through [`SeatKind::act`]: "your move, or an out-of-turn action, in
//! this state". Search bots (`mcts:2000`, `alphabeta:6`, ...) will be new kinds answering there; nothing else
//! in `play`, `selfplay` or `demo` needs to know them.

use abstract_game::{PlayerId, Xoshiro256};

use crate::error::CliError;
use crate::session::Session;

/// How rarely a random seat takes an open out-of-turn action: at each chance to act (each state in which it
/// has one open), with probability 1 in this, it takes one of them, chosen uniformly. At 1 in 32 about a
/// third of La Bâtarde's hands are doubled by a méchoune, and a few of those chouned.
pub const OUT_OF_TURN_ONE_IN: u64 = 32;

/// A seat's controller.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SeatKind {
    /// A person typing moves.
    Human,
    /// Uniformly random legal moves; open out-of-turn actions at the rate [`OUT_OF_TURN_ONE_IN`].
    Random,
}

impl SeatKind {
    /// Whether a person plays the seat (asked at the terminal, not through [`SeatKind::act`]).
    pub const fn is_human(self) -> bool {
        matches!(self, SeatKind::Human)
    }

    /// Asks the seat what it does in this state, and plays it: a move when `seat` is on turn (possibly an
    /// out-of-turn action first), else an out-of-turn action or nothing. Returns the move played, `None`
    /// when the seat lets the chance pass (always, for a person: people are asked at the terminal).
    pub fn act(self, session: &mut dyn Session, seat: PlayerId, rng: &mut Xoshiro256) -> Option<String> {
        match self {
            SeatKind::Human => None,
            SeatKind::Random => session.act_randomly(seat, OUT_OF_TURN_ONE_IN, rng),
        }
    }

    /// The seat's vote on a take-back another seat asks for (Il Bastardo's rule). Random seats always agree;
    /// people are asked at the terminal instead.
    pub const fn approves_take_back(self) -> bool {
        match self {
            SeatKind::Human | SeatKind::Random => true,
        }
    }
}

/// Reads `human,random,...`; seats not named are random. An empty list makes seat 0 human.
pub fn parse_seats(text: Option<&str>, num_players: usize) -> Result<Vec<SeatKind>, CliError> {
    let mut kinds = vec![SeatKind::Random; num_players];
    let Some(text) = text else {
        if let Some(first) = kinds.first_mut() {
            *first = SeatKind::Human;
        }
        return Ok(kinds);
    };
    let names: Vec<&str> = text.split(',').map(str::trim).collect();
    if names.len() > num_players {
        return Err(CliError::BadSeats(format!("{} seats named, the game has {num_players}", names.len())));
    }
    for (kind, name) in kinds.iter_mut().zip(names) {
        *kind = match name {
            "human" | "h" => SeatKind::Human,
            "random" | "r" => SeatKind::Random,
            other => return Err(CliError::BadSeats(format!("`{other}` is not human or random"))),
        };
    }
    Ok(kinds)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_default_to_one_human() {
        assert_eq!(parse_seats(None, 2).unwrap(), [SeatKind::Human, SeatKind::Random]);
    }

    #[test]
    fn seats_parse_and_reject() {
        assert_eq!(
            parse_seats(Some("random,human"), 3).unwrap(),
            [SeatKind::Random, SeatKind::Human, SeatKind::Random]
        );
        assert!(parse_seats(Some("robot"), 2).is_err());
        assert!(parse_seats(Some("human,human,human"), 2).is_err());
    }

    #[test]
    fn a_person_is_never_asked_through_act() {
        let entry = crate::registry::find("siege-paris").unwrap();
        let mut session = entry.session(&crate::registry::Spec::default()).unwrap();
        let on_turn = session.status().to_move().unwrap();
        let mut rng = Xoshiro256::seed_from_u64(1);
        assert_eq!(SeatKind::Human.act(&mut *session, on_turn, &mut rng), None);
        assert!(SeatKind::Random.act(&mut *session, on_turn, &mut rng).is_some());
    }
}
