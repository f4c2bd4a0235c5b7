//! Il Bastardo (four-player chess) and its tarot-objectives variant: material per seat turned into a value per
//! seat for MCTS (ISMCTS for the variant, whose objectives are secret). Random playouts of four-player chess
//! run for hundreds of plies and say little; two rounds of random moves then the material count is far
//! stronger per iteration.

use chess4_bastardo::tarot::TarotGame;
use chess4_bastardo::{PieceKind, Position, Seat};
use game_search::RandomRollout;

use super::eval::{Score, pairwise};
use super::search::{ismcts, mcts};
use super::{Algo, Capabilities};

/// Two rounds of the four seats.
const PLAYOUT_PLIES: u32 = 8;
/// A lead of a rook (5 points) over another seat is worth `tanh(1)` ≈ 0.76 against it.
const VALUE_SCALE: f64 = 5.0;
/// An eliminated seat's strength: below any seat still in (the outcome ranks the eliminated last).
const ELIMINATED: f64 = -60.0;
/// UCT exploration (values in `[-1, 1]`).
const EXPLORATION: f64 = 1.0;

/// Piece values in pawns; the king's is what its capture costs beyond the game (it eliminates the seat),
/// counted through [`ELIMINATED`], so here only a little.
fn value(kind: PieceKind) -> f64 {
    match kind {
        PieceKind::Pawn => 1.0,
        PieceKind::Rook => 5.0,
        PieceKind::Amazon => 12.0,
        PieceKind::King => 2.0,
        // Knights, bishops, and kinds added later (the crate marks the enum non-exhaustive): a minor piece.
        _ => 3.0,
    }
}

/// A seat's strength: its material on the board, plus a little per piece captured (the adjudication counts
/// captures with the pieces); an eliminated seat is far below, the last eliminated highest.
pub fn strength(pos: &Position, seat: Seat) -> f64 {
    if pos.is_eliminated(seat) {
        let order = pos.elimination_order();
        let place = order.iter().position(|&s| s == seat).unwrap_or(0);
        #[allow(clippy::cast_precision_loss)] // At most four seats.
        return ELIMINATED + 5.0 * place as f64;
    }
    let own = pos.pieces(seat);
    let material: f64 =
        PieceKind::ALL.iter().map(|&k| f64::from((own & pos.pieces_of_kind(k)).count()) * value(k)).sum();
    material + 0.5 * f64::from(pos.captured(seat))
}

fn score(pos: &Position, values: &mut [f64]) {
    let strengths = Seat::ALL.map(|s| strength(pos, s));
    pairwise(&strengths, VALUE_SCALE, values);
}

/// The evaluator of MCTS for the base game.
pub fn evaluator() -> RandomRollout<Score<Position>> {
    RandomRollout { max_plies: PLAYOUT_PLIES, cut_off: score }
}

/// The evaluator of ISMCTS for the tarot variant: the board's material (the objectives are not weighed).
pub fn tarot_evaluator() -> RandomRollout<Score<TarotGame>> {
    RandomRollout { max_plies: PLAYOUT_PLIES, cut_off: |game, values| score(game.board(), values) }
}

/// Il Bastardo: MCTS (four seats: no alpha-beta).
pub fn capabilities() -> Capabilities<Position> {
    Capabilities {
        mcts: Some(|pos, setup| mcts(pos, setup, evaluator(), EXPLORATION)),
        best: |_| Algo::Mcts,
        no_alphabeta: "Il Bastardo has four seats",
        ..Capabilities::none()
    }
}

/// The tarot variant: ISMCTS (secret objectives).
pub fn tarot_capabilities() -> Capabilities<TarotGame> {
    Capabilities {
        ismcts: Some(|_, setup| ismcts(setup, tarot_evaluator(), EXPLORATION)),
        best: |_| Algo::Ismcts,
        hidden_information: true,
        no_alphabeta: "the tarot variant has four seats and secret objectives",
        ..Capabilities::none()
    }
}

#[cfg(test)]
#[allow(clippy::float_cmp)] // An exact zero: equal strengths.
mod tests {
    use chess4_bastardo::Rules;

    use super::*;

    #[test]
    fn the_start_is_even_for_every_seat() {
        let pos = Position::start(Rules::standard());
        let mut values = [1.0; 4];
        score(&pos, &mut values);
        assert_eq!(values, [0.0; 4]);
        assert!(strength(&pos, Seat::Red) > 5.0, "{}", strength(&pos, Seat::Red));
    }
}
