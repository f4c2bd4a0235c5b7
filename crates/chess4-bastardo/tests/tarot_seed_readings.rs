//! The tarot variant's readings re-read against the seed (issue 25): each test is named after the seed
//! sentence it follows, and the crate README's readings say the same.
//!
//! Expected values come from the seed's sentences and the README's readings, never from the code under
//! test.

mod common;

use abstract_game::{Game, Status, Xoshiro256, laws};
use chess4_bastardo::tarot::{Card, Objective as O, Stage, TarotEnding, TarotGame, TarotMove, TarotRules};
use chess4_bastardo::{IllegalMove, PieceKind, Seat};

const RED: Seat = Seat::Red;
const BLUE: Seat = Seat::Blue;
const YELLOW: Seat = Seat::Yellow;

/// Red to move, nothing captured, passing allowed.
const PASS: &str = "r - - 0,0,0,0 0 pass=voluntary";

fn game(pieces: &[(&str, &str)], rest: &str, objectives: [&[O]; 4]) -> TarotGame {
    TarotGame::with_objectives(common::setup(pieces, rest), objectives).expect("a valid deal")
}

fn dealt(pieces: &[(&str, &str)], script: &[&str]) -> TarotGame {
    let mut game = TarotGame::from_board(common::setup(pieces, PASS), false);
    play(&mut game, script);
    assert!(game.is_playing(), "the deal is not over: {game}");
    game
}

fn play(game: &mut TarotGame, moves: &[&str]) {
    for text in moves {
        let mv = game.parse_move(text).unwrap_or_else(|e| panic!("{text} is not legal ({e}) in {game}"));
        game.play(mv).unwrap_or_else(|e| panic!("{text}: {e} in {game}"));
    }
}

fn moves(game: &TarotGame) -> Vec<String> {
    let mut list: Vec<String> = game.legal_moves().iter().map(ToString::to_string).collect();
    list.sort();
    list
}

fn sorted(items: &[&str]) -> Vec<String> {
    let mut list: Vec<String> = items.iter().map(|s| (*s).to_string()).collect();
    list.sort();
    list
}

fn objectives(game: &TarotGame, seat: Seat) -> Vec<O> {
    game.goals(seat).iter().filter_map(chess4_bastardo::tarot::Goal::objective).collect()
}

fn mask(seats: &[Seat]) -> u8 {
    seats.iter().fold(0, |m, s| m | 1 << s.index())
}

fn kind_at(game: &TarotGame, at: &str) -> Option<(Seat, PieceKind)> {
    let sq = at.parse().expect("a square");
    game.board().piece_at(sq).map(|piece| (piece.seat, piece.kind))
}

fn consistent(game: &TarotGame, seed: u64) {
    laws::check_position_notation(game).expect("the game string round-trips");
    laws::check_hidden(game, &mut Xoshiro256::seed_from_u64(seed)).expect("observations can be sampled");
}

// Objective 5.

#[test]
fn objective_5_puoi_contare_anche_i_pedoni_che_ottieni_mangiando_i_re_avversari_the_last_pawns_too() {
    // "Puoi vincere lo stesso anche catturando l'ultimo Pedone rimasto sulla scacchiera": Blue's pawn is the
    // last on the board, and Red takes it by taking Blue's king.
    let pieces = [("a1", "rK"), ("d1", "rR"), ("d5", "bK"), ("b4", "bp"), ("h8", "yK"), ("a8", "gK")];
    let objectives: [&[O]; 4] = [&[O::FivePawns], &[O::FourChecks], &[O::SideCorner], &[O::SideCorner]];
    let mut g = game(&pieces, PASS, objectives);
    play(&mut g, &["d1d5"]);
    assert_eq!(g.pawns_taken(RED), 1);
    assert_eq!(g.ending(), Some(TarotEnding::Objective(RED)), "{g}");
    assert_eq!(g.winners(), mask(&[RED]));
    // A near miss: a Green pawn is left on the board.
    let mut pieces = pieces.to_vec();
    pieces.push(("g6", "gp"));
    let mut g = game(&pieces, PASS, objectives);
    play(&mut g, &["d1d5"]);
    assert_eq!(g.pawns_taken(RED), 1);
    assert_eq!(g.ending(), None, "{g}");
}

// The Queen.

