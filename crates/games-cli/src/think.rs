//! `games think`: the move a seat kind chooses for the seat on turn, for scripts that pit our bots against
//! other programs (other engines that read the same notation). The move, in the game's notation, is the last line of
//! standard output; what the search found (iterations or depth, value, nodes, time) goes to standard error.

use std::io::Write;

use abstract_game::Xoshiro256;

use crate::error::CliError;
use crate::registry::{GameEntry, Spec};
use crate::seats::{OUT_OF_TURN_ONE_IN, SeatKind};

/// Prints the move `kind` chooses in the position of `spec` (after rolling `dice`, if given) for the seat on
/// turn. The same seed, position and iteration/ply budget give the same move.
pub fn think(
    out: &mut impl Write,
    entry: &GameEntry,
    spec: &Spec<'_>,
    kind: SeatKind,
    seed: u64,
    dice: Option<&str>,
) -> Result<(), CliError> {
    let mut session = entry.session(spec)?;
    if let Some(dice) = dice {
        session.roll(dice).map_err(CliError::BadDice)?;
    }
    if let SeatKind::Bot(_) = kind {
        kind.check(&*session).map_err(|why| CliError::BadArgument(format!("bad --seat: {why}")))?;
    }
    let Some(seat) = session.status().to_move() else {
        let why = if session.status().is_over() {
            "the game is over: there is no move to think about"
        } else if session.has_secrets() {
            // Cards, not dice: --dice does not apply (the game's first chance node is not a roll).
            "cards are dealt or drawn next here: give a position after the deal with --position"
        } else {
            "nature acts next here (a roll or a card dealt): give the roll with --dice, or a position after it"
        };
        return Err(CliError::NoMove(why.to_string()));
    };
    let mv = match kind {
        SeatKind::Human => {
            return Err(CliError::BadArgument(
                "bad --seat: think needs a bot (bot, mcts:N, ismcts:N, alphabeta:N) or random".to_string(),
            ));
        }
        SeatKind::Random => {
            let mut rng = Xoshiro256::seed_from_u64(seed);
            // A random seat on turn never lets its chance pass: it plays one of its moves (or an out-of-turn
            // action, which is also its choice here).
            let mv = session
                .act_randomly(seat, OUT_OF_TURN_ONE_IN, &mut rng)
                .ok_or_else(|| CliError::NoMove("the seat on turn has no legal move".to_string()))?;
            eprintln!("random: a uniformly random legal move (seed {seed})");
            mv
        }
        SeatKind::Bot(bot) => {
            let (mv, info) = session.think(bot, seed).map_err(CliError::NoBotMove)?;
            eprintln!("{bot} for {}: {info}", session.seat_name(seat));
            mv
        }
    };
    writeln!(out, "{mv}")?;
    Ok(())
}
