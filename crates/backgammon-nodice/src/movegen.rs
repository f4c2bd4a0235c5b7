//! Move generation: the legal plays of one pair under the full maximisation rules, deduplicated by resulting
//! position, without touching the heap; and the legal moves of a state (cube actions, the union over the
//! allowed pairs in no-dice mode, the rolls at a chance node).

use abstract_game::MoveList;
use arrayvec::ArrayVec;

use crate::mv::{Dice, Move};
use crate::position::{Phase, Position, Side};

/// An upper bound on the number of distinct legal plays of one pair in any position, the capacity of
/// [`PlayList`].
///
/// Why it holds: a play of a double is a multiset of checker journeys `(start point, k)` (a checker from
/// `start` moving `k` times the number) with `k` summing to at most 4, and the checkers start on at most 15
/// distinct places (points or the bar). The multisets with `k` summing to exactly 4 number at most
/// `15 + 15·15 + C(16,2) + 15·C(16,2) + C(18,4) = 15 + 225 + 120 + 1800 + 3060 = 5220` (partitions 4, 3+1,
/// 2+2, 2+1+1, 1+1+1+1); plays of fewer steps are only legal when no longer play is, and are fewer
/// (`<= 920`). A non-double play is a pair of steps `{(x, high), (y, low)}` with `x` and `y` among at most 16
/// places: `<= 256`. (GNU Backgammon sizes its list at 3060 for the same reason, a bound we could not prove
/// as simply.)
pub const MAX_PLAYS: usize = 5220;

/// A stack-allocated list of the plays of one pair (about 41 KB; no heap).
pub type PlayList = ArrayVec<Move, MAX_PLAYS>;

const HIGH_BITS: u64 = 0x8080_8080_8080_8080;
const LOW_BITS: u64 = 0x0101_0101_0101_0101;

/// Each byte minus one, without borrows between bytes.
#[inline]
const fn swar_minus_one(x: u64) -> u64 {
    ((x | HIGH_BITS) - LOW_BITS) ^ (!x & HIGH_BITS)
}

/// Each byte plus one, without carries between bytes.
#[inline]
const fn swar_plus_one(x: u64) -> u64 {
    ((x & !HIGH_BITS) + LOW_BITS) ^ (x & HIGH_BITS)
}

/// The high bit of each byte of `x` (the others clear), gathered into the low eight bits: byte `i` to bit `i`.
#[inline]
const fn movemask(x: u64) -> u32 {
    (((x >> 7).wrapping_mul(0x0102_0408_1020_4080)) >> 56) as u32
}

/// The board from the mover's point of view: `pts[1..=24]` its points (positive its own checkers, negative
/// the opponent's), `pts[25]` its checkers on the bar; with bit sets of the places it occupies and of the
/// points the opponent holds (which no play changes: hitting only ever removes a blot).
#[derive(Clone, Copy)]
struct View {
    pts: [i8; 26],
    /// Bit `p`: the mover has a checker on `p` (`1..=25`).
    occupied: u32,
    /// Bit `p`: the opponent holds point `p` with two or more checkers.
    blocked: u32,
    /// Bit `p`: the opponent has a blot on point `p`, before any step (`apply` and `undo` leave it alone).
    blots: u32,
    /// The mover's checkers outside its home board (points 7 to 24 and the bar): bearing off needs zero.
    outside: u8,
}

