//! The board game under the objectives: the special pieces' moves (Princesses, Death, the Queen, the king of
//! objective 1), the captures that kill the capturer (the Plague, the Spectre King), the special actions
//! (declaring, Death's return, retiring), and the check count of objective 4.

use board_core::{
    Bitboard64, Square, bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks,
    rook_attacks,
};

use super::state::{DEATH_HELD, DEATH_NONE};
use super::{MoveList, Objective, TarotGame, TarotMove};
use crate::position::NO_EP;
use crate::{EnPassantWindow, Move, PieceKind, Seat};

const PAWN: usize = PieceKind::Pawn as usize;
const KNIGHT: usize = PieceKind::Knight as usize;
const KING: usize = PieceKind::King as usize;

/// Each seat's starting corner ("angolo di partenza"), by seat: the 4x4 quarter of the board its army is set
/// up in (Red a1-d4, Blue e1-h4, Yellow e5-h8, Green a5-d8). A Queen may not take a king standing anywhere
/// in its own quarter.
pub(crate) const START_CORNERS: [u64; 4] = [0x0f0f_0f0f, 0xf0f0_f0f0, 0xf0f0_f0f0 << 32, 0x0f0f_0f0f << 32];

/// What one turn did, for judging the objectives afterwards.
#[derive(Default)]
pub(crate) struct Events {
    /// Seats eliminated this turn, bit per seat.
    pub(crate) eliminated: u8,
    /// The mover captured a pawn this turn.
    pub(crate) pawn_captured: bool,
    /// The mover's Queen (its king) took a king that wins (objective Queen), or its Amazon took the last
    /// Spectre King.
    pub(crate) queen_win: bool,
    /// A pawn moved (with a piece leaving the board for good, what resets the no-progress clock).
    pub(crate) progress: bool,
}

impl TarotGame {
    /// The next seat still in the game (not eliminated, not retired) after `seat`, counterclockwise.
    pub(crate) fn next_in(&self, seat: Seat) -> Seat {
        let mut s = seat.next();
        for _ in 0..3 {
            if self.is_in(s) {
                return s;
            }
            s = s.next();
        }
        seat
    }

    /// The square of the seat's king (or Queen, or Spectre King).
    #[inline]
    pub(crate) fn royal(&self, s: usize) -> Option<usize> {
        let bb = self.board.seats[s] & self.board.kinds[KING];
        (bb != 0).then(|| bb.trailing_zeros() as usize)
    }

    /// The squares of the other seats' kings that stand in their own starting corner: out of reach of the
    /// Queen of `s` ("non ti è permesso catturare con la Regina un Re che si trovi nel suo angolo di
    /// partenza").
    pub(crate) fn kings_at_home(&self, s: usize) -> u64 {
        (0..4)
            .filter(|&t| t != s)
            .filter_map(|t| self.royal(t).map(|sq| (1u64 << sq) & START_CORNERS[t]))
            .fold(0, |acc, bit| acc | bit)
    }

    /// Whether the seat declared an objective 6, 7 or 8: its bishops and knights are Princesses.
    pub fn has_princesses(&self, seat: Seat) -> bool {
        self.cards[seat.index()].goals.iter().any(|g| {
            g.declared
                && matches!(
                    g.objective(),
                    Some(Objective::FrontCorner | Objective::DiagonalCorner | Objective::SideCorner)
                )
        })
    }

    /// The squares a piece of `seat` of `kind` on `sq` attacks under the seat's objectives (Death's jumps
    /// to empty squares aside: they capture nothing).
    pub fn attacks(&self, seat: Seat, kind: PieceKind, sq: Square, occupied: Bitboard64) -> Bitboard64 {
        let queen = self.objective_is(seat.index(), Objective::Queen);
        self.attacks_as(seat, kind, sq, occupied, queen)
    }

