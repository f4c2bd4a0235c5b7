//! The step-by-step game: the same backgammon with one checker step per action, so that learning code gets a
//! small action space fixed for every state ([`STEP_ACTIONS`] = 197), as `OpenSpiel` decomposes backgammon.
//!
//! A play of up to four steps is built one step at a time (and, without dice, after choosing the pair);
//! the intermediate states are explicit [`StepGame`] states of the seat on turn. A step is legal when it
//! continues one of the plays [`Position::legal_moves`] lists, in that play's order, so the steps of a turn
//! reach exactly the positions of the listed plays, each by one sequence; when the steps make a whole
//! play, it is played on the underlying [`Position`].

use core::fmt;

use abstract_game::{
    ActionIndex, Game, ObservationTensor, Outcome, PlayerId, Probability, Status, TensorLengthError,
    TensorShape, check_tensor_len,
};
use arrayvec::ArrayVec;

use crate::error::{IllegalMove, MoveParseError};
use crate::game::MoveList;
use crate::movegen::{PartialPlay, PlayList};
use crate::mv::{Dice, Move, MoveKind, Step};
use crate::observation::OBSERVATION_LEN;
use crate::position::{Phase, Position};

/// One action of the [`StepGame`]. `Display`: `24/18`, `bar/20`, `6/off`, `3/off[5]` (a bear-off with a
/// larger number), `choose 6-4`, `pass`, `double`, `take`, `drop`, `roll`, a rolled `6-4`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum StepAction {
    /// One checker step: from the mover's point `from` (25: the bar) with the number `die`.
    Step {
        /// The point left, `1..=24`, or [`Step::BAR`].
        from: u8,
        /// The number used.
        die: u8,
    },
    /// No dice: the pair chosen for this turn, before its steps.
    Choose(Dice),
    /// No legal play: the turn passes.
    Pass,
    /// Offer a double.
    Double,
    /// Take a double.
    Take,
    /// Drop a double.
    Drop,
    /// Classic: roll without doubling.
    Roll,
    /// Classic: the chance outcome "these dice were rolled".
    Rolled(Dice),
}

const _: () = assert!(core::mem::size_of::<StepAction>() <= 4);

/// The size of the step game's action space, the same for every rules set: 25 starting places (24 points and
/// the bar) x 6 numbers (150 steps), 21 pairs to choose, pass, double, take, drop, roll, 21 rolls.
pub const STEP_ACTIONS: usize = 150 + 21 + 5 + 21;

/// The length of the step game's observation: the [`Position`] tensor of the board as the steps taken so
/// far left it ([`OBSERVATION_LEN`]), then the pair chosen (21 one-hot, no dice) and the numbers still to
/// play (6 values, the count of each number / 4).
pub const STEP_OBSERVATION_LEN: usize = OBSERVATION_LEN + 27;

impl StepAction {
    /// The action's index, `0..STEP_ACTIONS`: a step `(from - 1) * 6 + die - 1`; a pair `150 + index`; pass
    /// 171, double 172, take 173, drop 174, roll 175; a roll `176 + index` (pairs in `Dice::ALL` order).
    pub const fn index(self) -> usize {
        match self {
            StepAction::Step { from, die } => (from as usize - 1) * 6 + die as usize - 1,
            StepAction::Choose(d) => 150 + d.index(),
            StepAction::Pass => 171,
            StepAction::Double => 172,
            StepAction::Take => 173,
            StepAction::Drop => 174,
            StepAction::Roll => 175,
            StepAction::Rolled(d) => 176 + d.index(),
        }
    }

    /// The action of an index, `None` at or above [`STEP_ACTIONS`].
    pub const fn from_index(index: usize) -> Option<StepAction> {
        Some(match index {
            0..150 => StepAction::Step { from: (index / 6 + 1) as u8, die: (index % 6 + 1) as u8 },
            150..171 => StepAction::Choose(Dice::ALL[index - 150]),
            171 => StepAction::Pass,
            172 => StepAction::Double,
            173 => StepAction::Take,
            174 => StepAction::Drop,
            175 => StepAction::Roll,
            176..197 => StepAction::Rolled(Dice::ALL[index - 176]),
            _ => return None,
        })
    }
}

impl fmt::Display for StepAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            StepAction::Step { from, die } => {
                let step = Step { from, die, hit: false };
                match from {
                    Step::BAR => f.write_str("bar")?,
                    p => write!(f, "{p}")?,
                }
                match step.to() {
                    Step::OFF if die != from => write!(f, "/off[{die}]"),
                    Step::OFF => f.write_str("/off"),
                    p => write!(f, "/{p}"),
                }
            }
            StepAction::Choose(d) => write!(f, "choose {d}"),
            StepAction::Pass => f.write_str("pass"),
            StepAction::Double => f.write_str("double"),
            StepAction::Take => f.write_str("take"),
            StepAction::Drop => f.write_str("drop"),
            StepAction::Roll => f.write_str("roll"),
            StepAction::Rolled(d) => write!(f, "{d}"),
        }
    }
}

