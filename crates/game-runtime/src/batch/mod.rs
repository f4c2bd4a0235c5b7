//! Batched stepping for learning code: N games of one rules set stepped at once, with observations,
//! legal-action masks, rewards and done flags written into flat buffers the caller owns.
//!
//! # Buffer layout
//!
//! Every buffer is flat, contiguous and row-major, one row per slot, slot 0 first, so a Python binding can
//! hand it to numpy without copying (`np.frombuffer(...).reshape(...)`):
//!
//! | buffer | type | shape | holds after a step |
//! |---|---|---|---|
//! | actions (in) | `usize` | `[N]` | an [`ActionIndex`] index of a legal move of the seat on turn, per slot |
//! | `observations` | `f32` | `[N, *shape]` (`N × shape.len()`) | the tensor of the seat to move, in the state after the step |
//! | `masks` | `u8` | `[N, num_actions]` | 1 where the action is legal for the seat to move, else 0 |
//! | `to_move` | `u8` | `[N]` | the seat to move ([`PlayerId::index`](abstract_game::PlayerId::index)) |
//! | `rewards` | `f32` | `[N, num_players]` | each seat's [`Outcome::utility`](abstract_game::Outcome::utility) if the slot's game ended in this step, else 0 |
//! | `dones` | `u8` | `[N]` | 1 if the slot's game ended in this step, else 0 |
//!
//! Masks and done flags are bytes holding exactly 0 or 1, which numpy can view as `bool` without a copy.
//!
//! # Kept mask rows
//!
//! A mask row is as wide as the action space (5,220 bytes for classic backgammon, 35,161 for the no-dice
//! default), and writing every row whole at every step is most of such a batch's memory traffic. A caller
//! that hands the same buffers to every step and does not write the masks in between can say so
//! ([`StepBuffers::masks_kept`]); a step then clears only the entries it set in the previous step and sets
//! the new ones, in every row at least [`WIDE_MASK`] wide. The batch checks what it can: before its first
//! step, and after a step that failed, it writes whole rows whatever the caller says.
//!
//! # Chance, auto-reset and seeds
//!
//! Each slot has its own [`Xoshiro256`], seeded with [`slot_seed`]`(seed, slot)`. Whenever a slot's game
//! reaches a chance node (at the start too, before a deal), outcomes are drawn with
//! [`Game::draw_chance`] from that generator until a seat is on turn. A game that ends in a step is reset at
//! once to a clone of the start state (and its chance nodes drawn): the `rewards` and `dones` of that step are
//! the finished game's, while `observations`, `masks` and `to_move` already show the new game's first state.
//! Slots never share a generator, so stepping the slots one at a time, in any order or split across cores,
//! plays exactly the same games.
//!
//! The batch plays for the seat on turn: out-of-turn actions ([`Game::legal_moves_of`]) are not in its
//! action space.
//!
//! # Example
//!
//! ```
//! use game_runtime::batch::{Batch, RandomActions};
//! # use abstract_game::*;
//! # #[derive(Clone, Debug)]
//! # struct Nim { stones: u8, to_move: u8 }
//! # impl Game for Nim {
//! #     type Move = u8;
//! #     type MoveList = abstract_game::arrayvec::ArrayVec<u8, 2>;
//! #     type MoveParseError = core::num::ParseIntError;
//! #     fn num_players(&self) -> usize { 2 }
//! #     fn status(&self) -> Status {
//! #         if self.stones == 0 { Status::Over } else { Status::ToMove(PlayerId::from_const(self.to_move)) }
//! #     }
//! #     fn legal_moves_into(&self, moves: &mut Self::MoveList) {
//! #         moves.clear();
//! #         moves.extend(1..=self.stones.min(2));
//! #     }
//! #     fn play_unchecked(&mut self, take: u8) { self.stones -= take; self.to_move ^= 1; }
//! #     fn outcome(&self) -> Option<Outcome> {
//! #         (self.stones == 0).then(|| Outcome::win(2, &[PlayerId::from_const(self.to_move ^ 1)]).unwrap())
//! #     }
//! #     fn parse_move(&self, text: &str) -> Result<u8, Self::MoveParseError> { text.parse() }
//! # }
//! // Nim (take one or two stones; taking the last wins): action 0 takes one stone, action 1 two.
//! impl ActionIndex for Nim {
//!     fn num_actions(&self) -> usize { 2 }
//!     fn action_index(&self, take: u8) -> usize { usize::from(take) - 1 }
//!     fn action_from_index(&self, index: usize) -> Option<u8> {
//!         let take = u8::try_from(index + 1).ok()?;
//!         (take <= self.stones.min(2)).then_some(take)
//!     }
//! }
//! // The observation: the stones left.
//! impl ObservationTensor for Nim {
//!     fn observation_shape(&self) -> TensorShape { TensorShape::flat(1) }
//!     fn write_observation(&self, _: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
//!         check_tensor_len(self.observation_shape(), out)?;
//!         out[0] = f32::from(self.stones);
//!         Ok(())
//!     }
//! }
//!
//! let mut batch = Batch::new(Nim { stones: 2, to_move: 0 }, 3, 7)?;
//! let mut buffers = batch.buffers();
//! batch.write_current(buffers.as_step_buffers())?;
//! assert_eq!(buffers.masks, [1, 1, 1, 1, 1, 1]);
//!
//! // Slot 0 takes both stones and wins; slots 1 and 2 take one.
//! batch.step(&[1, 0, 0], buffers.as_step_buffers())?;
//! assert_eq!(buffers.dones, [1, 0, 0]);
//! assert_eq!(buffers.rewards, [1.0, -1.0, 0.0, 0.0, 0.0, 0.0]);
//! // Slot 0 was reset: its observation is the new game's two stones.
//! assert_eq!(buffers.observations, [2.0, 1.0, 1.0]);
//! assert_eq!(buffers.to_move, [0, 1, 1]);
//!
//! // Random legal actions for benchmarks, one seeded generator per slot.
//! let mut policy = RandomActions::new(batch.len(), 99);
//! let mut actions = [0usize; 3];
//! policy.sample(&buffers.masks, batch.num_actions(), &mut actions)?;
//! batch.step(&actions, buffers.as_step_buffers())?;
//!
//! // Or drawn where the slots are stepped, one call per step; `actions` receives the moves played.
//! batch.step_random(&mut policy, &mut actions, buffers.as_step_buffers())?;
//! assert!(actions.iter().all(|&action| action < 2));
//! # Ok::<(), game_runtime::batch::BatchError>(())
//! ```

