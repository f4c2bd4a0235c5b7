//! The board, the fortress graph and the places a piece can stand on.
//!
//! The 12x16 board is a [`WideBitboard`] from `board-core` (index `rank * 12 + file`); the fortress is a small
//! graph of 8 points beside it. A [`Loc`] names either: a square `0..192` or a point `192..200`.

use core::fmt;

use board_core::{BoardSize, Coord, WideBitboard};

use crate::error::GeometryError;

/// The board: 12 files `a..l`, 16 ranks `1..16`.
pub const SIZE: BoardSize = BoardSize::SIEGE;
/// Squares on the board (12 x 16).
pub const SQUARES: usize = 192;
/// Points of the fortress.
pub const POINTS: usize = 8;

/// A point of the fortress, `F1`..`F8` (index `0..8`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Point(u8);

impl Point {
    /// The point with 0-based `index` (`F1` is 0), if below 8.
    pub const fn new(index: usize) -> Option<Point> {
        if index < POINTS { Some(Point(index as u8)) } else { None }
    }

    /// The 0-based index (`F1` is 0).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The eight points, `F1` first.
    pub fn all() -> impl Iterator<Item = Point> {
        (0..POINTS as u8).map(Point)
    }
}

/// `F1`..`F8`.
impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "F{}", self.0 + 1)
    }
}

/// Where a piece stands: a square of the board or a point of the fortress.
///
/// One byte: squares are `0..192` (board-core's index `rank * 12 + file`), points are `192..200`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Loc(u8);

impl Loc {
    /// The square with board index `index` (`rank * 12 + file`), if below 192.
    pub const fn square(index: usize) -> Option<Loc> {
        if index < SQUARES { Some(Loc(index as u8)) } else { None }
    }

    /// The square at `coord`, if it is on the 12x16 board.
    pub const fn from_coord(coord: Coord) -> Option<Loc> {
        match SIZE.checked_index(coord) {
            Some(index) => Loc::square(index),
            None => None,
        }
    }

    /// The fortress point `point`.
    pub const fn point(point: Point) -> Loc {
        Loc(SQUARES as u8 + point.0)
    }

    /// The square's board index, if this is a square.
    pub const fn square_index(self) -> Option<usize> {
        if (self.0 as usize) < SQUARES { Some(self.0 as usize) } else { None }
    }

    /// The square's coordinate, if this is a square.
    pub const fn coord(self) -> Option<Coord> {
        match self.square_index() {
            Some(index) => SIZE.coord(index),
            None => None,
        }
    }

    /// The fortress point, if this is a point.
    pub const fn as_point(self) -> Option<Point> {
        if (self.0 as usize) >= SQUARES { Some(Point(self.0 - SQUARES as u8)) } else { None }
    }

    /// Whether this is a fortress point.
    pub const fn is_point(self) -> bool {
        self.0 as usize >= SQUARES
    }

    /// The raw index `0..200` (squares, then points), for tables.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub(crate) const fn from_raw(raw: usize) -> Loc {
        Loc(raw as u8)
    }
}

/// `a1`..`l16` for squares, `F1`..`F8` for points.
impl fmt::Display for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.coord(), self.as_point()) {
            (Some(coord), _) => write!(f, "{coord}"),
            (None, Some(point)) => write!(f, "{point}"),
            (None, None) => f.write_str("?"),
        }
    }
}

/// The fortress geometry: which squares it replaces, how its 8 points are joined, and its gates.
///
/// The seed's drawing is lost, so [`Fortress::RECONSTRUCTED`] is OUR reading of its text (see the crate
/// README): the central 6x6 block `d6..i11` is removed, the points form an octagon ring
/// `F1-F2-F3-F4-F5-F6-F7-F8-F1`, and four gate segments join `c9-F1`, `c8-F8`, `j9-F4`, `j8-F5`. Another reading
/// is another value of this type, built with [`Fortress::new`] and put in [`Rules::fortress`](crate::Rules).
///
/// Each point has at most one gate square; a gate square may serve several points.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Fortress {
    /// The squares no piece may stand on or cross.
    removed: WideBitboard,
    /// Per point, the set of points joined to it by a segment (bit `q` for point `q`).
    links: [u8; POINTS],
    /// Per point, the square index of its gate, or [`NO_GATE`].
    gates: [u8; POINTS],
}