/// The legal actions of a step-game state: at most 30 steps (15 places with a checker x 2 numbers), 21 pairs
/// and a double, or 21 rolls.
pub type StepActions = ArrayVec<StepAction, 32>;

/// Backgammon one checker step per action (see the [module](self)): the underlying [`Position`] at the start
/// of the play being built, the pair chosen (no dice) and the steps taken so far.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct StepGame {
    pos: Position,
    /// No dice: the pair chosen for this turn's play; classic: `None` (the dice are the position's).
    chosen: Option<Dice>,
    /// The steps taken so far, as a play of the pair (no steps: nothing taken yet).
    steps: Move,
}

impl StepGame {
    /// The step game from a state of the underlying game (a play under way there is not possible: a
    /// [`Position`] is always between plays).
    pub fn new(pos: Position) -> StepGame {
        StepGame { pos, chosen: None, steps: Move::PASS }
    }

    /// The underlying position: the state at the start of the play being built.
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The steps taken so far in the play being built (empty between plays).
    pub fn steps(&self) -> impl Iterator<Item = Step> + '_ {
        self.steps.steps()
    }

    /// The pair of the play being built: the rolled dice, or the pair chosen; `None` before either.
    pub fn pair(&self) -> Option<Dice> {
        match self.pos.phase() {
            Phase::Playing(d) => Some(d),
            _ => self.chosen,
        }
    }

    /// The board as the steps taken so far leave it (the turn not ended).
    fn board_now(&self) -> Position {
        let mut board = self.pos.clone();
        if !self.steps.is_empty() {
            board.move_checkers(self.steps);
        }
        board
    }
}

/// A set of [`StepAction::Step`]s, one bit per step index (`0..150`): which steps a list holds already.
#[derive(Default)]
struct StepSet([u64; 3]);

impl StepSet {
    /// Adds the step of index `index` (below 150); returns whether it was new.
    #[inline]
    fn insert(&mut self, index: usize) -> bool {
        let (word, bit) = (index / 64, 1u64 << (index % 64));
        let new = self.0[word] & bit == 0;
        self.0[word] |= bit;
        new
    }
}

impl Game for StepGame {
    type Move = StepAction;
    type MoveList = StepActions;
    type MoveParseError = MoveParseError;

    fn num_players(&self) -> usize {
        2
    }

