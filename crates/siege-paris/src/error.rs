//! Typed errors for every bad input.

pub use abstract_game::NoSuchSeat;

use board_core::Coord;

use crate::fortress::{Loc, Point};
use crate::piece::{Piece, PieceKind, Side};

/// Rules options that make no sense, or a rules string that cannot be read.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RulesError {
    /// The rules string does not start with a preset name.
    #[error(
        "unknown rules preset (expected standard, three-soldiers, backward, protection, two-player or setup-phase)"
    )]
    UnknownPreset,
    /// A `+option` that is not one of the documented ones.
    #[error(
        "bad rules option (expected two-player, soldiers=N, officers=N, backward=3p, backward=always, \
         protection=mobile, setup, no-progress=N, no-progress=off, repetition=off)"
    )]
    BadOption,
    /// A fortress geometry that replaces a square a piece of the start position stands on.
    #[error("the fortress replaces {0}, where a piece of the start position stands")]
    StartOnRemovedSquare(Loc),
    /// The attackers' fortress goal needs no piece at all: they would have won before the first move.
    #[error("the attackers' fortress goal needs at least one soldier or officer")]
    EmptyFortressGoal,
    /// The attackers' fortress goal needs more pieces than the fortress has points.
    #[error("a fortress goal of {soldiers} soldiers and {officers} officers does not fit in 8 points")]
    FortressGoalTooLarge {
        /// Soldiers needed.
        soldiers: u8,
        /// Officers needed.
        officers: u8,
    },
    /// A no-progress limit of zero turns would end every game at once.
    #[error("the no-progress limit must be at least one turn")]
    ZeroNoProgress,
    /// Both draw rules are off (no no-progress limit, no repetition): a game could go on forever, for
    /// example Yellow's general stepping to and fro while the attackers shuffle sideways.
    #[error("with neither the no-progress limit nor the repetition draw, a game could go on forever")]
    Endless,
    /// The rules name a fortress other than the reconstruction, which a string cannot carry.
    #[error("a custom fortress cannot be read from a string: build the rules in code")]
    CustomFortress,
}

/// A fortress geometry that cannot be built.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum GeometryError {
    /// A segment from a point to itself.
    #[error("a segment joins {0} to itself")]
    SelfLoop(Point),
    /// A point with two gates.
    #[error("{0} has two gates")]
    TwoGates(Point),
    /// A gate square off the 12x16 board.
    #[error("gate square {0} is off the board")]
    GateOffBoard(Coord),
    /// A gate square inside the removed block.
    #[error("gate square {0} is one of the removed squares")]
    GateRemoved(Coord),
}

/// Why a move could not be read against a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum MoveParseError {
    /// Not of the form `f1-f4`, `e9xf10`, `c8-F8`, `F1-F2`, `G@F1` or `pass`, with an optional `!`.
    #[error(
        "malformed move: expected e.g. `f1-f4`, `e9xf10`, `c8-F8`, `F1-F2`, `G@F1`, `pass`, optionally `!`"
    )]
    Malformed,
    /// A square or point name that is not on this board.
    #[error("not a square a1..l16 or a point F1..F8")]
    BadLocation,
    /// Well formed, but not a legal move here: the rule it breaks.
    #[error("{0}")]
    Illegal(IllegalMove),
}

