//! Game records for `games play --save`, `games selfplay --save` and `games replay`: the
//! [`GameRecord`] text of abstract-game (PGN-like tags, one numbered ply a line, the result).
//!
//! What the tool writes: `Game` (the registry name), `Rules` (the preset name; `position` when the game
//! started from a position string whose rules are no preset, then `Start` names them), `Start` (only when the
//! game did not start from the preset's start position), `Event` (`games play` or `games selfplay`), `Date`
//! (today, UTC, `YYYY.MM.DD`), `Seat0`... (the seat kinds: `human`, `random`, `mcts:1000`...), `Result` when
//! the game finished, and the free tags `Match` (`--match N`) and `Seed`. Every ply is written,
//! nature's (rolls, cards dealt) included; out-of-turn actions carry their seat (`3. P2: mechoune P1`).

use std::fs;
use std::io::{self, BufRead, Write};
use std::path::Path;
use std::time::{SystemTime, UNIX_EPOCH};

use abstract_game::PlayerId;
use abstract_game::record::GameRecord;

use crate::error::CliError;
use crate::input::{Line, read_line};
use crate::registry::{self, GameEntry, Spec};
use crate::seats::SeatKind;
use crate::session::Session;

/// The `Rules` value of a game started from a position string whose rules are none of the presets.
pub const POSITION_RULES: &str = "position";

/// Today's date in UTC as `YYYY.MM.DD`, from the system clock.
pub fn today_utc() -> String {
    let secs = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (y, m, d) = civil_from_days(i64::try_from(secs / 86_400).unwrap_or(0));
    format!("{y:04}.{m:02}.{d:02}")
}

/// The proleptic Gregorian date of a day counted from 1970-01-01 (H. Hinnant's `civil_from_days`).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, u32::try_from(month).unwrap_or(1), u32::try_from(day).unwrap_or(1))
}

/// The preset a session was started under: `--rules` when given, else the first preset that accepts the start
/// position (a position string names its rules), `None` when none does.
fn preset_of(entry: &GameEntry, spec: &Spec<'_>, start: &str) -> Option<&'static str> {
    if let Some(name) = spec.preset {
        return entry.presets.iter().map(|p| p.name).find(|n| *n == name);
    }
    entry.presets.iter().map(|p| p.name).find(|&name| {
        let tried = Spec { preset: Some(name), position: Some(start), match_points: spec.match_points };
        entry.session(&tried).is_ok_and(|s| s.position() == start)
    })
}

/// The record of a session's game so far, with its seat kinds and seed.
pub fn record_of(
    entry: &GameEntry,
    spec: &Spec<'_>,
    session: &dyn Session,
    seats: &[SeatKind],
    event: &str,
    seed: u64,
) -> GameRecord {
    let start = session.start_position();
    let preset = preset_of(entry, spec, &start);
    let mut record = GameRecord::new(entry.name, preset.unwrap_or(POSITION_RULES));
    let rules_start = preset.and_then(|name| {
        let fresh = Spec { preset: Some(name), position: None, match_points: spec.match_points };
        entry.session(&fresh).ok().map(|s| s.position())
    });
    if rules_start.as_deref() != Some(start.as_str()) {
        record.start = Some(start);
    }
    record.event = Some(event.to_string());
    record.date = Some(today_utc());
    for seat in PlayerId::all(session.num_players()) {
        let kind = seats.get(seat.index()).copied().unwrap_or(SeatKind::Random);
        record.players.insert(seat, kind.to_string());
    }
    record.moves = session.recorded_moves();
    record.result = session.outcome();
    // Both keys are words, not the record's own tags: set_tag cannot refuse them.
    if let Some(points) = spec.match_points {
        let _ = record.set_tag("Match", points.to_string());
    }
    let _ = record.set_tag("Seed", seed.to_string());
    record
}

/// Writes a record's text to a file.
pub fn save(path: &Path, record: &GameRecord) -> Result<(), CliError> {
    fs::write(path, record.to_string())
        .map_err(|e| CliError::BadArgument(format!("cannot write the record {}: {e}", path.display())))
}

/// The file name of game `n` (from 1) of a selfplay batch of `games`: `<game>-<preset>-<n>.pgn`, `n`
/// zero-padded to the width of `games` so the files sort in game order.
pub fn batch_file_name(game: &str, preset: &str, n: u64, games: u64) -> String {
    let width = games.to_string().len();
    format!("{game}-{preset}-{n:0width$}.pgn")
}

/// What a record's game was started from: its preset, start position and match length.
pub fn spec_of(record: &GameRecord) -> Result<Spec<'_>, CliError> {
    let match_points = match record.tag("Match") {
        Some(points) => Some(points.parse::<u8>().map_err(|_| {
            CliError::BadArgument(format!("bad record: the Match tag {points:?} is not a number of points"))
        })?),
        None => None,
    };
    let preset = (record.rules != POSITION_RULES || record.start.is_none()).then_some(record.rules.as_str());
    Ok(Spec { preset, position: record.start.as_deref(), match_points })
}

/// Reads a record file and starts its game: the session at the record's start, not yet replayed.
pub fn open(path: &Path) -> Result<(GameRecord, Box<dyn Session>), CliError> {
    let text = fs::read_to_string(path)
        .map_err(|e| CliError::BadArgument(format!("cannot read the record {}: {e}", path.display())))?;
    let record: GameRecord = text.parse().map_err(|error| CliError::BadRecord { error })?;
    let entry = registry::find(&record.game)?;
    let session = entry.session(&spec_of(&record)?)?;
    Ok((record, session))
}