    /// [`TarotGame::attacks`], with the seat's king attacking as a Queen or not as `queen` says, whatever
    /// the seat holds: what anyone at the table can work out for either case.
    fn attacks_as(
        &self,
        seat: Seat,
        kind: PieceKind,
        sq: Square,
        occupied: Bitboard64,
        queen: bool,
    ) -> Bitboard64 {
        let princess = || self.has_princesses(seat);
        Bitboard64(match kind {
            PieceKind::Pawn => pawn_attacks(seat.forward(), sq).0,
            PieceKind::Knight | PieceKind::Bishop if princess() => {
                knight_attacks(sq).0 | bishop_attacks(sq, occupied).0
            }
            PieceKind::Knight => knight_attacks(sq).0,
            PieceKind::Bishop => bishop_attacks(sq, occupied).0,
            PieceKind::Rook => rook_attacks(sq, occupied).0,
            PieceKind::Amazon => queen_attacks(sq, occupied).0 | knight_attacks(sq).0,
            PieceKind::King if queen => queen_attacks(sq, occupied).0,
            PieceKind::King => king_attacks(sq).0,
        })
    }

    /// The turn's actions of the seat on move: piece moves, Death's return, a retirement, the pass; and
    /// declaring a 6, 7 or 8, which costs no move.
    pub(crate) fn turn_moves(&self, moves: &mut MoveList) {
        let me = self.board.to_move;
        let s = me.index();
        let own = self.board.seats[s];
        let occ = self.board.occ();
        let empty = !occ;
        let mut forbidden = 0u64;
        if let Some(ally) = self.ally(me).filter(|&a| self.is_in(a)) {
            forbidden |= self.royal(ally.index()).map_or(0, |sq| 1 << sq);
        }
        let mut push = |mv: TarotMove| {
            let _ = moves.try_push(mv);
        };
        let mut bb = own;
        while bb != 0 {
            let sq = bb.trailing_zeros() as usize;
            bb &= bb - 1;
            let at = Square::ALL[sq];
            let kind = self.board.kind_at(sq).unwrap_or(PieceKind::Pawn);
            let mut targets = self.attacks(me, kind, at, Bitboard64(occ)).0 & !forbidden;
            match kind {
                PieceKind::Pawn => {
                    let bit = 1u64 << sq;
                    let one = me.push(Bitboard64(bit)).0 & empty;
                    let two =
                        if self.board.unmoved & bit != 0 { me.push(Bitboard64(one)).0 & empty } else { 0 };
                    let mut ep = 0u64;
                    for t in (0..4).filter(|&t| t != s && self.board.ep[t] != NO_EP) {
                        ep |= 1 << self.board.ep[t];
                    }
                    targets = (targets & ((occ & !own) | ep)) | one | two;
                    let promo = me.promotion_squares().0;
                    while targets != 0 {
                        let to = targets.trailing_zeros() as u8;
                        targets &= targets - 1;
                        if promo & (1 << to) == 0 {
                            push(TarotMove::Board(Move::from_parts(sq as u8, to, 0)));
                        } else {
                            for &k in self.board.rules().promotion_choices() {
                                push(TarotMove::Board(Move::from_parts(sq as u8, to, Move::promo_code(k))));
                            }
                        }
                    }
                    continue;
                }
                PieceKind::King => {
                    // Objective 1's king may take its own pieces; a Queen may not take a king on its corner
                    // (both apply to objective 2 holding the two).
                    if self.objective_is(s, Objective::OnlyKing) {
                        targets &= !(1 << sq);
                    } else {
                        targets &= !own;
                    }
                    if self.objective_is(s, Objective::Queen) {
                        targets &= !self.kings_at_home(s);
                    }
                }
                _ if self.death[s] as usize == sq => targets = (targets & !own) | empty,
                _ => targets &= !own,
            }
            while targets != 0 {
                let to = targets.trailing_zeros() as u8;
                targets &= targets - 1;
                push(TarotMove::Board(Move::from_parts(sq as u8, to, 0)));
            }
        }
        if self.death[s] == DEATH_HELD {
            let mut bb = empty;
            while bb != 0 {
                push(TarotMove::Enter(Square::ALL[bb.trailing_zeros() as usize]));
                bb &= bb - 1;
            }
        }
        if moves.is_empty() || self.board.rules().voluntary_pass() {
            let _ = moves.try_push(TarotMove::Board(Move::PASS));
        }
        if Self::corner_secret(&self.cards[s]) {
            let _ = moves.try_push(TarotMove::Declare);
        }
        if self.may_retire(s) {
            let _ = moves.try_push(TarotMove::Retire);
        }
    }

