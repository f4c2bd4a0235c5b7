//! The `abstract_game` traits for one game: `Game` (with chance nodes in classic mode), `Undo`, `ZobristHash`.

use abstract_game::{Game, Outcome, Probability, Status, Undo, ZobristHash};

use crate::error::MoveParseError;
use crate::move_list::MoveList;
use crate::mv::{Move, MoveKind};
use crate::position::{Phase, Position, UndoInfo};

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
