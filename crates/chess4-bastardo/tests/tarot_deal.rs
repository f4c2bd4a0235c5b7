//! The deal of the tarot objectives: the deck's exact odds, the major arcana's hand, the redraws, the forced
//! and optional declarations, objective 9's pick, the parasite's alliances and the all-unhappy vote.
//!
//! Expected values come from the rules and readings stated in the crate README (the seed's sentences they
//! follow), never from the code under test.

use std::collections::BTreeSet;

use abstract_game::{Game, Probability, Status, laws};
use board_core::Square;
use chess4_bastardo::tarot::{Card, Objective as O, Stage, TarotGame, TarotMove, TarotRules};
use chess4_bastardo::{PieceKind, Seat};

const RED: Seat = Seat::Red;
const BLUE: Seat = Seat::Blue;
const YELLOW: Seat = Seat::Yellow;
const GREEN: Seat = Seat::Green;

fn new_game() -> TarotGame {
    TarotGame::start(TarotRules::standard())
}

/// Plays each action (checked), with the game in the panic message.
fn play(game: &mut TarotGame, moves: &[&str]) {
    for text in moves {
        let mv = game.parse_move(text).unwrap_or_else(|e| panic!("{text} is not legal ({e}) in {game}"));
        game.play(mv).unwrap_or_else(|e| panic!("{text}: {e} in {game}"));
    }
}

/// The legal actions as their notation, sorted.
fn moves(game: &TarotGame) -> BTreeSet<String> {
    game.legal_moves().iter().map(ToString::to_string).collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| (*s).to_string()).collect()
}

fn card(text: &str) -> Card {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn odds(game: &TarotGame, text: &str) -> Probability {
    game.chance_probability(TarotMove::Draw(card(text)))
}

fn p(numerator: u64, denominator: u64) -> Probability {
    Probability::new(numerator, denominator).expect("a probability")
}

fn sq(name: &str) -> Square {
    name.parse().unwrap_or_else(|_| panic!("bad square {name}"))
}

fn kind_at(game: &TarotGame, at: &str) -> Option<(Seat, PieceKind)> {
    game.board().piece_at(sq(at)).map(|piece| (piece.seat, piece.kind))
}

fn objectives(game: &TarotGame, seat: Seat) -> Vec<O> {
    game.goals(seat).iter().filter_map(chess4_bastardo::tarot::Goal::objective).collect()
}

const MINORS: [&str; 14] = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "P", "N", "Q", "K"];

// ------------------------------------------------------------------------------------------------------
// The deck.

#[test]
fn deck_start_has_fifteen_outcomes_a_class_of_four_is_4_in_78_the_majors_22_in_78() {
    let game = new_game();
    assert_eq!(game.status(), Status::Chance);
    assert_eq!(game.legal_moves().len(), 15);
    let mut expected: BTreeSet<String> = MINORS.iter().map(|c| format!("draw:{c}")).collect();
    expected.insert("draw:M".to_string());
    assert_eq!(moves(&game), expected);
    for class in MINORS {
        assert_eq!(odds(&game, class), p(4, 78), "{class}");
    }
    assert_eq!(odds(&game, "M"), p(22, 78));
    assert_eq!(game.deck().len(), 78);
}

#[test]
fn deck_odds_change_exactly_after_draws() {
    let mut game = new_game();
    play(&mut game, &["draw:5", "keep"]);
    // Blue draws from 77 cards, three 5s among them.
    assert_eq!(game.status(), Status::Chance);
    assert_eq!(odds(&game, "5"), p(3, 77));
    assert_eq!(odds(&game, "6"), p(4, 77));
    assert_eq!(odds(&game, "M"), p(22, 77));
    play(&mut game, &["draw:M"]);
    assert_eq!(odds(&game, "M"), p(21, 76));
    assert_eq!(odds(&game, "5"), p(3, 76));
    play(&mut game, &["draw:5", "draw:5"]);
    assert_eq!(odds(&game, "5"), p(1, 74));
    play(&mut game, &["draw:5"]);
    // No 5 is left: fourteen outcomes.
    assert_eq!(odds(&game, "5"), Probability::ZERO);
    assert!(!moves(&game).contains("draw:5"));
    assert_eq!(game.legal_moves().len(), 14);
    assert_eq!(odds(&game, "6"), p(4, 73));
    laws::check_state(&game).expect("the odds sum to one");
}

