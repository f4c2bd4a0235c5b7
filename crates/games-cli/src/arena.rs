//! `games arena`: a tournament between seat kinds, rotated round the table, with wins, draws, losses, the
//! average score with its 95% interval, the Elo difference for two kinds, and results by table seat.
//!
//! Game `i` (from 0) is seeded `seed + i` and seats kind `k` (in `--seats` order) at seat `(k + i) mod seats`,
//! so over a multiple of the seat count every kind sits at every seat equally often. Games run in parallel
//! (rayon), each on its own seed, and are tallied in game order: the report is the same as a serial run's for
//! the same seed, whatever the number of threads, as long as the budgets are iterations, plies or nodes (a
//! time budget depends on the machine).

use std::io::Write;
use std::time::Instant;

use abstract_game::{PlayerId, ScoreKind};
use rayon::prelude::*;

use crate::commands::play_with;
use crate::error::CliError;
use crate::registry::{GameEntry, Spec};
use crate::seats::SeatKind;
use crate::selfplay::{progress_bar, rate_text};
use crate::stats::{elo_words, mean_ci};

/// How an arena runs.
#[derive(Clone, Copy, Debug)]
pub struct ArenaOptions {
    /// Games to play.
    pub games: u64,
    /// Game `i` is seeded `seed + i`.
    pub seed: u64,
    /// A game still going after this many plies is stopped and counted unfinished (score 0 for every seat).
    pub max_plies: u64,
    /// Keep every kind at its seat instead of rotating.
    pub fixed: bool,
    /// Threads (`None`: one per core); bounded by the games and the cores, see [`crate::limits::threads`].
    pub jobs: Option<usize>,
    /// Show a progress bar on standard error.
    pub progress: bool,
}

/// One game's result, by table seat.
#[derive(Clone, Debug)]
struct Played {
    /// The kind (index into `--seats`) at each seat.
    kind_at: Vec<usize>,
    /// Per seat: `Outcome::utility`, or `None` when the game did not finish.
    utility: Vec<Option<f64>>,
    /// Per seat: first place (not a draw).
    won: Vec<bool>,
    /// Whether the game was drawn (every seat first).
    draw: bool,
    /// Per seat: points or penalty points, when the outcome has them.
    points: Vec<Option<i64>>,
    /// What the points are, for a finished game.
    score_kind: Option<ScoreKind>,
    plies: u64,
}

/// What one kind did over the tournament.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct KindTally {
    /// The seat kind.
    pub kind: String,
    /// Games played (every game, for every kind).
    pub games: u64,
    /// Finished games in first place, draws excepted.
    pub wins: u64,
    /// Drawn games.
    pub draws: u64,
    /// Finished games not in first place.
    pub losses: u64,
    /// Games stopped by `--max-plies`.
    pub unfinished: u64,
    /// Each game's utility (0 for an unfinished one), in game order.
    pub utilities: Vec<f64>,
    /// Games played at each table seat.
    pub seat_games: Vec<u64>,
    /// Wins at each table seat.
    pub seat_wins: Vec<u64>,
    /// Utility sums at each table seat.
    pub seat_utility: Vec<f64>,
    /// Points (or penalty points) summed over finished games, and how many games had them.
    pub points: (i64, u64),
}

/// The whole tournament.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ArenaReport {
    /// One tally per `--seats` entry, in order.
    pub kinds: Vec<KindTally>,
    /// Plies over all games.
    pub plies: u64,
    /// What the games' points are (from a finished game; `None` if none finished).
    pub score_kind: Option<ScoreKind>,
}

/// The kind sitting at `seat` in game `game`: kind `k` sits at `(k + game) mod seats`.
pub fn kind_at(seat: usize, game: u64, seats: usize, fixed: bool) -> usize {
    if fixed || seats == 0 {
        return seat;
    }
    let shift = usize::try_from(game % seats as u64).unwrap_or(0);
    (seat + seats - shift) % seats
}

