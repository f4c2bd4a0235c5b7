//! Batched stepping plays exactly the games that stepping one state at a time plays, serially and in
//! parallel; finished games reset; masks are the legal moves.

mod toys;

use abstract_game::{ActionIndex, Game, ObservationTensor, PlayerId, Xoshiro256};
use game_runtime::batch::{
    Batch, BatchBuffers, BatchError, BufferKind, RandomActions, StepBuffers, WIDE_MASK, slot_seed,
};
use toys::high_card::HighCard;
use toys::nim3::Nim3;
use toys::tictactoe::{Cell, TicTacToe};
use toys::wide::Wide;

/// One slot stepped alone, the reference: the same seed, the same chance draws, the same reset.
struct Single<G> {
    start: G,
    game: G,
    rng: Xoshiro256,
}

/// What one slot's rows should hold after a step.
#[derive(Debug, PartialEq)]
struct Rows {
    observation: Vec<f32>,
    mask: Vec<u8>,
    to_move: u8,
    rewards: Vec<f32>,
    done: u8,
}

fn draw_chance<G: Game>(game: &mut G, rng: &mut Xoshiro256) {
    while game.status().is_chance() {
        let outcome = game.draw_chance(rng).expect("a chance node lists outcomes");
        game.play(outcome).expect("a drawn outcome is legal");
    }
}

impl<G: ActionIndex + ObservationTensor> Single<G> {
    fn new(start: G, seed: u64, slot: usize) -> Self {
        let mut rng = Xoshiro256::seed_from_u64(slot_seed(seed, slot));
        let mut game = start.clone();
        draw_chance(&mut game, &mut rng);
        Single { start, game, rng }
    }

    fn step(&mut self, action: usize) -> Rows {
        let mv = self.game.action_from_index(action).expect("the batch accepted it");
        self.game.play(mv).expect("legal");
        draw_chance(&mut self.game, &mut self.rng);
        let n = self.game.num_players();
        let (rewards, done) = match self.game.outcome() {
            Some(outcome) => {
                let rewards = PlayerId::all(n).map(|s| outcome.utility(s).unwrap() as f32).collect();
                self.game = self.start.clone();
                draw_chance(&mut self.game, &mut self.rng);
                (rewards, 1)
            }
            None => (vec![0.0; n], 0),
        };
        let seat = self.game.status().to_move().expect("a fresh or running game has a seat on turn");
        let mut mask = vec![0u8; self.game.num_actions()];
        for &mv in self.game.legal_moves().iter() {
            mask[self.game.action_index(mv)] = 1;
        }
        Rows {
            observation: self.game.observation_tensor(seat),
            mask,
            to_move: seat.index() as u8,
            rewards,
            done,
        }
    }
}

fn rows(batch: &Batch<impl ActionIndex + ObservationTensor>, buffers: &BatchBuffers, slot: usize) -> Rows {
    let (o, a, p) = (batch.observation_shape().len(), batch.num_actions(), batch.num_players());
    Rows {
        observation: buffers.observations[slot * o..(slot + 1) * o].to_vec(),
        mask: buffers.masks[slot * a..(slot + 1) * a].to_vec(),
        to_move: buffers.to_move[slot],
        rewards: buffers.rewards[slot * p..(slot + 1) * p].to_vec(),
        done: buffers.dones[slot],
    }
}

/// Steps a batch of `slots` games `steps` times with random legal actions and checks every row against the
/// slots stepped alone. Returns the buffers after each step, to compare modes.
fn matches_single_steps<G>(start: &G, slots: usize, steps: usize, parallel: bool) -> Vec<BatchBuffers>
where
    G: ActionIndex + ObservationTensor + PartialEq + Send + Sync,
    G::Move: Send + Sync,
{
    let seed = 2024;
    let mut batch = Batch::new(start.clone(), slots, seed).unwrap();
    let mut singles: Vec<_> = (0..slots).map(|slot| Single::new(start.clone(), seed, slot)).collect();
    let mut buffers = batch.buffers();
    batch.write_current(buffers.as_step_buffers()).unwrap();
    let mut policy = RandomActions::new(slots, 7);
    let mut actions = vec![0; slots];
    let mut history = Vec::new();
    let mut finished = 0;
    for step in 0..steps {
        policy.sample(&buffers.masks, batch.num_actions(), &mut actions).unwrap();
        if parallel {
            step_parallel(&mut batch, &actions, &mut buffers);
        } else {
            batch.step(&actions, buffers.as_step_buffers()).unwrap();
        }
        for (slot, single) in singles.iter_mut().enumerate() {
            assert_eq!(rows(&batch, &buffers, slot), single.step(actions[slot]), "step {step}, slot {slot}");
            assert!(batch.games()[slot] == single.game, "step {step}, slot {slot}");
        }
        finished += buffers.dones.iter().map(|&d| usize::from(d)).sum::<usize>();
        history.push(buffers.clone());
    }
    assert!(finished > slots, "games should end and restart: {finished} ended");
    history
}

