//! Typed errors for every bad input.

pub use abstract_game::NoSuchSeat;

use core::fmt;

use crate::mv::{Dice, Step};
use crate::position::Side;
use crate::rules::Restriction;

/// A rules string that does not read (see [`Rules`](crate::Rules) for the grammar and
/// [`Rules::PRESETS`](crate::Rules::PRESETS)): an unknown mode, or options that are not the mode's, out of
/// order, or not in the one spelling `Display` prints.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RulesError {
    /// The rules string does not start with `nodice` or `classic`.
    #[error(
        "unknown rules preset: expected nodice or classic, then options (e.g. nodice, classic-nocube, nodice-own-m7)"
    )]
    UnknownPreset,
    /// An option after the mode that does not read.
    #[error(
        "bad rules option: options come in this order: -own or -pair (no dice only), -nocube, -black, -mN, \
         -nocrawford, -turnsN or -nolimit, each in the one spelling Display prints"
    )]
    BadOption,
}

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
    /// Well formed, but not a legal move in this position: the rule it breaks.
    #[error("{0}")]
    Illegal(IllegalMove),
}

impl From<IllegalMove> for MoveParseError {
    fn from(why: IllegalMove) -> MoveParseError {
        MoveParseError::Illegal(why)
    }
}

/// Why a well-formed move is not legal, in backgammon's words: the rule it breaks
/// ([`Position::why_illegal`](crate::Position::why_illegal), and the reason inside
/// [`MoveParseError::Illegal`]). Points are the mover's (it bears off past its 1-point).
///
/// `Display` is one sentence, e.g. "4 was just used by Black (no number the opponent just chose)".
/// [`IllegalMove::NoSuchMove`] is the catch-all for a move no more specific rule explains.
#[non_exhaustive]
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum IllegalMove {
    /// No-dice mode: a number of the chosen pair is one the restriction forbids now: `by` used it on its last
    /// turn, and `reading` says whose numbers count ([`Restriction::OpponentNumbers`]: the opponent's;
    /// [`Restriction::OwnNumbers`]: the mover's own).
    #[error("{number} was just used by {by} ({})", reading_words(*reading))]
    NumberJustUsed {
        /// The forbidden number.
        number: u8,
        /// The side that used it on its last turn.
        by: Side,
        /// The reading of the seed's restriction in force.
        reading: Restriction,
    },
    /// No-dice mode, reading [`Restriction::SamePair`]: the pair is the one the opponent just chose.
    #[error("{dice} was just chosen by {by} (the same pair may not be chosen on the next turn)")]
    PairJustUsed {
        /// The pair.
        dice: Dice,
        /// The side that just chose it.
        by: Side,
    },
    /// No-dice mode: 5-5 on the opening turn (the seed's one exception).
    #[error("5-5 may not be chosen on the opening turn")]
    OpeningDoubleFive,
    /// Classic mode: the play is written for other dice than the ones rolled.
    #[error("the dice rolled are {rolled}, not {written}")]
    NotTheRolledDice {
        /// The dice rolled.
        rolled: Dice,
        /// The pair written with the play.
        written: Dice,
    },
    /// Classic mode: the dice have not been rolled yet this turn (double or roll first).
    #[error("the dice have not been rolled yet: double or roll first")]
    NotRolledYet,
    /// Classic mode: the dice are being rolled; the next move is the roll itself, e.g. `6-4`.
    #[error("the dice are being rolled: the next move is the roll, e.g. `6-4`")]
    RollExpected,
    /// Classic mode: the dice of this turn were already rolled; play them.
    #[error("the dice were already rolled ({rolled}): play them")]
    AlreadyRolled {
        /// The dice rolled.
        rolled: Dice,
    },
    /// The opening roll in classic mode is two different dice (a double is rolled again).
    #[error("the opening roll is two different dice")]
    OpeningRollDouble,
    /// No-dice mode: nothing is rolled; the pair is chosen as part of the play.
    #[error(
        "in the no-dice game nothing is rolled: the pair is chosen with the play, e.g. `6-4: 24/18 13/9`"
    )]
    NothingToRoll,
    /// A checker moving away from its home board.
    #[error("checkers move towards their home board: {} goes backwards", Journey(*from, *to))]
    Backwards {
        /// Where the checker starts.
        from: u8,
        /// Where it was written to go.
        to: u8,
    },
    /// A journey no combination of the pair's numbers makes.
    #[error("{} cannot be played with {dice}", Journey(*from, *to))]
    JourneyNotInDice {
        /// Where the checker starts.
        from: u8,
        /// Where it ends (0 borne off).
        to: u8,
        /// The pair.
        dice: Dice,
    },
    /// The journeys together need more numbers than the pair gives (two, or four for a double).
    #[error("the checkers moved need more numbers than {dice} gives")]
    MoreThanTheDice {
        /// The pair.
        dice: Dice,
    },
    /// The mover has no checker where a step starts.
    #[error("there is no checker to move on {}", PointName(*point))]
    NoCheckerThere {
        /// The point (25 the bar).
        point: u8,
    },
    /// The landing point is held by the opponent (two or more checkers).
    #[error("point {point} is held by the opponent (two or more checkers): no checker may land there")]
    PointBlocked {
        /// The point.
        point: u8,
    },
    /// A checker is on the bar: it must enter before any other checker moves.
    #[error("a checker on the bar must enter before any other checker moves")]
    BarFirst,
    /// Bearing off before all fifteen checkers are in the home board.
    #[error("a checker may bear off only when all 15 are in the home board")]
    BearOffNotAllHome,
    /// Bearing off with a number larger than the point while a checker is on a higher point.
    #[error("a {number} bears off from the {point}-point only when no checker is on a higher point")]
    BearOffFromHighestOnly {
        /// The point borne off from.
        point: u8,
        /// The number used.
        number: u8,
    },
    /// Maximisation: some play uses both numbers, so every play must.
    #[error("both numbers can be played, so both must be")]
    MustUseBothNumbers,
    /// Maximisation: only one number can be played, and the larger can be.
    #[error("only one number can be played, and it must be the larger one, {larger}")]
    MustUseLargerNumber {
        /// The larger number.
        larger: u8,
    },
    /// Maximisation with a double: as many of the four numbers as can be played must be.
    #[error("{playable} of the four {number}s can be played, so {playable} must be")]
    MustPlayMoreOfDouble {
        /// The number of the double.
        number: u8,
        /// How many can be played.
        playable: u8,
    },
    /// A pass while a legal play exists.
    #[error("a legal play exists, so passing is not allowed")]
    MustMove,
    /// A cube action under rules without the cube.
    #[error("the doubling cube is not in play under these rules")]
    NoCube,
    /// A double in a match's Crawford game (see [`Crawford`](crate::Crawford)).
    #[error("no doubling in the Crawford game")]
    CrawfordGame,
    /// A double on the opening turn.
    #[error("no double on the opening turn")]
    NoDoubleOnOpeningTurn,
    /// A double by the side that does not own the cube.
    #[error("{owner} owns the cube: only the owner may redouble")]
    CubeOwnedBy {
        /// The cube's owner.
        owner: Side,
    },
    /// A double with the cube at its maximum value.
    #[error("the cube is at its maximum value and cannot be turned again")]
    CubeAtMaximum,
    /// A double after the numbers were chosen or rolled, or after a take.
    #[error("a double may only be offered at the start of a turn, before the numbers are chosen or rolled")]
    NotTimeToDouble,
    /// `take` or `drop` with no double offered.
    #[error("no double has been offered: there is nothing to take or drop")]
    NoDoubleToAnswer,
    /// Anything but `take` or `drop` while a double awaits an answer.
    #[error("a double was offered: take or drop it first")]
    AnswerTheDouble,
    /// The game (or the match) is over.
    #[error("the game is over")]
    GameOver,
    /// The catch-all: not a legal move here, for no more specific reason above.
    #[error("not a legal move here")]
    NoSuchMove,
}

