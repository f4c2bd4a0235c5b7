//! Every game through the `traditional-games` registry: list the games and presets, load one by name behind
//! the erased game, and let a bot (any seat kind of the `games` tool) play every seat to the end.
//!
//! `cargo run -p examples --example registry -- siege-paris two-player "mcts:300"`

use traditional_games::abstract_game::{PlayerId, Status, Xoshiro256};
use traditional_games::{Bot, games, load};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let name = args.first().map_or("bashnya", String::as_str);
    let preset = args.get(1).map_or("russian", String::as_str);
    let kind = args.get(2).map_or("bot:50", String::as_str);

    for game in games() {
        let presets: Vec<&str> = game.presets.iter().map(|p| p.name).collect();
        println!("{:18} {} [{}]", game.name, game.about, presets.join(", "));
    }

    // Any game by name: moves in and out as the game's notation, whatever the game.
    let mut game = load(name, preset)?;
    let mut bots = PlayerId::all(game.num_players())
        .map(|seat| Bot::new(name, kind, seat, 1))
        .collect::<Result<Vec<_>, _>>()?;
    let mut dice = Xoshiro256::seed_from_u64(2);
    let mut plies = 0;
    while game.status() != Status::Over && plies < 2_000 {
        match game.status() {
            Status::ToMove(seat) => {
                let choice = bots[seat.index()].choose(game.as_ref())?;
                game.play_text(Some(seat), &choice.mv)?;
            }
            // Nature's turn (a roll, a card dealt): drawn with its probability.
            _ => {
                game.play_random(&mut dice);
            }
        }
        plies += 1;
    }
    println!("{}", game.pretty());
    let seats = PlayerId::all(game.num_players()).map(|s| game.seat_name(s)).collect::<Vec<_>>();
    match game.outcome() {
        Some(outcome) => println!("{plies} plies; scores {:?} for {seats:?}", outcome.scores()),
        None => println!("stopped after {plies} plies"),
    }
    Ok(())
}
