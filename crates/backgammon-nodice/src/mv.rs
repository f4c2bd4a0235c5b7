//! Numbers (a pair of dice values) and moves.

use core::fmt;

/// The two numbers of a turn: rolled in classic mode, chosen in no-dice mode. Unordered (`6-4` and `4-6`
/// are the same pair); equal numbers are a double, played four times. One byte.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "alloc::string::String", into = "alloc::string::String"))]
pub struct Dice(u8);

#[cfg(feature = "serde")]
impl TryFrom<alloc::string::String> for Dice {
    type Error = crate::error::MoveParseError;
    fn try_from(text: alloc::string::String) -> Result<Dice, Self::Error> {
        text.parse()
    }
}

#[cfg(feature = "serde")]
impl From<Dice> for alloc::string::String {
    fn from(dice: Dice) -> alloc::string::String {
        alloc::format!("{dice}")
    }
}

impl Dice {
    /// The 21 pairs, doubles first for each higher number: 1-1, 2-1, 2-2, 3-1, ... 6-6.
    pub const ALL: [Dice; 21] = {
        let mut all = [Dice(0x11); 21];
        let mut i = 0;
        let mut high = 1;
        while high <= 6 {
            let mut low = 1;
            while low <= high {
                all[i] = Dice((high << 4) | low);
                i += 1;
                low += 1;
            }
            high += 1;
        }
        all
    };

    /// The pair of `a` and `b` (each `1..=6`, in any order); `None` for a number outside `1..=6`.
    #[inline]
    pub const fn new(a: u8, b: u8) -> Option<Dice> {
        if a == 0 || a > 6 || b == 0 || b > 6 {
            return None;
        }
        let (high, low) = if a >= b { (a, b) } else { (b, a) };
        Some(Dice((high << 4) | low))
    }

    /// The larger number.
    #[inline]
    pub const fn high(self) -> u8 {
        self.0 >> 4
    }

    /// The smaller number.
    #[inline]
    pub const fn low(self) -> u8 {
        self.0 & 0xf
    }

    /// Whether both numbers are equal.
    #[inline]
    pub const fn is_double(self) -> bool {
        self.high() == self.low()
    }

    /// Whether `n` is one of the two numbers.
    pub const fn contains(self, n: u8) -> bool {
        self.high() == n || self.low() == n
    }

    /// Whether the two pairs share a number.
    pub const fn shares_number(self, other: Dice) -> bool {
        self.contains(other.high()) || self.contains(other.low())
    }

    /// The index of the pair in [`Dice::ALL`], `0..21`.
    #[inline]
    pub const fn index(self) -> usize {
        let high = self.high() as usize;
        high * (high - 1) / 2 + self.low() as usize - 1
    }

    #[inline]
    pub(crate) const fn to_bits(self) -> u8 {
        self.0
    }

    #[inline]
    pub(crate) const fn from_bits(bits: u8) -> Option<Dice> {
        Dice::new(bits >> 4, bits & 0xf)
    }
}

impl fmt::Display for Dice {
    /// The larger number first: `6-4`, `5-5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.high(), self.low())
    }
}

impl core::str::FromStr for Dice {
    type Err = crate::error::MoveParseError;

    /// Reads `6-4` (either order).
    fn from_str(text: &str) -> Result<Dice, Self::Err> {
        let b = text.trim().as_bytes();
        match b {
            [a @ b'1'..=b'6', b'-', c @ b'1'..=b'6'] => Dice::new(a - b'0', c - b'0'),
            _ => None,
        }
        .ok_or(crate::error::MoveParseError::Malformed)
    }
}

/// What kind of action a [`Move`] is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum MoveKind {
    /// A checker play for a pair: chosen with it (no-dice mode) or for the rolled dice (classic).
    Play,
    /// No legal play: the side passes.
    Pass,
    /// Offer to double, before choosing (or rolling) the numbers.
    Double,
    /// Accept the double: the cube doubles and passes to the taker.
    Take,
    /// Refuse the double: the doubler wins the current cube value.
    Drop,
    /// Classic mode: decline to double and roll (leads to the chance node).
    Roll,
    /// Classic mode: the chance outcome, the pair rolled.
    Rolled,
}

/// One step of a play: a checker moves from a point by one number, from the mover's point of view.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Step {
    /// The mover's point the checker leaves, `1..=24`, or [`Step::BAR`].
    pub from: u8,
    /// The number used.
    pub die: u8,
    /// Whether an opposing blot was hit on the landing point.
    pub hit: bool,
}

impl Step {
    /// The bar, as a `from` point: 25 in the mover's numbering.
    pub const BAR: u8 = 25;
    /// Borne off, as a `to` point: 0.
    pub const OFF: u8 = 0;

