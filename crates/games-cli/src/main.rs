//! `games`: one command-line tool for every game crate of the workspace.
//!
//! ```text
//! games list
//! games demo
//! games rules <game> [--rules PRESET] [--position STR]
//! games perft <game> <depth> [--rules PRESET] [--position STR] [--divide]
//! games moves <game> [--rules PRESET] [--position STR] [--json]
//! games svg <game> [--rules PRESET] [--position STR] [--seat S] [--size PX] [--no-coordinates]
//! games play <game> [--rules PRESET] [--position STR] [--match N] [--seats human,random,bot,...] [--seed S] [--save FILE]
//! games play --resume FILE [--seats KINDS] [--seed S] [--save FILE]
//! games selfplay <game> [--rules PRESET] [--match N] [--seats KINDS] --games N [--seed S] [--max-plies N] [--save DIR]
//! games replay <file> [--step] [--delay SECONDS] [--positions]
//! games arena <game> [--rules PRESET] [--match N] --seats A,B[,C,D] --games N [--seed S] [--max-plies N]
//! games think <game> [--rules PRESET] [--position STR] --seat KIND [--seed S] [--dice A-B]
//! ```
//!
//! Bad arguments or positions print one line on standard error and exit with code 2.

use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use games::arena::{self, ArenaOptions};
use games::error::CliError;
use games::input::Terminal;
use games::{commands, play, records, registry, seats, selfplay, think};

#[derive(Parser)]
#[command(
    name = "games",
    version,
    about = "Rules engines for five traditional games: list, demo, perft, play, and search bots to play against."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The game, its rules and its starting position: every command that starts a game takes these, so a new
/// setup option (`--match N`) is one field here and one in [`registry::Spec`].
#[derive(Args)]
struct Setup {
    /// The game (see `games list`).
    game: String,
    /// A rules preset of the game (see `games list`); the game's default when absent.
    #[arg(long)]
    rules: Option<String>,
    /// Start from this position string instead of the start position.
    #[arg(long)]
    position: Option<String>,
    /// Games with match play only (see `games list`): play a match to N points (Crawford rule) instead of
    /// one game; with --position, a match string.
    #[arg(long = "match", value_name = "N")]
    match_points: Option<u8>,
}

impl Setup {
    /// The registry entry and what to start it from.
    fn resolve(&self) -> Result<(&'static registry::GameEntry, registry::Spec<'_>), CliError> {
        let entry = registry::find(&self.game)?;
        let spec = registry::Spec {
            preset: self.rules.as_deref(),
            position: self.position.as_deref(),
            match_points: self.match_points,
        };
        Ok((entry, spec))
    }
}

/// The seat kinds, for every command that takes them; the games each search suits are the registry's.
fn seat_kinds() -> String {
    format!(
        "\
Seat kinds: `human` (you type its moves), `random` (uniformly random legal moves), or a search bot with an \
optional budget per move: `mcts[:N|:Ts]` (Monte Carlo tree search, N iterations or T seconds; default 1000 \
iterations; games without hidden information: {perfect}), `ismcts[:N|:Ts]` (information-set MCTS, for the \
games whose secrets mcts would read: {secrets}), `alphabeta[:PLIES|:Ts]` (two seats, no chance, no secrets \
and a heuristic: {alphabeta}; default 6 plies), and `bot[:N|:Ts]`, the best default of the game as its \
registry entry gives it (MCTS where every seat sees everything, ISMCTS where seats hold secrets). In `play`, \
`bot` without a budget thinks 1 second a move \
(a person waits that gladly); `arena`, `selfplay` and `think` keep its 1000 iterations, so their games \
replay exactly. \
`pmcts[:N|:Ts]` and `pismcts[:N|:Ts]` search on every core (root-parallel: one tree per core, merged; N \
iterations in all, or T seconds each; `RAYON_NUM_THREADS` sets the cores); give them `--jobs 1` in `arena`. \
Bots are seeded from --seed and their seat: with iteration or ply budgets a game replays exactly; time \
budgets depend on the machine. A bot keeps its MCTS tree (or alpha-beta table) between its moves; ISMCTS \
starts a new tree each move. Bots take their own out-of-turn actions when their search finds them worth it.",
        perfect = games::help_lists::without_secrets(),
        secrets = games::help_lists::with_secrets(),
        alphabeta = games::help_lists::for_alphabeta(),
    )
}