    fn seat_name(&self, seat: PlayerId) -> &'static str {
        self.pos.seat_name(seat)
    }

    fn status(&self) -> Status {
        self.pos.status()
    }

    fn legal_moves_into(&self, moves: &mut StepActions) {
        moves.clear();
        if let Some(dice) = self.pair() {
            if dice.is_double() {
                // A double's plays are every set of steps by decreasing starting point, so the next steps
                // follow from the board without listing the plays (up to thousands).
                let die = dice.low();
                PartialPlay::new(&self.pos, dice, self.steps)
                    .double_steps(die, self.steps, |from| moves.push(StepAction::Step { from, die }));
                if moves.is_empty() {
                    moves.push(StepAction::Pass);
                }
                return;
            }
            // A non-double's plays are few; their order (and which of two routes to the same position is
            // listed) is the generator's, so its list decides. A stack list: no heap per call.
            let mut plays = PlayList::new();
            self.pos.plays_into(dice, &mut plays);
            let k = self.steps.len();
            let mut continuing = false;
            let mut seen = StepSet::default();
            for mv in plays.iter().filter(|mv| mv.same_first_steps(self.steps, k)) {
                continuing = true;
                if let Some(s) = mv.step(k) {
                    let action = StepAction::Step { from: s.from, die: s.die };
                    // Each step once, where the first play taking it lists it.
                    if seen.insert(action.index()) {
                        moves.push(action);
                    }
                }
            }
            if !continuing {
                moves.push(StepAction::Pass);
            }
            return;
        }
        if !self.pos.rules().is_classic() && matches!(self.pos.phase(), Phase::TurnStart | Phase::Choose) {
            // The underlying moves are `double` if allowed, every play of every allowed pair (by pair in
            // `Dice::ALL` order), or `pass` without any: only which pairs have a play matters here, found
            // without listing (and allocating for) the whole union.
            if self.pos.may_double() {
                moves.push(StepAction::Double);
            }
            self.pos.for_each_playable_pair(|d| moves.push(StepAction::Choose(d)));
            if moves.last().is_none_or(|&a| a == StepAction::Double) {
                moves.push(StepAction::Pass);
            }
            return;
        }
        let mut underlying = MoveList::new();
        self.pos.legal_moves_into(&mut underlying);
        for &mv in underlying.iter() {
            let action = match mv.kind() {
                MoveKind::Play => match mv.dice() {
                    Some(d) => StepAction::Choose(d),
                    None => continue,
                },
                MoveKind::Pass => StepAction::Pass,
                MoveKind::Double => StepAction::Double,
                MoveKind::Take => StepAction::Take,
                MoveKind::Drop => StepAction::Drop,
                MoveKind::Roll => StepAction::Roll,
                MoveKind::Rolled => match mv.dice() {
                    Some(d) => StepAction::Rolled(d),
                    None => continue,
                },
            };
            // The plays of one pair are consecutive in the underlying list.
            if moves.last() != Some(&action) {
                moves.push(action);
            }
        }
    }

    fn play_unchecked(&mut self, action: StepAction) {
        let mv = match action {
            StepAction::Step { from, die } => {
                let Some(dice) = self.pair() else { return };
                // A legal step continues a listed play, which is the steps taken, this one, and (unless it
                // is the last) more: every listed play of the pair has the same length, and a step's hit
                // is the board's, so neither needs the plays listed.
                let partial = PartialPlay::new(&self.pos, dice, self.steps);
                let mut play = if self.steps.is_empty() { Move::play(dice) } else { self.steps };
                play.push_step(from, die, partial.hits(from, die));
                if play.len() < partial.length() {
                    self.steps = play;
                    return;
                }
                play
            }
            StepAction::Choose(d) => {
                self.chosen = Some(d);
                return;
            }
            StepAction::Pass => Move::PASS,
            StepAction::Double => Move::DOUBLE,
            StepAction::Take => Move::TAKE,
            StepAction::Drop => Move::DROP,
            StepAction::Roll => Move::ROLL,
            StepAction::Rolled(d) => Move::rolled(d),
        };
        self.pos.play_unchecked(mv);
        self.chosen = None;
        self.steps = Move::PASS;
    }

    fn outcome(&self) -> Option<Outcome> {
        self.pos.outcome()
    }

    /// Reads an action as `Display` prints it, returning it only if it is legal here.
    fn parse_move(&self, text: &str) -> Result<StepAction, MoveParseError> {
        let text = text.trim();
        let legal = self.legal_moves();
        legal
            .iter()
            .copied()
            .find(|a| alloc::format!("{a}") == text)
            .ok_or(MoveParseError::Illegal(IllegalMove::NoSuchMove))
    }

    fn chance_probability(&self, outcome: StepAction) -> Probability {
        match outcome {
            StepAction::Rolled(d) => self.pos.chance_probability(Move::rolled(d)),
            _ => Probability::ZERO,
        }
    }

    fn draw_chance<R: abstract_game::rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<StepAction> {
        let mv = self.pos.draw_chance(rng)?;
        mv.dice().map(StepAction::Rolled)
    }
}

/// [`StepAction::index`]: a fixed space of [`STEP_ACTIONS`] for every rules set and state.
impl ActionIndex for StepGame {
    fn num_actions(&self) -> usize {
        STEP_ACTIONS
    }

    fn action_index(&self, action: StepAction) -> usize {
        action.index()
    }

    fn action_from_index(&self, index: usize) -> Option<StepAction> {
        let action = StepAction::from_index(index)?;
        self.legal_moves().contains(&action).then_some(action)
    }
}

/// The [`Position`] tensor of the board as the steps taken leave it, then the pair chosen and the numbers
/// left ([`STEP_OBSERVATION_LEN`] values).
impl ObservationTensor for StepGame {
    fn observation_shape(&self) -> TensorShape {
        TensorShape::flat(STEP_OBSERVATION_LEN)
    }

    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        check_tensor_len(self.observation_shape(), out)?;
        let (board, extra) = out.split_at_mut(OBSERVATION_LEN);
        self.board_now().write_observation(seat, board)?;
        extra.fill(0.0);
        if let Some(d) = self.chosen {
            extra[d.index()] = 1.0;
        }
        if let Some(d) = self.pair() {
            let mut left: ArrayVec<u8, 4> = if d.is_double() {
                [d.low(); 4].into_iter().collect()
            } else {
                [d.high(), d.low()].into_iter().collect()
            };
            for s in self.steps.steps() {
                if let Some(k) = left.iter().position(|&n| n == s.die) {
                    left.remove(k);
                }
            }
            for n in left {
                extra[21 + usize::from(n) - 1] += 0.25;
            }
        }
        Ok(())
    }
}
