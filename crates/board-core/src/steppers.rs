//! Leaper and stepper attacks: knight, king and pawn tables for 8x8, and a
//! generic stepper for any board size.

use crate::{Bitboard64, BoardSize, Coord, Direction, Square, WideBitboard};

/// The eight knight jumps as `(df, dr)`.
pub const KNIGHT_DELTAS: [(i8, i8); 8] =
    [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
/// The eight king steps as `(df, dr)`, clockwise from north.
pub const KING_DELTAS: [(i8, i8); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];

static KNIGHT: [Bitboard64; 64] = build_stepper(&KNIGHT_DELTAS);
static KING: [Bitboard64; 64] = build_stepper(&KING_DELTAS);
/// `PAWN[i][sq]` for the forward directions `N`, `E`, `S`, `W`
/// (`Direction::ORTHOGONAL` order).
static PAWN: [[Bitboard64; 64]; 4] = [
    build_stepper(&[(-1, 1), (1, 1)]),
    build_stepper(&[(1, 1), (1, -1)]),
    build_stepper(&[(-1, -1), (1, -1)]),
    build_stepper(&[(-1, 1), (-1, -1)]),
];

/// For every square, the set of on-board squares at the given offsets.
const fn build_stepper(deltas: &[(i8, i8)]) -> [Bitboard64; 64] {
    let mut table = [Bitboard64::EMPTY; 64];
    let mut s = 0;
    while s < 64 {
        let mut i = 0;
        while i < deltas.len() {
            if let Some(to) = Square::ALL[s].offset(deltas[i].0, deltas[i].1) {
                table[s] = table[s].with(to);
            }
            i += 1;
        }
        s += 1;
    }
    table
}

/// The squares a knight on `sq` attacks.
///
/// ```
/// # use board_core::{knight_attacks, Square};
/// let targets: Vec<Square> = knight_attacks(Square::A1).into_iter().collect();
/// assert_eq!(targets, [Square::C2, Square::B3]);
/// ```
pub fn knight_attacks(sq: Square) -> Bitboard64 {
    KNIGHT[sq.index()]
}

/// The squares a king on `sq` attacks.
pub fn king_attacks(sq: Square) -> Bitboard64 {
    KING[sq.index()]
}

/// The squares a pawn on `sq` moving towards `forward` attacks: the two
/// diagonal neighbours ahead of it.
///
/// `forward` is `N` for White's pawns and `S` for Black's; `E` and `W` serve
/// sideways-moving pawns (as in four-player chess). A diagonal `forward` has
/// no meaning for pawns and gives the empty set.
///
/// ```
/// # use board_core::{pawn_attacks, Bitboard64, Direction, Square};
/// assert_eq!(
///     pawn_attacks(Direction::N, Square::A2),
///     Bitboard64::from_square(Square::B3)
/// );
/// ```
pub fn pawn_attacks(forward: Direction, sq: Square) -> Bitboard64 {
    match forward {
        Direction::N => PAWN[0][sq.index()],
        Direction::E => PAWN[1][sq.index()],
        Direction::S => PAWN[2][sq.index()],
        Direction::W => PAWN[3][sq.index()],
        _ => Bitboard64::EMPTY,
    }
}

/// The squares of a `size` board reached from `from` by each `(df, dr)` of
/// `deltas`, for leapers on any board up to 192 squares (computed on the
/// fly; cache the result per square in hot loops).
///
/// ```
/// # use board_core::{stepper_attacks_wide, BoardSize, Coord, KNIGHT_DELTAS};
/// let size = BoardSize::SIEGE;
/// let a1 = Coord::parse_on("a1", size).unwrap();
/// let set = stepper_attacks_wide(a1, &KNIGHT_DELTAS, size);
/// let b3 = size.index("b3".parse().unwrap());
/// let c2 = size.index("c2".parse().unwrap());
/// assert_eq!(set.iter().collect::<Vec<_>>(), [c2, b3]);
/// ```
pub fn stepper_attacks_wide(from: Coord, deltas: &[(i8, i8)], size: BoardSize) -> WideBitboard {
    let mut set = WideBitboard::EMPTY;
    for &(df, dr) in deltas {
        if let Some(to) = from.offset(df, dr).and_then(|c| size.checked_index(c))
            && to < WideBitboard::CAPACITY
        {
            set.insert(to);
        }
    }
    set
}