#[cfg(feature = "rayon")]
fn step_parallel<G>(batch: &mut Batch<G>, actions: &[usize], buffers: &mut BatchBuffers)
where
    G: ActionIndex + ObservationTensor + Send + Sync,
    G::Move: Send + Sync,
{
    batch.step_parallel(actions, buffers.as_step_buffers()).unwrap();
}

#[cfg(not(feature = "rayon"))]
fn step_parallel<G: ActionIndex + ObservationTensor>(_: &mut Batch<G>, _: &[usize], _: &mut BatchBuffers) {
    unreachable!("parallel stepping needs the rayon feature")
}

#[test]
fn batched_nim3_plays_the_games_of_single_steps() {
    matches_single_steps(&Nim3::new(7), 23, 30, false);
}

#[test]
fn batched_high_card_deals_like_single_steps() {
    // High card deals before every game: the start and every reset draw from the slot's generator.
    matches_single_steps(&HighCard::new(), 9, 6, false);
}

#[test]
fn batched_tictactoe_plays_the_games_of_single_steps() {
    matches_single_steps(&TicTacToe::new(), 17, 25, false);
}

#[cfg(feature = "rayon")]
#[test]
fn parallel_stepping_writes_exactly_what_serial_stepping_writes() {
    for slots in [1, 5, 37] {
        let serial = matches_single_steps(&Nim3::new(7), slots, 20, false);
        let parallel = matches_single_steps(&Nim3::new(7), slots, 20, true);
        assert_eq!(serial, parallel, "{slots} slots");
    }
    let serial = matches_single_steps(&HighCard::new(), 11, 4, false);
    assert_eq!(serial, matches_single_steps(&HighCard::new(), 11, 4, true));
}

#[test]
fn a_finished_game_reports_its_result_and_restarts() {
    let mut batch = Batch::new(TicTacToe::new(), 2, 0).unwrap();
    let mut buffers = batch.buffers();
    // Slot 0: x a1, o a2, x b1, o b2, x c1 wins along the first rank. Slot 1 plays c3, b3, a3, c2, then b2.
    let script = [[0, 8], [3, 7], [1, 6], [4, 5], [2, 4]];
    for (ply, actions) in script.iter().enumerate() {
        batch.step(actions, buffers.as_step_buffers()).unwrap();
        if ply < 4 {
            assert_eq!(buffers.dones, [0, 0], "ply {ply}");
            assert_eq!(buffers.rewards, [0.0; 4], "ply {ply}");
        }
    }
    assert_eq!(buffers.dones, [1, 0]);
    assert_eq!(buffers.rewards, [1.0, -1.0, 0.0, 0.0]);
    assert_eq!(batch.games()[0], TicTacToe::new(), "slot 0 restarted");
    // The new game's first state: no marks, x (seat 0) to move, all nine cells legal.
    let mut fresh = vec![0.0; 27];
    fresh[18..].fill(1.0);
    assert_eq!(&buffers.observations[..27], fresh.as_slice());
    assert_eq!(&buffers.masks[..9], &[1; 9]);
    assert_eq!(buffers.to_move, [0, 1]);
    // Slot 1 goes on: o to move with 4 cells left.
    assert_eq!(buffers.masks[9..].iter().map(|&b| usize::from(b)).sum::<usize>(), 4);
    assert_eq!(batch.games()[1].legal_moves().as_slice(), &[Cell(0), Cell(1), Cell(2), Cell(3)]);
}

