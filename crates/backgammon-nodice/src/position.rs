//! The state of one game: checkers, turn, cube, the restriction memory, the rules, the hash.

use crate::cube::Cube;
use crate::hash;
use crate::mv::{Dice, Move, MoveKind};
use crate::rules::{Numbers, Restriction, Rules};

/// A side: White (seat 0) or Black (seat 1).
///
/// Each side numbers the points from its own point of view: it bears off past its 1-point, its home board is
/// its points 1 to 6, and it enters from the bar on the opponent's home board (its points 19 to 24). White's
/// point `p` is Black's point `25 - p`. [`Position::pretty`] draws White as `X` and Black as `O`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Side {
    /// Seat 0, drawn `X`.
    White = 0,
    /// Seat 1, drawn `O`.
    Black = 1,
}

// White is seat 0, Black seat 1.
abstract_game::seat_conversions!(Side { White, Black });

impl Side {
    /// The other side.
    #[must_use]
    pub const fn opponent(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// `White` or `Black`.
    pub const fn name(self) -> &'static str {
        match self {
            Side::White => "White",
            Side::Black => "Black",
        }
    }

    /// `w` or `b`, as in position strings.
    pub const fn letter(self) -> char {
        match self {
            Side::White => 'w',
            Side::Black => 'b',
        }
    }

    /// The sign of this side's checkers in the signed point counts: +1 White, -1 Black.
    pub(crate) const fn sign(self) -> i8 {
        match self {
            Side::White => 1,
            Side::Black => -1,
        }
    }
}

impl core::fmt::Display for Side {
    /// `White` or `Black`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

/// How a game was won.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum WinKind {
    /// The loser had borne off at least one checker: the cube value.
    Single = 0,
    /// The loser had borne off none: twice the cube value.
    Gammon = 1,
    /// The loser had borne off none and still had a checker on the bar or in the winner's home board: three
    /// times the cube value.
    Backgammon = 2,
    /// The loser dropped a double: the cube value before the double.
    Dropped = 3,
    /// The game reached its turn limit ([`Rules::with_turn_limit`]): the lower pip count (on equal counts,
    /// the side whose turn it would be) wins the cube value.
    TurnLimit = 4,
}

impl core::fmt::Display for WinKind {
    /// In backgammon's words: `single game`, `gammon`, `backgammon`, `double dropped`, `turn limit`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            WinKind::Single => "single game",
            WinKind::Gammon => "gammon",
            WinKind::Backgammon => "backgammon",
            WinKind::Dropped => "double dropped",
            WinKind::TurnLimit => "turn limit",
        })
    }
}

impl WinKind {
    /// How many times the cube value the win is worth: 1, 2, 3 (a drop: 1).
    pub const fn multiplier(self) -> u32 {
        match self {
            WinKind::Single | WinKind::Dropped | WinKind::TurnLimit => 1,
            WinKind::Gammon => 2,
            WinKind::Backgammon => 3,
        }
    }
}

/// Where a game stands within a turn. The side concerned is [`Position::side_to_move`].
///
/// The sequence of a turn:
///
/// - no-dice mode: [`Phase::TurnStart`]: the side either plays (a [`MoveKind::Play`] carrying its chosen
///   pair, or a [`MoveKind::Pass`] when no allowed pair has a play), which ends the turn in one ply, or, when
///   it may double, offers a double ([`MoveKind::Double`]) → [`Phase::Doubled`] with the opponent on turn,
///   who takes → [`Phase::Choose`] (the doubler plays, no cube action) or drops → [`Phase::Over`].
/// - classic mode: [`Phase::TurnStart`] only when the side may double: it doubles (as above; after a take the
///   dice are rolled) or rolls ([`MoveKind::Roll`]) → [`Phase::Rolling`], the chance node whose outcomes are
///   the 21 rolls ([`MoveKind::Rolled`]; 15 different-dice rolls on the opening turn) → [`Phase::Playing`]
///   with the dice: a play or a pass ends the turn. A side that may not double starts its turn at
///   [`Phase::Rolling`] directly.
///
/// Nobody may double on the opening turn (in classic backgammon the opening roll is already the first move's
/// dice; the no-dice game keeps the same rule).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Phase {
    /// The start of a turn: a cube decision, and in no-dice mode the play itself.
    TurnStart,
    /// No-dice mode, after a take: the doubler chooses its pair and plays (no cube action).
    Choose,
    /// Classic mode: the dice are being rolled (a chance node).
    Rolling,
    /// Classic mode: these dice were rolled; the side plays them.
    Playing(Dice),
    /// A double was offered: the side on turn takes or drops.
    Doubled,
    /// The game is over; [`Position::side_to_move`] is the winner.
    Over(WinKind),
}