impl View {
    fn new(pos: &Position) -> View {
        let me = pos.side_to_move();
        let board = pos.board();
        let mut pts = [0i8; 26];
        // The bit sets, eight points at a time (SWAR on bytes; counts are within -15..=15).
        let (mut occupied, mut blocked, mut blots, mut outside_points) = (0u32, 0u32, 0u32, 0u64);
        for k in 0..3 {
            // The mover's points `8k + 1 ..= 8k + 8`, one byte each (two's complement).
            let x = if me == Side::White {
                u64::from_le_bytes(core::array::from_fn(|j| board[8 * k + j] as u8))
            } else {
                let mirrored = u64::from_le_bytes(core::array::from_fn(|j| board[16 - 8 * k + j] as u8));
                // Negated bytewise: !x + 1 in each byte.
                swar_plus_one(!mirrored.swap_bytes())
            };
            for (p, b) in pts[8 * k + 1..8 * k + 9].iter_mut().zip(x.to_le_bytes()) {
                *p = b as i8;
            }
            let positive = !(x | swar_minus_one(x)) & HIGH_BITS;
            let plus_one = swar_plus_one(x);
            let held = plus_one & HIGH_BITS;
            // Negative, and not any more once one is added: exactly -1.
            let blot = x & !plus_one & HIGH_BITS;
            occupied |= movemask(positive) << (8 * k + 1);
            blocked |= movemask(held) << (8 * k + 1);
            blots |= movemask(blot) << (8 * k + 1);
            // Points 7 and 8 are the top two bytes of the first chunk.
            let keep = if k == 0 { 0xffff << 48 } else { u64::MAX };
            outside_points += x & ((positive >> 7) * 0xff) & keep;
        }
        let bar = pos.bar(me);
        pts[25] = bar as i8;
        occupied |= u32::from(bar > 0) << 25;
        // The byte sums fit (at most 15 checkers), so the horizontal sum is one multiplication.
        let outside = (outside_points.wrapping_mul(LOW_BITS) >> 56) as u8 + bar;
        View { pts, occupied, blocked, blots, outside }
    }

    /// The places a checker may leave with `die`, as a bit set: only the bar while the mover has a checker
    /// there; else every occupied point whose landing point is not held, and when all checkers are home the
    /// bear-offs: from the point equal to the number, or from the highest point with a larger number.
    #[inline]
    fn movable(&self, die: usize) -> u32 {
        if self.pts[25] > 0 {
            return if self.blocked & (1 << (25 - die)) == 0 { 1 << 25 } else { 0 };
        }
        let mut from = self.occupied & !(self.blocked << die) & !((2u32 << die) - 1);
        if self.outside == 0 && self.occupied != 0 {
            from |= self.occupied & (1 << die);
            let highest = 31 - self.occupied.leading_zeros() as usize;
            if highest < die {
                from |= 1 << highest;
            }
        }
        from
    }

    /// Moves a checker (the step must be legal); returns whether it hit.
    #[inline]
    fn apply(&mut self, from: usize, die: usize) -> bool {
        self.pts[from] -= 1;
        if self.pts[from] == 0 {
            self.occupied &= !(1 << from);
        }
        if from > die {
            let to = from - die;
            if from >= 7 && to <= 6 {
                self.outside -= 1;
            }
            self.occupied |= 1 << to;
            if self.pts[to] == -1 {
                self.pts[to] = 1;
                return true;
            }
            self.pts[to] += 1;
        }
        false
    }

    #[inline]
    fn undo(&mut self, from: usize, die: usize, hit: bool) {
        self.pts[from] += 1;
        self.occupied |= 1 << from;
        if from > die {
            let to = from - die;
            if from >= 7 && to <= 6 {
                self.outside += 1;
            }
            self.pts[to] = if hit { -1 } else { self.pts[to] - 1 };
            if self.pts[to] <= 0 {
                self.occupied &= !(1 << to);
            }
        }
    }

    /// Whether the step hits (the step must be legal).
    #[inline]
    fn hits(&self, from: usize, die: usize) -> bool {
        from > die && self.pts[from - die] == -1
    }
}

/// The highest set bit of a non-empty set, and the set without it: places from the back to the front.
#[inline]
fn pop_highest(set: &mut u32) -> usize {
    let p = 31 - set.leading_zeros() as usize;
    *set &= !(1 << p);
    p
}

/// Where the generator puts the plays it finds: a move list ([`Listing`]) or a count ([`Count`]). Both see
/// the same search, so a count is exactly the length of the list.
trait Sink {
    /// One play.
    fn push(&mut self, mv: Move);

    /// The number of plays so far.
    fn pushed(&self) -> usize;

    /// The plays `make(p)` for every place `p` of `set`, from the highest down (the order of the list).
    #[inline]
    fn push_each(&mut self, mut set: u32, mut make: impl FnMut(usize) -> Move) {
        while set != 0 {
            self.push(make(pop_highest(&mut set)));
        }
    }
}

/// The plays appended to a move list.
struct Listing<'a, L>(&'a mut L);

