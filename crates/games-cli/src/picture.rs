//! `games svg`: a state drawn as an SVG picture, from one seat's point of view or the public one.

use std::io::Write;

use abstract_game::PlayerId;
use abstract_game::svg::SvgOptions;

use crate::error::CliError;
use crate::registry::{GameEntry, Spec};
use crate::session::Session;

/// The widest picture `--size` accepts, in pixels: beyond it a picture is no longer a board to look at.
pub const MAX_SIZE: u32 = 10_000;

/// The seat `text` names: its name as the game writes it (`White`, `P2`; any case), or its number counted
/// from 0 (as Python and the observation tensors count seats).
pub fn parse_seat(text: &str, session: &dyn Session) -> Result<PlayerId, CliError> {
    let seats = PlayerId::all(session.num_players());
    let by_name = seats.clone().find(|&seat| session.seat_name(seat).eq_ignore_ascii_case(text.trim()));
    let by_number = text.trim().parse::<usize>().ok().and_then(|n| seats.clone().nth(n));
    by_name.or(by_number).ok_or_else(|| {
        let names: Vec<String> =
            seats.enumerate().map(|(i, seat)| format!("{} ({i})", session.seat_name(seat))).collect();
        CliError::BadArgument(format!(
            "--seat {text}: no such seat at this table (seats: {})",
            names.join(", ")
        ))
    })
}

/// The picture of the state `spec` names for `seat` (`None`: the public view).
pub fn picture(
    entry: &GameEntry,
    spec: &Spec<'_>,
    seat: Option<&str>,
    options: &SvgOptions,
) -> Result<String, CliError> {
    if !(1..=MAX_SIZE).contains(&options.width) {
        return Err(CliError::BadArgument(format!(
            "--size {}: give a width from 1 to {MAX_SIZE} pixels",
            options.width
        )));
    }
    let session = entry.session(spec)?;
    let seat = seat.map(|text| parse_seat(text, &*session)).transpose()?;
    session.svg(seat, options).ok_or_else(|| {
        CliError::BadArgument(format!(
            "{} has no picture of this state (a match to N points: draw one game)",
            entry.name
        ))
    })
}

/// `games svg`: writes the picture to `out`.
pub fn svg(
    out: &mut impl Write,
    entry: &GameEntry,
    spec: &Spec<'_>,
    seat: Option<&str>,
    options: &SvgOptions,
) -> Result<(), CliError> {
    let picture = picture(entry, spec, seat, options)?;
    writeln!(out, "{picture}")?;
    Ok(())
}
