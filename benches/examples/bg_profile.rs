//! 2,000 seeded random classic (no cube) backgammon games, for instruction-count profiles.
fn main() {
    let rules = backgammon_nodice::Rules::from_preset("classic-nocube").expect("preset");
    let start = backgammon_nodice::Position::start(rules);
    let mut rng = abstract_game::Xoshiro256::seed_from_u64(9);
    let mut plies = 0;
    for _ in 0..2000 {
        let mut game = start.clone();
        plies += abstract_game::random_playout(&mut game, &mut rng, 1_000_000).plies;
    }
    println!("{plies}");
}