// ------------------------------------------------------------------------------------------------------
// The major arcana.

#[test]
fn major_arcanum_draws_four_minor_cards_replacing_further_majors_then_chooses_one() {
    let mut game = new_game();
    play(&mut game, &["draw:M"]);
    assert_eq!(game.stage(RED), Stage::MajorHand);
    assert_eq!(game.status(), Status::Chance);
    play(&mut game, &["draw:5", "draw:M", "draw:6", "draw:7"]);
    assert_eq!(game.status(), Status::Chance, "a further major arcanum is replaced: three minors so far");
    assert_eq!(game.hand(RED), [card("5"), card("6"), card("7")]);
    play(&mut game, &["draw:8"]);
    assert_eq!(game.stage(RED), Stage::ChooseOne);
    assert_eq!(game.status(), Status::ToMove(RED.player_id()));
    assert_eq!(moves(&game), set(&["choose:5", "choose:6", "choose:7", "choose:8"]));
    play(&mut game, &["choose:7"]);
    assert_eq!(objectives(&game, RED), [O::DiagonalCorner]);
    assert!(game.hand(RED).is_empty());
    assert_eq!(moves(&game), set(&["keep", "declare"]), "a 7 may be declared at the deal too");
    // The cards not chosen are put aside, not returned to the deck.
    for class in ["5", "6", "7", "8"] {
        assert_eq!(game.deck().count(card(class)), 3, "{class}");
    }
    assert_eq!(game.deck().count(Card::MAJOR), 20);
    assert_eq!(game.deck().len(), 72);
    play(&mut game, &["keep"]);
    assert_eq!(game.stage(BLUE), Stage::FirstDraw);
    assert_eq!(game.status(), Status::Chance);
}

#[test]
fn major_arcanum_court_cards_are_minor_cards_of_the_hand() {
    let mut game = new_game();
    play(&mut game, &["draw:M", "draw:N", "draw:Q", "draw:K", "draw:P"]);
    assert_eq!(moves(&game), set(&["choose:N", "choose:Q", "choose:K", "choose:P"]));
    play(&mut game, &["choose:Q"]);
    assert_eq!(objectives(&game, RED), [O::Queen]);
}

// ------------------------------------------------------------------------------------------------------
// One Plague per game.

#[test]
fn plague_a_second_plague_is_redrawn() {
    let mut game = new_game();
    play(&mut game, &["draw:P", "declare", "keep"]);
    assert!(game.is_declared(RED, O::Plague));
    play(&mut game, &["draw:P"]);
    assert_eq!(game.status(), Status::Chance, "Blue draws again");
    assert_eq!(game.stage(BLUE), Stage::FirstDraw);
    assert!(game.goals(BLUE).is_empty());
    assert_eq!(game.deck().count(Card::PAGE), 2, "the second Page is put aside");
    play(&mut game, &["draw:5"]);
    assert_eq!(objectives(&game, BLUE), [O::FivePawns]);
}

#[test]
fn plague_a_second_plague_in_a_major_hand_is_replaced() {
    let mut game = new_game();
    play(&mut game, &["draw:P", "declare", "keep", "draw:M", "draw:P", "draw:1", "draw:4", "draw:5"]);
    assert_eq!(game.status(), Status::Chance);
    assert_eq!(game.hand(BLUE), [card("1"), card("4"), card("5")]);
    play(&mut game, &["draw:6"]);
    assert_eq!(moves(&game), set(&["choose:1", "choose:4", "choose:5", "choose:6"]));
}

#[test]
fn plague_a_second_plague_among_objective_2s_draws_is_replaced() {
    let mut game = new_game();
    play(&mut game, &["draw:P", "declare", "keep", "draw:2", "declare", "draw:P"]);
    assert_eq!(game.status(), Status::Chance);
    play(&mut game, &["draw:5", "draw:6"]);
    assert_eq!(objectives(&game, BLUE), [O::TwoObjectives, O::FivePawns, O::FrontCorner]);
}

