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
//! before; as one value each the tensor is a quarter (stacking) to a half (Russian) smaller. Writing zeroes
//! the planes in one fill, then writes a 1 per commander (from the bitboards' set bits) and the column
//! values only under the columns of two or more pieces (a mask the position keeps up to date), so the cost
//! follows the pieces on the board: less than move generation in Russian midgames and in Stavropol, still
//! somewhat more at the start and in stacking midgames (see the crate README).
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
/// the observer's frame; board 0 is 8x8, 1 the Lasca board. Bits off the board map to cell 0 and are never
/// looked up (the bitboards hold only playable squares).
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

/// `DENSE_CELLS[board][observer][i]`: the cell of the square with dense index `i` (the tall-column mask's
/// numbering), as [`CELLS`] gives it for the square's bit.
static DENSE_CELLS: [[[u8; 32]; 2]; 2] = [dense_cells(0), dense_cells(1)];

const fn dense_cells(board: usize) -> [[u8; 32]; 2] {
    let mut table = [[0u8; 32]; 2];
    let mut i = 0;
    while i < 32 {
        // Dense index `rank * 4 + file / 2`, the file even on even ranks and odd on odd ones.
        let bit = i * 2 + (i / 4) % 2;
        table[0][i] = CELLS[board][0][bit];
        table[1][i] = CELLS[board][1][bit];
        i += 1;
    }
    table
}

/// `COUNT_VALUES[n]`: the value of a count of `n` pieces under a commander, `n / 12` (at most 23 pieces
/// lie under one). Read from a table: the same `f32` division, done once at compile time.
static COUNT_VALUES: [f32; 25] = {
    let mut values = [0.0; 25];
    let mut n: u8 = 0;
    while n < 25 {
        values[n as usize] = n as f32 / 12.0;
        n += 1;
    }
    values
};

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
        // Most values are 0: one fill (a `memset`, which uses the machine's widest stores; the crate itself
        // may not enable target features), then a 1 or a count only where a piece stands, found from the set
        // bits of the bitboards and of the tall-column mask. The cost follows the pieces on the board, not
        // the board's size. (Writing every cell from 32-bit masks, branch-free, measured slower.)
        planes.fill(0.0);
        let mut set = |index: usize, value: f32| {
            // Every index is below the planes' length (a plane holds every cell of the board).
            if let Some(cell) = planes.get_mut(index) {
                *cell = value;
            }
        };
        let cells = &CELLS[usize::from(board == Board::Seven)][observer.index()];
        let (own, opponent) = match observer {
            Colour::White => (self.white, self.black),
            Colour::Black => (self.black, self.white),
        };
        let commanders = [own & !self.kings, own & self.kings, opponent & !self.kings, opponent & self.kings];
        for (p, mut bb) in commanders.into_iter().enumerate() {
            while bb != 0 {
                let bit = bb.trailing_zeros() as usize & 63;
                bb &= bb - 1;
                set(p * plane + usize::from(cells[bit]), 1.0);
            }
        }
        if self.rules().stacking() {
            debug_assert_eq!(self.tall, self.tall_from_scratch(), "the tall-column mask is kept up to date");
            let dense_cells = &DENSE_CELLS[usize::from(board == Board::Seven)][observer.index()];
            // Counts come as [white men, white kings, black men, black kings]: the observer's first.
            let flip = usize::from(observer == Colour::Black) * 2;
            let mut tall = self.tall;
            while tall != 0 {
                let i = tall.trailing_zeros() as usize & 31;
                tall &= tall - 1;
                let Some((counts, next)) = self.columns[i].under_commander() else { continue };
                let cell = usize::from(dense_cells[i]);
                for (p, count) in counts.into_iter().enumerate() {
                    // A count of 0 is already there (the fill): most columns hold one or two kinds.
                    if count != 0 {
                        set((4 + (p ^ flip)) * plane + cell, COUNT_VALUES[count.min(24)]);
                    }
                }
                let p = usize::from(next.colour != observer) * 2 + usize::from(next.kind == Kind::King);
                set((8 + p) * plane + cell, 1.0);
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
