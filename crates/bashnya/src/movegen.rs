//! Move generation: bitboard shifts for men, ray walks for kings, a depth-first search for captures.
//!
//! Nothing here allocates: moves go into a stack [`MoveList`], and the capture search keeps its state
//! (the occupancy and enemy-commander bitboards as the capture proceeds, how many pieces have been taken
//! from each column so far, the path) on the stack, reading the packed columns without changing them.

use arrayvec::ArrayVec;

use crate::mv::{MAX_JUMPS, Move};
use crate::position::Position;
use crate::rules::{JumpRule, Promotion, Rules};
use crate::square::{Colour, Geometry, NONE, Square, bits, offset};

/// The capacity of a [`MoveList`].
///
/// Quiet moves are bounded: at most 12 commanders of one colour (24 when both colours may be moved, in
/// Stavropol Bashni), and a flying king has at most 13 moves on 8x8, so at most 312. Captures have no
/// tight proven bound (a king may have several landing squares after each of up to [`MAX_JUMPS`] jumps,
/// and in Bashni the order of the captured pieces makes distinct moves), but only moves with a different
/// start, end or captured sequence count, and the largest counts we have seen in random play stay far
/// below this (3000 random games of 400 plies per preset: at most 41 legal moves, and at most 17
/// distinct captures, in a position). Should a position ever have more distinct captures than this, the
/// generator keeps the first `MAX_MOVES` it finds instead of overflowing (it never panics).
pub const MAX_MOVES: usize = 320;

/// A stack-allocated list of moves.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

const WHITE_FORWARD: [usize; 2] = [0, 1];
const BLACK_FORWARD: [usize; 2] = [2, 3];
const ALL_DIRS: [usize; 4] = [0, 1, 2, 3];

/// The board as seen by the colour whose pieces move.
struct Sides {
    colour: Colour,
    mine: u64,
    theirs: u64,
    empty: u64,
}

#[inline]
fn sides(pos: &Position, colour: Colour) -> Sides {
    let geo = Geometry::of(pos.rules.board());
    let (mine, theirs) = match colour {
        Colour::White => (pos.white, pos.black),
        Colour::Black => (pos.black, pos.white),
    };
    Sides { colour, mine, theirs, empty: geo.mask & !(mine | theirs) }
}

#[inline]
fn forward(colour: Colour) -> &'static [usize] {
    match colour {
        Colour::White => &WHITE_FORWARD,
        Colour::Black => &BLACK_FORWARD,
    }
}

/// The squares the `men` of `s.colour` step to, in each of its two forward directions (as listed by
/// [`forward`]), with constant shifts.
#[inline]
fn man_steps(men: u64, s: &Sides, geo: &Geometry) -> [u64; 2] {
    match s.colour {
        Colour::White => [((men & geo.src1[0]) << 9) & s.empty, ((men & geo.src1[1]) << 7) & s.empty],
        Colour::Black => [((men & geo.src1[2]) >> 7) & s.empty, ((men & geo.src1[3]) >> 9) & s.empty],
    }
}

/// The directions (bit `d` for direction `d`) in which men of `colour` capture.
#[inline]
fn man_capture_dirs(rules: Rules, colour: Colour) -> u8 {
    match (rules.men_capture_backward(), colour) {
        (true, _) => 0b1111,
        (false, Colour::White) => 0b0011,
        (false, Colour::Black) => 0b1100,
    }
}

/// For each direction, the `pieces` that can jump a `victims` square next to them onto an `empty` square
/// right behind it (constant shifts, one line per direction).
#[inline]
fn jumpers(pieces: u64, victims: u64, empty: u64, geo: &Geometry) -> [u64; 4] {
    [
        pieces & geo.src2[0] & (((empty >> 9) & victims) >> 9),
        pieces & geo.src2[1] & (((empty >> 7) & victims) >> 7),
        pieces & geo.src2[2] & (((empty << 7) & victims) << 7),
        pieces & geo.src2[3] & (((empty << 9) & victims) << 9),
    ]
}

/// The union of `sets[d]` over the directions `d` in `dirs`.
#[inline]
fn select(sets: [u64; 4], dirs: u8) -> u64 {
    let pick = |d: usize| if dirs >> d & 1 == 1 { sets[d] } else { 0 };
    pick(0) | pick(1) | pick(2) | pick(3)
}

