//! Any toy with its action space spread out: action `i` of the toy is action `i * SPREAD` here, so that the
//! mask rows are wider than [`game_runtime::batch::WIDE_MASK`] and the batch clears kept rows entry by entry.

use abstract_game::{
    ActionIndex, Game, ObservationTensor, Outcome, PlayerId, Probability, Status, TensorLengthError,
    TensorShape,
};

/// Actions of the toy per action here.
pub const SPREAD: usize = 128;

#[derive(Clone, Debug, PartialEq)]
pub struct Wide<G>(pub G);

impl<G: Game> Game for Wide<G> {
    type Move = G::Move;
    type MoveList = G::MoveList;
    type MoveParseError = G::MoveParseError;

    fn num_players(&self) -> usize {
        self.0.num_players()
    }
    fn status(&self) -> Status {
        self.0.status()
    }
    fn legal_moves_into(&self, moves: &mut Self::MoveList) {
        self.0.legal_moves_into(moves);
    }
    fn status_and_moves(&self, moves: &mut Self::MoveList) -> Status {
        self.0.status_and_moves(moves)
    }
    fn play_unchecked(&mut self, mv: Self::Move) {
        self.0.play_unchecked(mv);
    }
    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }
    fn parse_move(&self, text: &str) -> Result<Self::Move, Self::MoveParseError> {
        self.0.parse_move(text)
    }
    fn chance_probability(&self, outcome: Self::Move) -> Probability {
        self.0.chance_probability(outcome)
    }
}

impl<G: ActionIndex> ActionIndex for Wide<G> {
    fn num_actions(&self) -> usize {
        self.0.num_actions() * SPREAD
    }
    fn action_index(&self, mv: Self::Move) -> usize {
        self.0.action_index(mv) * SPREAD
    }
    fn action_from_index(&self, index: usize) -> Option<Self::Move> {
        if index.is_multiple_of(SPREAD) { self.0.action_from_index(index / SPREAD) } else { None }
    }
}

impl<G: ObservationTensor> ObservationTensor for Wide<G> {
    fn observation_shape(&self) -> TensorShape {
        self.0.observation_shape()
    }
    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        self.0.write_observation(seat, out)
    }
}
