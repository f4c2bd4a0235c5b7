//! The observation tensor for learning code ([`abstract_game::ObservationTensor`]).
//!
//! Shape `[planes, rows, 4]`: the dark squares only, 4 to a row (`rows` = 8, or 7 on the Lasca board, whose
//! rows alternate 4 and 3 squares: the 4th cell of a 3-square row is always 0). Row 0 is the observing
//! seat's first rank, and each row runs left to right as that seat sees the board: the board is turned round
//! for Black, so the observer always plays up the tensor. "Own" means the observing seat's colour.
//!
//! | plane | stacking presets (16 planes) | Russian (8 planes) |
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
//! | 12 / 4 | every cell 1 when the observing seat is to move | same |
//! | 13 / 5 | quiet plies / the quiet-ply limit (0 when off), every cell | same |
//! | 14 / 6 | (repetitions of this position - 1) / 2, every cell | same |
//! | 15 / 7 | plies played / the ply limit (0 when off), every cell | same |
//!
//! Columns are summed up by their counts and their next piece; the order of the pieces deeper down (which
//! decides who commands after two more captures) is not in the tensor. Lasca's 11 pieces a side are scaled by
//! 12 like the others.

use abstract_game::{ObservationTensor, PlayerId, TensorLengthError, TensorShape, check_tensor_len};

use crate::column::Kind;
use crate::position::Position;
use crate::rules::Board;
use crate::square::Colour;

/// Board planes of the stacking presets (before the four whole-board planes).
const STACKING_PLANES: usize = 12;
/// Board planes of Russian draughts.
const FLAT_PLANES: usize = 4;
/// The whole-board planes: to move, quiet plies, repetitions, plies played.
const GLOBAL_PLANES: usize = 4;

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

impl Position {
    fn planes(&self) -> usize {
        GLOBAL_PLANES + if self.rules().stacking() { STACKING_PLANES } else { FLAT_PLANES }
    }
}

impl ObservationTensor for Position {
    fn observation_shape(&self) -> TensorShape {
        let rows = usize::from(self.rules().board().size());
        TensorShape::new(&[self.planes(), rows, 4]).unwrap_or(TensorShape::flat(0))
    }

    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        check_tensor_len(self.observation_shape(), out)?;
        let board = self.rules().board();
        let plane = usize::from(board.size()) * 4;
        let observer = Colour::from_player_id(seat).unwrap_or(Colour::White);
        let stacking = self.rules().stacking();
        out.fill(0.0);
        let offset = |colour: Colour, kind: Kind| {
            usize::from(colour != observer) * 2 + usize::from(kind == Kind::King)
        };
        let cells = &CELLS[usize::from(board == Board::Seven)][observer.index()];
        // The commander planes straight from the bitboards, a few instructions a piece: writing the
        // tensor must cost less than generating the moves, which works on whole bitboards at once.
        let (own, opponent) = match observer {
            Colour::White => (self.white, self.black),
            Colour::Black => (self.black, self.white),
        };
        let boards = [own & !self.kings, own & self.kings, opponent & !self.kings, opponent & self.kings];
        for (p, mut bb) in boards.into_iter().enumerate() {
            while bb != 0 {
                let bit = bb.trailing_zeros() as usize;
                bb &= bb - 1;
                out[p * plane + usize::from(cells[bit])] = 1.0;
            }
        }
        let mut occupied = if stacking { self.white | self.black } else { 0 };
        while occupied != 0 {
            let bit = occupied.trailing_zeros() as usize;
            occupied &= occupied - 1;
            let column = self.columns[bit >> 1];
            if column.height() > 1 {
                let cell = usize::from(cells[bit]);
                for piece in column.prisoners() {
                    out[(4 + offset(piece.colour, piece.kind)) * plane + cell] += 1.0 / 12.0;
                }
                if let Some(next) = column.get(column.height() - 2) {
                    out[(8 + offset(next.colour, next.kind)) * plane + cell] = 1.0;
                }
            }
        }
        let first = if stacking { STACKING_PLANES } else { FLAT_PLANES } * plane;
        let to_move = if self.side_to_move() == observer { 1.0 } else { 0.0 };
        let quiet =
            self.rules().quiet_limit().map_or(0.0, |limit| f32::from(self.quiet_plies()) / f32::from(limit));
        // At most 3 occurrences: the third ends the game.
        let repeated = f32::from(u8::try_from(self.repetitions() - 1).unwrap_or(u8::MAX)) / 2.0;
        let plies =
            self.rules().ply_limit().map_or(0.0, |limit| f32::from(self.plies_played()) / f32::from(limit));
        for (i, value) in [to_move, quiet, repeated, plies].into_iter().enumerate() {
            out[first + i * plane..first + (i + 1) * plane].fill(value);
        }
        // Cells that are no square of a 3-square Lasca row stay 0 in every plane.
        if board == Board::Seven {
            for p in 0..self.planes() {
                for row in (1..7).step_by(2) {
                    out[p * plane + row * 4 + 3] = 0.0;
                }
            }
        }
        Ok(())
    }
}
