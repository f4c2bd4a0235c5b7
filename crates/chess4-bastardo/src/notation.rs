//! The position string and the ASCII board.
//!
//! # Position string
//!
//! A FEN in the spirit of chess, for four colours: seven fields separated by single spaces.
//!
//! ```text
//! position   = board " " side " " en-passant " " eliminated " " captured " " clock " " rules
//! board      = rank "/" rank "/" rank "/" rank "/" rank "/" rank "/" rank "/" rank   ; rank 8 first
//! rank       = { piece | empty }                                  ; exactly 8 squares
//! empty      = "1" .. "8"                                         ; that many empty squares
//! piece      = colour kind
//! colour     = "r" | "b" | "y" | "g"                              ; Red, Blue, Yellow, Green
//! kind       = "K" | "N" | "B" | "R" | "A"                        ; king, knight, bishop, rook, Amazon
//!            | "P"                                                ; pawn that may still advance two squares
//!            | "p"                                                ; pawn that has moved
//! side       = colour                                             ; the seat to move
//! en-passant = "-" | right { "," right }                          ; in seat order
//! right      = colour square                                      ; the square that seat's pawn passed
//! eliminated = "-" | colour { colour }                            ; in elimination order, first out first
//! captured   = count "," count "," count "," count                ; Red, Blue, Yellow, Green
//! count      = decimal 0..255                                     ; pieces captured, credited armies included
//! clock      = decimal                                            ; plies since the last capture or pawn move
//! rules      = preset | option { "," option }                     ; see Rules' Display
//! preset     = "standard" | "free-promotion" | "short-en-passant" | "voluntary-pass"
//! option     = "first=" colour | "ep=" ("round" | "next") | "promotion=" ("amazon" | "free")
//!            | "pass=" ("forced" | "voluntary") | "rounds=" decimal | "repetition=" decimal
//! ```
//!
//! The start position:
//!
//! ```
//! use chess4_bastardo::{Position, notation::START};
//! assert_eq!(Position::default().to_string(), START);
//! assert_eq!(START.parse::<Position>()?, Position::default());
//! # Ok::<(), chess4_bastardo::PositionError>(())
//! ```
//!
//! Printing then reading gives the same position, and reading then printing the same string, for every
//! string the parser accepts that is written canonically (empty runs merged, fields as printed). The parser
//! also checks that the position makes sense: one king per seat still in the game, no pieces of eliminated
//! seats, each army no larger than the seed's army can become by promotion, no pawn on its promotion rank,
//! en-passant rights that match their pawn, at most 32 pieces (the four armies) on the board and captured together.

use core::fmt::{self, Write as _};
use core::str::FromStr;

use board_core::Square;

use crate::error::{IllegalMove, MoveParseError, PositionError};
use crate::{Move, PieceKind, Position, Rules, Seat, hash};

/// The start position string (standard rules, Red to move).
pub const START: &str = "gK1gRgPyPyR1yK/gN1gP2yP1yN/gBgP4yPyB/gP6yP/rP6bP/rBrP4bPbB/rN1rP2bP1bN/rK1rRrPbPbR1bK r - - \
                         0,0,0,0 0 standard";

