//! The observation tensor for learning code ([`abstract_game::ObservationTensor`]).
//!
//! A flat vector: board planes of the dark squares, `plane * rows * 4 + row * 4 + position in the row`
//! (`rows` = 8, or 7 on the Lasca board, whose rows alternate 4 and 3 squares: the 4th cell of a 3-square row
//! is always 0), then a tail of 4 scalars. Row 0 is the observing seat's first rank, and each row runs left to
//! right as that seat sees the board: the board is turned round for Black, so the observer always plays up the
//! tensor. "Own" means the observing seat's colour. A network that wants planes reshapes the first
//! `planes * rows * 4` values to `[planes, rows, 4]` and broadcasts the tail itself.
//!
//! | plane | stacking presets (12 planes) | Russian (4 planes) |
//! |---:|---|---|
//! | 0 | own man commands the square | same |
//! | 1 | own king commands the square | same |
//! | 2 | opponent's man commands the square | same |
//! | 3 | opponent's king commands the square | same |
//! | 4 | own men under the commander, / 12 | (not present) |
//! | 5 | own kings under the commander, / 12 | |
//! | 6 | opponent's men under the commander, / 12 | |
//! | 7 | opponent's kings under the commander, / 12 | |
//! | 8-11 | the piece right under the commander (the next to command): own man, own king, opponent's man, opponent's king | |
//!
//! | tail value | what |
//! |---:|---|
//! | 0 | 1 when the observing seat is to move |
//! | 1 | quiet plies / the quiet-ply limit (0 when off) |
//! | 2 | (repetitions of this position - 1) / 2 |
//! | 3 | plies played / the ply limit (0 when off) |
//!
//! Lengths: 388 (8x8 stacking presets), 132 (Russian), 340 (Lasca). The four scalars were whole planes
//! before; as one value each the tensor is a quarter (stacking) to a half (Russian) smaller. The commander
//! planes are written whole from the bitboards (a few shifts squeeze the dark squares into a 32-bit mask), so
//! writing costs the same whatever the number of pieces: far less than move generation in midgames, still a
//! little more at the start, where move generation is a few bitboard shifts (see the crate README).
//!
//! Columns are summed up by their counts and their next piece; the order of the pieces deeper down (which
//! decides who commands after two more captures) is not in the tensor. Lasca's 11 pieces a side are scaled by
//! 12 like the others.

use abstract_game::{ObservationTensor, PlayerId, TensorLengthError, TensorShape, check_tensor_len};

use crate::column::Kind;
use crate::position::Position;
use crate::rules::Board;
use crate::square::Colour;

/// Board planes of the stacking presets.
const STACKING_PLANES: usize = 12;
/// Board planes of Russian draughts.
const FLAT_PLANES: usize = 4;
/// The scalars after the planes: to move, quiet plies, repetitions, plies played.
const TAIL: usize = 4;

/// `CELLS[board][observer][bit]`: the cell (row * 4 + position in the row) of the square with that bit, in
/// the observer's frame; board 0 is 8x8, 1 the Lasca board.
static CELLS: [[[u8; 64]; 2]; 2] = [cells(8), cells(7)];

const fn cells(size: u8) -> [[u8; 64]; 2] {
    let mut table = [[0u8; 64]; 2];
    let mut bit = 0;
    while bit < 64 {
        let (file, rank) = ((bit % 8) as u8, (bit / 8) as u8);
        if file < size && rank < size {
            table[0][bit] = rank * 4 + file / 2;
            let (f, r) = (size - 1 - file, size - 1 - rank);
            table[1][bit] = r * 4 + f / 2;
        }
        bit += 1;
    }
    table
}

/// `CELL_BITS[i]`: the bit of cell `i` in a 32-bit cell mask.
static CELL_BITS: [u32; 32] = {
    let mut bits = [0; 32];
    let mut i = 0;
    while i < 32 {
        bits[i] = 1 << i;
        i += 1;
    }
    bits
};

/// The squares of `bb` (already in the observer's frame: a1 its first rank's left corner) as a 32-bit mask of
/// cells, bit `row * 4 + position in the row`: the dark squares squeezed out of the 64-bit board with a few
/// shifts and masks, no loop over the pieces.
#[inline]
const fn dense(bb: u64) -> u32 {
    // Dark squares sit on the even files of even ranks and the odd files of odd ranks: moving the odd ranks
    // one file left puts every dark square on an even bit, then the even bits are packed together.
    const ODD_RANKS: u64 = 0xFF00_FF00_FF00_FF00;
    let mut x = (bb & !ODD_RANKS) | ((bb & ODD_RANKS) >> 1);
    x &= 0x5555_5555_5555_5555;
    x = (x | x >> 1) & 0x3333_3333_3333_3333;
    x = (x | x >> 2) & 0x0F0F_0F0F_0F0F_0F0F;
    x = (x | x >> 4) & 0x00FF_00FF_00FF_00FF;
    x = (x | x >> 8) & 0x0000_FFFF_0000_FFFF;
    x = (x | x >> 16) & 0x0000_0000_FFFF_FFFF;
    x as u32
}

