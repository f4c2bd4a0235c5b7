//! The erased game's history: undo replays from the start without drawing chance again, records are written
//! from the history and loaded back with every ply checked, and the cached legal actions drive play.

mod toys;

use abstract_game::record::{GameRecord, RecordedMove, ReplayError};
use abstract_game::{Game, PlayerId, Status};
use game_runtime::dyn_game::{DynGame, Erased, RecordLoadError, UndoError};
use toys::high_card::HighCard;
use toys::nim3::{Nim3, NimMove};
use toys::tictactoe::TicTacToe;

const SEAT0: PlayerId = PlayerId::from_const(0);

#[test]
fn undo_steps_back_to_the_chance_node_and_keeps_the_outcome_that_was_drawn() {
    let mut game: Box<dyn DynGame> = Box::new(Erased::new(HighCard::new()).with_actions());
    assert_eq!(game.status(), Status::Chance);
    game.play_text(None, "deal2").unwrap();
    game.play_text(None, "deal3").unwrap();
    let dealt = game.position();
    assert_eq!(game.history_len(), 2);
    game.undo(1).unwrap();
    assert_eq!(game.status(), Status::Chance, "one ply back from a deal is the deal's chance node");
    assert_eq!(game.legal_moves(), ["deal1", "deal3"], "the first card (2) stays dealt: no new draw");
    assert_eq!(game.history().iter().map(|p| p.text.as_str()).collect::<Vec<_>>(), ["deal2"]);
    game.play_text(None, "deal3").unwrap();
    assert_eq!(game.position(), dealt);
    assert_eq!(game.undo(3), Err(UndoError::TooFew { asked: 3, played: 2 }));
    assert_eq!(game.position(), dealt, "a refused undo changes nothing");
    game.undo(2).unwrap();
    assert_eq!(game.position(), HighCard::new().to_string());
}

#[test]
fn cached_legal_actions_are_ascending_and_apply_plays_them() {
    let mut game: Box<dyn DynGame> = Box::new(Erased::new(TicTacToe::new()).with_actions());
    assert_eq!(game.sorted_legal_actions(), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    game.apply_action(4).unwrap();
    assert_eq!(game.sorted_legal_actions(), [0, 1, 2, 3, 5, 6, 7, 8]);
    assert!(game.apply_action(4).is_err(), "a taken cell is refused through the checked path");
    assert_eq!(game.history_len(), 1);
    assert_eq!(game.history()[0].seat, Some(SEAT0));
    assert_eq!(game.history()[0].action, Some(4));
    assert_eq!(game.history()[0].text, "b2");
}

#[test]
fn three_seats_with_wind_replay_through_the_erased_game() {
    let start = Nim3::new(4);
    let moves = [(None, NimMove::Take(1)), (None, NimMove::Wind(1)), (None, NimMove::Take(2))];
    let record = GameRecord::from_game_moves("nim3", "4", &start, &start, &moves).unwrap();
    let mut game: Box<dyn DynGame> = Box::new(Erased::new(Nim3::new(4)).with_name("nim3"));
    game.load_record(&record).unwrap();
    assert_eq!(game.position(), "0 2 - 1");
    assert_eq!(game.record("4"), record, "the history writes the record it was loaded from");
}

#[test]
fn a_refused_record_leaves_the_game_unchanged() {
    let mut game: Box<dyn DynGame> = Box::new(Erased::new(TicTacToe::new()).with_name("tictactoe"));
    game.play_text(None, "a1").unwrap();
    let mut record = GameRecord::new("tictactoe", "standard");
    record.moves = vec![RecordedMove::new("b2"), RecordedMove::new("a1"), RecordedMove::new("b2")];
    assert!(matches!(
        game.load_record(&record),
        Err(RecordLoadError::Replay(ReplayError::BadMove { ply: 3, .. }))
    ));
    assert_eq!(game.history_len(), 1);
    record.game = "chess".into();
    assert!(matches!(game.load_record(&record), Err(RecordLoadError::WrongGame { .. })));
    record.game = "tictactoe".into();
    record.moves.truncate(2);
    game.load_record(&record).unwrap();
    assert_eq!(game.recorded_moves(), record.moves, "loaded from the start, not after a1");
}

const SEAT1: PlayerId = PlayerId::from_const(1);

fn high_card() -> Box<dyn DynGame> {
    Box::new(Erased::new(HighCard::new()).with_name("highcard").with_actions().with_hidden_information())
}

#[test]
fn an_out_of_turn_move_is_kept_with_its_seat_and_tagged_in_the_record() {
    let mut game = high_card();
    game.play_text(None, "deal2").unwrap();
    game.play_text(None, "deal3").unwrap();
    // Seat 0 is on turn; seat 1 may resign out of turn, and only seat 1.
    assert_eq!(game.who_may_play("resign").unwrap(), ("resign".to_string(), vec![SEAT1]));
    assert_eq!(game.who_may_play("call").unwrap(), ("call".to_string(), vec![SEAT0]));
    assert!(game.who_may_play("nonsense").is_err());
    game.play_text(Some(SEAT1), "resign").unwrap();
    let last = game.history().pop().unwrap();
    assert_eq!((last.seat, last.out_of_turn, last.text.as_str()), (Some(SEAT1), true, "resign"));
    let record = game.record("standard");
    let seat1 = HighCard::new().seat_name(SEAT1);
    assert_eq!(
        record.moves,
        [RecordedMove::new("deal2"), RecordedMove::new("deal3"), RecordedMove::by(seat1, "resign")]
    );
    assert_eq!(record.start, None, "the game began at the rules' start");
    let mut replayed = high_card();
    replayed.load_record(&record).unwrap();
    assert_eq!(replayed.position(), game.position());
    assert_eq!(replayed.outcome(), game.outcome());
}

#[test]
fn a_game_from_a_position_string_records_its_start() {
    let mut game = high_card();
    game.set_position("23 -").unwrap();
    assert_eq!(game.history_len(), 0);
    assert_eq!(game.start_position(), "23 -");
    game.play_text(None, "call").unwrap();
    let record = game.record("standard");
    assert_eq!(record.start.as_deref(), Some("23 -"));
    let mut fresh = high_card();
    fresh.load_record(&record).unwrap();
    assert_eq!(fresh.position(), "23 call");
    assert_eq!(fresh.start_position(), "23 -");
}

#[test]
fn a_sample_keeps_what_the_seat_knows_and_draws_the_rest() {
    let mut game = high_card();
    game.play_text(None, "deal1").unwrap();
    game.play_text(None, "deal3").unwrap();
    // Seat 0 holds the 1: the other card is the 2 or the 3, and a sample never moves seat 0's own card.
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..32 {
        let sample = game.sample_consistent(SEAT0, seed).expect("a sampler").unwrap();
        let position = sample.position();
        assert!(position.starts_with('1'), "{position}");
        assert_eq!(sample.history_len(), 0, "a sample's history starts at the sample");
        seen.insert(position);
    }
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), ["12 -", "13 -"]);
    let bare: Box<dyn DynGame> = Box::new(Erased::new(HighCard::new()));
    assert!(bare.sample_consistent(SEAT0, 0).is_none(), "no sampler given");
}

