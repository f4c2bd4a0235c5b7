//! `games selfplay`: many random games, a progress bar, and a summary.

use std::io::Write;
use std::time::Instant;

use abstract_game::{PlayerId, Xoshiro256};
use indicatif::{ProgressBar, ProgressStyle};

use crate::error::CliError;
use crate::registry::GameEntry;

/// What a batch of random games came to.
#[derive(Debug, Default, PartialEq)]
pub struct Summary {
    /// Games played.
    pub games: u64,
    /// Games that reached their end (the rest hit the ply limit).
    pub finished: u64,
    /// Per seat: games in which it finished first (shared firsts count for each).
    pub firsts: Vec<u64>,
    /// Games every seat shared first place.
    pub draws: u64,
    /// Plies in all.
    pub plies: u64,
}

/// Plays `games` random games and prints the summary.
#[allow(clippy::too_many_arguments)]
pub fn selfplay(
    out: &mut impl Write,
    entry: &GameEntry,
    preset: Option<&str>,
    position: Option<&str>,
    games: u64,
    seed: u64,
    max_plies: u64,
    progress: bool,
) -> Result<Summary, CliError> {
    let start = entry.session(preset, position)?;
    let seats = start.num_players();
    let mut rng = Xoshiro256::seed_from_u64(seed);
    let bar = if progress { ProgressBar::new(games) } else { ProgressBar::hidden() };
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, eta {eta}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let mut summary = Summary { firsts: vec![0; seats], ..Summary::default() };
    let started = Instant::now();
    for _ in 0..games {
        let mut session = entry.session(preset, position)?;
        let mut plies = 0;
        while plies < max_plies && session.play_random(&mut rng).is_some() {
            plies += 1;
        }
        summary.games += 1;
        summary.plies += plies;
        if let Some(outcome) = session.outcome() {
            summary.finished += 1;
            if outcome.is_draw() {
                summary.draws += 1;
            }
            for seat in outcome.winners() {
                summary.firsts[seat.index()] += 1;
            }
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    let seconds = started.elapsed().as_secs_f64();
    #[allow(clippy::cast_precision_loss)] // Rates and averages for people to read.
    let (average, rate) = (summary.plies as f64 / games.max(1) as f64, games as f64 / seconds.max(1e-9));
    writeln!(
        out,
        "{} ({}): {games} random games, seed {seed}",
        entry.name,
        preset.unwrap_or(entry.presets[0].0)
    )?;
    for (i, firsts) in summary.firsts.iter().enumerate() {
        let name = PlayerId::new(i).map_or_else(|| format!("seat {i}"), |s| start.seat_name(s));
        writeln!(out, "  {name}: first in {firsts}")?;
    }
    writeln!(out, "  draws: {}", summary.draws)?;
    writeln!(out, "  unfinished (hit {max_plies} plies): {}", summary.games - summary.finished)?;
    writeln!(out, "  average length: {average:.1} plies")?;
    writeln!(out, "  speed: {rate:.0} games/s")?;
    Ok(summary)
}