/// Writes a plane from its 32-bit cell mask: every cell is written (the plane needs no zeroing first), each
/// from a mask test against a constant bit, which the compiler turns into a few vector compares per plane;
/// the cost does not depend on how many pieces there are.
#[inline]
fn plane_of(plane: &mut [f32], cells: u32) {
    for (value, &bit) in plane.iter_mut().zip(&CELL_BITS) {
        *value = if cells & bit != 0 { 1.0 } else { 0.0 };
    }
}

impl Position {
    /// The number of board values: planes x rows x 4.
    fn board_values(&self) -> usize {
        let planes = if self.rules().stacking() { STACKING_PLANES } else { FLAT_PLANES };
        planes * usize::from(self.rules().board().size()) * 4
    }
}

impl ObservationTensor for Position {
    fn observation_shape(&self) -> TensorShape {
        TensorShape::flat(self.board_values() + TAIL)
    }

    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        check_tensor_len(self.observation_shape(), out)?;
        let board = self.rules().board();
        let plane = usize::from(board.size()) * 4;
        let observer = Colour::from_player_id(seat).unwrap_or(Colour::White);
        let (planes, tail) = out.split_at_mut(out.len() - TAIL);
        let (commanders, under) = planes.split_at_mut(FLAT_PLANES * plane);
        let cells = &CELLS[usize::from(board == Board::Seven)][observer.index()];
        // Black sees the board turned round: reversing the bits turns an 8x8 board; the 7x7 Lasca board sits
        // in the low corner, so after the reversal it moves back one rank and one file (9 bits).
        let turn = |bb: u64| match (observer, board) {
            (Colour::White, _) => bb,
            (Colour::Black, Board::Eight) => bb.reverse_bits(),
            (Colour::Black, Board::Seven) => bb.reverse_bits() >> 9,
        };
        let (own, opponent) = match observer {
            Colour::White => (self.white, self.black),
            Colour::Black => (self.black, self.white),
        };
        let boards = [own & !self.kings, own & self.kings, opponent & !self.kings, opponent & self.kings];
        for (bb, values) in boards.into_iter().zip(commanders.chunks_exact_mut(plane)) {
            plane_of(values, dense(turn(bb)));
        }
        if self.rules().stacking() {
            // The column planes are mostly zero: zeroed at once, then only the columns of two or more pieces
            // are written. Which columns those are comes from a branch-free pass over the 32 heights.
            under.fill(0.0);
            let mut tall = 0u32;
            for (i, column) in self.columns.iter().enumerate() {
                tall |= u32::from(column.height() > 1) << i;
            }
            // Counts come as [white men, white kings, black men, black kings]: the observer's first.
            let flip = usize::from(observer == Colour::Black) * 2;
            while tall != 0 {
                let dense = tall.trailing_zeros() as usize;
                tall &= tall - 1;
                let (counts, next) = self.columns[dense].under_commander();
                let Some(next) = next else { continue };
                // The dense index is the square's bit halved (one dark square per pair of files).
                let bit = dense * 2 + (dense / 4) % 2;
                let cell = usize::from(cells[bit & 63]);
                for (i, &count) in counts.iter().enumerate() {
                    // At most 24 pieces in a column.
                    under[(i ^ flip) * plane + cell] =
                        f32::from(u8::try_from(count).unwrap_or(u8::MAX)) / 12.0;
                }
                let p = usize::from(next.colour != observer) * 2 + usize::from(next.kind == Kind::King);
                under[(4 + p) * plane + cell] = 1.0;
            }
        }
        tail[0] = f32::from(u8::from(self.side_to_move() == observer));
        tail[1] =
            self.rules().quiet_limit().map_or(0.0, |limit| f32::from(self.quiet_plies()) / f32::from(limit));
        // At most 3 occurrences: the third ends the game.
        tail[2] = f32::from(u8::try_from(self.repetitions() - 1).unwrap_or(u8::MAX)) / 2.0;
        tail[3] =
            self.rules().ply_limit().map_or(0.0, |limit| f32::from(self.plies_played()) / f32::from(limit));
        Ok(())
    }
}
