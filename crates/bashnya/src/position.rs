//! The position: columns, commander bitboards, side to move, draw counters.

use alloc::vec::Vec;
use core::hash::{Hash, Hasher};

use crate::column::{Column, Kind, Piece};
use crate::hash::{BLACK_TO_MOVE, column_key};
use crate::movegen::{self, MoveList};
use crate::mv::Move;
use crate::rules::{Promotion, Rules};
use crate::square::{Colour, Geometry, Square, bits};

/// A Bashni (or preset) position: every column, the side to move and the draw counters.
///
/// Move generation works on three bitboards of the commanders (white tops, black tops, king tops; one bit per
/// dark square of an 8x8 layout); the column contents (one packed [`Column`] per dark square) are touched
/// only by the squares a move changes.
///
/// # Position string
///
/// `Display` and `FromStr` use this grammar (it round-trips exactly):
///
/// ```text
/// position = side ":" rules ":" quiet ":" [ column { "," column } ]
/// side     = "W" | "B"                       the side to move
/// rules    = preset { "+" option }           see Rules: bashni, ..., stavropol; +norep, +quietN, +capN
/// quiet    = digits                          plies in a row without a capture or a man's move
/// column   = square "=" piece { piece }      the pieces bottom to top, the last one commands
/// piece    = "w" | "W" | "b" | "B"           lowercase man, uppercase king; w white, b black
/// ```
///
/// Columns are printed in square order (`a1`, `c1`, ..., `h8`) and may be read in any order. For example
/// `W:bashni:0:a1=w,d4=bbW,h8=B`: White to move, a white man on a1, on d4 a white king commanding two
/// black men, a black king on h8.
///
/// # Repetitions
///
/// When the rules' repetition draw is on, the position keeps the hashes of the earlier positions since the
/// last capture or man's move (a vector that is empty after every irreversible move, so copying a position
/// does not allocate in the common case). That history is game bookkeeping: it is not part of the string,
/// of `==` or of `Hash`; a position read from a string starts with no history.
///
/// # The ply limit
///
/// The position also counts the plies played in it ([`Position::plies_played`]), for the ply limit
/// ([`Rules::ply_limit`], 1000 by default: the game is drawn when the count reaches it). Like the history
/// it is bookkeeping: it counts from where this value was set up (the start, or the position string it was
/// read from) and is not part of the string, of `==` or of `Hash`.
#[derive(Clone, Debug)]
pub struct Position {
    pub(crate) columns: [Column; 32],
    pub(crate) white: u64,
    pub(crate) black: u64,
    pub(crate) kings: u64,
    /// The columns of two or more pieces, one bit per dense square index (bit `i` for `columns[i]`): the
    /// observation tensor writes its column planes only there, without scanning the 32 columns. Derived
    /// from the columns like the bitboards, so not part of `==` or `Hash`.
    pub(crate) tall: u32,
    pub(crate) hash: u64,
    pub(crate) history: Vec<u64>,
    pub(crate) rules: Rules,
    pub(crate) side: Colour,
    pub(crate) quiet: u16,
    /// Plies played since this value was set up (for the ply limit; bookkeeping, like `history`).
    pub(crate) plies: u16,
}

// 320 bytes before the ply limit; its counter and the rules' `u16` limit take one more 8-byte slot, which
// also holds the `u32` of tall columns.
const _: () = assert!(core::mem::size_of::<Position>() <= 328);

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.columns == other.columns
            && self.rules == other.rules
            && self.side == other.side
            && self.quiet == other.quiet
    }
}

impl Eq for Position {}

impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.columns.hash(state);
        self.rules.hash(state);
        self.side.hash(state);
        self.quiet.hash(state);
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::start(Rules::default())
    }
}

/// What [`Undo`](abstract_game::Undo) needs to take a move back.
#[derive(Clone, Debug)]
pub struct UndoInfo {
    hash: u64,
    history: Vec<u64>,
    quiet: u16,
    plies: u16,
    promoted: bool,
    taken_kings: u16,
}

impl Position {
    /// An empty board, White to move.
    pub fn empty(rules: Rules) -> Position {
        Position {
            columns: [Column::EMPTY; 32],
            white: 0,
            black: 0,
            kings: 0,
            tall: 0,
            hash: 0,
            history: Vec::new(),
            rules,
            side: Colour::White,
            quiet: 0,
            plies: 0,
        }
    }