/// The commanders of the side to move that have a jump (before any jump, every enemy commander may be
/// taken): men by bitboard shifts, kings by walking their rays.
#[inline]
fn capturers(pos: &Position, s: &Sides) -> u64 {
    let geo = Geometry::of(pos.rules.board());
    let men = s.mine & !pos.kings;
    let mut found = select(jumpers(men, s.theirs, s.empty, geo), man_capture_dirs(pos.rules, s.colour));
    let flying = pos.rules.flying_kings();
    if !flying {
        return found | select(jumpers(s.mine & pos.kings, s.theirs, s.empty, geo), 0b1111);
    }
    for k in bits(s.mine & pos.kings) {
        for d in ALL_DIRS {
            let mut t = geo.step[d][k as usize];
            while t != NONE && s.empty >> t & 1 == 1 {
                t = geo.step[d][t as usize];
            }
            if t != NONE && s.theirs >> t & 1 == 1 {
                let l = geo.step[d][t as usize];
                if l != NONE && s.empty >> l & 1 == 1 {
                    found |= 1 << k;
                    break;
                }
            }
        }
    }
    found
}

/// Fills `moves` (already cleared) with the legal moves of the side to move.
pub(crate) fn generate(pos: &Position, moves: &mut MoveList) {
    if pos.rules.shared_pieces() {
        return generate_shared(pos, moves);
    }
    let s = sides(pos, pos.side);
    let movers = capturers(pos, &s);
    if movers != 0 {
        generate_captures(pos, &s, movers, moves);
    } else {
        generate_quiet(pos, &s, moves);
    }
}

/// Like [`generate`], but listing every capture path, even several for one move (same start, end and
/// captures). Only for perft tables that count paths.
pub(crate) fn generate_every_path(pos: &Position, moves: &mut MoveList) {
    let both = [pos.side, pos.side.opponent()];
    let colours = if pos.rules.shared_pieces() { &both[..] } else { &both[..1] };
    let mut any = false;
    for &colour in colours {
        let s = sides(pos, colour);
        let movers = capturers(pos, &s);
        if movers != 0 {
            any = true;
            generate_captures_with(pos, &s, movers, moves, true);
        }
    }
    if !any {
        generate(pos, moves);
    }
}

/// Stavropol: the pieces of both colours, each by its own colour's rules; a capture by either colour
/// comes first. The side to move's colour is listed first.
#[inline(never)]
fn generate_shared(pos: &Position, moves: &mut MoveList) {
    let own = sides(pos, pos.side);
    let other = sides(pos, pos.side.opponent());
    let (own_movers, other_movers) = (capturers(pos, &own), capturers(pos, &other));
    if own_movers | other_movers != 0 {
        if own_movers != 0 {
            generate_captures(pos, &own, own_movers, moves);
        }
        if other_movers != 0 {
            generate_captures(pos, &other, other_movers, moves);
        }
    } else {
        generate_quiet(pos, &own, moves);
        generate_quiet(pos, &other, moves);
    }
}

/// For each direction, the `pieces` with an `empty` neighbour in that direction (constant shifts, one line per
/// direction, as [`jumpers`]).
#[inline]
fn steppers(pieces: u64, empty: u64, geo: &Geometry) -> [u64; 4] {
    [
        pieces & geo.src1[0] & (empty >> 9),
        pieces & geo.src1[1] & (empty >> 7),
        pieces & geo.src1[2] & (empty << 7),
        pieces & geo.src1[3] & (empty << 9),
    ]
}

/// Whether the pieces of `colour` have a move by their own rules, without generating any: the exact
/// answer to "would [`generate`] list a move of this colour", in a few bitboard operations.
///
/// Why it is exact: a colour's moves are its captures if it has one, else its quiet moves, so it has a move
/// iff it has a quiet move or a capture. A quiet move exists iff a man has an empty square diagonally
/// forward or a king (flying or short) an empty neighbour, which is what [`generate_quiet`] walks first.
/// A capture exists iff [`capturers`] finds a first jump: the capture search tries that same jump from the
/// same board (nothing taken yet, nothing forbidden) and, as the search records a move at every landing
/// square where the capture cannot go on, at least one move follows from it. Quiet moves come first here
/// because they are a handful of shifts and almost every position has one; the capture test walks the
/// kings' rays.
#[inline]
pub(crate) fn colour_can_move(pos: &Position, colour: Colour) -> bool {
    let geo = Geometry::of(pos.rules.board());
    let s = sides(pos, colour);
    let [left, right] = man_steps(s.mine & !pos.kings, &s, geo);
    let [ne, nw, se, sw] = steppers(s.mine & pos.kings, s.empty, geo);
    (left | right | ne | nw | se | sw) != 0 || has_capture(pos, &s)
}

