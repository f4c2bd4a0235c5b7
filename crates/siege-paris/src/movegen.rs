//! Legal move generation, without heap allocation.
//!
//! Board moves are generated set-wise: all pieces of one kind are shifted one step at a time in one
//! direction with `board-core`'s edge-safe [`WideBitboard::shift`], keeping only empty playable squares, so
//! a slide of `k` steps is `k` shifts and each surviving bit is one move whose start is `k` steps back.
//! The fortress is a graph of 8 points walked directly.

use arrayvec::ArrayVec;
use board_core::{Direction, WideBitboard};

use crate::fortress::{Loc, Point, SIZE};
use crate::mv::{Move, Turn};
use crate::piece::{Piece, PieceKind, Side};
use crate::position::Position;
use crate::rules::Protection;

/// The most legal moves a position can have, so lists never reallocate (or touch the heap at all).
///
/// Attackers, backward moves allowed, every piece free: general 8 directions x 3 = 24, colonel 4 x 2 = 8,
/// captains 2 x 4, lieutenants 2 x (4 x 2), soldiers 12 x 4: 104 board moves. Plus at most 8 gate entries
/// (one per point), plus moves inside the fortress: at most 8 pieces there, each with at most 7 segments and
/// one gate, 64 (a piece inside makes no board move, so this over-counts). 176 moves, each once plain and
/// once with the capture demand: 352. Yellow has far fewer (at most 44 board and gate moves, 24
/// placements).
pub const MAX_MOVES: usize = 352;

/// The list [`Position::legal_moves_into`](abstract_game::Game::legal_moves_into) fills.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

/// Squares with file + rank even (a = 1, rank 1 = 1): `a1` is dark.
const DARK: WideBitboard = dark_squares();

const fn dark_squares() -> WideBitboard {
    let mut set = WideBitboard::EMPTY;
    let mut index = 0;
    while index < 192 {
        let (file, rank) = (index % 12, index / 12);
        if (file + rank) % 2 == 0 {
            set = set.with(index);
        }
        index += 1;
    }
    set
}

/// How a kind moves outside the fortress: its directions and its longest slide.
/// Yellow's pieces keep their attacker counterparts' directions but always step one square.
pub(crate) const fn movement(kind: PieceKind, side: Side) -> (&'static [Direction], usize) {
    let dirs: &'static [Direction] = match kind {
        PieceKind::General => &Direction::ALL,
        PieceKind::Colonel | PieceKind::Captain => &Direction::ORTHOGONAL,
        PieceKind::Lieutenant | PieceKind::Soldier => &Direction::DIAGONAL,
    };
    let range = match (side, kind) {
        (Side::Yellow, _) | (_, PieceKind::Captain | PieceKind::Soldier) => 1,
        (_, PieceKind::General) => 3,
        (_, PieceKind::Colonel | PieceKind::Lieutenant) => 2,
    };
    (dirs, range)
}

/// The board-index difference of one step in `dir`.
#[inline]
const fn delta(dir: Direction) -> isize {
    dir.dr() as isize * 12 + dir.df() as isize
}

#[inline]
fn push_from_front(list: &mut MoveList, front: WideBitboard, dir: Direction, steps: usize, capture: bool) {
    let back = delta(dir) * steps as isize;
    for to in front {
        let from = (to as isize - back) as usize;
        list.push(Move::Step { from: Loc::from_raw(from), to: Loc::from_raw(to), capture, demand: false });
    }
}

impl Position {
    /// Empty squares a piece may stand on.
    #[inline]
    pub(crate) fn empty_squares(&self) -> WideBitboard {
        // The playable squares minus the occupied ones.
        (WideBitboard::full(SIZE) & !self.rules.fortress().removed()) & !self.occupied()
    }

    /// Whether an attacker of `side` may move in `dir` (no component towards its own side unless the rules
    /// allow backward moves).
    #[inline]
    pub(crate) fn allowed(&self, side: Side, dir: Direction) -> bool {
        dir.dr() != -side.forward() || self.rules.attackers_move_backward()
    }

