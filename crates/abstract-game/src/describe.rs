//! Turns and results in words: `Display` for [`Status`] and [`Outcome`], in seat numbers or in the game's
//! own seat names.
//!
//! ```
//! use abstract_game::{Outcome, PlayerId, Status};
//!
//! let names = |seat: PlayerId| ["White", "Black"][seat.index()];
//! let black = PlayerId::from_const(1);
//! assert_eq!(Status::ToMove(black).to_string(), "seat 1 to move");
//! assert_eq!(Status::ToMove(black).named(names).to_string(), "Black to move");
//! assert_eq!(Outcome::win(2, &[black]).unwrap().named(names).to_string(), "Black wins");
//! assert_eq!(Outcome::draw(2).unwrap().to_string(), "draw");
//! let ranking = Outcome::ranking(&[2, 1, 4, 2]).unwrap();
//! assert_eq!(ranking.to_string(), "1st seat 1, 2nd seat 0 and seat 3, 4th seat 2");
//! let seats = |seat: PlayerId| ["P1", "P2"][seat.index()];
//! assert_eq!(Outcome::points(&[0, 2]).unwrap().named(seats).to_string(), "P2 wins (points: P1 0, P2 2)");
//! ```

use core::fmt::{self, Display, Formatter};

use crate::{Outcome, PlayerId, ScoreKind, Status};

impl Status {
    /// This status with the game's seat names: `White to move` (see [`Game::seat_name`](crate::Game::seat_name)).
    pub fn named<F, D>(self, names: F) -> NamedStatus<F>
    where
        F: Fn(PlayerId) -> D,
        D: Display,
    {
        NamedStatus { status: self, names }
    }
}

impl Outcome {
    /// This outcome with the game's seat names: `Black wins`, `White and Black win`, `draw`, or a ranking
    /// `1st Red, 2nd Blue and Green, 4th Yellow`; points or penalty points follow in brackets, every seat's
    /// in seat order with the unit named: `P2 wins (points: P1 0, P2 2)`,
    /// `draw (penalty points: P1 4, P2 4, P3 4)`.
    pub fn named<F, D>(&self, names: F) -> NamedOutcome<'_, F>
    where
        F: Fn(PlayerId) -> D,
        D: Display,
    {
        NamedOutcome { outcome: self, names }
    }
}

/// A [`Status`] that prints with the game's seat names; made by [`Status::named`].
pub struct NamedStatus<F> {
    status: Status,
    names: F,
}

/// An [`Outcome`] that prints with the game's seat names; made by [`Outcome::named`].
pub struct NamedOutcome<'a, F> {
    outcome: &'a Outcome,
    names: F,
}

impl<F: Fn(PlayerId) -> D, D: Display> Display for NamedStatus<F> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write_status(f, self.status, &self.names)
    }
}

impl<F: Fn(PlayerId) -> D, D: Display> Display for NamedOutcome<'_, F> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write_outcome(f, self.outcome, &self.names)
    }
}

impl Display for Status {
    /// `seat 0 to move`, `chance`, `game over`.
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write_status(f, *self, &|seat: PlayerId| seat)
    }
}

impl Display for Outcome {
    /// `seat 1 wins`, `draw`, `1st seat 1, 2nd seat 0 and seat 3, 4th seat 2`; [`Outcome::named`] uses the
    /// game's seat names instead.
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write_outcome(f, self, &|seat: PlayerId| seat)
    }
}

fn write_status<D: Display>(
    f: &mut Formatter<'_>,
    status: Status,
    names: &dyn Fn(PlayerId) -> D,
) -> fmt::Result {
    match status {
        Status::ToMove(seat) => write!(f, "{} to move", names(seat)),
        Status::Chance => f.write_str("chance"),
        Status::Over => f.write_str("game over"),
    }
}

fn write_outcome<D: Display>(
    f: &mut Formatter<'_>,
    outcome: &Outcome,
    names: &dyn Fn(PlayerId) -> D,
) -> fmt::Result {
    let n = outcome.num_players();
    let places = |place: usize| PlayerId::all(n).filter(move |&s| outcome.rank(s) == Some(place));
    if outcome.is_draw() {
        f.write_str("draw")?;
    } else {
        let winners = places(1).count();
        if places(winners + 1).count() == n - winners {
            // A win (alone or a coalition's) over everybody else: no ranking below it to tell.
            write_list(f, places(1), names)?;
            f.write_str(if winners == 1 { " wins" } else { " win" })?;
        } else {
            let mut first = true;
            for place in (1..=n).filter(|&p| places(p).next().is_some()) {
                if !first {
                    f.write_str(", ")?;
                }
                first = false;
                write!(f, "{place}{} ", ordinal_suffix(place))?;
                write_list(f, places(place), names)?;
            }
        }
    }
    // The scores follow in seat order, a scored draw's too, so a reader sees by how much.
    let unit = match outcome.kind() {
        ScoreKind::Rank => return Ok(()),
        ScoreKind::Points => "points",
        ScoreKind::PenaltyPoints => "penalty points",
    };
    write!(f, " ({unit}: ")?;
    write_scores(f, outcome, PlayerId::all(n), names)?;
    f.write_str(")")
}

