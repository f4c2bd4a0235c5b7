//! Scoring: each player scores |bid - tricks won| penalty points, doubled after a méchoune and quadrupled
//! after a choune; over a whole game the lowest total wins, ties shared.

/// The penalty points of one player for one hand: `|bid - won| x multiplier` (1, 2 or 4).
///
/// ```
/// // The seed's example: North bid 2 and made 1 -> 1 point; doubled 2, quadrupled 4.
/// assert_eq!(batarde_cards::penalty(2, 1, 1), 1);
/// assert_eq!(batarde_cards::penalty(2, 1, 2), 2);
/// assert_eq!(batarde_cards::penalty(2, 1, 4), 4);
/// ```
pub const fn penalty(bid: u8, won: u8, multiplier: u32) -> u32 {
    (bid.abs_diff(won) as u32) * multiplier
}