#[test]
fn plague_a_second_plague_as_the_parasites_new_draw_is_replaced() {
    let mut game = new_game();
    play(&mut game, &["draw:P", "declare", "keep", "draw:3", "declare"]);
    // Red confirms again under the alliance, then Blue draws its new objective.
    play(&mut game, &["keep", "draw:P"]);
    assert_eq!(game.status(), Status::Chance);
    play(&mut game, &["draw:5"]);
    assert_eq!(objectives(&game, BLUE), [O::FivePawns]);
}

// ------------------------------------------------------------------------------------------------------
// Forced declarations and the confirmation.

#[test]
fn forced_declarations_are_the_only_move_for_2_9_10_and_the_plague() {
    for class in ["2", "9", "10", "P"] {
        let mut game = new_game();
        play(&mut game, &[&format!("draw:{class}")]);
        assert_eq!(game.status(), Status::ToMove(RED.player_id()), "{class}");
        assert_eq!(moves(&game), set(&["declare"]), "{class}");
        assert!(game.parse_move("keep").is_err(), "{class}");
    }
}

#[test]
fn every_seat_confirms_its_objective_and_only_the_parasite_and_6_7_8_may_declare_at_once() {
    for class in ["1", "4", "5", "N", "Q", "K"] {
        let mut game = new_game();
        play(&mut game, &[&format!("draw:{class}")]);
        assert_eq!(moves(&game), set(&["keep"]), "{class}");
    }
    // "Se dichiari subito" (the parasite) and "se decidi di dichiarare" (6, 7, 8, at any time).
    for class in ["3", "6", "7", "8"] {
        let mut game = new_game();
        play(&mut game, &[&format!("draw:{class}")]);
        assert_eq!(moves(&game), set(&["keep", "declare"]), "{class}");
    }
}

#[test]
fn forced_declarations_are_declared_and_confirmed() {
    let mut game = new_game();
    play(&mut game, &["draw:10", "declare"]);
    assert!(game.is_declared(RED, O::TenCaptures));
    assert_eq!(moves(&game), set(&["keep"]));
}

// ------------------------------------------------------------------------------------------------------
// Objective 2.

#[test]
fn objective_2_scartando_tutti_i_2_i_9_ed_i_re_puts_aside_2s_9s_and_kings_but_not_3s() {
    let mut game = new_game();
    play(&mut game, &["draw:2"]);
    assert_eq!(moves(&game), set(&["declare"]));
    play(&mut game, &["declare"]);
    assert!(game.is_declared(RED, O::TwoObjectives));
    assert_eq!(game.status(), Status::Chance);
    play(&mut game, &["draw:2", "draw:9", "draw:K"]);
    assert_eq!(game.status(), Status::Chance, "all three put aside");
    assert_eq!(objectives(&game, RED), [O::TwoObjectives]);
    // The seed lists 2s, 9s and Kings: a 3 is one of its two objectives.
    play(&mut game, &["draw:3", "draw:N"]);
    assert_eq!(objectives(&game, RED), [O::TwoObjectives, O::Parasite, O::Death]);
    // Its two objectives are secret until reached.
    assert!(!game.is_declared(RED, O::Parasite));
    assert!(!game.is_declared(RED, O::Death));
    assert_eq!(moves(&game), set(&["keep"]));
}

#[test]
fn objective_2_se_si_estrae_un_qualunque_arcano_maggiore_among_its_draws_brings_four_cards() {
    // "Si ha diritto ad estrarre altre quattro carte e scegliere un obiettivo tra queste": a major arcanum
    // drawn as one of objective 2's objectives brings four cards to choose from; objective 2's discards
    // still apply to them, and "ogni ulteriore Arcano Maggiore va sostituito estraendo una sola altra carta".
    let mut game = new_game();
    play(&mut game, &["draw:2", "declare", "draw:5"]);
    assert_eq!(objectives(&game, RED), [O::TwoObjectives, O::FivePawns]);
    play(&mut game, &["draw:M"]);
    assert_eq!(game.stage(RED), Stage::MajorHand);
    play(&mut game, &["draw:9", "draw:6", "draw:M", "draw:5", "draw:7", "draw:8"]);
    assert_eq!(game.status(), Status::Chance, "9, the second major and the 5 it holds are put aside");
    assert_eq!(game.hand(RED), [card("6"), card("7"), card("8")]);
    play(&mut game, &["draw:10"]);
    assert_eq!(game.stage(RED), Stage::ChooseOne);
    assert_eq!(moves(&game), set(&["choose:6", "choose:7", "choose:8", "choose:10"]));
    play(&mut game, &["choose:10"]);
    // A 10 must be declared at once, wherever it comes from.
    assert_eq!(moves(&game), set(&["declare"]));
    play(&mut game, &["declare"]);
    assert_eq!(objectives(&game, RED), [O::TwoObjectives, O::FivePawns, O::TenCaptures]);
    assert!(game.hand(RED).is_empty(), "the three not chosen are put aside");
    assert_eq!(moves(&game), set(&["keep"]));
    assert_eq!(game.deck().count(Card::MAJOR), 20);
    // Ten cards drawn: 2, 5, M, 9, 6, M, 5, 7, 8, 10.
    assert_eq!(game.deck().len(), 78 - 10);
    laws::check_position_notation(&game).expect("the game string round-trips");
    let mut rng = abstract_game::Xoshiro256::seed_from_u64(11);
    laws::check_hidden(&game, &mut rng).expect("observations can be sampled");
}

