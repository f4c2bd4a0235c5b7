//! The three sides and the five kinds of pieces.

use core::fmt;

/// One of the three sides. The discriminant is the seat index used by [`abstract_game`]: 0 = Yellow,
/// 1 = White, 2 = Black.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Side {
    /// The defender ("the French"): 1 general, 1 colonel, 6 soldiers, starting inside the fortress.
    Yellow = 0,
    /// The attacker that starts on the light squares of ranks 1-3 and moves north.
    White = 1,
    /// The attacker that starts on the dark squares of ranks 14-16 and moves south.
    Black = 2,
}

// Yellow is seat 0, White 1, Black 2.
abstract_game::seat_conversions!(Side { Yellow, White, Black });

impl Side {
    /// The side's name for people: `"Yellow"`, `"White"`, `"Black"`.
    pub const fn name(self) -> &'static str {
        match self {
            Side::Yellow => "Yellow",
            Side::White => "White",
            Side::Black => "Black",
        }
    }

    /// The seat index (0 = Yellow, 1 = White, 2 = Black).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The side sitting at seat `index`.
    pub const fn from_index(index: usize) -> Option<Side> {
        match index {
            0 => Some(Side::Yellow),
            1 => Some(Side::White),
            2 => Some(Side::Black),
            _ => None,
        }
    }

    /// Whether the side is one of the two attackers.
    pub const fn is_attacker(self) -> bool {
        !matches!(self, Side::Yellow)
    }

    /// The rank step of "forward" for an attacker (+1 for White, -1 for Black); 0 for Yellow, which has no
    /// forward direction.
    pub const fn forward(self) -> i8 {
        match self {
            Side::Yellow => 0,
            Side::White => 1,
            Side::Black => -1,
        }
    }
}

/// `Yellow`, `White` or `Black` ([`Side::name`]).
impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The five kinds of pieces. Yellow has only generals, colonels and soldiers.
///
/// The discriminants are the 3-bit codes the position stores in its kind bit planes; soldiers, the most
/// common kind, are code 0 so that they set no plane.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum PieceKind {
    /// Attacker: 1 square diagonally. Yellow: 1 square diagonally.
    Soldier = 0,
    /// Attacker: 1 to 3 squares in a straight line, any of the 8 directions. Yellow: 1 square, any direction.
    General = 1,
    /// Attacker: 1 or 2 squares orthogonally. Yellow: 1 square orthogonally.
    Colonel = 2,
    /// Attacker only: 1 square orthogonally.
    Captain = 3,
    /// Attacker only: 1 or 2 squares diagonally.
    Lieutenant = 4,
}

impl PieceKind {
    /// The five kinds, by code.
    pub const ALL: [PieceKind; 5] = [
        PieceKind::Soldier,
        PieceKind::General,
        PieceKind::Colonel,
        PieceKind::Captain,
        PieceKind::Lieutenant,
    ];

    /// The kind's name: `"soldier"`, `"general"`, ...
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::Soldier => "soldier",
            PieceKind::General => "general",
            PieceKind::Colonel => "colonel",
            PieceKind::Captain => "captain",
            PieceKind::Lieutenant => "lieutenant",
        }
    }

    /// The letter used in notation: `s`, `g`, `c`, `k` (captain: `c` is the colonel), `l`.
    pub const fn letter(self) -> char {
        match self {
            PieceKind::Soldier => 's',
            PieceKind::General => 'g',
            PieceKind::Colonel => 'c',
            PieceKind::Captain => 'k',
            PieceKind::Lieutenant => 'l',
        }
    }

    /// The kind written with `letter` (either case).
    pub const fn from_letter(letter: char) -> Option<PieceKind> {
        match letter.to_ascii_lowercase() {
            's' => Some(PieceKind::Soldier),
            'g' => Some(PieceKind::General),
            'c' => Some(PieceKind::Colonel),
            'k' => Some(PieceKind::Captain),
            'l' => Some(PieceKind::Lieutenant),
            _ => None,
        }
    }

    /// Whether this is an officer (every kind but the soldier).
    pub const fn is_officer(self) -> bool {
        !matches!(self, PieceKind::Soldier)
    }

    pub(crate) const fn code(self) -> usize {
        self as usize
    }
}

/// A piece: a side and a kind.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// Whose piece.
    pub side: Side,
    /// Which kind.
    pub kind: PieceKind,
}

impl Piece {
    /// A piece of `side` and `kind`, if that side has pieces of that kind (Yellow has no captains or
    /// lieutenants).
    pub const fn new(side: Side, kind: PieceKind) -> Option<Piece> {
        if matches!(side, Side::Yellow) && matches!(kind, PieceKind::Captain | PieceKind::Lieutenant) {
            None
        } else {
            Some(Piece { side, kind })
        }
    }

    /// Index `0..13` for tables (Zobrist keys): Yellow's three kinds, then White's five, then Black's five.
    pub(crate) const fn index(self) -> usize {
        match self.side {
            Side::Yellow => match self.kind {
                PieceKind::General => 1,
                PieceKind::Colonel => 2,
                _ => 0,
            },
            Side::White => 3 + self.kind.code(),
            Side::Black => 8 + self.kind.code(),
        }
    }

    /// How many pieces of this kind the side has at the start: Yellow 1 general, 1 colonel, 6 soldiers;
    /// each attacker 1 general, 1 colonel, 2 captains, 2 lieutenants, 12 soldiers.
    pub const fn initial_count(self) -> u32 {
        match (self.side, self.kind) {
            (Side::Yellow, PieceKind::Soldier) => 6,
            (Side::Yellow, PieceKind::General | PieceKind::Colonel) => 1,
            (Side::Yellow, _) => 0,
            (_, PieceKind::Soldier) => 12,
            (_, PieceKind::General | PieceKind::Colonel) => 1,
            (_, PieceKind::Captain | PieceKind::Lieutenant) => 2,
        }
    }
}

/// Writes the piece as in position strings: White upper case (`G C K L S`), Black lower case
/// (`g c k l s`), Yellow `y` + lower case (`yg yc ys`).
impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = self.kind.letter() as u8;
        let buf = match self.side {
            Side::Yellow => [b'y', letter],
            Side::White => [letter.to_ascii_uppercase(), 0],
            Side::Black => [letter, 0],
        };
        let len = if buf[1] == 0 { 1 } else { 2 };
        // `pad` so that width and alignment work in tables (`{piece:>2}`).
        f.pad(core::str::from_utf8(&buf[..len]).unwrap_or("?"))
    }
}
