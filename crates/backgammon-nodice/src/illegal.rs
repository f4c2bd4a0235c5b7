//! Why a move is illegal: the rule it breaks, worked out only on the error path (never by the generator).

use arrayvec::ArrayVec;

use crate::error::IllegalMove;
use crate::mv::{Dice, Move, MoveKind, Step};
use crate::position::{Phase, Position, abs_index};
use crate::rules::{Numbers, Restriction};

/// The journeys of a play as written: one checker each, `(from, to)` in the mover's points (25 the bar, 0 off).
pub(crate) type Journeys = ArrayVec<(u8, u8), 8>;

impl Position {
    /// Why `mv` is not legal here, in backgammon's words; `None` when it is legal (when
    /// [`Game::play`](abstract_game::Game::play) would accept it).
    ///
    /// The reason is the first rule broken, checked in this order: the game is over or a double awaits an
    /// answer; the kind of move does not fit the phase (not rolled yet, already rolled, nothing to roll in
    /// no-dice mode); the cube rules; the pair (the rolled dice, 5-5 on the opening turn, the restriction of
    /// the no-dice game); then the checkers: a journey no combination of the numbers makes, no checker to
    /// move, the bar first, a point held by the opponent, bearing off; and last the maximisation rules (both
    /// numbers, the larger number, as many of a double as possible). A play listed by another position, or
    /// reaching the same position as a listed play by another route, is [`IllegalMove::NoSuchMove`].
    ///
    /// ```
    /// use backgammon_nodice::{IllegalMove, Position, Rules, Side};
    ///
    /// let mut game = Position::start(Rules::nodice());
    /// game.play(game.parse_move("6-4: 24/18 13/9")?)?;
    /// let err = game.parse_move("4-1: 24/20 6/5").unwrap_err();
    /// assert_eq!(err.to_string(), "4 was just used by White (no number the opponent just chose)");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn why_illegal(&self, mv: Move) -> Option<IllegalMove> {
        let mut legal = crate::game::MoveList::new();
        self.legal_moves_into(&mut legal);
        if legal.contains(&mv) {
            return None;
        }
        Some(match mv.kind() {
            MoveKind::Play => match mv.dice() {
                Some(dice) => {
                    let journeys: Journeys = mv.steps().map(|s| (s.from, s.to())).collect();
                    self.why_play_illegal(dice, &journeys)
                }
                None => IllegalMove::NoSuchMove,
            },
            _ => self.why_action_illegal(mv, &legal),
        })
    }

    /// Why a move that is not a play (pass, cube action, roll, rolled pair) is illegal.
    fn why_action_illegal(&self, mv: Move, legal: &[Move]) -> IllegalMove {
        let answering =
            self.phase() == Phase::Doubled && matches!(mv.kind(), MoveKind::Take | MoveKind::Drop);
        if let Some(why) = self.why_not_now().filter(|_| !answering) {
            return why;
        }
        let classic = self.rules().is_classic();
        match (mv.kind(), self.phase()) {
            (MoveKind::Take | MoveKind::Drop, _) => IllegalMove::NoDoubleToAnswer,
            (MoveKind::Double, _) => self.why_no_double(),
            (MoveKind::Roll | MoveKind::Rolled, _) if !classic => IllegalMove::NothingToRoll,
            (MoveKind::Roll | MoveKind::Pass, Phase::Rolling) => IllegalMove::RollExpected,
            (MoveKind::Rolled, Phase::Rolling) if self.is_opening() => IllegalMove::OpeningRollDouble,
            (MoveKind::Roll | MoveKind::Rolled, Phase::Playing(rolled)) => {
                IllegalMove::AlreadyRolled { rolled }
            }
            (MoveKind::Rolled, Phase::TurnStart) => IllegalMove::NotRolledYet,
            (MoveKind::Pass, Phase::TurnStart) if classic => IllegalMove::NotRolledYet,
            (MoveKind::Pass, _) if legal.iter().any(|m| m.kind() == MoveKind::Play) => IllegalMove::MustMove,
            _ => IllegalMove::NoSuchMove,
        }
    }

    /// The reason nothing but an answer (or nothing at all) may be played now, if any.
    fn why_not_now(&self) -> Option<IllegalMove> {
        match self.phase() {
            Phase::Over(_) => Some(IllegalMove::GameOver),
            Phase::Doubled => Some(IllegalMove::AnswerTheDouble),
            _ => None,
        }
    }

    /// Why the side on turn may not double now.
    fn why_no_double(&self) -> IllegalMove {
        if !self.rules().cube() {
            IllegalMove::NoCube
        } else if self.is_opening() {
            IllegalMove::NoDoubleOnOpeningTurn
        } else if self.phase() != Phase::TurnStart {
            IllegalMove::NotTimeToDouble
        } else if let Some(owner) = self.cube().owner().filter(|&o| o != self.side_to_move()) {
            IllegalMove::CubeOwnedBy { owner }
        } else if !self.cube().may_double(self.side_to_move()) {
            IllegalMove::CubeAtMaximum
        } else {
            IllegalMove::NoSuchMove
        }
    }

    /// Why the play of `dice` moving the checkers along `journeys` (as written, or a [`Move`]'s steps) is
    /// illegal; the caller knows it is.
    pub(crate) fn why_play_illegal(&self, dice: Dice, journeys: &[(u8, u8)]) -> IllegalMove {
        if let Some(why) = self.why_not_now() {
            return why;
        }
        match (self.rules().numbers(), self.phase()) {
            (Numbers::Rolled, Phase::Rolling) => return IllegalMove::RollExpected,
            (Numbers::Rolled, Phase::Playing(rolled)) if rolled != dice => {
                return IllegalMove::NotTheRolledDice { rolled, written: dice };
            }
            (Numbers::Rolled, Phase::Playing(_)) => {}
            (Numbers::Rolled, _) => return IllegalMove::NotRolledYet,
            (Numbers::Chosen(reading), _) => {
                if let Some(why) = self.why_pair_forbidden(dice, reading) {
                    return why;
                }
            }
        }
        self.why_checkers_illegal(dice, journeys)
    }

    /// No-dice mode: why `dice` may not be chosen now, if it may not.
    fn why_pair_forbidden(&self, dice: Dice, reading: Restriction) -> Option<IllegalMove> {
        if self.is_opening() {
            return (dice.is_double() && dice.high() == 5).then_some(IllegalMove::OpeningDoubleFive);
        }
        let me = self.side_to_move();
        let by = match reading {
            Restriction::OpponentNumbers | Restriction::SamePair => me.opponent(),
            Restriction::OwnNumbers => me,
        };
        let last = self.last_dice(by)?;
        match reading {
            Restriction::SamePair => (last == dice).then_some(IllegalMove::PairJustUsed { dice, by }),
            _ => [dice.high(), dice.low()]
                .into_iter()
                .find(|&n| last.contains(n))
                .map(|number| IllegalMove::NumberJustUsed { number, by, reading }),
        }
    }

    /// Why the checkers cannot make `journeys` with `dice` (the pair itself being allowed).
    fn why_checkers_illegal(&self, dice: Dice, journeys: &[(u8, u8)]) -> IllegalMove {
        if let Some(&(from, to)) = journeys.iter().find(|&&(from, to)| from <= to) {
            return IllegalMove::Backwards { from, to };
        }
        let numbers: ArrayVec<u8, 4> = if dice.is_double() {
            [dice.low(); 4].into_iter().collect()
        } else {
            [dice.high(), dice.low()].into_iter().collect()
        };
        if journeys.len() > numbers.len() {
            return IllegalMove::MoreThanTheDice { dice };
        }
        let mut search = Search::new(mover_points(self), journeys, &numbers);
        search.run();
        if let Some(used) = search.success {
            return self.why_not_maximal(dice, &used);
        }
        if let Some((_, why)) = search.failure {
            return why;
        }
        // No order of steps fits the numbers, legal or not: name a journey that fits on no account, else the
        // numbers are too few for all of them together.
        for &(from, to) in journeys {
            let mut pts = [0i8; 26];
            pts[from as usize] = 1;
            let mut alone = Search::new(pts, &[(from, to)], &numbers);
            alone.run();
            if alone.success.is_none() {
                return IllegalMove::JourneyNotInDice { from, to, dice };
            }
        }
        IllegalMove::MoreThanTheDice { dice }
    }

    /// A play whose every step is legal but which the list does not hold: a maximisation rule, with `used` the
    /// numbers it plays.
    fn why_not_maximal(&self, dice: Dice, used: &[u8]) -> IllegalMove {
        let plays = self.plays(dice);
        let most = plays.first().map_or(0, |p| p.len());
        if used.len() < most {
            return if dice.is_double() {
                IllegalMove::MustPlayMoreOfDouble { number: dice.low(), playable: most as u8 }
            } else {
                IllegalMove::MustUseBothNumbers
            };
        }
        let high_playable = plays.iter().any(|p| p.step(0).is_some_and(|s| s.die == dice.high()));
        if most == 1 && !dice.is_double() && used == [dice.low()] && high_playable {
            return IllegalMove::MustUseLargerNumber { larger: dice.high() };
        }
        IllegalMove::NoSuchMove
    }
}

