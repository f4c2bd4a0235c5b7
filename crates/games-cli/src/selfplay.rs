//! `games selfplay`: many games (random seats, or the seats given), a progress bar, and a summary.

use std::io::Write;
use std::path::Path;
use std::time::Instant;

use abstract_game::PlayerId;
use indicatif::{ProgressBar, ProgressState, ProgressStyle};

use crate::commands::play_with;
use crate::error::CliError;
use crate::records;
use crate::registry::{GameEntry, Spec};
use crate::seats::SeatKind;

/// What a batch of random games came to. Per seat, every game is exactly one of a win, a draw, a loss or
/// unfinished.
#[derive(Debug, Default, PartialEq)]
pub struct Summary {
    /// Games played.
    pub games: u64,
    /// Per seat: finished games it won (first place, alone or shared with a partner or a tied seat), draws
    /// excepted.
    pub wins: Vec<u64>,
    /// Finished games that are draws (every seat shares first place): a draw is nobody's win.
    pub draws: u64,
    /// Per seat: finished games it did not finish first in.
    pub losses: Vec<u64>,
    /// Games that hit the ply limit.
    pub unfinished: u64,
    /// Plies in all (out-of-turn actions and nature's outcomes included).
    pub plies: u64,
}

/// The progress bar's rate: a whole number of games per second from 10 on, decimals below (a slow bot's
/// `0.25 games/s` must not read `0 games/s`), with the seconds a game takes below 1 game a second.
pub fn rate_text(per_sec: f64) -> String {
    if per_sec >= 10.0 || per_sec <= 0.0 {
        format!("{per_sec:.0} games/s")
    } else if per_sec >= 1.0 {
        format!("{per_sec:.1} games/s")
    } else {
        format!("{per_sec:.2} games/s ({:.1} s a game)", 1.0 / per_sec)
    }
}

/// A progress bar of `games` games on standard error (hidden unless `shown`: standard error is not a terminal).
pub fn progress_bar(games: u64, shown: bool) -> ProgressBar {
    let bar = if shown { ProgressBar::new(games) } else { ProgressBar::hidden() };
    bar.set_style(ProgressStyle::with_template("{bar:40} {pos}/{len} games, {rate}, eta {eta}").map_or_else(
        |_| ProgressStyle::default_bar(),
        |style| {
            style.with_key("rate", |state: &ProgressState, w: &mut dyn std::fmt::Write| {
                let _ = w.write_str(&rate_text(state.per_sec()));
            })
        },
    ));
    bar
}

/// Plays `games` games with these seats (all random when `kinds` is empty; random seats take out-of-turn
/// actions at the rate of [`OUT_OF_TURN_ONE_IN`](crate::seats::OUT_OF_TURN_ONE_IN)) and prints the summary.
/// Game `i` is seeded `seed + i`. With `save`, game `i` is also written as a game record to
/// `save/<game>-<preset>-<i + 1>.pgn` (the directory is created when missing).
#[allow(clippy::too_many_arguments)] // The command's options, each one number or flag.
pub fn selfplay(
    out: &mut impl Write,
    entry: &GameEntry,
    spec: &Spec<'_>,
    kinds: &[SeatKind],
    games: u64,
    seed: u64,
    max_plies: u64,
    progress: bool,
    save: Option<&Path>,
) -> Result<Summary, CliError> {
    crate::limits::games(games)?;
    let start = entry.session(spec)?;
    let seats = start.num_players();
    let mut table = vec![SeatKind::Random; seats];
    if kinds.len() > seats {
        return Err(CliError::BadSeats(format!("{} seats named, the game has {seats}", kinds.len())));
    }
    for (seat, &kind) in table.iter_mut().zip(kinds) {
        if kind.is_human() {
            return Err(CliError::BadSeats(
                "selfplay has no person at the table: use random or a bot".to_string(),
            ));
        }
        kind.check(&*start).map_err(CliError::BadSeats)?;
        *seat = kind;
    }
    if let Some(dir) = save {
        std::fs::create_dir_all(dir).map_err(|e| {
            CliError::BadArgument(format!("cannot create the directory {}: {e}", dir.display()))
        })?;
    }
    let bar = progress_bar(games, progress);
    let mut summary = Summary { wins: vec![0; seats], losses: vec![0; seats], ..Summary::default() };
    let started = Instant::now();
    for game in 0..games {
        let mut session = entry.session(spec)?;
        // One seed per game, so a game can be replayed alone.
        let game_seed = seed.wrapping_add(game);
        summary.plies += play_with(&mut *session, &table, game_seed, max_plies);
        summary.games += 1;
        if let Some(dir) = save {
            let record = records::record_of(entry, spec, &*session, &table, "games selfplay", game_seed);
            let name = records::batch_file_name(entry.name, &record.rules, game + 1, games);
            records::save(&dir.join(name), &record)?;
        }
        match session.outcome() {
            None => summary.unfinished += 1,
            Some(outcome) if outcome.is_draw() => summary.draws += 1,
            Some(outcome) => {
                for seat in PlayerId::all(seats) {
                    if outcome.rank(seat) == Some(1) {
                        summary.wins[seat.index()] += 1;
                    } else {
                        summary.losses[seat.index()] += 1;
                    }
                }
            }
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    let seconds = started.elapsed().as_secs_f64();
    #[allow(clippy::cast_precision_loss)] // Rates and averages for people to read.
    let (average, rate) = (summary.plies as f64 / games.max(1) as f64, games as f64 / seconds.max(1e-9));
    let who = if table.iter().all(|&k| k == SeatKind::Random) {
        "random games".to_string()
    } else {
        let names: Vec<String> = table.iter().map(ToString::to_string).collect();
        format!("games, seats {}", names.join(","))
    };
    writeln!(
        out,
        "{} ({}): {games} {who}, seed {seed}",
        entry.name,
        spec.preset.unwrap_or(entry.presets[0].name)
    )?;
    writeln!(out, "  {:<8} {:>6} {:>6} {:>6} {:>10}", "seat", "wins", "draws", "losses", "unfinished")?;
    for seat in PlayerId::all(seats) {
        let (wins, losses) = (summary.wins[seat.index()], summary.losses[seat.index()]);
        let (draws, unfinished) = (summary.draws, summary.unfinished);
        writeln!(out, "  {:<8} {wins:>6} {draws:>6} {losses:>6} {unfinished:>10}", start.seat_name(seat))?;
    }
    writeln!(out, "  draws: {}", summary.draws)?;
    writeln!(out, "  unfinished (hit {max_plies} plies): {}", summary.unfinished)?;
    writeln!(out, "  average length: {average:.1} plies")?;
    writeln!(out, "  speed: {}", rate_text(rate))?;
    Ok(summary)
}

#[cfg(test)]
mod tests {
    use super::rate_text;

    #[test]
    fn the_rate_keeps_its_decimals_below_ten() {
        assert_eq!(rate_text(1234.5678), "1235 games/s");
        assert_eq!(rate_text(2.46), "2.5 games/s");
        assert_eq!(rate_text(0.4), "0.40 games/s (2.5 s a game)");
    }
}