impl<L: MoveList<Move>> Sink for Listing<'_, L> {
    #[inline]
    fn push(&mut self, mv: Move) {
        self.0.push(mv);
    }

    #[inline]
    fn pushed(&self) -> usize {
        self.0.len()
    }
}

/// The plays counted, not built: the innermost loops of the search (the last steps, one per place of a bit
/// set) become a population count.
struct Count(usize);

impl Sink for Count {
    #[inline]
    fn push(&mut self, _: Move) {
        self.0 += 1;
    }

    #[inline]
    fn pushed(&self) -> usize {
        self.0
    }

    #[inline]
    fn push_each(&mut self, set: u32, _: impl FnMut(usize) -> Move) {
        self.0 += set.count_ones() as usize;
    }
}

/// An exact key of the change a play makes: one 4-bit count per place (off, points 1-24, bar) of the mover's
/// checkers, plus one bit per point hit, all relative to the position before (wrapping arithmetic; equal keys
/// from the same position mean equal resulting positions, since the true counts fit their nibbles).
#[inline]
fn step_key(from: usize, die: usize, hit: bool) -> u128 {
    let to = from.saturating_sub(die);
    let mut key = (1u128 << (4 * to)).wrapping_sub(1u128 << (4 * from));
    if hit {
        key = key.wrapping_add(1u128 << (104 + to - 1));
    }
    key
}

/// Whether the step set `{(fh, high), (fl, low)}` of a non-double reaches a position not listed yet. Only
/// the two colliding cases (see [`non_double`]) are compared, by their exact key.
#[inline]
fn is_new(
    special: &mut ArrayVec<u128, 128>,
    dice: Dice,
    (fh, hit_h): (usize, bool),
    (fl, hit_l): (usize, bool),
) -> bool {
    let (high, low) = (dice.high() as usize, dice.low() as usize);
    // One checker making both steps, via either number first (whatever the order in which it was found); or
    // two checkers borne off.
    let one_checker = (fh > high && fl == fh - high) || (fl > low && fh == fl - low);
    if !one_checker && (fh > high || fl > low) {
        return true;
    }
    let key = step_key(fh, high, hit_h).wrapping_add(step_key(fl, low, hit_l));
    if special.contains(&key) {
        return false;
    }
    special.push(key);
    true
}

/// Appends the plays of a non-double `dice`, each resulting position once.
///
/// A play using both numbers is a set of two steps `{(x, high), (y, low)}`, legal if one of its two orders
/// is. Plays are generated high number first, then low number first, skipping in the second pass the step
/// sets the first pass produced. Two different step sets reach the same position only in two cases, which
/// are the only ones checked by resulting position: one checker making both steps (`x/x-high/x-high-low`
/// and `x/x-low/x-high-low` differ only by the point passed, which matters only if a blot was hit there),
/// and two checkers both borne off (6-5 from the 4- and 2-points: `4/off 2/off` either way). Any other pair of
/// step sets changes different points.
fn non_double(v: &mut View, dice: Dice, out: &mut impl Sink) {
    if v.pts[25] == 0 && v.outside >= 2 {
        non_double_open(v, dice, out);
        return;
    }
    let (high, low) = (dice.high() as usize, dice.low() as usize);
    // `high_first[x]` bit `y`: the set {(x, high), (y, low)} was produced by the first pass.
    let mut high_first = [0u32; 26];
    // Keys of the plays in the two colliding cases: at most 2 * 15 one-checker plays and 2 * 6 * 6 plays
    // bearing off two checkers.
    let mut special: ArrayVec<u128, 128> = ArrayVec::new();
    let mut any = false;
    let mut first = v.movable(high);
    while first != 0 {
        let fh = pop_highest(&mut first);
        let hit_h = v.apply(fh, high);
        let mut second = v.movable(low);
        while second != 0 {
            let fl = pop_highest(&mut second);
            high_first[fh] |= 1 << fl;
            let hit_l = v.hits(fl, low);
            if is_new(&mut special, dice, (fh, hit_h), (fl, hit_l)) {
                let mut mv = Move::play(dice);
                mv.push_step(fh as u8, high as u8, hit_h);
                mv.push_step(fl as u8, low as u8, hit_l);
                out.push(mv);
                any = true;
            }
        }
        v.undo(fh, high, hit_h);
    }
    let mut first = v.movable(low);
    while first != 0 {
        let fl = pop_highest(&mut first);
        let hit_l = v.apply(fl, low);
        let mut second = v.movable(high);
        while second != 0 {
            let fh = pop_highest(&mut second);
            if high_first[fh] & (1 << fl) != 0 {
                continue;
            }
            let hit_h = v.hits(fh, high);
            if is_new(&mut special, dice, (fh, hit_h), (fl, hit_l)) {
                let mut mv = Move::play(dice);
                mv.push_step(fl as u8, low as u8, hit_l);
                mv.push_step(fh as u8, high as u8, hit_h);
                out.push(mv);
                any = true;
            }
        }
        v.undo(fl, low, hit_l);
    }
    if any {
        return;
    }
    // Only one number can be played: the larger one if it can be.
    for die in [high, low] {
        let mut from = v.movable(die);
        if from == 0 {
            continue;
        }
        while from != 0 {
            let f = pop_highest(&mut from);
            let mut mv = Move::play(dice);
            mv.push_step(f as u8, die as u8, v.hits(f, die));
            out.push(mv);
        }
        return;
    }
}