    /// The Queen when every other seat on the board shows a Queen (no king left, as far as anyone can
    /// prove); the Spectre King when it is its seat's last piece.
    fn may_retire(&self, s: usize) -> bool {
        let royal_only = self.royal(s).is_some_and(|sq| self.board.seats[s] == 1 << sq);
        (self.objective_is(s, Objective::SpectreKing) && royal_only)
            || (self.objective_is(s, Objective::Queen)
                && (0..4)
                    .filter(|&t| t != s && self.is_in(Seat::ALL[t]))
                    .all(|t| self.is_declared(Seat::ALL[t], Objective::Queen)))
    }

    /// The checks `s` gives as the position stands: every attack of one of its pieces, from its square, on
    /// the king (Queen, Spectre King) of an opponent (a declared ally is none), one per attacker-king pair;
    /// a Queen's attack on a king at home in its corner, which it may not take, is none. Its king attacks
    /// as a Queen when `queen` says so, whatever the seat holds: anyone at the table can count both.
    fn checks_given(&self, s: usize, queen: bool) -> u32 {
        let occ = Bitboard64(self.board.occ());
        let seat = Seat::ALL[s];
        let ally = self.ally(seat).map(Seat::index);
        let mut kings = 0u64;
        for t in (0..4).filter(|&t| t != s && ally != Some(t)) {
            kings |= self.royal(t).map_or(0, |sq| 1 << sq);
        }
        let mut checks = 0;
        let mut bb = if kings == 0 { 0 } else { self.board.seats[s] };
        while bb != 0 {
            let sq = bb.trailing_zeros() as usize;
            bb &= bb - 1;
            let kind = self.board.kind_at(sq).unwrap_or(PieceKind::Pawn);
            let mut threatened = kings;
            if kind == PieceKind::King && queen {
                // A king the Queen may not take (at home in its corner) is under no threat from it.
                threatened &= !self.kings_at_home(s);
            }
            checks += (self.attacks_as(seat, kind, Square::ALL[sq], occ, queen).0 & threatened).count_ones();
        }
        checks
    }

    /// Plays one turn of the board game (unchecked), or a declaration.
    pub(crate) fn play_turn(&mut self, mv: TarotMove) {
        let me = self.board.to_move;
        let m = me.index();
        if mv == TarotMove::Declare {
            // "Se decidi di dichiarare il tuo obiettivo": a 6, 7 or 8 is announced, which costs no move: the
            // seat is still on move (with its Princesses), nothing else changes.
            for objective in [Objective::FrontCorner, Objective::DiagonalCorner, Objective::SideCorner] {
                self.reveal(m, objective);
            }
            return;
        }
        let targets_before = self.corner_targets();
        match self.board.rules().en_passant() {
            EnPassantWindow::Round => self.board.set_ep(m, NO_EP),
            EnPassantWindow::NextPlayer => (0..4).for_each(|t| self.board.set_ep(t, NO_EP)),
        }
        let mut events = Events::default();
        let lasting_before = self.lasting_pieces();
        let moved = match mv {
            TarotMove::Board(mv) if !mv.is_pass() => Some((mv.from().index(), mv.to().index())),
            _ => None,
        };
        match mv {
            TarotMove::Board(mv) if !mv.is_pass() => self.board_move(m, mv, &mut events),
            TarotMove::Enter(sq) => {
                self.board.toggle(m, KNIGHT, sq.index());
                self.board.spoil_ep(sq.index());
                self.death[m] = sq.index() as u8;
                self.reveal(m, Objective::Death);
            }
            TarotMove::Retire => self.retire(m),
            _ => {}
        }
        self.follow_death_knights(m, moved);
        // "Lo scacco consiste nella minaccia verso un re avversario al termine della propria mossa": every
        // attack standing at the end of the turn is a check, kept from an earlier turn or not; each
        // attacker-king pair counts once ("gli scacchi multipli ... vengono conteggiati come scacchi
        // indipendenti"); a turn ending with none breaks the run. The run is counted twice, the king
        // attacking as a king and as a Queen: both are public, and which one is the seat's depends only on
        // its secret objective (see `TarotGame::run`).
        for queen in [false, true] {
            let given = self.checks_given(m, queen);
            let run = if queen { &mut self.queen_check_run[m] } else { &mut self.check_run[m] };
            *run = if given == 0 { 0 } else { run.saturating_add(given as u8) };
        }
        // Progress is a pawn move or a piece leaving the board for good. Death "non viene mai veramente
        // mangiata": taking it (or Death bouncing off the Spectre King) removes nothing for good, so it does
        // not reset the clock; otherwise taking Death and putting it back could go on for ever. Retiring is
        // no move on the board and resets nothing either.
        let board_move = matches!(mv, TarotMove::Board(_));
        let progress = board_move && (events.progress || self.lasting_pieces() < lasting_before);
        self.board.clock = if progress { 0 } else { self.board.clock.saturating_add(1) };
        self.judge(m, &events, &targets_before);
        let next = self.next_in(me);
        self.board.hash ^= crate::hash::to_move(m) ^ crate::hash::to_move(next.index());
        self.board.to_move = next;
    }

