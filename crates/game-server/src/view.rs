//! What a seat (or a spectator) is sent of a table's game: the `View` of the shared contract and the SVG of
//! that view. Built only from what the erased game gives a seat: its legal moves, its own picture and SVG,
//! the status, the outcome, and (in games without hidden information) the position and the history. In games
//! with hidden information the history's moves are shown only to the seat that made them; every other ply
//! (another seat's, nature's) is sent as hidden, since nothing here can tell which plies that seat may know.

use abstract_game::svg::SvgOptions;
use abstract_game::{PlayerId, Status};
use game_runtime::dyn_game::DynGame;
use serde_json::{Value, json};

/// The status as the protocol writes it.
pub(crate) fn status_json(status: Status) -> Value {
    match status {
        Status::ToMove(seat) => json!({"kind": "move", "seat": seat.index()}),
        Status::Chance => json!({"kind": "chance"}),
        Status::Over => json!({"kind": "over"}),
    }
}

/// The view of `seat` (`None`: a spectator) of `game`.
pub(crate) fn view_of(game: &dyn DynGame, seat: Option<PlayerId>) -> Value {
    let hidden = game.has_hidden_information();
    let seats: Vec<&str> = PlayerId::all(game.num_players()).map(|s| game.seat_name(s)).collect();
    let history: Vec<Value> = game
        .history()
        .into_iter()
        .map(|ply| {
            let shown = !hidden || (ply.seat.is_some() && ply.seat == seat);
            json!({
                "seat": ply.seat.map(PlayerId::index),
                "outOfTurn": ply.out_of_turn,
                "move": shown.then_some(ply.text),
            })
        })
        .collect();
    let legal_moves = seat.map(|s| game.legal_moves_of(s)).unwrap_or_default();
    let picture = match seat {
        Some(s) => game.pretty_for(s),
        None if !hidden => game.pretty(),
        // No public text picture exists in the erased game: the SVG is the spectator's picture.
        None => String::new(),
    };
    let outcome = game.outcome().and_then(|o| serde_json::to_value(o).ok());
    json!({
        "game": game.name(),
        "seat": seat.map(PlayerId::index),
        "seats": seats,
        "status": status_json(game.status()),
        "version": game.history_len(),
        "history": history,
        "legalMoves": legal_moves,
        "picture": picture,
        "position": (!hidden).then(|| game.position()),
        "outcome": outcome,
    })
}

/// The SVG picture `seat` (`None`: a spectator) may see, at the table's default size.
pub(crate) fn svg_of(game: &dyn DynGame, seat: Option<PlayerId>) -> Option<String> {
    game.svg(seat, &SvgOptions::default())
}
