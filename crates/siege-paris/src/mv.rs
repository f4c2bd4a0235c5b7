//! Moves and the turn cycle.

use core::fmt;

use crate::fortress::{Loc, Point};
use crate::piece::{PieceKind, Side};

/// One move, in the notation of [`Display`](fmt::Display):
///
/// - `f1-f4`: a step or slide to an empty square, `c8-F8` entering the fortress through a gate, `F1-F2` along a
///   segment inside it, `F1-c9` leaving it;
/// - `e9xf10`: Yellow captures the piece on `f10`;
/// - a trailing `!` on an attacker's move: the capture demand ("cattura richiesta"), Yellow's next move must
///   be a capture if one exists;
/// - `G@F1`, `C@F4`, `S@F2`: a placement of Yellow's general, colonel or a soldier during the setup phase;
/// - `pass`: an attacker without a legal move passes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// A move from one place to another (square or point).
    Step {
        /// Where the piece stands.
        from: Loc,
        /// Where it goes.
        to: Loc,
        /// Yellow captures the piece on `to`.
        capture: bool,
        /// An attacker demands that Yellow's next move be a capture.
        demand: bool,
    },
    /// Setup phase: Yellow places a piece of `kind` on `point`.
    Place {
        /// General, colonel or soldier.
        kind: PieceKind,
        /// A free point.
        point: Point,
    },
    /// An attacker without a legal move passes.
    Pass,
}

// Moves fill 352-entry lists in hot loops: keep them a few bytes.
const _: () = assert!(core::mem::size_of::<Move>() <= 4);

impl Move {
    /// A plain move from `from` to `to`, no capture, no demand.
    pub const fn step(from: Loc, to: Loc) -> Move {
        Move::Step { from, to, capture: false, demand: false }
    }

    /// The start, for steps.
    pub const fn from(self) -> Option<Loc> {
        match self {
            Move::Step { from, .. } => Some(from),
            _ => None,
        }
    }

    /// The destination: the target of a step, the point of a placement.
    pub const fn to(self) -> Option<Loc> {
        match self {
            Move::Step { to, .. } => Some(to),
            Move::Place { point, .. } => Some(Loc::point(point)),
            Move::Pass => None,
        }
    }

    /// Whether this is a capture.
    pub const fn is_capture(self) -> bool {
        matches!(self, Move::Step { capture: true, .. })
    }

    /// Whether the move carries the capture demand.
    pub const fn is_demand(self) -> bool {
        matches!(self, Move::Step { demand: true, .. })
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Step { from, to, capture, demand } => {
                let sep = if capture { 'x' } else { '-' };
                let mark = if demand { "!" } else { "" };
                write!(f, "{from}{sep}{to}{mark}")
            }
            Move::Place { kind, point } => write!(f, "{}@{point}", kind.letter().to_ascii_uppercase()),
            Move::Pass => f.write_str("pass"),
        }
    }
}

/// Where the game stands in its turn cycle Yellow, White, Yellow, Black (plus the optional setup phase).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Turn {
    /// Yellow places its pieces (setup-phase rules only); Yellow is on turn.
    Setup,
    /// Yellow to move, White next.
    YellowThenWhite,
    /// White to move.
    White,
    /// Yellow to move, Black next.
    YellowThenBlack,
    /// Black to move.
    Black,
}

impl Turn {
    /// The side on turn.
    pub const fn side(self) -> Side {
        match self {
            Turn::Setup | Turn::YellowThenWhite | Turn::YellowThenBlack => Side::Yellow,
            Turn::White => Side::White,
            Turn::Black => Side::Black,
        }
    }

    /// The phase after a move in this one (the setup phase is left by the position, which knows when Yellow
    /// has placed everything).
    #[must_use]
    pub const fn next(self) -> Turn {
        match self {
            Turn::Setup => Turn::Setup,
            Turn::YellowThenWhite => Turn::White,
            Turn::White => Turn::YellowThenBlack,
            Turn::YellowThenBlack => Turn::Black,
            Turn::Black => Turn::YellowThenWhite,
        }
    }

    pub(crate) const fn index(self) -> usize {
        self as usize
    }
}
