//! Why a move is illegal: the rule it breaks, in the game's words. Only the error path runs this; legal
//! moves are found in the legal move list without it.

use abstract_game::Game;
use board_core::Direction;

use crate::error::IllegalMove;
use crate::fortress::{Loc, Point};
use crate::movegen::{MoveList, movement};
use crate::mv::{Move, Turn};
use crate::piece::{Piece, PieceKind, Side};
use crate::position::Position;

/// File and rank (0-based) of a board square index.
fn file_rank(index: usize) -> (isize, isize) {
    ((index % 12) as isize, (index / 12) as isize)
}

/// The square index at file `f`, rank `r`, if on the 12x16 board.
fn index_at(f: isize, r: isize) -> Option<usize> {
    ((0..12).contains(&f) && (0..16).contains(&r)).then(|| (r * 12 + f) as usize)
}

impl Position {
    /// Why `mv` is not legal here, or `None` when it is.
    ///
    /// The answer names the first rule found broken (the order is on [`IllegalMove`]), for example
    /// [`IllegalMove::AttackersStayInside`] for `F8-c8` by a White soldier, [`IllegalMove::CaptureDemanded`]
    /// for a quiet Yellow move after a capture demand, [`IllegalMove::SoldierLimit`] for a fourth Yellow soldier
    /// on one colour; [`IllegalMove::NoSuchMove`] when no named rule explains it. A step written without the
    /// capture flag where the legal move captures (or the other way round) is not the legal move.
    ///
    /// ```
    /// use siege_paris::{IllegalMove, Loc, MoveParseError, Point, Position, Rules};
    ///
    /// let pos = Position::start(Rules::standard());
    /// let exit = pos.parse_move("F1-c9")?;
    /// assert_eq!(pos.why_illegal(exit), None);
    /// // Every point is full: the general on F1 cannot step to F2.
    /// let f2 = Loc::point(Point::new(1).ok_or("F2")?);
    /// assert_eq!(pos.parse_move("F1-F2"), Err(MoveParseError::Illegal(IllegalMove::Occupied(f2))));
    /// assert_eq!(pos.parse_move("F1-F2").unwrap_err().to_string(), "F2 is occupied");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn why_illegal(&self, mv: Move) -> Option<IllegalMove> {
        let moves = self.legal_moves();
        if moves.contains(&mv) {
            return None;
        }
        Some(self.reason(mv, &moves))
    }

    /// The reason for a move known not to be in `moves`, the legal moves here.
    pub(crate) fn reason(&self, mv: Move, moves: &MoveList) -> IllegalMove {
        if self.end().is_some() {
            return IllegalMove::GameOver;
        }
        let mover = self.side_to_move();
        if self.turn == Turn::Setup && !matches!(mv, Move::Place { .. }) {
            return IllegalMove::SetupPhase;
        }
        match mv {
            Move::Pass if mover == Side::Yellow => IllegalMove::YellowNeverPasses,
            Move::Pass => IllegalMove::PassWithAMove(mover),
            Move::Place { .. } if self.turn != Turn::Setup => IllegalMove::NotSetupPhase,
            Move::Place { point, .. } if self.points[point.index()].is_some() => {
                IllegalMove::PointTaken(point)
            }
            Move::Place { kind, .. } => {
                let piece = Piece { side: Side::Yellow, kind };
                if Piece::new(Side::Yellow, kind).is_none() || self.count(piece) >= piece.initial_count() {
                    IllegalMove::NothingToPlace(kind)
                } else {
                    IllegalMove::NoSuchMove
                }
            }
            Move::Step { from, to, capture, demand } => {
                self.step_reason(mover, from, to, capture, demand, moves)
            }
        }
    }

    fn step_reason(
        &self,
        mover: Side,
        from: Loc,
        to: Loc,
        capture: bool,
        demand: bool,
        moves: &MoveList,
    ) -> IllegalMove {
        let Some(piece) = self.piece_at(from) else { return IllegalMove::NoPiece(from) };
        if piece.side != mover {
            return IllegalMove::NotYourPiece { on: from, owner: piece.side, mover };
        }
        if mover == Side::Yellow {
            if demand {
                return IllegalMove::YellowCannotDemand;
            }
            if self.demand && !capture && moves.iter().any(|m| m.is_capture()) {
                return IllegalMove::CaptureDemanded;
            }
            let is_exit =
                |m: &Move| matches!(m.from(), Some(f) if f.is_point()) && !m.to().is_some_and(Loc::is_point);
            let outside = self.side_squares(Side::Yellow).any();
            let leaving = from.is_point() && !to.is_point();
            if outside && !leaving && !moves.is_empty() && moves.iter().all(is_exit) {
                return IllegalMove::MustLeaveFortress;
            }
        } else if capture {
            return IllegalMove::AttackersNeverCapture;
        }
        if let Some(index) = to.square_index()
            && self.rules.fortress().removed().contains(index)
        {
            return IllegalMove::RemovedSquare(to);
        }
        match (from.as_point(), to.as_point(), from.square_index(), to.square_index()) {
            (Some(a), Some(b), _, _) => self.segment_reason(a, b, capture),
            (None, Some(point), Some(square), _) => {
                if capture {
                    IllegalMove::CaptureInsideFortress
                } else if self.rules.fortress.gate(point) != Some(square) {
                    IllegalMove::NotThroughAGate
                } else if self.points[point.index()].is_some() {
                    IllegalMove::Occupied(to)
                } else {
                    IllegalMove::NoSuchMove
                }
            }
            (Some(point), None, _, Some(square)) => {
                if piece.side.is_attacker() {
                    IllegalMove::AttackersStayInside
                } else if self.rules.fortress.gate(point) != Some(square) {
                    IllegalMove::NotThroughAGate
                } else if capture || self.occupied().contains(square) {
                    IllegalMove::Occupied(to)
                } else if piece.kind == PieceKind::Soldier && !self.soldier_may_stand(square) {
                    IllegalMove::SoldierLimit
                } else {
                    IllegalMove::NoSuchMove
                }
            }
            (_, _, Some(a), Some(b)) => self.board_reason(piece, a, b, capture),
            _ => IllegalMove::NoSuchMove,
        }
    }

    fn segment_reason(&self, a: Point, b: Point, capture: bool) -> IllegalMove {
        if capture {
            IllegalMove::CaptureInsideFortress
        } else if !self.rules.fortress.joined(a, b) {
            IllegalMove::NoSegment(a, b)
        } else if self.points[b.index()].is_some() {
            IllegalMove::Occupied(Loc::point(b))
        } else {
            IllegalMove::NoSuchMove
        }
    }

    /// A move from square `a` to square `b` outside the fortress.
    fn board_reason(&self, piece: Piece, a: usize, b: usize, capture: bool) -> IllegalMove {
        let to = Loc::from_raw(b);
        let target = self.piece_at(to);
        // `-` is accepted for Yellow's captures too (see `parse_move`): onto an attacker, it is one.
        let capture = capture || (piece.side == Side::Yellow && target.is_some_and(|t| t.side.is_attacker()));
        if capture && !target.is_some_and(|t| t.side.is_attacker()) {
            return IllegalMove::NothingToCapture(to);
        }
        if !capture && target.is_some() {
            return IllegalMove::Occupied(to);
        }
        let ((fa, ra), (fb, rb)) = (file_rank(a), file_rank(b));
        let (df, dr) = (fb - fa, rb - ra);
        let not_its_way = IllegalMove::NotHowItMoves { side: piece.side, kind: piece.kind };
        let (dirs, range) = movement(piece.kind, piece.side);
        let distance = df.abs().max(dr.abs()) as usize;
        let straight = df == 0 || dr == 0 || df.abs() == dr.abs();
        let dir = Direction::ALL
            .into_iter()
            .find(|d| isize::from(d.df()) == df.signum() && isize::from(d.dr()) == dr.signum());
        let Some(dir) = dir.filter(|d| straight && dirs.contains(d)) else { return not_its_way };
        if piece.side.is_attacker() && !self.allowed(piece.side, dir) {
            return IllegalMove::Backward;
        }
        if distance > range {
            return not_its_way;
        }
        let (sf, sr) = (isize::from(dir.df()), isize::from(dir.dr()));
        let playable = self.rules.fortress.playable();
        for k in 1..distance as isize {
            match index_at(fa + k * sf, ra + k * sr) {
                Some(i) if playable.contains(i) && !self.occupied().contains(i) => {}
                _ => return IllegalMove::WayBlocked,
            }
        }
        if capture
            && let Some(behind) = index_at(fb + sf, rb + sr)
            && self.protectors(dir).contains(behind)
        {
            return IllegalMove::Protected(to);
        }
        IllegalMove::NoSuchMove
    }
}