/// Whether `s.colour` has a capture: the rare second half of [`colour_can_move`], kept out of line so that
/// the common test (a free square ahead) needs no registers saved for the kings' ray walks.
#[inline(never)]
fn has_capture(pos: &Position, s: &Sides) -> bool {
    capturers(pos, s) != 0
}

/// The number of legal moves (for bulk-counted perft): quiet moves are counted without building them.
pub(crate) fn count(pos: &Position) -> u64 {
    if pos.rules.shared_pieces() {
        return count_shared(pos);
    }
    let s = sides(pos, pos.side);
    let movers = capturers(pos, &s);
    if movers != 0 {
        return count_captures(pos, &s, movers);
    }
    u64::from(count_quiet(pos, &s))
}

/// Stavropol's count: captures of both colours must be generated (duplicates removed), quiet moves of both
/// colours are only counted (they are never removed nor cut: at most 312 of them fit the list).
#[inline(never)]
fn count_shared(pos: &Position) -> u64 {
    let own = sides(pos, pos.side);
    let other = sides(pos, pos.side.opponent());
    if capturers(pos, &own) | capturers(pos, &other) == 0 {
        return u64::from(count_quiet(pos, &own) + count_quiet(pos, &other));
    }
    let mut moves = MoveList::new();
    generate_shared(pos, &mut moves);
    moves.len() as u64
}

/// The number of quiet moves of `s.colour`.
#[inline]
fn count_quiet(pos: &Position, s: &Sides) -> u32 {
    let geo = Geometry::of(pos.rules.board());
    let men = s.mine & !pos.kings;
    let [left, right] = man_steps(men, s, geo);
    let mut n = left.count_ones() + right.count_ones();
    let flying = pos.rules.flying_kings();
    for k in bits(s.mine & pos.kings) {
        for d in ALL_DIRS {
            let mut t = geo.step[d][k as usize];
            while t != NONE && s.empty >> t & 1 == 1 {
                n += 1;
                if !flying {
                    break;
                }
                t = geo.step[d][t as usize];
            }
        }
    }
    n
}

/// The number of distinct captures (they must be generated to remove duplicates). Not inlined, so that
/// the move list's stack frame is set up only when there are captures.
#[inline(never)]
fn count_captures(pos: &Position, s: &Sides, movers: u64) -> u64 {
    let mut moves = MoveList::new();
    generate_captures(pos, s, movers, &mut moves);
    moves.len() as u64
}

fn generate_quiet(pos: &Position, s: &Sides, moves: &mut MoveList) {
    let geo = Geometry::of(pos.rules.board());
    let men = s.mine & !pos.kings;
    for (&d, targets) in forward(s.colour).iter().zip(man_steps(men, s, geo)) {
        for to in bits(targets) {
            let from = (to as i8 - offset(d)) as u8;
            moves.push(Move::quiet(Square::from_bit(from), Square::from_bit(to)));
        }
    }
    let flying = pos.rules.flying_kings();
    for k in bits(s.mine & pos.kings) {
        for d in ALL_DIRS {
            let mut t = geo.step[d][k as usize];
            while t != NONE && s.empty >> t & 1 == 1 {
                moves.push(Move::quiet(Square::from_bit(k), Square::from_bit(t)));
                if !flying {
                    break;
                }
                t = geo.step[d][t as usize];
            }
        }
    }
}

/// The state of one capture search from one start square.
struct Search<'a> {
    geo: &'static Geometry,
    jump_rule: JumpRule,
    promotion_rule: Promotion,
    stacking: bool,
    columns: &'a [crate::column::Column; 32],
    mover_black: bool,
    flying: bool,
    man_dirs: u8,
    promotion: u64,
    /// Occupied squares as the capture proceeds (the start square is empty once the column leaves it).
    occ: u64,
    /// Squares whose current commander is an enemy.
    enemy: u64,
    /// Squares that may not be jumped again in this move (Turkish strike, Lasca).
    forbidden: u64,
    /// Pieces taken so far from each column (captures taking effect at once).
    removed: [u8; 32],
    from: u8,
    landings: [u8; MAX_JUMPS],
    taken: [u8; MAX_JUMPS],
    len: usize,
    /// Where this search's moves start in the list (for removing duplicates); `usize::MAX` keeps every path.
    first: usize,
}

fn generate_captures(pos: &Position, s: &Sides, movers: u64, moves: &mut MoveList) {
    generate_captures_with(pos, s, movers, moves, false);
}