/// Whether route A from `s` (see [`non_double_open`]) is legal and passes no blot, given a checker on `s`.
#[inline]
fn a_clean_at(v: &View, s: usize, high: usize, open_high: u32, open_low: u32) -> bool {
    v.occupied & open_high & (1 << s) != 0
        && v.blots & (1 << (s - high)) == 0
        && open_low & (1 << (s - high)) != 0
}

/// [`non_double`] in the usual case, no checker on the bar and none borne off during the play (two or more
/// checkers outside the home board): a step may leave any occupied point whose landing point is not held,
/// one fixed mask per number. With the high number first every set of two steps is found except a checker
/// moving the low number and then, from the point it reached, the high one (when no checker of the mover was
/// there before); those runs are added after.
///
/// No bear-off is possible here, so the only step sets reaching the same position are one checker's two
/// routes from `s` to `s - high - low`, via `s - high` (route A) or via `s - low` (route B), when neither
/// passes over an opposing blot (a blot hit on the way tells them apart). Route A is always found first (by
/// the high-first pass, at `s`), so route B is skipped exactly when route A is legal and neither route hits
/// on the way: the same plays, in the same order, as comparing resulting positions.
fn non_double_open(v: &mut View, dice: Dice, out: &mut impl Sink) {
    let (high, low) = (dice.high() as usize, dice.low() as usize);
    let points = (1u32 << 25) - 2;
    let open_high = !(v.blocked << high) & !((2u32 << high) - 1) & points;
    let open_low = !(v.blocked << low) & !((2u32 << low) - 1) & points;
    // Bit `s`: a checker may step from `s` by the high number and then by the low one without hitting on the
    // way (route A legal and blot-free at `s - high`), given a checker on `s`.
    let mut a_clean = 0u32;
    let mut any = false;
    let base = Move::play(dice);
    let (die_h, die_l) = (high as u8, low as u8);
    let mut first = v.occupied & open_high;
    while first != 0 {
        let fh = pop_highest(&mut first);
        let mid = fh - high;
        let hit_h = v.blots & (1 << mid) != 0;
        if !hit_h && open_low & (1 << mid) != 0 {
            a_clean |= 1 << fh;
        }
        // The occupied points after the high step: `fh` left empty if it had one checker, `mid` taken.
        let left = if v.pts[fh] == 1 { v.occupied & !(1 << fh) } else { v.occupied };
        let mut second = (left | (1 << mid)) & open_low;
        // Route B from `fh + low` through `fh` (no blot there: the mover has a checker on it) duplicates
        // route A from `fh + low` when that one is legal and blot-free.
        let s = fh + low;
        if s <= 24 && a_clean_at(v, s, high, open_high, open_low) {
            second &= !(1 << s);
        }
        let mv = base.with_step(0, fh as u8, die_h, hit_h);
        // Bit `p`: the low step from `p` hits (the high step took `mid`, so no blot is left there).
        let hits_low = (v.blots & !(1 << mid)) << low;
        any |= second != 0;
        out.push_each(second, |fl| mv.with_step(1, fl as u8, die_l, hits_low & (1 << fl) != 0));
    }
    let mut first = v.occupied & open_low & !((v.occupied | !open_high) << low);
    while first != 0 {
        let fl = pop_highest(&mut first);
        let mid = fl - low;
        let hit_l = v.blots & (1 << mid) != 0;
        if !hit_l && a_clean & (1 << fl) != 0 {
            continue;
        }
        let hit_h = v.blots & (1 << (mid - high)) != 0;
        out.push(base.with_step(0, fl as u8, die_l, hit_l).with_step(1, mid as u8, die_h, hit_h));
        any = true;
    }
    if !any {
        // Only one number can be played: the larger one if it can be.
        let only_high = v.occupied & open_high;
        let (die, mut from) = if only_high != 0 { (high, only_high) } else { (low, v.occupied & open_low) };
        while from != 0 {
            let f = pop_highest(&mut from);
            let mut mv = base;
            mv.push_step(f as u8, die as u8, v.pts[f - die] == -1);
            out.push(mv);
        }
    }
}