mod dyn_batch;
mod error;
#[cfg(feature = "rayon")]
mod parallel;
mod random;
mod slots;

use alloc::vec;
use alloc::vec::Vec;

pub use dyn_batch::DynBatch;
pub use error::{BatchError, BufferKind};
pub use random::{RandomActions, slot_seed};
pub use slots::WIDE_MASK;

use abstract_game::{ActionIndex, Game, ObservationTensor, TensorShape, Xoshiro256};
use error::check_len;
use slots::{Legal, Picks, Row, Slots, Widths, advance_chance, step_slots, write_view};

/// The caller's output buffers for one step, borrowed; see the [module docs](self) for the layout.
#[derive(Debug)]
pub struct StepBuffers<'a> {
    /// `[N, *shape]`: the observation of the seat to move, per slot.
    pub observations: &'a mut [f32],
    /// `[N, num_actions]`: 1 for a legal action of the seat to move, 0 otherwise.
    pub masks: &'a mut [u8],
    /// `[N]`: the seat to move; `u8::MAX` only if a fresh game ended during its opening chance draws.
    pub to_move: &'a mut [u8],
    /// `[N, num_players]`: the finished game's utilities in the step it ended, 0 otherwise.
    pub rewards: &'a mut [f32],
    /// `[N]`: 1 in the step a slot's game ended, 0 otherwise.
    pub dones: &'a mut [u8],
    /// The caller's promise that `masks` holds, untouched, the rows this batch wrote in its last step (the
    /// same buffer, not written to since). A step then clears only the entries that step set, instead of
    /// writing every row whole: for a wide action space (at least [`WIDE_MASK`] actions) most of a step's
    /// memory traffic. With `false` (as [`BatchBuffers::as_step_buffers`] gives) every row is written whole.
    /// A broken promise gives wrong masks, never undefined behaviour; the batch itself ignores the promise
    /// after a step that failed, or before its first step.
    pub masks_kept: bool,
}

