//! What one seat may know of a game: its history as it saw it ([`SeenMove`]) and its whole view ([`View`]),
//! the one description of a game state a front end sends to a seat.

use alloc::string::String;
use alloc::vec::Vec;

use abstract_game::{Outcome, PlayerId, Status};

/// One ply of the history as a seat may know it ([`DynGame::history_for`](super::DynGame::history_for)).
///
/// With the `serde` feature it serializes as `{"seat": 2, "outOfTurn": false, "move": "7S"}`, `"move": null`
/// when the seat may not know the move.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct SeenMove {
    /// The seat that played it; `None` for nature (a roll, a card dealt). Who acts is always public.
    pub seat: Option<PlayerId>,
    /// Whether it was played out of turn.
    pub out_of_turn: bool,
    /// The move in the game's notation; `None` when it is hidden from this seat (a card dealt to another
    /// seat, another seat's secret draw).
    #[cfg_attr(feature = "serde", serde(rename = "move"))]
    pub text: Option<String>,
}

/// Everything one seat (or a spectator) may know of a game state, and nothing more
/// ([`DynGame::view`](super::DynGame::view)): what a server sends each seat, what a page draws.
///
/// With the `serde` feature it serializes as JSON with camelCase fields:
///
/// ```json
/// { "game": "batarde-cards", "seat": 1, "seats": ["P1", "P2", "P3", "P4"],
///   "status": {"kind": "move", "seat": 2},
///   "version": 57,
///   "history": [{"seat": null, "outOfTurn": false, "move": "deal MD"},
///               {"seat": null, "outOfTurn": false, "move": null}],
///   "legalMoves": ["7S", "JS"],
///   "picture": "...",
///   "position": null,
///   "outcome": null }
/// ```
///
/// `status` is `{"kind": "move", "seat": N}`, `{"kind": "chance"}` or `{"kind": "over"}`; `outcome` is
/// `abstract_game`'s serde form of [`Outcome`] once the game is over.
#[derive(Clone, PartialEq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct View {
    /// The game's name ([`DynGame::name`](super::DynGame::name)).
    pub game: String,
    /// The seat this view is for; `None` for a spectator.
    pub seat: Option<PlayerId>,
    /// Every seat's name, in seat order.
    pub seats: Vec<String>,
    /// Who acts next (public to all).
    #[cfg_attr(feature = "serde", serde(serialize_with = "status_json"))]
    pub status: Status,
    /// The plies played so far (the history's length): a version number that grows with every move.
    pub version: usize,
    /// The history as this seat may know it ([`DynGame::history_for`](super::DynGame::history_for)).
    pub history: Vec<SeenMove>,
    /// What this seat may do now, on turn or out of turn, in notation; empty for a spectator.
    pub legal_moves: Vec<String>,
    /// The text picture of this seat's view ([`DynGame::pretty_for`](super::DynGame::pretty_for)); for a
    /// spectator the public picture (see [`DynGame::view`](super::DynGame::view)).
    pub picture: String,
    /// The position string, only in games without hidden information (it shows everything).
    pub position: Option<String>,
    /// The result, once the game is over.
    pub outcome: Option<Outcome>,
}

/// The status as `{"kind": "move", "seat": N}`, `{"kind": "chance"}` or `{"kind": "over"}`.
#[cfg(feature = "serde")]
#[allow(clippy::trivially_copy_pass_by_ref, reason = "serde's `serialize_with` passes a reference")]
fn status_json<S: serde::Serializer>(status: &Status, serializer: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeStruct;
    let (kind, seat) = match status {
        Status::ToMove(seat) => ("move", Some(seat)),
        Status::Chance => ("chance", None),
        Status::Over => ("over", None),
    };
    let mut out = serializer.serialize_struct("Status", 1 + usize::from(seat.is_some()))?;
    out.serialize_field("kind", kind)?;
    if let Some(seat) = seat {
        out.serialize_field("seat", seat)?;
    }
    out.end()
}
