//! The type-erased game on the toys: text moves, action indices, tensors, random play, clones, errors.

mod toys;

use abstract_game::{Outcome, PlayError, PlayerId, Status, TensorLengthError, TensorShape, Xoshiro256};
use game_runtime::dyn_game::{DynGame, DynPlayError, DynPositionError, Erased};
use toys::high_card::HighCard;
use toys::nim3::Nim3;
use toys::tictactoe::TicTacToe;

const SEAT0: PlayerId = PlayerId::from_const(0);
const SEAT1: PlayerId = PlayerId::from_const(1);

fn tictactoe() -> Box<dyn DynGame> {
    Box::new(
        Erased::new(TicTacToe::new())
            .with_name("tictactoe")
            .with_actions()
            .with_observation()
            .with_pretty(|g: &TicTacToe| g.to_string().replace('/', "\n")),
    )
}

#[test]
fn text_moves_in_and_out() {
    let mut game = tictactoe();
    assert_eq!(game.name(), "tictactoe");
    assert_eq!(game.num_players(), 2);
    assert_eq!(game.legal_moves(), ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"]);
    assert_eq!(game.legal_moves_of(SEAT1), Vec::<String>::new());
    assert_eq!(game.play_text(Some(SEAT0), " b2 "), Ok("b2".to_string()));
    assert_eq!(game.position(), ".../.x./... o");
    assert_eq!(game.pretty(), "...\n.x.\n... o");
    assert_eq!(game.pretty_for(SEAT1), game.pretty(), "no per-seat picture: the whole picture");
    assert_eq!(game.status(), Status::ToMove(SEAT1));
}

#[test]
fn refusals_carry_the_games_message_and_the_play_error() {
    let mut game = tictactoe();
    game.play_text(None, "b2").unwrap();
    assert_eq!(
        game.play_text(None, "z9"),
        Err(DynPlayError::Parse { text: "z9".into(), message: "not a free cell: \"z9\"".into() })
    );
    assert_eq!(
        game.play_text(Some(SEAT0), "a1"),
        Err(DynPlayError::Play {
            mv: "a1".into(),
            error: PlayError::NotYourTurn { seat: SEAT0, to_move: Some(SEAT1) }
        })
    );
    let err = game.play_text(Some(SEAT0), "a1").unwrap_err();
    assert_eq!(err.to_string(), "a1: seat 0 may not act now");
    assert_eq!(game.position(), ".../.x./... o", "refused moves change nothing");
    assert_eq!(
        game.set_position("xx"),
        Err(DynPositionError { text: "xx".into(), message: "not a free cell: \"xx\"".into() })
    );
    game.set_position("xx./oo./... x").unwrap();
    assert_eq!(game.play_text(None, "c3"), Ok("c3".into()), "x completes the top rank");
    assert_eq!(game.outcome(), Some(Outcome::win(2, &[SEAT0]).unwrap()));
    assert_eq!(
        game.play_text(None, "c2"),
        Err(DynPlayError::Play { mv: "c2".into(), error: PlayError::GameOver })
    );
}

#[test]
fn action_indices_and_tensors_when_opted_in() {
    let mut game = tictactoe();
    assert_eq!(game.num_actions(), Some(9));
    assert_eq!(game.play_index(None, 4), Ok("b2".into()));
    assert_eq!(game.legal_actions(), Some(vec![0, 1, 2, 3, 5, 6, 7, 8]));
    assert_eq!(game.play_index(Some(SEAT1), 4), Err(DynPlayError::NoSuchAction { index: 4 }));
    assert_eq!(game.observation_shape(), TensorShape::new(&[3, 3, 3]));
    let mut tensor = vec![0.0; 27];
    assert_eq!(game.write_observation(SEAT1, &mut tensor), Some(Ok(())));
    assert_eq!(
        (tensor[4], tensor[9 + 4], tensor[18]),
        (0.0, 1.0, 1.0),
        "o sees x's centre as the opponent's"
    );
    assert_eq!(
        game.write_observation(SEAT1, &mut [0.0; 3]),
        Some(Err(TensorLengthError { expected: 27, got: 3 }))
    );

    let mut bare: Box<dyn DynGame> = Box::new(Erased::new(TicTacToe::new()));
    assert_eq!(bare.name(), "TicTacToe");
    assert_eq!((bare.num_actions(), bare.legal_actions(), bare.observation_shape()), (None, None, None));
    assert_eq!(bare.write_observation(SEAT0, &mut [0.0; 27]), None);
    assert_eq!(bare.play_index(None, 4), Err(DynPlayError::NoActionIndex));
}

#[test]
fn chance_outcomes_and_out_of_turn_actions() {
    let mut game: Box<dyn DynGame> = Box::new(Erased::new(HighCard::new()).with_actions());
    assert_eq!(game.status(), Status::Chance);
    assert_eq!(game.legal_moves(), ["deal1", "deal2", "deal3"]);
    assert_eq!(
        game.play_text(Some(SEAT0), "deal1"),
        Err(DynPlayError::Play { mv: "deal1".into(), error: PlayError::ChanceNode })
    );
    game.play_text(None, "deal1").unwrap();
    game.play_text(None, "deal3").unwrap();
    // Seat 0 decides; seat 1 may resign out of turn.
    assert_eq!(game.legal_moves(), ["call", "fold"]);
    assert_eq!(game.legal_moves_of(SEAT1), ["resign"]);
    assert_eq!(game.legal_actions_of(SEAT1), Some(vec![2]));
    let mut resigned = game.clone();
    assert_eq!(resigned.play_text(Some(SEAT1), "resign"), Ok("resign".into()));
    assert_eq!(resigned.outcome(), Some(Outcome::win(2, &[SEAT0]).unwrap()));
    assert_eq!(game.status(), Status::ToMove(SEAT0), "the clone is a separate game");
    assert_eq!(
        game.play_text(None, "resign"),
        Err(DynPlayError::Play { mv: "resign".into(), error: PlayError::IllegalMove })
    );
    let erased = game.as_any().downcast_ref::<Erased<HighCard>>().expect("a high-card game");
    assert_eq!(erased.game().cards.as_slice(), &[1, 3]);
}

#[test]
fn random_play_finishes_three_seat_games() {
    let mut rng = Xoshiro256::seed_from_u64(11);
    let start: Box<dyn DynGame> = Box::new(Erased::new(Nim3::new(8)).with_name("nim3"));
    for _ in 0..20 {
        let mut game = start.clone();
        let mut plies = 0;
        while let Some(mv) = game.play_random(&mut rng) {
            assert!(!mv.is_empty());
            plies += 1;
        }
        assert!(plies >= 3, "eight stones take at least three takes");
        assert_eq!(game.status(), Status::Over);
        assert_eq!(game.outcome().unwrap().num_players(), 3);
    }
    assert_eq!(start.position(), "8 0 - -");
}