    /// Each seat's first knight (`death_knight`) follows the mover's move, and is gone once no knight of its
    /// seat stands on its square (taken, dead, or its seat out).
    fn follow_death_knights(&mut self, m: usize, moved: Option<(usize, usize)>) {
        if let Some((from, to)) = moved
            && usize::from(self.death_knight[m]) == from
        {
            self.death_knight[m] = to as u8;
        }
        for t in 0..4 {
            let sq = self.death_knight[t];
            if sq < 64 && self.board.seats[t] & self.board.kinds[KNIGHT] & (1 << sq) == 0 {
                self.death_knight[t] = DEATH_NONE;
            }
        }
    }

    /// The pieces on the board other than Death: the count only captures, deaths and retirements lower,
    /// and nothing raises (Death's return aside, which it leaves out).
    fn lasting_pieces(&self) -> u32 {
        let deaths = self.death.iter().filter(|&&d| d < 64).count() as u32;
        self.board.occ().count_ones().saturating_sub(deaths)
    }

    /// A piece move of seat `m`, with every capture rule of the objectives.
    fn board_move(&mut self, m: usize, mv: Move, events: &mut Events) {
        let (from, to) = (mv.from().index(), mv.to().index());
        let kind = self.board.kind_at(from).unwrap_or(PieceKind::Pawn);
        let to_bit = 1u64 << to;
        let is_death = self.death[m] as usize == from;
        events.progress |= kind == PieceKind::Pawn;
        if is_death && self.board.occ() & to_bit == 0 && knight_attacks(mv.from()).0 & to_bit == 0 {
            self.reveal(m, Objective::Death);
        }
        if kind == PieceKind::King && king_attacks(mv.from()).0 & to_bit == 0 {
            // Only a Queen's king goes further than one square: the move shows it.
            self.reveal(m, Objective::Queen);
        }
        let mut plague_from = None;
        if self.board.seats[m] & to_bit != 0 {
            // Objective 1: the king takes one of its own pieces (removed, counted for nobody).
            let victim = self.board.kind_at(to).unwrap_or(PieceKind::Pawn).index();
            self.board.toggle(m, victim, to);
            self.board.clear_unmoved(to);
            if self.death[m] as usize == to {
                self.death[m] = DEATH_HELD;
            }
            self.reveal(m, Objective::OnlyKing);
        } else if self.board.occ() & to_bit != 0 {
            let t = self.board.seat_at(to);
            let victim = self.board.kind_at(to).unwrap_or(PieceKind::Pawn);
            if victim == PieceKind::King
                && self.objective_is(t, Objective::SpectreKing)
                && kind != PieceKind::Amazon
            {
                // Only an Amazon takes the Spectre King: the attacker dies and goes to its captures (Death
                // goes back to its owner).
                self.reveal(t, Objective::SpectreKing);
                self.board.clear_unmoved(from);
                self.board.spoil_ep(from);
                self.kill(m, kind.index(), from, t, events);
                return;
            }
            self.queen_capture(m, kind, t, victim, events);
            self.capture(m, t, victim.index(), to, events);
            plague_from = self.plagues(t, m, kind).then_some(t);
            if plague_from.is_none() && t != m && self.objective_is(t, Objective::Plague) {
                // "Il Re Spettro è immune alla Peste": only the Spectre King takes a piece of the (declared)
                // Plague and lives, and the whole table sees it live.
                self.reveal(m, Objective::SpectreKing);
            }
        } else if kind == PieceKind::Pawn && (from ^ to) & 7 != 0 {
            // En passant, as in the base game: the pawn of the seat whose right names this square.
            for t in (0..4).filter(|&t| t != m && self.board.ep[t] as usize == to) {
                let pawn = Seat::ALL[t].push(Bitboard64(to_bit)).0;
                if pawn & self.board.seats[t] & self.board.kinds[PAWN] != 0 {
                    self.capture(m, t, PAWN, pawn.trailing_zeros() as usize, events);
                    plague_from = self.plagues(t, m, kind).then_some(t);
                    break;
                }
            }
        }
        let new_kind = mv.promotion().unwrap_or(kind);
        self.board.toggle(m, kind.index(), from);
        self.board.toggle(m, new_kind.index(), to);
        self.board.clear_unmoved(from);
        self.board.spoil_ep(to);
        if is_death {
            self.death[m] = to as u8;
        }
        if kind == PieceKind::Pawn && from.abs_diff(to) == 16 && new_kind == PieceKind::Pawn {
            self.board.set_ep(m, from.midpoint(to) as u8);
        }
        if let Some(plague) = plague_from {
            // The Plague: whoever takes one of its pieces dies, and goes to the Plague's captures.
            self.kill(m, new_kind.index(), to, plague, events);
        }
    }