/// Pieces of the four armies together: what the board and the captured counts can hold at most.
const ALL_PIECES: u32 = 4 * 8;

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8u8).rev() {
            let mut empty = 0;
            for file in 0..8u8 {
                let sq = Square::ALL[usize::from(rank * 8 + file)];
                match self.piece_at(sq) {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        let unmoved = self.unmoved & (1 << sq.index()) != 0;
                        let kind =
                            if piece.kind == PieceKind::Pawn && !unmoved { 'p' } else { piece.kind.letter() };
                        write!(f, "{}{kind}", piece.seat.letter())?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_char('/')?;
            }
        }
        write!(f, " {} ", self.to_move.letter())?;
        let mut any = false;
        for seat in Seat::ALL {
            if let Some(sq) = self.en_passant(seat) {
                if any {
                    f.write_char(',')?;
                }
                write!(f, "{}{sq}", seat.letter())?;
                any = true;
            }
        }
        if !any {
            f.write_char('-')?;
        }
        f.write_char(' ')?;
        let order = self.elimination_order();
        if order.is_empty() {
            f.write_char('-')?;
        }
        for seat in order {
            f.write_char(seat.letter())?;
        }
        let c = self.captured;
        write!(f, " {},{},{},{} {} {}", c[0], c[1], c[2], c[3], self.clock, self.rules)
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

impl FromStr for Position {
    type Err = PositionError;

    fn from_str(s: &str) -> Result<Position, PositionError> {
        let pos = Position::parse_unchecked(s)?;
        validate(&pos)?;
        if pos.clock > pos.no_progress_limit() {
            return Err(PositionError::Counter);
        }
        Ok(pos)
    }
}

impl Position {
    /// Reads the grammar without the sense checks (the tarot variant's armies and retired seats break some
    /// of them; it checks its own). The hash is computed.
    pub(crate) fn parse_unchecked(s: &str) -> Result<Position, PositionError> {
        let fields: arrayvec::ArrayVec<&str, 7> = {
            let mut out = arrayvec::ArrayVec::new();
            let mut n = 0;
            for field in s.split(' ') {
                n += 1;
                if out.try_push(field).is_err() {
                    return Err(PositionError::Fields(n));
                }
            }
            if n != 7 {
                return Err(PositionError::Fields(n));
            }
            out
        };
        let rules: Rules = fields[6].parse()?;
        let mut pos = Position::empty(rules);

        parse_board(&mut pos, fields[0])?;

        // Side to move.
        let mut side = fields[1].chars();
        pos.to_move = match (side.next(), side.next()) {
            (Some(c), None) if c.is_ascii_lowercase() => Seat::from_letter(c).ok_or(PositionError::Turn)?,
            _ => return Err(PositionError::Turn),
        };

        parse_eliminated(&mut pos, fields[3])?;
        parse_en_passant(&mut pos, fields[2])?;

        // Captured counts.
        let mut counts = fields[4].split(',');
        for seat in 0..4 {
            let text = counts.next().ok_or(PositionError::Captured)?;
            if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
                return Err(PositionError::Captured);
            }
            pos.captured[seat] = text.parse().map_err(|_| PositionError::Captured)?;
        }
        if counts.next().is_some() {
            return Err(PositionError::Captured);
        }

        // Clock.
        let clock = fields[5];
        if clock.is_empty() || !clock.bytes().all(|b| b.is_ascii_digit()) {
            return Err(PositionError::Counter);
        }
        pos.clock = clock.parse().map_err(|_| PositionError::Counter)?;
        pos.hash = hash::from_scratch(&pos);
        Ok(pos)
    }
}

/// The board field, rank 8 first.
fn parse_board(pos: &mut Position, board: &str) -> Result<(), PositionError> {
    let mut rank_count = 0u8;
    for (i, text) in board.split('/').enumerate() {
        if i >= 8 {
            return Err(PositionError::RankCount);
        }
        rank_count += 1;
        let rank = 7 - i as u8;
        let mut file = 0u8;
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                file += d as u8;
                if file > 8 {
                    return Err(PositionError::RankLength(rank + 1));
                }
                continue;
            }
            let seat =
                Seat::from_letter(c).filter(|_| c.is_ascii_lowercase()).ok_or(PositionError::Board(c))?;
            let k = chars.next().ok_or(PositionError::Board(c))?;
            let (kind, unmoved) = match k {
                'p' => (PieceKind::Pawn, false),
                'P' => (PieceKind::Pawn, true),
                _ => (
                    PieceKind::from_letter(k)
                        .filter(|_| k.is_ascii_uppercase())
                        .ok_or(PositionError::Board(k))?,
                    false,
                ),
            };
            let sq = Square::from_coords(file, rank).ok_or(PositionError::RankLength(rank + 1))?;
            pos.put(seat.index(), kind.index(), sq.index());
            if unmoved {
                pos.unmoved |= 1 << sq.index();
            }
            file += 1;
        }
        if file != 8 {
            return Err(PositionError::RankLength(rank + 1));
        }
    }
    if rank_count != 8 {
        return Err(PositionError::RankCount);
    }
    Ok(())
}

/// The eliminated seats, in order (read before the en-passant rights, which need them).
fn parse_eliminated(pos: &mut Position, field: &str) -> Result<(), PositionError> {
    if field != "-" {
        let mut order = 0u8;
        for c in field.chars() {
            let seat =
                Seat::from_letter(c).filter(|_| c.is_ascii_lowercase()).ok_or(PositionError::Eliminated)?;
            if pos.eliminated[seat.index()] != 0 || order == 4 {
                return Err(PositionError::Eliminated);
            }
            order += 1;
            pos.eliminated[seat.index()] = order;
        }
        if order == 0 {
            return Err(PositionError::Eliminated);
        }
    }
    Ok(())
}

