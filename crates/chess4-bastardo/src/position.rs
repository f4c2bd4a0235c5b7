//! The position: bitboards per seat and per kind, the counters, and playing and taking back a move.

use arrayvec::ArrayVec;
use board_core::{Bitboard64, Square};

use crate::piece::KINDS;
use crate::{Move, Piece, PieceKind, Rules, Seat, hash};

/// The "no en-passant right" value of [`Position::ep`].
pub(crate) const NO_EP: u8 = 64;

/// A position of Il Bastardo under some [`Rules`]: where every piece stands, who moves, the en-passant
/// rights, the pawns that may still double-step, the eliminated seats (in order), each seat's captured
/// count (credited armies included) and the no-progress clock.
///
/// `Copy` and at most 160 bytes, so search and perft copy it freely. It holds no history: threefold
/// repetition and take-backs live in [`GameHistory`](crate::GameHistory). Reading and printing:
/// [`Position::from_str`](core::str::FromStr) / `Display` (the grammar is in the [`notation`](crate::notation)
/// module), [`Position::pretty`] for a board diagram.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// Squares of each kind, all seats together (indexed by `PieceKind`).
    pub(crate) kinds: [u64; KINDS],
    /// Squares of each seat's pieces.
    pub(crate) seats: [u64; 4],
    /// Pawns that have not moved yet and may advance two squares.
    pub(crate) unmoved: u64,
    /// The Zobrist hash, kept up to date move by move.
    pub(crate) hash: u64,
    pub(crate) rules: Rules,
    /// Each seat's en-passant right: the square its pawn passed on its last move, or `NO_EP`. A stored right
    /// is always usable (passed square empty, pawn still there): moves that spoil one clear it.
    pub(crate) ep: [u8; 4],
    /// Pieces each seat has captured, the credited armies of the seats it eliminated included.
    pub(crate) captured: [u8; 4],
    /// 0 while the seat is in the game, else its place in the elimination order (1 = first out).
    pub(crate) eliminated: [u8; 4],
    /// Plies since the last capture or pawn move.
    pub(crate) clock: u16,
    pub(crate) to_move: Seat,
}

const _: () = assert!(core::mem::size_of::<Position>() <= 160);

/// What [`Position::play_undoable`] returns and [`Position::undo`] needs: the counters before the move, the
/// captured piece and, when the move eliminated a seat, that seat's army.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct UndoInfo {
    hash: u64,
    unmoved: u64,
    ep: [u8; 4],
    captured: [u8; 4],
    eliminated: [u8; 4],
    clock: u16,
    to_move: Seat,
    /// The captured piece: square | kind << 6 | seat << 9, or `NONE16`.
    victim: u16,
    /// The eliminated seat's other pieces, packed like `victim`; `NONE16` after the last.
    army: [u16; 8],
}

const NONE16: u16 = u16::MAX;

#[inline]
fn pack(sq: usize, kind: usize, seat: usize) -> u16 {
    (sq | kind << 6 | seat << 9) as u16
}

#[inline]
fn unpack(p: u16) -> (usize, usize, usize) {
    ((p & 63) as usize, ((p >> 6) & 7) as usize, (p >> 9) as usize)
}

impl Position {
    /// An empty board with Red to move and nothing captured, the starting point of the parser.
    pub(crate) const fn empty(rules: Rules) -> Position {
        Position {
            kinds: [0; KINDS],
            seats: [0; 4],
            unmoved: 0,
            hash: 0,
            rules,
            ep: [NO_EP; 4],
            captured: [0; 4],
            eliminated: [0; 4],
            clock: 0,
            to_move: rules.first(),
        }
    }