/// The mover's checkers by its own point: `[1..=24]` signed (positive its own), `[25]` its bar, `[0]` off.
fn mover_points(pos: &Position) -> [i8; 26] {
    let me = pos.side_to_move();
    let mut pts = [0i8; 26];
    for p in 1..=24u8 {
        pts[p as usize] = pos.board()[abs_index(me, p)] * me.sign();
    }
    pts[0] = pos.borne_off(me) as i8;
    pts[25] = pos.bar(me) as i8;
    pts
}

/// The rule a single step breaks on `pts`, if any.
fn step_problem(pts: &[i8; 26], from: u8, die: u8) -> Option<IllegalMove> {
    let f = from as usize;
    if from != Step::BAR && pts[25] > 0 {
        return Some(IllegalMove::BarFirst);
    }
    if pts[f] <= 0 {
        return Some(IllegalMove::NoCheckerThere { point: from });
    }
    if die >= from {
        if pts[7..=25].iter().any(|&c| c > 0) {
            return Some(IllegalMove::BearOffNotAllHome);
        }
        if die > from && pts[f + 1..=6].iter().any(|&c| c > 0) {
            return Some(IllegalMove::BearOffFromHighestOnly { point: from, number: die });
        }
        return None;
    }
    let to = (from - die) as usize;
    (pts[to] < -1).then_some(IllegalMove::PointBlocked { point: to as u8 })
}