/// Captures; with `every_path`, every capture path is listed, duplicates included (for perft tables that
/// count them so).
fn generate_captures_with(pos: &Position, s: &Sides, movers: u64, moves: &mut MoveList, every_path: bool) {
    let mut search = Search::new(pos, s, if every_path { usize::MAX } else { moves.len() });
    let occ = search.occ;
    for from in bits(movers) {
        search.from = from;
        search.occ = occ & !(1 << from);
        let king = pos.kings >> from & 1 == 1;
        let _ = search.jumps(moves, from, king, NONE);
    }
}

/// Whether the legal capture `mv` of a man, two jumps or longer, is the only legal move that starts on its
/// start square and lands first where it does (so that it keeps its home action slot); `false` when that is
/// not sure (a king, a man crowned before its last landing, a preset where both colours move).
///
/// Why it is exact when it says `true`: the moves with that start and first landing are the leaves of the
/// capture search below that first landing. The check follows `mv`'s path with the search's own state
/// (the same [`Search::take`] and [`Search::land`]) and finds one jump, and a man's jump has one landing
/// square, at every landing but the last; and at the last the capture cannot go on, as `mv` is legal and
/// the search records a move only where it cannot. So that subtree is a single path: one move.
///
/// Kings are left to the full ranking: a flying king's captures nearly always share their home (it may
/// stop on any square past its last victim), so following their paths cost more than it saved.
pub(crate) fn sole_capture_at_first_landing(pos: &Position, mv: Move) -> bool {
    if pos.rules.shared_pieces() || mv.captures() < 2 {
        return false;
    }
    let s = sides(pos, pos.side);
    let from = mv.from().bit();
    if (s.mine & !pos.kings) >> from & 1 == 0 {
        return false;
    }
    let mut search = Search::new(pos, &s, 0);
    search.from = from;
    search.occ &= !(1 << from);
    let last = mv.captures() - 1;
    let mut at = from;
    for (i, landing) in mv.landings().enumerate() {
        let l = landing.bit();
        // A man jumps the square between: two steps along one diagonal.
        if !matches!(l.abs_diff(at), 14 | 18) {
            return false;
        }
        if i == last {
            // `mv` ends here, crowned or not: the search found no jump from here.
            break;
        }
        let victim = u8::midpoint(at, l);
        search.take(victim);
        let (king_now, ends) = search.land(l, false);
        if king_now || ends {
            return false;
        }
        // The jumps from `l` as `Search::jumps` finds them for a man: exactly one direction.
        let victims = search.enemy & !search.forbidden & !(1u64 << victim);
        let can = jumpers(1u64 << l, victims, !search.occ, search.geo);
        if (0..4).filter(|&d| search.man_dirs >> d & 1 == 1 && can[d] != 0).count() != 1 {
            return false;
        }
        at = l;
    }
    true
}

impl<'a> Search<'a> {
    /// A search for the captures of `s.colour`, with nothing taken yet; `first` is where its moves start in
    /// the list (for removing duplicates), `usize::MAX` to keep every path.
    fn new(pos: &'a Position, s: &Sides, first: usize) -> Search<'a> {
        let geo = Geometry::of(pos.rules.board());
        Search {
            geo,
            jump_rule: pos.rules.jump_rule(),
            promotion_rule: pos.rules.promotion(),
            stacking: pos.rules.stacking(),
            columns: &pos.columns,
            mover_black: s.colour == Colour::Black,
            flying: pos.rules.flying_kings(),
            man_dirs: man_capture_dirs(pos.rules, s.colour),
            promotion: geo.promotion[s.colour.index()],
            occ: s.mine | s.theirs,
            enemy: s.theirs,
            forbidden: 0,
            removed: [0; 32],
            from: 0,
            landings: [0; MAX_JUMPS],
            taken: [0; MAX_JUMPS],
            len: 0,
            first,
        }
    }
}

impl Search<'_> {
    /// The enemy commander a flying king on `at` can jump in direction `dir`, and the first landing square.
    #[inline]
    fn king_target(&self, at: u8, dir: usize, last: u8) -> Option<(u8, u8)> {
        let step = &self.geo.step[dir];
        let mut victim = step[at as usize];
        while victim != NONE && self.occ >> victim & 1 == 0 {
            victim = step[victim as usize];
        }
        if victim == NONE || victim == last || (self.enemy & !self.forbidden) >> victim & 1 == 0 {
            return None;
        }
        let landing = step[victim as usize];
        if landing == NONE || self.occ >> landing & 1 == 1 {
            return None;
        }
        Some((victim, landing))
    }

