//! Typed errors for every input from outside: rules, position strings, moves, take-backs.

use alloc::string::String;

use board_core::Square;

use crate::{Move, Seat};

/// A preset name that [`Rules::from_preset`](crate::Rules::from_preset) does not know.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("unknown rules preset {0:?} (known: standard, free-promotion, short-en-passant, voluntary-pass)")]
pub struct UnknownPreset(pub String);

/// Rules options that make no sense, or a rules field that does not parse.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RulesError {
    /// A no-progress limit of zero rounds would end every game before it starts.
    #[error("the no-progress limit must be at least one round")]
    ZeroNoProgressLimit,
    /// A repetition count of one would end every game at once (every position occurs once).
    #[error("a repetition count of one ends every game at once; use 0 (off) or 2 or more")]
    RepetitionOfOne,
    /// An option is not written `key=value`.
    #[error("rules options are written key=value, separated by commas")]
    Syntax,
    /// An option name that does not exist.
    #[error("unknown rules option")]
    UnknownOption,
    /// An option value that does not parse.
    #[error("bad rules option value")]
    BadValue,
}

/// Why a position string was refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// Not the eight space-separated fields of the grammar.
    #[error("a position string has 7 space-separated fields, found {0}")]
    FieldCount(usize),
    /// The board does not have eight ranks separated by `/`.
    #[error("the board needs 8 ranks separated by '/'")]
    RankCount,
    /// A rank does not describe exactly eight squares.
    #[error("rank {0} does not describe exactly 8 squares")]
    RankLength(u8),
    /// A character that starts no piece or empty run on the board.
    #[error("unexpected {0:?} on the board")]
    BadBoardChar(char),
    /// The side to move is not one of `r b y g`.
    #[error("the side to move must be one of r, b, y, g")]
    BadSideToMove,
    /// The en-passant field does not parse.
    #[error("bad en-passant field")]
    BadEnPassant,
    /// An en-passant right whose pawn or passed square does not fit.
    #[error("en-passant right of {0} does not match its pawn")]
    InconsistentEnPassant(Seat),
    /// The eliminated field does not parse, or names a seat twice.
    #[error("bad eliminated field")]
    BadEliminated,
    /// The captured counts are not four numbers of at most 255.
    #[error("bad captured-counts field")]
    BadCaptured,
    /// The no-progress clock does not parse or is past the rules' limit.
    #[error("bad no-progress clock")]
    BadClock,
    /// The rules field does not parse.
    #[error("bad rules field: {0}")]
    Rules(#[from] RulesError),
    /// A seat still in the game without exactly one king.
    #[error("{0} is in the game but does not have exactly one king")]
    KingCount(Seat),
    /// An eliminated seat with pieces on the board.
    #[error("{0} is eliminated but has pieces on the board")]
    EliminatedOnBoard(Seat),
    /// The seat to move is eliminated.
    #[error("{0} is eliminated and cannot be on move")]
    EliminatedToMove(Seat),
    /// An army that the seed's army (4 pawns, rook, bishop, knight, king, 4 Amazons in reserve) cannot
    /// become by promotions.
    #[error("{0} has more pieces than its army can have")]
    TooManyPieces(Seat),
    /// A pawn standing on its own promotion rank.
    #[error("a pawn stands on its promotion rank at {0}")]
    PawnOnLastRank(Square),
}

/// Why move text was refused by [`Position::parse_move`](crate::Position::parse_move).
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum MoveParseError {
    /// Not `pass`, nor two squares with an optional `=X` promotion suffix.
    #[error("a move is `pass` or two squares like `d1d3`, with `=A` (or N, B, R) for a promotion")]
    Syntax,
    /// The promotion letter names no promotion piece.
    #[error("{0:?} is not a promotion piece (A, R, B, N)")]
    BadPromotion(char),
    /// A well-formed move that is not legal here.
    #[error("{0} is not a legal move here")]
    Illegal(Move),
    /// A pawn reaches its last rank and the rules offer several pieces: say which.
    #[error("{0}: say which piece the pawn becomes (=A, =R, =B or =N)")]
    MissingPromotion(Move),
    /// A well-formed action of the tarot-objectives variant (a draw, a choice, a declaration, Death's
    /// return, a retirement) that is not legal here.
    #[error("not a legal action here")]
    IllegalAction,
}

/// Why a take-back vote or a take-back was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TakeBackError {
    /// Zero plies, or more plies than the record holds.
    #[error("cannot take back {asked} plies, the record holds {available}")]
    BadPlyCount {
        /// Plies asked for.
        asked: usize,
        /// Plies that can be taken back.
        available: usize,
    },
    /// The voter is eliminated (only players still in the game vote).
    #[error("{0} is not in the game and cannot vote")]
    NotAVoter(Seat),
    /// The voter has voted already.
    #[error("{0} has voted already")]
    AlreadyVoted(Seat),
    /// The vote has not (yet) reached an absolute majority in favour.
    #[error("the take-back has no absolute majority")]
    NotApproved,
    /// The record changed since the vote was opened.
    #[error("the game moved on since the vote was opened")]
    StaleVote,
}