#[test]
fn bad_input_is_a_typed_error_naming_the_slot_and_moves_nothing() {
    let mut batch = Batch::new(TicTacToe::new(), 3, 1).unwrap();
    let mut buffers = batch.buffers();
    batch.step(&[4, 4, 4], buffers.as_step_buffers()).unwrap();
    let before = batch.games().to_vec();
    assert_eq!(
        batch.step(&[0, 4, 1], buffers.as_step_buffers()),
        Err(BatchError::IllegalAction { slot: 1, action: 4 })
    );
    assert_eq!(
        batch.step(&[0, 1, 9], buffers.as_step_buffers()),
        Err(BatchError::ActionOutOfRange { slot: 2, action: 9, num_actions: 9 })
    );
    assert_eq!(
        batch.step(&[0, 1], buffers.as_step_buffers()),
        Err(BatchError::BufferLength { buffer: BufferKind::Actions, expected: 3, got: 2 })
    );
    buffers.masks.pop();
    assert_eq!(
        batch.step(&[0, 1, 2], buffers.as_step_buffers()),
        Err(BatchError::BufferLength { buffer: BufferKind::Masks, expected: 27, got: 26 })
    );
    assert_eq!(batch.games(), before.as_slice());
    let finished: TicTacToe = "xxx/oo./... o".parse().unwrap();
    assert_eq!(Batch::new(finished, 1, 0).unwrap_err(), BatchError::StartIsOver);
}

#[test]
fn masks_are_the_legal_moves_and_random_actions_follow_them() {
    let batch = Batch::new(Nim3::new(2), 2, 3).unwrap();
    let mut buffers = batch.buffers();
    batch.write_current(buffers.as_step_buffers()).unwrap();
    // Two stones: take 1 or 2 (actions 0 and 1), not 3.
    assert_eq!(buffers.masks, [1, 1, 0, 1, 1, 0]);
    assert_eq!(buffers.observations, [2.0, 1.0, 0.0, 0.0, 2.0, 1.0, 0.0, 0.0]);
    let mut policy = RandomActions::new(2, 5);
    let mut seen = [[0u32; 3]; 2];
    let mut actions = [0; 2];
    for _ in 0..400 {
        policy.sample(&buffers.masks, 3, &mut actions).unwrap();
        seen[0][actions[0]] += 1;
        seen[1][actions[1]] += 1;
    }
    for counts in seen {
        assert_eq!(counts[2], 0, "action 2 is masked out");
        assert!(counts[0] > 150 && counts[1] > 150, "{counts:?}");
    }
    assert_eq!(policy.sample(&[1, 0, 0, 0, 0, 0], 3, &mut actions), Err(BatchError::EmptyMask { slot: 1 }));
}

#[test]
fn actions_are_checked_against_the_batchs_own_record_not_the_callers_masks() {
    let mut batch = Batch::new(TicTacToe::new(), 2, 1).unwrap();
    let mut buffers = batch.buffers();
    batch.step(&[4, 0], buffers.as_step_buffers()).unwrap();
    // The caller scribbles over its mask buffer: every action looks legal there, but cell 4 is taken in
    // slot 0 and cell 0 in slot 1.
    buffers.masks.fill(1);
    assert_eq!(
        batch.step(&[4, 1], buffers.as_step_buffers()),
        Err(BatchError::IllegalAction { slot: 0, action: 4 })
    );
    assert_eq!(
        batch.step(&[3, 0], buffers.as_step_buffers()),
        Err(BatchError::IllegalAction { slot: 1, action: 0 })
    );
    // A clone keeps the record of its games.
    let mut clone = batch.clone();
    clone.step(&[3, 1], buffers.as_step_buffers()).unwrap();
    assert_eq!(
        clone.step(&[3, 5], buffers.as_step_buffers()),
        Err(BatchError::IllegalAction { slot: 0, action: 3 })
    );
}

#[cfg(feature = "rayon")]
#[test]
fn parallel_random_actions_are_the_serial_ones() {
    // Masks of several widths, some wider than the sampler's blocks, with legal actions scattered.
    for (slots, width) in [(1, 3), (7, 300), (37, 1000)] {
        let masks: Vec<u8> = (0..slots * width).map(|i| u8::from(i % 7 == 3 || i % 11 == 0)).collect();
        let (mut serial, mut parallel) = (RandomActions::new(slots, 9), RandomActions::new(slots, 9));
        let (mut a, mut b) = (vec![0; slots], vec![0; slots]);
        for _ in 0..20 {
            serial.sample(&masks, width, &mut a).unwrap();
            parallel.sample_parallel(&masks, width, &mut b).unwrap();
            assert_eq!(a, b, "{slots} slots of {width}");
            assert!(a.iter().enumerate().all(|(slot, &action)| masks[slot * width + action] == 1));
        }
    }
    let mut empty = vec![1u8; 5 * 4];
    empty[12..16].fill(0);
    assert_eq!(
        RandomActions::new(5, 1).sample_parallel(&empty, 4, &mut [0; 5]),
        Err(BatchError::EmptyMask { slot: 3 })
    );
}