    /// The start position under `rules` (see the crate docs for the diagram), `rules.first()` to move.
    pub fn start(rules: Rules) -> Position {
        // (kind, squares) per seat, as the spec's table: Red, Blue, Yellow, Green.
        const ARMIES: [[(PieceKind, [Square; 1]); 4]; 4] = [
            [
                (PieceKind::King, [Square::A1]),
                (PieceKind::Knight, [Square::A2]),
                (PieceKind::Bishop, [Square::A3]),
                (PieceKind::Rook, [Square::C1]),
            ],
            [
                (PieceKind::King, [Square::H1]),
                (PieceKind::Knight, [Square::H2]),
                (PieceKind::Bishop, [Square::H3]),
                (PieceKind::Rook, [Square::F1]),
            ],
            [
                (PieceKind::King, [Square::H8]),
                (PieceKind::Knight, [Square::H7]),
                (PieceKind::Bishop, [Square::H6]),
                (PieceKind::Rook, [Square::F8]),
            ],
            [
                (PieceKind::King, [Square::A8]),
                (PieceKind::Knight, [Square::A7]),
                (PieceKind::Bishop, [Square::A6]),
                (PieceKind::Rook, [Square::C8]),
            ],
        ];
        const PAWNS: [[Square; 4]; 4] = [
            [Square::A4, Square::B3, Square::C2, Square::D1],
            [Square::H4, Square::G3, Square::F2, Square::E1],
            [Square::H5, Square::G6, Square::F7, Square::E8],
            [Square::A5, Square::B6, Square::C7, Square::D8],
        ];
        let mut pos = Position::empty(rules);
        for seat in Seat::ALL {
            for (kind, [sq]) in ARMIES[seat.index()] {
                pos.put(seat.index(), kind.index(), sq.index());
            }
            for sq in PAWNS[seat.index()] {
                pos.put(seat.index(), PieceKind::Pawn.index(), sq.index());
                pos.unmoved |= 1 << sq.index();
            }
        }
        pos.hash = hash::from_scratch(&pos);
        pos
    }

    /// The rules this position is played under.
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The seat whose turn it is (once the game is over: the last seat on turn, or the winner).
    pub const fn side_to_move(&self) -> Seat {
        self.to_move
    }

