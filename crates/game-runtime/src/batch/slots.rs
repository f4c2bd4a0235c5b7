//! Stepping a run of consecutive slots: the work one core does. Serial stepping is one run of every slot;
//! parallel stepping splits the slots into runs.

use alloc::vec::Vec;

use abstract_game::{ActionIndex, Game, ObservationTensor, PlayerId, Status, Xoshiro256, random_index};

use super::{BatchError, StepBuffers};

/// Consecutive slots `first..first + games.len()` and their rows of every buffer.
pub(crate) struct Slots<'a, G: Game> {
    pub(crate) first: usize,
    pub(crate) games: &'a mut [G],
    pub(crate) rngs: &'a mut [Xoshiro256],
    pub(crate) legal: &'a mut [Legal<G::Move>],
    pub(crate) out: StepBuffers<'a>,
}

/// Row widths of the buffers, and how a step clears the mask rows.
#[derive(Clone, Copy)]
pub(crate) struct Widths {
    pub(crate) observation: usize,
    pub(crate) actions: usize,
    pub(crate) players: usize,
    /// Each mask row holds the moves its slot recorded (the caller kept the rows, [`StepBuffers::masks_kept`],
    /// and the last step wrote them all): clear only their entries rather than the whole row.
    pub(crate) clear_recorded: bool,
}

/// The narrowest mask row a step clears entry by entry when the caller kept the rows
/// ([`StepBuffers::masks_kept`]); narrower rows are written whole. Clearing the entries a step set touches a few
/// cache lines of the row instead of all of them. Measured on the development VM (1,024 slots, random steps,
/// kept rows against whole rows in alternating blocks): faster for Siege (9,401 actions, 1.23x on 2 cores,
/// 1.34x on one), classic backgammon (5,220, 1.16x and 1.17x), the no-dice default (35,161, 1.14x) and Il
/// Bastardo (4,097, 1.05x and 1.10x); cleared entry by entry, Russian draughts (320 actions) measured 0.94x
/// and La Bâtarde (152) 0.96x: there the row is a few lines, and the whole-row `memset` is cheaper than the
/// extra pass over the recorded indices.
pub const WIDE_MASK: usize = 1024;

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
        let legal = core::mem::take(&mut self.legal);
        let (legal, rest) = legal.split_at_mut(n);
        self.legal = rest;
        let out = self.out.split_off_front(n, w);
        let first = self.first;
        self.first += n;
        Slots { first, games, rngs, legal, out }
    }
}

/// Where the moves of a run's slots come from.
pub(crate) enum Picks<'a, M> {
    /// The caller's actions, decoded beforehand: the run's slot `i` plays `moves[i]`.
    Given(&'a [M]),
    /// A uniformly random legal move per slot, drawn from the slot's record with `rngs[i]`; its action index
    /// is written to `actions[i]`. Every slot of the run has a recorded legal move (checked beforehand).
    Random { rngs: &'a mut [Xoshiro256], actions: &'a mut [usize] },
}

impl<M: Copy> Picks<'_, M> {
    /// The move of the run's slot `i`, whose legal moves `legal` recorded.
    fn pick(&mut self, i: usize, legal: &Legal<M>) -> M {
        match self {
            Picks::Given(moves) => moves[i],
            Picks::Random { rngs, actions } => {
                let at = random_index(&mut rngs[i], legal.moves.len());
                actions[i] = legal.indices[at];
                legal.moves[at]
            }
        }
    }
}

#[cfg(feature = "rayon")]
impl<'a, M: Copy> Picks<'a, M> {
    /// Splits off the picks of the first `n` slots; `self` keeps the rest.
    pub(crate) fn split_off_front(&mut self, n: usize) -> Picks<'a, M> {
        match self {
            Picks::Given(moves) => {
                let (head, tail) = moves.split_at(n);
                *moves = tail;
                Picks::Given(head)
            }
            Picks::Random { rngs, actions } => {
                let (rng_head, rng_tail) = core::mem::take(rngs).split_at_mut(n);
                let (action_head, action_tail) = core::mem::take(actions).split_at_mut(n);
                *rngs = rng_tail;
                *actions = action_tail;
                Picks::Random { rngs: rng_head, actions: action_head }
            }
        }
    }
}

