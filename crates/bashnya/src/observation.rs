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
//! planes are written whole, row by row from a table (16 bytes a row, branch-free, the same cost on any
//! board); the column planes are zeroed in one fill, then written only under the columns of two or more
//! pieces (a mask the position keeps up to date). Writing costs less than move generation in Russian
//! draughts and Stavropol at the start and in play, and still somewhat more at the other stacking presets'
//! starts and in their midgames (see the crate README).
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

/// `ROW_CELLS[turned][dark]`: the four cells of one board row from the row's dark squares, picked out of the
/// bitboard by a shift and `& 0x55` (bit `2k` is the row's `k`-th dark square from the a-file). One 16-byte
/// copy writes a row of a plane, zeros included. `turned` (1) lists the cells the other way round, for the
/// board seen from Black's side.
static ROW_CELLS: [[[f32; 4]; 0x56]; 2] = {
    let mut rows = [[[0.0; 4]; 0x56]; 2];
    let mut dark = 0;
    while dark < 0x56 {
        let mut k = 0;
        while k < 4 {
            if dark >> (2 * k) & 1 == 1 {
                rows[0][dark][k] = 1.0;
                rows[1][dark][3 - k] = 1.0;
            }
            k += 1;
        }
        dark += 1;
    }
    rows
};

/// `DENSE_CELLS[board][observer][i]`: the cell (row * 4 + position in the row) of the square with dense index
/// `i` (the tall-column mask's numbering) in the observer's frame; board 0 is 8x8, 1 the Lasca board, whose
/// indices past its 25 squares are never looked up.
static DENSE_CELLS: [[[u8; 32]; 2]; 2] = [dense_cells(8), dense_cells(7)];

const fn dense_cells(size: u8) -> [[u8; 32]; 2] {
    let mut table = [[0u8; 32]; 2];
    let mut i = 0;
    while i < 32 {
        // Dense index `rank * 4 + file / 2`, the file even on even ranks and odd on odd ones.
        let (rank, file) = ((i / 4) as u8, (i % 4 * 2 + i / 4 % 2) as u8);
        if rank < size && file < size {
            table[0][i] = rank * 4 + file / 2;
            table[1][i] = (size - 1 - rank) * 4 + (size - 1 - file) / 2;
        }
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

/// Writes the four commander planes of a board of `ROWS` rows (8, or 7 for Lasca) from the observer's
/// side (`BLACK`: the board turned round), whole, one row of four cells at a time from [`ROW_CELLS`]. Both
/// are constants, so the loops unroll and every shift is an immediate.
///
/// The dark squares of rank `r` are the files of `r`'s parity (`a1` is dark). Seen from Black, tensor row
/// `r` is rank `ROWS - 1 - r` with its files in reverse; on the 8x8 board that reverses a row's four dark
/// squares. On the 7x7 board an odd rank has three (files b, d, f): shifted so that they land on bits 2, 4
/// and 6 (bit 0 is then the rank below's 8th file, off the 7x7 board), reversed they fill cells 0-2 and leave
/// the 4th cell 0, as on White's side.
fn write_commanders<const ROWS: usize, const BLACK: bool>(commanders: [u64; 4], out: &mut [f32]) {
    let (rows, _) = out.as_chunks_mut::<4>();
    let (planes, _) = rows.as_chunks_mut::<ROWS>();
    let cells = &ROW_CELLS[usize::from(BLACK)];
    for (bb, plane) in commanders.into_iter().zip(planes) {
        for (r, row) in plane.iter_mut().enumerate() {
            let rank = if BLACK { ROWS - 1 - r } else { r };
            let shift = if BLACK && ROWS == 7 { 8 * rank - rank % 2 } else { 8 * rank + rank % 2 };
            *row = cells[(bb >> shift) as usize & 0x55];
        }
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
        // The four scalars.
        tail[0] = f32::from(u8::from(self.side_to_move() == observer));
        tail[1] =
            self.rules().quiet_limit().map_or(0.0, |limit| f32::from(self.quiet_plies()) / f32::from(limit));
        // At most 3 occurrences: the third ends the game.
        tail[2] = f32::from(u8::try_from(self.repetitions() - 1).unwrap_or(u8::MAX)) / 2.0;
        tail[3] =
            self.rules().ply_limit().map_or(0.0, |limit| f32::from(self.plies_played()) / f32::from(limit));
        // The commander planes are written whole, a row of four cells at a time from a table: branch-free,
        // with every shift and trip count fixed at compile time (see `write_commanders`). A fill followed by
        // a 1 per piece cost a mispredicted loop exit per plane; computing each cell from its bit measured
        // slower still.
        let (own, opponent) = match observer {
            Colour::White => (self.white, self.black),
            Colour::Black => (self.black, self.white),
        };
        let commanders = [own & !self.kings, own & self.kings, opponent & !self.kings, opponent & self.kings];
        let (commander_planes, column_planes) = planes.split_at_mut(4 * plane);
        match (board, observer) {
            (Board::Eight, Colour::White) => write_commanders::<8, false>(commanders, commander_planes),
            (Board::Eight, Colour::Black) => write_commanders::<8, true>(commanders, commander_planes),
            (Board::Seven, Colour::White) => write_commanders::<7, false>(commanders, commander_planes),
            (Board::Seven, Colour::Black) => write_commanders::<7, true>(commanders, commander_planes),
        }
        if self.rules().stacking() {
            debug_assert_eq!(self.tall, self.tall_from_scratch(), "the tall-column mask is kept up to date");
            // The column planes are mostly 0: one fill (a `memset`, which uses the machine's widest stores),
            // then values only under the columns of two or more pieces, from the position's mask of them.
            column_planes.fill(0.0);
            let mut set = |index: usize, value: f32| {
                // Every index is below the planes' length (a plane holds every cell of the board).
                if let Some(cell) = column_planes.get_mut(index) {
                    *cell = value;
                }
            };
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
                        set((p ^ flip) * plane + cell, COUNT_VALUES[count.min(24)]);
                    }
                }
                let p = usize::from(next.colour != observer) * 2 + usize::from(next.kind == Kind::King);
                set((4 + p) * plane + cell, 1.0);
            }
        }
        Ok(())
    }
}