/// The most steps of `die` playable (at most `4 - depth` more), trying steps from `max_from` down only:
/// every legal multiset of steps is legal in the order of decreasing start points (bar first, checkers
/// further back first), so this finds the maximum.
fn double_depth(v: &mut View, die: usize, max_from: usize, depth: u8) -> u8 {
    if depth == 4 {
        return 4;
    }
    let mut best = depth;
    let mut froms = v.movable(die) & ((2u32 << max_from) - 1);
    while froms != 0 {
        let from = pop_highest(&mut froms);
        let hit = v.apply(from, die);
        best = best.max(double_depth(v, die, from, depth + 1));
        v.undo(from, die, hit);
        if best == 4 {
            break;
        }
    }
    best
}

/// Appends every multiset of exactly `target` steps of `die`, each once (steps in decreasing start order).
/// Distinct multisets give distinct positions (the checkers moved from each point are determined by the
/// resulting counts along each chain of points `die` apart), so no deduplication is needed.
fn double_plays(
    v: &mut View,
    die: usize,
    max_from: usize,
    depth: u8,
    target: u8,
    mv: &mut Move,
    out: &mut impl Sink,
) {
    if depth == target {
        out.push(*mv);
        return;
    }
    let mut froms = v.movable(die) & ((2u32 << max_from) - 1);
    if depth + 1 == target {
        // The last step: no need to play it on the board.
        out.push_each(froms, |from| {
            let mut last = *mv;
            last.push_step(from as u8, die as u8, v.hits(from, die));
            last
        });
        return;
    }
    while froms != 0 {
        let from = pop_highest(&mut froms);
        let hit = v.apply(from, die);
        mv.push_step(from as u8, die as u8, hit);
        double_plays(v, die, from, depth + 1, target, mv, out);
        mv.pop_step();
        v.undo(from, die, hit);
    }
}

/// The steps of a double when no checker is on the bar and none can be borne off during the play (four or
/// more checkers outside the home board): the places a step may leave are then the occupied points whose
/// landing point, `die` lower and on the board, is not held — one mask, fixed for the whole play, so each
/// node of the search is a few bit operations.
struct OpenDouble {
    pts: [i8; 26],
    occupied: u32,
    /// Bit `p`: the opponent has a blot on `p` (kept up to date: a hit blot is gone).
    blots: u32,
    /// Bit `p`: a checker may step from `p` if it has one (`p > die`, `p - die` not held).
    open: u32,
    die: usize,
}

impl OpenDouble {
    /// The open search of `die`'s double from `v`, when it applies: no checker on the bar and four or more
    /// outside the home board.
    #[inline]
    fn of(v: &View, die: usize) -> Option<OpenDouble> {
        if v.pts[25] != 0 || v.outside < 4 {
            return None;
        }
        let above_die = !((2u32 << die) - 1) & ((1 << 25) - 1);
        let open = !(v.blocked << die) & above_die;
        Some(OpenDouble { pts: v.pts, occupied: v.occupied, blots: v.blots, open, die })
    }