    /// The start position: each side's men on the dark squares of its first three rows, White to move.
    pub fn start(rules: Rules) -> Position {
        let geo = Geometry::of(rules.board());
        let mut pos = Position::empty(rules);
        for (colour, squares) in [(Colour::White, geo.start[0]), (Colour::Black, geo.start[1])] {
            for bit in bits(squares) {
                pos.columns[Square::from_bit(bit).index()] = Column::single(Piece::new(colour, Kind::Man));
            }
        }
        pos.refresh_all();
        pos
    }

    /// The rules of the game.
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// Whose turn it is.
    pub const fn side_to_move(&self) -> Colour {
        self.side
    }

    /// Plies in a row without a capture and without a man's move (the quiet-ply draw counter).
    pub const fn quiet_plies(&self) -> u16 {
        self.quiet
    }

    /// Plies played since this position was set up (the start, or read from a string), saturating at
    /// `u16::MAX`: the count the ply limit ([`Rules::ply_limit`]) looks at.
    pub const fn plies_played(&self) -> u16 {
        self.plies
    }

    /// The column on `sq`, bottom to top ([`Column::EMPTY`] if the square is off this board).
    pub fn column(&self, sq: Square) -> Column {
        self.columns[sq.index()]
    }

    /// The squares whose commander is `colour`, in square order.
    pub fn commanders(&self, colour: Colour) -> impl Iterator<Item = Square> {
        bits(self.side_bb(colour)).map(Square::from_bit)
    }

    /// The squares commanded by a king (either colour), in square order.
    pub fn kings(&self) -> impl Iterator<Item = Square> {
        bits(self.kings).map(Square::from_bit)
    }