    /// The mover's point the checker lands on, or [`Step::OFF`] when it is borne off.
    pub const fn to(self) -> u8 {
        self.from.saturating_sub(self.die)
    }
}

/// A move of the seat on turn, or a chance outcome: one `Copy` value of 8 bytes.
///
/// - a play: the pair ([`Move::dice`]) and up to four [`Step`]s from the mover's point of view, in an order in
///   which they are legal one after the other;
/// - a pass, a cube action (double, take, drop), the classic decision to roll, or a rolled pair (the chance
///   outcome, printed `6-4`).
///
/// Two plays of the same pair that reach the same position are one move: the generator lists one of them
/// (see [`Position::legal_moves_into`](crate::Position::legal_moves_into)), and
/// [`Position::parse_move`](crate::Position::parse_move) maps every way of writing it to that one.
///
/// `Display` prints the customary notation: `6-4: 24/18 13/9`, `5-5: 8/3(2) 6/1*(2)`, `2-1: bar/23 6/5*`,
/// `6-3: 6/off 3/off`; `pass`, `double`, `take`, `drop`, `roll`; a rolled pair as `6-4`. Points are the
/// mover's (each side counts from its own 1-point, where it bears off, to its 24-point).
///
/// With the `serde` feature a move (de)serializes as its exact notation ([`Move::exact`]), which names it
/// without a position: `"6-4: 24/18* 18/14"`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move(
    /// Packed in one word, so that building and copying a move are register operations (the generator
    /// copies a partial play for every leaf): bits 0-7 the kind, 8-15 the pair, 16-18 the number of steps,
    /// 20-23 which steps hit, 24-55 the steps, one byte each (`from | die << 5`).
    u64,
);

const _: () = assert!(core::mem::size_of::<Move>() <= 8);

const KIND_PLAY: u8 = 0;
const KIND_PASS: u8 = 1;
const KIND_DOUBLE: u8 = 2;
const KIND_TAKE: u8 = 3;
const KIND_DROP: u8 = 4;
const KIND_ROLL: u8 = 5;
const KIND_ROLLED: u8 = 6;

const LEN_SHIFT: u32 = 16;
const HITS_SHIFT: u32 = 20;
const STEPS_SHIFT: u32 = 24;

impl Move {
    /// The pass.
    pub const PASS: Move = Move::simple(KIND_PASS);
    /// Offer a double.
    pub const DOUBLE: Move = Move::simple(KIND_DOUBLE);
    /// Take a double.
    pub const TAKE: Move = Move::simple(KIND_TAKE);
    /// Drop a double.
    pub const DROP: Move = Move::simple(KIND_DROP);
    /// Classic mode: roll without doubling.
    pub const ROLL: Move = Move::simple(KIND_ROLL);

    const fn simple(kind: u8) -> Move {
        Move(kind as u64)
    }

    /// The chance outcome "this pair was rolled".
    #[inline]
    pub const fn rolled(dice: Dice) -> Move {
        Move(KIND_ROLLED as u64 | (dice.to_bits() as u64) << 8)
    }

    /// A play of `dice` with no step yet (the generator adds them).
    #[inline]
    pub(crate) const fn play(dice: Dice) -> Move {
        Move(KIND_PLAY as u64 | (dice.to_bits() as u64) << 8)
    }

    /// Adds a step (at most four; the generator never adds more).
    #[inline]
    pub(crate) fn push_step(&mut self, from: u8, die: u8, hit: bool) {
        debug_assert!(self.len() < 4, "a play has at most four steps");
        // The step's bits are clear (a new play, or after `pop_step`), and the length stays below 8.
        let n = ((self.0 >> LEN_SHIFT) & 3) as u32;
        let byte = u64::from(from | (die << 5));
        self.0 = (self.0 + (1 << LEN_SHIFT))
            | (u64::from(hit) << (HITS_SHIFT + n))
            | (byte << (STEPS_SHIFT + 8 * n));
    }

    /// The play with step number `n` added, `n` being its current number of steps (below 4): cheaper than
    /// [`Move::push_step`] in loops, where `n` and `die` are fixed.
    #[inline]
    pub(crate) const fn with_step(self, n: u32, from: u8, die: u8, hit: bool) -> Move {
        let byte = (from | (die << 5)) as u64;
        Move(
            self.0
                + (1 << LEN_SHIFT)
                + ((hit as u64) << (HITS_SHIFT + (n & 3)))
                + (byte << (STEPS_SHIFT + 8 * (n & 3))),
        )
    }

