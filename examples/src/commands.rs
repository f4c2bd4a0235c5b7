//! The non-interactive commands: list, demo, perft, moves.

use std::io::Write;
use std::time::Instant;

use abstract_game::{Status, Xoshiro256};

use crate::error::CliError;
use crate::registry::{self, GameEntry};
use crate::session::{Session, describe_outcome};

/// `games list`: every game and its presets.
pub fn list(out: &mut impl Write) -> Result<(), CliError> {
    for entry in registry::entries() {
        writeln!(out, "{}: {}", entry.name, entry.about)?;
        for (i, (preset, about)) in entry.presets.iter().enumerate() {
            let default = if i == 0 { " (default)" } else { "" };
            writeln!(out, "  --rules {preset}{default}: {about}")?;
        }
    }
    Ok(())
}

/// `games demo`: one short random game of every preset of every game, boards printed.
pub fn demo(out: &mut impl Write, seed: u64, max_plies: u64) -> Result<(), CliError> {
    let mut rng = Xoshiro256::seed_from_u64(seed);
    for entry in registry::entries() {
        for (preset, _) in entry.presets {
            let mut session = entry.session(Some(preset), None)?;
            writeln!(out, "== {} ({preset})", entry.name)?;
            writeln!(out, "{}", session.board())?;
            let mut line = Vec::new();
            let mut plies = 0;
            while plies < max_plies {
                let Some(mv) = session.play_random(&mut rng) else { break };
                line.push(mv);
                plies += 1;
            }
            writeln!(out, "moves: {}", line.join(" "))?;
            writeln!(out, "{}", session.board())?;
            writeln!(out, "position: {}", session.position())?;
            let result = match session.outcome() {
                Some(outcome) => {
                    format!("result after {plies} plies: {}", describe_outcome(&*session, &outcome))
                }
                None => format!("stopped after {plies} plies, game not over"),
            };
            writeln!(out, "{result}")?;
            writeln!(out)?;
        }
    }
    Ok(())
}

/// `games perft`: the node count as the last line; `--divide` first prints `move: count` lines.
pub fn perft(
    out: &mut impl Write,
    entry: &GameEntry,
    preset: Option<&str>,
    position: Option<&str>,
    depth: u32,
    divide: bool,
) -> Result<(), CliError> {
    let session = entry.session(preset, position)?;
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
    preset: Option<&str>,
    position: Option<&str>,
    dice: Option<&str>,
    json: bool,
) -> Result<(), CliError> {
    let mut session = entry.session(preset, position)?;
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