/// Owned buffers sized for a batch ([`Batch::buffers`]), for callers that do not bring their own.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct BatchBuffers {
    /// See [`StepBuffers::observations`].
    pub observations: Vec<f32>,
    /// See [`StepBuffers::masks`].
    pub masks: Vec<u8>,
    /// See [`StepBuffers::to_move`].
    pub to_move: Vec<u8>,
    /// See [`StepBuffers::rewards`].
    pub rewards: Vec<f32>,
    /// See [`StepBuffers::dones`].
    pub dones: Vec<u8>,
}

impl BatchBuffers {
    /// The buffers borrowed for [`Batch::step`].
    pub fn as_step_buffers(&mut self) -> StepBuffers<'_> {
        StepBuffers {
            observations: &mut self.observations,
            masks: &mut self.masks,
            to_move: &mut self.to_move,
            rewards: &mut self.rewards,
            dones: &mut self.dones,
            masks_kept: false,
        }
    }
}

/// N games of one rules set, stepped together; see the [module docs](self).
#[derive(Clone, Debug)]
pub struct Batch<G: Game> {
    start: G,
    games: Vec<G>,
    rngs: Vec<Xoshiro256>,
    shape: TensorShape,
    num_actions: usize,
    num_players: usize,
    /// Per slot, the legal moves of the seat on turn and their action indices, recorded when the slot's
    /// mask was last computed: a step validates and decodes its actions here instead of generating the moves
    /// again (the caller's mask buffer is not trusted, it may have changed it).
    legal: Vec<Legal<G::Move>>,
    /// The decoded moves of the step under way, kept to avoid an allocation per step.
    moves: Vec<G::Move>,
    /// Whether the last step succeeded, so that every mask row it wrote shows the legal moves `legal` holds:
    /// only then can a step clear just the entries of those moves ([`StepBuffers::masks_kept`]).
    rows_written: bool,
}

impl<G: ActionIndex + ObservationTensor> Batch<G> {
    /// `len` games, each a clone of `start` with its opening chance nodes drawn from its slot's generator
    /// ([`slot_seed`]`(seed, slot)`). The tensor shape, action space and seat count are the start's.
    ///
    /// A `len` whose memory cannot be had is refused with [`BatchError::TooLarge`] before any game is
    /// cloned: when [`Batch::memory`] overflows the address space, or when the allocator refuses the
    /// batch's per-slot vectors (reserved with `try_reserve`, so a refusal is an error, not an abort). What
    /// a state allocates on its own while cloned is not covered: a game whose states hold heap memory may
    /// still run out later, as any program may.
    pub fn new(start: G, len: usize, seed: u64) -> Result<Self, BatchError> {
        if start.status().is_over() {
            return Err(BatchError::StartIsOver);
        }
        let too_large = BatchError::TooLarge { slots: len };
        // Rust allocations are at most `isize::MAX` bytes; the caller's buffers have the same bound.
        match Self::memory(&start, len) {
            Some(bytes) if isize::try_from(bytes).is_ok() => {}
            _ => return Err(too_large),
        }
        let mut rngs: Vec<Xoshiro256> = Vec::new();
        let mut games: Vec<G> = Vec::new();
        let mut legal: Vec<Legal<G::Move>> = Vec::new();
        let mut moves: Vec<G::Move> = Vec::new();
        rngs.try_reserve_exact(len).map_err(|_| too_large)?;
        games.try_reserve_exact(len).map_err(|_| too_large)?;
        legal.try_reserve_exact(len).map_err(|_| too_large)?;
        moves.try_reserve_exact(len).map_err(|_| too_large)?;
        rngs.extend((0..len).map(|slot| Xoshiro256::seed_from_u64(slot_seed(seed, slot))));
        let mut scratch = G::MoveList::default();
        for rng in &mut rngs {
            let mut game = start.clone();
            advance_chance(&mut game, rng, &mut scratch);
            let mut record = Legal::default();
            record.record(&game, &scratch);
            games.push(game);
            legal.push(record);
        }
        Ok(Batch {
            shape: start.observation_shape(),
            num_actions: start.num_actions(),
            num_players: start.num_players(),
            start,
            games,
            rngs,
            legal,
            moves,
            rows_written: false,
        })
    }