/// Steps a batch `steps` times with `step_random` (in parallel if asked) and a clone of it with `step`, given
/// the actions the first one drew: both must play the same games and write the same rows, and every drawn
/// action must have been legal in the mask written before it. Returns the actions and buffers of each step.
fn random_steps_replay<G>(
    start: &G,
    slots: usize,
    steps: usize,
    parallel: bool,
) -> Vec<(Vec<usize>, BatchBuffers)>
where
    G: ActionIndex + ObservationTensor + PartialEq + Send + Sync,
    G::Move: Send + Sync,
{
    let mut batch = Batch::new(start.clone(), slots, 11).unwrap();
    let mut replay = batch.clone();
    let (mut buffers, mut replayed) = (batch.buffers(), batch.buffers());
    batch.write_current(buffers.as_step_buffers()).unwrap();
    let mut policy = RandomActions::new(slots, 5);
    let mut actions = vec![usize::MAX; slots];
    let mut history = Vec::new();
    for step in 0..steps {
        let masks = buffers.masks.clone();
        if parallel {
            step_random_parallel(&mut batch, &mut policy, &mut actions, &mut buffers);
        } else {
            batch.step_random(&mut policy, &mut actions, buffers.as_step_buffers()).unwrap();
        }
        let width = batch.num_actions();
        for (slot, &action) in actions.iter().enumerate() {
            assert_eq!(
                masks[slot * width + action],
                1,
                "step {step}, slot {slot}: action {action} was not legal"
            );
        }
        replay.step(&actions, replayed.as_step_buffers()).unwrap();
        assert_eq!(buffers, replayed, "step {step}");
        assert!(batch.games() == replay.games(), "step {step}");
        history.push((actions.clone(), buffers.clone()));
    }
    history
}

#[cfg(feature = "rayon")]
fn step_random_parallel<G>(
    batch: &mut Batch<G>,
    policy: &mut RandomActions,
    actions: &mut [usize],
    buffers: &mut BatchBuffers,
) where
    G: ActionIndex + ObservationTensor + Send + Sync,
    G::Move: Send + Sync,
{
    batch.step_random_parallel(policy, actions, buffers.as_step_buffers()).unwrap();
}

#[cfg(not(feature = "rayon"))]
fn step_random_parallel<G: ActionIndex + ObservationTensor>(
    _: &mut Batch<G>,
    _: &mut RandomActions,
    _: &mut [usize],
    _: &mut BatchBuffers,
) {
    unreachable!("parallel stepping needs the rayon feature")
}

#[test]
fn random_steps_play_the_games_their_actions_play() {
    random_steps_replay(&Nim3::new(7), 23, 30, false);
    random_steps_replay(&TicTacToe::new(), 17, 25, false);
    random_steps_replay(&HighCard::new(), 9, 6, false);
}

#[cfg(feature = "rayon")]
#[test]
fn parallel_random_steps_are_the_serial_ones() {
    for slots in [1, 5, 37] {
        let serial = random_steps_replay(&TicTacToe::new(), slots, 20, false);
        assert_eq!(serial, random_steps_replay(&TicTacToe::new(), slots, 20, true), "{slots} slots");
    }
    let serial = random_steps_replay(&HighCard::new(), 11, 4, false);
    assert_eq!(serial, random_steps_replay(&HighCard::new(), 11, 4, true));
}

#[test]
fn random_steps_draw_every_legal_action_and_check_their_input() {
    // Nim with 3 stones: every action is legal at the first move; a reset brings the slot back there.
    let mut batch = Batch::new(Nim3::new(3), 1, 0).unwrap();
    let mut buffers = batch.buffers();
    let mut policy = RandomActions::new(1, 8);
    let mut actions = [0];
    let mut seen = [0u32; 3];
    for _ in 0..600 {
        let fresh = batch.clone();
        batch.step_random(&mut policy, &mut actions, buffers.as_step_buffers()).unwrap();
        seen[actions[0]] += 1;
        batch = fresh;
    }
    assert!(seen.iter().all(|&n| n > 150), "uniform over the three takes: {seen:?}");
    assert_eq!(
        batch.step_random(&mut RandomActions::new(2, 0), &mut actions, buffers.as_step_buffers()),
        Err(BatchError::BufferLength { buffer: BufferKind::Actions, expected: 1, got: 2 })
    );
    assert_eq!(
        batch.step_random(&mut policy, &mut [0, 0], buffers.as_step_buffers()),
        Err(BatchError::BufferLength { buffer: BufferKind::Actions, expected: 1, got: 2 })
    );
    buffers.dones.clear();
    assert_eq!(
        batch.step_random(&mut policy, &mut actions, buffers.as_step_buffers()),
        Err(BatchError::BufferLength { buffer: BufferKind::Dones, expected: 1, got: 0 })
    );
}

