//! The `abstract_game` traits for one game: `Game` (with chance nodes in classic mode), `Undo`, `ZobristHash`.

use alloc::vec::Vec;

use arrayvec::ArrayVec;

use abstract_game::{Game, Outcome, Probability, Status, Undo, ZobristHash};

use crate::error::MoveParseError;
use crate::mv::{Move, MoveKind};
use crate::position::{Phase, Position, UndoInfo};

impl Position {
    /// Plays a legal move, or says why not (the position is unchanged then): the same as
    /// [`abstract_game::Game::play`] without importing the trait.
    pub fn play(&mut self, mv: Move) -> Result<(), abstract_game::PlayError> {
        Game::play(self, mv)
    }

    /// Classic mode: rolls `dice` for the side on turn, declining the cube first if it could double (plays
    /// `roll` at [`Phase::TurnStart`], then the chance outcome). After it the legal moves are the plays of
    /// `dice`: what a tool needs to list the plays of a given roll. The position is unchanged on error (not
    /// classic mode, not the start of a turn, or a double on the opening roll).
    pub fn roll_dice(&mut self, dice: crate::Dice) -> Result<(), abstract_game::PlayError> {
        let mut next = self.clone();
        if next.phase() == Phase::TurnStart {
            next.play(Move::ROLL)?;
        }
        if next.phase() != Phase::Rolling {
            return Err(abstract_game::PlayError::IllegalMove);
        }
        next.play(Move::rolled(dice))?;
        *self = next;
        Ok(())
    }
}

/// The legal moves of a state: up to 64 moves on the stack, more on the heap.
///
/// Not a fixed array: one pair's plays have a proven bound ([`MAX_PLAYS`](crate::MAX_PLAYS), and
/// [`Position::plays_into`] fills a stack [`PlayList`](crate::PlayList) without the heap), but the no-dice
/// move set is the union over up to 21 pairs, whose bound (21 times one pair's, about 880 KB) is no size for a
/// stack array. The rolls of a chance node, the cube actions and most single-roll play lists fit inline, so
/// classic play rarely allocates; once spilled, the heap buffer is kept for reuse by
/// [`Game::legal_moves_into`].
#[derive(Clone, Debug, Default)]
pub struct MoveList {
    inline: ArrayVec<Move, 64>,
    heap: Vec<Move>,
    spilled: bool,
}

impl MoveList {
    /// An empty list.
    pub fn new() -> MoveList {
        MoveList::default()
    }

    /// Moves the full inline list to the heap, then appends `mv`.
    #[cold]
    #[inline(never)]
    fn spill(&mut self, mv: Move) {
        self.heap.clear();
        self.heap.reserve(2 * self.inline.len());
        self.heap.extend_from_slice(&self.inline);
        self.heap.push(mv);
        self.spilled = true;
    }
}

impl core::ops::Deref for MoveList {
    type Target = [Move];

    #[inline]
    fn deref(&self) -> &[Move] {
        if self.spilled { &self.heap } else { &self.inline }
    }
}

impl PartialEq for MoveList {
    fn eq(&self, other: &MoveList) -> bool {
        **self == **other
    }
}

impl Eq for MoveList {}

impl abstract_game::MoveList<Move> for MoveList {
    #[inline]
    fn push(&mut self, mv: Move) {
        if self.spilled {
            self.heap.push(mv);
        } else if self.inline.try_push(mv).is_err() {
            self.spill(mv);
        }
    }

    #[inline]
    fn clear(&mut self) {
        self.inline.clear();
        self.heap.clear();
        self.spilled = false;
    }
}

/// A fraction known to be a probability, computed at compile time (no division at run time).
const fn constant(numerator: u64, denominator: u64) -> Probability {
    match Probability::new(numerator, denominator) {
        Ok(p) => p,
        Err(_) => Probability::ZERO,
    }
}

const ONE_IN_15: Probability = constant(1, 15);
const ONE_IN_18: Probability = constant(1, 18);
const ONE_IN_36: Probability = constant(1, 36);

impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;
    type MoveParseError = MoveParseError;

    fn num_players(&self) -> usize {
        2
    }

    /// `White` (seat 0) and `Black` (seat 1), as [`Side`](crate::Side)'s `Display` prints them.
    fn seat_name(&self, seat: abstract_game::PlayerId) -> &'static str {
        crate::Side::from_player_id(seat).map_or("seat ?", crate::Side::name)
    }

    #[inline]
    fn status(&self) -> Status {
        match self.phase() {
            Phase::Over(_) => Status::Over,
            Phase::Rolling => Status::Chance,
            _ => Status::ToMove(self.side_to_move().player_id()),
        }
    }

    #[inline]
    fn legal_moves_into(&self, moves: &mut MoveList) {
        Position::legal_moves_into(self, moves);
    }

    #[inline]
    fn play_unchecked(&mut self, mv: Move) {
        self.play_move(mv);
    }

    /// The winner's points once the game is over (cube value times 1, 2 or 3; a drop scores the cube value
    /// before the double) and 0 for the loser; `None` while it goes on.
    fn outcome(&self) -> Option<Outcome> {
        let (winner, _, points) = self.winner()?;
        let mut scores = [0i64; 2];
        scores[winner as usize] = i64::from(points);
        Outcome::points(&scores).ok()
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        Position::parse_move(self, text)
    }

    /// Rolls two dice directly instead of weighing the 21 outcomes: each ordered pair is 1/36, so a double
    /// comes out at 1/36 and two different numbers at 1/18; on the opening turn doubles are rolled again, which
    /// leaves each of the 15 pairs at 1/15. Exactly [`Game::chance_probability`], at about half the cost.
    #[inline]
    fn draw_chance<R: abstract_game::rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        if self.phase() != Phase::Rolling {
            return None;
        }
        loop {
            let a = 1 + abstract_game::random_below(rng, 6) as u8;
            let b = 1 + abstract_game::random_below(rng, 6) as u8;
            if a == b && self.is_opening() {
                continue;
            }
            return crate::Dice::new(a, b).map(Move::rolled);
        }
    }

    /// A roll of two different numbers is twice as likely as a double: 1/18 against 1/36. The opening roll
    /// (two different dice) is one of 15 equally likely pairs.
    #[inline]
    fn chance_probability(&self, outcome: Move) -> Probability {
        let Some(dice) = outcome.dice().filter(|_| outcome.kind() == MoveKind::Rolled) else {
            return Probability::ZERO;
        };
        match (self.is_opening(), dice.is_double()) {
            (true, true) => Probability::ZERO,
            (true, false) => ONE_IN_15,
            (false, true) => ONE_IN_36,
            (false, false) => ONE_IN_18,
        }
    }
}

impl Undo for Position {
    type UndoInfo = UndoInfo;

    #[inline]
    fn play_undoable(&mut self, mv: Move) -> UndoInfo {
        self.play_move(mv)
    }

    #[inline]
    fn undo(&mut self, mv: Move, info: UndoInfo) {
        self.undo_move(mv, info);
    }
}

impl ZobristHash for Position {
    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn zobrist_from_scratch(&self) -> u64 {
        self.hash_from_scratch()
    }
}

/// Seat moves in one turn, at most: a double, the opponent's take, the play (with dice the roll replaces
/// the double, and the take leads straight to the dice, a chance node not counted).
const SEAT_MOVES_PER_TURN: usize = 3;

/// Backgammon's conventions: perfect information, dice in the classic rules (21 rolls, action indices
/// `0..21`), the length bounded by the turn limit ("Why a game ends" in the README): at most
/// 3 seat moves in each of the limit's turns; nothing bounds a game without a limit.
impl abstract_game::Conventions for Position {
    type Rules = crate::Rules;
    type Seat = crate::Side;

    const NAME: &'static str = "backgammon-nodice";
    const ABOUT: &'static str =
        "Backgammon where the mover chooses its two numbers (Vallardi's no-dice game); classic dice too";

    fn start(rules: crate::Rules) -> Position {
        Position::start(rules)
    }

    fn rules(&self) -> crate::Rules {
        Position::rules(self)
    }

    fn pretty(&self) -> alloc::string::String {
        Position::pretty(self)
    }

    fn pretty_for(&self, seat: abstract_game::PlayerId) -> alloc::string::String {
        Position::pretty_for(self, seat)
    }

    fn information(_: &crate::Rules) -> abstract_game::Information {
        abstract_game::Information::Perfect
    }

    fn max_game_length(rules: &crate::Rules) -> Option<usize> {
        match rules.turn_limit() {
            0 => None,
            turns => Some(SEAT_MOVES_PER_TURN * usize::from(turns)),
        }
    }

    fn max_chance_outcomes(rules: &crate::Rules) -> usize {
        // The 21 different rolls of two dice (15 on the opening roll, where doubles are rolled again).
        if rules.is_classic() { 21 } else { 0 }
    }
}
