//! Making and unmaking a move on the position: what a move changes (progress, the repetition window, the
//! turn) and what taking it back restores.

use crate::fortress::{Loc, POINTS};
use crate::mv::{Move, Turn};
use crate::piece::{Piece, Side};
use crate::position::Position;

/// What [`Undo::undo`](abstract_game::Undo::undo) needs to take a move back.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct UndoInfo {
    captured: Option<Piece>,
    turn: Turn,
    demand: bool,
    no_progress: u16,
    window: u32,
    hash: u64,
}

impl Position {
    /// Plays `mv` without checking it and returns how to take it back.
    pub(crate) fn apply(&mut self, mv: Move) -> UndoInfo {
        let info = UndoInfo {
            captured: None,
            turn: self.turn,
            demand: self.demand,
            no_progress: self.no_progress,
            window: self.window,
            hash: self.hash,
        };
        let mut info = info;
        if self.rules.repetition {
            self.history.push(self.hash);
        }
        // Progress (resets the no-progress counter): a capture, an attacker entering the fortress, or, when
        // attackers may not move backward, an attacker's forward move (as a pawn's move in chess's
        // fifty-move rule: it can never be undone). Each happens a bounded number of times (36 attackers to
        // capture; attackers never leave the fortress, which has 8 points; each forward move brings a piece
        // at least one rank nearer the far edge), which is what makes the no-progress rule bound the game
        // ("Why a game ends" in the crate docs).
        // Irreversible: progress or a placement; no earlier position can repeat after one.
        let (progress, irreversible) = match mv {
            Move::Pass => (false, false),
            Move::Place { kind, point } => {
                self.put(Loc::point(point), Piece { side: Side::Yellow, kind });
                (false, true)
            }
            Move::Step { from, to, capture, .. } => {
                if capture {
                    info.captured = self.remove(to);
                }
                let piece = self.remove(from);
                if let Some(piece) = piece {
                    self.put(to, piece);
                }
                let attacker = piece.is_some_and(|p| p.side.is_attacker());
                let entry = attacker && to.is_point() && !from.is_point();
                let forward = attacker && !self.rules.attackers_move_backward() && rank_changes(from, to);
                let progress = capture || entry || forward;
                (progress, progress)
            }
        };
        if self.turn != Turn::Setup {
            self.no_progress = if progress { 0 } else { self.no_progress.saturating_add(1) };
        }
        if irreversible {
            self.window = self.history.len() as u32;
        }
        self.set_demand(mv.is_demand());
        let next = match self.turn {
            // Yellow has exactly as many pieces as the fortress has points.
            Turn::Setup if self.placed() == POINTS => Turn::YellowThenWhite,
            turn => turn.next(),
        };
        self.set_turn(next);
        info
    }

    fn placed(&self) -> usize {
        self.points.iter().filter(|p| p.is_some_and(|p| p.side == Side::Yellow)).count()
    }

    pub(crate) fn take_back(&mut self, mv: Move, info: UndoInfo) {
        match mv {
            Move::Pass => {}
            Move::Place { point, .. } => {
                self.remove(Loc::point(point));
            }
            Move::Step { from, to, .. } => {
                if let Some(piece) = self.remove(to) {
                    self.put(from, piece);
                }
                if let Some(captured) = info.captured {
                    self.put(to, captured);
                }
            }
        }
        if self.rules.repetition {
            self.history.pop();
        }
        self.turn = info.turn;
        self.demand = info.demand;
        self.no_progress = info.no_progress;
        self.window = info.window;
        self.hash = info.hash;
    }
}

fn rank_changes(from: Loc, to: Loc) -> bool {
    match (from.square_index(), to.square_index()) {
        (Some(a), Some(b)) => a / 12 != b / 12,
        _ => false,
    }
}
