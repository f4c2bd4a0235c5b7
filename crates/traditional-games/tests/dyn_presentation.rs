//! The erased presentation forwards to each game's typed `Presentation`, refuses what the game's rules refuse in
//! the game's words, and answers a state of another game without a panic.

use traditional_games::abstract_game::PlayerId;
use traditional_games::presentation::Presentation;
use traditional_games::{PresentationError, find, games, load};

#[test]
fn every_game_is_presented_as_its_typed_presentation_says() {
    for entry in games() {
        let mut state = entry.load(entry.default_preset()).unwrap();
        let presentation = entry.presentation();
        // Play a few plies so the pictures are not only the start's.
        let mut rng = traditional_games::abstract_game::Xoshiro256::seed_from_u64(3);
        for _ in 0..6 {
            state.play_random(&mut rng);
        }
        let board = presentation.board(&*state);
        assert!(!board.is_empty(), "{}", entry.name);
        for seat in PlayerId::all(state.num_players()) {
            assert!(!presentation.seat_name(&*state, seat).is_empty(), "{}", entry.name);
            let view = presentation.view(&*state, seat);
            if presentation.has_secrets(&*state) {
                // A seat's view never equals the full position string, which shows every secret.
                assert_ne!(view, state.position(), "{}", entry.name);
            }
        }
        assert!(!presentation.rules_help(&*state).is_empty(), "{}", entry.name);
    }
}

#[test]
fn the_erased_board_is_the_typed_board() {
    use traditional_games::bashnya::Position;
    let state = load("bashnya", "russian").unwrap();
    let typed: Position = state.position().parse().unwrap();
    let presentation = find("bashnya").unwrap().presentation();
    assert_eq!(presentation.board(&*state), Presentation::board(&typed));
    assert_eq!(
        presentation.seat_name(&*state, PlayerId::from_const(1)),
        Presentation::seat_name(&typed, PlayerId::from_const(1))
    );
}

#[test]
fn a_take_back_asks_for_plies_that_were_played() {
    let mut state = load("bashnya", "russian").unwrap();
    let presentation = find("bashnya").unwrap().presentation();
    let mut yes = |_| true;
    assert_eq!(
        presentation.take_back(&*state, 1, &mut yes),
        Err(PresentationError::TooFewPlies { asked: 1, played: 0 })
    );
    let first = state.legal_moves()[0].clone();
    state.play_text(None, &first).unwrap();
    assert_eq!(presentation.take_back(&*state, 1, &mut yes), Ok(()));
    assert_eq!(
        presentation.take_back(&*state, 0, &mut yes),
        Err(PresentationError::TooFewPlies { asked: 0, played: 1 })
    );
}

#[test]
fn a_roll_where_none_is_due_is_refused_in_the_games_words() {
    let state = load("bashnya", "russian").unwrap();
    let presentation = find("bashnya").unwrap().presentation();
    let refused = presentation.roll(&*state, "6-4").err().unwrap();
    assert!(matches!(refused, PresentationError::RollRefused(_)), "{refused:?}");
}

#[test]
fn another_games_state_is_answered_without_a_panic() {
    let siege = load("siege-paris", "standard").unwrap();
    let draughts = find("bashnya").unwrap().presentation();
    // The game's own picture and names stand in; what needs the typed state says whose it is.
    assert_eq!(draughts.board(&*siege), siege.pretty());
    assert!(matches!(draughts.roll(&*siege, "1"), Err(PresentationError::WrongGame { .. })));
    let mut yes = |_| true;
    let mut played = siege;
    let first = played.legal_moves()[0].clone();
    played.play_text(None, &first).unwrap();
    assert!(matches!(draughts.take_back(&*played, 1, &mut yes), Err(PresentationError::WrongGame { .. })));
    assert!(draughts.bot(&*played, None, PlayerId::from_const(0), 1).is_err());
}