fn play_one(
    entry: &GameEntry,
    spec: &Spec<'_>,
    kinds: &[SeatKind],
    game: u64,
    options: &ArenaOptions,
) -> Result<Played, CliError> {
    let mut session = entry.session(spec)?;
    let seats = session.num_players();
    let kind_at: Vec<usize> = (0..seats).map(|s| kind_at(s, game, seats, options.fixed)).collect();
    let table: Vec<SeatKind> = kind_at.iter().map(|&k| kinds[k]).collect();
    let plies = play_with(&mut *session, &table, options.seed.wrapping_add(game), options.max_plies);
    let outcome = session.outcome();
    let all = || PlayerId::all(seats);
    let utility = all().map(|s| outcome.as_ref().and_then(|o| o.utility(s))).collect();
    let draw = outcome.as_ref().is_some_and(abstract_game::Outcome::is_draw);
    let won = all().map(|s| !draw && outcome.as_ref().is_some_and(|o| o.rank(s) == Some(1))).collect();
    let points = all()
        .map(|s| outcome.as_ref().filter(|o| o.kind() != ScoreKind::Rank).and_then(|o| o.score(s)))
        .collect();
    let score_kind = outcome.as_ref().map(abstract_game::Outcome::kind);
    Ok(Played { kind_at, utility, won, draw, points, score_kind, plies })
}

/// Plays the tournament and prints its report.
pub fn arena(
    out: &mut impl Write,
    entry: &GameEntry,
    spec: &Spec<'_>,
    kinds: &[SeatKind],
    options: &ArenaOptions,
) -> Result<ArenaReport, CliError> {
    let start = entry.session(spec)?;
    let seats = start.num_players();
    if kinds.len() != seats {
        return Err(CliError::BadSeats(format!(
            "arena needs one kind per seat: {} named, the game has {seats}",
            kinds.len()
        )));
    }
    for kind in kinds {
        if kind.is_human() {
            return Err(CliError::BadSeats(
                "arena has no person at the table: use random or a bot".to_string(),
            ));
        }
        kind.check(&*start).map_err(CliError::BadSeats)?;
    }
    crate::limits::games(options.games)?;
    let (threads, clamped) = crate::limits::threads(options.jobs, options.games, crate::limits::cores())?;
    if let Some(note) = clamped {
        eprintln!("{note}");
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| CliError::BadArgument(format!("cannot start the threads: {e}")))?;
    let bar = progress_bar(options.games, options.progress);
    let started = Instant::now();
    let results: Vec<Result<Played, CliError>> = pool.install(|| {
        (0..options.games)
            .into_par_iter()
            .map(|game| {
                let played = play_one(entry, spec, kinds, game, options);
                bar.inc(1);
                played
            })
            .collect()
    });
    bar.finish_and_clear();
    let seconds = started.elapsed().as_secs_f64();
    let mut report = ArenaReport {
        kinds: kinds
            .iter()
            .map(|k| KindTally {
                kind: k.to_string(),
                seat_games: vec![0; seats],
                seat_wins: vec![0; seats],
                seat_utility: vec![0.0; seats],
                ..KindTally::default()
            })
            .collect(),
        plies: 0,
        score_kind: None,
    };
    for played in results {
        tally(&mut report, &played?);
    }
    print_report(out, entry, spec, &*start, &report, options, seconds)?;
    Ok(report)
}

fn tally(report: &mut ArenaReport, played: &Played) {
    report.plies += played.plies;
    report.score_kind = report.score_kind.or(played.score_kind);
    for (seat, &k) in played.kind_at.iter().enumerate() {
        let t = &mut report.kinds[k];
        t.games += 1;
        t.seat_games[seat] += 1;
        match played.utility[seat] {
            None => t.unfinished += 1,
            Some(_) if played.draw => t.draws += 1,
            Some(_) if played.won[seat] => {
                t.wins += 1;
                t.seat_wins[seat] += 1;
            }
            Some(_) => t.losses += 1,
        }
        let u = played.utility[seat].unwrap_or(0.0);
        t.utilities.push(u);
        t.seat_utility[seat] += u;
        if let Some(p) = played.points[seat] {
            t.points.0 += p;
            t.points.1 += 1;
        }
    }
}

