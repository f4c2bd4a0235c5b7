//! Random full hands per second, single thread: `cargo run --release -p batarde-cards --example random_hands
//! [players] [cards] [hands] [seed]` (defaults: 4 players, 7 cards, 2 000 000 hands, seed 1). The run is
//! deterministic for a given seed, so instruction counts compare exactly:
//! `valgrind --tool=callgrind target-cards/release/examples/random_hands 4 7 100000`.

use std::time::Instant;

use abstract_game::{PlayerId, Xoshiro256};
use batarde_cards::{Hand, Phase};

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let players = args.first().copied().unwrap_or(4);
    let cards = args.get(1).copied().unwrap_or(7);
    let hands = args.get(2).copied().unwrap_or(2_000_000);
    let start = Hand::new(players, cards, PlayerId::from_const(0)).expect("a valid table");
    let seed = args.get(3).copied().unwrap_or(1);
    let mut rng = Xoshiro256::seed_from_u64(seed as u64);
    let mut plies = 0;
    let mut bids = 0;
    let clock = Instant::now();
    for _ in 0..hands {
        let mut hand = start;
        plies += hand.play_random(&mut rng);
        debug_assert_eq!(hand.phase(), Phase::Over);
        bids += std::hint::black_box(&hand).tricks_played();
    }
    let seconds = clock.elapsed().as_secs_f64();
    #[allow(clippy::cast_precision_loss)]
    let (per_second, per_hand) = (hands as f64 / seconds, plies as f64 / hands as f64);
    println!(
        "{players} players x {cards} cards: {hands} random hands in {seconds:.2} s = {per_second:.0} hands/s \
         ({per_hand:.1} moves per hand incl. deal and auction; {bids} tricks)"
    );
}
