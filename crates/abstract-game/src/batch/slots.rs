//! Stepping a run of consecutive slots: the work one core does. Serial stepping is one run of every slot;
//! parallel stepping splits the slots into runs.

use crate::{ActionIndex, Game, ObservationTensor, PlayerId, Status, Xoshiro256};

use super::{BatchError, StepBuffers};

/// Consecutive slots `first..first + games.len()` and their rows of every buffer.
pub(crate) struct Slots<'a, G: Game> {
    pub(crate) first: usize,
    pub(crate) games: &'a mut [G],
    pub(crate) rngs: &'a mut [Xoshiro256],
    pub(crate) out: StepBuffers<'a>,
}

/// Row widths of the buffers.
#[derive(Clone, Copy)]
pub(crate) struct Widths {
    pub(crate) observation: usize,
    pub(crate) actions: usize,
    pub(crate) players: usize,
}

// Only parallel stepping splits the slots into runs.
#[cfg(feature = "rayon")]
impl<'a, G: Game> Slots<'a, G> {
    /// Splits off the first `n` slots; `self` keeps the rest.
    pub(crate) fn split_off_front(&mut self, n: usize, w: Widths) -> Slots<'a, G> {
        let games = core::mem::take(&mut self.games);
        let (games, rest) = games.split_at_mut(n);
        self.games = rest;
        let rngs = core::mem::take(&mut self.rngs);
        let (rngs, rest) = rngs.split_at_mut(n);
        self.rngs = rest;
        let out = self.out.split_off_front(n, w);
        let first = self.first;
        self.first += n;
        Slots { first, games, rngs, out }
    }
}

#[cfg(feature = "rayon")]
impl<'a> StepBuffers<'a> {
    /// Splits off the rows of the first `n` slots; `self` keeps the rest.
    pub(crate) fn split_off_front(&mut self, n: usize, w: Widths) -> StepBuffers<'a> {
        #[allow(clippy::mut_mut)] // Takes the front of a slice held in a field, leaving the rest there.
        fn front<'a, T>(slice: &mut &'a mut [T], len: usize) -> &'a mut [T] {
            let (head, tail) = core::mem::take(slice).split_at_mut(len);
            *slice = tail;
            head
        }
        StepBuffers {
            observations: front(&mut self.observations, n * w.observation),
            masks: front(&mut self.masks, n * w.actions),
            to_move: front(&mut self.to_move, n),
            rewards: front(&mut self.rewards, n * w.players),
            dones: front(&mut self.dones, n),
        }
    }
}

/// Plays nature's outcomes until a seat is on turn or the game is over.
pub(crate) fn advance_chance<G: Game>(game: &mut G, rng: &mut Xoshiro256) {
    while game.status().is_chance() {
        // A chance node without outcomes breaks the trait's contract; stop rather than spin.
        let Some(outcome) = game.draw_chance(rng) else { break };
        game.play_unchecked(outcome);
    }
}

/// Steps every slot of the run with its move: play, draw chance, score and reset a finished game, write the
/// slot's rows.
pub(crate) fn step_slots<G>(
    start: &G,
    slots: Slots<'_, G>,
    moves: &[G::Move],
    w: Widths,
) -> Result<(), BatchError>
where
    G: ActionIndex + ObservationTensor,
{
    let Slots { first, games, rngs, out } = slots;
    for (i, (game, rng)) in games.iter_mut().zip(rngs.iter_mut()).enumerate() {
        game.play_unchecked(moves[i]);
        advance_chance(game, rng);
        let rewards = &mut out.rewards[i * w.players..(i + 1) * w.players];
        if game.status().is_over() {
            let outcome = game.outcome();
            for (seat, reward) in PlayerId::all(w.players).zip(rewards.iter_mut()) {
                // Utilities are in [-1, 1]: f32 loses nothing that matters to a learner.
                *reward = outcome.as_ref().and_then(|o| o.utility(seat)).unwrap_or(0.0) as f32;
            }
            out.dones[i] = 1;
            game.clone_from(start);
            advance_chance(game, rng);
        } else {
            rewards.fill(0.0);
            out.dones[i] = 0;
        }
        write_view(game, first + i, i, out.observations, out.masks, &mut out.to_move[i], w)?;
    }
    Ok(())
}

/// Writes a slot's observation (for the seat to move), legal-action mask and seat to move.
pub(crate) fn write_view<G>(
    game: &G,
    slot: usize,
    row: usize,
    observations: &mut [f32],
    masks: &mut [u8],
    to_move: &mut u8,
    w: Widths,
) -> Result<(), BatchError>
where
    G: ActionIndex + ObservationTensor,
{
    let status = game.status();
    let seat = status.to_move();
    *to_move = seat.map_or(u8::MAX, |s| s.index() as u8);
    let observation = &mut observations[row * w.observation..(row + 1) * w.observation];
    game.write_observation(seat.unwrap_or_default(), observation)
        .map_err(|source| BatchError::Observation { slot, source })?;
    let mask = &mut masks[row * w.actions..(row + 1) * w.actions];
    mask.fill(0);
    if let Status::ToMove(_) = status {
        let mut moves = G::MoveList::default();
        game.legal_moves_into(&mut moves);
        // Indices in chunks on the stack: one call per chunk lets a game that ranks its moves do it once.
        let mut indices = [0usize; 64];
        for chunk in moves.chunks(indices.len()) {
            let indices = &mut indices[..chunk.len()];
            game.action_indices(chunk, indices);
            for &index in indices.iter() {
                // An index past the action space breaks `laws::check_action_index`; it is left out, not a panic.
                if let Some(bit) = mask.get_mut(index) {
                    *bit = 1;
                }
            }
        }
    }
    Ok(())
}
