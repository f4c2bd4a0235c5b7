//! Text: the position string and reading moves against a position.

use core::fmt;
use core::str::FromStr;

use crate::column::{Column, Piece};
use crate::error::{IllegalMove, MoveParseError, PositionError};
use crate::movegen::MoveList;
use crate::mv::{MAX_JUMPS, Move};
use crate::position::Position;
use crate::rules::{JumpRule, Rules};
use crate::square::{Colour, Geometry, Square};

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = match self.side {
            Colour::White => 'W',
            Colour::Black => 'B',
        };
        write!(f, "{side}:{}:{}:", self.rules, self.quiet)?;
        for (i, (sq, column)) in self.columns().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{sq}={column}")?;
        }
        Ok(())
    }
}

impl FromStr for Position {
    type Err = PositionError;

    fn from_str(text: &str) -> Result<Position, PositionError> {
        let mut fields = text.split(':');
        let (Some(side), Some(rules), Some(quiet), Some(columns), None) =
            (fields.next(), fields.next(), fields.next(), fields.next(), fields.next())
        else {
            return Err(PositionError::Fields);
        };
        let side = match side {
            "W" => Colour::White,
            "B" => Colour::Black,
            _ => return Err(PositionError::Turn),
        };
        let rules: Rules = rules.parse()?;
        if quiet.is_empty()
            || (quiet.len() > 1 && quiet.starts_with('0'))
            || !quiet.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(PositionError::Counter);
        }
        let quiet: u16 = quiet.parse().map_err(|_| PositionError::Counter)?;
        let mut pos = Position::empty(rules);
        pos.side = side;
        pos.quiet = quiet;
        let (mut white, mut black) = (0u32, 0u32);
        let limit = rules.pieces_per_side();
        if !columns.is_empty() {
            for entry in columns.split(',') {
                let (square, pieces) = entry.split_once('=').ok_or(PositionError::Column)?;
                let sq = Square::parse_on(square, rules.board()).map_err(PositionError::Square)?;
                if !pos.columns[sq.index()].is_empty() {
                    return Err(PositionError::Duplicate(sq));
                }
                if pieces.is_empty() {
                    return Err(PositionError::Piece);
                }
                if !rules.stacking() && pieces.chars().nth(1).is_some() {
                    return Err(PositionError::NoStacking(sq));
                }
                let mut column = Column::EMPTY;
                for letter in pieces.chars() {
                    let piece = Piece::from_letter(letter).ok_or(PositionError::Piece)?;
                    let count = match piece.colour {
                        Colour::White => &mut white,
                        Colour::Black => &mut black,
                    };
                    *count += 1;
                    if *count > limit {
                        return Err(PositionError::TooManyPieces(piece.colour));
                    }
                    // At most 2 * 12 = 24 pieces in all, so the column never overflows.
                    column = column.with_commander(piece);
                }
                // A man commanding on its promotion row is a state no game reaches, under any preset: a man
                // arriving there is crowned (fogliaccio's man passing through carries on and leaves the row),
                // and a prisoner is never freed there, since a column on the first or last row cannot be
                // jumped (the landing square would be off the board).
                if let Some(top) = column.commander()
                    && !top.is_king()
                    && Geometry::of(rules.board()).promotion[top.colour.index()] >> sq.bit() & 1 == 1
                {
                    return Err(PositionError::ManOnPromotionRow(sq));
                }
                pos.columns[sq.index()] = column;
            }
        }
        pos.refresh_all();
        Ok(pos)
    }
}

