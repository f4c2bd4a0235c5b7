//! The `abstract_game` traits: `Game`, `Undo`, `ZobristHash`, `Conventions`.

use abstract_game::{Game, Outcome, PlayError, PlayerId, Status, Undo, ZobristHash};

use crate::error::MoveParseError;
use crate::movegen::{self, MoveList};
use crate::mv::Move;
use crate::position::{Position, UndoInfo};
use crate::square::Colour;

impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;
    type MoveParseError = MoveParseError;

    fn num_players(&self) -> usize {
        2
    }

    /// `White` and `Black`, as [`Colour`]'s `Display` prints them.
    fn seat_name(&self, seat: PlayerId) -> &'static str {
        Colour::from_player_id(seat).map_or("seat ?", Colour::name)
    }

    #[inline]
    fn status(&self) -> Status {
        if self.is_draw() || self.loser().is_some() {
            Status::Over
        } else {
            Status::ToMove(self.side.player_id())
        }
    }

    fn legal_moves_into(&self, moves: &mut MoveList) {
        Position::legal_moves_into(self, moves);
    }

    /// The moves first, then the status from them: outside Stavropol a side loses exactly when it has no
    /// legal move, so the generated list answers [`Position::loser`]'s test for a move, which the status
    /// would otherwise make before the moves are generated (about 100 of a batched Russian step's 1640
    /// instructions).
    fn status_and_moves(&self, moves: &mut MoveList) -> Status {
        moves.clear();
        if self.is_draw() {
            return Status::Over;
        }
        // Stavropol: the opponent's pieces may have no move while the side to move has some; the plain test.
        if self.rules.shared_pieces() && self.loser().is_some() {
            return Status::Over;
        }
        movegen::generate(self, moves);
        if moves.is_empty() { Status::Over } else { Status::ToMove(self.side.player_id()) }
    }

    fn play_unchecked(&mut self, mv: Move) {
        self.play_fast(mv);
    }

    /// The trait's checked play, with the legal moves listed in place (the provided method takes them by
    /// value, which copies the whole 7.7 KB list).
    fn play(&mut self, mv: Move) -> Result<(), PlayError> {
        if self.status().is_over() {
            return Err(PlayError::GameOver);
        }
        let mut moves = MoveList::new();
        self.legal_moves_into(&mut moves);
        if !moves.contains(&mv) {
            return Err(PlayError::IllegalMove);
        }
        self.play_fast(mv);
        Ok(())
    }

    /// Once the game is over: a win for the opponent of [`Position::loser`] (checked first), or a draw by
    /// the quiet-ply limit or threefold repetition. `None` while the game goes on.
    fn outcome(&self) -> Option<Outcome> {
        if let Some(loser) = self.loser() {
            return Outcome::win(2, &[loser.opponent().player_id()]).ok();
        }
        if self.is_draw() {
            return Outcome::draw(2).ok();
        }
        None
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        Position::parse_move(self, text)
    }
}

impl Undo for Position {
    type UndoInfo = UndoInfo;

    fn play_undoable(&mut self, mv: Move) -> UndoInfo {
        self.play_move(mv)
    }

    fn undo(&mut self, mv: Move, info: UndoInfo) {
        self.undo_move(mv, info);
    }
}

impl ZobristHash for Position {
    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn zobrist_from_scratch(&self) -> u64 {
        self.hash_from_scratch()
    }
}

/// Bashni's conventions: perfect information without chance, two seats, the length bounded by
/// [`Rules::max_game_length`](crate::Rules::max_game_length).
impl abstract_game::Conventions for Position {
    type Rules = crate::Rules;
    type Seat = Colour;

    const NAME: &'static str = "bashnya";
    const ABOUT: &'static str = "Bashni stacking draughts: captured pieces go under the capturing column";

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

#[cfg(test)]
mod tests {
    use abstract_game::{Game, Status, Xoshiro256, random_index};

    use crate::movegen::MoveList;
    use crate::position::Position;
    use crate::rules::Rules;

    /// Random games of every preset, to their end, with the draw rules on (games end by every rule) and off
    /// (long king endings, ended by a side without moves): in every state, `status_and_moves` is the status
    /// and the legal moves, even over a list left full by the state before.
    #[test]
    fn status_and_moves_is_the_status_and_the_legal_moves_on_random_games() {
        let mut rng = Xoshiro256::seed_from_u64(31);
        let (mut lost, mut drawn) = (0, 0);
        let mut both = MoveList::new();
        for preset in Rules::PRESETS {
            let rules = Rules::from_preset(preset.name).unwrap();
            let quick = rules.with_quiet_limit(Some(4)).with_ply_limit(Some(120));
            let long = rules.with_repetition_draw(false).with_quiet_limit(None).with_ply_limit(None);
            for rules in [rules, quick, long] {
                for _ in 0..30 {
                    let mut pos = Position::start(rules);
                    for _ in 0..2000 {
                        let status = Game::status(&pos);
                        let moves = Game::legal_moves(&pos);
                        assert_eq!(pos.status_and_moves(&mut both), status, "{pos}");
                        let expected: &[_] = if status.is_over() { &[] } else { &moves };
                        assert_eq!(&both[..], expected, "{pos}");
                        if status == Status::Over {
                            if pos.is_draw() {
                                drawn += 1;
                            } else {
                                lost += 1;
                            }
                            break;
                        }
                        pos.play_unchecked(moves[random_index(&mut rng, moves.len())]);
                    }
                }
            }
        }
        assert!(lost > 100 && drawn > 20, "{lost} lost, {drawn} drawn");
    }
}