/// Steps two clones of a batch of `start` with the same random actions, one writing its masks whole
/// (`masks_kept: false`), the other keeping its mask rows between steps (`masks_kept: true`, so a wide one
/// clears only the entries it set): every buffer must be the same after every step.
fn kept_masks_match_whole_rows<G>(start: &G, slots: usize, steps: usize, parallel: bool, random: bool)
where
    G: ActionIndex + ObservationTensor + Send + Sync,
    G::Move: Send + Sync,
{
    let mut whole = Batch::new(start.clone(), slots, 3).unwrap();
    let mut kept = whole.clone();
    let (mut whole_out, mut kept_out) = (whole.buffers(), whole.buffers());
    whole.write_current(whole_out.as_step_buffers()).unwrap();
    kept.write_current(kept_out.as_step_buffers()).unwrap();
    let (mut policy, mut replay) = (RandomActions::new(slots, 9), RandomActions::new(slots, 9));
    let (mut actions, mut replayed) = (vec![0; slots], vec![0; slots]);
    let mut finished = 0;
    for step in 0..steps {
        let mut out = kept_out.as_step_buffers();
        out.masks_kept = true;
        if random {
            kept_step_random(&mut kept, &mut replay, &mut replayed, out, parallel);
            whole.step_random(&mut policy, &mut actions, whole_out.as_step_buffers()).unwrap();
            assert_eq!(actions, replayed, "step {step}");
        } else {
            policy.sample(&whole_out.masks, whole.num_actions(), &mut actions).unwrap();
            kept_step(&mut kept, &actions, out, parallel);
            whole.step(&actions, whole_out.as_step_buffers()).unwrap();
        }
        assert_eq!(kept_out, whole_out, "step {step}");
        finished += whole_out.dones.iter().map(|&d| usize::from(d)).sum::<usize>();
    }
    assert!(finished > slots, "games should end and restart: {finished} ended");
}

