//! `abstract_game` traits for [`TarotGame`].

use abstract_game::{Game, Outcome, Probability, Status, Undo};

use super::{MoveList, TarotGame, TarotMove};
use crate::error::MoveParseError;

/// The game of the deal and the board. Threefold repetition is not applied (the variant keeps no history,
/// as the base [`Position`](crate::Position) does not); the no-progress limit is.
impl Game for TarotGame {
    type Move = TarotMove;
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
        TarotGame::status(self)
    }

    fn legal_moves_into(&self, moves: &mut MoveList) {
        TarotGame::legal_moves_into(self, moves);
    }

    fn play_unchecked(&mut self, mv: TarotMove) {
        TarotGame::play_unchecked(self, mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        TarotGame::outcome(self)
    }

    fn parse_move(&self, text: &str) -> Result<TarotMove, MoveParseError> {
        TarotGame::parse_move(self, text)
    }

    /// A draw of a class: its copies left over the cards left.
    fn chance_probability(&self, outcome: TarotMove) -> Probability {
        match outcome {
            TarotMove::Draw(card) if self.deck.count(card) > 0 => {
                Probability::new(u64::from(self.deck.count(card)), u64::from(self.deck.len()))
                    .unwrap_or(Probability::ZERO)
            }
            _ => Probability::ZERO,
        }
    }
}

/// Undo by keeping the whole state (a few hundred bytes): the variant's turns change too much (deaths,
/// eliminations, retirements, the deal) for a compact record to pay.
impl Undo for TarotGame {
    type UndoInfo = TarotGame;

    fn play_undoable(&mut self, mv: TarotMove) -> TarotGame {
        let before = self.clone();
        self.play_unchecked(mv);
        before
    }

    fn undo(&mut self, _mv: TarotMove, info: TarotGame) {
        *self = info;
    }
}

/// The tarot variant's conventions: imperfect information (objectives and hands are secret), chance
/// in the draws (one of 15 card classes), the length bounded by
/// [`TarotRules::max_game_length`](super::TarotRules::max_game_length).
impl abstract_game::Conventions for TarotGame {
    type Rules = super::TarotRules;
    type Seat = crate::Seat;

    const NAME: &'static str = "bastardo-obiettivi";
    const ABOUT: &'static str =
        "Il Bastardo with secret tarot objectives: draw a card, reach its objective first to win";

    fn start(rules: super::TarotRules) -> TarotGame {
        TarotGame::start(rules)
    }

    fn rules(&self) -> super::TarotRules {
        TarotGame::rules(self)
    }

    fn pretty(&self) -> alloc::string::String {
        TarotGame::pretty(self)
    }

    fn pretty_for(&self, seat: abstract_game::PlayerId) -> alloc::string::String {
        TarotGame::pretty_for(self, seat)
    }

    fn information(_: &super::TarotRules) -> abstract_game::Information {
        abstract_game::Information::Imperfect
    }

    fn max_game_length(rules: &super::TarotRules) -> Option<usize> {
        Some(rules.max_game_length())
    }

    fn max_chance_outcomes(_: &super::TarotRules) -> usize {
        // A draw is one of the 15 card classes, action indices `0..15`.
        15
    }
}