const PLAY_HELP: &str = "\
Seats: see below. At every state in which a random seat has an out-of-turn action open (a game whose \
`Presentation` lists out-of-turn moves, such as a bid to double a hand) it takes one with probability 1 in \
32. People are told when a window opens for them, and asked before \
any other seat may act (then the bots decide); a move that names its seat (`P3 mechoune P1`) is played for \
that seat, and a move without one for the one person who may take it.

At the prompt: a move, `moves [FILTER]` (one per line, 20 a page; FILTER: the start of a move, or a square it uses), \
`undo`, `board`, `position`, `help`, `quit`. `undo` takes back the last move a person made and every ply \
since. Where the game's `Presentation` gives a take-back vote (an absolute majority of the players \
still in the game) it is put to that vote: the person asking votes for it, other people are asked, random \
seats always agree. In games with secrets `undo` never goes back past a card dealt or drawn; in \
games without, nature's outcomes taken back are never drawn again: they come again in the same order \
(an undo goes back to the roll and the same dice stay). Where a player may double instead of rolling, an \
empty line rolls (where it may not, the dice are rolled for you). Boards the game draws from a seat's side \
are drawn from the side of the person they are shown to. Where people can be out of a game the others play \
on, the table is told who is out; once every person at the table is out, `end` stops the game there and \
`watch` lets the others play it to the end.";

const ARENA_HELP: &str = "\
Game i (from 0) is seeded SEED + i and seats the i-th rotation of the kinds: kind k (in --seats order) sits \
at seat (k + i) mod seats, so over a multiple of the seat count every kind plays every seat equally often \
(--fixed keeps every kind at its seat). Per kind: games, wins (first place, draws excepted), draws, losses, \
unfinished games (--max-plies), the average score (Outcome::utility in [-1, 1], 0 for an unfinished game) \
with its 95% confidence interval, and the average points per game (per hand where the game is a series of \
hands) when the game scores points; for two kinds, the Elo difference of the first over the second from \
its score fraction (1 + score) / 2, with its 95% interval; then the results at each table seat. Games run in \
parallel on --jobs threads (default: every core); each has its own seed and the results are tallied in game \
order, so the report is identical to a serial run for the same seed (with iteration or ply budgets).";

/// How a record reads; the game that plays matches is the registry's.
fn replay_help() -> String {
    format!(
        "\
A record is text: tags ([Game \"NAME\"], [Rules \"PRESET\"], [Start \"...\"] when the game did not \
start from the preset's start position, [Date \"2025.01.31\"] in UTC, [Seat0 \"human\"]... the seat kinds, \
[Result \"...\"], [Seed \"1\"], [Match \"5\"] for matches of {matches}), a blank line, one numbered ply a line \
(`12. c3-d4`; nature's rolls and cards dealt included; an out-of-turn action names its seat: \
`7. P3: mechoune P1`), and the result (`ranks:1,2`, `points:...`, `penalties:...`, or `*` unfinished). \
A ply that the game does not read or that is illegal there, or a result other than the recorded one, is \
an error naming the ply (exit code 2).",
        matches = games::help_lists::with_match_play(),
    )
}

const THINK_HELP: &str = "\
The output contract scripts rely on: the chosen move, in the game's notation (as `games moves` lists it), is \
the LAST line of standard output; what the search found (iterations or depth, value, nodes, time) goes to \
standard error; the exit code is 0. Errors are one line on standard error with exit code 2. With --dice \
(games with dice) the roll is made first, as `games moves --dice` does, and the move is one of that \
roll's plays. The same position, seed and iteration or ply budget give the same move.";