    /// Fills `list` with the legal moves of the side on turn, ignoring whether the game has ended.
    pub(crate) fn generate(&self, list: &mut MoveList) {
        list.clear();
        match self.turn {
            Turn::Setup => self.placements(list),
            Turn::YellowThenWhite | Turn::YellowThenBlack => self.yellow_moves(list),
            Turn::White => self.attacker_moves(Side::White, list),
            Turn::Black => self.attacker_moves(Side::Black, list),
        }
    }

    fn placements(&self, list: &mut MoveList) {
        let yellow = |kind| self.count(Piece { side: Side::Yellow, kind });
        let mut kinds = ArrayVec::<PieceKind, 3>::new();
        for kind in [PieceKind::General, PieceKind::Colonel, PieceKind::Soldier] {
            if yellow(kind) < (Piece { side: Side::Yellow, kind }).initial_count() {
                kinds.push(kind);
            }
        }
        for point in Point::all().filter(|p| self.points[p.index()].is_none()) {
            for &kind in &kinds {
                list.push(Move::Place { kind, point });
            }
        }
    }

    /// The pieces that protect against a capture in direction `dir`.
    #[inline]
    pub(crate) fn protectors(&self, dir: Direction) -> WideBitboard {
        let attackers = self.attacker_squares();
        match self.rules.protection {
            Protection::AnyPiece => attackers,
            Protection::Mobile => {
                let kinds = if dir.is_orthogonal() {
                    (self.kind_squares(PieceKind::General) | self.kind_squares(PieceKind::Colonel))
                        | self.kind_squares(PieceKind::Captain)
                } else {
                    (self.kind_squares(PieceKind::General) | self.kind_squares(PieceKind::Lieutenant))
                        | self.kind_squares(PieceKind::Soldier)
                };
                // The protector would step back along the line onto the attacked square, in `dir`'s
                // opposite: it "controls" that square only if its side may move that way (the seed's "possa
                // effettivamente controllare la casella"; a White piece north of the attacked one would
                // have to move south, backward, unless the rules allow backward moves).
                let back = dir.opposite();
                let mut sides = WideBitboard::EMPTY;
                for side in [Side::White, Side::Black] {
                    if self.allowed(side, back) {
                        sides |= self.sides[side.index()];
                    }
                }
                (attackers & kinds) & sides
            }
        }
    }

    /// Yellow's moves: steps and captures outside, entries through gates, moves along segments, exits; then
    /// the capture demand and the forced exit narrow them.
    fn yellow_moves(&self, list: &mut MoveList) {
        let yellow = self.sides[Side::Yellow.index()];
        let empty = self.empty_squares();
        let attackers = self.attacker_squares();
        let mut captures = 0;
        for kind in [PieceKind::General, PieceKind::Colonel, PieceKind::Soldier] {
            let movers = yellow & self.kind_squares(kind);
            if movers.is_empty() {
                continue;
            }
            let (dirs, _) = movement(kind, Side::Yellow);
            for &dir in dirs {
                let front = movers.shift(dir, SIZE);
                push_from_front(list, front & empty, dir, 1, false);
                let hits = front & attackers;
                if hits.is_empty() {
                    continue;
                }
                // Protected: a protector on the square right behind, i.e. one step further along `dir`.
                let protected = self.protectors(dir).shift(dir.opposite(), SIZE);
                let targets = hits & !protected;
                captures += targets.count();
                push_from_front(list, targets, dir, 1, true);
            }
        }
        self.entries(Side::Yellow, list);
        let forced_exit = !yellow.is_empty() && list.is_empty();
        if self.demand && captures > 0 {
            list.retain(|mv| mv.is_capture());
            return;
        }
        if !forced_exit {
            self.segment_moves(Side::Yellow, list);
        }
        self.exits(Side::Yellow, list);
    }

    /// Whether Yellow has a legal move, cheaply in the usual case: any step to an empty square outside is
    /// legal whatever the demand (it proves the outside pieces are not blocked, and a demand only narrows
    /// the moves to captures when there are some). Otherwise the full generation decides.
    pub(crate) fn yellow_has_move(&self) -> bool {
        let yellow = self.sides[Side::Yellow.index()];
        let empty = self.empty_squares();
        for kind in [PieceKind::General, PieceKind::Colonel, PieceKind::Soldier] {
            let movers = yellow & self.kind_squares(kind);
            if !movers.is_empty()
                && movement(kind, Side::Yellow).0.iter().any(|&d| movers.shift(d, SIZE).intersects(empty))
            {
                return true;
            }
        }
        let mut list = MoveList::new();
        self.yellow_moves(&mut list);
        !list.is_empty()
    }