/// The en-passant rights.
fn parse_en_passant(pos: &mut Position, field: &str) -> Result<(), PositionError> {
    if field != "-" {
        let mut last: Option<Seat> = None;
        for right in field.split(',') {
            let mut chars = right.chars();
            let c = chars.next().ok_or(PositionError::EnPassant)?;
            let seat =
                Seat::from_letter(c).filter(|_| c.is_ascii_lowercase()).ok_or(PositionError::EnPassant)?;
            if last.is_some_and(|l| l >= seat) {
                return Err(PositionError::EnPassant);
            }
            last = Some(seat);
            let sq: Square = chars.as_str().parse().map_err(|_| PositionError::EnPassant)?;
            let pawn = seat.push(board_core::Bitboard64::from_square(sq)).0;
            let pawns = pos.seats[seat.index()] & pos.kinds[PieceKind::Pawn.index()];
            if pos.is_eliminated(seat) || pawn & pawns == 0 || pos.occ() & (1 << sq.index()) != 0 {
                return Err(PositionError::InconsistentEnPassant(seat));
            }
            pos.ep[seat.index()] = sq.to_u8();
        }
    }
    Ok(())
}

/// The sense checks of the parser (see the module docs).
fn validate(pos: &Position) -> Result<(), PositionError> {
    // At least one seat is in: the base game ends when one is left (the tarot variant's Plague can take the
    // last two at once, so its own parser allows four).
    if pos.active_count() == 0 {
        return Err(PositionError::Eliminated);
    }
    if pos.is_eliminated(pos.to_move) {
        return Err(PositionError::EliminatedToMove(pos.to_move));
    }
    let mut total = 0;
    for seat in Seat::ALL {
        let own = pos.seats[seat.index()];
        let count = |kind: PieceKind| (own & pos.kinds[kind.index()]).count_ones();
        if pos.is_eliminated(seat) {
            if own != 0 {
                return Err(PositionError::EliminatedOnBoard(seat));
            }
        } else if count(PieceKind::King) != 1 {
            return Err(PositionError::KingCount(seat));
        }
        // Each pawn may have become one extra piece of any promotion kind, or an Amazon.
        let extra = |kind: PieceKind| count(kind).saturating_sub(1);
        let promoted = count(PieceKind::Pawn)
            + extra(PieceKind::Knight)
            + extra(PieceKind::Bishop)
            + extra(PieceKind::Rook)
            + count(PieceKind::Amazon);
        if promoted > 4 {
            return Err(PositionError::TooManyPieces(seat));
        }
        let pawns = own & pos.kinds[PieceKind::Pawn.index()] & seat.promotion_squares().0;
        if pawns != 0 {
            return Err(PositionError::PawnOnLastRank(Square::ALL[pawns.trailing_zeros() as usize]));
        }
        total += own.count_ones() + u32::from(pos.captured[seat.index()]);
    }
    if total > ALL_PIECES {
        return Err(PositionError::Captured);
    }
    Ok(())
}

impl Position {
    /// Reads a move in coordinate notation (`d1d3`, `a7a8=A`, `pass`; `d1-d3` and `d1xd3` too) and checks it
    /// is legal here. Under the Amazon-only promotion rule the `=A` may be left out. A refused move says why
    /// ([`MoveParseError::Illegal`], see [`Position::why_illegal`]).
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        // People write `a2-c1` or `a2xc1` (chess's long notation): the separator is dropped, so the squares
        // are read and a refused move says what is wrong with it, not that `1` is no promotion piece.
        // Squares in either case, as the promotion letter already is.
        let text = text.trim().to_ascii_lowercase();
        let text = match text.as_bytes().get(2) {
            Some(b'-' | b'x') if text.len() >= 5 => [&text[..2], &text[3..]].concat(),
            _ => text,
        };
        let mv: Move = text.parse()?;
        let legal = self.legal_moves();
        if legal.contains(&mv) {
            return Ok(mv);
        }
        if mv.promotion().is_none() && !mv.is_pass() {
            let mut promotions = legal.iter().filter(|m| m.from() == mv.from() && m.to() == mv.to());
            if let Some(&first) = promotions.next() {
                return if promotions.next().is_none() {
                    Ok(first)
                } else {
                    Err(MoveParseError::MissingPromotion(mv))
                };
            }
        }
        Err(MoveParseError::Illegal(self.why_illegal(mv).unwrap_or(IllegalMove::NoSuchMove)))
    }
}