#[derive(Subcommand)]
enum Command {
    /// Lists the games and their rule presets.
    List,
    /// Plays a random game of every preset of every game: per game, the default preset's final board and
    /// result, then one result line per other preset.
    Demo {
        /// Seed of the random moves.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Stop each game after this many plies (every preset's random game ends long before the default).
        #[arg(long, default_value_t = 100_000)]
        max_plies: u64,
    },
    /// Explains a game: its goal and rules (what the preset changes), how to write a move (with examples
    /// from the start or the position given), and its board with the legend.
    Rules {
        #[command(flatten)]
        setup: Setup,
    },
    /// Counts the move sequences of a given length; the count is the last line printed.
    Perft {
        #[command(flatten)]
        setup: Setup,
        /// Plies to look ahead.
        depth: u32,
        /// Print the count below each first move first.
        #[arg(long)]
        divide: bool,
    },
    /// Prints the legal moves, one per line.
    Moves {
        #[command(flatten)]
        setup: Setup,
        /// Print JSON: each move with the position it leads to.
        #[arg(long)]
        json: bool,
        /// Roll these dice first (`6-4`), then list the plays of that roll (games with dice).
        #[arg(long)]
        dice: Option<String>,
    },
    /// Draws the board as an SVG picture on standard output (`games svg GAME > board.svg`): from one
    /// seat's point of view (its own cards face up, the others' face down), or without --seat what every
    /// seat may see.
    Svg {
        #[command(flatten)]
        setup: Setup,
        /// The seat whose view is drawn, by name as the game writes it (`White`, `P2`) or by number from 0.
        #[arg(long)]
        seat: Option<String>,
        /// The picture's width in pixels.
        #[arg(long, value_name = "PX", default_value_t = 480)]
        size: u32,
        /// Leave out the coordinates (file letters, rank numbers, point numbers).
        #[arg(long)]
        no_coordinates: bool,
    },
    /// Plays interactively in the terminal.
    #[command(after_long_help = format!("{PLAY_HELP}\n\n{}", seat_kinds()))]
    Play {
        #[command(flatten)]
        setup: Option<Setup>,
        /// Continue the game of a record saved with --save (its game, rules, moves and seats; --seats and
        /// --seed still apply); the game's name and setup are not given then.
        #[arg(long, value_name = "FILE", conflicts_with = "game", required_unless_present = "game")]
        resume: Option<PathBuf>,
        /// Who plays each seat, in seat order: human, random, mcts:N, ismcts:N, alphabeta:N, bot... (default:
        /// seat 0 human, the rest `bot`, 1 s a move; seats not named are random).
        #[arg(long)]
        seats: Option<String>,
        /// Seed of the random seats and the bots.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// When the game ends or you quit, write it to FILE as a game record (see `games replay --help`).
        #[arg(long, value_name = "FILE")]
        save: Option<PathBuf>,
    },
    /// Plays many games (random seats unless --seats says) and summarises them (wins, draws, losses and
    /// unfinished games per seat). Random seats take open out-of-turn actions with probability 1 in 32 per
    /// state (see `play --help`).
    #[command(after_long_help = seat_kinds())]
    Selfplay {
        #[command(flatten)]
        setup: Setup,
        /// Who plays each seat, in seat order (no human; seats not named are random).
        #[arg(long)]
        seats: Option<String>,
        /// How many games.
        #[arg(long)]
        games: u64,
        /// Seed of the random moves.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Stop a game after this many plies (it then counts as unfinished).
        #[arg(long, default_value_t = 100_000)]
        max_plies: u64,
        /// Write every game as a game record into DIR (created if missing): `<game>-<preset>-<n>.pgn`, n from 1.
        #[arg(long, value_name = "DIR")]
        save: Option<PathBuf>,
    },
    /// Replays a game record (from `play --save` or `selfplay --save`): every ply is read by the game's parser
    /// and checked; prints the final board, the final position string and the result.
    #[command(after_long_help = replay_help())]
    Replay {
        /// The record file.
        file: PathBuf,
        /// Print every ply and the board after it, not only the final board: each after Enter (`q` stops),
        /// or after --delay seconds.
        #[arg(long)]
        step: bool,
        /// With --step (implied): wait this many seconds between plies instead of for Enter.
        #[arg(long, value_name = "SECONDS")]
        delay: Option<f64>,
        /// Print only the position string after every ply, one a line (line N: after ply N), for scripts
        /// that compare every position of a game; the record is checked as without it.
        #[arg(long, conflicts_with_all = ["step", "delay"])]
        positions: bool,
    },
    /// Plays a tournament between seat kinds rotated round the table and reports each kind's results, the
    /// Elo difference of two kinds, and the results by seat.
    #[command(after_long_help = format!("{ARENA_HELP}\n\n{}", seat_kinds()))]
    Arena {
        #[command(flatten)]
        setup: Setup,
        /// One kind per seat: `bot,random`, `mcts:2000,mcts:200`, `bot,random,random` (no human).
        #[arg(long)]
        seats: String,
        /// How many games (a multiple of the seat count seats every kind at every seat equally often).
        #[arg(long)]
        games: u64,
        /// Game i is seeded SEED + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Stop a game after this many plies (it then counts as unfinished, score 0).
        #[arg(long, default_value_t = 100_000)]
        max_plies: u64,
        /// Keep every kind at its seat instead of rotating them.
        #[arg(long)]
        fixed: bool,
        /// Threads to play games on, at least 1 (default: one per core; more than the cores or the games is
        /// clamped, with a note on standard error); the results do not depend on it.
        #[arg(long)]
        jobs: Option<usize>,
    },
    /// Serves online tables of every game: a lobby under /api, play over a WebSocket at /ws, each seat
    /// shown only what it may know, every action stored in a database before it is acknowledged (unfinished
    /// tables are restored at start). With --web, the folder's files (the web playground's build) at /.
    Serve {
        /// The address to listen on.
        #[arg(long, default_value = "127.0.0.1:8080")]
        addr: String,
        /// The database file, created when missing (an embedded database: no server to run); or, built
        /// with the `postgres` feature, a `postgres://` URL of a database that several `games serve`
        /// processes share (any of them serves any table).
        #[arg(long, value_name = "FILE|URL", default_value = "games.sqlite")]
        db: String,
        /// A folder of static files served at / (the playground's built files).
        #[arg(long, value_name = "DIR")]
        web: Option<PathBuf>,
    },
    /// Prints the move a seat kind chooses for the seat on turn: the move is the last line of standard
    /// output, the search's report goes to standard error.
    #[command(after_long_help = format!("{THINK_HELP}\n\n{}", seat_kinds()))]
    Think {
        #[command(flatten)]
        setup: Setup,
        /// The seat kind: bot, bot:0.5s, mcts:2000, ismcts:1000, alphabeta:6, random...
        #[arg(long)]
        seat: String,
        /// Seed of the search.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Roll these dice first (`6-4`, games with dice), then choose among that roll's plays.
        #[arg(long)]
        dice: Option<String>,
    },
}