    /// The piece on a square.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let bit = 1u64 << sq.index();
        let seat = Seat::ALL.into_iter().find(|s| self.seats[s.index()] & bit != 0)?;
        let kind = self.kind_at(sq.index())?;
        Some(Piece { seat, kind })
    }

    /// The squares of a seat's pieces.
    pub const fn pieces(&self, seat: Seat) -> Bitboard64 {
        Bitboard64(self.seats[seat.index()])
    }

    /// The squares of a kind's pieces, all seats together.
    pub const fn pieces_of_kind(&self, kind: PieceKind) -> Bitboard64 {
        Bitboard64(self.kinds[kind.index()])
    }

    /// Every occupied square.
    pub const fn occupied(&self) -> Bitboard64 {
        Bitboard64(self.seats[0] | self.seats[1] | self.seats[2] | self.seats[3])
    }

    /// The pawns that have not moved yet and may advance two squares.
    pub const fn unmoved_pawns(&self) -> Bitboard64 {
        Bitboard64(self.unmoved)
    }

    /// The seat's en-passant right: the square its pawn passed with a double step on its last move, while
    /// the right lasts and can be used (see [`EnPassantWindow`](crate::EnPassantWindow)).
    pub const fn en_passant(&self, seat: Seat) -> Option<Square> {
        let sq = self.ep[seat.index()];
        if sq == NO_EP { None } else { Some(Square::ALL[sq as usize]) }
    }

    /// Pieces the seat has captured, the armies of the seats it eliminated included.
    pub const fn captured(&self, seat: Seat) -> u8 {
        self.captured[seat.index()]
    }

    /// Whether the seat has lost its king and left the game.
    pub const fn is_eliminated(&self, seat: Seat) -> bool {
        self.eliminated[seat.index()] != 0
    }

    /// The eliminated seats, first out first.
    pub fn elimination_order(&self) -> ArrayVec<Seat, 4> {
        let mut out: ArrayVec<Seat, 4> = Seat::ALL.into_iter().filter(|&s| self.is_eliminated(s)).collect();
        out.sort_unstable_by_key(|s| self.eliminated[s.index()]);
        out
    }

    /// The seats still in the game, in turn order from Red.
    pub fn active_seats(&self) -> ArrayVec<Seat, 4> {
        Seat::ALL.into_iter().filter(|&s| !self.is_eliminated(s)).collect()
    }

    /// How many seats are still in the game.
    #[inline]
    pub fn active_count(&self) -> u32 {
        self.eliminated.iter().map(|&e| u32::from(e == 0)).sum()
    }

    /// Plies since the last capture or pawn move.
    pub const fn no_progress_plies(&self) -> u16 {
        self.clock
    }

    /// The seat's piece count for adjudication: its pieces on the board plus the pieces it captured
    /// (credited armies included).
    pub const fn piece_count(&self, seat: Seat) -> u32 {
        self.seats[seat.index()].count_ones() + self.captured[seat.index()] as u32
    }

    /// The incremental Zobrist hash (see [`ZobristHash`](abstract_game::ZobristHash) for the checked pair).
    pub const fn hash_key(&self) -> u64 {
        self.hash
    }

    #[inline]
    pub(crate) fn occ(&self) -> u64 {
        self.seats[0] | self.seats[1] | self.seats[2] | self.seats[3]
    }

    #[inline]
    pub(crate) fn kind_at(&self, sq: usize) -> Option<PieceKind> {
        let bit = 1u64 << sq;
        PieceKind::ALL.into_iter().find(|k| self.kinds[k.index()] & bit != 0)
    }

    #[inline]
    pub(crate) fn seat_at(&self, sq: usize) -> usize {
        let bit = 1u64 << sq;
        (0..4).find(|&s| self.seats[s] & bit != 0).unwrap_or(0)
    }

    /// Adds or removes a piece without touching the hash (undo restores the hash wholesale).
    #[inline]
    pub(crate) fn put(&mut self, seat: usize, kind: usize, sq: usize) {
        let bit = 1u64 << sq;
        self.kinds[kind] ^= bit;
        self.seats[seat] ^= bit;
    }

    /// Adds or removes a piece and its hash key.
    #[inline]
    pub(crate) fn toggle(&mut self, seat: usize, kind: usize, sq: usize) {
        self.put(seat, kind, sq);
        self.hash ^= hash::piece(seat, kind, sq);
    }

    #[inline]
    pub(crate) fn set_ep(&mut self, seat: usize, sq: u8) {
        if self.ep[seat] != NO_EP {
            self.hash ^= hash::en_passant(seat, self.ep[seat] as usize);
        }
        self.ep[seat] = sq;
        if sq != NO_EP {
            self.hash ^= hash::en_passant(seat, sq as usize);
        }
    }

    #[inline]
    pub(crate) fn add_captured(&mut self, seat: usize, n: u8) {
        self.hash ^= hash::captured(seat, self.captured[seat]);
        self.captured[seat] = self.captured[seat].saturating_add(n);
        self.hash ^= hash::captured(seat, self.captured[seat]);
    }

    #[inline]
    pub(crate) fn clear_unmoved(&mut self, sq: usize) {
        if self.unmoved & (1 << sq) != 0 {
            self.unmoved ^= 1 << sq;
            self.hash ^= hash::unmoved(sq);
        }
    }

    /// The next seat still in the game after `seat`, counterclockwise; `seat` itself if it is the only one.
    #[inline]
    pub(crate) fn next_active(&self, seat: Seat) -> Seat {
        let mut s = seat.next();
        for _ in 0..3 {
            if self.eliminated[s.index()] == 0 {
                return s;
            }
            s = s.next();
        }
        seat
    }

    /// Plays a move (unchecked, like [`Game::play_unchecked`](abstract_game::Game::play_unchecked)) and
    /// returns what [`Position::undo`] needs. A move that is not legal here leaves a meaningless position,
    /// never a panic.
    pub fn play_undoable(&mut self, mv: Move) -> UndoInfo {
        let mut undo = UndoInfo {
            hash: self.hash,
            unmoved: self.unmoved,
            ep: self.ep,
            captured: self.captured,
            eliminated: self.eliminated,
            clock: self.clock,
            to_move: self.to_move,
            victim: NONE16,
            army: [NONE16; 8],
        };
        self.apply(mv, &mut undo);
        undo
    }

    /// Plays a move, dropping the undo information (the perft hot path).
    #[inline]
    pub(crate) fn play_unchecked_fast(&mut self, mv: Move) {
        let _ = self.play_undoable(mv);
    }

    #[inline]
    fn apply(&mut self, mv: Move, undo: &mut UndoInfo) {
        let me = self.to_move;
        let s = me.index();
        // The mover's own right ends when it moves again; with the short window every right ends after one
        // ply, so only the next player could use it.
        match self.rules.en_passant() {
            crate::EnPassantWindow::Round => self.set_ep(s, NO_EP),
            crate::EnPassantWindow::NextPlayer => {
                for t in 0..4 {
                    self.set_ep(t, NO_EP);
                }
            }
        }
        let mut progress = false;
        if !mv.is_pass() {
            let (from, to) = (mv.from().index(), mv.to().index());
            let kind = self.kind_at(from).unwrap_or(PieceKind::Pawn);
            let to_bit = 1u64 << to;
            let mut victim_sq = None;
            if self.occ() & to_bit != 0 {
                victim_sq = Some(to);
            } else if kind == PieceKind::Pawn && (from ^ to) & 7 != 0 {
                // A pawn moving diagonally to an empty square takes en passant: the pawn of whichever seat's
                // right names this square (the rights as they were before the move).
                for t in (0..4).filter(|&t| t != s && undo.ep[t] as usize == to) {
                    let pawn = Seat::ALL[t].push(Bitboard64(to_bit)).0;
                    if pawn & self.seats[t] & self.kinds[PieceKind::Pawn.index()] != 0 {
                        victim_sq = Some(pawn.trailing_zeros() as usize);
                        break;
                    }
                }
            }
            if let Some(vsq) = victim_sq {
                progress = true;
                let v = self.seat_at(vsq);
                let vk = self.kind_at(vsq).unwrap_or(PieceKind::Pawn).index();
                undo.victim = pack(vsq, vk, v);
                self.toggle(v, vk, vsq);
                self.clear_unmoved(vsq);
                self.add_captured(s, 1);
                self.spoil_ep(vsq);
                if vk == PieceKind::King.index() {
                    self.eliminate(v, s, undo);
                }
            }
            let new_kind = mv.promotion().unwrap_or(kind);
            self.toggle(s, kind.index(), from);
            self.toggle(s, new_kind.index(), to);
            self.clear_unmoved(from);
            self.spoil_ep(to);
            if kind == PieceKind::Pawn {
                progress = true;
                if from.abs_diff(to) == 16 && new_kind == PieceKind::Pawn {
                    self.set_ep(s, from.midpoint(to) as u8);
                }
            }
        }
        self.clock = if progress { 0 } else { self.clock.saturating_add(1) };
        let next = self.next_active(me);
        self.hash ^= hash::to_move(s) ^ hash::to_move(next.index());
        self.to_move = next;
    }

    /// Clears the rights a piece arriving on or leaving from `sq` spoils: a right whose passed square is now
    /// occupied, or whose pawn was just taken from `sq`.
    #[inline]
    pub(crate) fn spoil_ep(&mut self, sq: usize) {
        for t in 0..4 {
            let x = self.ep[t];
            if x != NO_EP {
                let pawn = Seat::ALL[t].push(Bitboard64(1 << x)).0;
                if x as usize == sq || pawn == 1 << sq {
                    self.set_ep(t, NO_EP);
                }
            }
        }
    }

    /// Removes the army of the seat `v` whose king `by` just took, and credits it to `by`.
    fn eliminate(&mut self, v: usize, by: usize, undo: &mut UndoInfo) {
        let mut rest = self.seats[v];
        let mut i = 0;
        while rest != 0 {
            let sq = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let kind = self.kind_at(sq).unwrap_or(PieceKind::Pawn).index();
            if let Some(slot) = undo.army.get_mut(i) {
                *slot = pack(sq, kind, v);
            }
            i += 1;
            self.toggle(v, kind, sq);
            self.clear_unmoved(sq);
        }
        self.add_captured(by, i as u8);
        self.set_ep(v, NO_EP);
        let order = 1 + self.eliminated.iter().filter(|&&e| e != 0).count() as u8;
        self.eliminated[v] = order;
        self.hash ^= hash::eliminated(v, order);
    }

    /// Takes back `mv`, the last move played with [`Position::play_undoable`], given what it returned.
    pub fn undo(&mut self, mv: Move, info: UndoInfo) {
        if !mv.is_pass() {
            let s = info.to_move.index();
            let (from, to) = (mv.from().index(), mv.to().index());
            let now = self.kind_at(to).unwrap_or(PieceKind::Pawn);
            let before = if mv.promotion().is_some() { PieceKind::Pawn } else { now };
            self.put(s, now.index(), to);
            self.put(s, before.index(), from);
            for &p in info.army.iter().chain(core::iter::once(&info.victim)) {
                if p != NONE16 {
                    let (sq, kind, seat) = unpack(p);
                    self.put(seat, kind, sq);
                }
            }
        }
        self.hash = info.hash;
        self.unmoved = info.unmoved;
        self.ep = info.ep;
        self.captured = info.captured;
        self.eliminated = info.eliminated;
        self.clock = info.clock;
        self.to_move = info.to_move;
    }
}

impl UndoInfo {
    /// The hash of the position before the move.
    pub const fn hash_before(&self) -> u64 {
        self.hash
    }
}

impl Default for Position {
    /// The start position under the standard rules.
    fn default() -> Self {
        Position::start(Rules::standard())
    }
}
