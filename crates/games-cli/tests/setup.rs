//! Starting games through the CLI's registry and seating them: the tests that name particular games (the
//! library's own source names none).

use std::time::Duration;

use abstract_game::Xoshiro256;
use games::bots::{Algo, BotSpec, BudgetSpec};
use games::registry::{Spec, find};
use games::seats::{SeatKind, parse_kinds, parse_seats};
use games::session::Session;

fn session(game: &str) -> Box<dyn Session> {
    find(game).unwrap().session(&Spec::default()).unwrap()
}

#[test]
fn a_match_starts_from_the_preset_with_its_length() {
    let backgammon = find("backgammon-nodice").unwrap();
    let spec = Spec { preset: Some("classic"), position: None, match_points: Some(3) };
    let session = backgammon.session(&spec).unwrap();
    assert!(session.board().starts_with("Match to 3: White 0, Black 0"), "{}", session.board());
    let position = session.position();
    let again = Spec { position: Some(&position), ..spec };
    assert!(backgammon.session(&again).is_ok());
    let wrong = Spec { match_points: Some(5), ..again };
    assert!(backgammon.session(&wrong).is_err());
    // A rules string with a length plays a match too.
    let named = Spec { preset: Some("classic-m5"), position: None, match_points: None };
    assert!(backgammon.session(&named).unwrap().board().starts_with("Match to 5"));
}

#[test]
fn the_tarot_presets_of_il_bastardo_start_the_variant() {
    let chess4 = find("chess4-bastardo").unwrap();
    for preset in ["tarot", "tarot-redeal", "free-promotion,redeal"] {
        let spec = Spec { preset: Some(preset), position: None, match_points: None };
        let session = chess4.session(&spec).unwrap();
        assert!(session.position().contains(" | "), "{preset}: {}", session.position());
    }
}

#[test]
fn seats_default_to_one_human_against_bots_thinking_a_second() {
    let bot = |budget| SeatKind::Bot(BotSpec { algo: Algo::Best, budget, parallel: false });
    let second = bot(Some(BudgetSpec::Time(Duration::from_secs(1))));
    let two = session("bashnya");
    assert_eq!(parse_seats(None, &*two).unwrap(), [SeatKind::Human, second]);
    let four = session("batarde-cards");
    assert_eq!(parse_seats(None, &*four).unwrap(), [SeatKind::Human, second, second, second]);
    // Named: `bot` thinks a second in play; a budget given is kept; seats not named are random.
    assert_eq!(parse_seats(Some("human,bot"), &*two).unwrap(), [SeatKind::Human, second]);
    assert_eq!(parse_seats(Some("bot:500,human"), &*two).unwrap()[0], "bot:500".parse().unwrap());
    assert_eq!(parse_seats(Some("human"), &*two).unwrap(), [SeatKind::Human, SeatKind::Random]);
    // arena and selfplay read kinds without it: `bot` keeps its iteration default there.
    assert_eq!(parse_kinds("bot").unwrap(), [bot(None)]);
}

#[test]
fn seats_parse_and_reject() {
    let three = session("siege-paris");
    assert_eq!(
        parse_seats(Some("random,human"), &*three).unwrap(),
        [SeatKind::Random, SeatKind::Human, SeatKind::Random]
    );
    assert!(parse_seats(Some("robot"), &*three).is_err());
    assert!(parse_seats(Some("human,human,human,human"), &*three).is_err());
    assert!(matches!(parse_seats(Some("mcts:50"), &*three).unwrap()[0], SeatKind::Bot(_)));
    assert!(parse_seats(Some("alphabeta"), &*three).is_err(), "three seats");
    assert!(parse_seats(Some("ismcts"), &*three).is_err(), "no hidden information");
}

#[test]
fn a_person_is_never_asked_through_act() {
    let entry = find("siege-paris").unwrap();
    let mut session = entry.session(&Spec::default()).unwrap();
    let on_turn = session.status().to_move().unwrap();
    let mut rng = Xoshiro256::seed_from_u64(1);
    assert_eq!(SeatKind::Human.act(&mut *session, on_turn, &mut rng), None);
    assert!(SeatKind::Random.act(&mut *session, on_turn, &mut rng).is_some());
}

/// The help's lists of games come from the registry's facts: the card games hold secrets (hands, and the
/// tarot variant's objectives), alpha-beta suits the two-seat games without chance (draughts, and the no-dice
/// presets of backgammon), and only backgammon plays matches.
#[test]
fn the_help_lists_games_by_their_facts() {
    use games::help_lists::{for_alphabeta, with_match_play, with_secrets, without_secrets};
    assert_eq!(with_secrets(), "bastardo-obiettivi, batarde-cards");
    assert_eq!(without_secrets(), "backgammon-nodice, bashnya, chess4-bastardo, siege-paris");
    let alphabeta = for_alphabeta();
    assert!(alphabeta.starts_with("backgammon-nodice (nodice, "), "{alphabeta}");
    assert!(!alphabeta.contains("classic"), "{alphabeta}");
    assert!(alphabeta.ends_with(", bashnya"), "{alphabeta}");
    assert_eq!(with_match_play(), "backgammon-nodice");
    let help =
        std::process::Command::new(env!("CARGO_BIN_EXE_games")).args(["play", "--help"]).output().unwrap();
    let help = String::from_utf8(help.stdout).unwrap();
    assert!(help.contains("would read: bastardo-obiettivi, batarde-cards)"), "{help}");
}

/// Session errors are typed and keep the game's own words: the parser's reason for an unreadable move (not the
/// erased game's framing), the take-back count, the presentation's refusal of a roll where none is due.
#[test]
fn session_errors_are_typed_in_the_games_words() {
    use games::session::SessionError;
    let mut s = session("bashnya");
    let unreadable = s.play_text("zz").unwrap_err();
    assert!(
        matches!(unreadable, SessionError::Unreadable { ref text, .. } if text == "zz"),
        "{unreadable:?}"
    );
    assert!(!unreadable.to_string().contains("is not a move here"), "{unreadable}");
    let refused = s.take_back(1, &mut |_| true).unwrap_err();
    assert_eq!(refused.to_string(), "cannot take back 1 plies, 0 were played here");
    assert!(matches!(s.roll("6-4"), Err(SessionError::Presentation(_))));
    assert_eq!(s.history().len(), 0, "nothing was played");
}