    #[inline]
    fn apply(&mut self, from: usize) -> bool {
        let to = from - self.die;
        self.pts[from] -= 1;
        if self.pts[from] == 0 {
            self.occupied &= !(1 << from);
        }
        self.occupied |= 1 << to;
        let hit = self.blots & (1 << to) != 0;
        self.blots &= !(1 << to);
        // A blot (-1) or the mover's own checkers (0 or more): the mover's count afterwards.
        self.pts[to] = self.pts[to].max(0) + 1;
        hit
    }

    #[inline]
    fn undo(&mut self, from: usize, hit: bool) {
        let to = from - self.die;
        self.pts[from] += 1;
        self.occupied |= 1 << from;
        self.blots |= u32::from(hit) << to;
        self.pts[to] = if hit { -1 } else { self.pts[to] - 1 };
        if self.pts[to] <= 0 {
            self.occupied &= !(1 << to);
        }
    }

    fn depth(&mut self, max_from: usize, depth: u8) -> u8 {
        if depth == 4 {
            return 4;
        }
        let mut best = depth;
        let mut froms = self.occupied & self.open & ((2u32 << max_from) - 1);
        while froms != 0 {
            let from = pop_highest(&mut froms);
            let hit = self.apply(from);
            best = best.max(self.depth(from, depth + 1));
            self.undo(from, hit);
            if best == 4 {
                break;
            }
        }
        best
    }

    fn plays(&mut self, max_from: usize, left: u8, mv: Move, out: &mut impl Sink) {
        let mut froms = self.occupied & self.open & ((2u32 << max_from) - 1);
        let die = self.die as u8;
        let n = mv.len() as u32;
        // Bit `p`: a step from `p` hits.
        let hits = self.blots << self.die;
        if left == 1 {
            out.push_each(froms, |from| mv.with_step(n, from as u8, die, hits & (1 << from) != 0));
            return;
        }
        if left == 2 {
            // The last two steps, without playing the first on the board: after it `from` may be empty and
            // `to` holds a checker of the mover (so nothing is hit there).
            while froms != 0 {
                let from = pop_highest(&mut froms);
                let to = from - self.die;
                let next = mv.with_step(n, from as u8, die, hits & (1 << from) != 0);
                let rest = if self.pts[from] == 1 { self.occupied & !(1 << from) } else { self.occupied };
                let seconds = (rest | (1 << to)) & self.open & ((2u32 << from) - 1);
                let hits_after = hits & !(1 << from);
                out.push_each(seconds, |second| {
                    next.with_step(n + 1, second as u8, die, hits_after & (1 << second) != 0)
                });
            }
            return;
        }
        while froms != 0 {
            let from = pop_highest(&mut froms);
            let hit = self.apply(from);
            self.plays(from, left - 1, mv.with_step(n, from as u8, die, hit), out);
            self.undo(from, hit);
        }
    }
}

fn append_plays(v: &mut View, dice: Dice, out: &mut impl Sink) {
    if dice.is_double() {
        let die = dice.low() as usize;
        if let Some(mut fast) = OpenDouble::of(v, die) {
            // Four steps are usually playable: list them at once, and search for the longest play only
            // when there is none (the search of four steps found nothing, so it pushed nothing).
            let before = out.pushed();
            fast.plays(24, 4, Move::play(dice), out);
            if out.pushed() == before {
                let target = fast.depth(24, 0);
                if target > 0 {
                    fast.plays(24, target, Move::play(dice), out);
                }
            }
            return;
        }
        let top = 25;
        let before = out.pushed();
        double_plays(v, die, top, 0, 4, &mut Move::play(dice), out);
        if out.pushed() == before {
            let target = double_depth(v, die, top, 0);
            if target > 0 {
                double_plays(v, die, top, 0, target, &mut Move::play(dice), out);
            }
        }
    } else {
        non_double(v, dice, out);
    }
}

