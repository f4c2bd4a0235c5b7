//! Typed errors for every bad input: notation, rules, table sizes.

/// Text that is not a card (`RS`, `FH`, `DogC`, `CatD`, `RS*`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum CardParseError {
    /// Empty or truncated text.
    #[error("a card is a rank (R D C V F M J Dog Cat), a suit letter (S H D C) and an optional `*`")]
    Malformed,
    /// The rank is not one of R D C V F M J Dog Cat.
    #[error("unknown rank (expected R, D, C, V, F, M, J, Dog or Cat)")]
    UnknownRank,
    /// The suit is not one of S H D C.
    #[error("unknown suit (expected S, H, D or C)")]
    UnknownSuit,
    /// Text after the suit letter.
    #[error("text after the card")]
    TrailingText,
    /// A marked-pack card (`*`) in a one-pack game, or a card this deck does not have.
    #[error("this card is not in the deck of this game")]
    NotInDeck,
}

/// Text that is not a bid (`3S`, `0NT`, `2AT`, `4S*`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BidParseError {
    /// No number of tricks in front.
    #[error("a bid starts with a number of tricks")]
    MissingTricks,
    /// More than two digits.
    #[error("too many tricks")]
    TooManyTricks,
    /// The mode is not one of NT S H D C AT (with an optional `*`).
    #[error("unknown trump mode (expected NT, S, H, D, C or AT, optionally followed by `*`)")]
    UnknownMode,
}

/// Text that is not a move of this game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum MoveParseError {
    /// Empty text or an unknown shape.
    #[error(
        "not a move (expected a card, a bid, `deal <card>`, `dealer <seat>`, `<seat> mechoune <seat>` or `<seat> choune`)"
    )]
    Malformed,
    /// A card in the move is malformed or not in this deck.
    #[error(transparent)]
    Card(#[from] CardParseError),
    /// A bid in the move is malformed.
    #[error(transparent)]
    Bid(#[from] BidParseError),
    /// A seat name that is not at this table.
    #[error("unknown seat (expected P1..Pn, or N E S W at four players)")]
    Seat,
}

/// A preset name that is not one of [`Rules::PRESET_NAMES`](crate::Rules::PRESET_NAMES).
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("unknown rules preset (expected 3p, 4p, 5p, 6p or 7p)")]
pub struct UnknownPreset;

/// A table or hand that the rules do not allow.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RulesError {
    /// La Bâtarde seats 3 to 7 players at a table (8 play at two tables, see
    /// [`split_tables`](crate::split_tables)).
    #[error("a table seats 3 to 7 players, not {0}")]
    PlayerCount(usize),
    /// The cards per player do not fit the deck (36 cards for 3-4 players, 72 for 5-7), or are zero.
    #[error("{cards} cards each for {players} players do not fit the deck")]
    HandSize {
        /// Players at the table.
        players: usize,
        /// Cards asked per player.
        cards: usize,
    },
    /// The first dealer named is not at the table.
    #[error("seat {0} is not at the table")]
    NoSuchSeat(usize),
    /// Splitting players into two tables needs 6 to 8 players.
    #[error("two tables need 6 to 8 players, not {0}")]
    TwoTables(usize),
    /// A preset name that does not exist.
    #[error(transparent)]
    UnknownPreset(#[from] UnknownPreset),
}

/// A hand or match string that cannot be read, or describes no reachable kind of state.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum NotationError {
    /// Too few or too many fields, or a field of the wrong shape; `field` counts from 0.
    #[error("field {field} is malformed")]
    Field {
        /// The field.
        field: usize,
    },
    /// A card is malformed or not in the deck.
    #[error(transparent)]
    Card(#[from] CardParseError),
    /// A bid or contract is malformed.
    #[error(transparent)]
    Bid(#[from] BidParseError),
    /// The table or hand size is not allowed.
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// A card is in two places.
    #[error("a card is in two places")]
    DuplicateCard,
    /// The fields contradict each other (hand sizes, bids, tricks, phase).
    #[error("the fields are inconsistent: {0}")]
    Inconsistent(&'static str),
}