    /// The bytes a batch of `len` slots of `start` takes, estimated, `None` if the count overflows `usize`:
    /// per slot, the batch's own records (the state, its generator, its legal-move record with as many moves
    /// as `start` has, and a decoded move) and one row of every buffer of the layout (observation, mask, seat
    /// to move, rewards, done flag; see the [module docs](self)). For checking a size before anything is
    /// allocated; what the states hold on the heap and the allocator's own overhead are not counted.
    pub fn memory(start: &G, len: usize) -> Option<usize> {
        use core::mem::size_of;
        let record = start.legal_moves().len().checked_mul(size_of::<G::Move>() + size_of::<usize>())?;
        let own =
            (size_of::<G>() + size_of::<Xoshiro256>() + size_of::<Legal<G::Move>>() + size_of::<G::Move>())
                .checked_add(record)?;
        let observation = start.observation_shape().len().checked_mul(size_of::<f32>())?;
        let rewards = start.num_players().checked_mul(size_of::<f32>())?;
        // The mask row is one byte per action; the seat to move and the done flag one byte each.
        let row = observation.checked_add(start.num_actions())?.checked_add(rewards)?.checked_add(2)?;
        len.checked_mul(own.checked_add(row)?)
    }

    /// The number of slots, N.
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// Whether the batch has no slot.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// The width of a mask row: the start's [`ActionIndex::num_actions`].
    pub fn num_actions(&self) -> usize {
        self.num_actions
    }

    /// The width of a reward row: the start's [`Game::num_players`].
    pub fn num_players(&self) -> usize {
        self.num_players
    }

    /// The shape of one observation: the start's [`ObservationTensor::observation_shape`].
    pub fn observation_shape(&self) -> TensorShape {
        self.shape
    }

    /// The state every slot is reset to (before its chance draws).
    pub fn start(&self) -> &G {
        &self.start
    }

    /// The slots' current games, slot 0 first.
    pub fn games(&self) -> &[G] {
        &self.games
    }

    /// Owned buffers of the right lengths, zeroed.
    pub fn buffers(&self) -> BatchBuffers {
        let n = self.len();
        BatchBuffers {
            observations: vec![0.0; n * self.shape.len()],
            masks: vec![0; n * self.num_actions],
            to_move: vec![0; n],
            rewards: vec![0.0; n * self.num_players],
            dones: vec![0; n],
        }
    }

    /// Writes every slot's current observation, mask and seat to move (the first call after [`Batch::new`]),
    /// and zeroes the rewards and done flags.
    pub fn write_current(&self, out: StepBuffers<'_>) -> Result<(), BatchError> {
        self.check_buffers(&out)?;
        let w = self.widths(&out);
        let StepBuffers { observations, masks, to_move, rewards, dones, .. } = out;
        for (slot, (game, legal)) in self.games.iter().zip(&self.legal).enumerate() {
            let row = Row {
                observation: &mut observations[slot * w.observation..(slot + 1) * w.observation],
                mask: &mut masks[slot * w.actions..(slot + 1) * w.actions],
                to_move: &mut to_move[slot],
            };
            write_view(game, game.status(), legal, slot, row, true)?;
        }
        rewards.fill(0.0);
        dones.fill(0);
        Ok(())
    }