#[cfg(feature = "rayon")]
impl<'a> StepBuffers<'a> {
    /// Splits off the rows of the first `n` slots; `self` keeps the rest.
    pub(crate) fn split_off_front(&mut self, n: usize, w: Widths) -> StepBuffers<'a> {
        StepBuffers {
            observations: take_front(&mut self.observations, n * w.observation),
            masks: take_front(&mut self.masks, n * w.actions),
            to_move: take_front(&mut self.to_move, n),
            rewards: take_front(&mut self.rewards, n * w.players),
            dones: take_front(&mut self.dones, n),
            masks_kept: self.masks_kept,
        }
    }
}

/// The legal moves of a slot's seat on turn with their action indices (`indices[i]` is `moves[i]`'s, for
/// `i < moves.len()`), as recorded when the slot's mask was computed; empty when no seat is on turn. Both
/// vectors keep their capacity from step to step, so recording allocates only while a slot meets longer move
/// lists; `indices` also keeps its length (the longest list seen), so that a step does not zero the entries
/// the game is about to overwrite.
#[derive(Clone, Debug)]
pub(crate) struct Legal<M> {
    moves: Vec<M>,
    indices: Vec<usize>,
}

// A derive would ask `M: Default`, which moves need not be.
impl<M> Default for Legal<M> {
    fn default() -> Self {
        Legal { moves: Vec::new(), indices: Vec::new() }
    }
}

impl<M: Copy> Legal<M> {
    /// Records `moves`, the legal moves of `game`'s seat on turn (empty when no seat is on turn, as
    /// [`Game::status_and_moves`] leaves them), and their indices.
    pub(crate) fn record<G>(&mut self, game: &G, moves: &[M])
    where
        G: ActionIndex<Move = M>,
    {
        self.moves.clear();
        if !moves.is_empty() {
            self.moves.extend_from_slice(moves);
            let len = self.moves.len();
            if self.indices.len() < len {
                self.indices.resize(len, 0);
            }
            // One call for the whole legal list: a game that ranks its moves to index them ranks this list
            // once, without generating it again.
            game.legal_action_indices(&self.moves, &mut self.indices[..len]);
        }
    }

    /// The recorded moves' indices (`indices` may be longer than the list).
    fn indices(&self) -> &[usize] {
        &self.indices[..self.moves.len()]
    }

    /// Whether no move was recorded (no seat is on turn).
    pub(crate) fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The legal move whose index is `action`, if any.
    pub(crate) fn find(&self, action: usize) -> Option<M> {
        // Move lists are short next to the work of a step: a scan beats keeping a map per slot.
        self.indices().iter().position(|&index| index == action).map(|at| self.moves[at])
    }

    /// Sets 0 at every recorded index: on a row [`Legal::mark`] wrote for this record, leaves it all 0.
    fn unmark(&self, mask: &mut [u8]) {
        for &index in self.indices() {
            if let Some(bit) = mask.get_mut(index) {
                *bit = 0;
            }
        }
    }

    /// Writes the mask row: 1 at every recorded index, 0 elsewhere (`whole`: the row is zeroed first; else it
    /// must be all 0 already).
    fn mark(&self, mask: &mut [u8], whole: bool) {
        if whole {
            mask.fill(0);
        }
        for &index in self.indices() {
            // An index past the action space breaks `laws::check_action_index`; it is left out, not a panic
            // (and no action can select it, as actions past the space are refused first).
            if let Some(bit) = mask.get_mut(index) {
                *bit = 1;
            }
        }
    }
}

/// Plays nature's outcomes until a seat is on turn or the game is over; returns that status, with `moves`
/// holding the legal moves of the seat on turn (empty if none). The status and the moves come from one
/// [`Game::status_and_moves`] call, so a game that derives one from the other tests for a move once.
pub(crate) fn advance_chance<G: Game>(game: &mut G, rng: &mut Xoshiro256, moves: &mut G::MoveList) -> Status {
    loop {
        let status = game.status_and_moves(moves);
        if !status.is_chance() {
            return status;
        }
        // A chance node without outcomes breaks the trait's contract; stop rather than spin.
        let Some(outcome) = game.draw_chance(rng) else { return status };
        game.play_unchecked(outcome);
    }
}

/// Slots whose moves are picked together, before any of them is stepped ([`step_slots`]).
const PICK_AHEAD: usize = 16;