/// The number of steps of every legal play of `dice` (they all have the same): what [`append_plays`] finds,
/// without listing the plays. A double's maximum by the same search; a non-double's 2 when some checker
/// can play both numbers one after the other (in either order), else 1 when either number can be played,
/// else 0.
fn play_length(v: &mut View, dice: Dice) -> usize {
    if dice.is_double() {
        let die = dice.low() as usize;
        if let Some(mut fast) = OpenDouble::of(v, die) {
            return usize::from(fast.depth(24, 0));
        }
        return usize::from(double_depth(v, die, 25, 0));
    }
    let (high, low) = (dice.high() as usize, dice.low() as usize);
    for (first_die, second_die) in [(high, low), (low, high)] {
        let mut first = v.movable(first_die);
        while first != 0 {
            let from = pop_highest(&mut first);
            let hit = v.apply(from, first_die);
            let second = v.movable(second_die);
            v.undo(from, first_die, hit);
            if second != 0 {
                return 2;
            }
        }
    }
    usize::from(v.movable(high) | v.movable(low) != 0)
}

/// The step-by-step view of one pair's plays (for [`crate::steps`]): the position at the start of the play,
/// with some of its first steps taken.
pub(crate) struct PartialPlay {
    view: View,
    /// The number of steps of every legal play of the pair.
    length: usize,
}

impl PartialPlay {
    /// The plays of `dice` for the side on turn of `pos`, after `taken`'s steps (the first steps of one of
    /// them).
    pub(crate) fn new(pos: &Position, dice: Dice, taken: Move) -> PartialPlay {
        let mut view = View::new(pos);
        let length = if pos.is_over() { 0 } else { play_length(&mut view, dice) };
        for step in taken.steps() {
            view.apply(usize::from(step.from), usize::from(step.die));
        }
        PartialPlay { view, length }
    }

    /// The number of steps of every legal play of the pair (0: no play, the turn passes).
    pub(crate) fn length(&self) -> usize {
        self.length
    }

    /// Whether a step from `from` with `die` now hits a blot (the step must be legal).
    pub(crate) fn hits(&self, from: u8, die: u8) -> bool {
        self.view.hits(usize::from(from), usize::from(die))
    }

    /// A double's steps continuing `taken` (its `k = taken.len()` first steps, `k` below the play length),
    /// as [`Position::plays_into`] lists them: every play of a double is listed once, its steps by
    /// decreasing starting point, so the next step starts at most where the last one did, and must leave a
    /// full play possible; in the order of the plays that take it first, by decreasing starting point.
    pub(crate) fn double_steps(&mut self, die: u8, taken: Move, mut push: impl FnMut(u8)) {
        let k = taken.len();
        let die = usize::from(die);
        let max_from = taken.step(k.wrapping_sub(1)).map_or(25, |s| usize::from(s.from));
        let mut froms = self.view.movable(die) & ((2u32 << max_from) - 1);
        while froms != 0 {
            let from = pop_highest(&mut froms);
            let hit = self.view.apply(from, die);
            let depth = double_depth(&mut self.view, die, from, k as u8 + 1);
            self.view.undo(from, die, hit);
            if usize::from(depth) == self.length {
                push(from as u8);
            }
        }
    }
}

impl Position {
    /// Clears `out` and fills it with the legal plays of `dice` for the side on turn (whatever the phase and
    /// the restriction on choosing pairs): both numbers if any play uses both, else the larger number if it
    /// can be played, else the smaller; with a double, as many steps as possible. Plays that reach the same
    /// position are listed once. Empty when nothing can be played. Never allocates when `out` is a
    /// [`PlayList`].
    pub fn plays_into<L: MoveList<Move>>(&self, dice: Dice, out: &mut L) {
        out.clear();
        if self.is_over() {
            return;
        }
        append_plays(&mut View::new(self), dice, &mut Listing(out));
    }

    /// The number of legal plays of `dice` for the side on turn: the length of the list
    /// [`Position::plays_into`] fills, counted by the same search without building the plays (the last
    /// steps' places are counted as bit sets), for a cheap check that a list handed back is the whole list.
    pub(crate) fn play_count(&self, dice: Dice) -> usize {
        if self.is_over() {
            return 0;
        }
        let mut count = Count(0);
        append_plays(&mut View::new(self), dice, &mut count);
        count.0
    }

    /// The legal plays of `dice` for the side on turn, as a new [`PlayList`] (about 41 KB, returned on the
    /// stack: in loops, reuse one list with [`Position::plays_into`]).
    pub fn plays(&self, dice: Dice) -> PlayList {
        let mut list = PlayList::new();
        self.plays_into(dice, &mut list);
        list
    }

