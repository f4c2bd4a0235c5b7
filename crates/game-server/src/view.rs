//! What a seat (or a spectator) is sent of a table's game: the game's own `View` for that seat (everything it
//! may know, nothing more: its legal moves, its picture, the history with every ply it may not know hidden,
//! the position only in games without hidden information) and the SVG picture of that view.

use abstract_game::PlayerId;
use abstract_game::svg::SvgOptions;
use game_runtime::dyn_game::DynGame;
use serde_json::Value;

/// The view of `seat` (`None`: a spectator) of `game`, as JSON.
pub(crate) fn view_of(game: &dyn DynGame, seat: Option<PlayerId>) -> Value {
    serde_json::to_value(game.view(seat)).unwrap_or(Value::Null)
}

/// The SVG picture `seat` (`None`: a spectator) may see, at the table's default size.
pub(crate) fn svg_of(game: &dyn DynGame, seat: Option<PlayerId>) -> Option<String> {
    game.svg(seat, &SvgOptions::default())
}