#[test]
fn objective_2_rook_becomes_an_amazon_when_play_starts() {
    let mut game = new_game();
    play(&mut game, &["draw:2", "declare", "draw:5", "draw:6", "keep"]);
    assert_eq!(kind_at(&game, "c1"), Some((RED, PieceKind::Rook)), "not before play starts");
    play(&mut game, &["draw:4", "keep", "draw:7", "keep", "draw:8"]);
    assert!(!game.is_playing());
    play(&mut game, &["keep"]);
    assert!(game.is_playing());
    assert_eq!(kind_at(&game, "c1"), Some((RED, PieceKind::Amazon)));
    assert_eq!(kind_at(&game, "f1"), Some((BLUE, PieceKind::Rook)));
    assert_eq!(kind_at(&game, "a3"), Some((RED, PieceKind::Bishop)));
    assert_eq!(game.status(), Status::ToMove(RED.player_id()));
}

#[test]
fn objective_2_after_a_major_arcanum_chooses_two_among_its_hand() {
    let mut game = new_game();
    play(&mut game, &["draw:M", "draw:2", "draw:5", "draw:6", "draw:7"]);
    assert_eq!(moves(&game), set(&["choose:2", "choose:5", "choose:6", "choose:7"]));
    play(&mut game, &["choose:2", "declare"]);
    assert_eq!(game.status(), Status::ToMove(RED.player_id()), "no further draw: it chooses");
    assert_eq!(moves(&game), set(&["choose:5", "choose:6", "choose:7"]));
    play(&mut game, &["choose:5"]);
    assert_eq!(moves(&game), set(&["choose:6", "choose:7"]));
    play(&mut game, &["choose:7"]);
    assert_eq!(objectives(&game, RED), [O::TwoObjectives, O::FivePawns, O::DiagonalCorner]);
    assert_eq!(moves(&game), set(&["keep", "declare"]), "its 7 may be declared");
}

#[test]
fn objective_2_after_a_major_arcanum_discards_the_hands_unfit_cards_and_draws_the_rest() {
    let mut game = new_game();
    play(&mut game, &["draw:M", "draw:2", "draw:9", "draw:K", "draw:5", "choose:2", "declare"]);
    // 9 and K are put aside; 5 is kept; one more objective is drawn.
    assert_eq!(game.status(), Status::Chance);
    play(&mut game, &["draw:6"]);
    assert_eq!(objectives(&game, RED), [O::TwoObjectives, O::FivePawns, O::FrontCorner]);
}

#[test]
fn objective_2_a_plague_among_its_objectives_must_be_declared_at_once() {
    let mut game = new_game();
    play(&mut game, &["draw:2", "declare", "draw:5", "draw:P"]);
    assert_eq!(moves(&game), set(&["declare"]));
    play(&mut game, &["declare"]);
    assert!(game.is_declared(RED, O::Plague));
    assert!(!game.is_declared(RED, O::FivePawns));
    assert_eq!(moves(&game), set(&["keep"]));
}

// ------------------------------------------------------------------------------------------------------
// Objectives 9 and 10, Death.