    /// Calls `f` with each pair the side on turn may choose now that has a play, in [`Dice::ALL`] order:
    /// the pairs of the plays [`Position::legal_moves_into`] lists at the start of a no-dice turn, without
    /// listing them (thousands, for a whole union of pairs).
    pub(crate) fn for_each_playable_pair(&self, mut f: impl FnMut(Dice)) {
        if self.is_over() {
            return;
        }
        let mut view = View::new(self);
        for dice in self.allowed_dice() {
            if play_length(&mut view, dice) > 0 {
                f(dice);
            }
        }
    }

    /// The pairs the side on turn may choose now (no-dice mode; empty in classic mode).
    pub fn allowed_dice(&self) -> impl Iterator<Item = Dice> + '_ {
        Dice::ALL.into_iter().filter(|&d| self.dice_allowed(d))
    }

    /// Clears `moves` and fills it with the legal moves of the side on turn, or the rolls at a chance node:
    ///
    /// - [`Phase::TurnStart`]: `double` if allowed; then, in no-dice mode, every play of every allowed pair
    ///   (the pair is part of the move; each pair's plays are deduplicated by resulting position, so the list
    ///   holds each (pair, resulting position) once), or `pass` if there is none; in classic mode, `roll`.
    /// - [`Phase::Choose`]: the plays of every allowed pair, or `pass`.
    /// - [`Phase::Rolling`]: the 21 rolls (15 on the opening turn), see
    ///   [`Game::chance_probability`](abstract_game::Game::chance_probability).
    /// - [`Phase::Playing`]: the plays of the dice, or `pass`.
    /// - [`Phase::Doubled`]: `take`, `drop`. [`Phase::Over`]: nothing.
    pub fn legal_moves_into<L: MoveList<Move>>(&self, moves: &mut L) {
        moves.clear();
        match self.phase() {
            Phase::Over(_) => {}
            Phase::Doubled => {
                moves.push(Move::TAKE);
                moves.push(Move::DROP);
            }
            Phase::Rolling => {
                for dice in Dice::ALL {
                    if !(self.is_opening() && dice.is_double()) {
                        moves.push(Move::rolled(dice));
                    }
                }
            }
            Phase::Playing(dice) => {
                append_plays(&mut View::new(self), dice, &mut Listing(moves));
                if moves.is_empty() {
                    moves.push(Move::PASS);
                }
            }
            Phase::TurnStart | Phase::Choose => {
                if self.may_double() {
                    moves.push(Move::DOUBLE);
                }
                if self.rules().is_classic() {
                    moves.push(Move::ROLL);
                    return;
                }
                let before = moves.len();
                let mut view = View::new(self);
                for dice in self.allowed_dice() {
                    append_plays(&mut view, dice, &mut Listing(&mut *moves));
                }
                if moves.len() == before {
                    moves.push(Move::PASS);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use abstract_game::{Game, Xoshiro256, random_index};

    use crate::mv::Dice;
    use crate::position::Position;
    use crate::rules::Rules;

    /// The count [`Position::play_count`] gives without building the plays (population counts for the last
    /// steps, the four-step search tried first for doubles) is the length of the list: for every pair, in
    /// positions of random games of every preset (the bar, bear-offs, blocked doubles included).
    #[test]
    fn play_count_is_the_length_of_the_list_on_random_games() {
        let mut rng = Xoshiro256::seed_from_u64(52);
        let mut list = super::PlayList::new();
        let mut positions = 0;
        for preset in Rules::PRESETS {
            let rules = Rules::from_preset(preset.name).unwrap();
            let games = if rules.is_classic() { 30 } else { 3 };
            for _ in 0..games {
                let mut pos = Position::start(rules);
                for _ in 0..300 {
                    if pos.is_over() {
                        break;
                    }
                    for dice in Dice::ALL {
                        pos.plays_into(dice, &mut list);
                        assert_eq!(pos.play_count(dice), list.len(), "{pos} {dice}");
                    }
                    positions += 1;
                    let mv = pos.draw_chance(&mut rng).unwrap_or_else(|| {
                        let legal = pos.legal_moves();
                        legal[random_index(&mut rng, legal.len())]
                    });
                    pos.play(mv).unwrap();
                }
            }
        }
        assert!(positions > 5_000, "{positions}");
    }
}
