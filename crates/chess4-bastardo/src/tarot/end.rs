//! Winning: the immediate wins when an objective is met, the teams, and the end-of-game judgement (the Plague
//! and Death, objective 10 in a drawn ending, the piece count).

use abstract_game::Outcome;

use super::play::Events;
use super::state::TarotEnding;
use super::{Objective, TarotGame};
use crate::{PieceKind, Seat};

impl TarotGame {
    /// Each seat's objective 6/7/8 targets, per goal, before a turn (the chain is read before the turn's
    /// eliminations change it).
    pub(crate) fn corner_targets(&self) -> [[Option<Seat>; 3]; 4] {
        core::array::from_fn(|s| {
            core::array::from_fn(|g| {
                let objective = self.cards[s].goals.get(g)?.objective()?;
                self.target(Seat::ALL[s], objective)
            })
        })
    }

    /// Whether seat `t` has met this (immediate) objective after the turn of `m`.
    fn met(&self, t: usize, m: usize, objective: Objective, target: Option<Seat>, events: &Events) -> bool {
        let pawns_left = self.board.kinds[PieceKind::Pawn.index()] != 0;
        match objective {
            Objective::FourChecks => t == m && self.run(m) >= 4,
            Objective::FivePawns => {
                self.pawns_taken[t] >= 5 || (t == m && events.pawn_captured && !pawns_left)
            }
            Objective::TenCaptures => self.board.captured[t] >= 10,
            Objective::FrontCorner | Objective::DiagonalCorner | Objective::SideCorner => {
                target.is_some_and(|v| {
                    events.eliminated & (1 << v.index()) != 0 && self.eliminated_by[v.index()] as usize == t
                })
            }
            Objective::Queen => t == m && events.queen_win,
            Objective::SpectreKing => (0..4).all(|u| u == t || self.board.seats[u] == 0),
            Objective::OnlyKing => self.royal(t).is_some_and(|sq| self.board.seats[t] == 1 << sq),
            _ => false,
        }
    }

    /// Whether all of the seat's objectives are reached, none of them judged only at the end.
    fn complete(&self, t: usize) -> bool {
        let mut real =
            self.cards[t].goals.iter().filter(|g| g.objective() != Some(Objective::TwoObjectives)).peekable();
        real.peek().is_some()
            && real.all(|g| g.achieved && !g.objective().is_some_and(Objective::is_judged_at_end))
    }

    /// After the turn of seat `m`: objectives met, immediate wins, and the board's own endings.
    pub(crate) fn judge(&mut self, m: usize, events: &Events, targets: &[[Option<Seat>; 3]; 4]) {
        let order: [usize; 4] = core::array::from_fn(|i| (m + i) % 4);
        for &t in &order {
            if !self.is_in(Seat::ALL[t]) {
                continue;
            }
            for (g, &target) in targets[t].iter().enumerate().take(self.cards[t].goals.len()) {
                let goal = self.cards[t].goals[g];
                let Some(objective) = goal.objective() else { continue };
                if !goal.achieved && self.met(t, m, objective, target, events) {
                    let goal = &mut self.cards[t].goals[g];
                    goal.achieved = true;
                    goal.declared = true;
                }
            }
        }
        let nine_out = |t: usize| {
            (0..4).any(|v| {
                events.eliminated & (1 << v) != 0 && self.cards[v].nine && self.eliminated_by[v] as usize == t
            })
        };
        // The mover first: objective 1's seat wins only after the move, unless the mover's own capture won.
        let winner =
            order.into_iter().find(|&t| self.is_in(Seat::ALL[t]) && (self.complete(t) || nine_out(t)));
        if let Some(w) = winner {
            self.ending = Some(TarotEnding::Objective(Seat::ALL[w]));
            self.winners = self.team(w);
            return;
        }
        // Two secret parasites on one diagonal win when no opponent is left.
        for pair in [[0, 2], [1, 3]] {
            let parasites =
                pair.iter().all(|&p| self.top(p) == Some(Objective::Parasite) && self.is_in(Seat::ALL[p]));
            let others_out = (0..4).filter(|u| !pair.contains(u)).all(|u| !self.is_in(Seat::ALL[u]));
            if parasites && others_out {
                self.ending = Some(TarotEnding::Objective(Seat::ALL[pair[0]]));
                self.winners = (1 << pair[0]) | (1 << pair[1]);
                return;
            }
        }
        let in_seats: u8 = (0..4).filter(|&t| self.is_in(Seat::ALL[t])).fold(0, |acc, t| acc | 1 << t);
        let allied_pair = self.alliance && (in_seats == 0b0101 || in_seats == 0b1010);
        if in_seats.count_ones() <= 1 || allied_pair {
            self.ending = Some(TarotEnding::LastStanding);
            self.winners = in_seats;
        } else if self.board.clock
            >= u16::from(self.board.rules().no_progress_rounds()) * in_seats.count_ones() as u16
        {
            self.ending = Some(TarotEnding::NoProgress);
            self.winners = 0;
        }
    }