/// Steps every slot of the run with the move `picks` gives it: play, draw chance, score and reset a finished
/// game, record the new legal moves, write the slot's rows. Each state's status and legal moves come from one
/// [`Game::status_and_moves`] call and are handed on.
pub(crate) fn step_slots<G>(
    start: &G,
    slots: Slots<'_, G>,
    mut picks: Picks<'_, G::Move>,
    w: Widths,
) -> Result<(), BatchError>
where
    G: ActionIndex + ObservationTensor,
{
    let Slots { first, games, rngs, legal, out } = slots;
    let StepBuffers { mut observations, mut masks, to_move, mut rewards, dones, .. } = out;
    let mut scratch = G::MoveList::default();
    // The moves of a group of slots are picked before the group is stepped. A random pick reads the slot's
    // record, a heap block last touched a whole step ago, and so mostly waits on memory; the group's reads
    // are independent of one another, so their waits overlap instead of coming one after another inside
    // each slot's work. The draws are the same, made from each slot's own generator.
    let mut picked = [None; PICK_AHEAD];
    let groups =
        games.chunks_mut(PICK_AHEAD).zip(rngs.chunks_mut(PICK_AHEAD)).zip(legal.chunks_mut(PICK_AHEAD));
    let mut rows = to_move.chunks_mut(PICK_AHEAD).zip(dones.chunks_mut(PICK_AHEAD));
    let mut group_first = 0;
    for ((games, rngs), legal) in groups {
        let Some((to_move, dones)) = rows.next() else { break };
        for ((slot, record), i) in picked.iter_mut().zip(legal.iter()).zip(group_first..) {
            *slot = Some(picks.pick(i, record));
        }
        let slots = games.iter_mut().zip(rngs.iter_mut()).zip(legal.iter_mut());
        let views = to_move.iter_mut().zip(dones.iter_mut()).zip(picked.iter_mut());
        for ((((game, rng), legal), ((to_move, done), mv)), i) in slots.zip(views).zip(group_first..) {
            let Some(mv) = mv.take() else { break };
            game.play_unchecked(mv);
            let mut status = advance_chance(game, rng, &mut scratch);
            // Each slot's rows taken off the front of the buffers as the loop goes (checked lengths, so no
            // split fails): cheaper than slicing at `i * width` for every buffer.
            let rewards = take_front(&mut rewards, w.players);
            if status.is_over() {
                let outcome = game.outcome();
                for (seat, reward) in PlayerId::all(w.players).zip(rewards.iter_mut()) {
                    // Utilities are in [-1, 1]: f32 loses nothing that matters to a learner.
                    *reward = outcome.as_ref().and_then(|o| o.utility(seat)).unwrap_or(0.0) as f32;
                }
                *done = 1;
                game.clone_from(start);
                status = advance_chance(game, rng, &mut scratch);
            } else {
                rewards.fill(0.0);
                *done = 0;
            }
            let mask = take_front(&mut masks, w.actions);
            if w.clear_recorded {
                // The row shows the old record's moves: clearing them leaves it all 0.
                legal.unmark(mask);
            }
            // Recorded before the rows are written, so the record matches the game even if writing fails.
            legal.record(game, &scratch);
            let row = Row { observation: take_front(&mut observations, w.observation), mask, to_move };
            write_view(game, status, legal, first + i, row, !w.clear_recorded)?;
        }
        group_first += games.len();
    }
    Ok(())
}

/// Splits the first `len` values off `slice`, which keeps the rest.
#[allow(clippy::mut_mut)] // Takes the front of a slice held in a variable or field, leaving the rest there.
fn take_front<'a, T>(slice: &mut &'a mut [T], len: usize) -> &'a mut [T] {
    let (head, tail) = core::mem::take(slice).split_at_mut(len);
    *slice = tail;
    head
}

/// One slot's rows of the observation, mask and seat-to-move buffers.
pub(crate) struct Row<'a> {
    pub(crate) observation: &'a mut [f32],
    pub(crate) mask: &'a mut [u8],
    pub(crate) to_move: &'a mut u8,
}

/// Writes a slot's observation (for the seat to move), legal-action mask (from the moves `legal` recorded
/// for this state) and seat to move. `status` is the game's. `whole_mask`: the mask row is zeroed first;
/// else it must be all 0 already.
pub(crate) fn write_view<G>(
    game: &G,
    status: Status,
    legal: &Legal<G::Move>,
    slot: usize,
    Row { observation, mask, to_move }: Row<'_>,
    whole_mask: bool,
) -> Result<(), BatchError>
where
    G: ActionIndex + ObservationTensor,
{
    let seat = status.to_move();
    *to_move = seat.map_or(u8::MAX, |s| s.index() as u8);
    game.write_observation(seat.unwrap_or_default(), observation)
        .map_err(|source| BatchError::Observation { slot, source })?;
    legal.mark(mask, whole_mask);
    Ok(())
}
