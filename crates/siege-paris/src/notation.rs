//! The position string and move text (grammar on [`Position`] and [`Move`]).

use core::fmt::{self, Write as _};
use core::str::FromStr;

use board_core::Coord;

use crate::error::{MoveParseError, PositionError, RulesError};
use crate::fortress::{Fortress, Loc, POINTS, Point, SIZE};
use crate::mv::{Move, Turn};
use crate::piece::{Piece, PieceKind, Side};
use crate::position::Position;
use crate::rules::{Rules, parse_canonical};

/// Reads a place: `F1`..`F8` or `a1`..`l16`.
pub(crate) fn parse_loc(text: &str) -> Result<Loc, MoveParseError> {
    if let Some(digit) = text.strip_prefix('F') {
        return match digit.as_bytes() {
            [d @ b'1'..=b'8'] => {
                Point::new(usize::from(d - b'1')).map(Loc::point).ok_or(MoveParseError::BadLocation)
            }
            _ => Err(MoveParseError::BadLocation),
        };
    }
    let coord = Coord::parse_on(text, SIZE).map_err(|_| MoveParseError::BadLocation)?;
    Loc::from_coord(coord).ok_or(MoveParseError::BadLocation)
}

/// Reads move text into a move with the syntax's fields (the capture flag is left to the legal move).
pub(crate) fn parse_move_text(text: &str) -> Result<Move, MoveParseError> {
    if text == "pass" {
        return Ok(Move::Pass);
    }
    if let Some((kind, point)) = text.split_once('@') {
        let kind = match kind {
            "G" => PieceKind::General,
            "C" => PieceKind::Colonel,
            "S" => PieceKind::Soldier,
            _ => return Err(MoveParseError::Malformed),
        };
        let point = parse_loc(point)?.as_point().ok_or(MoveParseError::BadLocation)?;
        return Ok(Move::Place { kind, point });
    }
    let (body, demand) = match text.strip_suffix('!') {
        Some(body) => (body, true),
        None => (text, false),
    };
    let (from, to, capture) = match (body.split_once('-'), body.split_once('x')) {
        (Some((from, to)), None) => (from, to, false),
        (None, Some((from, to))) => (from, to, true),
        _ => return Err(MoveParseError::Malformed),
    };
    Ok(Move::Step { from: parse_loc(from)?, to: parse_loc(to)?, capture, demand })
}

/// Reads one piece token at the start of `text`, returning it and its length.
fn parse_piece(text: &[u8]) -> Result<(Piece, usize), PositionError> {
    let (side, letter, len) = match text {
        [b'y', letter, ..] => (Side::Yellow, *letter, 2),
        [letter, ..] if letter.is_ascii_uppercase() => (Side::White, letter.to_ascii_lowercase(), 1),
        [letter, ..] => (Side::Black, *letter, 1),
        [] => return Err(PositionError::Piece),
    };
    if !letter.is_ascii_lowercase() {
        return Err(PositionError::Piece);
    }
    let kind = PieceKind::from_letter(char::from(letter)).ok_or(PositionError::Piece)?;
    Ok((Piece::new(side, kind).ok_or(PositionError::Piece)?, len))
}

fn parse_board(pos: &mut Position, board: &str) -> Result<(), PositionError> {
    let mut rows = 0;
    for (i, row) in board.split('/').enumerate() {
        rows += 1;
        if i >= 16 {
            return Err(PositionError::Board);
        }
        let rank = 15 - i;
        let bytes = row.as_bytes();
        let (mut file, mut at) = (0usize, 0usize);
        while at < bytes.len() {
            if bytes[at].is_ascii_digit() {
                let digits = bytes[at..].iter().take_while(|b| b.is_ascii_digit()).count();
                let run = core::str::from_utf8(&bytes[at..at + digits]).ok().and_then(parse_canonical);
                match run {
                    Some(n @ 1..=12) => file += usize::from(n),
                    _ => return Err(PositionError::Board),
                }
                at += digits;
            } else {
                let (piece, len) = parse_piece(&bytes[at..])?;
                if file >= 12 {
                    return Err(PositionError::Board);
                }
                let loc = Loc::from_raw(rank * 12 + file);
                if pos.rules.fortress().removed().contains(loc.index()) {
                    return Err(PositionError::OnRemovedSquare(loc));
                }
                pos.put(loc, piece);
                file += 1;
                at += len;
            }
            if file > 12 {
                return Err(PositionError::Board);
            }
        }
        if file != 12 {
            return Err(PositionError::Board);
        }
    }
    if rows != 16 {
        return Err(PositionError::Board);
    }
    Ok(())
}

fn parse_fortress(pos: &mut Position, field: &str) -> Result<(), PositionError> {
    let cells = field.strip_prefix("F:").ok_or(PositionError::Fortress)?;
    let mut count = 0;
    for (i, cell) in cells.split(',').enumerate() {
        count += 1;
        let point = Point::new(i).ok_or(PositionError::Fortress)?;
        if cell == "-" {
            continue;
        }
        let (piece, len) = parse_piece(cell.as_bytes())?;
        if len != cell.len() {
            return Err(PositionError::Piece);
        }
        pos.put(Loc::point(point), piece);
    }
    if count != POINTS {
        return Err(PositionError::Fortress);
    }
    Ok(())
}

