//! Bots at a table: each thinks on a bounded pool of blocking threads (a semaphore over `spawn_blocking`), so a
//! thinking bot never holds a table lock or delays another table's actions, and plays through the same
//! validation, store and broadcast as a person.
//!
//! # What a bot is given
//!
//! In a game with hidden information a bot never sees the table's true state: it is given a state drawn by
//! the game's own sampler from its seat's observation alone (`DynGame::sample_consistent`, which the registry
//! builds from `HiddenInformation::observe(seat)`), seeded from the OS. Other seats' cards and objectives in
//! that state are guesses consistent with what the seat knows, so nothing the bot computes can depend on the
//! true hidden state. Its legal moves there are its own (they depend on its own hand and the public play). In
//! games without hidden information the state is public and the bot gets a copy of it.

use std::sync::Arc;

use abstract_game::{PlayerId, Status, random_index};
use game_runtime::DynGame;

use crate::secret;
use crate::server::{Handle, Server};
use crate::table::{Action, Answer};

/// What a bot should do now at a table, if anything: its seat, the table version, the state it may see, and
/// whether it is on turn (else: an out-of-turn action, if its search takes one).
struct Job {
    seat: u8,
    version: u64,
    seen: Box<dyn DynGame>,
    on_turn: bool,
    bot: Arc<std::sync::Mutex<traditional_games::Bot>>,
}

/// The state `seat` may see: a sample of its observation in games with hidden information.
fn seen_by(game: &dyn DynGame, seat: PlayerId) -> Option<Box<dyn DynGame>> {
    if !game.has_hidden_information() {
        return Some(game.clone_box());
    }
    let seed = u64::from_str_radix(&secret::random_hex(8), 16).unwrap_or(0);
    game.sample_consistent(seat, seed)?.ok()
}

/// Starts the bot that acts next at the table, unless one is thinking there already.
pub(crate) fn schedule(server: &Server, handle: &Arc<Handle>) {
    let server = server.clone();
    let handle = handle.clone();
    tokio::spawn(async move {
        let job = {
            let mut state = handle.state.lock().await;
            if state.bot_busy || state.table.finished {
                return;
            }
            let version = state.table.version;
            if state.asked_out_of_turn.0 != version {
                state.asked_out_of_turn = (version, Vec::new());
            }
            let game = &*state.table.game;
            let mut job = None;
            // Out-of-turn actions first (each bot asked once per version, so a bot that declines does not
            // hold up the seat on turn), then the bot on turn.
            for (seat, bot) in state.bots.iter().enumerate() {
                let Some(bot) = bot else { continue };
                let player = PlayerId::from_const(seat as u8);
                if game.status() == Status::ToMove(player)
                    || state.asked_out_of_turn.1.contains(&(seat as u8))
                    || game.out_of_turn_moves(player).is_empty()
                {
                    continue;
                }
                if let Some(seen) = seen_by(game, player) {
                    job = Some(Job { seat: seat as u8, version, seen, on_turn: false, bot: bot.clone() });
                    break;
                }
            }
            if job.is_none()
                && let Status::ToMove(seat) = game.status()
                && let Some(Some(bot)) = state.bots.get(seat.index())
                && let Some(seen) = seen_by(game, seat)
            {
                job = Some(Job { seat: seat.index() as u8, version, seen, on_turn: true, bot: bot.clone() });
            }
            if let Some(Job { seat, on_turn: false, .. }) = &job {
                let seat = *seat;
                state.asked_out_of_turn.1.push(seat);
            }
            let Some(job) = job else { return };
            // The legal moves of the bot's own seat: what it falls back on if its search fails.
            let own = state.table.game.legal_moves_of(PlayerId::from_const(job.seat));
            state.bot_busy = true;
            (job, own)
        };
        let (job, own) = job;
        let permit = server.inner.bot_permits.clone().acquire_owned().await;
        let (seat, version, on_turn) = (job.seat, job.version, job.on_turn);
        let chosen = tokio::task::spawn_blocking(move || {
            let _permit = permit;
            let mut bot = job.bot.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            if job.on_turn { bot.choose(&*job.seen).map(|c| Some(c.mv)) } else { bot.out_of_turn(&*job.seen) }
        })
        .await;
        let mv = match chosen {
            Ok(Ok(mv)) => mv,
            Ok(Err(e)) => {
                server.log(&format!(
                    "table {}: bot at seat {seat} failed ({e}); playing a random legal move",
                    handle.id
                ));
                on_turn
                    .then(|| own.get(random_index(&mut secret::chance_rng(), own.len().max(1))).cloned())
                    .flatten()
            }
            Err(_) => None,
        };
        let answer = match mv {
            Some(mv) => server.act(&handle, seat, None, version, &Action::Play(mv)).await,
            None => Ok(None),
        };
        let accepted = matches!(answer, Ok(Some(Answer::Accepted { .. })));
        if answer.is_err() {
            // The store failed: nothing changed, and no change will wake the bot; try again in a while.
            tokio::time::sleep(std::time::Duration::from_secs(1)).await;
            handle.state.lock().await.bot_busy = false;
            schedule(&server, &handle);
            return;
        }
        let now = {
            let mut state = handle.state.lock().await;
            state.bot_busy = false;
            state.table.version
        };
        // Look again: an accepted move (rescheduled from `act` while busy, a no-op), another bot's turn after an
        // out-of-turn bot declined. Only a refused move of the bot on turn at an unchanged table waits for the
        // next change (no busy loop).
        if accepted || !on_turn || version != now {
            schedule(&server, &handle);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a bot is given holds its own seat's observation and nothing of the others' true cards: the other
    /// hands are drawn again (over a few draws, some hand differs from the true one).
    #[test]
    fn a_bot_gets_its_observation_never_the_true_hidden_state() {
        let mut game = traditional_games::load("batarde-cards", "4p").unwrap();
        while game.status() == Status::Chance {
            game.draw_chance(&mut secret::chance_rng());
        }
        let seat = PlayerId::from_const(1);
        let observe = |g: &dyn DynGame, s: PlayerId| {
            let mut out = vec![0.0; g.observation_shape().unwrap().len()];
            g.write_observation(s, &mut out).unwrap().unwrap();
            out
        };
        let mut others_differ = false;
        for _ in 0..8 {
            let seen = seen_by(&*game, seat).expect("a sample of the seat's observation");
            assert_eq!(observe(&*seen, seat), observe(&*game, seat), "the bot's own view is the seat's");
            assert_eq!(seen.pretty_for(seat), game.pretty_for(seat));
            others_differ |= [0, 2, 3].iter().any(|&o| {
                let other = PlayerId::from_const(o);
                seen.pretty_for(other) != game.pretty_for(other)
            });
        }
        assert!(others_differ, "the other hands are drawn again, not copied from the table");
        // Games without hidden information: the public state itself.
        let public = traditional_games::load("bashnya", "russian").unwrap();
        assert_eq!(seen_by(&*public, seat).unwrap().position(), public.position());
    }
}