    fn attacker_moves(&self, side: Side, list: &mut MoveList) {
        let own = self.sides[side.index()];
        let empty = self.empty_squares();
        for kind in PieceKind::ALL {
            let movers = own & self.kind_squares(kind);
            if movers.is_empty() {
                continue;
            }
            let (dirs, range) = movement(kind, side);
            for &dir in dirs {
                if !self.allowed(side, dir) {
                    continue;
                }
                let mut front = movers;
                for steps in 1..=range {
                    front = front.shift(dir, SIZE) & empty;
                    if front.is_empty() {
                        break;
                    }
                    push_from_front(list, front, dir, steps, false);
                }
            }
        }
        self.entries(side, list);
        self.segment_moves(side, list);
        // No exits: an attacker inside the fortress stays there (README reading 3), which is what makes an
        // entry irreversible and bounds the game (see "Why a game ends" in the crate docs).
        if list.is_empty() {
            list.push(Move::Pass);
            return;
        }
        // Every move may carry the capture demand.
        for i in 0..list.len() {
            if let Move::Step { from, to, capture, .. } = list[i] {
                list.push(Move::Step { from, to, capture, demand: true });
            }
        }
    }

    /// Moves from a gate square onto its free point.
    fn entries(&self, side: Side, list: &mut MoveList) {
        let own = self.sides[side.index()];
        for point in Point::all() {
            if let Some(gate) = self.rules.fortress.gate(point)
                && own.contains(gate)
                && self.points[point.index()].is_none()
            {
                list.push(Move::step(Loc::from_raw(gate), Loc::point(point)));
            }
        }
    }

    /// Moves along a segment to a free point.
    fn segment_moves(&self, side: Side, list: &mut MoveList) {
        let mut free = 0u8;
        for (i, p) in self.points.iter().enumerate() {
            if p.is_none() {
                free |= 1 << i;
            }
        }
        for from in Point::all() {
            if !matches!(self.points[from.index()], Some(p) if p.side == side) {
                continue;
            }
            let mut targets = self.rules.fortress.links(from) & free;
            while targets != 0 {
                let to = targets.trailing_zeros() as usize;
                targets &= targets - 1;
                if let Some(to) = Point::new(to) {
                    list.push(Move::step(Loc::point(from), Loc::point(to)));
                }
            }
        }
    }

    /// Moves from a point out to its empty gate square (for Yellow's soldiers, within the limit of three per
    /// square colour). Only Yellow leaves the fortress: attackers inside stay there.
    fn exits(&self, side: Side, list: &mut MoveList) {
        let occupied = self.occupied();
        for point in Point::all() {
            let Some(piece) = self.points[point.index()] else { continue };
            let Some(gate) = self.rules.fortress.gate(point) else { continue };
            if piece.side != side || occupied.contains(gate) {
                continue;
            }
            if side == Side::Yellow && piece.kind == PieceKind::Soldier && !self.soldier_may_stand(gate) {
                continue;
            }
            list.push(Move::step(Loc::point(point), Loc::from_raw(gate)));
        }
    }

    /// Whether one more Yellow soldier may stand outside on `square`'s colour (at most three per colour).
    pub(crate) fn soldier_may_stand(&self, square: usize) -> bool {
        let colour = if DARK.contains(square) { DARK } else { !DARK };
        (self.yellow_soldiers_outside() & colour).count() < 3
    }

    pub(crate) fn yellow_soldiers_outside(&self) -> WideBitboard {
        self.sides[Side::Yellow.index()] & self.kind_squares(PieceKind::Soldier)
    }

    /// Whether the soldier limit holds (for the parser).
    pub(crate) fn soldier_limit_holds(&self) -> bool {
        let soldiers = self.yellow_soldiers_outside();
        (soldiers & DARK).count() <= 3 && (soldiers & !DARK).count() <= 3
    }
}
