//! The non-interactive commands: list, demo, perft, moves.

use std::io::Write;
use std::time::Instant;

use abstract_game::Status;

use crate::error::CliError;
use crate::registry::{self, GameEntry, Spec};
use crate::seats::SeatKind;
use crate::session::Session;
use crate::table::{Step, Table};

/// `games list`: every game and its presets.
pub fn list(out: &mut impl Write) -> Result<(), CliError> {
    for entry in registry::entries() {
        writeln!(out, "{}: {}", entry.name, entry.about)?;
        for (i, preset) in entry.presets.iter().enumerate() {
            let default = if i == 0 { " (default)" } else { "" };
            writeln!(out, "  --rules {}{default}: {}", preset.name, preset.about)?;
        }
    }
    Ok(())
}

/// Plays random seats (out-of-turn actions included) until the game ends or `max_plies` plies were played;
/// returns the plies played.
pub fn play_out(session: &mut dyn Session, seed: u64, max_plies: u64) -> u64 {
    let seats = vec![SeatKind::Random; session.num_players()];
    play_with(session, &seats, seed, max_plies)
}

/// Plays a table of non-human seats (in seat order; bots, random) until the game ends or `max_plies` plies were
/// played; returns the plies played. A person's seat stops the game.
pub fn play_with(session: &mut dyn Session, seats: &[SeatKind], seed: u64, max_plies: u64) -> u64 {
    let mut table = Table::new(seats, seed);
    let mut plies = 0;
    while plies < max_plies {
        match table.step(session) {
            Step::Over | Step::Person(_) => break,
            Step::Chance(_) | Step::Played { .. } => plies += 1,
        }
    }
    plies
}

/// How a game played by [`play_out`] ended, in the tool's one wording: "after 49 plies: White wins", or why
/// it stopped.
pub fn ending(session: &dyn Session, plies: u64) -> String {
    match session.outcome() {
        Some(outcome) => format!("after {plies} plies: {}", outcome.named(|seat| session.seat_name(seat))),
        None => format!("stopped after {plies} plies (the --max-plies limit), not finished"),
    }
}

/// `games demo`: a random game of every game, one screen each: the default preset's final board and
/// result, then one result line per other preset.
pub fn demo(out: &mut impl Write, seed: u64, max_plies: u64) -> Result<(), CliError> {
    writeln!(out, "Random games, at most {max_plies} plies each (--max-plies), seed {seed}.")?;
    for entry in registry::entries() {
        for (i, preset) in entry.presets.iter().enumerate() {
            let preset = preset.name;
            let mut session =
                entry.session(&Spec { preset: Some(preset), position: None, match_points: None })?;
            let plies = play_out(&mut *session, seed.wrapping_add(i as u64), max_plies);
            if i == 0 {
                writeln!(out)?;
                writeln!(out, "== {} ({preset})", entry.name)?;
                writeln!(out, "{}", crate::help::with_legend(&session.board(), &*session))?;
                writeln!(out, "result: {}", ending(&*session, plies))?;
                if entry.presets.len() > 1 {
                    writeln!(out, "other presets:")?;
                }
            } else {
                writeln!(out, "  {preset}: {}", ending(&*session, plies))?;
            }
        }
    }
    Ok(())
}

/// `games perft`: the node count as the last line; `--divide` first prints `move: count` lines.
pub fn perft(
    out: &mut impl Write,
    entry: &GameEntry,
    spec: &Spec<'_>,
    depth: u32,
    divide: bool,
) -> Result<(), CliError> {
    let session = entry.session(spec)?;
    let started = Instant::now();
    let nodes = if divide {
        let mut total = 0;
        for (mv, n) in session.divide(depth) {
            writeln!(out, "{mv}: {n}")?;
            total += n;
        }
        total
    } else {
        session.perft(depth)
    };
    let seconds = started.elapsed().as_secs_f64();
    #[allow(clippy::cast_precision_loss)] // A rate for people to read.
    let rate = nodes as f64 / seconds.max(1e-9) / 1e6;
    eprintln!("perft {depth}: {nodes} nodes in {seconds:.3} s ({rate:.1} M nodes/s)");
    writeln!(out, "{nodes}")?;
    Ok(())
}

/// `games moves`: the legal moves one per line, or as JSON with each resulting position.
pub fn moves(
    out: &mut impl Write,
    entry: &GameEntry,
    spec: &Spec<'_>,
    dice: Option<&str>,
    json: bool,
) -> Result<(), CliError> {
    let mut session = entry.session(spec)?;
    if let Some(dice) = dice {
        session.roll(dice).map_err(CliError::BadDice)?;
    }
    let moves = session.moves();
    if json {
        let list: Vec<serde_json::Value> =
            moves.iter().map(|(mv, pos)| serde_json::json!({ "move": mv, "position": pos })).collect();
        writeln!(out, "{}", serde_json::Value::Array(list))?;
    } else {
        for (mv, _) in &moves {
            writeln!(out, "{mv}")?;
        }
    }
    Ok(())
}

/// The seat on turn as words, for prompts and logs.
pub fn on_turn(session: &dyn Session) -> String {
    match session.status() {
        Status::ToMove(seat) => format!("{} to move", session.seat_name(seat)),
        Status::Chance => "chance".to_string(),
        Status::Over => "game over".to_string(),
    }
}
