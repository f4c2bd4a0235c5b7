//! Typed errors for every bad input.

use crate::position::Side;

/// A preset name or rules string that is not known (see [`Rules`](crate::Rules) for the grammar and
/// [`Rules::PRESET_NAMES`](crate::Rules::PRESET_NAMES)).
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error(
    "unknown rules (expected nodice, nodice-own, nodice-pair, classic, nodice-nocube or classic-nocube, \
     optionally with -black, -mN, -nocrawford)"
)]
pub struct UnknownPreset;

/// Why a move could not be read against a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum MoveParseError {
    /// Not of the form `6-4: 24/18 13/9`, `bar/22`, `6/off`, `8/3(2)`, `6-4`, `pass`, `double`, `take`,
    /// `drop` or `roll`.
    #[error(
        "malformed move: expected e.g. `6-4: 24/18 13/9`, `6-4`, `pass`, `double`, `take`, `drop`, `roll`"
    )]
    Malformed,
    /// A checker play without its pair (`6-4: ...`) where no dice have been rolled.
    #[error("a play needs its pair here, e.g. `6-4: 24/18 13/9`")]
    MissingDice,
    /// Well formed, but not a legal move in this position.
    #[error("not a legal move here")]
    Illegal,
}

/// Why a position string could not be read (see [`Position`](crate::Position) for the grammar).
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PositionParseError {
    /// Not eight `:`-separated fields.
    #[error("a position string has eight `:`-separated fields: rules:board:bar:off:turn:phase:cube:last")]
    Fields,
    /// The rules field is not a rules string.
    #[error("unknown rules in the position string")]
    Rules,
    /// The board is not 24 comma-separated counts in `-15..=15`.
    #[error("the board must be 24 comma-separated counts from -15 to 15")]
    Board,
    /// A bar or borne-off field is not `white/black` counts in `0..=15`.
    #[error("the bar and off fields are `white/black` counts from 0 to 15")]
    BarOrOff,
    /// A side does not have exactly 15 checkers.
    #[error("{0:?} does not have 15 checkers")]
    CheckerCount(Side),
    /// The turn is not `w` or `b`.
    #[error("the turn must be `w` or `b`")]
    Turn,
    /// The phase is not one of the phase words, or does not fit the rules.
    #[error("bad phase (start, choose, roll, 6-4, doubled, over-single/gammon/backgammon/drop)")]
    Phase,
    /// The cube is not `1` or a power of two with an owner (`2w`, `16b`).
    #[error("bad cube (1, or a power of two up to 32768 followed by w or b)")]
    Cube,
    /// The last-pairs field is not `open` or `pair/pair` with `-` for none.
    #[error("bad last-pairs field (open, or e.g. 6-4/- )")]
    Last,
    /// The fields do not make a state play can reach.
    #[error("inconsistent position: {0}")]
    Inconsistent(&'static str),
}

/// Why a GNU Backgammon position ID could not be read.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum GnubgIdError {
    /// Not 14 characters of the base64 alphabet.
    #[error("a position ID is 14 base64 characters")]
    Malformed,
    /// The key does not describe 15 or fewer checkers per side on distinct points.
    #[error("the position ID does not describe a backgammon position")]
    Invalid,
}

/// Why a match could not be set up or read.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum MatchError {
    /// The rules have no match length (see [`Rules::with_match`](crate::Rules::with_match)).
    #[error("the rules have no match length")]
    NoMatchLength,
    /// A match string that is not `score/score:crawford:game position`.
    #[error("a match string is `white-score/black-score:crawford-state:position`")]
    Malformed,
    /// The game position in a match string is not valid.
    #[error("bad game in the match string: {0}")]
    Position(#[from] PositionParseError),
}