#[test]
fn objective_10_must_be_declared_and_its_bishop_becomes_an_amazon() {
    let mut game = new_game();
    play(&mut game, &["draw:10", "declare", "keep", "draw:4", "keep", "draw:5", "keep", "draw:6"]);
    assert_eq!(kind_at(&game, "a3"), Some((RED, PieceKind::Bishop)));
    play(&mut game, &["keep"]);
    assert_eq!(kind_at(&game, "a3"), Some((RED, PieceKind::Amazon)));
    assert_eq!(kind_at(&game, "c1"), Some((RED, PieceKind::Rook)));
    assert_eq!(kind_at(&game, "h3"), Some((BLUE, PieceKind::Bishop)));
}

#[test]
fn objective_9_scegli_il_tuo_obiettivo_picks_any_objective_but_9() {
    let mut game = new_game();
    play(&mut game, &["draw:9", "declare"]);
    assert!(game.is_nine(RED));
    assert_eq!(game.status(), Status::ToMove(RED.player_id()));
    let picks = ["1", "2", "3", "4", "5", "6", "7", "8", "10", "P", "N", "Q", "K"];
    let expected: BTreeSet<String> = picks.iter().map(|c| format!("pick:{c}")).collect();
    assert_eq!(moves(&game), expected);
    play(&mut game, &["pick:Q"]);
    assert!(game.has_objective(RED, O::Queen));
    assert!(!game.is_declared(RED, O::Queen), "the pick is secret");
    assert_eq!(moves(&game), set(&["keep"]));
}

#[test]
fn objective_9_may_not_pick_the_plague_when_it_is_taken() {
    let mut game = new_game();
    play(&mut game, &["draw:P", "declare", "keep", "draw:9", "declare"]);
    assert_eq!(game.legal_moves().len(), 12);
    assert!(!moves(&game).contains("pick:P"));
}

#[test]
fn objective_9_picking_10_declares_it_and_gets_the_amazon() {
    let mut game = new_game();
    play(&mut game, &["draw:9", "declare", "pick:10"]);
    assert_eq!(moves(&game), set(&["declare"]));
    play(&mut game, &["declare", "keep", "draw:4", "keep", "draw:5", "keep", "draw:6", "keep"]);
    assert!(game.is_declared(RED, O::TenCaptures));
    assert_eq!(kind_at(&game, "a3"), Some((RED, PieceKind::Amazon)));
}

#[test]
fn death_is_the_seats_knight_when_play_starts() {
    let mut game = new_game();
    play(&mut game, &["draw:4", "keep", "draw:N", "keep", "draw:5", "keep", "draw:6", "keep"]);
    assert_eq!(game.death_square(BLUE), Some(sq("h2")));
    assert_eq!(game.death_square(RED), None);
    assert!(!game.is_declared(BLUE, O::Death));
}

// ------------------------------------------------------------------------------------------------------
// The parasite.

#[test]
fn parasite_declared_at_once_forms_the_alliances_and_draws_another_objective() {
    let mut game = new_game();
    play(&mut game, &["draw:3", "declare"]);
    assert!(game.has_alliance());
    assert_eq!(game.ally(RED), Some(YELLOW));
    assert_eq!(game.ally(YELLOW), Some(RED));
    assert_eq!(game.ally(BLUE), Some(GREEN));
    assert_eq!(game.ally(GREEN), Some(BLUE));
    assert_eq!(game.status(), Status::Chance);
    // "Pesca un altro obiettivo (scartando i 3)": a 3 is put aside; a major arcanum brings four cards, 3s
    // still put aside among them.
    play(&mut game, &["draw:3", "draw:M"]);
    assert_eq!(game.stage(RED), Stage::MajorHand);
    play(&mut game, &["draw:3", "draw:5", "draw:6", "draw:M", "draw:1"]);
    assert_eq!(game.status(), Status::Chance);
    play(&mut game, &["draw:4"]);
    assert_eq!(moves(&game), set(&["choose:1", "choose:4", "choose:5", "choose:6"]));
    play(&mut game, &["choose:5"]);
    assert_eq!(objectives(&game, RED), [O::FivePawns]);
    assert_eq!(moves(&game), set(&["keep"]));
}

#[test]
fn parasite_kept_secret_forms_no_declared_alliance() {
    let mut game = new_game();
    play(&mut game, &["draw:3", "keep"]);
    assert!(!game.has_alliance());
    assert_eq!(game.ally(RED), None);
    assert!(game.has_objective(RED, O::Parasite));
    assert!(!game.is_declared(RED, O::Parasite));
}

