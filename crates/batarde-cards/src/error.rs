//! Typed errors for every bad input: notation, rules, table sizes, and the rule a move breaks.

pub use abstract_game::NoSuchSeat;

use abstract_game::PlayerId;

use crate::card::{Card, Suit};

/// The suit's English name, for error sentences.
const fn suit_name(suit: Suit) -> &'static str {
    match suit {
        Suit::Spades => "Spades",
        Suit::Hearts => "Hearts",
        Suit::Diamonds => "Diamonds",
        Suit::Clubs => "Clubs",
    }
}

/// Why a well-formed move may not be made now: the rule of La Bâtarde it breaks, in the game's words.
///
/// [`Hand::why_illegal`](crate::Hand::why_illegal) and [`Match::why_illegal`](crate::Match::why_illegal)
/// give it for the seat the move belongs to (the seat on turn for bids and cards, the seat named in the move
/// for a méchoune or a choune); [`Hand::why_illegal_as`](crate::Hand::why_illegal_as) for a given seat.
/// [`MoveParseError::Illegal`] carries it out of `parse_move`.
#[non_exhaustive]
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum IllegalMove {
    /// The card played is not of the suit led, and the player holds a card of that suit.
    #[error("you must follow suit: {} were led and you hold some", suit_name(*.0))]
    MustFollowSuit(Suit),
    /// The player holds none of the suit led but holds trumps, and played something else ("fallar").
    #[error("you hold none of the suit led but hold trumps: you must trump")]
    MustTrump,
    /// The player could play a higher trump than every card already in the trick, and did not ("monter").
    #[error("you must overtrump: you hold a trump higher than every card in the trick")]
    MustOvertrump,
    /// All-trumps: the player could climb in the suit led (play higher than every card in the trick), and
    /// did not.
    #[error(
        "in All-trumps you must climb: you hold a higher card of the suit led than every card in the trick"
    )]
    MustClimb,
    /// The card is not in the hand of the seat on turn.
    #[error("{0} is not in your hand")]
    NotInHand(Card),
    /// The closing bid of the auction would make the bids add up to the tricks in the hand.
    #[error(
        "the hook rule: the last bid may not be {tricks}, which would make the bids add up to the tricks in the hand"
    )]
    HookRule {
        /// The tricks the hook rule forbids.
        tricks: u8,
    },
    /// A bid of more tricks than there are cards in each hand.
    #[error("a bid of {tricks} tricks is more than the {cards} cards in each hand")]
    TooManyTricks {
        /// Tricks bid.
        tricks: u8,
        /// Cards per player.
        cards: u8,
    },
    /// A change of trump mode after a méchoune, which locks the mode.
    #[error("the méchoune locked the trump mode: bid on the standing mode")]
    ModeLocked,
    /// A change of trump mode that is not stronger than the strongest standing bid.
    #[error("changing the trump mode needs a stronger bid: more tricks, or as many in a stronger mode")]
    WeakOvercall,
    /// The same trump mode with the other pack: the pack adds no strength, so it cannot change alone.
    #[error("the pack alone cannot change the contract: bid on the standing one")]
    PackAlone,
    /// A bid or card while the cards are still being dealt.
    #[error("the cards are still being dealt")]
    Dealing,
    /// A card played during the auction.
    #[error("the auction is not over: bid first")]
    Auction,
    /// A bid after the auction closed.
    #[error("the auction is over: play a card")]
    AuctionOver,
    /// A card dealt after the deal, or a card already dealt.
    #[error("that card is not left to deal")]
    NotInStock,
    /// A deal or a draw for the first dealer is nature's (a chance outcome), never a seat's move.
    #[error("cards are dealt and the first dealer drawn by chance, not by a player")]
    ChanceOnly,
    /// The first dealer is drawn by lot only at the start of a whole game.
    #[error("the first dealer is drawn by lot only at the start of a whole game")]
    NoDealerDraw,
    /// Cards, bids and doublings wait until the first dealer is drawn by lot.
    #[error("the first dealer must be drawn by lot first")]
    DrawDealerFirst,
    /// A méchoune outside the auction.
    #[error("the méchoune window is closed: a méchoune is made during the auction only")]
    MechouneWindowClosed,
    /// A second méchoune in the hand.
    #[error("there is only one méchoune per hand")]
    AlreadyMechouned,
    /// A méchoune of a seat that has no standing bid on the current mode.
    #[error("P{} has no standing bid to méchoune", .0.index() + 1)]
    NoStandingBid(PlayerId),
    /// A seat méchouning its own bid.
    #[error("a player cannot méchoune its own bid")]
    OwnBid,
    /// A choune by a seat whose bid was not méchouned (or when nobody was méchouned).
    #[error("only the player whose bid was méchouned may answer choune")]
    NotMechouned,
    /// A second choune.
    #[error("the choune was already answered")]
    AlreadyChouned,
    /// A choune after the first card was played.
    #[error("the choune window is closed: the first card has been played")]
    ChouneWindowClosed,
    /// A bid or card for a seat that is not on turn, or a doubling made in another seat's name.
    #[error("P{} may not make this move now (it is not on turn, or the move is another seat's)", .seat.index() + 1)]
    NotYourTurn {
        /// The seat that tried to act.
        seat: PlayerId,
    },
    /// The hand is over (every trick is played).
    #[error("the hand is over")]
    HandOver,
    /// The whole game is over.
    #[error("the game is over")]
    GameOver,
    /// Anything else: no such move at this table now.
    #[error("no such move here")]
    NoSuchMove,
}

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
    /// A well-formed move that may not be made here, and why.
    #[error("{0}")]
    Illegal(IllegalMove),
}

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
    #[error(transparent)]
    NoSuchSeat(#[from] NoSuchSeat),
    /// Splitting players into two tables needs 6 to 8 players.
    #[error("two tables need 6 to 8 players, not {0}")]
    TwoTables(usize),
    /// A preset name that is not one of [`Rules::PRESETS`](crate::Rules::PRESETS).
    #[error("unknown rules preset (expected 3p, 4p, 5p, 6p or 7p)")]
    UnknownPreset,
    /// A rules string option that is not `dealer=<seat>` (see [`Rules`](crate::Rules)' `Display`).
    #[error("a rules string is a preset (3p..7p), optionally followed by `,dealer=P<n>`")]
    BadOption,
}

/// A hand or match string that cannot be read, or describes no reachable kind of state.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
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
    /// A running total (match string, field 3) above what the hands finished so far can score: each hand
    /// scores a seat at most 4 x its cards (a whole bid missed, quadrupled), and no total is ever above
    /// [`Match::MAX_TOTAL`](crate::Match::MAX_TOTAL).
    #[error("field 3 (totals): the total of P{} is above {max}, more than the hands finished can score", .seat + 1)]
    Total {
        /// The seat (from 0).
        seat: usize,
        /// The most that seat's total can be here.
        max: u32,
    },
    /// A play (or finished) hand whose bids add up to the tricks in the hand: the closing bid broke the hook
    /// rule, so no auction reaches it.
    #[error(
        "field 6 (bids): the bids add up to the {tricks} tricks of the hand, which the hook rule forbids"
    )]
    HookRule {
        /// The tricks in the hand.
        tricks: u8,
    },
}
