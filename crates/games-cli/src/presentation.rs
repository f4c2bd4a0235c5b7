//! How a game presents itself to the tool beyond [`abstract_game::Game`]: the `traditional-games` registry's
//! [`Presentation`], written once for every front end.

pub use traditional_games::Ply;
pub use traditional_games::presentation::{Ballot, Colour, Presentation};
