//! Batched random stepping, shared by the `batch` criterion bench and the `batch_scaling` binary: a warmed-up
//! batch of every game's main presets, stepped in one of four [`Mode`]s.

use abstract_game::{ActionIndex, ObservationTensor};
use game_runtime::batch::{Batch, BatchBuffers, RandomActions};

/// Slots per batch: the size a learner steps, and enough work per step to share between cores.
pub const SLOTS: usize = 1024;
/// Random steps taken before measuring, so the slots are spread over openings, midgames and resets rather
/// than all at the start.
pub const WARM_STEPS: usize = 200;
/// Steps per measured run of the quick games; [`for_each_game`] gives the slow games fewer.
pub const STEPS: usize = 100;

/// How a step's actions are chosen and on how many cores the slots are stepped.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// `Batch::step_random`: the move drawn where each slot is stepped, one core.
    Serial,
    /// `Batch::step_random_parallel`: the same on every core (the caller and the batch's helper threads).
    Parallel,
    /// `RandomActions::sample` from the masks, then `Batch::step`: the path of a policy's actions.
    ActionsSerial,
    /// `RandomActions::sample_parallel`, then `Batch::step_parallel`.
    ActionsParallel,
}

impl Mode {
    /// Every mode with its bench row name.
    pub const ALL: [(Mode, &'static str); 4] = [
        (Mode::Serial, "serial"),
        (Mode::Parallel, "parallel"),
        (Mode::ActionsSerial, "actions_serial"),
        (Mode::ActionsParallel, "actions_parallel"),
    ];
}

/// A batch of [`SLOTS`] games with its buffers and random policy, warmed up.
#[derive(Clone)]
pub struct Stepper<G: ActionIndex + ObservationTensor> {
    batch: Batch<G>,
    buffers: BatchBuffers,
    policy: RandomActions,
    actions: Vec<usize>,
}

impl<G> Stepper<G>
where
    G: ActionIndex + ObservationTensor + Send + Sync,
    G::Move: Send + Sync,
{
    /// [`SLOTS`] games from `start`, [`WARM_STEPS`] random steps in.
    ///
    /// # Panics
    ///
    /// If `start` is over (the bench's starts never are).
    #[must_use]
    pub fn new(start: G) -> Self {
        Self::with_slots(start, SLOTS)
    }

    /// `slots` games from `start`, [`WARM_STEPS`] random steps in.
    ///
    /// # Panics
    ///
    /// If `start` is over, or `slots` is 0.
    #[must_use]
    pub fn with_slots(start: G, slots: usize) -> Self {
        let batch = Batch::new(start, slots, 1).expect("the start state is playable");
        let mut buffers = batch.buffers();
        batch.write_current(buffers.as_step_buffers()).expect("the buffers fit");
        let mut stepper =
            Stepper { batch, buffers, policy: RandomActions::new(slots, 2), actions: vec![0; slots] };
        for _ in 0..WARM_STEPS {
            stepper.step(Mode::Serial);
        }
        stepper
    }

    /// One batched step in `mode`.
    ///
    /// # Panics
    ///
    /// If the batch refuses its own random actions (a bug).
    pub fn step(&mut self, mode: Mode) {
        let width = self.batch.num_actions();
        let mut out = self.buffers.as_step_buffers();
        // The buffers are the stepper's own and nothing writes them between steps, as in a learner's loop:
        // the mask rows are kept, and a wide one is cleared entry by entry.
        out.masks_kept = true;
        match mode {
            Mode::Serial => self.batch.step_random(&mut self.policy, &mut self.actions, out),
            Mode::Parallel => self.batch.step_random_parallel(&mut self.policy, &mut self.actions, out),
            Mode::ActionsSerial => {
                self.policy.sample(out.masks, width, &mut self.actions).expect("legal actions");
                self.batch.step(&self.actions, out)
            }
            Mode::ActionsParallel => {
                self.policy.sample_parallel(out.masks, width, &mut self.actions).expect("legal actions");
                self.batch.step_parallel(&self.actions, out)
            }
        }
        .expect("legal actions");
    }

    /// The observations the last step wrote (for `black_box`).
    #[must_use]
    pub fn observations(&self) -> &[f32] {
        &self.buffers.observations
    }
}

/// What [`for_each_game`] calls with each game.
pub trait Visit {
    /// One game: its row name, its start state, and the steps of one measured run.
    fn visit<G>(&mut self, name: &str, start: G, steps: usize)
    where
        G: ActionIndex + ObservationTensor + Send + Sync,
        G::Move: Send + Sync;
}

/// Calls `visitor` with every game's main presets, in the order of the README's table.
///
/// # Panics
///
/// If a preset name is unknown (a bug in this list).
pub fn for_each_game(visitor: &mut impl Visit) {
    use backgammon_nodice::steps::StepGame;
    use chess4_bastardo::tarot::{TarotGame, TarotRules};

    visitor.visit("russian", bashnya::Position::start(bashnya::Rules::russian_draughts()), STEPS);
    visitor.visit("bashni", bashnya::Position::start(bashnya::Rules::bashni()), STEPS);
    visitor.visit("lasca", bashnya::Position::start(bashnya::Rules::lasca()), STEPS);
    let siege = siege_paris::Rules::from_preset("standard").expect("a preset");
    visitor.visit("siege", siege_paris::Position::start(siege), STEPS / 4);
    visitor.visit(
        "bastardo",
        chess4_bastardo::Position::start(chess4_bastardo::Rules::standard()),
        STEPS / 4,
    );
    visitor.visit("tarot", TarotGame::start(TarotRules::standard()), STEPS / 4);
    let batarde = batarde_cards::Rules::from_preset("4p").expect("a preset");
    visitor.visit("batarde-4p", batarde_cards::Match::start(batarde), STEPS);
    let rules = |name| backgammon_nodice::Rules::from_preset(name).expect("a preset");
    let classic = backgammon_nodice::Position::start(rules("classic-nocube"));
    // Python's `classic-nocube` preset: whole plays as actions, dice rolled at chance nodes.
    visitor.visit("backgammon-classic-nocube", classic.clone(), STEPS / 4);
    // The same game one checker step per action.
    visitor.visit("backgammon-classic-steps", StepGame::new(classic), STEPS / 4);
    let nodice = backgammon_nodice::Position::start(rules("nodice-nocube"));
    visitor.visit("backgammon-nodice-nocube", nodice, STEPS / 20);
}