fn run(cli: Cli) -> Result<(), CliError> {
    let mut out = io::stdout().lock();
    match cli.command {
        Command::List => commands::list(&mut out),
        Command::Demo { seed, max_plies } => commands::demo(&mut out, seed, max_plies),
        Command::Rules { setup } => {
            let (entry, spec) = setup.resolve()?;
            games::help::rules_command(&mut out, entry, &spec)
        }
        Command::Perft { setup, depth, divide } => {
            let (entry, spec) = setup.resolve()?;
            commands::perft(&mut out, entry, &spec, depth, divide)
        }
        Command::Moves { setup, json, dice } => {
            let (entry, spec) = setup.resolve()?;
            commands::moves(&mut out, entry, &spec, dice.as_deref(), json)
        }
        Command::Svg { setup, seat, size, no_coordinates } => {
            let (entry, spec) = setup.resolve()?;
            let options =
                abstract_game::svg::SvgOptions::new().with_width(size).with_coordinates(!no_coordinates);
            games::picture::svg(&mut out, entry, &spec, seat.as_deref(), &options)
        }
        Command::Play { setup, resume, seats, seed, save } => {
            play_command(&mut out, setup.as_ref(), resume.as_deref(), seats.as_deref(), seed, save.as_deref())
        }
        Command::Selfplay { setup, seats, games, seed, max_plies, save } => {
            let (entry, spec) = setup.resolve()?;
            let kinds = seats.as_deref().map(seats::parse_kinds).transpose()?.unwrap_or_default();
            let progress = io::stderr().is_terminal();
            selfplay::selfplay(
                &mut out,
                entry,
                &spec,
                &kinds,
                games,
                seed,
                max_plies,
                progress,
                save.as_deref(),
            )
            .map(|_| ())
        }
        Command::Replay { file, positions: true, .. } => records::replay_positions(&mut out, &file),
        Command::Replay { file, step, delay, positions: false } => {
            let pace = match delay {
                Some(seconds) if !(0.0..=3600.0).contains(&seconds) => {
                    return Err(CliError::BadArgument(format!(
                        "--delay {seconds}: give seconds from 0 to 3600"
                    )));
                }
                Some(seconds) => records::Pace::Delay(seconds),
                None if step => records::Pace::Enter,
                None => records::Pace::Final,
            };
            records::replay_paced(&mut out, &file, pace, &mut io::stdin().lock())
        }
        Command::Arena { setup, seats, games, seed, max_plies, fixed, jobs } => {
            let (entry, spec) = setup.resolve()?;
            let kinds = seats::parse_kinds(&seats)?;
            let progress = io::stderr().is_terminal();
            let options = ArenaOptions { games, seed, max_plies, fixed, jobs, progress };
            arena::arena(&mut out, entry, &spec, &kinds, &options).map(|_| ())
        }
        Command::Serve { addr, db, web } => games::serve::serve(&addr, &db, web.as_deref()),
        Command::Think { setup, seat, seed, dice } => {
            let (entry, spec) = setup.resolve()?;
            let kind = seat
                .parse()
                .map_err(|why| games::error::CliError::BadArgument(format!("bad --seat: {why}")))?;
            think::think(&mut out, entry, &spec, kind, seed, dice.as_deref())
        }
    }
}

