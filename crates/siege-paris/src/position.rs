//! The position: pieces on the board and in the fortress, whose turn, the counters.

use alloc::vec::Vec;
use core::hash::{Hash, Hasher};

use board_core::WideBitboard;

use crate::fortress::{Loc, POINTS, Point};
use crate::hash::{demand_key, piece_key, turn_key};
use crate::mv::Turn;
use crate::piece::{Piece, PieceKind, Side};
use crate::rules::Rules;

/// The attackers' start and Yellow's default placement, as a position string (see [`Position`] for the
/// grammar). OUR reconstruction: White's 18 pieces on the light squares of ranks 1-3, Black's on the dark
/// squares of ranks 14-16, officers on the back ranks; Yellow's general on F1, colonel on F4, soldiers on
/// the other points. A user with another reading parses another string.
pub const START: &str = "1l1k1g1c1k1l/s1s1s1s1s1s1/1s1s1s1s1s1s/12/12/12/12/12/12/12/12/12/12/1S1S1S1S1S1S/\
                         S1S1S1S1S1S1/1L1K1G1C1K1L F:yg,ys,ys,yc,ys,ys,ys,ys yw standard 0";

/// A state of the game: every piece on the board and in the fortress, the turn phase, the capture demand,
/// the no-progress counter, the rules, and (only when [`Rules::repetition`] is on) the hashes of the earlier
/// positions that could still repeat.
///
/// # Position string
///
/// [`Display`](core::fmt::Display) and [`FromStr`](core::str::FromStr) use five space-separated fields, and
/// a sixth when there is a history:
///
/// ```text
/// <board> <fortress> <turn> <rules> <no-progress> [h:<hash>,<hash>,...]
/// ```
///
/// - `board`: 16 rows, rank 16 first, separated by `/`; each row is 12 cells, file a first: a piece token, or
///   a number 1..12 of empty cells. The 36 squares the fortress replaces count as empty cells and must be
///   empty. Tokens: White `G C K L S`, Black `g c k l s`, Yellow `yg yc ys` (general, colonel, captain,
///   lieutenant, soldier).
/// - `fortress`: `F:` then the 8 points F1..F8, comma-separated, each a piece token or `-`.
/// - `turn`: `yw` (Yellow, then White), `w`, `yb` (Yellow, then Black), `b`, or `setup` (Yellow placing its
///   pieces); a `!` after `yw`/`yb` records a capture demand that Yellow must answer.
/// - `rules`: see [`Rules`]'s `Display` (a preset name such as `standard`, or `standard+option+...`).
/// - `no-progress`: turns in a row without progress (a capture, an attacker entering the fortress or, when
///   attackers may not move backward, an attacker's forward move).
/// - `h:...`: when repetition is on and earlier positions can still repeat, their Zobrist hashes (16 hex
///   digits each, oldest first). A move that cannot be undone by other moves (a capture, an attacker's
///   forward move when backward moves are off, a fortress entry by an attacker, a placement) empties this list.
///
/// The start ([`START`]):
///
/// ```text
/// 1l1k1g1c1k1l/s1s1s1s1s1s1/1s1s1s1s1s1s/12/12/12/12/12/12/12/12/12/12/1S1S1S1S1S1S/S1S1S1S1S1S1/1L1K1G1C1K1L F:yg,ys,ys,yc,ys,ys,ys,ys yw standard 0
/// ```
///
/// # Representation
///
/// Wide bitboards from `board-core`: one per side for the board, and three bit planes holding each piece's
/// 3-bit kind code (kinds as five separate boards would not fit the 256-byte budget with the rules inside),
/// plus the 8 fortress points as a small array.
#[derive(Debug)]
pub struct Position {
    pub(crate) sides: [WideBitboard; 3],
    pub(crate) planes: [WideBitboard; 3],
    pub(crate) points: [Option<Piece>; POINTS],
    pub(crate) turn: Turn,
    pub(crate) demand: bool,
    pub(crate) no_progress: u16,
    pub(crate) hash: u64,
    pub(crate) rules: Rules,
    /// Hashes of the positions before each move (only with repetition on).
    pub(crate) history: Vec<u64>,
    /// Start of the part of `history` that can still repeat.
    pub(crate) window: u32,
}