#[test]
fn parasite_an_ally_holding_a_7_may_change_it_once() {
    let mut game = new_game();
    play(&mut game, &["draw:7", "keep", "draw:3", "declare"]);
    // Red's 7 aims at Yellow, its new ally: Red confirms again and may change it (or declare it).
    assert_eq!(game.status(), Status::ToMove(RED.player_id()));
    assert_eq!(moves(&game), set(&["keep", "change", "declare"]));
    play(&mut game, &["change"]);
    assert_eq!(game.status(), Status::Chance);
    play(&mut game, &["draw:4"]);
    assert_eq!(objectives(&game, RED), [O::FourChecks]);
    assert_eq!(moves(&game), set(&["keep"]), "one change only");
    play(&mut game, &["keep", "draw:5", "keep"]);
    assert_eq!(objectives(&game, BLUE), [O::FivePawns]);
}

#[test]
fn parasite_a_7_drawn_after_the_alliance_may_be_changed() {
    let mut game = new_game();
    play(&mut game, &["draw:3", "declare", "draw:5", "keep", "draw:7"]);
    assert_eq!(moves(&game), set(&["keep", "change", "declare"]));
}

#[test]
fn parasite_a_secret_3_may_be_changed_once_the_alliance_is_declared() {
    let mut game = new_game();
    play(&mut game, &["draw:3", "keep", "draw:3", "declare"]);
    assert_eq!(game.status(), Status::ToMove(RED.player_id()));
    assert_eq!(moves(&game), set(&["keep", "change"]));
    play(&mut game, &["change", "draw:6"]);
    assert_eq!(objectives(&game, RED), [O::FrontCorner]);
}

#[test]
fn parasite_other_objectives_are_only_confirmed_again() {
    let mut game = new_game();
    play(&mut game, &["draw:5", "keep", "draw:3", "declare"]);
    assert_eq!(game.status(), Status::ToMove(RED.player_id()));
    assert_eq!(moves(&game), set(&["keep"]));
}

#[test]
fn parasite_a_nine_that_picked_7_may_change_it_and_the_cards_stay_consistent() {
    let mut game = new_game();
    play(&mut game, &["draw:9", "declare", "pick:7", "keep", "draw:3", "declare"]);
    assert_eq!(moves(&game), set(&["keep", "change", "declare"]));
    // Objective 9's pick is no card: it changes by picking again (reading 8).
    play(&mut game, &["change", "pick:4", "keep", "draw:5", "keep"]);
    assert_eq!(objectives(&game, RED), [O::FourChecks]);
    assert_eq!(game.deck().count(card("4")), 4);
    // The pick was never a card of the deck: no 7 was drawn, so the deck still holds four.
    assert_eq!(game.deck().count(card("7")), 4);
    laws::check_position_notation(&game).expect("the game string round-trips");
    let mut rng = abstract_game::Xoshiro256::seed_from_u64(3);
    laws::check_hidden(&game, &mut rng).expect("observations can be sampled");
}

// ------------------------------------------------------------------------------------------------------
// Order and the all-unhappy vote.

#[test]
fn deal_seats_are_dealt_one_after_the_other_in_turn_order() {
    let mut game = new_game();
    play(&mut game, &["draw:4"]);
    assert_eq!(game.stage(BLUE), Stage::FirstDraw);
    assert!(game.goals(BLUE).is_empty());
    play(&mut game, &["keep", "draw:5"]);
    assert_eq!(objectives(&game, BLUE), [O::FivePawns]);
    assert_eq!(game.status(), Status::ToMove(BLUE.player_id()));
    play(&mut game, &["keep", "draw:6", "keep", "draw:8"]);
    assert_eq!(objectives(&game, YELLOW), [O::FrontCorner]);
    assert_eq!(objectives(&game, GREEN), [O::SideCorner]);
    assert!(!game.is_playing());
    play(&mut game, &["keep"]);
    assert!(game.is_playing());
    assert_eq!(game.status(), Status::ToMove(RED.player_id()));
}

const QUIET_DEAL: [&str; 8] = ["draw:4", "keep", "draw:5", "keep", "draw:6", "keep", "draw:8", "keep"];

fn redeal_game() -> TarotGame {
    let mut game = TarotGame::start(TarotRules::standard().with_redeal(true));
    play(&mut game, &QUIET_DEAL);
    game
}