/// `a`, `a and b`, `a, b and c`.
fn write_list<D: Display>(
    f: &mut Formatter<'_>,
    seats: impl Iterator<Item = PlayerId> + Clone,
    names: &dyn Fn(PlayerId) -> D,
) -> fmt::Result {
    let count = seats.clone().count();
    for (i, seat) in seats.enumerate() {
        if i > 0 {
            f.write_str(if i + 1 == count { " and " } else { ", " })?;
        }
        write!(f, "{}", names(seat))?;
    }
    Ok(())
}

/// `White 0, Black 2`.
fn write_scores<D: Display>(
    f: &mut Formatter<'_>,
    outcome: &Outcome,
    seats: impl Iterator<Item = PlayerId>,
    names: &dyn Fn(PlayerId) -> D,
) -> fmt::Result {
    for (i, seat) in seats.enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{} {}", names(seat), outcome.score(seat).unwrap_or_default())?;
    }
    Ok(())
}

fn ordinal_suffix(place: usize) -> &'static str {
    match place % 100 {
        11..=13 => "th",
        _ => match place % 10 {
            1 => "st",
            2 => "nd",
            3 => "rd",
            _ => "th",
        },
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;

    fn seat(i: u8) -> PlayerId {
        PlayerId::from_const(i)
    }

    const COLOURS: [&str; 4] = ["Red", "Blue", "Yellow", "Green"];

    #[test]
    fn status_reads_in_words() {
        assert_eq!(Status::ToMove(seat(2)).to_string(), "seat 2 to move");
        assert_eq!(
            Status::ToMove(seat(2)).named(|s: PlayerId| COLOURS[s.index()]).to_string(),
            "Yellow to move"
        );
        assert_eq!(Status::Chance.to_string(), "chance");
        assert_eq!(Status::Over.named(|s: PlayerId| COLOURS[s.index()]).to_string(), "game over");
    }

    #[test]
    fn a_win_and_a_coalition_win_read_as_wins() {
        let names = |s: PlayerId| ["Yellow", "White", "Black"][s.index()];
        assert_eq!(Outcome::win(3, &[seat(0)]).unwrap().named(names).to_string(), "Yellow wins");
        assert_eq!(
            Outcome::win(3, &[seat(1), seat(2)]).unwrap().named(names).to_string(),
            "White and Black win"
        );
    }

    #[test]
    fn a_four_seat_ranking_names_every_place_and_shares_ties() {
        let o = Outcome::ranking(&[3, 1, 4, 1]).unwrap();
        assert_eq!(
            o.named(|s: PlayerId| COLOURS[s.index()]).to_string(),
            "1st Blue and Green, 3rd Red, 4th Yellow"
        );
        let o = Outcome::ranking(&[2, 1, 4, 3]).unwrap();
        assert_eq!(
            o.named(|s: PlayerId| COLOURS[s.index()]).to_string(),
            "1st Blue, 2nd Red, 3rd Green, 4th Yellow"
        );
    }

    #[test]
    fn points_and_penalties_show_the_scores() {
        let names = |s: PlayerId| ["White", "Black"][s.index()];
        assert_eq!(
            Outcome::points(&[0, 2]).unwrap().named(names).to_string(),
            "Black wins (points: White 0, Black 2)"
        );
        let penalties = Outcome::penalty_points(&[5, 3, 9]).unwrap();
        assert_eq!(
            penalties.named(|s: PlayerId| ["P1", "P2", "P3"][s.index()]).to_string(),
            "1st P2, 2nd P1, 3rd P3 (penalty points: P1 5, P2 3, P3 9)"
        );
        let tied_last = Outcome::penalty_points(&[7, 3, 9, 9]).unwrap();
        assert_eq!(
            tied_last.named(|s: PlayerId| ["P1", "P2", "P3", "P4"][s.index()]).to_string(),
            "1st P2, 2nd P1, 3rd P3 and P4 (penalty points: P1 7, P2 3, P3 9, P4 9)"
        );
    }

    #[test]
    fn a_shared_first_place_of_everybody_is_a_draw() {
        assert_eq!(Outcome::draw(4).unwrap().to_string(), "draw");
        assert_eq!(
            Outcome::penalty_points(&[4, 4, 4]).unwrap().to_string(),
            "draw (penalty points: seat 0 4, seat 1 4, seat 2 4)"
        );
    }

    #[test]
    fn ordinals_read_in_english() {
        let got: alloc::vec::Vec<_> = (1..=4).chain([11, 12, 13, 21, 22]).map(ordinal_suffix).collect();
        assert_eq!(got, ["st", "nd", "rd", "th", "th", "th", "th", "st", "nd"]);
    }
}