/// `play --resume FILE`: the record's game with every ply replayed and checked (as `replay` does), ready to
/// play on; its recorded result, if any, must be the one reached.
pub fn resume(path: &Path) -> Result<(GameRecord, Box<dyn Session>), CliError> {
    let (record, mut session) = open(path)?;
    for (i, mv) in record.moves.iter().enumerate() {
        session.play_recorded(i + 1, mv).map_err(CliError::Replay)?;
    }
    record.check_result(session.outcome().as_ref()).map_err(CliError::Replay)?;
    Ok((record, session))
}

/// The seat kinds a record names (`Seat0`...) as `play` seats them; a seat it does not name is random.
pub fn seats_of(record: &GameRecord, session: &dyn Session) -> Result<Vec<SeatKind>, CliError> {
    let kinds: Vec<&str> = PlayerId::all(session.num_players())
        .map(|seat| record.players.get(&seat).map_or("random", String::as_str))
        .collect();
    crate::seats::parse_seats(Some(&kinds.join(",")), session)
}

/// How `replay --step` moves from one ply to the next.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Pace {
    /// Only the final board.
    Final,
    /// Every ply, each after the person presses Enter (`q` stops); at the end of input, the rest without
    /// waiting.
    Enter,
    /// Every ply, each after this many seconds.
    Delay(f64),
}

/// `games replay FILE [--step]`: replays every ply through the game's parser and checked play, then prints the
/// final board (with `--step`, the board after every ply), the final position string and the result. A ply
/// that does not replay, or a result other than the recorded one, is an error naming it.
pub fn replay(out: &mut impl Write, path: &Path, step: bool) -> Result<(), CliError> {
    let pace = if step { Pace::Delay(0.0) } else { Pace::Final };
    replay_paced(out, path, pace, &mut io::empty())
}

/// [`replay`] at a pace: with [`Pace::Enter`], the board after every ply, each after a line read from
/// `input` (`q` stops the replay there).
pub fn replay_paced(
    out: &mut impl Write,
    path: &Path,
    pace: Pace,
    input: &mut impl BufRead,
) -> Result<(), CliError> {
    let (record, mut session) = open(path)?;
    let step = pace != Pace::Final;
    let mut waiting = pace == Pace::Enter;
    writeln!(out, "{} ({}): {} plies", record.game, record.rules, record.moves.len())?;
    if step {
        writeln!(out, "{}", crate::help::with_legend(&session.board(), &*session))?;
    }
    for (i, mv) in record.moves.iter().enumerate() {
        let ply = i + 1;
        if waiting {
            write!(out, "(Enter: ply {ply} of {}, q: stop) ", record.moves.len())?;
            out.flush()?;
            match read_line(input)? {
                Line::End => {
                    // No person to wait for: the rest without waiting.
                    writeln!(out)?;
                    waiting = false;
                }
                Line::Text(line) if line.trim().eq_ignore_ascii_case("q") => {
                    writeln!(out, "replay stopped before ply {ply} of {}", record.moves.len())?;
                    return Ok(());
                }
                Line::Text(_) | Line::NotUtf8 => {}
            }
        } else if let Pace::Delay(seconds) = pace
            && seconds > 0.0
        {
            std::thread::sleep(std::time::Duration::from_secs_f64(seconds));
        }
        session.play_recorded(ply, mv).map_err(CliError::Replay)?;
        if step {
            match &mv.seat {
                Some(seat) => writeln!(out, "{ply}. {seat}: {}", mv.text)?,
                None => writeln!(out, "{ply}. {}", mv.text)?,
            }
            writeln!(out, "{}", crate::help::painted(&session.board(), &*session))?;
        }
    }
    let reached = session.outcome();
    record.check_result(reached.as_ref()).map_err(CliError::Replay)?;
    if !step {
        writeln!(out, "{}", crate::help::with_legend(&session.board(), &*session))?;
    }
    writeln!(out, "position: {}", session.position())?;
    match reached {
        Some(outcome) => writeln!(out, "result: {}", outcome.named(|seat| session.seat_name(seat)))?,
        None => writeln!(out, "result: unfinished")?,
    }
    Ok(())
}

/// `games replay FILE --positions`: replays every ply as [`replay`] does, printing the position string after
/// each ply, one a line (line N is the position after ply N) and nothing else, so that another engine (the
/// WebAssembly package's tests) can compare every position of a game with one call. A ply that does not
/// replay, or a result other than the recorded one, is an error naming it, after the lines of the plies
/// before it.
pub fn replay_positions(out: &mut impl Write, path: &Path) -> Result<(), CliError> {
    let (record, mut session) = open(path)?;
    for (i, mv) in record.moves.iter().enumerate() {
        session.play_recorded(i + 1, mv).map_err(CliError::Replay)?;
        writeln!(out, "{}", session.position())?;
    }
    record.check_result(session.outcome().as_ref()).map_err(CliError::Replay)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{batch_file_name, civil_from_days};

    #[test]
    fn days_become_dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(19_723), (2024, 1, 1));
    }

    #[test]
    fn batch_names_sort_in_game_order() {
        assert_eq!(batch_file_name("draughts", "classic", 7, 120), "draughts-classic-007.pgn");
        assert_eq!(batch_file_name("draughts", "classic", 1, 1), "draughts-classic-1.pgn");
    }
}