    /// Takes the commander of `victim` off as the search sees the board.
    #[inline]
    fn take(&mut self, victim: u8) {
        let b = 1u64 << victim;
        match self.jump_rule {
            JumpRule::TurkishStrike => self.forbidden |= b,
            rule => {
                if rule == JumpRule::OncePerMove {
                    self.forbidden |= b;
                }
                let i = (victim >> 1) as usize;
                self.removed[i] += 1;
                let col = self.columns[i];
                let left = col.height().saturating_sub(self.removed[i]);
                if left == 0 {
                    self.occ &= !b;
                    self.enemy &= !b;
                } else if ((col.to_bits() >> (left - 1)) & 1 == 1) == self.mover_black {
                    // The new commander is the mover's own colour: it blocks.
                    self.enemy &= !b;
                }
            }
        }
    }

    /// The promotion status after landing on `l`: (king now, move must end here).
    #[inline]
    fn land(&self, l: u8, king: bool) -> (bool, bool) {
        if king || self.promotion >> l & 1 == 0 {
            return (king, false);
        }
        match self.promotion_rule {
            Promotion::ContinuesAsKing => (true, false),
            Promotion::OnlyAtEnd => (false, false),
            Promotion::EndsMove => (false, true),
        }
    }

    /// Tries every jump from `at`, recursing while the capture can go on and recording finished moves;
    /// returns whether there was any jump.
    fn jumps(&mut self, moves: &mut MoveList, at: u8, king: bool, last: u8) -> bool {
        let mut any = false;
        if king && self.flying {
            for d in ALL_DIRS {
                if let Some((victim, landing)) = self.king_target(at, d, last) {
                    any = true;
                    self.jump(moves, d, victim, landing, king);
                }
            }
            return any;
        }
        // A man or a short king: the four directions at once, by bitboard steps.
        let last_bit = if last == NONE { 0 } else { 1u64 << last };
        let victims = self.enemy & !self.forbidden & !last_bit;
        let can = jumpers(1u64 << at, victims, !self.occ, self.geo);
        let dirs = if king { 0b1111 } else { self.man_dirs };
        for d in ALL_DIRS {
            if dirs >> d & 1 == 1 && can[d] != 0 {
                any = true;
                let victim = (at as i8 + offset(d)) as u8;
                let landing = (victim as i8 + offset(d)) as u8;
                self.jump(moves, d, victim, landing, king);
            }
        }
        any
    }

    /// Jumps `victim` in direction `d`, landing on `first_landing` or (flying king) any empty square beyond,
    /// then goes on or records the finished moves.
    fn jump(&mut self, moves: &mut MoveList, d: usize, victim: u8, first_landing: u8, king: bool) {
        let saved = (self.occ, self.enemy, self.forbidden);
        self.take(victim);
        self.taken[self.len] = victim;
        self.len += 1;
        // Russian landing rule: if the capture can go on from some landing squares, it must land on one of
        // those (the recursion records the moves that go on); otherwise every landing square ends it.
        let flying = king && self.flying;
        let mut goes_on = false;
        let mut l = first_landing;
        while l != NONE && self.occ >> l & 1 == 0 {
            self.landings[self.len - 1] = l;
            let (king_now, ends) = self.land(l, king);
            if !ends && self.jumps(moves, l, king_now, victim) {
                goes_on = true;
            }
            if !flying {
                break;
            }
            l = self.geo.step[d][l as usize];
        }
        if !goes_on {
            let mut l = first_landing;
            while l != NONE && self.occ >> l & 1 == 0 {
                self.landings[self.len - 1] = l;
                self.emit(moves);
                if !flying {
                    break;
                }
                l = self.geo.step[d][l as usize];
            }
        }
        self.len -= 1;
        if self.jump_rule != JumpRule::TurkishStrike {
            self.removed[(victim >> 1) as usize] -= 1;
        }
        (self.occ, self.enemy, self.forbidden) = saved;
    }

    fn emit(&mut self, moves: &mut MoveList) {
        if moves.is_full() {
            return;
        }
        let mut taken = self.taken;
        let taken = &mut taken[..self.len];
        if !self.stacking {
            // Russian draughts: the move is its set of captured pieces.
            taken.sort_unstable();
        }
        let mv = Move::capture(self.from, &self.landings[..self.len], taken);
        if self.first != usize::MAX && moves[self.first..].iter().any(|m| m.same_identity(mv)) {
            return;
        }
        moves.push(mv);
    }
}
