//! Bashni (and Russian draughts, a preset of the same crate): start a game, parse and play a move, let MCTS
//! answer, then play random moves to the end and print the outcome.

use abstract_game::{Game, PlayerId, Status, Xoshiro256, random_move};
use bashnya::{Position, Rules};
use game_search::{Budget, MctsConfig, mcts};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // Every preset with its one line; the first is the default.
    for preset in Rules::PRESETS {
        println!("{:12} {}", preset.name, preset.about);
    }
    let mut game = Position::start(Rules::from_preset("russian")?);
    println!("{}", game.pretty());

    // Moves are read in the game's own notation; an illegal one is an error, never a panic.
    let opening = game.parse_move("c3-d4")?;
    game.play(opening)?;
    println!("played {opening}; {} replies", game.legal_moves().len());

    // Any `Game` can be searched: MCTS with random playouts picks Black's reply.
    let reply = mcts::choose_move(&game, Budget::Iterations(2_000), MctsConfig::default().with_seed(7))
        .ok_or("no legal move")?;
    game.play(reply)?;
    println!("MCTS answered {reply}");

    // Random moves to the end (a seeded generator: the same game every run).
    let mut rng = Xoshiro256::seed_from_u64(1);
    let mut plies = 2;
    while let Status::ToMove(_) = game.status() {
        let mv = random_move(&game, &mut rng).ok_or("a seat on turn always has a move")?;
        game.play(mv)?;
        plies += 1;
    }
    println!("{}", game.pretty());
    let outcome = game.outcome().ok_or("a finished game has an outcome")?;
    for seat in PlayerId::all(game.num_players()) {
        println!("{:5} rank {} after {plies} plies", game.seat_name(seat), outcome.rank(seat).unwrap_or(0));
    }
    Ok(())
}