/// Reads a position string; `fortress` replaces the reconstruction for rules that say `+fortress=custom`
/// (and is required for them).
pub(crate) fn parse_position(text: &str, fortress: Option<Fortress>) -> Result<Position, PositionError> {
    let fields: arrayvec::ArrayVec<&str, 6> = {
        let mut fields = arrayvec::ArrayVec::new();
        for field in text.split(' ') {
            fields.try_push(field).map_err(|_| PositionError::Fields)?;
        }
        fields
    };
    if fields.len() < 5 {
        return Err(PositionError::Fields);
    }
    let rules_text = fields[3];
    let rules = match (rules_text.strip_suffix("+fortress=custom"), fortress) {
        (Some(base), Some(fortress)) => {
            let mut rules: Rules = base.parse()?;
            rules.fortress = fortress;
            rules
        }
        (Some(_), None) => return Err(RulesError::CustomFortress.into()),
        (None, _) => rules_text.parse()?,
    };
    let mut pos = Position::empty(rules);
    parse_board(&mut pos, fields[0])?;
    parse_fortress(&mut pos, fields[1])?;
    let (turn, demand) = match fields[2] {
        "yw" => (Turn::YellowThenWhite, false),
        "yw!" => (Turn::YellowThenWhite, true),
        "w" => (Turn::White, false),
        "yb" => (Turn::YellowThenBlack, false),
        "yb!" => (Turn::YellowThenBlack, true),
        "b" => (Turn::Black, false),
        "setup" => (Turn::Setup, false),
        _ => return Err(PositionError::Turn),
    };
    pos.set_turn(turn);
    pos.set_demand(demand);
    pos.no_progress = parse_canonical(fields[4]).ok_or(PositionError::Counter)?;
    if let Some(history) = fields.get(5) {
        let hashes = history.strip_prefix("h:").ok_or(PositionError::History)?;
        if !rules.repetition {
            return Err(PositionError::History);
        }
        for hash in hashes.split(',') {
            let valid = hash.len() == 16 && hash.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
            let value = u64::from_str_radix(hash, 16).ok().filter(|_| valid).ok_or(PositionError::History)?;
            pos.history.push(value);
        }
    }
    validate(&pos)?;
    Ok(pos)
}

/// What the parser checks beyond syntax: piece counts, the soldier limit, the phase.
fn validate(pos: &Position) -> Result<(), PositionError> {
    for side in Side::ALL {
        for kind in PieceKind::ALL {
            if let Some(piece) = Piece::new(side, kind)
                && pos.count(piece) > piece.initial_count()
            {
                return Err(PositionError::TooMany(piece));
            }
        }
    }
    if !pos.soldier_limit_holds() {
        return Err(PositionError::SoldierLimit);
    }
    let setup = pos.turn == Turn::Setup;
    if setup && !pos.rules.setup_phase {
        return Err(PositionError::Phase(Side::Yellow));
    }
    if setup {
        let yellow_inside = pos.points.iter().flatten().filter(|p| p.side == Side::Yellow).count();
        let others_inside = pos.points.iter().flatten().any(|p| p.side != Side::Yellow);
        if pos.side_squares(Side::Yellow).any() || others_inside || yellow_inside >= POINTS {
            return Err(PositionError::Setup);
        }
    }
    Ok(())
}

impl FromStr for Position {
    type Err = PositionError;

    /// Reads a position string (grammar on [`Position`]). For rules with a custom fortress, use
    /// [`Position::from_str_with_fortress`].
    fn from_str(text: &str) -> Result<Position, PositionError> {
        parse_position(text, None)
    }
}

impl Position {
    /// Reads a position string whose rules say `+fortress=custom`, with `fortress` as the geometry (and any
    /// other string as [`FromStr`] does, `fortress` then unused).
    pub fn from_str_with_fortress(text: &str, fortress: Fortress) -> Result<Position, PositionError> {
        parse_position(text, Some(fortress))
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..16).rev() {
            let mut empty = 0;
            for file in 0..12 {
                match self.piece_at(Loc::from_raw(rank * 12 + file)) {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{piece}")?;
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
        f.write_str(" F:")?;
        for (i, cell) in self.points.iter().enumerate() {
            if i > 0 {
                f.write_char(',')?;
            }
            match cell {
                Some(piece) => write!(f, "{piece}")?,
                None => f.write_char('-')?,
            }
        }
        let turn = match self.turn {
            Turn::Setup => "setup",
            Turn::YellowThenWhite => "yw",
            Turn::White => "w",
            Turn::YellowThenBlack => "yb",
            Turn::Black => "b",
        };
        let demand = if self.demand { "!" } else { "" };
        write!(f, " {turn}{demand} {} {}", self.rules, self.no_progress)?;
        let history = self.live_history();
        if !history.is_empty() {
            f.write_str(" h:")?;
            for (i, hash) in history.iter().enumerate() {
                if i > 0 {
                    f.write_char(',')?;
                }
                write!(f, "{hash:016x}")?;
            }
        }
        Ok(())
    }
}
