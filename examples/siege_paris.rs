//! Assedio di Parigi: three seats on one board. Start, play two moves in the game's notation, show the
//! position string (the whole state, parsed back), then play random moves to the end.

use abstract_game::{Game, PlayerId, Xoshiro256, random_playout};
use siege_paris::{Position, Rules};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut game = Position::start(Rules::from_preset("standard")?);
    println!("{} seats, {} legal moves at the start", game.num_players(), game.legal_moves().len());

    // Yellow leaves the fortress by a gate; White demands a capture with `!`.
    game.play(game.parse_move("F1-c9")?)?;
    game.play(game.parse_move("b3-c4!")?)?;

    // A wrong move is a typed error saying why, never a panic.
    if let Err(e) = game.parse_move("a1-a9") {
        println!("refused a1-a9: {e}");
    }

    // The position string holds the whole state and reads back to the same position.
    let text = game.to_string();
    assert_eq!(text.parse::<Position>()?, game);
    println!("position: {text}");

    // Random moves for every seat to the end of the game (seeded: the same game every run).
    let mut rng = Xoshiro256::seed_from_u64(3);
    let playout = random_playout(&mut game, &mut rng, 100_000);
    println!("{}", game.pretty());
    let outcome = playout.outcome.ok_or("the game ends before 100 000 plies")?;
    for seat in PlayerId::all(game.num_players()) {
        println!("{:7} utility {:+.2}", game.seat_name(seat), outcome.utility(seat).unwrap_or(0.0));
    }
    println!("{} plies", playout.plies + 2);
    Ok(())
}