#[test]
fn redeal_every_seat_votes_once_dealt() {
    let game = redeal_game();
    assert!(!game.is_playing());
    assert_eq!(game.status(), Status::ToMove(RED.player_id()));
    assert_eq!(moves(&game), set(&["redeal", "keep"]));
}

#[test]
fn redeal_four_votes_deal_again() {
    let mut game = redeal_game();
    play(&mut game, &["redeal", "redeal", "redeal"]);
    assert_eq!(game.status(), Status::ToMove(GREEN.player_id()));
    assert_eq!(game.redeals(), 0);
    play(&mut game, &["redeal"]);
    assert_eq!(game.redeals(), 1);
    assert!(!game.is_playing());
    assert_eq!(game.status(), Status::Chance);
    assert_eq!(game.deck().len(), 78, "every card back in the deck");
    for seat in Seat::ALL {
        assert!(game.goals(seat).is_empty(), "{seat:?}");
        assert_eq!(game.stage(seat), Stage::FirstDraw, "{seat:?}");
    }
    play(&mut game, &["draw:P", "declare", "keep"]);
    assert!(game.is_declared(RED, O::Plague));
    play(&mut game, &QUIET_DEAL[2..]);
    assert_eq!(moves(&game), set(&["redeal", "keep"]), "a new vote");
    play(&mut game, &["keep"]);
    assert!(game.is_playing());
    assert_eq!(game.status(), Status::ToMove(RED.player_id()));
}

#[test]
fn redeal_one_keep_starts_play() {
    let mut game = redeal_game();
    play(&mut game, &["redeal", "keep"]);
    assert!(game.is_playing());
    assert_eq!(game.redeals(), 0);
    assert_eq!(game.status(), Status::ToMove(RED.player_id()));
    assert_eq!(objectives(&game, RED), [O::FourChecks]);
}

#[test]
fn redeal_without_the_option_play_starts_after_the_last_confirmation() {
    let mut game = new_game();
    play(&mut game, &QUIET_DEAL);
    assert!(game.is_playing());
    assert!(game.parse_move("redeal").is_err());
}

#[test]
fn objective_2_puts_aside_a_class_it_already_holds() {
    // Reading 3: "due obiettivi", two different ones; a second 7 is put aside and replaced.
    let mut game = new_game();
    play(&mut game, &["draw:2", "declare", "draw:7", "draw:7", "draw:5"]);
    assert_eq!(objectives(&game, RED), [O::TwoObjectives, O::DiagonalCorner, O::FivePawns]);
    assert_eq!(game.deck().count(card("7")), 2);
}

#[test]
fn deal_many_cards_put_aside_still_read_back() {
    // Objective 2's draws put every major arcanum aside: seventeen of them in one seat's discards.
    let mut game = new_game();
    play(&mut game, &["draw:2", "declare"]);
    for _ in 0..17 {
        play(&mut game, &["draw:M"]);
    }
    assert_eq!(game.deck().count(Card::MAJOR), 5);
    laws::check_position_notation(&game).expect("the game string round-trips");
    let mut rng = abstract_game::Xoshiro256::seed_from_u64(5);
    laws::check_hidden(&game, &mut rng).expect("observations can be sampled");
}

// ------------------------------------------------------------------------------------------------------
// Issue 13.

#[test]
fn objective_2_holding_a_7_may_change_it_once_the_alliance_is_declared() {
    // "Se qualcuno ha un obiettivo che richiede specificamente di eliminare il giocatore con cui si è in
    // coppia, è possibile cambiarlo": objective 2's 7 aims at Yellow, Red's new ally.
    let mut game = new_game();
    play(&mut game, &["draw:2", "declare", "draw:7", "draw:5", "keep", "draw:3", "declare"]);
    assert_eq!(game.status(), Status::ToMove(RED.player_id()));
    assert_eq!(moves(&game), set(&["keep", "change", "declare"]));
    play(&mut game, &["change"]);
    // Only the 7 goes: objective 2 and its 5 stay, and it draws one more objective.
    assert_eq!(objectives(&game, RED), [O::TwoObjectives, O::FivePawns]);
    assert!(game.is_declared(RED, O::TwoObjectives));
    assert_eq!(game.status(), Status::Chance);
    play(&mut game, &["draw:4"]);
    assert_eq!(objectives(&game, RED), [O::TwoObjectives, O::FivePawns, O::FourChecks]);
    assert_eq!(moves(&game), set(&["keep"]), "one change only");
    laws::check_position_notation(&game).expect("the game string round-trips");
}

