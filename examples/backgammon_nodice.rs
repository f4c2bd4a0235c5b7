//! Backgammon without dice (the mover chooses its two numbers) and classic backgammon (dice are chance moves),
//! from one crate: play a few moves by hand, then a whole classic game at random, dice drawn with their odds.

use abstract_game::{Game, Status, Xoshiro256, random_playout};
use backgammon_nodice::{Position, Rules};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // No dice: White names the numbers it uses, then the checkers it moves.
    let mut nodice = Position::start(Rules::from_preset("nodice")?);
    nodice.play(nodice.parse_move("3-1: 8/5 6/5")?)?;
    println!("{}", nodice.pretty());
    println!("Black may answer with {} distinct plays", nodice.legal_moves().len());

    // Classic dice: the roll is a chance node with its probability; the mover then plays the roll.
    let mut classic = Position::start(Rules::from_preset("classic")?);
    assert_eq!(classic.status(), Status::Chance);
    let roll = classic.parse_move("6-5")?;
    println!("P(6-5) = {}", classic.chance_probability(roll));
    classic.play(roll)?;
    println!("6-5 has {} distinct plays", classic.legal_moves().len());
    classic.play(classic.parse_move("24/13")?)?;

    // The rest at random: `random_playout` draws each roll with its odds and a legal play uniformly.
    let mut rng = Xoshiro256::seed_from_u64(11);
    let playout = random_playout(&mut classic, &mut rng, 100_000);
    println!("{}", classic.pretty());
    let outcome = playout.outcome.ok_or("a random game ends long before 100 000 plies")?;
    println!("points per seat: {:?}", outcome.scores());
    Ok(())
}
