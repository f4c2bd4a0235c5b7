//! Typed errors for every bad input.

use board_core::Coord;

use crate::fortress::{Loc, Point};
use crate::piece::{Piece, Side};

/// A preset name that is not one of [`Rules::PRESET_NAMES`](crate::Rules::PRESET_NAMES).
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error(
    "unknown rules preset (expected standard, three-soldiers, backward, protection, two-player or setup-phase)"
)]
pub struct UnknownPreset;

/// Rules options that make no sense, or a rules string that cannot be read.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RulesError {
    /// The rules string does not start with a preset name.
    #[error(transparent)]
    UnknownPreset(#[from] UnknownPreset),
    /// A `+option` that is not one of the documented ones.
    #[error("unknown rules option")]
    UnknownOption,
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
    /// Well formed, but no legal move of the side on turn matches.
    #[error("no legal move matches")]
    Illegal,
}

/// Why a position string could not be read (the grammar is on [`Position`](crate::Position)).
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PositionParseError {
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