#[test]
fn objective_2_without_an_objective_against_its_ally_is_only_confirmed_again() {
    let mut game = new_game();
    play(&mut game, &["draw:2", "declare", "draw:6", "draw:5", "keep", "draw:3", "declare"]);
    assert_eq!(moves(&game), set(&["keep", "declare"]), "no change; its 6 may still be declared");
}

#[test]
fn a_deal_with_every_seat_done_is_refused() {
    // The issue: such a string used to be read, played as the board game, and a game-ending move then
    // printed a string ("ending" during a "deal") that the parser refused.
    let dealt =
        TarotGame::with_objectives(chess4_bastardo::Position::default(), [&[O::FivePawns]; 4]).unwrap();
    let text = dealt.to_string();
    assert!(text.contains(" | - play "), "{text}");
    let deal = text.replace(" | - play ", " | - deal ");
    assert!(matches!(deal.parse::<TarotGame>(), Err(chess4_bastardo::tarot::PositionError::Phase(_))));
}

#[test]
fn board_game_counters_during_the_deal_are_refused() {
    let text = new_game().to_string();
    for (from, to) in
        [(" 0,0,0,0 0,0,0,0 -", " 1,0,0,0 0,0,0,0 -"), (" ---- ", " x--- "), ("-,-,-,-", "held,-,-,-")]
    {
        assert!(text.contains(from), "{text}");
        let bad = text.replacen(from, to, 1);
        assert!(bad.parse::<TarotGame>().is_err(), "{bad}");
    }
    // A vote on a new deal needs the redeal option.
    let vote = text.replacen(" first/", " vote/", 1);
    assert!(
        matches!(vote.parse::<TarotGame>(), Err(chess4_bastardo::tarot::PositionError::Phase(_))),
        "{vote}"
    );
}

#[test]
fn a_refused_game_string_names_the_field_that_is_wrong() {
    use chess4_bastardo::tarot::PositionError;
    let text = new_game().to_string();
    let (board, fields) = text.split_once(" | ").unwrap();
    let fields: Vec<&str> = fields.split(' ').collect();
    assert_eq!(fields.len(), 15, "{text}");
    let with = |i: usize, field: &str| {
        let mut fields = fields.clone();
        fields[i] = field;
        format!("{board} | {}", fields.join(" "))
    };
    assert_eq!(board.parse::<TarotGame>(), Err(PositionError::Fields(0)));
    assert_eq!(
        format!("{board} | {}", fields[..14].join(" ")).parse::<TarotGame>(),
        Err(PositionError::Fields(14))
    );
    assert_eq!(format!("{text} -").parse::<TarotGame>(), Err(PositionError::Fields(16)));
    assert!(matches!(format!("x{text}").parse::<TarotGame>(), Err(PositionError::Board(_))));
    let wrong = [
        (0, "redeal:x", PositionError::Redeal),
        (2, "x", PositionError::Deck),
        (3, "x", PositionError::Public),
        (4, "x", PositionError::Seat),
        (8, "x", PositionError::Alliance),
        (9, "x", PositionError::Death),
        (10, "x", PositionError::OutBy),
        (11, "x", PositionError::Retired),
        (12, "x", PositionError::Pawns),
        (13, "x", PositionError::Checks),
        (14, "x", PositionError::Ending),
    ];
    for (i, field, error) in wrong {
        assert_eq!(with(i, field).parse::<TarotGame>(), Err(error), "field {i}");
    }
    assert!(matches!(with(1, "x").parse::<TarotGame>(), Err(PositionError::Phase(_))));
}

#[test]
fn tarot_rules_display_round_trips_through_from_str() {
    for text in ["standard", "redeal", "free-promotion", "free-promotion,redeal", "first=b,rounds=30,redeal"]
    {
        let rules: TarotRules = text.parse().unwrap();
        assert_eq!(rules.to_string(), text);
        assert_eq!(rules.to_string().parse::<TarotRules>(), Ok(rules));
    }
}
