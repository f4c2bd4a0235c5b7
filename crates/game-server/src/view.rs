//! What a seat (or a spectator) is sent of a table's game: the game's own `View` for that seat (everything it
//! may know, nothing more: its legal moves, its picture, the history with every ply it may not know hidden,
//! the position only in games without hidden information) and the SVG picture of that view.

use abstract_game::PlayerId;
use abstract_game::svg::SvgOptions;
use game_runtime::dyn_game::DynGame;
use serde_json::Value;
use traditional_games::DynPresentation;

/// The view of `seat` (`None`: a spectator) of `game`, as JSON.
pub(crate) fn view_of(game: &dyn DynGame, seat: Option<PlayerId>) -> Value {
    serde_json::to_value(game.view(seat)).unwrap_or(Value::Null)
}

/// The SVG picture `seat` (`None`: a spectator) may see, at the table's default size.
pub(crate) fn svg_of(game: &dyn DynGame, seat: Option<PlayerId>) -> Option<String> {
    game.svg(seat, &SvgOptions::default())
}

/// The parts of each of `seat`'s legal moves, in the order of its view's `legalMoves`: the names (the
/// `aria-label`s) of the elements of its SVG a person clicks, in order, to make the move (the registry's
/// `move_parts`; empty for a move no element stands for). A client holds no state it could compute them from
/// in a game with hidden information. Only the seat's own legal moves go in; a spectator gets none.
pub(crate) fn parts_of(
    game: &dyn DynGame,
    presentation: &dyn DynPresentation,
    seat: Option<PlayerId>,
) -> Vec<Vec<String>> {
    seat.map(|s| game.legal_moves_of(s).iter().map(|mv| presentation.move_parts(game, mv)).collect())
        .unwrap_or_default()
}