    /// Whether the Plague `t` kills the piece of `m` that took one of its pieces: "ogni pezzo avversario
    /// che mangia un tuo pezzo muore", so every capturer of an opponent (a declared ally is none) but the
    /// Spectre King, which is immune.
    fn plagues(&self, t: usize, m: usize, kind: PieceKind) -> bool {
        self.objective_is(t, Objective::Plague)
            && t != m
            && self.ally(Seat::ALL[m]) != Some(Seat::ALL[t])
            && !(kind == PieceKind::King && self.objective_is(m, Objective::SpectreKing))
    }

    /// The Queen's win: its Queen takes a king that is neither another Queen nor the Plague's; or one of its
    /// Amazons takes the Spectre King when no other king is left.
    fn queen_capture(&mut self, m: usize, kind: PieceKind, t: usize, victim: PieceKind, events: &mut Events) {
        if victim != PieceKind::King || !self.objective_is(m, Objective::Queen) {
            return;
        }
        let by_queen = kind == PieceKind::King
            && !self.objective_is(t, Objective::Queen)
            && !self.objective_is(t, Objective::Plague);
        let last_spectre = kind == PieceKind::Amazon
            && self.objective_is(t, Objective::SpectreKing)
            && (0..4)
                .filter(|&u| u != m && u != t && self.royal(u).is_some())
                .all(|u| self.objective_is(u, Objective::Queen));
        if by_queen || last_spectre {
            events.queen_win = true;
            self.reveal(m, Objective::Queen);
        }
        // A king's capture that wins nothing (of another Queen, of the Plague's king) shows nothing: any king
        // takes a king one square away. A capture from further shows the Queen by the move (`board_move`).
    }

