//! What a seat may know: the history as each seat saw it ([`DynGame::history_for`]), recorded ply by ply from
//! `HiddenInformation::sees_move`, and a seat's whole view ([`DynGame::view`]), which never holds another
//! seat's secret.

mod toys;

use abstract_game::{PlayerId, Status};
use game_runtime::dyn_game::{DynGame, Erased, SeenMove};
use toys::high_card::HighCard;
use toys::tictactoe::TicTacToe;

const SEAT0: PlayerId = PlayerId::from_const(0);
const SEAT1: PlayerId = PlayerId::from_const(1);

fn high_card() -> Box<dyn DynGame> {
    Box::new(
        Erased::new(HighCard::new())
            .with_name("highcard")
            .with_hidden_information()
            .with_pretty_for(|g, seat| format!("you hold {:?}", g.cards.get(seat.index())))
            .with_pretty_public(|g| format!("{} cards dealt", g.cards.len())),
    )
}

fn texts(history: &[SeenMove]) -> Vec<Option<&str>> {
    history.iter().map(|p| p.text.as_deref()).collect()
}

#[test]
fn each_seat_sees_only_its_own_deal_and_a_spectator_no_deal() {
    let mut game = high_card();
    game.play_text(None, "deal2").unwrap();
    game.play_text(None, "deal3").unwrap();
    game.play_text(Some(SEAT1), "resign").unwrap();
    assert_eq!(texts(&game.history_for(Some(SEAT0))), [Some("deal2"), None, Some("resign")]);
    assert_eq!(texts(&game.history_for(Some(SEAT1))), [None, Some("deal3"), Some("resign")]);
    assert_eq!(texts(&game.history_for(None)), [None, None, Some("resign")], "a spectator sees no deal");
    let last = game.history_for(None).pop().unwrap();
    assert_eq!((last.seat, last.out_of_turn), (Some(SEAT1), true), "who acted is public");
    // A seat beyond the table sees nothing.
    let stranger = PlayerId::new(5).unwrap();
    assert_eq!(texts(&game.history_for(Some(stranger))), [None, None, None]);
}

#[test]
fn visibility_is_kept_through_undo_and_a_loaded_record() {
    let mut game = high_card();
    game.play_text(None, "deal1").unwrap();
    game.play_text(None, "deal3").unwrap();
    game.undo(1).unwrap();
    assert_eq!(texts(&game.history_for(Some(SEAT1))), [None]);
    game.play_text(None, "deal2").unwrap();
    assert_eq!(texts(&game.history_for(Some(SEAT1))), [None, Some("deal2")]);
    let record = game.record("standard");
    let mut loaded = high_card();
    loaded.load_record(&record).unwrap();
    assert_eq!(loaded.history_for(Some(SEAT0)), game.history_for(Some(SEAT0)));
    assert_eq!(texts(&loaded.history_for(None)), [None, None]);
}

#[test]
fn a_seats_view_holds_its_card_and_not_the_others() {
    let mut game = high_card();
    game.play_text(None, "deal1").unwrap();
    game.play_text(None, "deal3").unwrap();
    let view = game.view(Some(SEAT0));
    assert_eq!(view.game, "highcard");
    assert_eq!(view.seat, Some(SEAT0));
    assert_eq!(view.status, Status::ToMove(SEAT0));
    assert_eq!(view.version, 2);
    assert_eq!(view.legal_moves, ["call", "fold"]);
    assert_eq!(view.picture, "you hold Some(1)");
    assert_eq!(view.position, None, "the position string shows every card");
    assert_eq!(view.outcome, None);
    assert_eq!(texts(&view.history), [Some("deal1"), None]);
    let other = game.view(Some(SEAT1));
    assert_eq!(other.legal_moves, ["resign"], "out of turn");
    let spectator = game.view(None);
    assert!(spectator.legal_moves.is_empty());
    assert_eq!(spectator.picture, "2 cards dealt", "the public picture");
    assert_eq!(texts(&spectator.history), [None, None]);
}

#[test]
fn a_spectator_of_a_hidden_game_without_a_public_picture_gets_none() {
    let mut game: Box<dyn DynGame> = Box::new(Erased::new(HighCard::new()).with_hidden_information());
    game.play_text(None, "deal1").unwrap();
    assert_eq!(game.view(None).picture, "", "the full picture would show the card");
}

#[test]
fn a_game_without_hidden_information_shows_every_move_and_its_position() {
    let mut game: Box<dyn DynGame> = Box::new(Erased::new(TicTacToe::new()).with_name("tictactoe"));
    game.play_text(None, "b2").unwrap();
    game.play_text(None, "a1").unwrap();
    for seat in [None, Some(SEAT0), Some(SEAT1)] {
        assert_eq!(texts(&game.history_for(seat)), [Some("b2"), Some("a1")], "{seat:?}");
        let view = game.view(seat);
        assert_eq!(view.position, Some(game.position()));
        assert_eq!(view.picture, game.pretty());
    }
}

#[test]
fn a_sampler_alone_shows_a_seat_only_its_own_moves() {
    let mut game: Box<dyn DynGame> =
        Box::new(Erased::new(HighCard::new()).with_sampler(|g, _, _| Ok(g.clone())));
    game.play_text(None, "deal1").unwrap();
    game.play_text(None, "deal2").unwrap();
    game.play_text(None, "call").unwrap();
    assert_eq!(texts(&game.history_for(Some(SEAT0))), [None, None, Some("call")]);
    assert_eq!(texts(&game.history_for(Some(SEAT1))), [None, None, None]);
}

#[cfg(feature = "serde")]
#[test]
fn a_view_is_camel_case_json() {
    let mut game = high_card();
    game.play_text(None, "deal1").unwrap();
    game.play_text(None, "deal3").unwrap();
    let json = serde_json::to_value(game.view(Some(SEAT1))).unwrap();
    let expected = serde_json::json!({
        "game": "highcard", "seat": 1, "seats": ["seat 0", "seat 1"],
        "status": {"kind": "move", "seat": 0},
        "version": 2,
        "history": [{"seat": null, "outOfTurn": false, "move": null},
                    {"seat": null, "outOfTurn": false, "move": "deal3"}],
        "legalMoves": ["resign"],
        "picture": "you hold Some(3)",
        "position": null,
        "outcome": null
    });
    assert_eq!(json, expected);
    game.play_text(None, "call").unwrap();
    let json = serde_json::to_value(game.view(None)).unwrap();
    assert_eq!(json["status"], serde_json::json!({"kind": "over"}));
    assert_eq!(json["seat"], serde_json::Value::Null);
    assert!(json["outcome"].is_object(), "{json}");
    assert_eq!(json["history"][2]["move"], "call");
}
