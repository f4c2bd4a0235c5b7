//! One rule for the counts every command takes: `--games` and `--jobs` are at least 1 everywhere, and the
//! threads `arena` starts are bounded by the games and the cores (a bigger `--jobs` is clamped, and the tool
//! says so on standard error), so a mistyped `--jobs 100000` cannot start thousands of threads.

use crate::error::CliError;

/// `--games N`: at least one game, in every command that takes it.
pub fn games(n: u64) -> Result<u64, CliError> {
    if n == 0 {
        return Err(CliError::BadArgument("--games must be at least 1".to_string()));
    }
    Ok(n)
}

/// The cores of this machine (1 when the system does not say).
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
}

/// The threads to play `games` games on, from `--jobs` (`None`: one per core) and the machine's `cores`: at
/// least 1 (`--jobs 0` is refused) and at most the games and the cores. Returns the threads and, when
/// `--jobs` was clamped, the sentence that says so.
pub fn threads(jobs: Option<usize>, games: u64, cores: usize) -> Result<(usize, Option<String>), CliError> {
    if jobs == Some(0) {
        return Err(CliError::BadArgument("--jobs must be at least 1".to_string()));
    }
    let games = usize::try_from(games).unwrap_or(usize::MAX).max(1);
    let bound = games.min(cores.max(1));
    match jobs {
        None => Ok((bound, None)),
        Some(asked) if asked <= bound => Ok((asked, None)),
        Some(asked) => {
            let why = if games < cores.max(1) {
                format!("{games} games")
            } else {
                format!("{} cores", cores.max(1))
            };
            Ok((
                bound,
                Some(format!("note: --jobs {asked} clamped to {bound} threads (no more than the {why})")),
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_games_and_zero_jobs_are_refused() {
        assert!(games(0).is_err());
        assert_eq!(games(3).unwrap(), 3);
        assert!(threads(Some(0), 5, 4).is_err());
    }

    #[test]
    fn jobs_are_bounded_by_the_games_and_the_cores() {
        assert_eq!(threads(Some(100_000), 2, 8).unwrap().0, 2);
        assert_eq!(threads(Some(100_000), 50, 8).unwrap().0, 8);
        let (n, note) = threads(Some(100_000), 2, 8).unwrap();
        assert_eq!(n, 2);
        assert_eq!(
            note.as_deref(),
            Some("note: --jobs 100000 clamped to 2 threads (no more than the 2 games)")
        );
        assert_eq!(threads(Some(3), 50, 8).unwrap(), (3, None));
        assert_eq!(threads(None, 50, 8).unwrap(), (8, None));
        assert_eq!(threads(None, 1, 8).unwrap(), (1, None));
    }
}
