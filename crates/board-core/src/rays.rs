//! Precomputed 8x8 ray, between and line tables.
//!
//! All tables are `static`s filled by `const fn`s at compile time, so there
//! is no runtime initialisation and they work in `no_std`. They are statics
//! rather than consts so that a runtime index reads the one copy in the
//! binary instead of materialising the whole array.

use crate::{Bitboard64, Direction, Square};

/// `RAYS[dir][sq]`: the squares strictly beyond `sq` in `dir` to the edge.
static RAYS: [[Bitboard64; 64]; 8] = build_rays();
/// `BETWEEN[a][b]`: the squares strictly between two aligned squares.
static BETWEEN: [[Bitboard64; 64]; 64] = build_between_or_line(false);
/// `LINE[a][b]`: the whole edge-to-edge line through two aligned squares.
static LINE: [[Bitboard64; 64]; 64] = build_between_or_line(true);

/// Walks from `sq` in `dir` to the edge, excluding `sq`.
pub(crate) const fn walk(sq: Square, dir: Direction) -> Bitboard64 {
    let mut bb = Bitboard64::EMPTY;
    let mut cur = sq.step(dir);
    while let Some(next) = cur {
        bb = bb.with(next);
        cur = next.step(dir);
    }
    bb
}

const fn build_rays() -> [[Bitboard64; 64]; 8] {
    let mut table = [[Bitboard64::EMPTY; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut s = 0;
        while s < 64 {
            table[d][s] = walk(Square::ALL[s], Direction::ALL[d]);
            s += 1;
        }
        d += 1;
    }
    table
}

#[allow(clippy::large_stack_arrays, reason = "only ever evaluated at compile time")]
const fn build_between_or_line(line: bool) -> [[Bitboard64; 64]; 64] {
    let mut table = [[Bitboard64::EMPTY; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let from = Square::ALL[a];
        let mut d = 0;
        while d < 8 {
            let dir = Direction::ALL[d];
            let full = Bitboard64(walk(from, dir).0 | walk(from, dir.opposite()).0).with(from);
            let mut passed = Bitboard64::EMPTY;
            let mut cur = from.step(dir);
            while let Some(to) = cur {
                table[a][to.index()] = if line { full } else { passed };
                passed = passed.with(to);
                cur = to.step(dir);
            }
            d += 1;
        }
        a += 1;
    }
    table
}

/// The squares strictly beyond `sq` in direction `dir`, up to the edge.
///
/// ```
/// # use board_core::{ray_bitboard, Bitboard64, Direction, Square};
/// let ray = ray_bitboard(Square::F6, Direction::NE);
/// assert_eq!(ray, Bitboard64::from_square(Square::G7) | Bitboard64::from_square(Square::H8));
/// ```
pub fn ray_bitboard(sq: Square, dir: Direction) -> Bitboard64 {
    RAYS[dir.index()][sq.index()]
}

/// The squares strictly between `a` and `b` if they share a rank, file or
/// diagonal; empty otherwise (and for `a == b` or neighbours).
///
/// ```
/// # use board_core::{between, Square};
/// assert_eq!(between(Square::A1, Square::D4).count(), 2); // b2, c3
/// assert!(between(Square::A1, Square::B3).is_empty());
/// ```
pub fn between(a: Square, b: Square) -> Bitboard64 {
    BETWEEN[a.index()][b.index()]
}

/// The full edge-to-edge line through `a` and `b` (both included) if they
/// share a rank, file or diagonal; empty otherwise (and for `a == b`).
pub fn line(a: Square, b: Square) -> Bitboard64 {
    LINE[a.index()][b.index()]
}

/// Whether `c` lies on the line through `a` and `b` (pins, discovered checks).
/// False if `a` and `b` are not aligned.
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}
