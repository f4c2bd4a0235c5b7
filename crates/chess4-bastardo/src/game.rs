//! `abstract_game` traits for [`Position`].

use abstract_game::{Game, Outcome, Status, Undo, ZobristHash};

use crate::error::MoveParseError;
use crate::{Move, MoveList, Position, UndoInfo, hash};

impl Position {
    /// Who acts: the seat on turn, or nobody once the game is over.
    #[inline]
    pub fn status(&self) -> Status {
        if self.is_over() { Status::Over } else { Status::ToMove(self.to_move.player_id()) }
    }
}

/// The game tree of the position alone: every rule but threefold repetition, which needs the history that
/// [`GameHistory`](crate::GameHistory) keeps (and which also implements [`Game`]). Perft counts this tree, like
/// chess perft, which ignores repetition too.
impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;
    type MoveParseError = MoveParseError;

    fn num_players(&self) -> usize {
        4
    }

    /// `Red`, `Blue`, `Yellow`, `Green` (as [`Seat`](crate::Seat)'s `Display`).
    fn seat_name(&self, seat: abstract_game::PlayerId) -> &'static str {
        crate::Seat::from_player_id(seat).map_or("seat ?", crate::Seat::name)
    }

    fn status(&self) -> Status {
        Position::status(self)
    }

    fn legal_moves_into(&self, moves: &mut MoveList) {
        Position::legal_moves_into(self, moves);
    }

    fn play_unchecked(&mut self, mv: Move) {
        self.play_unchecked_fast(mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        Position::outcome(self)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        Position::parse_move(self, text)
    }
}

impl Undo for Position {
    type UndoInfo = UndoInfo;

    fn play_undoable(&mut self, mv: Move) -> UndoInfo {
        Position::play_undoable(self, mv)
    }

    fn undo(&mut self, mv: Move, info: UndoInfo) {
        Position::undo(self, mv, info);
    }
}

impl ZobristHash for Position {
    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn zobrist_from_scratch(&self) -> u64 {
        hash::from_scratch(self)
    }
}

/// Il Bastardo's conventions: perfect information without chance, four seats, the length bounded by
/// [`Rules::max_game_length`](crate::Rules::max_game_length).
impl abstract_game::Conventions for Position {
    type Rules = crate::Rules;
    type Seat = crate::Seat;

    const NAME: &'static str = "chess4-bastardo";
    const ABOUT: &'static str =
        "Il Bastardo: four-player chess on 8x8 with Amazons, king capture and elimination";

    fn start(rules: crate::Rules) -> Position {
        Position::start(rules)
    }

    fn rules(&self) -> crate::Rules {
        Position::rules(self)
    }

    fn pretty(&self) -> alloc::string::String {
        Position::pretty(self)
    }

    fn pretty_for(&self, seat: abstract_game::PlayerId) -> alloc::string::String {
        Position::pretty_for(self, seat)
    }

    fn information(_: &crate::Rules) -> abstract_game::Information {
        abstract_game::Information::Perfect
    }

    fn max_game_length(rules: &crate::Rules) -> Option<usize> {
        Some(rules.max_game_length())
    }

    fn max_chance_outcomes(_: &crate::Rules) -> usize {
        0
    }
}