    /// Plays `actions[slot]` in every slot, on one core. The actions and buffer lengths are checked first: on
    /// an input error nothing has moved.
    pub fn step(&mut self, actions: &[usize], out: StepBuffers<'_>) -> Result<(), BatchError> {
        self.decode(actions, &out)?;
        let w = self.widths(&out);
        let slots =
            Slots { first: 0, games: &mut self.games, rngs: &mut self.rngs, legal: &mut self.legal, out };
        let result = step_slots(&self.start, slots, Picks::Given(&self.moves), w);
        self.rows_written = result.is_ok();
        result
    }

    /// Plays a uniformly random legal move in every slot, on one core, and writes each slot's action index
    /// into `actions`: the random policy of benchmarks and baselines, without reading the masks back.
    /// Slot `i` draws with `policy`'s generator `i` among the legal moves it recorded, in the order the game
    /// lists them (so the draws differ from [`RandomActions::sample`]'s, which reads the masks in index
    /// order); playing the same `actions` with [`Batch::step`] plays the same games.
    pub fn step_random(
        &mut self,
        policy: &mut RandomActions,
        actions: &mut [usize],
        out: StepBuffers<'_>,
    ) -> Result<(), BatchError> {
        self.check_random(policy, actions, &out)?;
        let w = self.widths(&out);
        let slots =
            Slots { first: 0, games: &mut self.games, rngs: &mut self.rngs, legal: &mut self.legal, out };
        let result = step_slots(&self.start, slots, Picks::Random { rngs: &mut policy.rngs, actions }, w);
        self.rows_written = result.is_ok();
        result
    }

    /// The checks of a random step, before any slot moves: the lengths, and a legal move in every slot.
    fn check_random(
        &self,
        policy: &RandomActions,
        actions: &[usize],
        out: &StepBuffers<'_>,
    ) -> Result<(), BatchError> {
        check_len(BufferKind::Actions, self.len(), actions.len())?;
        check_len(BufferKind::Actions, self.len(), policy.len())?;
        self.check_buffers(out)?;
        match self.legal.iter().position(Legal::is_empty) {
            Some(slot) => Err(BatchError::EmptyMask { slot }),
            None => Ok(()),
        }
    }

    /// Checks the buffers' lengths and decodes every action into `self.moves`, from the legal moves each slot
    /// recorded (only the seat on turn's: the batch plays for it alone, never out of turn).
    fn decode(&mut self, actions: &[usize], out: &StepBuffers<'_>) -> Result<(), BatchError> {
        check_len(BufferKind::Actions, self.len(), actions.len())?;
        self.check_buffers(out)?;
        self.moves.clear();
        for (slot, (legal, &action)) in self.legal.iter().zip(actions).enumerate() {
            if action >= self.num_actions {
                return Err(BatchError::ActionOutOfRange { slot, action, num_actions: self.num_actions });
            }
            let mv = legal.find(action).ok_or(BatchError::IllegalAction { slot, action })?;
            self.moves.push(mv);
        }
        Ok(())
    }

    fn check_buffers(&self, out: &StepBuffers<'_>) -> Result<(), BatchError> {
        let n = self.len();
        check_len(BufferKind::Observations, n * self.shape.len(), out.observations.len())?;
        check_len(BufferKind::Masks, n * self.num_actions, out.masks.len())?;
        check_len(BufferKind::ToMove, n, out.to_move.len())?;
        check_len(BufferKind::Rewards, n * self.num_players, out.rewards.len())?;
        check_len(BufferKind::Dones, n, out.dones.len())
    }

    /// The row widths of a step writing into `out`, and how it clears the mask rows.
    fn widths(&self, out: &StepBuffers<'_>) -> Widths {
        Widths {
            observation: self.shape.len(),
            actions: self.num_actions,
            players: self.num_players,
            clear_recorded: out.masks_kept && self.rows_written && self.num_actions >= WIDE_MASK,
        }
    }
}
