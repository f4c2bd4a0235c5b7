//! `games`: one command-line tool for every game crate of the workspace.
//!
//! ```text
//! games list
//! games demo
//! games perft <game> <depth> [--rules PRESET] [--position STR] [--divide]
//! games moves <game> [--rules PRESET] [--position STR] [--json]
//! games play <game> [--rules PRESET] [--position STR] [--seats human,random,...] [--seed S]
//! games selfplay <game> [--rules PRESET] --games N [--seed S] [--max-plies N]
//! ```
//!
//! Bad arguments or positions print one line on standard error and exit with code 2.

use std::io::{self, IsTerminal};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use games::error::CliError;
use games::{commands, play, registry, seats, selfplay};

#[derive(Parser)]
#[command(
    name = "games",
    version,
    about = "Rules engines for five traditional games: list, demo, perft, play."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The game, its rules and its starting position: every command that starts a game takes these, so a new
/// setup option (backgammon's `--match N`) is one field here and one in [`registry::Spec`].
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
}

impl Setup {
    /// The registry entry and what to start it from.
    fn resolve(&self) -> Result<(&'static registry::GameEntry, registry::Spec<'_>), CliError> {
        let entry = registry::find(&self.game)?;
        Ok((entry, registry::Spec { preset: self.rules.as_deref(), position: self.position.as_deref() }))
    }
}

const PLAY_HELP: &str = "\
Seats: `human` (you type its moves) or `random` (uniformly random legal moves). At every state in which a \
random seat has an out-of-turn action open (La Bâtarde's méchoune and choune) it takes one with probability \
1 in 32, so random tables double some hands. People are told when a window opens for them, and asked before \
a non-human seat moves; a move that names its seat (`P3 mechoune P1`) is played for that seat.

At the prompt: a move, `moves [FILTER]` (one per line; FILTER: the start of a move, or a square it uses), \
`undo`, `board`, `position`, `help`, `quit`. `undo` takes back the last move a person made and every ply \
since. In Il Bastardo it is put to the take-back vote of the rules (an absolute majority of the players \
still in the game): the person asking votes for it, other people are asked, random seats always agree. In \
games with secrets (La Bâtarde, the tarot objectives) `undo` never goes back past a card dealt or drawn; in \
games without, nature's outcomes taken back are drawn again.";

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
        /// Stop each game after this many plies.
        #[arg(long, default_value_t = 200)]
        max_plies: u64,
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
    /// Plays interactively in the terminal.
    #[command(after_long_help = PLAY_HELP)]
    Play {
        #[command(flatten)]
        setup: Setup,
        /// Who plays each seat, in seat order: human or random (default: seat 0 human, the rest random).
        #[arg(long)]
        seats: Option<String>,
        /// Seed of the random seats.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Plays many random games and summarises them (wins, draws, losses and unfinished games per seat).
    /// Random seats take open out-of-turn actions with probability 1 in 32 per state (see `play --help`).
    Selfplay {
        #[command(flatten)]
        setup: Setup,
        /// How many games.
        #[arg(long)]
        games: u64,
        /// Seed of the random moves.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Stop a game after this many plies (it then counts as unfinished).
        #[arg(long, default_value_t = 100_000)]
        max_plies: u64,
    },
}

fn run(cli: Cli) -> Result<(), CliError> {
    let mut out = io::stdout().lock();
    match cli.command {
        Command::List => commands::list(&mut out),
        Command::Demo { seed, max_plies } => commands::demo(&mut out, seed, max_plies),
        Command::Perft { setup, depth, divide } => {
            let (entry, spec) = setup.resolve()?;
            commands::perft(&mut out, entry, &spec, depth, divide)
        }
        Command::Moves { setup, json, dice } => {
            let (entry, spec) = setup.resolve()?;
            commands::moves(&mut out, entry, &spec, dice.as_deref(), json)
        }
        Command::Play { setup, seats, seed } => {
            let (entry, spec) = setup.resolve()?;
            let mut session = entry.session(&spec)?;
            let seats = seats::parse_seats(seats.as_deref(), session.num_players())?;
            play::play(&mut *session, &seats, seed, &mut io::stdin().lock(), &mut out)
        }
        Command::Selfplay { setup, games, seed, max_plies } => {
            let (entry, spec) = setup.resolve()?;
            let progress = io::stderr().is_terminal();
            selfplay::selfplay(&mut out, entry, &spec, games, seed, max_plies, progress).map(|_| ())
        }
    }
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
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
