//! Slider (rook, bishop, queen) attacks: fast magic lookups for 8x8, the
//! naive ray walk they are tested against, and a ray walk for wide boards.

use crate::{Bitboard64, BoardSize, Coord, Direction, Square, WideBitboard, magic, ray};

/// The squares a rook on `sq` attacks given the `occupied` squares: along
/// each rank and file up to and including the first occupied square. Whether
/// `sq` itself is in `occupied` does not matter. A fancy magic bitboard
/// lookup (one multiplication, one table read).
///
/// ```
/// # use board_core::{rook_attacks, Bitboard64, Square};
/// let blockers = Bitboard64::from_square(Square::D6) | Bitboard64::from_square(Square::F4);
/// let attacks = rook_attacks(Square::D4, blockers);
/// assert!(attacks.contains(Square::D6) && !attacks.contains(Square::D7));
/// assert_eq!(attacks.count(), 2 + 3 + 2 + 3); // d5 d6, d3 d2 d1, e4 f4, c4 b4 a4
/// ```
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard64) -> Bitboard64 {
    magic::rook(sq.index(), occupied)
}

/// The squares a bishop on `sq` attacks given the `occupied` squares (see
/// [`rook_attacks`]).
#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard64) -> Bitboard64 {
    magic::bishop(sq.index(), occupied)
}

/// The squares a queen on `sq` attacks: rook and bishop attacks combined.
#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard64) -> Bitboard64 {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// Walks each ray from `sq`, stopping after the first occupied square.
fn walk_attacks(sq: Square, occupied: Bitboard64, dirs: &[Direction]) -> Bitboard64 {
    let mut attacks = Bitboard64::EMPTY;
    for &dir in dirs {
        let mut cur = sq.step(dir);
        while let Some(to) = cur {
            attacks.insert(to);
            if occupied.contains(to) {
                break;
            }
            cur = to.step(dir);
        }
    }
    attacks
}

/// Rook attacks by walking the four rays square by square: the slow,
/// obviously correct reference that [`rook_attacks`] is tested against.
pub fn rook_attacks_naive(sq: Square, occupied: Bitboard64) -> Bitboard64 {
    walk_attacks(sq, occupied, &Direction::ORTHOGONAL)
}

/// Bishop attacks by walking the four diagonal rays: the reference for
/// [`bishop_attacks`].
pub fn bishop_attacks_naive(sq: Square, occupied: Bitboard64) -> Bitboard64 {
    walk_attacks(sq, occupied, &Direction::DIAGONAL)
}

/// Queen attacks by walking all eight rays: the reference for
/// [`queen_attacks`].
pub fn queen_attacks_naive(sq: Square, occupied: Bitboard64) -> Bitboard64 {
    walk_attacks(sq, occupied, &Direction::ALL)
}

/// Slider attacks on a board of any size up to 192 squares: along each of
/// `dirs` from `from`, up to and including the first square in `occupied`.
/// A plain ray walk; cache or precompute per game in hot loops.
///
/// ```
/// # use board_core::{slider_attacks_wide, BoardSize, Coord, Direction, WideBitboard};
/// let size = BoardSize::SIEGE;
/// let a1 = Coord::parse_on("a1", size).unwrap();
/// let attacks = slider_attacks_wide(a1, &Direction::ORTHOGONAL, WideBitboard::EMPTY, size);
/// assert_eq!(attacks.count(), 11 + 15); // the rest of rank 1 and file a
/// ```
pub fn slider_attacks_wide(
    from: Coord,
    dirs: &[Direction],
    occupied: WideBitboard,
    size: BoardSize,
) -> WideBitboard {
    let mut attacks = WideBitboard::EMPTY;
    for &dir in dirs {
        for to in ray(from, dir, size) {
            let index = size.index(to);
            if index >= WideBitboard::CAPACITY {
                break;
            }
            attacks.insert(index);
            if occupied.contains(index) {
                break;
            }
        }
    }
    attacks
}

#[cfg(test)]
mod tests {
    use super::*;

    type AttackFn = fn(Square, Bitboard64) -> Bitboard64;

    /// Every subset of every square's relevant-blocker mask, plus the same
    /// subsets with every irrelevant square occupied: the magic lookups agree
    /// with the ray walk on all of them.
    #[test]
    fn magic_matches_naive_exhaustively() {
        for (index, rook_mask, bishop_mask) in magic::masks() {
            let sq = Square::ALL[index];
            let cases: [(u64, AttackFn, AttackFn); 2] = [
                (rook_mask, rook_attacks, rook_attacks_naive),
                (bishop_mask, bishop_attacks, bishop_attacks_naive),
            ];
            for (mask, magic_fn, naive_fn) in cases {
                let mut subset = 0u64;
                loop {
                    for occupied in [Bitboard64(subset), Bitboard64(subset | !mask)] {
                        let expected = naive_fn(sq, occupied);
                        assert_eq!(magic_fn(sq, occupied), expected, "{sq} {occupied:x}");
                    }
                    subset = subset.wrapping_sub(mask) & mask;
                    if subset == 0 {
                        break;
                    }
                }
            }
        }
    }
}