    /// Every non-empty square and its column, in square order.
    pub fn columns(&self) -> impl Iterator<Item = (Square, Column)> + '_ {
        bits(self.white | self.black).map(|bit| {
            let sq = Square::from_bit(bit);
            (sq, self.columns[sq.index()])
        })
    }

    /// The number of pieces of `colour` on the board, commanders and prisoners.
    pub fn pieces(&self, colour: Colour) -> u32 {
        self.columns.iter().map(|c| c.count(colour)).sum()
    }

    /// The legal moves (empty when the game is over, a draw included).
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.legal_moves_into(&mut moves);
        moves
    }

    /// Clears `moves` and fills it with the legal moves (none when the game is over). Never allocates.
    pub fn legal_moves_into(&self, moves: &mut MoveList) {
        moves.clear();
        if self.is_draw() || (self.rules.shared_pieces() && self.loser().is_some()) {
            return;
        }
        movegen::generate(self, moves);
    }

    /// The colour that has lost (no legal move), if any. Usually the side to move when it has no move; in
    /// Stavropol Bashni, the colour of the side to move if its pieces have no move, else the other colour
    /// if its pieces have none.
    ///
    /// No move is generated: whether a colour has one is a few bitboard tests (the game's status is asked
    /// several times per step by generic code, so this is on every learning loop's hot path).
    #[inline]
    pub fn loser(&self) -> Option<Colour> {
        if !movegen::colour_can_move(self, self.side) {
            Some(self.side)
        } else if self.rules.shared_pieces() && !movegen::colour_can_move(self, self.side.opponent()) {
            Some(self.side.opponent())
        } else {
            None
        }
    }

    /// Whether a draw rule ends the game here (quiet-ply limit reached, third repetition, or ply limit
    /// reached).
    #[inline]
    pub fn is_draw(&self) -> bool {
        self.draw_reason().is_some()
    }

    /// Which draw rule ends the game here, if any (checked in this order: quiet plies, repetition, ply
    /// limit).
    #[inline]
    pub(crate) fn draw_reason(&self) -> Option<DrawRule> {
        if let Some(limit) = self.rules.quiet_limit()
            && self.quiet >= u16::from(limit)
        {
            return Some(DrawRule::Quiet(limit));
        }
        // The history is short (emptied by every capture or man's move); the scan stops at the second match.
        if self.rules.repetition_draw() && self.history.iter().filter(|&&h| h == self.hash).nth(1).is_some() {
            return Some(DrawRule::Repetition);
        }
        match self.rules.ply_limit() {
            Some(limit) if self.plies >= limit => Some(DrawRule::PlyLimit(limit)),
            _ => None,
        }
    }

    /// The number of times this position (same columns, same side to move) has occurred since the last
    /// capture or man's move, this one included (1 when the repetition draw is off).
    pub fn repetitions(&self) -> usize {
        1 + self.history.iter().filter(|&&h| h == self.hash).count()
    }

    /// Bulk-counted perft: the number of move sequences of `depth` plies (copy-make; the last ply counts
    /// moves without playing them).
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_moves(),
            _ => self.perft_inner(depth),
        }
    }

    /// Perft counting every capture path separately, even when several paths are the same move by the
    /// preset's identity rule (different order, or other landing squares in between): the convention of
    /// some published tables (R. Halbersma's perft tables for draughts variants). Copy-make, no bulk count.
    pub fn perft_every_path(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut moves = MoveList::new();
        if self.is_draw() || (self.rules.shared_pieces() && self.loser().is_some()) {
            return 0;
        }
        movegen::generate_every_path(self, &mut moves);
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut nodes = 0;
        for &mv in &moves {
            let mut child = self.clone();
            child.play_fast(mv);
            nodes += child.perft_every_path(depth - 1);
        }
        nodes
    }

    /// The number of legal moves, without building quiet moves.
    #[inline]
    fn count_moves(&self) -> u64 {
        if self.is_draw() || (self.rules.shared_pieces() && self.loser().is_some()) {
            0
        } else {
            movegen::count(self)
        }
    }

    /// Perft at depth 2 or more; kept apart so that the move list's stack frame is only set up here.
    #[inline(never)]
    fn perft_inner(&self, depth: u32) -> u64 {
        let mut moves = MoveList::new();
        self.legal_moves_into(&mut moves);
        let mut nodes = 0;
        for &mv in &moves {
            let mut child = self.clone();
            child.play_fast(mv);
            nodes += if depth == 2 { child.count_moves() } else { child.perft_inner(depth - 1) };
        }
        nodes
    }

    #[inline]
    pub(crate) fn side_bb(&self, colour: Colour) -> u64 {
        match colour {
            Colour::White => self.white,
            Colour::Black => self.black,
        }
    }

    /// Recomputes the commander bits of one square from its column.
    #[inline]
    fn refresh(&mut self, bit: u8) {
        let b = 1u64 << bit;
        let col = self.columns[(bit >> 1) as usize];
        self.white &= !b;
        self.black &= !b;
        self.kings &= !b;
        let i = bit >> 1;
        self.tall = (self.tall & !(1 << i)) | u32::from(col.height() > 1) << i;
        if !col.is_empty() {
            if col.top_is_black() {
                self.black |= b;
            } else {
                self.white |= b;
            }
            if col.top_is_king() {
                self.kings |= b;
            }
        }
    }

    /// A quiet move carried the column word of `from` to the empty `to`: its tall bit goes with it.
    #[inline]
    fn move_tall(&mut self, from: Square, to: Square) {
        let (f, t) = (from.index(), to.index());
        let bit = self.tall >> f & 1;
        self.tall = (self.tall & !(1 << f)) | bit << t;
    }

    /// The tall-column mask computed from the columns (what `tall` must always equal).
    pub(crate) fn tall_from_scratch(&self) -> u32 {
        self.columns.iter().enumerate().fold(0, |tall, (i, col)| tall | u32::from(col.height() > 1) << i)
    }

    /// Recomputes the bitboards and the hash from the columns.
    pub(crate) fn refresh_all(&mut self) {
        let geo = Geometry::of(self.rules.board());
        for bit in bits(geo.mask) {
            self.refresh(bit);
        }
        self.hash = self.hash_from_scratch();
    }

    pub(crate) fn hash_from_scratch(&self) -> u64 {
        let mut hash = if self.side == Colour::Black { BLACK_TO_MOVE } else { 0 };
        for (i, &col) in self.columns.iter().enumerate() {
            hash ^= column_key(i, col);
        }
        hash
    }

    /// Plays a legal move (unchecked) without keeping what undo needs.
    #[inline]
    pub(crate) fn play_fast(&mut self, mv: Move) {
        self.plies = self.plies.saturating_add(1);
        let from = mv.from();
        let col = self.columns[from.index()];
        if mv.is_capture() || !col.top_is_king() {
            self.history.clear();
            self.quiet = 0;
            if !mv.is_capture() {
                let _ = self.quiet_man_move(mv, col);
                return;
            }
        } else {
            if self.rules.repetition_draw() {
                self.history.push(self.hash);
            }
            self.quiet = self.quiet.saturating_add(1);
        }
        self.apply(mv);
    }

    /// A man's quiet move: two squares change, one column word moves. Returns whether the man was crowned.
    #[inline]
    fn quiet_man_move(&mut self, mv: Move, col: Column) -> bool {
        let geo = Geometry::of(self.rules.board());
        let (from, to) = (mv.from(), mv.to());
        let moved = (1u64 << from.bit()) | (1u64 << to.bit());
        // The mover's colour: the side to move's, except in Stavropol where either colour moves.
        let mover = if col.top_is_black() { Colour::Black } else { Colour::White };
        let promoted = geo.promotion[mover.index()] >> to.bit() & 1 == 1;
        let new = if promoted { col.with_commander_kind(true) } else { col };
        self.columns[from.index()] = Column::EMPTY;
        self.columns[to.index()] = new;
        self.move_tall(from, to);
        self.hash ^= column_key(from.index(), col) ^ column_key(to.index(), new) ^ BLACK_TO_MOVE;
        match mover {
            Colour::White => self.white ^= moved,
            Colour::Black => self.black ^= moved,
        }
        if promoted {
            self.kings |= 1u64 << to.bit();
        }
        self.side = self.side.opponent();
        promoted
    }

    /// Plays a legal move (unchecked) and returns what undo needs.
    pub(crate) fn play_move(&mut self, mv: Move) -> UndoInfo {
        let from = mv.from();
        let col = self.columns[from.index()];
        let irreversible = mv.is_capture() || !col.top_is_king();
        let mut info = UndoInfo {
            hash: self.hash,
            history: Vec::new(),
            quiet: self.quiet,
            plies: self.plies,
            promoted: false,
            taken_kings: 0,
        };
        self.plies = self.plies.saturating_add(1);
        if irreversible {
            info.history = core::mem::take(&mut self.history);
            self.quiet = 0;
        } else {
            if self.rules.repetition_draw() {
                self.history.push(self.hash);
            }
            self.quiet = self.quiet.saturating_add(1);
        }
        if !irreversible || mv.is_capture() {
            let (promoted, taken_kings) = self.apply(mv);
            info.promoted = promoted;
            info.taken_kings = taken_kings;
        } else {
            info.promoted = self.quiet_man_move(mv, col);
        }
        info
    }

    /// Moves the pieces of `mv`; returns whether the mover was crowned and which taken pieces (by jump index)
    /// were kings when they leave the board (non-stacking rules).
    fn apply(&mut self, mv: Move) -> (bool, u16) {
        let geo = Geometry::of(self.rules.board());
        let (from, to) = (mv.from(), mv.to());
        let mut col = self.columns[from.index()];
        let was_man = !col.top_is_king();
        let mover = if col.top_is_black() { Colour::Black } else { Colour::White };
        let promo = geo.promotion[mover.index()];
        let mut hash = self.hash ^ column_key(from.index(), col) ^ BLACK_TO_MOVE;
        self.columns[from.index()] = Column::EMPTY;
        let mut taken_kings = 0u16;
        let promoted;
        if mv.is_capture() {
            let stacking = self.rules.stacking();
            for (i, sq) in mv.jumped_squares().enumerate() {
                let old = self.columns[sq.index()];
                let (rest, piece) = old.take_commander();
                hash ^= column_key(sq.index(), old) ^ column_key(sq.index(), rest);
                self.columns[sq.index()] = rest;
                if let Some(piece) = piece {
                    if stacking {
                        col = col.with_prisoner(piece);
                    } else if piece.is_king() {
                        taken_kings |= 1 << i;
                    }
                }
            }
            promoted = was_man
                && match self.rules.promotion() {
                    Promotion::ContinuesAsKing => mv.landings().any(|l| promo >> l.bit() & 1 == 1),
                    Promotion::OnlyAtEnd | Promotion::EndsMove => promo >> to.bit() & 1 == 1,
                };
        } else {
            promoted = was_man && promo >> to.bit() & 1 == 1;
        }
        if promoted {
            col = col.with_commander_kind(true);
        }
        self.columns[to.index()] = col;
        hash ^= column_key(to.index(), col);
        self.hash = hash;
        self.refresh(from.bit());
        for sq in mv.jumped_squares() {
            self.refresh(sq.bit());
        }
        self.refresh(to.bit());
        self.side = self.side.opponent();
        (promoted, taken_kings)
    }

    /// Takes back `mv`, the last move played, with what [`Position::play_move`] returned.
    pub(crate) fn undo_move(&mut self, mv: Move, info: UndoInfo) {
        self.side = self.side.opponent();
        let (from, to) = (mv.from(), mv.to());
        let mut col = self.columns[to.index()];
        self.columns[to.index()] = Column::EMPTY;
        if info.promoted {
            col = col.with_commander_kind(false);
        }
        if !mv.is_capture() {
            // A quiet move: one column word goes back, two squares change.
            self.columns[from.index()] = col;
            self.move_tall(to, from);
            let moved = (1u64 << from.bit()) | (1u64 << to.bit());
            if col.top_is_black() {
                self.black ^= moved;
            } else {
                self.white ^= moved;
            }
            if col.top_is_king() {
                self.kings ^= moved;
            } else {
                self.kings &= !moved;
            }
            self.hash = info.hash;
            self.quiet = info.quiet;
            self.plies = info.plies;
            if col.top_is_king() {
                if self.rules.repetition_draw() {
                    self.history.pop();
                }
            } else {
                self.history = info.history;
            }
            return;
        }
        let enemy = if col.top_is_black() { Colour::White } else { Colour::Black };
        let stacking = self.rules.stacking();
        for i in (0..mv.captures()).rev() {
            let Some(sq) = mv.jumped(i) else { continue };
            let piece = if stacking {
                let (rest, piece) = col.take_bottom();
                col = rest;
                piece
            } else {
                let kind = if info.taken_kings >> i & 1 == 1 { Kind::King } else { Kind::Man };
                Some(Piece::new(enemy, kind))
            };
            if let Some(piece) = piece {
                self.columns[sq.index()] = self.columns[sq.index()].with_commander(piece);
            }
        }
        self.columns[from.index()] = col;
        self.refresh(to.bit());
        for sq in mv.jumped_squares() {
            self.refresh(sq.bit());
        }
        self.refresh(from.bit());
        self.hash = info.hash;
        self.quiet = info.quiet;
        self.plies = info.plies;
        if mv.is_capture() || !col.top_is_king() || info.promoted {
            self.history = info.history;
        } else if self.rules.repetition_draw() {
            self.history.pop();
        }
    }
}