#[test]
fn drawing_chance_plays_only_at_a_chance_node() {
    let mut game = high_card();
    let mut rng = abstract_game::Xoshiro256::seed_from_u64(3);
    let first = game.draw_chance(&mut rng).unwrap();
    assert!(["deal1", "deal2", "deal3"].contains(&first.as_str()));
    game.draw_chance(&mut rng).unwrap();
    assert_eq!(game.status(), Status::ToMove(SEAT0));
    assert_eq!(game.draw_chance(&mut rng), None);
    assert_eq!(game.history_len(), 2);
}

#[test]
fn out_of_turn_moves_are_the_seats_moves_beyond_the_turns() {
    let mut game = high_card();
    assert!(game.has_hidden_information());
    game.play_text(None, "deal1").unwrap();
    game.play_text(None, "deal2").unwrap();
    assert_eq!(game.out_of_turn_moves(SEAT1), ["resign"]);
    assert_eq!(game.out_of_turn_moves(SEAT0), Vec::<String>::new(), "seat 0's moves are the turn's");
    let open: Box<dyn DynGame> = Box::new(Erased::new(TicTacToe::new()));
    assert!(!open.has_hidden_information());
}

#[test]
fn a_recorded_ply_is_checked_and_a_refused_one_changes_nothing() {
    let mut game = high_card();
    game.play_recorded(1, &RecordedMove::new("deal1")).unwrap();
    game.play_recorded(2, &RecordedMove::new("deal2")).unwrap();
    let before = game.position();
    assert_eq!(
        game.play_recorded(3, &RecordedMove::by("Nobody", "resign")),
        Err(ReplayError::UnknownSeat { ply: 3, seat: "Nobody".into() })
    );
    let seat0 = HighCard::new().seat_name(SEAT0);
    assert!(matches!(
        game.play_recorded(3, &RecordedMove::by(seat0, "resign")),
        Err(ReplayError::Illegal { ply: 3, .. })
    ));
    assert_eq!(game.position(), before);
    assert_eq!(game.history_len(), 2);
}
