//! The example game of the README, move by move.

mod common;

use abstract_game::Status;
use chess4_bastardo::{GameHistory, Position, Seat};
use common::play;

#[test]
fn readme_example_game() {
    let mut pos = Position::default();
    // Four bishops take four rooks: Red's takes Yellow's, Blue's Green's, Yellow's Red's, Green's Blue's.
    play(&mut pos, &["a3f8", "h3c8", "h6c1", "a6f1"]);
    assert_eq!([pos.captured(Seat::Red), pos.captured(Seat::Blue)], [1, 1]);
    // No check: Red's king steps onto the diagonal of Yellow's bishop, and is taken.
    play(&mut pos, &["a1b2", "c8b7", "c1b2"]);
    assert!(pos.is_eliminated(Seat::Red));
    assert_eq!(pos.captured(Seat::Yellow), 8, "Red's rook, Red's king, and the six Red pieces left");
    assert_eq!(pos.piece_count(Seat::Yellow), 7 + 8);
    assert_eq!(pos.status(), Status::ToMove(Seat::Green.player_id()));
    assert_eq!(
        pos.to_string(),
        "gK2gPyP2yK/gNbBgP2yP1yN/1gP4yP1/gP6yP/7bP/6bP1/1yB3bP1bN/4bPgB1bK g - r 1,1,8,1 0 standard"
    );
    // If the three remaining players agree to stop here, the piece count ranks them.
    let mut game = GameHistory::new(pos);
    game.end_by_agreement().unwrap();
    assert_eq!(game.position().adjudicate().scores(), [4, 2, 1, 2]);
}
