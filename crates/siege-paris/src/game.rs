//! Playing moves, taking them back, and the `abstract_game` traits.

use abstract_game::{Game, Outcome, PlayerId, Status, Undo, ZobristHash};

use crate::end::End;
use crate::error::MoveParseError;
use crate::fortress::{Loc, POINTS};
use crate::movegen::MoveList;
use crate::mv::{Move, Turn};
use crate::piece::{Piece, Side};
use crate::position::Position;

/// What [`Undo::undo`] needs to take a move back.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct UndoInfo {
    captured: Option<Piece>,
    turn: Turn,
    demand: bool,
    no_progress: u16,
    window: u32,
    hash: u64,
}

impl Position {
    /// Plays `mv` without checking it and returns how to take it back.
    fn apply(&mut self, mv: Move) -> UndoInfo {
        let info = UndoInfo {
            captured: None,
            turn: self.turn,
            demand: self.demand,
            no_progress: self.no_progress,
            window: self.window,
            hash: self.hash,
        };
        let mut info = info;
        if self.rules.repetition {
            self.history.push(self.hash);
        }
        // Progress (resets the no-progress counter): a capture, an attacker entering the fortress, or, when
        // attackers may not move backward, an attacker's forward move (as a pawn's move in chess's
        // fifty-move rule: it can never be undone). Each happens a bounded number of times (36 attackers to
        // capture; attackers never leave the fortress, which has 8 points; each forward move brings a piece
        // at least one rank nearer the far edge), which is what makes the no-progress rule bound the game
        // ("Why a game ends" in the crate docs).
        // Irreversible: progress or a placement; no earlier position can repeat after one.
        let (progress, irreversible) = match mv {
            Move::Pass => (false, false),
            Move::Place { kind, point } => {
                self.put(Loc::point(point), Piece { side: Side::Yellow, kind });
                (false, true)
            }
            Move::Step { from, to, capture, .. } => {
                if capture {
                    info.captured = self.remove(to);
                }
                let piece = self.remove(from);
                if let Some(piece) = piece {
                    self.put(to, piece);
                }
                let attacker = piece.is_some_and(|p| p.side.is_attacker());
                let entry = attacker && to.is_point() && !from.is_point();
                let forward = attacker && !self.rules.attackers_move_backward() && rank_changes(from, to);
                let progress = capture || entry || forward;
                (progress, progress)
            }
        };
        if self.turn != Turn::Setup {
            self.no_progress = if progress { 0 } else { self.no_progress.saturating_add(1) };
        }
        if irreversible {
            self.window = self.history.len() as u32;
        }
        self.set_demand(mv.is_demand());
        let next = match self.turn {
            // Yellow has exactly as many pieces as the fortress has points.
            Turn::Setup if self.placed() == POINTS => Turn::YellowThenWhite,
            turn => turn.next(),
        };
        self.set_turn(next);
        info
    }

    fn placed(&self) -> usize {
        self.points.iter().filter(|p| p.is_some_and(|p| p.side == Side::Yellow)).count()
    }

    fn take_back(&mut self, mv: Move, info: UndoInfo) {
        match mv {
            Move::Pass => {}
            Move::Place { point, .. } => {
                self.remove(Loc::point(point));
            }
            Move::Step { from, to, .. } => {
                if let Some(piece) = self.remove(to) {
                    self.put(from, piece);
                }
                if let Some(captured) = info.captured {
                    self.put(to, captured);
                }
            }
        }
        if self.rules.repetition {
            self.history.pop();
        }
        self.turn = info.turn;
        self.demand = info.demand;
        self.no_progress = info.no_progress;
        self.window = info.window;
        self.hash = info.hash;
    }

    /// Reads a move in this crate's notation (see [`Move`]) and checks it is legal here. `x` and `-` are
    /// both accepted for a capture; the `!` of the capture demand must be written. An illegal move is
    /// [`MoveParseError::Illegal`] with the rule it breaks (see [`Position::why_illegal`]).
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        let wanted = crate::notation::parse_move_text(text)?;
        let moves = self.legal_moves();
        let same = |mv: &&Move| match (**mv, wanted) {
            (Move::Step { from, to, demand, .. }, Move::Step { from: f, to: t, demand: d, .. }) => {
                from == f && to == t && demand == d
            }
            (a, b) => a == b,
        };
        // The reason is worked out only on the error path: a legal move costs one list search.
        moves.iter().find(same).copied().ok_or_else(|| MoveParseError::Illegal(self.reason(wanted, &moves)))
    }
}

fn rank_changes(from: Loc, to: Loc) -> bool {
    match (from.square_index(), to.square_index()) {
        (Some(a), Some(b)) => a / 12 != b / 12,
        _ => false,
    }
}

/// Seats: 0 = Yellow, 1 = White, 2 = Black, in both the three- and the two-player form (a two-player
/// controller answers for seats 1 and 2). The turn order is Yellow, White, Yellow, Black. An attacker without
/// a legal move has the single move [`Move::Pass`]; Yellow without one has lost. The capture demand is part
/// of an attacker's move (`f1-f4!`), not an out-of-turn action, so [`Game::legal_moves_of`] keeps its default.
impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;
    type MoveParseError = MoveParseError;

    fn num_players(&self) -> usize {
        3
    }

    /// `Yellow`, `White`, `Black`, as [`Side`]'s `Display` prints them.
    fn seat_name(&self, seat: PlayerId) -> &'static str {
        Side::from_player_id(seat).map_or("seat ?", Side::name)
    }

    fn status(&self) -> Status {
        if self.end().is_some() { Status::Over } else { Status::ToMove(self.turn.side().player_id()) }
    }

    fn legal_moves_into(&self, moves: &mut MoveList) {
        moves.clear();
        if self.static_end().is_none() {
            // Yellow's empty list is the blocked end; nothing to add.
            self.generate(moves);
        }
    }

    fn play_unchecked(&mut self, mv: Move) {
        self.apply(mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        self.end().map(End::outcome)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        Position::parse_move(self, text)
    }
}

impl Undo for Position {
    type UndoInfo = UndoInfo;

    fn play_undoable(&mut self, mv: Move) -> UndoInfo {
        self.apply(mv)
    }

    fn undo(&mut self, mv: Move, info: UndoInfo) {
        self.take_back(mv, info);
    }
}

/// Pieces and their places, the turn phase and the capture demand (not the counters or the history: a
/// repeated position has the same hash).
impl ZobristHash for Position {
    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn zobrist_from_scratch(&self) -> u64 {
        self.compute_hash()
    }
}

/// The siege's conventions: perfect information without chance, three seats, the length bounded by
/// [`Rules::max_game_length`](crate::Rules::max_game_length).
impl abstract_game::Conventions for Position {
    type Rules = crate::Rules;
    type Seat = Side;

    const NAME: &'static str = "siege-paris";
    const ABOUT: &'static str =
        "Assedio di Parigi (1871): Yellow defends the fortress against White and Black on a 12x16 board";

    fn start(rules: crate::Rules) -> Position {
        Position::start(rules)
    }

    fn rules(&self) -> crate::Rules {
        Position::rules(self)
    }

    fn pretty(&self) -> alloc::string::String {
        Position::pretty(self)
    }

    fn pretty_for(&self, seat: PlayerId) -> alloc::string::String {
        Position::pretty_for(self, seat)
    }

    fn information(_: &crate::Rules) -> abstract_game::Information {
        abstract_game::Information::Perfect
    }

    fn max_game_length(rules: &crate::Rules) -> Option<usize> {
        rules.max_game_length()
    }

    fn max_chance_outcomes(_: &crate::Rules) -> usize {
        0
    }
}