#[allow(clippy::cast_precision_loss)] // Counts for people to read.
fn print_report(
    out: &mut impl Write,
    entry: &GameEntry,
    spec: &Spec<'_>,
    start: &dyn crate::session::Session,
    report: &ArenaReport,
    options: &ArenaOptions,
    seconds: f64,
) -> Result<(), CliError> {
    let names: Vec<&str> = report.kinds.iter().map(|t| t.kind.as_str()).collect();
    let how = if options.fixed { "fixed seats" } else { "rotated round the table" };
    let preset = spec.preset.unwrap_or(entry.presets[0].name);
    let matches = spec.match_points.map(|n| format!(", matches to {n}")).unwrap_or_default();
    writeln!(
        out,
        "{} ({preset}{matches}): {} games, seats {} ({how}), seed {}",
        entry.name,
        options.games,
        names.join(","),
        options.seed
    )?;
    // Points per game, or per hand where the game is a series of hands (`Presentation::rounds`).
    let unit = match (report.score_kind, start.rounds()) {
        (Some(ScoreKind::PenaltyPoints), Some(_)) => Some("penalty/hand"),
        (Some(ScoreKind::PenaltyPoints), None) => Some("penalty/game"),
        (Some(ScoreKind::Points), Some(_)) => Some("points/hand"),
        (Some(ScoreKind::Points), None) => Some("points/game"),
        (Some(ScoreKind::Rank) | None, _) => None,
    };
    let mut header = format!(
        "  {:<18} {:>6} {:>6} {:>6} {:>6} {:>10}  {:<17}",
        "kind", "games", "wins", "draws", "losses", "unfinished", "score (95% CI)"
    );
    if let Some(unit) = unit {
        header.push(' ');
        header.push_str(unit);
    }
    writeln!(out, "{}", header.trim_end())?;
    for (i, t) in report.kinds.iter().enumerate() {
        let ci = mean_ci(&t.utilities);
        // `-0.000` reads as a loss: adding +0.0 turns a negative zero positive.
        let ci = crate::stats::MeanCi { mean: ci.mean + 0.0, ..ci };
        let label = format!("{} {}", i + 1, t.kind);
        write!(
            out,
            "  {label:<18} {:>6} {:>6} {:>6} {:>6} {:>10}  {:+.3} ± {:.3}",
            t.games, t.wins, t.draws, t.losses, t.unfinished, ci.mean, ci.half_width
        )?;
        if unit.is_some() && t.points.1 > 0 {
            let per = start.rounds().map_or(1.0, f64::from);
            write!(out, "   {:.2}", t.points.0 as f64 / t.points.1 as f64 / per)?;
        }
        writeln!(out)?;
    }
    if let [a, b] = &report.kinds[..] {
        writeln!(out, "  Elo of 1 {} over 2 {}: {}", a.kind, b.kind, elo_words(&a.utilities))?;
    }
    writeln!(out, "  by seat (games, wins, average score):")?;
    for seat in PlayerId::all(report.kinds.first().map_or(0, |t| t.seat_games.len())) {
        let cells: Vec<String> = report
            .kinds
            .iter()
            .enumerate()
            .filter(|(_, t)| t.seat_games[seat.index()] > 0)
            .map(|(i, t)| {
                let games = t.seat_games[seat.index()];
                let mean = t.seat_utility[seat.index()] / games as f64 + 0.0;
                format!("{} {} {games}, {}, {mean:+.3}", i + 1, t.kind, t.seat_wins[seat.index()])
            })
            .collect();
        writeln!(out, "    {}: {}", start.seat_name(seat), cells.join("; "))?;
    }
    let unfinished = report.kinds.first().map_or(0, |t| t.unfinished);
    writeln!(out, "  unfinished (hit {} plies): {unfinished}", options.max_plies)?;
    writeln!(out, "  average length: {:.1} plies", report.plies as f64 / options.games as f64)?;
    writeln!(out, "  speed: {}", rate_text(options.games as f64 / seconds.max(1e-9)))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::kind_at;

    #[test]
    fn rotation_seats_every_kind_at_every_seat_equally() {
        for seats in 2..=4 {
            let mut count = vec![vec![0; seats]; seats];
            for game in 0..(3 * seats as u64) {
                let kinds: Vec<usize> = (0..seats).map(|seat| kind_at(seat, game, seats, false)).collect();
                let mut sorted = kinds.clone();
                sorted.sort_unstable();
                assert_eq!(sorted, (0..seats).collect::<Vec<_>>(), "one kind per seat");
                for (seat, k) in kinds.into_iter().enumerate() {
                    count[k][seat] += 1;
                }
            }
            assert!(count.iter().flatten().all(|&c| c == 3), "{count:?}");
        }
        assert_eq!(kind_at(1, 5, 3, true), 1);
        assert_eq!(kind_at(0, 1, 2, false), 1, "game 1 shifts the kinds by one");
    }
}
