//! Typed errors for every input from outside: rules, position strings, moves, take-backs.

pub use abstract_game::NoSuchSeat;

use board_core::Square;

use crate::{Move, PieceKind, Seat};

/// Why a well-formed move or action may not be played now: the rule of Il Bastardo (or of "Bastardo a
/// obiettivi") it breaks, in the game's words. One enum for both games of the crate: the base game's
/// reasons, then the tarot variant's (the deal's steps, the objectives' powers and declarations).
///
/// [`Position::why_illegal`](crate::Position::why_illegal) and
/// [`TarotGame::why_illegal`](crate::tarot::TarotGame::why_illegal) give it (`None` for a legal move);
/// [`MoveParseError::Illegal`] carries it out of `parse_move`.
#[non_exhaustive]
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum IllegalMove {
    /// Nobody moves once the game is over.
    #[error("the game is over")]
    GameOver,
    /// The move starts on an empty square.
    #[error("there is no piece on {0}")]
    NoPiece(Square),
    /// The piece moved belongs to another seat.
    #[error("the piece on {square} is {owner}'s: you move only your own pieces")]
    NotYourPiece {
        /// The square of the piece.
        square: Square,
        /// Its owner.
        owner: Seat,
    },
    /// The seat named is out of the game (its king was taken, or it retired).
    #[error("{0} is out of the game and moves no more")]
    Eliminated(Seat),
    /// The seat named is not on turn.
    #[error("it is {to_move}'s turn, not {seat}'s")]
    NotYourTurn {
        /// The seat that tried to move.
        seat: Seat,
        /// The seat on turn.
        to_move: Seat,
    },
    /// The move lands on a piece of the mover's own.
    #[error("you cannot take your own piece on {0}")]
    OwnPiece(Square),
    /// The piece does not move that way, even on an empty board.
    #[error("a {0} does not move that way")]
    WrongWay(PieceKind),
    /// A line piece's path is blocked.
    #[error("the way is blocked")]
    Blocked,
    /// A pawn moving straight onto an occupied square (pawns take only diagonally).
    #[error("a pawn moves straight only onto empty squares, and takes diagonally")]
    PawnBlocked,
    /// A double step of a pawn that has moved already.
    #[error("only a pawn that has not moved yet may advance two squares")]
    PawnDoubleStep,
    /// A pawn moving diagonally onto an empty square with no en-passant right there.
    #[error("a pawn moves diagonally only to take, or en passant on the square a pawn just passed")]
    PawnNoCapture,
    /// A promotion piece named for a move that is no pawn reaching its last rank.
    #[error("only a pawn reaching its last rank is promoted")]
    NoPromotionHere,
    /// A promotion to a piece the rules do not offer.
    #[error("a pawn may not become a {0} under these rules (an Amazon only, unless promotion is free)")]
    PromotionNotAllowed(PieceKind),
    /// A pawn reaching its last rank without saying what it becomes.
    #[error("a pawn reaching its last rank must be promoted: say to which piece")]
    PromotionRequired,
    /// A pass while the seat has a move (and the voluntary pass is off).
    #[error("you may pass only when you have no move")]
    PassNotAllowed,
    /// Tarot variant: a board move, Death's return or a retirement during the deal.
    #[error("the deal is not over: the pieces do not move yet")]
    DealNotOver,
    /// Tarot variant: a deal action (a draw, a choice, a pick, a vote) once the pieces move.
    #[error("the deal is over: the pieces move now")]
    DealOver,
    /// Tarot variant: a card drawn is nature's outcome, never a seat's move; or a seat acting while a card
    /// is to be drawn.
    #[error("cards are drawn by chance, not chosen by a player")]
    ChanceOnly,
    /// Tarot variant: a card chosen that is not in the seat's hand.
    #[error("that card is not in your hand")]
    CardNotInHand,
    /// Tarot variant: a declaration with nothing to declare now (forced ones come at once; the parasite at
    /// the confirmation; 6, 7 and 8 at the confirmation or on any turn of the board game, costing no move).
    #[error("you have nothing to declare now")]
    NothingToDeclare,
    /// Tarot variant: a change of objective, offered only once, under a declared alliance, for an objective
    /// aimed at one's own partner ("se qualcuno ha un obiettivo che richiede specificamente di eliminare il
    /// giocatore con cui si è in coppia, è possibile cambiarlo").
    #[error(
        "a change is offered only under a declared alliance, once, for an objective aimed at your partner"
    )]
    ChangeNotOffered,
    /// Tarot variant: a pick that objective 9 may not make (9 itself, a Plague already held, a parasite
    /// under a declared alliance), or a pick when no 9 is to choose.
    #[error("objective 9 may not pick that objective now")]
    PickNotAllowed,
    /// Tarot variant: a vote with no vote on a new deal under way.
    #[error("there is no vote on a new deal now")]
    NoVote,
    /// Tarot variant: this step of the deal asks for another action (a choice, a declaration, a pick, a
    /// confirmation).
    #[error("this step of the deal asks for another action")]
    WrongStep,
    /// Tarot variant: Death put back while it is not waiting for its owner.
    #[error("your Death is not waiting to come back")]
    DeathNotHeld,
    /// Tarot variant: Death comes back only on an empty square.
    #[error("Death comes back only on an empty square, and {0} is not empty")]
    SquareOccupied(Square),
    /// Tarot variant: retiring is the Queen's when no king remains, or a lone Spectre King's.
    #[error("you may not retire: only the Queen when no king remains, or a Spectre King left alone")]
    RetireNotAllowed,
    /// Tarot variant: declared allies may not eliminate each other ("non è permesso eliminare il proprio
    /// alleato").
    #[error("you may not eliminate your ally")]
    AllyKing,
    /// Tarot variant: the Queen may not take a king standing in its own starting corner (the 4x4 quarter
    /// its army starts in).
    #[error(
        "the Queen may not take a king standing in its own starting corner (the 4x4 quarter it starts in)"
    )]
    KingOnCorner,
    /// Anything else: no such move here.
    #[error("no such move here")]
    NoSuchMove,
}

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
    /// A single word that is no preset name.
    #[error(
        "unknown rules preset (known: standard, free-promotion, short-en-passant, voluntary-pass; the tarot \
         variant adds redeal)"
    )]
    UnknownPreset,
    /// An option name that does not exist.
    #[error("bad rules option")]
    BadOption,
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
    Fields(usize),
    /// The board does not have eight ranks separated by `/`.
    #[error("the board needs 8 ranks separated by '/'")]
    RankCount,
    /// A rank does not describe exactly eight squares.
    #[error("rank {0} does not describe exactly 8 squares")]
    RankLength(u8),
    /// A character that starts no piece or empty run on the board.
    #[error("unexpected {0:?} on the board")]
    Board(char),
    /// The side to move is not one of `r b y g`.
    #[error("the side to move must be one of r, b, y, g")]
    Turn,
    /// The en-passant field does not parse.
    #[error("bad en-passant field")]
    EnPassant,
    /// An en-passant right whose pawn or passed square does not fit.
    #[error("en-passant right of {0} does not match its pawn")]
    InconsistentEnPassant(Seat),
    /// The eliminated field does not parse, or names a seat twice.
    #[error("bad eliminated field")]
    Eliminated,
    /// The captured counts are not four numbers of at most 255.
    #[error("bad captured-counts field")]
    Captured,
    /// The no-progress clock does not parse or is past the rules' limit.
    #[error("bad no-progress clock")]
    Counter,
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
    /// A well-formed move or action that is not legal here, and why.
    #[error("{0}")]
    Illegal(IllegalMove),
    /// A pawn reaches its last rank and the rules offer several pieces: say which.
    #[error("{0}: say which piece the pawn becomes (=A, =R, =B or =N)")]
    MissingPromotion(Move),
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