/// One game of backgammon: the checkers, whose turn and at which [`Phase`], the cube, the pairs last chosen
/// (no-dice mode), the opening flag, the [`Rules`], and the Zobrist hash. At most 64 bytes, `Copy`-cheap.
///
/// Implements [`abstract_game::Game`] (with chance nodes in classic mode), [`abstract_game::Undo`] and
/// [`abstract_game::ZobristHash`].
///
/// # Position string
///
/// `Display` and `FromStr` use one line of `:`-separated fields (no spaces, so it is one shell word):
///
/// ```text
/// rules:board:bar:off:turn:phase:cube:last
/// nodice:-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2:0/0:0/0:w:start:1:open
/// ```
///
/// - `rules`: the rules string ([`Rules`]), e.g. `nodice`, `classic-nocube`.
/// - `board`: 24 signed counts for White's points 1 to 24 (White's 1-point is Black's 24-point): positive for
///   White checkers, negative for Black.
/// - `bar`, `off`: `white/black` checker counts on the bar and borne off.
/// - `turn`: `w` or `b`, the side on turn (the side to answer a double; the winner once over).
/// - `phase`: `start`, `choose`, `roll` (classic: dice about to be rolled), the dice being played such as
///   `6-4` (classic), `doubled`, or `over-single` / `over-gammon` / `over-backgammon` / `over-drop`.
/// - `cube`: `1` when centred, else its value and owner: `2w`, `16b`.
/// - `last`: `open` on the opening turn; otherwise the pairs White and Black chose on their last turns,
///   `-` for none (classic mode, no turn yet, or a pass): `6-4/-`, `6-4/3-1`.
/// - under a turn limit (every no-dice preset), a ninth field: the turns played, left out while it is 0
///   (so the start of every preset is eight fields): `nodice:...:6-4/3-1:2`.
///
/// The string holds the whole state, so it reads back to an equal value (hash included). Parsing checks
/// 15 checkers per side, no point shared, and that the turn state is one play can reach.
///
/// With the `serde` feature a position (de)serializes as its position string, so a deserialized value is
/// always checked.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "alloc::string::String", into = "alloc::string::String"))]
pub struct Position {
    /// `board[i]`: the checkers on White's point `i + 1`, positive White, negative Black.
    pub(crate) board: [i8; 24],
    pub(crate) bar: [u8; 2],
    pub(crate) off: [u8; 2],
    pub(crate) turn: Side,
    pub(crate) phase: Phase,
    pub(crate) cube: Cube,
    /// The pair each side chose on its last turn (no-dice mode), as `Dice` bits; 0 for none.
    pub(crate) last: [u8; 2],
    pub(crate) opening: bool,
    /// Turns played so far, counted only under a turn limit (always 0 without one).
    pub(crate) turns: u16,
    pub(crate) rules: Rules,
    pub(crate) hash: u64,
}

const _: () = assert!(core::mem::size_of::<Position>() <= 64);

/// What [`Position::undo`](abstract_game::Undo::undo) needs: the turn state before the move, which steps hit,
/// and the hash.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct UndoInfo {
    turn: Side,
    phase: Phase,
    cube: Cube,
    last: [u8; 2],
    opening: bool,
    turns: u16,
    hits: u8,
    hash: u64,
}

/// The absolute board index (`0..24`, White's point minus one) of `side`'s point `point` (`1..=24`).
#[inline]
pub(crate) const fn abs_index(side: Side, point: u8) -> usize {
    match side {
        Side::White => point as usize - 1,
        Side::Black => 24 - point as usize,
    }
}

