//! Refusals: every error the server answers with, as a code a client can act on and a message naming the
//! field or rule. Never anything from another seat's secrets, a token or the generator.

use serde::Serialize;

/// What kind of refusal, as the protocol's `code` field writes it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Code {
    /// The message is not JSON, or not an object.
    BadJson,
    /// The message's `type` is none the protocol knows.
    UnknownType,
    /// A field is missing or of the wrong type or value; the message names it.
    BadField,
    /// The message is longer than the size limit.
    TooLarge,
    /// Too many messages from this connection; this one was dropped.
    RateLimited,
    /// No table has this id (or invite code).
    NoSuchTable,
    /// The table is private: it needs its invite code.
    Private,
    /// The seat is taken, or is no seat a person may join.
    SeatTaken,
    /// The token is missing, unknown, or not for this table.
    BadToken,
    /// The connection has no seat at a table (it must `sit` first), or watches only.
    NotSeated,
    /// The game reads the move but this seat may not play it now.
    NotYourTurn,
    /// The text is not a legal move here.
    IllegalMove,
    /// The take-back or vote was refused by the rules or the state of the vote.
    TakeBack,
    /// The game is over.
    GameOver,
    /// The store failed: nothing was changed; try again.
    Store,
}

/// A refused request: nothing changed.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error, Serialize)]
#[error("{message}")]
pub struct Refusal {
    /// What kind.
    pub code: Code,
    /// Which field or rule, in words.
    pub message: String,
}

impl Refusal {
    /// A refusal of this kind with this message.
    pub fn new(code: Code, message: impl Into<String>) -> Refusal {
        Refusal { code, message: message.into() }
    }
}
