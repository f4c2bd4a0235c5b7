//! Who plays each seat: a person at the terminal or a random mover.

use crate::error::CliError;

/// A seat's controller.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SeatKind {
    /// A person typing moves.
    Human,
    /// Uniformly random legal moves.
    Random,
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
            other => return Err(CliError::BadSeats(format!("{other:?} is not human or random"))),
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
}