impl Position {
    /// The squares a capture along `landings` from `from` jumps, replaying the captures as the rules take
    /// effect (at once, or at the end of the move); `None` if a leg is not a diagonal over exactly one piece
    /// onto an empty square. Sorted under non-stacking rules, like [`Move::jumped_squares`].
    pub(crate) fn jumped_along(
        &self,
        from: Square,
        landings: &[Square],
    ) -> Option<arrayvec::ArrayVec<Square, MAX_JUMPS>> {
        let mut occ = (self.white | self.black) & !(1u64 << from.bit());
        let mut removed = [0u8; 32];
        let mut taken = arrayvec::ArrayVec::<Square, MAX_JUMPS>::new();
        let mut at = from;
        for &landing in landings {
            let (df, dr) = (
                i16::from(landing.file()) - i16::from(at.file()),
                i16::from(landing.rank()) - i16::from(at.rank()),
            );
            if df == 0 || df.abs() != dr.abs() {
                return None;
            }
            let (sf, sr) = (df.signum(), dr.signum());
            let mut victim = None;
            for k in 1..df.abs() {
                let sq = Square::new(
                    (i16::from(at.file()) + k * sf) as u8,
                    (i16::from(at.rank()) + k * sr) as u8,
                )?;
                if occ >> sq.bit() & 1 == 1 {
                    if victim.is_some() {
                        return None;
                    }
                    victim = Some(sq);
                }
            }
            let victim = victim?;
            if occ >> landing.bit() & 1 == 1 {
                return None;
            }
            taken.try_push(victim).ok()?;
            if self.rules.jump_rule() != JumpRule::TurkishStrike {
                removed[victim.index()] += 1;
                if removed[victim.index()] >= self.columns[victim.index()].height() {
                    occ &= !(1u64 << victim.bit());
                }
            }
            at = landing;
        }
        if !self.rules.stacking() {
            taken.sort_unstable();
        }
        Some(taken)
    }

    /// Reads a move in the notation `Display` prints (`c3-d4`, `c3:e5:c7`) against this position. A capture
    /// may also be written with its start and end only (`c3:c7`) when exactly one legal capture matches, and
    /// a king's capture with other landing squares than the ones `Display` chose, when they take the same
    /// pieces in the same order (the same move by the identity rule).
    ///
    /// ```
    /// use bashnya::{Position, Rules};
    /// let pos = Position::start(Rules::bashni());
    /// assert_eq!(pos.parse_move("c3-d4").unwrap().to_string(), "c3-d4");
    /// assert!(pos.parse_move("c3-c4").is_err());
    /// ```
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        let board = self.rules.board();
        let squares = |sep: char| {
            text.split(sep).map(|s| Square::parse_on(s, board).map_err(MoveParseError::NotASquare))
        };
        // Filled in place: a returned list would be copied whole (7.7 KB).
        let mut moves = MoveList::new();
        self.legal_moves_into(&mut moves);
        if text.contains('-') {
            let mut it = squares('-');
            let (Some(from), Some(to), None) = (it.next(), it.next(), it.next()) else {
                return Err(MoveParseError::Malformed);
            };
            let (from, to) = (from?, to?);
            // The reason is worked out only on the error path: a legal move costs one list search.
            return moves
                .iter()
                .copied()
                .find(|m| !m.is_capture() && m.from() == from && m.to() == to)
                .ok_or_else(|| MoveParseError::Illegal(self.reason(Move::quiet(from, to), &moves)));
        }
        if !text.contains(':') {
            return Err(MoveParseError::Malformed);
        }
        let mut path = arrayvec::ArrayVec::<Square, { MAX_JUMPS + 1 }>::new();
        for sq in squares(':') {
            // More landings than a move can have (12 jumps): no legal move is that long.
            path.try_push(sq?).map_err(|_| MoveParseError::Illegal(IllegalMove::NoSuchMove))?;
        }
        let (from, landings) = path.split_first().ok_or(MoveParseError::Malformed)?;
        if landings.is_empty() {
            return Err(MoveParseError::Malformed);
        }
        let exact = moves
            .iter()
            .copied()
            .find(|m| m.is_capture() && m.from() == *from && m.landings().eq(landings.iter().copied()));
        if let Some(mv) = exact {
            return Ok(mv);
        }
        if landings.len() > 1
            && let Some(taken) = self.jumped_along(*from, landings)
        {
            // Another way to land between the same captures: the same move by the identity rule.
            let to = landings[landings.len() - 1];
            let same = moves.iter().copied().find(|m| {
                m.is_capture()
                    && m.from() == *from
                    && m.to() == to
                    && m.jumped_squares().eq(taken.iter().copied())
            });
            if let Some(mv) = same {
                return Ok(mv);
            }
        }
        if let [to] = landings {
            let mut matching =
                moves.iter().copied().filter(|m| m.is_capture() && m.from() == *from && m.to() == *to);
            match (matching.next(), matching.next()) {
                (Some(mv), None) => return Ok(mv),
                (Some(_), Some(_)) => return Err(MoveParseError::Ambiguous { from: *from, to: *to }),
                _ => {}
            }
        }
        Err(MoveParseError::Illegal(self.capture_reason(*from, landings, &moves)))
    }
}
