//! Why a move is illegal: the rule it breaks, in the game's words. Only the error path runs this; legal
//! moves are found in the legal move list without it.

use arrayvec::ArrayVec;

use crate::column::Piece;
use crate::error::IllegalMove;
use crate::movegen::MoveList;
use crate::mv::{MAX_JUMPS, Move};
use crate::position::Position;
use crate::square::{Colour, Square};

impl Position {
    /// Why `mv` is not legal here, or `None` when it is (a capture is legal when a legal move has its
    /// start, end and jumped squares, whatever the landing squares in between).
    ///
    /// The answer names the first rule found broken (the order is on [`IllegalMove`]): for example
    /// [`IllegalMove::CaptureCompulsory`] for a quiet move while a capture is possible,
    /// [`IllegalMove::CaptureMustGoOn`] for a capture that stops while the piece can still take,
    /// [`IllegalMove::ManMovesForward`] for a man stepping back; [`IllegalMove::NoSuchMove`] when no named
    /// rule explains it. [`Position::parse_move`] returns the same reason in
    /// [`MoveParseError::Illegal`](crate::MoveParseError::Illegal).
    ///
    /// ```
    /// use bashnya::{IllegalMove, MoveParseError, Position};
    ///
    /// let pos: Position = "W:bashni:0:c3=w,d4=b,f6=b,a1=w".parse()?;
    /// assert_eq!(pos.parse_move("a1-b2"), Err(MoveParseError::Illegal(IllegalMove::CaptureCompulsory)));
    /// let err = pos.parse_move("c3:e5").unwrap_err();
    /// assert_eq!(err.to_string(), "the capture must go on: the piece on e5 can still take");
    /// let legal = pos.parse_move("c3:e5:g7")?;
    /// assert_eq!(pos.why_illegal(legal), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn why_illegal(&self, mv: Move) -> Option<IllegalMove> {
        // Filled in place: a returned list would be copied whole (7.7 KB).
        let mut moves = MoveList::new();
        self.legal_moves_into(&mut moves);
        if moves.iter().any(|m| m.same_identity(mv)) {
            return None;
        }
        if mv.is_capture() {
            let landings: ArrayVec<Square, MAX_JUMPS> = mv.landings().collect();
            Some(self.capture_reason(mv.from(), &landings, &moves))
        } else {
            Some(self.reason(mv, &moves))
        }
    }

    /// The reason for a quiet move known not to be in `moves`, the legal moves here.
    pub(crate) fn reason(&self, mv: Move, moves: &MoveList) -> IllegalMove {
        let (from, to) = (mv.from(), mv.to());
        let top = match self.mover(from, moves) {
            Ok(top) => top,
            Err(reason) => return reason,
        };
        if moves.iter().any(|m| m.is_capture()) {
            return IllegalMove::CaptureCompulsory;
        }
        if !self.column(to).is_empty() {
            return IllegalMove::Occupied(to);
        }
        let df = i16::from(to.file()) - i16::from(from.file());
        let dr = i16::from(to.rank()) - i16::from(from.rank());
        let diagonal = df != 0 && df.abs() == dr.abs();
        if !top.is_king() {
            let forward = match top.colour {
                Colour::White => dr > 0,
                Colour::Black => dr < 0,
            };
            return match (diagonal, forward) {
                (_, false) => IllegalMove::ManMovesForward,
                (false, true) => IllegalMove::ManStepsOne,
                (true, true) if df.abs() > 1 => IllegalMove::ManStepsOne,
                (true, true) => IllegalMove::NoSuchMove,
            };
        }
        if !diagonal {
            return IllegalMove::KingMovesAlongDiagonals;
        }
        if !self.rules.flying_kings() && df.abs() > 1 {
            return IllegalMove::ShortKing;
        }
        let blocked = (1..df.abs()).any(|k| {
            let file = i16::from(from.file()) + k * df.signum();
            let rank = i16::from(from.rank()) + k * dr.signum();
            Square::new(file as u8, rank as u8).is_some_and(|sq| !self.column(sq).is_empty())
        });
        if blocked { IllegalMove::KingMovesAlongDiagonals } else { IllegalMove::NoSuchMove }
    }

    /// The reason for a capture from `from` along `landings` that matches no legal move.
    pub(crate) fn capture_reason(&self, from: Square, landings: &[Square], moves: &MoveList) -> IllegalMove {
        if let Err(reason) = self.mover(from, moves) {
            return reason;
        }
        if !moves.iter().any(|m| m.is_capture()) {
            return IllegalMove::NothingToCapture;
        }
        let Some(&last) = landings.last() else { return IllegalMove::NoSuchMove };
        // A legal capture that goes the same way and further: this one stopped too early. The same way is
        // the same landing squares, or (another landing between the same captures) the same pieces taken.
        let taken = self.jumped_along(from, landings);
        let goes_further = |m: &Move| {
            m.from() == from
                && m.captures() > landings.len()
                && (m.landings().take(landings.len()).eq(landings.iter().copied())
                    || (self.rules.stacking()
                        && taken
                            .as_ref()
                            .is_some_and(|t| m.jumped_squares().take(t.len()).eq(t.iter().copied()))))
        };
        if moves.iter().any(goes_further) {
            return IllegalMove::CaptureMustGoOn(last);
        }
        IllegalMove::NoSuchMove
    }

    /// The commander on `from` if the side to move may move it; otherwise why not.
    fn mover(&self, from: Square, moves: &MoveList) -> Result<Piece, IllegalMove> {
        if moves.is_empty() {
            // No legal move at all: a draw rule or a side without moves has ended the game.
            return Err(IllegalMove::GameOver);
        }
        let Some(top) = self.column(from).commander() else { return Err(IllegalMove::NoPiece(from)) };
        if top.colour != self.side && !self.rules.shared_pieces() {
            return Err(IllegalMove::OpponentsPiece(from, top.colour));
        }
        Ok(top)
    }
}