// The issue's budget; see the field comments for where the bytes go.
const _: () = assert!(core::mem::size_of::<Position>() <= 256);

impl Clone for Position {
    fn clone(&self) -> Position {
        // A copy is most often made to play a move on (copy-make perft, search playouts), and a move pushes
        // the hash onto `history` with repetition on: one spare slot saves growing the copy's vector at once
        // (a reallocation per copy, which WebAssembly's allocator makes dearer still).
        let spare = usize::from(self.rules.repetition && !self.history.is_empty());
        let mut history = Vec::with_capacity(self.history.len() + spare);
        history.extend_from_slice(&self.history);
        Position {
            sides: self.sides,
            planes: self.planes,
            points: self.points,
            turn: self.turn,
            demand: self.demand,
            no_progress: self.no_progress,
            hash: self.hash,
            rules: self.rules,
            history,
            window: self.window,
        }
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Self) -> bool {
        // The history before the window cannot matter any more, so it is not part of the state.
        self.sides == other.sides
            && self.planes == other.planes
            && self.points == other.points
            && self.turn == other.turn
            && self.demand == other.demand
            && self.no_progress == other.no_progress
            && self.rules == other.rules
            && self.live_history() == other.live_history()
    }
}

impl Eq for Position {}

impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.hash.hash(state);
        self.no_progress.hash(state);
        self.rules.hash(state);
        self.live_history().hash(state);
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::start(Rules::standard())
    }
}

/// The squares the pieces of [`START`] stand on, which a fortress may not replace.
pub(crate) fn start_squares() -> board_core::WideBitboard {
    crate::notation::parse_position(START, None).map_or(board_core::WideBitboard::EMPTY, |pos| pos.occupied())
}

impl Position {
    /// The start under `rules`: the attackers of [`START`], and Yellow's default placement or, with a setup
    /// phase, an empty fortress. Never fails.
    ///
    /// Every `Rules` value is valid by construction (the presets, `FromStr` and the `with_*` setters check
    /// them), so the start exists under any.
    pub fn start(rules: Rules) -> Position {
        let mut pos = match crate::notation::parse_position(START, None) {
            Ok(pos) => pos,
            // Unreachable: START is a constant that parses (tested by `start_string_parses`); an empty
            // board keeps this function total without a panic path.
            Err(_) => Position::empty(Rules::standard()),
        };
        // START fits the reconstruction; a custom fortress may cover some start squares.
        for index in pos.occupied() & rules.fortress().removed() {
            pos.remove(Loc::from_raw(index));
        }
        pos.rules = rules;
        if rules.setup_phase {
            for point in Point::all() {
                if pos.points[point.index()].is_some() {
                    pos.remove(Loc::point(point));
                }
            }
            pos.set_turn(Turn::Setup);
        }
        pos.hash = pos.compute_hash();
        pos
    }

    /// The rules this game is played under.
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The turn phase: who moves and what comes next.
    pub fn phase(&self) -> Turn {
        self.turn
    }

    /// The side on turn (also during the setup phase and after the end).
    pub fn side_to_move(&self) -> Side {
        self.turn.side()
    }

    /// Whether an attacker demanded a capture with its last move, which Yellow must now answer.
    pub fn capture_demanded(&self) -> bool {
        self.demand
    }

    /// Turns in a row without progress: a capture, an attacker entering the fortress or, when attackers may
    /// not move backward, an attacker's forward move.
    pub fn no_progress(&self) -> u16 {
        self.no_progress
    }

    /// The piece at `loc` (a square or a fortress point).
    pub fn piece_at(&self, loc: Loc) -> Option<Piece> {
        if let Some(point) = loc.as_point() {
            return self.points[point.index()];
        }
        let index = loc.index();
        let side = Side::ALL.iter().copied().find(|s| self.sides[s.index()].contains(index))?;
        let code = (0..3).fold(0, |code, bit| code | usize::from(self.planes[bit].contains(index)) << bit);
        Some(Piece { side, kind: PieceKind::ALL[code] })
    }

    /// The piece on fortress point `point`.
    pub fn fortress_piece(&self, point: Point) -> Option<Piece> {
        self.points[point.index()]
    }