/// The reading of the restriction, in words, for [`IllegalMove::NumberJustUsed`].
fn reading_words(reading: Restriction) -> &'static str {
    match reading {
        Restriction::OpponentNumbers => "no number the opponent just chose",
        Restriction::OwnNumbers => "no number of one's own previous pair",
        Restriction::SamePair => "not the pair the opponent just chose",
    }
}

/// A point in move notation: `bar`, `off` or the number.
struct PointName(u8);

impl fmt::Display for PointName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Step::BAR => f.write_str("the bar"),
            Step::OFF => f.write_str("off"),
            p => write!(f, "point {p}"),
        }
    }
}

/// One checker's journey in move notation: `24/18`, `bar/22`, `6/off`.
struct Journey(u8, u8);

impl fmt::Display for Journey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |p: u8| match p {
            Step::BAR => alloc::string::String::from("bar"),
            Step::OFF => alloc::string::String::from("off"),
            p => alloc::format!("{p}"),
        };
        write!(f, "{}/{}", name(self.0), name(self.1))
    }
}

/// Why a position string could not be read (see [`Position`](crate::Position) for the grammar).
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// Not eight `:`-separated fields (or nine, the turns played, under a turn limit).
    #[error(
        "a position string has eight `:`-separated fields, rules:board:bar:off:turn:phase:cube:last, and \
         under a turn limit an optional ninth, the turns played (0 when left out)"
    )]
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
    #[error("bad phase (start, choose, roll, 6-4, doubled, over-single/gammon/backgammon/drop/limit)")]
    Phase,
    /// The cube is not `1` or a power of two with an owner (`2w`, `16b`).
    #[error("bad cube (1, or a power of two up to 32768 followed by w or b)")]
    Cube,
    /// The last-pairs field is not `open` or `pair/pair` with `-` for none.
    #[error("bad last-pairs field (open, or e.g. 6-4/- )")]
    Last,
    /// The ninth field, the turns played under a turn limit, is not a number.
    #[error("the turns field (present only under a turn limit) must be a number")]
    Turns,
    /// The fields do not make a state play can reach.
    #[error("inconsistent position: {0}")]
    Inconsistent(&'static str),
    /// The text is a GNU Backgammon ID (`positionID:matchID`) or an XGID, and is not a valid one.
    #[error("{0}")]
    Id(IdError),
}