    /// Removes the last step.
    #[inline]
    pub(crate) fn pop_step(&mut self) {
        let n = (self.len() as u32).saturating_sub(1);
        let cleared = (1u64 << (HITS_SHIFT + n)) | (0xff << (STEPS_SHIFT + 8 * n)) | (7 << LEN_SHIFT);
        self.0 = (self.0 & !cleared) | (u64::from(n) << LEN_SHIFT);
    }

    /// What kind of move this is.
    #[inline]
    pub const fn kind(self) -> MoveKind {
        match self.0 as u8 {
            KIND_PLAY => MoveKind::Play,
            KIND_PASS => MoveKind::Pass,
            KIND_DOUBLE => MoveKind::Double,
            KIND_TAKE => MoveKind::Take,
            KIND_DROP => MoveKind::Drop,
            KIND_ROLL => MoveKind::Roll,
            _ => MoveKind::Rolled,
        }
    }

    /// The pair of a play or of a rolled outcome.
    #[inline]
    pub const fn dice(self) -> Option<Dice> {
        Dice::from_bits((self.0 >> 8) as u8)
    }

    /// The number of checker steps (0 for anything but a play).
    #[inline]
    pub const fn len(self) -> usize {
        // At most 4 even for a value not made by this crate (deserialized), so indexing stays in bounds.
        let n = ((self.0 >> LEN_SHIFT) & 7) as usize;
        if n > 4 { 4 } else { n }
    }

    /// Whether the move has no checker step (every move but a play).
    pub const fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// The `i`-th step of a play.
    #[inline]
    pub const fn step(self, i: usize) -> Option<Step> {
        if i >= self.len() {
            return None;
        }
        let byte = (self.0 >> (STEPS_SHIFT as usize + 8 * i)) as u8;
        Some(Step { from: byte & 31, die: byte >> 5, hit: self.0 & (1 << (HITS_SHIFT as usize + i)) != 0 })
    }

    /// Whether the first `k` steps of both plays leave the same points with the same numbers (hits aside);
    /// `false` if either has fewer than `k` steps. One masked comparison of the packed steps.
    #[inline]
    pub(crate) const fn same_first_steps(self, other: Move, k: usize) -> bool {
        if k > 4 || self.len() < k || other.len() < k {
            return false;
        }
        let mask = if k == 4 { u32::MAX } else { (1u32 << (8 * k)) - 1 };
        ((self.0 ^ other.0) >> STEPS_SHIFT) as u32 & mask == 0
    }

    /// The steps of a play in one word, for ordering: step `i` (of those the play has) in byte `3 - i`, as
    /// `from << 3 | die`, missing steps 0; so comparing two words compares the steps in playing order, each
    /// by its starting point and then its number. Bit arithmetic on the packed steps, since ranking a move
    /// list computes one per move.
    #[inline]
    pub(crate) const fn step_order_key(self) -> u32 {
        let len = self.len();
        let mask = if len == 4 { u32::MAX } else { (1u32 << (8 * len)) - 1 };
        // Byte `i`: step `i` as `from | die << 5`.
        let packed = (self.0 >> STEPS_SHIFT) as u32 & mask;
        let swapped = ((packed & 0x1f1f_1f1f) << 3) | ((packed >> 5) & 0x0707_0707);
        swapped.swap_bytes()
    }

    /// The kind, pair and number of steps in one word: equal for all the plays of one pair that have as many
    /// steps (a legal list's plays, which all have the play length).
    #[inline]
    pub(crate) const fn kind_pair_len(self) -> u32 {
        (self.0 & 0x7_ffff) as u32
    }

    /// [`Move::step_order_key`] without masking the steps a play lacks: the same for every move this
    /// crate builds (a missing step's byte is clear), and cheaper when ranking a whole list.
    #[inline]
    pub(crate) const fn step_order_key_unmasked(self) -> u32 {
        let packed = (self.0 >> STEPS_SHIFT) as u32;
        let swapped = ((packed & 0x1f1f_1f1f) << 3) | ((packed >> 5) & 0x0707_0707);
        swapped.swap_bytes()
    }

    /// The steps of a play, in playing order.
    pub fn steps(self) -> impl Iterator<Item = Step> {
        (0..self.len()).filter_map(move |i| self.step(i))
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind() {
            MoveKind::Pass => f.write_str("pass"),
            MoveKind::Double => f.write_str("double"),
            MoveKind::Take => f.write_str("take"),
            MoveKind::Drop => f.write_str("drop"),
            MoveKind::Roll => f.write_str("roll"),
            MoveKind::Rolled => match self.dice() {
                Some(d) => write!(f, "{d}"),
                None => f.write_str("?"),
            },
            MoveKind::Play => {
                match self.dice() {
                    Some(d) => write!(f, "{d}:")?,
                    None => f.write_str("?:")?,
                }
                crate::notation::write_steps(f, *self)
            }
        }
    }
}
