//! Faults: `games serve` killed with SIGKILL in the middle of games (issue "online tables", Tests: Faults).
//!
//! - SQLite: tables of Russian draughts with scripted clients at both seats; the server is killed at random
//!   moments and started again on the same database file. Every acknowledged action is in the game, every
//!   game goes on and ends, every record replays with `games replay`. `GAME_SERVER_FAULT_GAMES` sets how
//!   many games (100 by default), `GAME_SERVER_FAULT_SEED` the random choices (printed by each run).
//! - PostgreSQL (feature `postgres`, with `GAME_SERVER_PG_URL` set; `crates/game-server/tests/pg/start.sh`
//!   sets it): two server processes on one database, clients spread over both; one is killed in the middle
//!   of the games and its clients move to the other and finish. Nothing acknowledged is lost and no move is
//!   applied twice. `GAME_SERVER_PG_FAULT_GAMES` sets how many games (20 by default).
#![allow(clippy::doc_markdown)]

mod harness;

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use harness::{Progress, Random, ServerProcess, check_table, open_table, play_seat, replay_record};

fn games_from_env(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("games-serve-faults-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// Plays `games` tables at once, each seat's client starting on `servers[first]` for alternate tables.
async fn start_games(
    servers: &[std::net::SocketAddr],
    games: usize,
    seed: u64,
    progress: &Arc<Progress>,
    deadline: Instant,
) -> Vec<(String, Vec<tokio::task::JoinHandle<Result<harness::Played, String>>>)> {
    // Every table is opened first, then every game starts at once: the kills fall in the middle of them all.
    let mut opened = Vec::with_capacity(games);
    for _ in 0..games {
        opened.push(open_table(servers).await);
    }
    let mut tables = Vec::with_capacity(games);
    for (game, (table, tokens)) in opened.into_iter().enumerate() {
        let mut seats = Vec::new();
        for (seat, token) in tokens.into_iter().enumerate() {
            seats.push(tokio::spawn(play_seat(
                servers.to_vec(),
                game + seat,
                table.clone(),
                seat as u8,
                token,
                seed ^ ((game as u64) << 8 | seat as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
                progress.clone(),
                deadline,
            )));
        }
        tables.push((table, seats));
    }
    tables
}

/// What a table's clients saw, or every client's failure (the first to fail may leave the other waiting).
async fn both_seats(
    seats: Vec<tokio::task::JoinHandle<Result<harness::Played, String>>>,
) -> Result<Vec<harness::Played>, String> {
    let mut played = Vec::new();
    let mut failures = Vec::new();
    for seat in seats {
        match seat.await.expect("the client task ends") {
            Ok(one) => played.push(one),
            Err(e) => failures.push(e),
        }
    }
    if failures.is_empty() { Ok(played) } else { Err(failures.join("\n")) }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_server_killed_at_random_moments_loses_nothing_and_every_game_ends() {
    let games = games_from_env("GAME_SERVER_FAULT_GAMES", 100);
    let seed = harness::seed();
    let mut random = Random(seed | 1);
    let dir = temp_dir("sqlite");
    let db = dir.join("tables.sqlite");
    let mut server = ServerProcess::start(db.to_str().expect("a UTF-8 path")).await;
    let servers = [server.addr];
    let started = Instant::now();
    let deadline = started + Duration::from_secs(240);
    let progress = Arc::new(Progress::default());
    let tables = start_games(&servers, games, seed, &progress, deadline).await;
    let mut restarts = Vec::new();
    // Kill at random moments while games are played: after 0.2 to 1.5 s each time, at most 12 times.
    while server.kills < 12 && (progress.over.load(Ordering::Relaxed) as usize) < games * 2 {
        tokio::time::sleep(Duration::from_millis(200 + random.below(1300))).await;
        if (progress.over.load(Ordering::Relaxed) as usize) >= games * 2 {
            break;
        }
        server.kill();
        let restart = Instant::now();
        server.restart().await;
        restarts.push(restart.elapsed().as_secs_f64());
    }
    let mut acks = 0;
    let mut reconnections = 0;
    for (table, seats) in tables {
        let played = both_seats(seats).await.unwrap_or_else(|e| panic!("{e}\n{}", server.log_tail(20)));
        acks += played.iter().map(|p| p.acked.len()).sum::<usize>();
        reconnections += played.iter().map(|p| p.reconnections).sum::<u32>();
        check_table(&table, &played);
        replay_record(&servers, &table, &dir).await;
    }
    eprintln!(
        "{games} games over in {:.1} s, {} kills (restarts took {restarts:.1?} s), {acks} acknowledged actions all \
         kept, {reconnections} reconnections",
        started.elapsed().as_secs_f64(),
        server.kills
    );
    assert!(server.kills >= 1, "the server was killed at least once during the games");
    assert!(reconnections >= 2, "clients lost their connection and came back");
    server.kill();
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(feature = "postgres")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_one_of_two_servers_killed_mid_game_its_clients_finish_on_the_other() {
    let Ok(url) = std::env::var("GAME_SERVER_PG_URL") else {
        eprintln!("skipped: GAME_SERVER_PG_URL is not set (crates/game-server/tests/pg/start.sh sets it)");
        return;
    };
    let games = games_from_env("GAME_SERVER_PG_FAULT_GAMES", 20);
    let seed = harness::seed();
    let dir = temp_dir("postgres");
    let mut doomed = ServerProcess::start(&url).await;
    let mut survivor = ServerProcess::start(&url).await;
    let servers = [doomed.addr, survivor.addr];
    let started = Instant::now();
    let deadline = started + Duration::from_secs(180);
    let progress = Arc::new(Progress::default());
    let tables = start_games(&servers, games, seed, &progress, deadline).await;
    // In the middle of the games: once a dozen plies a table were acknowledged (random games of Russian
    // draughts last several dozen), with none over yet.
    while progress.acks.load(Ordering::Relaxed) < 12 * games as u64 {
        assert!(Instant::now() < deadline, "the games did not get going");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let over_at_kill = progress.over.load(Ordering::Relaxed);
    doomed.kill();
    let mut acks = 0;
    let mut moved = 0;
    for (table, seats) in tables {
        let played = both_seats(seats).await.unwrap_or_else(|e| {
            panic!("{e}\nkilled server:\n{}\nsurvivor:\n{}", doomed.log_tail(20), survivor.log_tail(40))
        });
        acks += played.iter().map(|p| p.acked.len()).sum::<usize>();
        moved += played.iter().filter(|p| p.reconnections > 0).count();
        check_table(&table, &played);
        replay_record(&[survivor.addr], &table, &dir).await;
    }
    eprintln!(
        "{games} games over in {:.1} s on two servers, one killed with {over_at_kill} of {} seats done; \
         {moved} seats moved to the survivor; {acks} acknowledged actions all kept",
        started.elapsed().as_secs_f64(),
        games * 2
    );
    assert!(moved >= games / 2, "the killed server's clients moved to the other ({moved} seats)");
    survivor.kill();
    let _ = std::fs::remove_dir_all(&dir);
}