    /// A winner and its partner: the declared ally, or a secret parasite on its diagonal, if not eliminated.
    /// Objective 2 holding a secret 3 reaches it so, and shares the win once its other objective is reached.
    fn team(&self, w: usize) -> u8 {
        let p = (w + 2) % 4;
        let two_with_parasite = self.top(p) == Some(Objective::TwoObjectives)
            && self.objective_is(p, Objective::Parasite)
            && self.cards[p].goals.iter().all(|g| {
                g.achieved || matches!(g.objective(), Some(Objective::TwoObjectives | Objective::Parasite))
            });
        let partner = !self.board.is_eliminated(Seat::ALL[p])
            && (self.alliance || self.top(p) == Some(Objective::Parasite) || two_with_parasite);
        (1 << w) | if partner { 1 << p } else { 0 }
    }

    /// The end-of-game judgement of the Plague and Death: a seat holding one of them (and having reached its
    /// other objective, for objective 2) that captured more pieces than every other seat wins, in the game or
    /// not; Death wins a tie with the Plague.
    fn plague_or_death(&self) -> Option<usize> {
        let candidate = |t: usize| {
            self.cards[t].goals.iter().any(|g| g.objective().is_some_and(Objective::is_judged_at_end))
                && self.cards[t].goals.iter().all(|g| {
                    g.achieved
                        || matches!(
                            g.objective(),
                            Some(Objective::TwoObjectives | Objective::Plague | Objective::Death)
                        )
                })
        };
        let best = self.board.captured.iter().copied().max()?;
        let top: arrayvec::ArrayVec<usize, 4> = (0..4).filter(|&t| self.board.captured[t] == best).collect();
        match top.as_slice() {
            [one] if candidate(*one) => Some(*one),
            [a, b] => {
                let death =
                    [*a, *b].into_iter().find(|&t| self.objective_is(t, Objective::Death) && candidate(t))?;
                let other = if death == *a { *b } else { *a };
                self.objective_is(other, Objective::Plague).then_some(death)
            }
            _ => None,
        }
    }

    /// The seats that win, as the game stands (over or not): the end judgement of the Plague and Death first,
    /// then the objective reached or the last standing, then objective 10 counting its own pieces in a drawn
    /// ending. A bit per seat; none when the piece count decides.
    pub fn winners(&self) -> u8 {
        if let Some(p) = self.plague_or_death() {
            return self.team(p);
        }
        if self.winners != 0 {
            return self.winners;
        }
        let mut tens = 0u8;
        for t in 0..4 {
            let seat = Seat::ALL[t];
            // Objective 2 holding 10 needs its other objective reached too.
            let others_reached = self.cards[t].goals.iter().all(|g| {
                g.achieved || matches!(g.objective(), Some(Objective::TwoObjectives | Objective::TenCaptures))
            });
            if self.is_in(seat)
                && self.objective_is(t, Objective::TenCaptures)
                && others_reached
                && self.board.piece_count(seat) >= 10
            {
                tens |= self.team(t);
            }
        }
        tens
    }

    /// Each seat's place if the game were judged now: the winners first; then the seats not eliminated
    /// (retired ones included) by piece count ([`TarotGame::piece_count`]: own pieces on the board +
    /// captured + the pieces a Queen retired with), equal counts sharing a
    /// place; then the eliminated seats, the last eliminated highest.
    pub fn ranks(&self) -> [u8; 4] {
        let winners = self.winners();
        let key = |t: usize| -> (u8, i32) {
            if winners & (1 << t) != 0 {
                (0, 0)
            } else if self.board.is_eliminated(Seat::ALL[t]) {
                (2, -i32::from(self.board.eliminated[t]))
            } else {
                (1, -(self.piece_count(Seat::ALL[t]) as i32))
            }
        };
        core::array::from_fn(|t| 1 + (0..4).filter(|&u| key(u) < key(t)).count() as u8)
    }

    /// The outcome if the game were ended now (by agreement, or any adjudication): [`TarotGame::ranks`].
    ///
    /// # Panics
    ///
    /// Never: four ranks of at least 1 always make an outcome.
    pub fn adjudicate(&self) -> Outcome {
        Outcome::ranking(&self.ranks()).expect("four ranks, each at least 1")
    }
}