/// The draw rule that ended a game (for the board picture).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum DrawRule {
    /// The quiet-ply limit (its value).
    Quiet(u8),
    /// The third repetition.
    Repetition,
    /// The ply limit (its value).
    PlyLimit(u16),
}

#[cfg(test)]
mod tests {
    use abstract_game::{Xoshiro256, random_index};

    use super::*;

    /// Random games of every preset, played and taken back move by move: the tall-column mask follows the
    /// columns, and the early-exit move test agrees with full move generation for both colours.
    #[test]
    fn derived_state_follows_play_and_undo() {
        for rules in [
            Rules::bashni(),
            Rules::fogliaccio(),
            Rules::russian_draughts(),
            Rules::lasca(),
            Rules::stavropol_bashni(),
        ] {
            for seed in 0..40 {
                let mut rng = Xoshiro256::seed_from_u64(seed);
                let mut pos = Position::start(rules);
                let mut moves = MoveList::new();
                for _ in 0..150 {
                    assert_eq!(pos.tall, pos.tall_from_scratch(), "{pos}");
                    for colour in [Colour::White, Colour::Black] {
                        // The same columns under one colour's own rules: Stavropol's colours move by
                        // Bashni's rules.
                        let mut alone = pos.clone();
                        alone.side = colour;
                        if rules.shared_pieces() {
                            alone.rules = Rules::bashni();
                        }
                        moves.clear();
                        movegen::generate(&alone, &mut moves);
                        assert_eq!(
                            movegen::colour_can_move(&pos, colour),
                            !moves.is_empty(),
                            "{pos} {colour}"
                        );
                    }
                    pos.legal_moves_into(&mut moves);
                    let Some(&mv) = moves.get(random_index(&mut rng, moves.len().max(1))) else { break };
                    let before = pos.clone();
                    let info = pos.play_move(mv);
                    assert_eq!(pos.tall, pos.tall_from_scratch(), "{before} {mv}");
                    pos.undo_move(mv, info);
                    assert_eq!(pos, before);
                    assert_eq!(pos.tall, before.tall);
                    pos.play_fast(mv);
                }
            }
        }
    }
}