    /// Seat `m` takes the piece of seat `t` of kind `victim` on `sq`.
    fn capture(&mut self, m: usize, t: usize, victim: usize, sq: usize, events: &mut Events) {
        self.board.toggle(t, victim, sq);
        self.board.clear_unmoved(sq);
        self.board.spoil_ep(sq);
        if self.death[t] as usize == sq {
            // Death is never really captured: it waits for its owner, counted for nobody.
            self.death[t] = DEATH_HELD;
            self.reveal(t, Objective::Death);
        } else {
            self.credit(m, victim, 1);
            events.pawn_captured |= victim == PAWN;
        }
        if victim == KING {
            // "Puoi contare anche i Pedoni che ottieni mangiando i Re avversari": the pawns of the army
            // taken with its king are captured pawns, the last ones on the board included.
            let pawns_before = self.pawns_taken[m];
            self.eliminate(t, m, events);
            events.pawn_captured |= self.pawns_taken[m] > pawns_before;
        }
    }

    /// The piece of seat `m` on `sq` dies and goes to `to`'s captures (Death goes back to its owner).
    fn kill(&mut self, m: usize, kind: usize, sq: usize, to: usize, events: &mut Events) {
        self.board.toggle(m, kind, sq);
        if self.death[m] as usize == sq {
            self.death[m] = DEATH_HELD;
            self.reveal(m, Objective::Death);
        } else {
            self.credit(to, kind, 1);
        }
        if kind == KING {
            self.eliminate(m, to, events);
        }
    }

    fn credit(&mut self, s: usize, kind: usize, n: u8) {
        self.board.add_captured(s, n);
        if kind == PAWN {
            self.pawns_taken[s] = self.pawns_taken[s].saturating_add(n);
        }
    }

    /// Seat `v` is out: its remaining pieces go to `by`'s captures (Death aside).
    fn eliminate(&mut self, v: usize, by: usize, events: &mut Events) {
        let mut rest = self.board.seats[v];
        while rest != 0 {
            let sq = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let kind = self.board.kind_at(sq).unwrap_or(PieceKind::Pawn).index();
            self.board.toggle(v, kind, sq);
            self.board.clear_unmoved(sq);
            if self.death[v] as usize == sq {
                // "In nessun caso la Morte può essere contata fra le prese di un giocatore": the eliminator
                // is credited one piece fewer than the army it took, in everyone's sight, so Death is
                // public from now on.
                self.reveal(v, Objective::Death);
            } else {
                self.credit(by, kind, 1);
            }
        }
        self.death[v] = DEATH_NONE;
        self.board.set_ep(v, NO_EP);
        let order = 1 + self.board.eliminated.iter().filter(|&&e| e != 0).count() as u8;
        self.board.eliminated[v] = order;
        self.board.hash ^= crate::hash::eliminated(v, order);
        self.eliminated_by[v] = by as u8;
        events.eliminated |= 1 << v;
    }

    /// Seat `m` leaves the board with its pieces (Death aside): the Queen keeps them for the piece count, the
    /// lone Spectre King goes into its captures.
    fn retire(&mut self, m: usize) {
        let mut rest = self.board.seats[m];
        let mut n = 0;
        while rest != 0 {
            let sq = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let kind = self.board.kind_at(sq).unwrap_or(PieceKind::Pawn).index();
            self.board.toggle(m, kind, sq);
            self.board.clear_unmoved(sq);
            n += u8::from(self.death[m] as usize != sq);
            if self.death[m] as usize == sq {
                // Death is left out of the count the table sees (objective 2 holding the Queen and Death).
                self.reveal(m, Objective::Death);
            }
        }
        if self.objective_is(m, Objective::Queen) {
            // "Puoi ritirarti dalla partita con tutti i tuoi pezzi": the Queen keeps its pieces for the piece
            // count; they are not captures (the Plague and Death judgement counts captures).
            self.retired_pieces[m] = n;
        } else {
            // "Puoi ritirarlo e metterlo fra le tue prese": the lone Spectre King goes into its captures.
            self.board.add_captured(m, n);
        }
        self.death[m] = DEATH_NONE;
        self.board.set_ep(m, NO_EP);
        self.retired[m] = true;
        self.reveal(
            m,
            if self.objective_is(m, Objective::Queen) { Objective::Queen } else { Objective::SpectreKing },
        );
    }
}
