//! Il Bastardo, four-player chess: every seat is played by MCTS (game-search's, written for any `Game`) for
//! one round of the table, then the rest of the game at random.

use abstract_game::{Game, PlayerId, Status, Xoshiro256, random_playout};
use chess4_bastardo::{Position, Rules};
use game_search::{Budget, MctsConfig, mcts};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    for preset in Rules::PRESETS {
        println!("{:10} {}", preset.name, preset.about);
    }
    let mut game = Position::start(Rules::from_preset("standard")?);
    println!("{}", game.pretty());

    // One round: each of the four seats searches 500 MCTS iterations and plays its best move.
    for ply in 0..4u64 {
        let Status::ToMove(seat) = game.status() else { break };
        let config = MctsConfig::default().with_seed(ply);
        let mv = mcts::choose_move(&game, Budget::Iterations(500), config).ok_or("no legal move")?;
        println!("{} plays {mv}", game.seat_name(seat));
        game.play(mv)?;
    }
    println!("{}", game.pretty());

    // The rest at random; the outcome ranks the four seats.
    let mut rng = Xoshiro256::seed_from_u64(4);
    let playout = random_playout(&mut game, &mut rng, 100_000);
    let outcome = playout.outcome.ok_or("the game ends before 100 000 plies")?;
    for seat in PlayerId::all(game.num_players()) {
        println!("{:7} rank {}", game.seat_name(seat), outcome.rank(seat).unwrap_or(0));
    }
    Ok(())
}