    /// The squares (outside the fortress) holding `side`'s pieces.
    pub fn side_squares(&self, side: Side) -> WideBitboard {
        self.sides[side.index()]
    }

    /// The squares (outside the fortress) holding pieces of `kind`, any side.
    #[inline]
    pub fn kind_squares(&self, kind: PieceKind) -> WideBitboard {
        // Each plane holds one bit of the 3-bit kind code; a square has the kind when every plane agrees.
        let code = kind.code();
        let mut set = self.occupied();
        for (bit, &plane) in self.planes.iter().enumerate() {
            set = if code >> bit & 1 == 1 { set & plane } else { set & !plane };
        }
        set
    }

    /// Every occupied square (outside the fortress).
    #[inline]
    pub fn occupied(&self) -> WideBitboard {
        (self.sides[0] | self.sides[1]) | self.sides[2]
    }

    /// The squares of White's and Black's pieces.
    #[inline]
    pub fn attacker_squares(&self) -> WideBitboard {
        self.sides[1] | self.sides[2]
    }

    /// How many pieces `piece`'s side has of its kind, on the board and in the fortress.
    pub fn count(&self, piece: Piece) -> u32 {
        let outside = (self.sides[piece.side.index()] & self.kind_squares(piece.kind)).count();
        outside + self.points.iter().filter(|p| **p == Some(piece)).count() as u32
    }

    /// Every piece with its place, squares first (by index), then points.
    pub fn pieces(&self) -> impl Iterator<Item = (Loc, Piece)> + '_ {
        let squares = self.occupied().iter().filter_map(Loc::square);
        squares.chain(Point::all().map(Loc::point)).filter_map(|loc| Some((loc, self.piece_at(loc)?)))
    }

    /// The hashes of earlier positions that can still repeat, oldest first (empty unless repetition is on).
    pub fn live_history(&self) -> &[u64] {
        self.history.get(self.window as usize..).unwrap_or(&[])
    }

    pub(crate) fn put(&mut self, loc: Loc, piece: Piece) {
        self.hash ^= piece_key(piece, loc);
        if let Some(point) = loc.as_point() {
            self.points[point.index()] = Some(piece);
            return;
        }
        let index = loc.index();
        self.sides[piece.side.index()].insert(index);
        let code = piece.kind.code();
        for bit in 0..3 {
            if code >> bit & 1 == 1 {
                self.planes[bit].insert(index);
            }
        }
    }

    /// Removes and returns the piece at `loc` (nothing happens on an empty place).
    pub(crate) fn remove(&mut self, loc: Loc) -> Option<Piece> {
        let piece = self.piece_at(loc)?;
        self.hash ^= piece_key(piece, loc);
        if let Some(point) = loc.as_point() {
            self.points[point.index()] = None;
        } else {
            let index = loc.index();
            self.sides[piece.side.index()].remove(index);
            for plane in &mut self.planes {
                plane.remove(index);
            }
        }
        Some(piece)
    }

    pub(crate) fn set_turn(&mut self, turn: Turn) {
        self.hash ^= turn_key(self.turn) ^ turn_key(turn);
        self.turn = turn;
    }

    pub(crate) fn set_demand(&mut self, demand: bool) {
        if self.demand != demand {
            self.hash ^= demand_key();
            self.demand = demand;
        }
    }

    /// The Zobrist hash from scratch: pieces, turn phase, capture demand (not the counters, the rules or the
    /// history, so that a repetition is the same hash).
    pub(crate) fn compute_hash(&self) -> u64 {
        let mut hash = turn_key(self.turn);
        if self.demand {
            hash ^= demand_key();
        }
        for (loc, piece) in self.pieces() {
            hash ^= piece_key(piece, loc);
        }
        hash
    }

    /// An empty board (for the parser), standard rules, Yellow (then White) to move.
    pub(crate) fn empty(rules: Rules) -> Position {
        Position {
            sides: [WideBitboard::EMPTY; 3],
            planes: [WideBitboard::EMPTY; 3],
            points: [None; POINTS],
            turn: Turn::YellowThenWhite,
            demand: false,
            no_progress: 0,
            hash: turn_key(Turn::YellowThenWhite),
            rules,
            history: Vec::new(),
            window: 0,
        }
    }
}
