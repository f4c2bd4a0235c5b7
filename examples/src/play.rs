//! `games play`: interactive play in the terminal. Bad input is answered with a message, never a crash.

use std::io::{BufRead, Write};

use abstract_game::{PlayerId, Status, Xoshiro256};

use crate::commands::on_turn;
use crate::error::CliError;
use crate::seats::SeatKind;
use crate::session::{Session, describe_outcome};

const HELP: &str = "type a move in the game's notation, or: moves (list them), board, position, help, quit";

/// What to show after a move: with people at the table, what the person on turn (or else the first person)
/// may see, so hidden hands stay hidden; with only random seats, the whole board.
fn picture(session: &dyn Session, seats: &[SeatKind]) -> String {
    let humans: Vec<PlayerId> =
        PlayerId::all(seats.len()).filter(|s| seats[s.index()] == SeatKind::Human).collect();
    let on_turn = session.status().to_move().filter(|s| humans.contains(s));
    match on_turn.or_else(|| humans.first().copied()) {
        Some(seat) => session.view(seat),
        None => session.board(),
    }
}

/// Runs a game with the given seats, reading human moves from `input`.
pub fn play(
    session: &mut dyn Session,
    seats: &[SeatKind],
    seed: u64,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let mut rng = Xoshiro256::seed_from_u64(seed);
    writeln!(out, "{HELP}")?;
    writeln!(out, "{}", picture(session, seats))?;
    // Chance outcomes played since the last picture without being shown (hidden cards).
    let mut unseen = false;
    loop {
        let seat = match session.status() {
            Status::Over => break,
            Status::Chance => {
                // A dealt card would give away a hand: with secrets at the table, the seat's view says
                // what it may know instead (shown before the next person's prompt).
                if let Some(mv) = session.play_random(&mut rng) {
                    if session.has_secrets() {
                        unseen = true;
                    } else {
                        writeln!(out, "chance: {mv}")?;
                    }
                }
                continue;
            }
            Status::ToMove(seat) => seat,
        };
        if seats.get(seat.index()) != Some(&SeatKind::Human) {
            if let Some(mv) = session.play_random(&mut rng) {
                writeln!(out, "{} plays {}", session.seat_name(seat), session.announce(&mv))?;
                writeln!(out, "{}", picture(session, seats))?;
                unseen = false;
            }
            continue;
        }
        if unseen {
            writeln!(out, "{}", picture(session, seats))?;
            unseen = false;
        }
        write!(out, "{}> ", on_turn(session))?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            writeln!(out, "\nend of input: game left unfinished")?;
            return Ok(());
        }
        match line.trim() {
            "" => {}
            "quit" | "exit" => {
                writeln!(out, "bye")?;
                return Ok(());
            }
            "help" | "?" => writeln!(out, "{HELP}")?,
            "board" => writeln!(out, "{}", picture(session, seats))?,
            "position" if session.has_secrets() => {
                writeln!(out, "not shown: the position string would reveal every seat's secrets")?;
            }
            "position" => writeln!(out, "{}", session.position())?,
            "moves" => {
                let list: Vec<String> = session.moves().into_iter().map(|(mv, _)| mv).collect();
                writeln!(out, "{}", list.join(" "))?;
            }
            text => match session.play_text(text) {
                Ok(mv) => {
                    writeln!(out, "{} plays {}", session.seat_name(seat), session.announce(&mv))?;
                    writeln!(out, "{}", picture(session, seats))?;
                }
                Err(why) => writeln!(out, "not played: {why} (type 'moves' for the legal moves)")?,
            },
        }
    }
    if let Some(outcome) = session.outcome() {
        writeln!(out, "game over: {}", describe_outcome(session, &outcome))?;
    }
    Ok(())
}
