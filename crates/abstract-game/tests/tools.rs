//! The generic tools (perft, playouts, chance sampling, checked play) on the toy games.

mod toys;

use abstract_game::{
    Game, PlayError, PlayerId, Status, Xoshiro256, perft, perft_divide, perft_with_undo, random_playout,
    random_playout_into, sample_chance,
};
use toys::high_card::HighCard;
use toys::nim3::{Nim3, NimMove};
use toys::tictactoe::{Cell, TicTacToe};

/// Nodes per ply of the full tic-tac-toe game tree, a well-known published sequence (OEIS A008907's
/// companion; e.g. "9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872").
const TICTACTOE_PERFT: [u64; 10] = [1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872];

#[test]
fn perft_counts_the_tictactoe_tree() {
    let game = TicTacToe::new();
    for (depth, &expected) in TICTACTOE_PERFT.iter().enumerate() {
        assert_eq!(perft(&game, depth as u32), expected, "depth {depth}");
    }
    // Every game is over after nine plies.
    assert_eq!(perft(&game, 10), 0);
}

#[test]
fn perft_with_undo_agrees_and_restores() {
    let mut game = TicTacToe::new();
    let before = game.clone();
    for (depth, &expected) in TICTACTOE_PERFT.iter().enumerate().take(7) {
        assert_eq!(perft_with_undo(&mut game, depth as u32), expected, "depth {depth}");
    }
    assert_eq!(game, before);
}

#[test]
fn perft_divide_splits_by_first_move() {
    let game = TicTacToe::new();
    let divide = perft_divide(&game, 2);
    assert_eq!(divide.len(), 9);
    assert!(divide.iter().all(|&(_, n)| n == 8));
    assert!(perft_divide(&game, 0).is_empty());
}

#[test]
fn perft_counts_chance_outcomes_as_plies() {
    // Three stones, worked by hand: seat 0 takes 1, 2 or 3 (3 nodes). Taking 3 ends the game; after 1 or 2 the
    // wind blows 0 or 1 (4 nodes). Then: 2 left -> takes 1, 2 (2); 1 left -> take 1 (1); 1 left -> take 1 (1);
    // 0 left -> over (0): 4 nodes.
    let game = Nim3::new(3);
    assert_eq!(perft(&game, 1), 3);
    assert_eq!(perft(&game, 2), 4);
    assert_eq!(perft(&game, 3), 4);
}

#[test]
fn checked_play_rejects_with_typed_errors() {
    let mut game = TicTacToe::new();
    game.play(Cell(4)).unwrap();
    assert_eq!(game.play(Cell(4)), Err(PlayError::IllegalMove));
    // Seat 0 just moved: it is seat 1's turn.
    let seat0 = PlayerId::from_const(0);
    let seat1 = PlayerId::from_const(1);
    assert_eq!(
        game.play_as(seat0, Cell(0)),
        Err(PlayError::NotYourTurn { seat: seat0, to_move: Some(seat1) })
    );
    assert_eq!(game.play_as(seat1, Cell(0)), Ok(()));

    let mut nim = Nim3::new(2);
    nim.play(NimMove::Take(1)).unwrap();
    assert_eq!(nim.status(), Status::Chance);
    assert_eq!(nim.play_as(seat1, NimMove::Take(1)), Err(PlayError::ChanceNode));
    assert_eq!(nim.play(NimMove::Take(1)), Err(PlayError::IllegalMove));
    nim.play(NimMove::Wind(1)).unwrap();
    assert!(nim.status().is_over());
    assert_eq!(nim.play(NimMove::Take(1)), Err(PlayError::GameOver));
    assert!(nim.outcome().unwrap().is_draw(), "the wind took the last stone");
}

#[test]
fn parse_move_rejects_bad_text() {
    let game = TicTacToe::new();
    for bad in ["", "d1", "a4", "a", "a1x", "é1"] {
        assert!(game.parse_move(bad).is_err(), "{bad:?}");
    }
    assert_eq!(game.parse_move("c2"), Ok(Cell(5)));
}

#[test]
fn random_playouts_finish_with_an_outcome() {
    let mut rng = Xoshiro256::seed_from_u64(42);
    for _ in 0..200 {
        let mut game = TicTacToe::new();
        let playout = random_playout(&mut game, &mut rng, 100);
        assert!((5..=9).contains(&playout.plies), "{} plies", playout.plies);
        assert!(playout.outcome.is_some());
        assert!(game.status().is_over());
    }
}

#[test]
fn random_playout_stops_at_the_ply_limit() {
    let mut game = TicTacToe::new();
    let playout = random_playout(&mut game, &mut Xoshiro256::seed_from_u64(1), 3);
    assert_eq!(playout.plies, 3);
    assert_eq!(playout.outcome, None);
}

#[test]
fn random_playout_into_plays_the_same_game_with_the_callers_list() {
    // The caller's list may hold anything: the playout regenerates into it before every draw.
    let mut moves: abstract_game::arrayvec::ArrayVec<Cell, 10> = [Cell(0); 3].into_iter().collect();
    for seed in 0..50 {
        let (mut a, mut b) = (TicTacToe::new(), TicTacToe::new());
        let playout = random_playout(&mut a, &mut Xoshiro256::seed_from_u64(seed), 100);
        let plies = random_playout_into(&mut b, &mut Xoshiro256::seed_from_u64(seed), 100, &mut moves);
        assert_eq!(plies, playout.plies);
        assert_eq!(a, b, "seed {seed}");
    }
    let mut game = TicTacToe::new();
    assert_eq!(random_playout_into(&mut game, &mut Xoshiro256::seed_from_u64(1), 2, &mut moves), 2);
    assert_eq!(game.status(), Status::ToMove(PlayerId::from_const(0)));
}

#[test]
fn chance_sampling_follows_the_exact_odds() {
    let mut game = Nim3::new(5);
    game.play(NimMove::Take(1)).unwrap();
    let mut rng = Xoshiro256::seed_from_u64(9);
    let trials = 30_000;
    let blown = (0..trials).filter(|_| sample_chance(&game, &mut rng) == Some(NimMove::Wind(1))).count();
    // Expected 10_000 (1/3); five standard deviations is about 408.
    assert!((9_600..=10_400).contains(&blown), "wind blew {blown} times");
}

#[test]
fn uniform_default_probability_for_deals() {
    let game = HighCard::new();
    let moves = game.legal_moves();
    assert_eq!(moves.len(), 3);
    for &mv in &moves {
        let p = game.chance_probability(mv);
        assert_eq!((p.numerator(), p.denominator()), (1, 3));
    }
}