/// A search over the orders in which the written journeys could be played with the numbers: a legal order
/// (`success`, with the numbers it used), or the rule broken by the order that got furthest.
struct Search {
    pts: [i8; 26],
    /// Where each journey's checker is now.
    at: ArrayVec<u8, 8>,
    /// Where each journey ends (0 off).
    to: ArrayVec<u8, 8>,
    /// The numbers not played yet.
    left: ArrayVec<u8, 4>,
    /// The numbers played so far, in order.
    taken: ArrayVec<u8, 4>,
    /// The rule broken at the greatest depth, with that depth (the first found at it).
    failure: Option<(usize, IllegalMove)>,
    success: Option<ArrayVec<u8, 4>>,
}

impl Search {
    fn new(pts: [i8; 26], journeys: &[(u8, u8)], numbers: &ArrayVec<u8, 4>) -> Search {
        Search {
            pts,
            at: journeys.iter().map(|&(from, _)| from).collect(),
            to: journeys.iter().map(|&(_, to)| to).collect(),
            left: numbers.clone(),
            taken: ArrayVec::new(),
            failure: None,
            success: None,
        }
    }

    fn run(&mut self) {
        if self.at == self.to {
            self.success = Some(self.taken.clone());
            return;
        }
        let depth = self.taken.len();
        for j in 0..self.at.len() {
            let (at, to) = (self.at[j], self.to[j]);
            if at == to {
                continue;
            }
            for k in 0..self.left.len() {
                let die = self.left[k];
                // The same number twice at one node gives the same children; a step may overshoot its
                // journey's end only when it bears off.
                if self.left[..k].contains(&die) || (to > 0 && at < to + die) {
                    continue;
                }
                if let Some(why) = step_problem(&self.pts, at, die) {
                    if self.failure.is_none_or(|(d, _)| depth > d) {
                        self.failure = Some((depth, why));
                    }
                    continue;
                }
                let hit = apply(&mut self.pts, at, die);
                self.at[j] = at.saturating_sub(die);
                let number = self.left.remove(k);
                self.taken.push(number);
                self.run();
                self.taken.pop();
                self.left.insert(k, number);
                self.at[j] = at;
                unapply(&mut self.pts, at, die, hit);
                if self.success.is_some() {
                    return;
                }
            }
        }
    }
}

/// Plays a legal step on mover points; returns whether it hit.
fn apply(pts: &mut [i8; 26], from: u8, die: u8) -> bool {
    pts[from as usize] -= 1;
    let to = from.saturating_sub(die) as usize;
    if to == 0 {
        pts[0] += 1;
        false
    } else if pts[to] == -1 {
        pts[to] = 1;
        true
    } else {
        pts[to] += 1;
        false
    }
}

fn unapply(pts: &mut [i8; 26], from: u8, die: u8, hit: bool) {
    pts[from as usize] += 1;
    let to = from.saturating_sub(die) as usize;
    if to == 0 {
        pts[0] -= 1;
    } else {
        pts[to] = if hit { -1 } else { pts[to] - 1 };
    }
}
