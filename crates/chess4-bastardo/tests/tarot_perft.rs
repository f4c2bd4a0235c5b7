//! Perft of the tarot variant's deal, counted by hand from the rules (chance outcomes count as moves).

use abstract_game::perft;
use chess4_bastardo::tarot::{TarotGame, TarotRules};

/// Depth 1: Red's first card, one outcome per class (1..10, P, N, Q, K, major arcana).
/// Depth 2: a forced `declare` after 2, 9, 10 and P; `keep` after 1, 4, 5, N, Q, K; `keep` or `declare`
/// after the parasite (3) and after 6, 7, 8 (declaring them costs no move and is open at the deal); a
/// major arcanum's first replacement draw, 15 classes: 4 + 6 + 8 + 15 = 33.
/// Depth 3: after a `keep`, Blue's first card (15) for 1, 3, 4..8, N, Q, K (10 cards); after the parasite's
/// declaration its new draw (15); after 6's, 7's or 8's declaration the confirmation (1 each); after 2's
/// declaration its first second draw (15); 9's pick among the 13 objectives but 9; after 10's and P's
/// declarations the confirmation (1 each); after a major arcanum, every class drawn leads to one more draw
/// of 15: 150 + 15 + 3 + 15 + 13 + 2 + 225 = 423.
#[test]
fn deal_perft_counts_the_cards_and_the_decisions() {
    let game = TarotGame::start(TarotRules::standard());
    assert_eq!(perft(&game, 1), 15);
    assert_eq!(perft(&game, 2), 33);
    assert_eq!(perft(&game, 3), 423);
}
