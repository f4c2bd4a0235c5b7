//! La Bâtarde, trick-taking with hidden hands: deal, show one seat's view (it never holds another hand), and
//! let every seat play by ISMCTS, which searches from the seat's observation only, for one bidding round.

use abstract_game::{Game, HiddenInformation, Status, Xoshiro256, random_move};
use batarde_cards::{Match, Rules};
use game_search::{Budget, IsmctsConfig, ismcts};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut game = Match::start(Rules::from_preset("4p")?);
    let mut rng = Xoshiro256::seed_from_u64(9);

    // The deal is chance: cards are drawn with their probabilities.
    while game.status() == Status::Chance {
        let card = random_move(&game, &mut rng).ok_or("a chance node has outcomes")?;
        game.play(card)?;
    }
    let Status::ToMove(first) = game.status() else { return Err("the deal leads to a bid".into()) };

    // What one seat sees: its own hand, the others' only as counts.
    println!("{}", game.pretty_for(first));

    // ISMCTS for each seat in turn: it reads `observe(seat)` and samples the hidden hands consistently.
    for round in 0..game.num_players() as u64 {
        let Status::ToMove(seat) = game.status() else { break };
        let observation = game.observe(seat);
        let config = IsmctsConfig::default().with_seed(round);
        let mv = ismcts::choose_move(&game, seat, Budget::Iterations(300), config).ok_or("no legal move")?;
        println!("{} ({} cards) plays {mv}", game.seat_name(seat), observation.hand().own_hand().len());
        game.play(mv)?;
    }
    println!("{}", game.pretty());
    Ok(())
}
