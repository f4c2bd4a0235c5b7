//! The `abstract_game` traits.

use abstract_game::{Game, Outcome, PlayerId, Status, Undo, ZobristHash};

use crate::end::End;
use crate::error::MoveParseError;
use crate::movegen::MoveList;
use crate::mv::Move;
use crate::piece::Side;
use crate::play::UndoInfo;
use crate::position::Position;

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