impl Position {
    /// The starting position: for each side 2 checkers on its 24-point, 5 on its 13, 3 on its 8 and 5 on its
    /// 6; the first side ([`Rules::first`]) on turn; cube centred.
    pub fn start(rules: Rules) -> Position {
        let mut board = [0i8; 24];
        for (point, count) in [(24u8, 2i8), (13, 5), (8, 3), (6, 5)] {
            board[abs_index(Side::White, point)] = count;
            board[abs_index(Side::Black, point)] = -count;
        }
        let phase = if rules.is_classic() { Phase::Rolling } else { Phase::TurnStart };
        let mut pos = Position {
            board,
            bar: [0; 2],
            off: [0; 2],
            turn: rules.first(),
            phase,
            cube: Cube::CENTRED,
            last: [0; 2],
            opening: true,
            turns: 0,
            rules,
            hash: 0,
        };
        pos.hash = pos.hash_from_scratch();
        pos
    }

    /// The rules of this game.
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The side on turn: the side to move, to roll, or to answer a double; the winner once the game is over.
    pub const fn side_to_move(&self) -> Side {
        self.turn
    }

    /// Where the turn stands.
    pub const fn phase(&self) -> Phase {
        self.phase
    }

    /// The doubling cube.
    pub const fn cube(&self) -> Cube {
        self.cube
    }

    /// Whether no turn has been played yet (5-5 is forbidden then in no-dice mode; no double is allowed).
    pub const fn is_opening(&self) -> bool {
        self.opening
    }

    /// The turns played in this game (plays and passes), counted only when the rules have a turn limit
    /// ([`Rules::with_turn_limit`]); always 0 without one.
    pub const fn turns_played(&self) -> u16 {
        self.turns
    }

    /// The pair `side` chose on its last turn (no-dice mode); `None` before its first turn, after a pass,
    /// and always in classic mode.
    pub const fn last_dice(&self, side: Side) -> Option<Dice> {
        Dice::from_bits(self.last[side as usize])
    }

    /// The number of `side`'s checkers on its own point `point` (`1..=24`; 0 outside that range).
    pub fn checkers(&self, side: Side, point: u8) -> u8 {
        if !(1..=24).contains(&point) {
            return 0;
        }
        let count = self.board[abs_index(side, point)] * side.sign();
        count.max(0) as u8
    }

    /// The signed checker counts of White's points 1 to 24 (positive White, negative Black).
    pub const fn board(&self) -> [i8; 24] {
        self.board
    }

    /// `side`'s checkers on the bar.
    pub const fn bar(&self, side: Side) -> u8 {
        self.bar[side as usize]
    }

    /// `side`'s checkers borne off.
    pub const fn borne_off(&self, side: Side) -> u8 {
        self.off[side as usize]
    }

    /// `side`'s pip count: the pips its checkers still have to travel to bear off (a checker on the bar
    /// counts 25).
    pub fn pip_count(&self, side: Side) -> u32 {
        let mut pips = 25 * u32::from(self.bar(side));
        for point in 1..=24u8 {
            pips += u32::from(point) * u32::from(self.checkers(side, point));
        }
        pips
    }

    /// `side`'s checkers on the board, on the bar and borne off: always 15.
    pub fn checker_total(&self, side: Side) -> u32 {
        let on_points: u32 = (1..=24u8).map(|p| u32::from(self.checkers(side, p))).sum();
        on_points + u32::from(self.bar(side)) + u32::from(self.borne_off(side))
    }

    /// The winner, how, and the points won (cube included), once the game is over.
    pub fn winner(&self) -> Option<(Side, WinKind, u32)> {
        match self.phase {
            Phase::Over(kind) => Some((self.turn, kind, self.cube.value() * kind.multiplier())),
            _ => None,
        }
    }