fn kept_step<G>(batch: &mut Batch<G>, actions: &[usize], out: StepBuffers<'_>, parallel: bool)
where
    G: ActionIndex + ObservationTensor + Send + Sync,
    G::Move: Send + Sync,
{
    #[cfg(feature = "rayon")]
    if parallel {
        return batch.step_parallel(actions, out).unwrap();
    }
    assert!(!parallel, "parallel stepping needs the rayon feature");
    batch.step(actions, out).unwrap();
}

fn kept_step_random<G>(
    batch: &mut Batch<G>,
    policy: &mut RandomActions,
    actions: &mut [usize],
    out: StepBuffers<'_>,
    parallel: bool,
) where
    G: ActionIndex + ObservationTensor + Send + Sync,
    G::Move: Send + Sync,
{
    #[cfg(feature = "rayon")]
    if parallel {
        return batch.step_random_parallel(policy, actions, out).unwrap();
    }
    assert!(!parallel, "parallel stepping needs the rayon feature");
    batch.step_random(policy, actions, out).unwrap();
}

#[test]
fn kept_mask_rows_end_as_whole_written_rows() {
    assert!(Wide(TicTacToe::new()).num_actions() >= WIDE_MASK, "the toy clears entry by entry");
    for random in [false, true] {
        kept_masks_match_whole_rows(&Wide(TicTacToe::new()), 37, 40, false, random);
        kept_masks_match_whole_rows(&Wide(Nim3::new(7)), 23, 40, false, random);
        kept_masks_match_whole_rows(&Wide(HighCard::new()), 9, 12, false, random);
        // Narrow rows are written whole whatever the caller promises.
        kept_masks_match_whole_rows(&TicTacToe::new(), 17, 25, false, random);
    }
}

#[cfg(feature = "rayon")]
#[test]
fn kept_mask_rows_end_as_whole_written_rows_in_parallel() {
    for random in [false, true] {
        kept_masks_match_whole_rows(&Wide(TicTacToe::new()), 37, 40, true, random);
        kept_masks_match_whole_rows(&Wide(HighCard::new()), 11, 12, true, random);
    }
}

#[test]
fn kept_rows_are_trusted_only_after_a_step_and_only_when_promised() {
    let mut batch = Batch::new(Wide(TicTacToe::new()), 2, 1).unwrap();
    let mut buffers = batch.buffers();
    batch.write_current(buffers.as_step_buffers()).unwrap();
    let width = batch.num_actions();
    // Garbage where no action is legal (TicTacToe's actions sit at multiples of SPREAD).
    let stray = width - 1;
    let mut first = vec![0; 2];
    let mut policy = RandomActions::new(2, 4);
    buffers.masks[stray] = 1;
    // Before its first step the batch has written no row it could trust: the promise is ignored.
    let mut out = buffers.as_step_buffers();
    out.masks_kept = true;
    batch.step_random(&mut policy, &mut first, out).unwrap();
    assert_eq!(buffers.masks[stray], 0, "the first step writes whole rows");
    // Without the promise every row is written whole.
    buffers.masks[stray] = 1;
    batch.step_random(&mut policy, &mut first, buffers.as_step_buffers()).unwrap();
    assert_eq!(buffers.masks[stray], 0, "rows not promised kept are written whole");
    // With it, after a step, only the entries the batch set are cleared: a caller's stray write survives
    // (which is why the promise must be kept), and every legal entry is still right.
    buffers.masks[stray] = 1;
    let mut out = buffers.as_step_buffers();
    out.masks_kept = true;
    batch.step_random(&mut policy, &mut first, out).unwrap();
    assert_eq!(buffers.masks[stray], 1, "kept rows are cleared entry by entry");
    let legal: Vec<usize> =
        batch.games()[0].legal_moves().iter().map(|&mv| batch.games()[0].action_index(mv)).collect();
    let set: Vec<usize> = (0..width - 1).filter(|&a| buffers.masks[a] == 1).collect();
    assert_eq!(set, legal);
}

#[cfg(feature = "rayon")]
#[test]
fn parallel_steps_clear_kept_rows_entry_by_entry_too() {
    let mut batch = Batch::new(Wide(TicTacToe::new()), 64, 1).unwrap();
    let mut buffers = batch.buffers();
    let mut policy = RandomActions::new(64, 4);
    let mut actions = vec![0; 64];
    batch.step_random_parallel(&mut policy, &mut actions, buffers.as_step_buffers()).unwrap();
    let width = batch.num_actions();
    // A stray entry at the end of every row: no action sits there.
    for slot in 0..64 {
        buffers.masks[slot * width + width - 1] = 1;
    }
    let mut out = buffers.as_step_buffers();
    out.masks_kept = true;
    batch.step_random_parallel(&mut policy, &mut actions, out).unwrap();
    assert!((0..64).all(|slot| buffers.masks[slot * width + width - 1] == 1), "every run trusts the rows");
}

#[test]
fn a_batch_too_large_for_memory_is_a_typed_error_not_an_abort() {
    let start = TicTacToe::new();
    let one = Batch::memory(&start, 1).unwrap();
    assert!(one > 0);
    assert_eq!(Batch::memory(&start, 3), Some(3 * one));
    // The byte count overflows `usize`: refused before anything is allocated.
    assert_eq!(Batch::memory(&start, usize::MAX), None);
    assert_eq!(
        Batch::new(start.clone(), usize::MAX, 0).unwrap_err(),
        BatchError::TooLarge { slots: usize::MAX }
    );
    // Fits in `usize` but past `isize::MAX`, the most any allocation may hold.
    let past_isize = isize::MAX as usize / one + 1;
    assert_eq!(
        Batch::new(start.clone(), past_isize, 0).unwrap_err(),
        BatchError::TooLarge { slots: past_isize }
    );
    // Below `isize::MAX` bytes, but far more than any machine gives (a quarter of the 64-bit address space):
    // the allocator refuses it, and `try_reserve` turns that into the error.
    let huge = (isize::MAX as usize / 4) / one;
    assert_eq!(Batch::new(start, huge, 0).unwrap_err(), BatchError::TooLarge { slots: huge });
    assert_eq!(
        RandomActions::try_new(usize::MAX, 0).unwrap_err(),
        BatchError::TooLarge { slots: usize::MAX }
    );
    assert_eq!(RandomActions::try_new(3, 0).unwrap().len(), 3);
}