impl PositionError {
    /// The problem in a few words, for errors that wrap it without the type (an [`IdError`]).
    pub(crate) const fn problem(self) -> &'static str {
        match self {
            PositionError::CheckerCount(_) => "a side does not have 15 checkers",
            PositionError::Inconsistent(why) => why,
            PositionError::Phase => "the phase does not fit the rules",
            _ => "not a valid position",
        }
    }
}

/// The outside notations of a backgammon state, named in an [`IdError`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum IdFormat {
    /// GNU Backgammon's position ID (14 characters): the checkers.
    PositionId,
    /// GNU Backgammon's match ID (12 characters): cube, turn, dice, score, match length, game state.
    MatchId,
    /// eXtreme Gammon's XGID (`XGID=position:cube:owner:turn:dice:scores:rules:length:max cube`).
    Xgid,
}

impl fmt::Display for IdFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IdFormat::PositionId => "position ID",
            IdFormat::MatchId => "match ID",
            IdFormat::Xgid => "XGID",
        })
    }
}

/// Why a GNU Backgammon position or match ID or an eXtreme Gammon XGID could not be read or written: the
/// format and the field at fault.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum IdError {
    /// A field is malformed, or holds a value these rules do not have.
    #[error("{format}, {field}: {problem}")]
    Field {
        /// The notation.
        format: IdFormat,
        /// The field, in the format's words (`dice`, `cube owner`, `match length`, ...).
        field: &'static str,
        /// What is wrong with it.
        problem: &'static str,
    },
    /// The fields are each valid but do not make a state play can reach.
    #[error("{format}: not a state play can reach: {problem}")]
    Inconsistent {
        /// The notation.
        format: IdFormat,
        /// What does not fit.
        problem: &'static str,
    },
    /// Writing: the format cannot represent this state (see the crate README, "GNU Backgammon and eXtreme
    /// Gammon IDs").
    #[error("a {format} cannot represent this state: {what}")]
    Unrepresentable {
        /// The notation.
        format: IdFormat,
        /// What it cannot hold.
        what: &'static str,
    },
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

/// Why a match could not be set up or read (see [`Match`](crate::Match) for the match string).
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum MatchError {
    /// The rules have no match length (see [`Rules::with_match`](crate::Rules::with_match)).
    #[error("the rules have no match length (e.g. nodice-m5)")]
    NoMatchLength,
    /// Fewer than five `:`-separated fields.
    #[error("a match string is `rules:white-score/black-score:pre|crawford|post:games-played:position`")]
    Fields,
    /// The first field is not a rules string.
    #[error("bad rules in the match string: {0}")]
    Rules(RulesError),
    /// The scores are not `white/black` numbers.
    #[error("the scores field is `white/black`, two numbers")]
    Score,
    /// The Crawford state is not `pre`, `crawford` or `post`.
    #[error("the Crawford state is `pre`, `crawford` or `post`")]
    Crawford,
    /// The games-played field is not a number.
    #[error("the games-played field is a number")]
    Games,
    /// The game position in a match string is not valid.
    #[error("bad game in the match string: {0}")]
    Position(#[from] PositionError),
    /// The fields do not make a match play can reach.
    #[error("inconsistent match: {0}")]
    Inconsistent(&'static str),
    /// The text is a GNU Backgammon ID (`positionID:matchID`) or an XGID, and is not a valid one for a match.
    #[error("{0}")]
    Id(IdError),
}

impl MatchError {
    /// The problem in a few words, for an [`IdError`].
    pub(crate) const fn problem(self) -> &'static str {
        match self {
            MatchError::Inconsistent(why) => why,
            MatchError::Position(p) => p.problem(),
            MatchError::NoMatchLength => "the rules have no match length",
            _ => "not a valid match",
        }
    }
}