    /// Whether the game is over.
    pub const fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over(_))
    }

    /// Whether the side on turn may offer a double now: cube in play, not the opening turn, cube centred or
    /// its own, at the start of its turn.
    pub fn may_double(&self) -> bool {
        matches!(self.phase, Phase::TurnStart) && self.may_double_at_turn_start()
    }

    fn may_double_at_turn_start(&self) -> bool {
        self.rules.cube() && !self.opening && self.cube.may_double(self.turn)
    }

    /// Whether the side on turn may choose `dice` now (no-dice mode): the opening turn forbids 5-5, later
    /// turns the numbers the rules' [`Restriction`] names. Always `false` in classic mode.
    pub fn dice_allowed(&self, dice: Dice) -> bool {
        let Numbers::Chosen(restriction) = self.rules.numbers() else { return false };
        if self.opening {
            return dice != Dice::new(5, 5).unwrap_or(dice);
        }
        let me = self.turn;
        match restriction {
            Restriction::OpponentNumbers => {
                self.last_dice(me.opponent()).is_none_or(|last| !dice.shares_number(last))
            }
            Restriction::OwnNumbers => self.last_dice(me).is_none_or(|last| !dice.shares_number(last)),
            Restriction::SamePair => self.last_dice(me.opponent()) != Some(dice),
        }
    }

    /// The incremental hash recomputed from scratch.
    pub fn hash_from_scratch(&self) -> u64 {
        let mut key = hash::turn_state(self) ^ hash::turns(self.turns);
        for (i, &count) in self.board.iter().enumerate() {
            key ^= hash::point(i, count);
        }
        for side in [Side::White, Side::Black] {
            key ^= hash::bar(side, self.bar(side)) ^ hash::off(side, self.borne_off(side));
        }
        key
    }

    /// The kind of win if `winner` has just borne off its last checker.
    pub(crate) fn win_kind_of(&self, winner: Side) -> WinKind {
        let loser = winner.opponent();
        if self.borne_off(loser) > 0 {
            return WinKind::Single;
        }
        // The winner's home board is the loser's points 19 to 24.
        let in_winners_home = (19..=24).any(|p| self.checkers(loser, p) > 0);
        if self.bar(loser) > 0 || in_winners_home { WinKind::Backgammon } else { WinKind::Gammon }
    }

    #[inline]
    fn set_point(&mut self, index: usize, count: i8) {
        self.hash ^= hash::point(index, self.board[index]) ^ hash::point(index, count);
        self.board[index] = count;
    }

    #[inline]
    fn set_bar(&mut self, side: Side, count: u8) {
        self.hash ^= hash::bar(side, self.bar[side as usize]) ^ hash::bar(side, count);
        self.bar[side as usize] = count;
    }

    #[inline]
    fn set_off(&mut self, side: Side, count: u8) {
        self.hash ^= hash::off(side, self.off[side as usize]) ^ hash::off(side, count);
        self.off[side as usize] = count;
    }

    /// Moves the checkers of a play for the side on turn; returns which steps hit.
    pub(crate) fn move_checkers(&mut self, mv: Move) -> u8 {
        let me = self.turn;
        let sign = me.sign();
        let mut hits = 0;
        for i in 0..mv.len() {
            let Some(step) = mv.step(i) else { continue };
            if step.from >= 25 {
                self.set_bar(me, self.bar(me).wrapping_sub(1));
            } else {
                let src = abs_index(me, step.from);
                self.set_point(src, self.board[src] - sign);
            }
            let to = step.to();
            if to == 0 {
                self.set_off(me, self.borne_off(me) + 1);
            } else {
                let dst = abs_index(me, to);
                if self.board[dst] == -sign {
                    hits |= 1 << i;
                    self.set_point(dst, sign);
                    let them = me.opponent();
                    self.set_bar(them, self.bar(them) + 1);
                } else {
                    self.set_point(dst, self.board[dst] + sign);
                }
            }
        }
        hits
    }

    /// Takes back the checkers of a play by `me`. The hash is left alone: the caller restores the saved one.
    fn unmove_checkers(&mut self, me: Side, mv: Move, hits: u8) {
        let sign = me.sign();
        let them = me.opponent() as usize;
        for i in (0..mv.len()).rev() {
            let Some(step) = mv.step(i) else { continue };
            let to = step.to();
            if to == 0 {
                self.off[me as usize] -= 1;
            } else {
                let dst = abs_index(me, to);
                if hits & (1 << i) != 0 {
                    self.board[dst] = -sign;
                    self.bar[them] -= 1;
                } else {
                    self.board[dst] -= sign;
                }
            }
            if step.from >= 25 {
                self.bar[me as usize] += 1;
            } else {
                self.board[abs_index(me, step.from)] += sign;
            }
        }
    }

    /// After a play or a pass: the game ends, or the turn passes to the opponent.
    #[inline]
    fn end_turn(&mut self) {
        // Under a turn limit (every no-dice preset) the turn is counted out of line, so that the classic path
        // stays as short as before.
        if self.rules.turn_limit() != 0 {
            self.end_counted_turn();
            return;
        }
        let me = self.turn;
        if self.borne_off(me) == 15 {
            self.phase = Phase::Over(self.win_kind_of(me));
            return;
        }
        self.opening = false;
        self.turn = me.opponent();
        self.phase = self.turn_start_phase();
    }

    /// [`Position::end_turn`] under a turn limit: counts the turn, and ends the game at the limit.
    #[inline(never)]
    fn end_counted_turn(&mut self) {
        self.hash ^= hash::turns(self.turns) ^ hash::turns(self.turns + 1);
        self.turns += 1;
        let me = self.turn;
        if self.borne_off(me) == 15 {
            self.phase = Phase::Over(self.win_kind_of(me));
            return;
        }
        self.opening = false;
        self.turn = me.opponent();
        self.phase = self.turn_start_phase();
        if self.turns == self.rules.turn_limit() {
            self.turn = self.turn_limit_winner();
            self.phase = Phase::Over(WinKind::TurnLimit);
        }
    }

    /// The winner when the turn limit ends the game, `self.turn` being the side whose turn it would be: the
    /// lower pip count, and on equal counts the side on turn (the favourite of an even race).
    pub(crate) fn turn_limit_winner(&self) -> Side {
        let next = self.turn;
        if self.pip_count(next.opponent()) < self.pip_count(next) { next.opponent() } else { next }
    }

    /// The phase a turn starts in: classic mode skips the cube decision when the side may not double.
    pub(crate) fn turn_start_phase(&self) -> Phase {
        if self.rules.is_classic() && !self.may_double_at_turn_start() {
            Phase::Rolling
        } else {
            Phase::TurnStart
        }
    }

    /// Plays `mv` without checking it and returns how to take it back.
    pub(crate) fn play_move(&mut self, mv: Move) -> UndoInfo {
        let info = UndoInfo {
            turn: self.turn,
            phase: self.phase,
            cube: self.cube,
            last: self.last,
            opening: self.opening,
            turns: self.turns,
            hits: 0,
            hash: self.hash,
        };
        // The turn state's key is swapped out and in; the cube and the pairs last chosen rarely change.
        self.hash ^= hash::turn_and_phase(self);
        let mut hits = 0;
        match mv.kind() {
            MoveKind::Play => {
                hits = self.move_checkers(mv);
                if !self.rules.is_classic() {
                    self.last[self.turn as usize] = mv.dice().map_or(0, Dice::to_bits);
                }
                self.end_turn();
            }
            MoveKind::Pass => {
                if !self.rules.is_classic() {
                    self.last[self.turn as usize] = 0;
                }
                self.end_turn();
            }
            MoveKind::Double => {
                self.turn = self.turn.opponent();
                self.phase = Phase::Doubled;
            }
            MoveKind::Take => {
                self.cube = self.cube.taken_by(self.turn);
                self.turn = self.turn.opponent();
                self.phase = if self.rules.is_classic() { Phase::Rolling } else { Phase::Choose };
            }
            MoveKind::Drop => {
                self.turn = self.turn.opponent();
                self.phase = Phase::Over(WinKind::Dropped);
            }
            MoveKind::Roll => self.phase = Phase::Rolling,
            MoveKind::Rolled => {
                if let Some(dice) = mv.dice() {
                    self.phase = Phase::Playing(dice);
                }
            }
        }
        self.hash ^= hash::turn_and_phase(self);
        if self.cube != info.cube || self.last != info.last {
            self.hash ^=
                hash::cube_and_last(info.cube, info.last) ^ hash::cube_and_last(self.cube, self.last);
        }
        UndoInfo { hits, ..info }
    }

    /// Takes back `mv`, the last move played, with what [`Position::play_move`] returned.
    pub(crate) fn undo_move(&mut self, mv: Move, info: UndoInfo) {
        if mv.kind() == MoveKind::Play {
            self.unmove_checkers(info.turn, mv, info.hits);
        }
        self.turn = info.turn;
        self.phase = info.phase;
        self.cube = info.cube;
        self.last = info.last;
        self.opening = info.opening;
        self.turns = info.turns;
        self.hash = info.hash;
    }
}

#[cfg(feature = "serde")]
impl TryFrom<alloc::string::String> for Position {
    type Error = crate::error::PositionError;
    fn try_from(text: alloc::string::String) -> Result<Position, Self::Error> {
        text.parse()
    }
}

#[cfg(feature = "serde")]
impl From<Position> for alloc::string::String {
    fn from(pos: Position) -> alloc::string::String {
        alloc::format!("{pos}")
    }
}