/// Marks a point without a gate.
const NO_GATE: u8 = u8::MAX;

const fn square_of(file: u8, rank1: u8) -> u8 {
    (rank1 - 1) * 12 + file
}

const fn reconstructed() -> Fortress {
    // d6..i11: files 3..=8, ranks 6..=11.
    let mut removed = WideBitboard::EMPTY;
    let mut rank = 5;
    while rank <= 10 {
        let mut file = 3;
        while file <= 8 {
            removed = removed.with(rank * 12 + file);
            file += 1;
        }
        rank += 1;
    }
    // The octagon ring F1-F2-...-F8-F1: point i is joined to i-1 and i+1.
    let mut links = [0u8; POINTS];
    let mut i = 0;
    while i < POINTS {
        links[i] = 1 << ((i + 1) % POINTS) | 1 << ((i + POINTS - 1) % POINTS);
        i += 1;
    }
    // F1 (left, level with rank 9) <- c9; F8 (left, rank 8) <- c8; F4 (right, rank 9) <- j9; F5 <- j8.
    let mut gates = [NO_GATE; POINTS];
    gates[0] = square_of(2, 9);
    gates[7] = square_of(2, 8);
    gates[3] = square_of(9, 9);
    gates[4] = square_of(9, 8);
    Fortress { removed, links, gates }
}

impl Fortress {
    /// Our reconstruction of the 1871 fortress (see the type's documentation and the README).
    pub const RECONSTRUCTED: Fortress = reconstructed();

    /// A fortress replacing the squares `removed`, with `segments` joining points and `gates` joining a point
    /// to a square outside it.
    ///
    /// Checked: segments join two different points; no point has two gates; gate squares are on the board and
    /// not removed.
    pub fn new(
        removed: WideBitboard,
        segments: &[(Point, Point)],
        gates: &[(Point, Coord)],
    ) -> Result<Fortress, GeometryError> {
        let removed = removed & WideBitboard::full(SIZE);
        let mut links = [0u8; POINTS];
        for &(a, b) in segments {
            if a == b {
                return Err(GeometryError::SelfLoop(a));
            }
            links[a.index()] |= 1 << b.index();
            links[b.index()] |= 1 << a.index();
        }
        let mut gate_of = [NO_GATE; POINTS];
        for &(point, coord) in gates {
            let index = SIZE.checked_index(coord).ok_or(GeometryError::GateOffBoard(coord))?;
            if removed.contains(index) {
                return Err(GeometryError::GateRemoved(coord));
            }
            if gate_of[point.index()] != NO_GATE {
                return Err(GeometryError::TwoGates(point));
            }
            gate_of[point.index()] = index as u8;
        }
        Ok(Fortress { removed, links, gates: gate_of })
    }

    /// The squares the fortress replaces (36 in the reconstruction).
    pub const fn removed(&self) -> WideBitboard {
        self.removed
    }

    /// The squares a piece may stand on: the board minus the removed ones.
    pub fn playable(&self) -> WideBitboard {
        WideBitboard::full(SIZE) & !self.removed
    }

    /// The points joined to `point` by a segment, as a bit set (bit `q` for point `q`).
    pub const fn links(&self, point: Point) -> u8 {
        self.links[point.index()]
    }

    /// Whether a segment joins `a` and `b`.
    pub const fn joined(&self, a: Point, b: Point) -> bool {
        self.links[a.index()] & (1 << b.index()) != 0
    }

    /// The gate square of `point`, as a board index, if it has one.
    pub const fn gate(&self, point: Point) -> Option<usize> {
        let g = self.gates[point.index()];
        if g == NO_GATE { None } else { Some(g as usize) }
    }

    /// The segments, each once (`a < b`), for display and docs.
    pub fn segments(&self) -> impl Iterator<Item = (Point, Point)> + '_ {
        Point::all()
            .flat_map(move |a| Point::all().filter(move |&b| a < b && self.joined(a, b)).map(move |b| (a, b)))
    }
}

impl Default for Fortress {
    fn default() -> Self {
        Fortress::RECONSTRUCTED
    }
}