/// Why a move is not legal in a position, in the game's words: what
/// [`Position::why_illegal`](crate::Position::why_illegal) answers and [`MoveParseError::Illegal`] carries.
///
/// The first rule found broken is named, in this order: the game is over; the phase (setup placements,
/// passing); the piece (none there, another side's); the capture demand and the forced exit; where the piece
/// goes (removed squares, occupied squares, gates and segments, backward moves, how its kind moves, the way
/// being clear, protection); the soldier limit. [`IllegalMove::NoSuchMove`] is the catch-all.
#[non_exhaustive]
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum IllegalMove {
    /// The game has ended: nobody moves any more.
    #[error("the game is over")]
    GameOver,
    /// Yellow is placing its pieces: only placements are legal.
    #[error("Yellow is still placing its pieces in the fortress (e.g. `G@F1`)")]
    SetupPhase,
    /// A placement outside the setup phase.
    #[error("pieces are placed only in the setup phase, before the first move")]
    NotSetupPhase,
    /// A placement on a point that already holds a piece.
    #[error("{0} already holds a piece")]
    PointTaken(Point),
    /// A placement of a kind Yellow has no more of.
    #[error("Yellow has no {} left to place", .0.name())]
    NothingToPlace(PieceKind),
    /// Yellow passing: it never passes (with no legal move it has lost).
    #[error("Yellow never passes: a Yellow without a legal move has lost")]
    YellowNeverPasses,
    /// An attacker passing while it has a move.
    #[error("{0} may pass only when it has no legal move")]
    PassWithAMove(Side),
    /// Nothing stands on the start square.
    #[error("there is no piece on {0}")]
    NoPiece(Loc),
    /// The piece on the start square belongs to another side.
    #[error("the piece on {on} is {owner}'s: {mover} moves only its own pieces")]
    NotYourPiece {
        /// The start square or point.
        on: Loc,
        /// Whose piece it is.
        owner: Side,
        /// The side on turn.
        mover: Side,
    },
    /// Yellow attached the capture demand (`!`), which only White and Black may make.
    #[error("only White and Black demand a capture (`!`)")]
    YellowCannotDemand,
    /// White or Black tried to capture: they never capture.
    #[error("White and Black never capture")]
    AttackersNeverCapture,
    /// A capture was demanded and Yellow has one, but this move takes nothing.
    #[error("a capture was demanded: Yellow must capture")]
    CaptureDemanded,
    /// Every Yellow piece outside is blocked, so Yellow must bring a piece out of the fortress.
    #[error("every Yellow piece outside is blocked: Yellow must bring a piece out of the fortress")]
    MustLeaveFortress,
    /// The destination is one of the squares the fortress replaces.
    #[error("{0} is one of the squares the fortress replaces")]
    RemovedSquare(Loc),
    /// A plain move onto an occupied square or point.
    #[error("{0} is occupied")]
    Occupied(Loc),
    /// The fortress is entered and left only along a gate segment.
    #[error("the fortress is entered and left only along the gate segments (c8, c9, j8, j9)")]
    NotThroughAGate,
    /// Two points not joined by a segment.
    #[error("no segment joins {0} and {1}: inside the fortress a piece steps along a segment")]
    NoSegment(Point, Point),
    /// An attacker leaving the fortress: once inside, White's and Black's pieces stay there.
    #[error("White's and Black's pieces never leave the fortress once inside")]
    AttackersStayInside,
    /// An attacker moving backward, towards its own side, where the rules forbid it.
    #[error("White and Black never move backward")]
    Backward,
    /// Not a line, a direction or a distance the piece's kind moves.
    #[error("a {side} {} does not move that way", .kind.name())]
    NotHowItMoves {
        /// The side of the piece.
        side: Side,
        /// Its kind.
        kind: PieceKind,
    },
    /// A slide over an occupied square.
    #[error("the way is not clear: pieces move over empty squares only")]
    WayBlocked,
    /// A capture onto an empty square, a Yellow piece or a point.
    #[error("there is no White or Black piece to capture on {0}")]
    NothingToCapture(Loc),
    /// A capture aimed into the fortress, where White's and Black's pieces are invulnerable.
    #[error("the pieces inside the fortress are never captured")]
    CaptureInsideFortress,
    /// The attacked piece has a protector right behind it.
    #[error("the piece on {0} is protected by the piece right behind it")]
    Protected(Loc),
    /// A fourth Yellow soldier outside on squares of one colour.
    #[error("at most three Yellow soldiers may stand outside the fortress on squares of one colour")]
    SoldierLimit,
    /// Well formed, but no legal move matches, for a reason not listed above.
    #[error("no legal move matches")]
    NoSuchMove,
}

/// Why a position string could not be read (the grammar is on [`Position`](crate::Position)).
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// Not five or six space-separated fields.
    #[error("expected 5 or 6 space-separated fields: board, fortress, turn, rules, counter [, history]")]
    Fields,
    /// The board is not 16 `/`-separated rows of 12 cells.
    #[error("the board must be 16 `/`-separated rows of 12 cells, rank 16 first")]
    Board,
    /// A piece token that is not `G C K L S`, `g c k l s` or `yg yc ys`.
    #[error("unknown piece token (White G C K L S, Black g c k l s, Yellow yg yc ys)")]
    Piece,
    /// The fortress field is not `F:` and 8 comma-separated cells.
    #[error("the fortress must be written `F:` followed by 8 comma-separated cells (`-` for empty)")]
    Fortress,
    /// A piece on one of the squares the fortress replaces.
    #[error("a piece stands on {0}, one of the squares the fortress replaces")]
    OnRemovedSquare(Loc),
    /// The turn field is not `yw`, `yb` (optionally with `!`), `w`, `b` or `setup`.
    #[error("the turn must be yw, yb (with `!` for a capture demand), w, b or setup")]
    Turn,
    /// The rules field cannot be read.
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// The no-progress counter is not a canonical number `0..=65535`.
    #[error("the no-progress counter must be a number 0..=65535 without leading zeros")]
    Counter,
    /// The history field is malformed, or present while the rules keep no history.
    #[error(
        "the history must be `h:` followed by comma-separated 16-digit hex hashes, and only with repetition on"
    )]
    History,
    /// More pieces of one kind than the side has.
    #[error("too many pieces {0}")]
    TooMany(Piece),
    /// More than three Yellow soldiers outside the fortress on squares of one colour.
    #[error("more than three Yellow soldiers outside the fortress on squares of one colour")]
    SoldierLimit,
    /// The setup phase with Yellow pieces outside the fortress, or with every piece already placed.
    #[error("a setup phase needs Yellow inside the fortress with pieces still to place")]
    Setup,
    /// A state the rules cannot reach from their turn structure, e.g. a setup phase under rules without one.
    #[error("{0} cannot be on turn in this phase")]
    Phase(Side),
}