#[test]
fn queen_non_ti_e_permesso_catturare_un_re_che_si_trovi_nel_suo_angolo_di_partenza_the_whole_quarter() {
    // "In ognuno dei 4 angoli": a seat's corner is the 4x4 quarter its army starts in. Yellow's king on f6
    // stands in its own (e5-h8); Blue's king on e5 stands in Yellow's, not its own (e1-h4).
    let pieces = [("d4", "rK"), ("f6", "yK"), ("e5", "bK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::Queen], &[O::FivePawns], &[O::FivePawns], &[O::FivePawns]]);
    let f6 = g.parse_move("d4f6");
    assert!(f6.is_err(), "Yellow's king is at home");
    let d4f6: TarotMove = "d4f6".parse().expect("a move");
    assert_eq!(g.why_illegal(d4f6), Some(IllegalMove::KingOnCorner));
    play(&mut g, &["d4e5"]);
    assert_eq!(g.ending(), Some(TarotEnding::Objective(RED)), "{g}");
}

#[test]
fn queen_non_ti_e_permesso_catturare_un_re_nel_suo_angolo_di_partenza_a1_d4_is_reds_quarter() {
    // Red's king on d4 (the far square of a1-d4) is at home for Blue's Queen; on e4 (Blue's quarter) it
    // is not.
    let objectives: [&[O]; 4] = [&[O::FivePawns], &[O::Queen], &[O::FivePawns], &[O::FivePawns]];
    let pieces = [("d4", "rK"), ("h4", "bK"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, objectives);
    play(&mut g, &["pass"]);
    assert!(g.parse_move("h4d4").is_err());
    let pieces = [("e4", "rK"), ("h4", "bK"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, objectives);
    play(&mut g, &["pass"]);
    assert!(g.parse_move("h4e4").is_ok());
}

// Declaring 6, 7 or 8.

#[test]
fn objective_6_se_decidi_di_dichiarare_at_the_deal_costs_no_move_and_gives_princesses_from_the_start() {
    let mut g = TarotGame::start(TarotRules::standard());
    play(&mut g, &["draw:6", "declare"]);
    assert!(g.is_declared(RED, O::FrontCorner));
    assert_eq!(moves(&g), sorted(&["keep"]), "it still confirms, once");
    play(&mut g, &["keep", "draw:4", "keep", "draw:5", "keep", "draw:8", "keep"]);
    assert!(g.is_playing());
    assert!(g.has_princesses(RED));
    assert!(g.parse_move("a3b5").is_ok(), "the bishop on a3 jumps as a knight");
    assert!(g.parse_move("a2c3").is_ok(), "the knight on a2 moves as a knight");
    consistent(&g, 1);
}

#[test]
fn objective_7_se_decidi_di_dichiarare_in_play_costs_no_move() {
    let pieces = [("a1", "rK"), ("c3", "rB"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];
    let mut g =
        game(&pieces, PASS, [&[O::DiagonalCorner], &[O::FivePawns], &[O::FivePawns], &[O::FivePawns]]);
    let board = g.board().to_string();
    play(&mut g, &["declare"]);
    assert_eq!(g.status(), Status::ToMove(RED.player_id()), "still Red's turn");
    assert_eq!(g.board().to_string(), board, "the board, the clock and the turn are as they were");
    assert!(!moves(&g).contains(&"declare".to_string()), "declared once");
    play(&mut g, &["c3d5"]);
    assert_eq!(g.status(), Status::ToMove(BLUE.player_id()));
}

// Objective 9.

#[test]
fn objective_9_scegli_il_tuo_obiettivo_picking_2_declares_it_and_draws_its_two_objectives() {
    let mut g = TarotGame::start(TarotRules::standard());
    play(&mut g, &["draw:9", "declare", "pick:2"]);
    assert_eq!(moves(&g), sorted(&["declare"]), "objective 2 must be declared");
    play(&mut g, &["declare"]);
    assert_eq!(g.status(), Status::Chance, "it draws its two");
    play(&mut g, &["draw:9", "draw:5", "draw:6"]);
    assert_eq!(objectives(&g, RED), [O::TwoObjectives, O::FivePawns, O::FrontCorner]);
    assert!(g.is_nine(RED));
    assert_eq!(g.deck().count(Card::number(2).expect("a 2")), 4, "the pick is no card");
    assert_eq!(g.deck().count(Card::number(9).expect("a 9")), 2, "the 9 drawn first and one put aside");
    consistent(&g, 2);
    play(&mut g, &["keep", "draw:4", "keep", "draw:5", "keep", "draw:8", "keep"]);
    assert_eq!(kind_at(&g, "c1"), Some((RED, PieceKind::Amazon)), "objective 2's rook");
    consistent(&g, 3);
}

#[test]
fn objective_9_scegli_il_tuo_obiettivo_picking_the_parasite_and_declaring_it_picks_again() {
    // "Se dichiari subito questo obiettivo pesca un altro obiettivo (scartando i 3)": objective 9's
    // objectives are picked, not drawn, so it picks again, a 3 excepted.
    let mut g = TarotGame::start(TarotRules::standard());
    play(&mut g, &["draw:9", "declare", "pick:3"]);
    assert_eq!(moves(&g), sorted(&["keep", "declare"]));
    play(&mut g, &["declare"]);
    assert!(g.has_alliance());
    assert_eq!(g.stage(RED), Stage::Pick);
    let picks = ["1", "2", "4", "5", "6", "7", "8", "10", "P", "N", "Q", "K"];
    let expected: Vec<String> = picks.iter().map(|c| format!("pick:{c}")).collect();
    assert_eq!(moves(&g), sorted(&expected.iter().map(String::as_str).collect::<Vec<_>>()));
    play(&mut g, &["pick:5", "keep"]);
    assert_eq!(objectives(&g, RED), [O::FivePawns]);
    assert_eq!(g.deck().count(Card::number(3).expect("a 3")), 4, "no 3 was drawn or shown");
    consistent(&g, 4);
}

// Objective 2.

#[test]
fn objective_2_scartando_tutti_i_2_i_9_ed_i_re_a_3_among_its_two_wins_with_its_partner() {
    // Objective 2 holding a secret 3 reaches it when its diagonal partner reaches its objective while it
    // is in; with its other objective reached (ten captures), it shares the partner's win.
    let pieces = [("a1", "rK"), ("h1", "bK"), ("h8", "yK"), ("d8", "yR"), ("a8", "gK")];
    let rest = "r - - 10,0,0,0 0 pass=voluntary";
    let red: [O; 3] = [O::TwoObjectives, O::Parasite, O::TenCaptures];
    let mut g = game(&pieces, rest, [&red, &[O::FivePawns], &[O::SideCorner], &[O::FivePawns]]);
    play(&mut g, &["pass", "pass", "d8a8"]);
    assert_eq!(g.ending(), Some(TarotEnding::Objective(YELLOW)), "{g}");
    assert_eq!(g.winners(), mask(&[YELLOW, RED]));
    // Without its other objective reached, it does not share the win.
    let red: [O; 3] = [O::TwoObjectives, O::Parasite, O::FivePawns];
    let mut g = game(&pieces, rest, [&red, &[O::FivePawns], &[O::SideCorner], &[O::FivePawns]]);
    play(&mut g, &["pass", "pass", "d8a8"]);
    assert_eq!(g.winners(), mask(&[YELLOW]));
}

// Major arcana.

#[test]
fn major_arcana_se_si_estrae_un_qualunque_arcano_maggiore_a_changed_objectives_draw_brings_four_cards() {
    // Red's 7 aims at Yellow once Blue's parasite allies them: Red changes it, and draws a major arcanum.
    let mut g = TarotGame::start(TarotRules::standard());
    play(&mut g, &["draw:7", "keep", "draw:3", "declare", "change", "draw:M"]);
    assert_eq!(g.stage(RED), Stage::MajorHand);
    play(&mut g, &["draw:4", "draw:M", "draw:5", "draw:6"]);
    assert_eq!(g.status(), Status::Chance, "the second major is replaced by one card");
    play(&mut g, &["draw:8"]);
    assert_eq!(moves(&g), sorted(&["choose:4", "choose:5", "choose:6", "choose:8"]));
    play(&mut g, &["choose:4"]);
    assert_eq!(objectives(&g, RED), [O::FourChecks]);
    assert_eq!(moves(&g), sorted(&["keep"]), "one change only");
    consistent(&g, 5);
}

// The Plague.

#[test]
fn plague_ogni_pezzo_avversario_che_mangia_un_tuo_pezzo_muore_a_declared_allys_piece_survives() {
    // Red holds the Plague after declaring the parasite: Yellow is its ally, no opponent.
    let script = [
        "draw:3", "declare", "draw:P", "declare", "keep", "draw:6", "keep", "draw:4", "keep", "draw:8",
        "keep",
    ];
    let pieces = [
        ("a1", "rK"),
        ("d5", "rN"),
        ("d4", "rp"),
        ("h1", "bK"),
        ("h4", "bR"),
        ("d8", "yR"),
        ("h8", "yK"),
        ("a8", "gK"),
    ];
    let mut g = dealt(&pieces, &script);
    assert!(g.is_declared(RED, O::Plague));
    assert_eq!(g.ally(RED), Some(YELLOW));
    play(&mut g, &["pass", "pass", "d8d5"]);
    assert_eq!(kind_at(&g, "d5"), Some((YELLOW, PieceKind::Rook)), "the ally's rook survives");
    assert_eq!(g.board().captured(YELLOW), 1);
    assert_eq!(g.board().captured(RED), 0);
    // An opponent's rook taking a plagued piece dies.
    let mut g = dealt(&pieces, &script);
    play(&mut g, &["pass", "h4d4"]);
    assert_eq!(kind_at(&g, "d4"), None, "Blue's rook died");
    assert_eq!(g.board().captured(RED), 1);
}

#[test]
fn objective_2_due_obiettivi_a_sampled_hidden_pair_is_two_different_objectives() {
    // Objective 2's two are secret; a state sampled for another seat must hold two different ones, as a
    // deal does (a class it already holds is put aside).
    use abstract_game::HiddenInformation;
    let mut rng = Xoshiro256::seed_from_u64(8);
    let blue: [O; 3] = [O::TwoObjectives, O::FourChecks, O::FivePawns];
    let deal: [&[O]; 4] = [&[O::SideCorner], &blue, &[O::SideCorner], &[O::SideCorner]];
    let g = TarotGame::with_objectives(chess4_bastardo::Position::default(), deal).expect("a deal");
    let seen = g.observe_seat(RED);
    for _ in 0..300 {
        let sample = TarotGame::sample_consistent(&seen, &mut rng).expect("a sample");
        let pair = objectives(&sample, BLUE);
        assert_ne!(pair[1], pair[2], "{sample}");
        assert_eq!(sample.observe_seat(RED), seen);
    }
}

#[test]
fn objective_9_scegli_il_tuo_obiettivo_a_dealt_9_may_hold_2_and_its_two_but_never_9() {
    let board = chess4_bastardo::Position::default;
    let red: [O; 4] = [O::Choose, O::TwoObjectives, O::FivePawns, O::FrontCorner];
    let rest: [&[O]; 3] = [&[O::FourChecks], &[O::SideCorner], &[O::SideCorner]];
    let g = TarotGame::with_objectives(board(), [&red, rest[0], rest[1], rest[2]]).expect("a valid deal");
    assert!(g.is_nine(RED));
    assert_eq!(objectives(&g, RED), [O::TwoObjectives, O::FivePawns, O::FrontCorner]);
    assert_eq!(g.deck().count(Card::number(2).expect("a 2")), 4, "the pick is no card");
    assert_eq!(g.deck().count(Card::number(5).expect("a 5")), 3, "objective 2's draws are cards");
    consistent(&g, 6);
    let nine_again: [O; 2] = [O::Choose, O::Choose];
    assert!(TarotGame::with_objectives(board(), [&nine_again, rest[0], rest[1], rest[2]]).is_err());
}

#[test]
fn objective_4_la_minaccia_verso_un_re_avversario_a_queen_does_not_threaten_a_king_at_home() {
    // Objective 2 pairs the four checks with the Queen. From d5 the Queen sees h5, g2 and a8. Kings at home
    // there (Yellow in e5-h8, Blue in e1-h4, Green in a5-d8) are kings it may not take: no threat, no check.
    let red: [O; 3] = [O::TwoObjectives, O::FourChecks, O::Queen];
    let others: [&[O]; 3] = [&[O::FivePawns], &[O::FivePawns], &[O::FivePawns]];
    let pieces = [("d4", "rK"), ("h5", "yK"), ("g2", "bK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&red, others[0], others[1], others[2]]);
    play(&mut g, &["d4d5"]);
    assert_eq!(g.check_run(RED), 0, "{g}");
    // Blue's and Yellow's kings swapped: each stands in the other's quarter, away from home: two checks.
    let pieces = [("d4", "rK"), ("h5", "bK"), ("g2", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&red, others[0], others[1], others[2]]);
    play(&mut g, &["d4d5"]);
    assert_eq!(g.check_run(RED), 2, "{g}");
}