/// `games play`: a new game from its setup, or a saved one with `--resume`; written to `save` when it ends or
/// the person quits.
fn play_command(
    out: &mut impl Write,
    setup: Option<&Setup>,
    resume: Option<&Path>,
    seats: Option<&str>,
    seed: u64,
    save: Option<&Path>,
) -> Result<(), CliError> {
    // --resume: the record's game, replayed, with its seats unless --seats says otherwise.
    let (record, resumed) = match resume {
        Some(path) => {
            let (record, session) = records::resume(path)?;
            (Some(record), Some(session))
        }
        None => (None, None),
    };
    let (entry, spec) = match (&record, setup) {
        (Some(record), _) => (registry::find(&record.game)?, records::spec_of(record)?),
        (None, Some(setup)) => setup.resolve()?,
        (None, None) => return Err(CliError::BadArgument("play needs a game or --resume FILE".into())),
    };
    let mut session = match resumed {
        Some(session) => session,
        None => entry.session(&spec)?,
    };
    let seats = match (&record, seats) {
        (Some(record), None) => records::seats_of(record, &*session)?,
        (_, text) => seats::parse_seats(text, &*session)?,
    };
    if let Some(record) = &record {
        writeln!(out, "resumed: {} plies replayed", record.moves.len())?;
    }
    // Line editing (arrow keys, history) when a person types at a terminal; plain lines otherwise.
    let editor = (io::stdin().is_terminal() && io::stdout().is_terminal()).then(Terminal::new).flatten();
    let played = match editor {
        Some(mut terminal) => play::play(&mut *session, &seats, seed, &mut terminal, out),
        None => play::play(&mut *session, &seats, seed, &mut io::stdin().lock(), out),
    };
    // Saved even when the terminal failed: the moves played are not lost.
    if let Some(path) = save {
        let record = records::record_of(entry, &spec, &*session, &seats, "games play", seed);
        records::save(path, &record)?;
        played?;
        writeln!(out, "record saved to {}", path.display())?;
        return Ok(());
    }
    played
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            // --help and --version: clap's full text on standard output.
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            // One line: clap's message up to its usage block, its own line breaks folded.
            let rendered = e.render().to_string();
            let message = rendered.split("\n\n").next().unwrap_or("error: bad arguments");
            eprintln!("{}", message.split_whitespace().collect::<Vec<_>>().join(" "));
            return ExitCode::from(2);
        }
    };
    games::colour::init_for_stdout();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
