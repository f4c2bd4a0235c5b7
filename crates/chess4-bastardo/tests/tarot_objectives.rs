//! The tarot objectives on the board: each objective is reached at the right moment (and not in the near
//! misses), the special pieces move and capture as the rules and readings of the crate README say, and the
//! end judgement picks the right winners.
//!
//! Every position is built by hand; the other seats pass (`pass=voluntary`) unless a test says otherwise.
//! Expected values come from the rules and readings stated in the crate README (the seed's sentences they
//! follow), never from the code under test.

mod common;

use abstract_game::{Game, Status};
use board_core::Square;
use chess4_bastardo::tarot::{Objective as O, TarotEnding, TarotGame, TarotMove};
use chess4_bastardo::{Piece, PieceKind, Position, Seat};

const RED: Seat = Seat::Red;
const BLUE: Seat = Seat::Blue;
const YELLOW: Seat = Seat::Yellow;
const GREEN: Seat = Seat::Green;

/// Red to move, nothing captured, passing allowed.
const PASS: &str = "r - - 0,0,0,0 0 pass=voluntary";

/// A base position from piece placements (`("a1", "rK")`, `("d3", "bp")` a moved pawn) and the six other
/// fields of the position string.
fn position(pieces: &[(&str, &str)], rest: &str) -> Position {
    common::setup(pieces, rest)
}

/// A game already dealt: these pieces, these objectives (Red, Blue, Yellow, Green).
fn game(pieces: &[(&str, &str)], rest: &str, objectives: [&[O]; 4]) -> TarotGame {
    TarotGame::with_objectives(position(pieces, rest), objectives).expect("a valid deal")
}

/// A game on these pieces whose deal is played out by `script` (draws, declarations, confirmations).
fn dealt(pieces: &[(&str, &str)], rest: &str, script: &[&str]) -> TarotGame {
    let mut game = TarotGame::from_board(position(pieces, rest), false);
    play(&mut game, script);
    assert!(game.is_playing(), "the deal is not over: {game}");
    game
}

fn sq(name: &str) -> Square {
    name.parse().unwrap_or_else(|_| panic!("bad square {name}"))
}

/// Plays each action (checked), with the game in the panic message.
fn play(game: &mut TarotGame, moves: &[&str]) {
    for text in moves {
        let mv = game.parse_move(text).unwrap_or_else(|e| panic!("{text} is not legal ({e}) in {game}"));
        game.play(mv).unwrap_or_else(|e| panic!("{text}: {e} in {game}"));
    }
}

fn legal(game: &TarotGame, text: &str) -> bool {
    let mv: TarotMove = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
    game.legal_moves().contains(&mv)
}

fn mask(seats: &[Seat]) -> u8 {
    seats.iter().fold(0, |m, s| m | 1 << s.index())
}

fn piece(game: &TarotGame, at: &str) -> Option<(Seat, PieceKind)> {
    game.board().piece_at(sq(at)).map(|Piece { seat, kind }| (seat, kind))
}

fn assert_won(game: &TarotGame, by: Seat, winners: &[Seat]) {
    assert_eq!(game.status(), Status::Over, "{game}");
    assert_eq!(game.ending(), Some(TarotEnding::Objective(by)), "{game}");
    assert_eq!(game.winners(), mask(winners), "{game}");
    assert!(game.outcome().is_some());
}

fn assert_goes_on(game: &TarotGame) {
    assert_ne!(game.status(), Status::Over, "{game}");
    assert_eq!(game.ending(), None, "{game}");
}

fn achieved(game: &TarotGame, seat: Seat, objective: O) -> bool {
    game.goals(seat).iter().any(|g| g.objective() == Some(objective) && g.is_achieved())
}

// ------------------------------------------------------------------------------------------------------
// Objective 1: keep only the king.

/// The usual quiet objectives of the bystanders.
const QUIET: [O; 3] = [O::FivePawns, O::SideCorner, O::SideCorner];

#[test]
fn objective_1_wins_after_the_move_that_takes_its_last_piece() {
    let pieces = [("a1", "rK"), ("d4", "rN"), ("h1", "bK"), ("d8", "bR"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::OnlyKing], &[QUIET[0]], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["pass"]);
    assert_goes_on(&g);
    play(&mut g, &["d8d4"]);
    assert_won(&g, RED, &[RED]);
}

#[test]
fn objective_1_the_capturer_wins_instead_when_the_capture_reaches_its_own_objective() {
    // Blue has 9 captures and objective 10: taking Red's last piece is its tenth capture.
    let pieces = [("a1", "rK"), ("d4", "rN"), ("h1", "bK"), ("d8", "bR"), ("h8", "yK"), ("a8", "gK")];
    let rest = "r - - 0,9,0,0 0 pass=voluntary";
    let mut g = game(&pieces, rest, [&[O::OnlyKing], &[O::TenCaptures], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["pass", "d8d4"]);
    assert_won(&g, BLUE, &[BLUE]);
}

#[test]
fn objective_1_does_not_win_while_another_piece_is_left() {
    let pieces =
        [("a1", "rK"), ("d4", "rN"), ("b3", "rp"), ("h1", "bK"), ("d8", "bR"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::OnlyKing], &[QUIET[0]], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["pass", "d8d4"]);
    assert_goes_on(&g);
    assert_eq!(g.status(), Status::ToMove(YELLOW.player_id()));
}

#[test]
fn objective_1_king_may_capture_its_own_pieces_which_count_for_nobody() {
    let pieces = [("a1", "rK"), ("a2", "rN"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::OnlyKing], &[QUIET[0]], &[QUIET[1]], &[QUIET[2]]]);
    assert!(legal(&g, "a1a2"));
    play(&mut g, &["a1a2"]);
    assert_eq!(piece(&g, "a2"), Some((RED, PieceKind::King)));
    for seat in Seat::ALL {
        assert_eq!(g.board().captured(seat), 0, "{seat:?}");
    }
    // The king alone: objective 1 is reached after Red's own move.
    assert_won(&g, RED, &[RED]);
}

#[test]
fn objective_1_only_its_king_may_capture_its_own_pieces() {
    let pieces = [("a1", "rK"), ("a2", "rN"), ("h1", "bK"), ("h2", "bN"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::FivePawns], &[O::FourChecks], &[QUIET[1]], &[QUIET[2]]]);
    assert!(!legal(&g, "a1a2"));
    play(&mut g, &["pass"]);
    assert!(!legal(&g, "h1h2"));
}

// ------------------------------------------------------------------------------------------------------
// Objective 2: two objectives, both to reach.

const TWO_PIECES: [(&str, &str); 6] =
    [("a1", "rK"), ("c1", "rA"), ("c3", "bN"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];

#[test]
fn objective_2_wins_once_both_objectives_are_reached() {
    let rest = "r - - 9,0,0,0 0 pass=voluntary";
    let mut g = game(
        &TWO_PIECES,
        rest,
        [&[O::TwoObjectives, O::TenCaptures, O::DiagonalCorner], &[QUIET[0]], &[QUIET[1]], &[QUIET[2]]],
    );
    // The tenth capture reaches 10, but the diagonal corner is still to take.
    play(&mut g, &["c1c3"]);
    assert_eq!(g.board().captured(RED), 10);
    assert!(achieved(&g, RED, O::TenCaptures));
    assert_goes_on(&g);
    play(&mut g, &["pass", "pass", "pass", "c3h8"]);
    assert_won(&g, RED, &[RED]);
}

#[test]
fn objective_2_one_of_its_two_objectives_is_not_enough() {
    let mut g = game(
        &TWO_PIECES,
        PASS,
        [&[O::TwoObjectives, O::TenCaptures, O::DiagonalCorner], &[QUIET[0]], &[QUIET[1]], &[QUIET[2]]],
    );
    play(&mut g, &["c1c3", "pass", "pass", "pass", "c3h8"]);
    assert!(g.board().is_eliminated(YELLOW));
    assert!(achieved(&g, RED, O::DiagonalCorner));
    assert!(g.is_declared(RED, O::DiagonalCorner), "a reached objective is declared");
    assert!(!achieved(&g, RED, O::TenCaptures));
    assert_goes_on(&g);
}

#[test]
fn objective_2_with_10_does_not_win_at_the_no_progress_end_without_its_other_objective() {
    // Reading 3: objective 2 wins once both are reached. Own pieces count for 10 at the no-progress end
    // (reading 9), but objective 4 is not reached, so Red does not win.
    let pieces = [
        ("a1", "rK"),
        ("a2", "rN"),
        ("a3", "rB"),
        ("b3", "rp"),
        ("c2", "rR"),
        ("h1", "bK"),
        ("h8", "yK"),
        ("a8", "gK"),
    ];
    let rest = "r - - 5,0,0,0 0 pass=voluntary,rounds=1";
    let mut g = game(
        &pieces,
        rest,
        [&[O::TwoObjectives, O::TenCaptures, O::FourChecks], &[QUIET[0]], &[QUIET[1]], &[QUIET[2]]],
    );
    play(&mut g, &["pass", "pass", "pass", "pass"]);
    assert_eq!(g.ending(), Some(TarotEnding::NoProgress));
    assert_eq!(g.board().piece_count(RED), 10);
    assert_eq!(g.winners(), 0);
}

#[test]
fn objective_2_with_the_plague_wins_at_the_end_once_its_other_objective_is_reached() {
    let rest = "r - - 9,0,0,0 0 pass=voluntary,rounds=1";
    let mut g = game(
        &TWO_PIECES,
        rest,
        [&[O::TwoObjectives, O::Plague, O::TenCaptures], &[QUIET[0]], &[QUIET[1]], &[QUIET[2]]],
    );
    play(&mut g, &["c1c3"]);
    assert!(achieved(&g, RED, O::TenCaptures));
    assert_goes_on(&g);
    play(&mut g, &["pass", "pass", "pass", "pass"]);
    assert_eq!(g.ending(), Some(TarotEnding::NoProgress));
    assert_eq!(g.winners(), mask(&[RED]));
}

#[test]
fn objective_2_with_the_plague_does_not_win_at_the_end_without_its_other_objective() {
    let rest = "r - - 9,0,0,0 0 pass=voluntary,rounds=1";
    let mut g = game(
        &TWO_PIECES,
        rest,
        [&[O::TwoObjectives, O::Plague, O::FivePawns], &[QUIET[0]], &[QUIET[1]], &[QUIET[2]]],
    );
    play(&mut g, &["c1c3", "pass", "pass", "pass", "pass"]);
    assert_eq!(g.ending(), Some(TarotEnding::NoProgress));
    assert_eq!(g.board().captured(RED), 10);
    assert_eq!(g.winners(), 0);
}

// ------------------------------------------------------------------------------------------------------
// Objective 3: the parasite.

#[test]
fn objective_3_secret_parasite_wins_with_its_diagonal_partner() {
    let pieces = [("a1", "rK"), ("h1", "bK"), ("h4", "yR"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::Parasite], &[O::FivePawns], &[O::FrontCorner], &[O::SideCorner]]);
    play(&mut g, &["pass", "pass", "h4h1"]);
    assert_won(&g, YELLOW, &[RED, YELLOW]);
}

#[test]
fn objective_3_secret_parasite_out_of_the_game_does_not_share_the_win() {
    let pieces = [("a1", "rK"), ("h1", "bK"), ("h4", "yR"), ("h8", "yK"), ("a8", "gK"), ("a5", "gR")];
    let mut g = game(&pieces, PASS, [&[O::Parasite], &[O::FivePawns], &[O::FrontCorner], &[O::SideCorner]]);
    play(&mut g, &["pass", "pass", "pass", "a5a1"]);
    assert!(g.board().is_eliminated(RED));
    play(&mut g, &["pass", "h4h1"]);
    assert_won(&g, YELLOW, &[YELLOW]);
}

const PAIR_PIECES: [(&str, &str); 6] =
    [("a1", "rK"), ("d1", "rR"), ("d8", "rR"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];

#[test]
fn objective_3_two_secret_parasites_win_when_no_opponent_is_left() {
    let mut g = game(&PAIR_PIECES, PASS, [&[O::Parasite], &[O::FivePawns], &[O::Parasite], &[O::SideCorner]]);
    play(&mut g, &["d1h1", "pass", "pass"]);
    assert_goes_on(&g);
    play(&mut g, &["d8a8"]);
    assert_eq!(g.status(), Status::Over);
    assert_eq!(g.winners(), mask(&[RED, YELLOW]));
}

#[test]
fn objective_3_one_secret_parasite_with_its_partner_left_plays_on() {
    // Yellow is no parasite: no alliance was declared, so Red and Yellow left alone go on.
    let mut g =
        game(&PAIR_PIECES, PASS, [&[O::Parasite], &[O::FivePawns], &[O::FourChecks], &[O::SideCorner]]);
    play(&mut g, &["d1h1", "pass", "pass", "d8a8"]);
    assert_goes_on(&g);
}

/// Red declares the parasite and draws 5; Blue 6, Yellow 4, Green 8.
const PARASITE_DEAL: [&str; 10] =
    ["draw:3", "declare", "draw:5", "keep", "draw:6", "keep", "draw:4", "keep", "draw:8", "keep"];

#[test]
fn parasite_declared_allies_win_together() {
    let pieces = [("a1", "rK"), ("h1", "bK"), ("h4", "bR"), ("h8", "yK"), ("a8", "gK")];
    let mut g = dealt(&pieces, PASS, &PARASITE_DEAL);
    assert_eq!(g.ally(BLUE), Some(GREEN));
    assert_eq!(g.ally(RED), Some(YELLOW));
    // Blue's 6 is Yellow, the corner in front of Blue.
    play(&mut g, &["pass", "h4h8"]);
    assert_won(&g, BLUE, &[BLUE, GREEN]);
}

#[test]
fn parasite_declared_allies_may_not_take_each_others_king() {
    let pieces = [("a1", "rK"), ("d8", "rR"), ("d5", "yN"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];
    let g = dealt(&pieces, PASS, &PARASITE_DEAL);
    assert!(!legal(&g, "d8h8"), "Yellow's king is Red's ally's");
    assert!(legal(&g, "d8a8"), "Green's king is an opponent's");
    assert!(legal(&g, "d8d5"), "the ally's other pieces may be taken");
}

#[test]
fn parasite_two_declared_allies_left_both_win() {
    let mut g = dealt(&PAIR_PIECES, PASS, &PARASITE_DEAL);
    play(&mut g, &["d1h1", "pass", "pass"]);
    assert_goes_on(&g);
    play(&mut g, &["d8a8"]);
    assert_eq!(g.status(), Status::Over);
    assert_eq!(g.ending(), Some(TarotEnding::LastStanding));
    assert_eq!(g.winners(), mask(&[RED, YELLOW]));
}

// ------------------------------------------------------------------------------------------------------
// Objective 4: four consecutive checks.

const CHECK_PIECES: [(&str, &str); 5] =
    [("a1", "rK"), ("d4", "rR"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];

fn four_checks() -> TarotGame {
    game(&CHECK_PIECES, PASS, [&[O::FourChecks], &[QUIET[0]], &[QUIET[1]], &[QUIET[2]]])
}

#[test]
fn objective_4_wins_on_the_move_giving_the_fourth_check() {
    let mut g = four_checks();
    // The rook on d8 checks Green (a8) and Yellow (h8) at once: two checks.
    play(&mut g, &["d4d8"]);
    assert_eq!(g.check_run(RED), 2);
    play(&mut g, &["pass", "pass", "pass", "d8d1"]);
    assert_eq!(g.check_run(RED), 3, "Blue's king on h1");
    assert_goes_on(&g);
    play(&mut g, &["pass", "pass", "pass", "d1d8"]);
    assert_won(&g, RED, &[RED]);
}

#[test]
fn objective_4_lo_scacco_consiste_nella_minaccia_al_termine_della_propria_mossa_a_kept_check_counts_again() {
    // "Lo scacco consiste nella minaccia verso un re avversario al termine della propria mossa": the rook's
    // two checks still stand after Red's quiet king move, so that move gives them again: 2 + 2 = 4.
    let mut g = four_checks();
    play(&mut g, &["d4d8", "pass", "pass", "pass"]);
    assert_eq!(g.check_run(RED), 2);
    play(&mut g, &["a1b1"]);
    assert_eq!(g.check_run(RED), 4);
    assert_won(&g, RED, &[RED]);
}

#[test]
fn objective_4_ad_ogni_turno_deve_dare_almeno_uno_scacco_a_turn_ending_without_a_threat_ends_the_run() {
    // "La sequenza degli scacchi non deve essere interrotta": the rook goes back to d4, where it attacks no
    // king, and the run starts again from nothing.
    let mut g = four_checks();
    play(&mut g, &["d4d8", "pass", "pass", "pass"]);
    assert_eq!(g.check_run(RED), 2);
    play(&mut g, &["d8d4"]);
    assert_eq!(g.check_run(RED), 0);
    play(&mut g, &["pass", "pass", "pass", "d4d1"]);
    assert_eq!(g.check_run(RED), 1, "Blue's king on h1");
    assert_goes_on(&g);
}

#[test]
fn objective_4_al_termine_della_propria_mossa_a_pass_with_checks_standing_counts_them() {
    // A pass is a turn too: the threats standing at its end are checks (reading: the position at the end of
    // every own turn is what counts).
    let mut g = four_checks();
    play(&mut g, &["d4d8", "pass", "pass", "pass", "pass"]);
    assert_eq!(g.check_run(RED), 4);
    assert_won(&g, RED, &[RED]);
}

#[test]
fn objective_4_discovered_checks_count() {
    let pieces = [("a1", "rK"), ("d1", "rR"), ("d4", "rB"), ("d8", "gK"), ("h2", "bK"), ("h6", "yK")];
    let mut g = game(&pieces, PASS, [&[O::FourChecks], &[QUIET[0]], &[QUIET[1]], &[QUIET[2]]]);
    // The bishop checks nobody from c3; it uncovers the rook's check on Green's king on d8.
    play(&mut g, &["d4c3"]);
    assert_eq!(g.check_run(RED), 1);
}

#[test]
fn objective_4_two_attackers_of_one_king_count_twice() {
    let pieces = [("a1", "rK"), ("d1", "rR"), ("d4", "rB"), ("d8", "gK"), ("h2", "bK"), ("h6", "yK")];
    let mut g = game(&pieces, PASS, [&[O::FourChecks], &[QUIET[0]], &[QUIET[1]], &[QUIET[2]]]);
    // The bishop on f6 checks d8 through e7 and uncovers the rook's check on d8.
    play(&mut g, &["d4f6"]);
    assert_eq!(g.check_run(RED), 2);
}

#[test]
fn objective_4_capturing_a_king_is_not_a_check() {
    let pieces = [("a1", "rK"), ("d4", "rR"), ("d2", "bK"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::FourChecks], &[QUIET[0]], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["d4d2"]);
    assert!(g.board().is_eliminated(BLUE));
    assert_eq!(g.check_run(RED), 0);
}

#[test]
fn objective_4_checks_on_a_declared_ally_do_not_count() {
    // Reading 6 counts checks on an opponent's king; Yellow is Red's declared ally.
    let script =
        ["draw:3", "declare", "draw:4", "keep", "draw:5", "keep", "draw:6", "keep", "draw:8", "keep"];
    let mut g = dealt(&CHECK_PIECES, PASS, &script);
    assert!(g.has_objective(RED, O::FourChecks));
    play(&mut g, &["d4d8"]);
    assert_eq!(g.check_run(RED), 1, "only Green's king is an opponent's");
}

// ------------------------------------------------------------------------------------------------------
// Objective 5: five pawns.

#[test]
fn objective_5_wins_on_the_fifth_pawn() {
    let pieces = [
        ("a1", "rK"),
        ("a3", "rR"),
        ("b3", "bp"),
        ("c3", "bp"),
        ("d3", "bp"),
        ("e3", "yp"),
        ("f3", "yp"),
        ("g6", "gp"),
        ("h1", "bK"),
        ("h8", "yK"),
        ("a8", "gK"),
    ];
    let mut g = game(&pieces, PASS, [&[O::FivePawns], &[O::FourChecks], &[QUIET[1]], &[QUIET[2]]]);
    for mv in ["a3b3", "b3c3", "c3d3", "d3e3"] {
        play(&mut g, &[mv, "pass", "pass", "pass"]);
    }
    assert_eq!(g.pawns_taken(RED), 4);
    assert_goes_on(&g);
    play(&mut g, &["e3f3"]);
    assert_won(&g, RED, &[RED]);
}

#[test]
fn objective_5_the_last_pawn_on_the_board_wins() {
    let pieces = [("a1", "rK"), ("d1", "rR"), ("d3", "bp"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::FivePawns], &[O::FourChecks], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["d1d3"]);
    assert_eq!(g.pawns_taken(RED), 1);
    assert_won(&g, RED, &[RED]);
}

#[test]
fn objective_5_pawns_of_an_eliminated_army_count() {
    let pieces = [
        ("a1", "rK"),
        ("d2", "rR"),
        ("g2", "yp"),
        ("g5", "bK"),
        ("b4", "bp"),
        ("c4", "bp"),
        ("e4", "bp"),
        ("f4", "bp"),
        ("a6", "gp"),
        ("h8", "yK"),
        ("a8", "gK"),
    ];
    let mut g = game(&pieces, PASS, [&[O::FivePawns], &[O::FourChecks], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["d2g2", "pass", "pass", "pass"]);
    assert_eq!(g.pawns_taken(RED), 1);
    assert_goes_on(&g);
    // Blue's king and its four pawns: five pawns in all.
    play(&mut g, &["g2g5"]);
    assert_eq!(g.pawns_taken(RED), 5);
    assert_won(&g, RED, &[RED]);
}

// ------------------------------------------------------------------------------------------------------
// Objectives 6, 7, 8: a corner.

const CORNER_PIECES: [(&str, &str); 6] =
    [("a1", "rK"), ("d1", "rR"), ("d8", "rR"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];

fn corner_game(objective: O) -> TarotGame {
    game(&CORNER_PIECES, PASS, [&[objective], &[O::FivePawns], &[O::FourChecks], &[O::FourChecks]])
}

#[test]
fn objective_6_eliminating_the_corner_in_front_wins() {
    // Red's pawns march north, towards Green's a8.
    let mut g = corner_game(O::FrontCorner);
    play(&mut g, &["d8a8"]);
    assert_won(&g, RED, &[RED]);
}

#[test]
fn objective_6_eliminating_another_corner_does_not_win() {
    for mv in ["d8h8", "d1h1"] {
        let mut g = corner_game(O::FrontCorner);
        play(&mut g, &[mv]);
        assert_goes_on(&g);
    }
}

#[test]
fn objective_6_front_corner_of_green_is_red() {
    // Green's pawns march south, towards Red's a1.
    let pieces = [("a1", "rK"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK"), ("a5", "gR")];
    let mut g = game(&pieces, PASS, [&[O::FivePawns], &[O::FourChecks], &[O::FourChecks], &[O::FrontCorner]]);
    play(&mut g, &["pass", "pass", "pass", "a5a1"]);
    assert_won(&g, GREEN, &[GREEN]);
}

#[test]
fn objective_7_eliminating_the_diagonal_corner_wins() {
    let mut g = corner_game(O::DiagonalCorner);
    play(&mut g, &["d8h8"]);
    assert_won(&g, RED, &[RED]);
    for mv in ["d8a8", "d1h1"] {
        let mut g = corner_game(O::DiagonalCorner);
        play(&mut g, &[mv]);
        assert_goes_on(&g);
    }
}

#[test]
fn objective_8_eliminating_the_corner_beside_wins() {
    // Beside Red's a1, on the same rank edge: Blue's h1.
    let mut g = corner_game(O::SideCorner);
    play(&mut g, &["d1h1"]);
    assert_won(&g, RED, &[RED]);
    for mv in ["d8a8", "d8h8"] {
        let mut g = corner_game(O::SideCorner);
        play(&mut g, &[mv]);
        assert_goes_on(&g);
    }
}

#[test]
fn objective_8_corner_beside_yellow_is_green() {
    let pieces = [("a1", "rK"), ("h1", "bK"), ("h8", "yK"), ("d8", "yR"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::FivePawns], &[O::FourChecks], &[O::SideCorner], &[O::FourChecks]]);
    play(&mut g, &["pass", "pass", "d8a8"]);
    assert_won(&g, YELLOW, &[YELLOW]);
}

#[test]
fn objective_6_target_passes_to_whoever_eliminated_it() {
    let pieces = [("a1", "rK"), ("d1", "rR"), ("h1", "bK"), ("c8", "bR"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::FrontCorner], &[O::FivePawns], &[O::FourChecks], &[O::FourChecks]]);
    assert_eq!(g.target(RED, O::FrontCorner), Some(GREEN));
    // Blue eliminates Green, Red's target: Blue becomes the target.
    play(&mut g, &["pass", "c8a8"]);
    assert_eq!(g.target(RED, O::FrontCorner), Some(BLUE));
    assert_goes_on(&g);
    play(&mut g, &["pass", "d1h1"]);
    assert_won(&g, RED, &[RED]);
}

#[test]
fn objective_6_declared_bishop_and_knight_become_princesses() {
    let pieces = [("a1", "rK"), ("c3", "rB"), ("e4", "rN"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::FrontCorner], &[O::FivePawns], &[O::FourChecks], &[O::FourChecks]]);
    assert!(!legal(&g, "c3d5"), "a secret 6's bishop has no knight move");
    assert!(!legal(&g, "e4g6"), "a secret 6's knight has no bishop move");
    assert!(!g.is_declared(RED, O::FrontCorner));
    // "Se decidi di dichiarare": declaring costs no move, Red moves its Princesses at once.
    play(&mut g, &["declare"]);
    assert!(g.is_declared(RED, O::FrontCorner));
    assert_eq!(g.status(), Status::ToMove(RED.player_id()));
    assert!(legal(&g, "c3d5"), "a Princess moves as a knight");
    assert!(legal(&g, "c3e5"), "and as a bishop");
    assert!(legal(&g, "e4g6"), "a Princess moves as a bishop");
    assert!(legal(&g, "e4f6"), "and as a knight");
    assert!(!legal(&g, "declare"), "declared once");
}

#[test]
fn objective_6_declaring_is_open_to_6_7_8_only() {
    for objective in [O::FrontCorner, O::DiagonalCorner, O::SideCorner] {
        assert!(legal(&corner_game(objective), "declare"), "{objective:?}");
    }
    for objective in
        [O::OnlyKing, O::FourChecks, O::FivePawns, O::Death, O::Queen, O::SpectreKing, O::Parasite]
    {
        assert!(!legal(&corner_game(objective), "declare"), "{objective:?}");
    }
}

// ------------------------------------------------------------------------------------------------------
// Objective 9: choose, and everyone may win by eliminating this seat.

#[test]
fn objective_9_eliminating_its_seat_wins() {
    let pieces = [("a1", "rK"), ("h1", "bK"), ("a5", "bR"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::Choose, O::FivePawns], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    assert!(g.is_nine(RED));
    play(&mut g, &["pass", "a5a1"]);
    assert_won(&g, BLUE, &[BLUE]);
}

#[test]
fn objective_9_eliminating_another_seat_does_not_win() {
    let pieces = [("a1", "rK"), ("h1", "bK"), ("a5", "bR"), ("h8", "yK"), ("a8", "gK")];
    let mut g =
        game(&pieces, PASS, [&[O::FivePawns], &[O::FivePawns], &[QUIET[1]], &[O::Choose, O::FivePawns]]);
    play(&mut g, &["pass", "a5a1"]);
    assert_goes_on(&g);
}

#[test]
fn objective_9_its_pick_is_its_objective() {
    let mut g = game(
        &CORNER_PIECES,
        PASS,
        [&[O::Choose, O::DiagonalCorner], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]],
    );
    assert!(g.has_objective(RED, O::DiagonalCorner));
    play(&mut g, &["d8h8"]);
    assert_won(&g, RED, &[RED]);
}

// ------------------------------------------------------------------------------------------------------
// Objective 10: ten captures.

const TEN_PIECES: [(&str, &str); 6] =
    [("a1", "rK"), ("c1", "rR"), ("c3", "bN"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];

#[test]
fn objective_10_wins_on_the_tenth_capture() {
    let rest = "r - - 9,0,0,0 0 pass=voluntary";
    let mut g = game(&TEN_PIECES, rest, [&[O::TenCaptures], &[QUIET[0]], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["c1c3"]);
    assert_eq!(g.board().captured(RED), 10);
    assert_won(&g, RED, &[RED]);
}

#[test]
fn objective_10_nine_captures_do_not_win() {
    let rest = "r - - 8,0,0,0 0 pass=voluntary";
    let mut g = game(&TEN_PIECES, rest, [&[O::TenCaptures], &[QUIET[0]], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["c1c3"]);
    assert_eq!(g.board().captured(RED), 9);
    assert_goes_on(&g);
}

#[test]
fn objective_10_an_eliminated_army_counts() {
    let pieces =
        [("a1", "rK"), ("c1", "rR"), ("c3", "bK"), ("g1", "bN"), ("h3", "bp"), ("h8", "yK"), ("a8", "gK")];
    let rest = "r - - 7,0,0,0 0 pass=voluntary";
    let mut g = game(&pieces, rest, [&[O::TenCaptures], &[QUIET[0]], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["c1c3"]);
    assert_eq!(g.board().captured(RED), 10);
    assert_won(&g, RED, &[RED]);
}

#[test]
fn objective_10_death_is_never_counted() {
    let rest = "r - - 9,0,0,0 0 pass=voluntary";
    let mut g = game(&TEN_PIECES, rest, [&[O::TenCaptures], &[O::Death], &[QUIET[1]], &[QUIET[2]]]);
    assert_eq!(g.death_square(BLUE), Some(sq("c3")));
    play(&mut g, &["c1c3"]);
    assert_eq!(g.board().captured(RED), 9);
    assert!(g.death_is_held(BLUE));
    assert_goes_on(&g);
}

const TEN_OWN: [(&str, &str); 8] = [
    ("a1", "rK"),
    ("a2", "rN"),
    ("a3", "rB"),
    ("b3", "rp"),
    ("c2", "rR"),
    ("h1", "bK"),
    ("h8", "yK"),
    ("a8", "gK"),
];

#[test]
fn objective_10_own_pieces_count_at_the_no_progress_end() {
    let rest = "r - - 5,0,0,0 0 pass=voluntary,rounds=1";
    let mut g = game(&TEN_OWN, rest, [&[O::TenCaptures], &[QUIET[0]], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["pass", "pass", "pass"]);
    assert_goes_on(&g);
    play(&mut g, &["pass"]);
    assert_eq!(g.ending(), Some(TarotEnding::NoProgress));
    assert_eq!(g.winners(), mask(&[RED]));
    assert_eq!(g.ranks()[RED.index()], 1);
}

#[test]
fn objective_10_short_of_ten_with_own_pieces_does_not_win_at_the_no_progress_end() {
    let rest = "r - - 4,0,0,0 0 pass=voluntary,rounds=1";
    let mut g = game(&TEN_OWN, rest, [&[O::TenCaptures], &[QUIET[0]], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["pass", "pass", "pass", "pass"]);
    assert_eq!(g.ending(), Some(TarotEnding::NoProgress));
    assert_eq!(g.winners(), 0);
    // The base game's piece count: Red 9, the others 1 each.
    assert_eq!(g.ranks(), [1, 2, 2, 2]);
}

// ------------------------------------------------------------------------------------------------------
// The Plague.

#[test]
fn plague_kills_the_capturer() {
    let pieces = [("a1", "rK"), ("d4", "rN"), ("h1", "bK"), ("d8", "bR"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::Plague], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["pass", "d8d4"]);
    assert_eq!(piece(&g, "d4"), None, "the rook died on the plagued knight's square");
    assert_eq!(piece(&g, "d8"), None);
    assert_eq!(g.board().captured(BLUE), 1, "the knight");
    assert_eq!(g.board().captured(RED), 1, "the rook goes to the Plague's captures");
    assert_goes_on(&g);
}

#[test]
fn plague_kills_a_capturing_king_and_eliminates_its_seat() {
    let pieces = [("a1", "rK"), ("g2", "rN"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::Plague], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["pass", "h1g2"]);
    assert!(g.board().is_eliminated(BLUE));
    assert_eq!(g.eliminated_by(BLUE), Some(RED));
    assert_eq!(piece(&g, "g2"), None);
    assert_eq!(g.board().captured(RED), 1);
    assert_eq!(g.board().captured(BLUE), 1);
    assert_eq!(g.status(), Status::ToMove(YELLOW.player_id()));
}

#[test]
fn plague_spectre_king_is_immune() {
    let pieces = [("a1", "rK"), ("g2", "rN"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::Plague], &[O::SpectreKing], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["pass", "h1g2"]);
    assert_eq!(piece(&g, "g2"), Some((BLUE, PieceKind::King)));
    assert!(!g.board().is_eliminated(BLUE));
    assert_eq!(g.board().captured(BLUE), 1);
    assert_eq!(g.board().captured(RED), 0);
}

#[test]
fn plague_death_taking_a_plagued_piece_goes_back_to_its_owner() {
    let pieces = [("a1", "rK"), ("d5", "rp"), ("e3", "bN"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::Plague], &[O::Death], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["pass", "e3d5"]);
    assert_eq!(piece(&g, "d5"), None);
    assert!(g.death_is_held(BLUE));
    assert_eq!(g.board().captured(RED), 0, "Death never counts among captures");
    assert_eq!(g.board().captured(BLUE), 1);
}

#[test]
fn plague_wins_at_the_end_with_most_captures_even_eliminated() {
    let pieces = [("a1", "rK"), ("h1", "bK"), ("a5", "bR"), ("h8", "yK"), ("b8", "gK")];
    let rest = "r - - 4,0,0,0 0 pass=voluntary,rounds=1";
    let mut g = game(&pieces, rest, [&[O::Plague], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["pass", "a5a1"]);
    assert!(g.board().is_eliminated(RED));
    assert_eq!(g.board().captured(RED), 5, "four, and the rook that took the Plague's king");
    play(&mut g, &["pass", "pass", "pass"]);
    assert_eq!(g.ending(), Some(TarotEnding::NoProgress));
    assert_eq!(g.winners(), mask(&[RED]));
    assert_eq!(g.ranks()[RED.index()], 1);
}

#[test]
fn plague_with_most_captures_overrides_an_objective_reached() {
    let pieces = [("a1", "rK"), ("h1", "bK"), ("h4", "bR"), ("h6", "yN"), ("h8", "yK"), ("a8", "gK")];
    let rest = "r - - 12,9,0,0 0 pass=voluntary";
    let mut g = game(&pieces, rest, [&[O::Plague], &[O::TenCaptures], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["pass", "h4h6"]);
    assert_eq!(g.status(), Status::Over);
    assert_eq!(g.ending(), Some(TarotEnding::Objective(BLUE)));
    assert_eq!(g.winners(), mask(&[RED]), "the Plague's judgement overrides every other objective");
}

fn no_progress_end(captured: &str, objectives: [&[O]; 4]) -> TarotGame {
    let pieces = [("a1", "rK"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];
    let rest = format!("r - - {captured} 0 pass=voluntary,rounds=1");
    let mut g = game(&pieces, &rest, objectives);
    play(&mut g, &["pass", "pass", "pass", "pass"]);
    assert_eq!(g.ending(), Some(TarotEnding::NoProgress));
    g
}

#[test]
fn plague_tied_for_most_captures_with_another_seat_does_not_win() {
    let g = no_progress_end("3,3,0,0", [&[O::Plague], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    assert_eq!(g.winners(), 0);
}

#[test]
fn plague_short_of_the_most_captures_does_not_win() {
    let g = no_progress_end("2,3,0,0", [&[O::Plague], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    assert_eq!(g.winners(), 0);
}

#[test]
fn death_wins_a_tie_with_the_plague() {
    let g = no_progress_end("3,3,1,0", [&[O::Plague], &[O::Death], &[QUIET[1]], &[QUIET[2]]]);
    assert_eq!(g.winners(), mask(&[BLUE]));
}

#[test]
fn death_wins_at_the_end_with_most_captures() {
    let g = no_progress_end("1,4,1,1", [&[O::FivePawns], &[O::Death], &[QUIET[1]], &[QUIET[2]]]);
    assert_eq!(g.winners(), mask(&[BLUE]));
}

// ------------------------------------------------------------------------------------------------------
// Death.

#[test]
fn death_jumps_to_any_empty_square() {
    let pieces =
        [("a1", "rK"), ("a2", "rN"), ("c3", "bN"), ("e5", "bR"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::Death], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    assert_eq!(g.death_square(RED), Some(sq("a2")));
    let occupied = g.board().occupied().0;
    for to in Square::ALL {
        if occupied & (1 << to.index()) == 0 {
            assert!(legal(&g, &format!("a2{to}")), "a2{to}");
        }
    }
    assert!(legal(&g, "a2c3"), "Death captures as a knight");
    assert!(!legal(&g, "a2e5"), "a jump captures nothing");
    assert!(!g.is_declared(RED, O::Death));
    play(&mut g, &["a2d6"]);
    assert_eq!(g.death_square(RED), Some(sq("d6")));
    assert!(g.is_declared(RED, O::Death), "the jump is a power only Death has");
}

#[test]
fn death_knight_of_another_objective_does_not_jump() {
    let pieces = [("a1", "rK"), ("a2", "rN"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];
    let g = game(&pieces, PASS, [&[O::FivePawns], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    assert!(!legal(&g, "a2d6"));
    assert!(legal(&g, "a2c3"));
}

#[test]
fn death_is_never_counted_when_taken_and_comes_back_on_its_owners_turn() {
    let pieces = [("a1", "rK"), ("a2", "rN"), ("h1", "bK"), ("a5", "bR"), ("h8", "yK"), ("b8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::Death], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["pass", "a5a2"]);
    assert_eq!(g.board().captured(BLUE), 0);
    assert!(g.death_is_held(RED));
    assert_eq!(g.death_square(RED), None);
    play(&mut g, &["pass", "pass"]);
    // Red may put Death back on any empty square, as its move.
    let occupied = g.board().occupied().0;
    let entries = g.legal_moves().iter().filter(|m| matches!(m, TarotMove::Enter(_))).count();
    assert_eq!(entries, 64 - occupied.count_ones() as usize);
    assert!(!legal(&g, "@h1"));
    play(&mut g, &["@e4"]);
    assert_eq!(piece(&g, "e4"), Some((RED, PieceKind::Knight)));
    assert_eq!(g.death_square(RED), Some(sq("e4")));
    assert!(!g.death_is_held(RED));
    assert_eq!(g.status(), Status::ToMove(BLUE.player_id()));
}

#[test]
fn death_leaves_with_its_eliminated_owner_and_is_not_counted() {
    let pieces =
        [("a1", "rK"), ("a2", "rN"), ("b3", "rp"), ("h1", "bK"), ("d1", "bR"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::Death], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["pass", "d1a1"]);
    assert!(g.board().is_eliminated(RED));
    assert_eq!(g.board().captured(BLUE), 2, "the king and the pawn, not Death");
    assert_eq!(g.death_square(RED), None);
    assert!(!g.death_is_held(RED));
}

#[test]
fn death_cannot_take_the_spectre_king_and_returns_to_its_owner() {
    let pieces = [("a1", "rK"), ("f2", "rN"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::Death], &[O::SpectreKing], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["f2h1"]);
    assert_eq!(piece(&g, "h1"), Some((BLUE, PieceKind::King)));
    assert_eq!(piece(&g, "f2"), None);
    assert!(g.death_is_held(RED));
    assert!(!g.board().is_eliminated(BLUE));
    assert_eq!(g.board().captured(BLUE), 0, "Death goes back to its owner, counted for nobody");
    assert!(g.is_declared(BLUE, O::SpectreKing));
}

// ------------------------------------------------------------------------------------------------------
// The Queen.

#[test]
fn queen_king_moves_as_a_queen() {
    let pieces = [("d4", "rK"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::Queen], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    for mv in ["d4d8", "d4d1", "d4a4", "d4h4", "d4g7", "d4a7", "d4a1", "d4g1", "d4e5"] {
        assert!(legal(&g, mv), "{mv}");
    }
    assert!(!legal(&g, "d4e6"), "no knight move");
    play(&mut g, &["pass"]);
    assert!(!legal(&g, "h1h3"), "another seat's king moves as a king");
}

#[test]
fn queen_moving_as_a_queen_declares_it() {
    // Reading 4: using a power only one objective has (the Queen's move) declares it.
    let pieces = [("d4", "rK"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::Queen], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["d4d7"]);
    assert!(g.is_declared(RED, O::Queen));
}

#[test]
fn queen_wins_by_taking_a_king_with_the_queen() {
    let pieces = [("d4", "rK"), ("h1", "bK"), ("g4", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::Queen], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["d4g4"]);
    assert_won(&g, RED, &[RED]);
}

#[test]
fn queen_may_not_take_a_king_on_its_starting_corner() {
    let pieces = [("d4", "rK"), ("d8", "rR"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::Queen], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    assert!(!legal(&g, "d4h8"), "Yellow's king stands on h8, its corner");
    assert!(legal(&g, "d4g7"));
    // Another piece may take it, and that does not win.
    play(&mut g, &["d8h8"]);
    assert!(g.board().is_eliminated(YELLOW));
    assert_goes_on(&g);
}

#[test]
fn queen_with_objective_1_as_objective_2s_pair_still_may_not_take_a_king_on_its_corner() {
    let pieces = [("d4", "rK"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];
    let g = game(
        &pieces,
        PASS,
        [&[O::TwoObjectives, O::OnlyKing, O::Queen], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]],
    );
    assert!(legal(&g, "d4g7"), "the king is a Queen");
    assert!(!legal(&g, "d4h8"), "Yellow's king stands on h8, its corner");
}

#[test]
fn queen_may_take_a_king_on_another_seats_corner() {
    // Blue's king on a8, Green's corner: not its own starting corner.
    let pieces = [("d5", "rK"), ("a8", "bK"), ("h8", "yK"), ("e2", "gK")];
    let mut g = game(&pieces, PASS, [&[O::Queen], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["d5a8"]);
    assert_won(&g, RED, &[RED]);
}

#[test]
fn queen_taking_another_queen_does_not_win() {
    let pieces = [("d4", "rK"), ("h1", "bK"), ("g4", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::Queen], &[O::FivePawns], &[O::Queen], &[QUIET[2]]]);
    play(&mut g, &["d4g4"]);
    assert!(g.board().is_eliminated(YELLOW));
    assert_goes_on(&g);
}

#[test]
fn queen_taking_the_plague_king_does_not_win_and_the_queen_dies() {
    let pieces = [("d4", "rK"), ("h1", "bK"), ("g4", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::Queen], &[O::FivePawns], &[O::Plague], &[QUIET[2]]]);
    play(&mut g, &["d4g4"]);
    assert!(g.board().is_eliminated(YELLOW));
    assert!(g.board().is_eliminated(RED), "the Queen took a plagued piece");
    assert_eq!(g.eliminated_by(RED), Some(YELLOW));
    assert_goes_on(&g);
}

#[test]
fn queen_taking_a_king_with_another_piece_does_not_win() {
    let pieces = [("a1", "rK"), ("d4", "rR"), ("h1", "bK"), ("g4", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::Queen], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["d4g4"]);
    assert!(g.board().is_eliminated(YELLOW));
    assert_goes_on(&g);
}

const SPECTRE_HUNT: [(&str, &str); 4] = [("a1", "rK"), ("d1", "rA"), ("h1", "bK"), ("h8", "yK")];

#[test]
fn queen_amazon_taking_the_spectre_king_with_no_other_king_left_wins() {
    // Green is out; Yellow's king is a Queen: no other king is left.
    let rest = "r - g 0,0,0,0 0 pass=voluntary";
    let mut g = game(&SPECTRE_HUNT, rest, [&[O::Queen], &[O::SpectreKing], &[O::Queen], &[O::FivePawns]]);
    play(&mut g, &["d1h1"]);
    assert!(g.board().is_eliminated(BLUE));
    assert_won(&g, RED, &[RED]);
}

#[test]
fn queen_amazon_taking_the_spectre_king_while_a_king_remains_does_not_win() {
    let rest = "r - g 0,0,0,0 0 pass=voluntary";
    let mut g = game(&SPECTRE_HUNT, rest, [&[O::Queen], &[O::SpectreKing], &[O::FivePawns], &[O::FivePawns]]);
    play(&mut g, &["d1h1"]);
    assert!(g.board().is_eliminated(BLUE));
    assert_goes_on(&g);
}

#[test]
fn queen_may_retire_when_no_king_remains() {
    // Yellow is out; Blue's Queen takes Green's Queen and so shows it is a Queen.
    let pieces = [("a1", "rK"), ("b3", "rp"), ("d4", "bK"), ("g7", "gK")];
    let rest = "r - y 0,0,0,0 0 pass=voluntary";
    let mut g = game(&pieces, rest, [&[O::Queen], &[O::Queen], &[O::FivePawns], &[O::Queen]]);
    assert!(!legal(&g, "retire"), "Blue's and Green's kings may be kings");
    play(&mut g, &["pass", "d4g7"]);
    assert!(g.board().is_eliminated(GREEN));
    assert!(g.is_declared(BLUE, O::Queen));
    assert_goes_on(&g);
    assert!(legal(&g, "retire"));
    play(&mut g, &["retire"]);
    assert!(g.is_retired(RED));
    assert!(g.is_declared(RED, O::Queen), "retiring shows the Queen");
    assert_eq!(g.board().pieces(RED).count(), 0);
    // "Con tutti i tuoi pezzi": kept for the piece count, not put among the captures.
    assert_eq!(g.board().captured(RED), 0, "a retiring Queen's pieces are not captures");
    assert_eq!(g.retired_pieces(RED), 2, "its Queen and its pawn, for a later piece count");
    assert_eq!(g.piece_count(RED), 2);
    assert!(!g.board().is_eliminated(RED));
    let text = g.to_string();
    assert!(text.contains(" x2--- "), "{text}");
    assert_eq!(text.parse::<TarotGame>().as_ref(), Ok(&g), "{text}");
}

#[test]
fn queen_retiring_pieces_do_not_count_as_captures_for_the_plague() {
    // Yellow (the Plague, 3 captures) and Green are out; Blue shows its Queen; Red (the Queen, 1 capture)
    // retires with its four pieces. Counted as captures (1 + 4 = 5) they would beat the Plague's 3; kept
    // "con tutti i tuoi pezzi" for the piece count only, the Plague has the most captures and wins.
    let pieces = [("a1", "rK"), ("b3", "rp"), ("c2", "rp"), ("d1", "rp"), ("d4", "bK")];
    let rest = "r - yg 1,2,3,0 0 pass=voluntary";
    let mut g = game(&pieces, rest, [&[O::Queen], &[O::Queen], &[O::Plague], &[O::FivePawns]]);
    play(&mut g, &["pass", "d4d8"]);
    assert!(g.is_declared(BLUE, O::Queen));
    play(&mut g, &["retire"]);
    assert_eq!(g.status(), Status::Over);
    assert_eq!(g.board().captured(RED), 1);
    assert_eq!(g.piece_count(RED), 5);
    assert_eq!(g.winners(), mask(&[YELLOW]), "{g}");
    // Below the winner, the piece count: Red 5 (its retired pieces count there), Blue 3.
    assert_eq!(g.ranks(), [2, 3, 1, 4]);
}

// ------------------------------------------------------------------------------------------------------
// The Spectre King.

#[test]
fn spectre_king_an_attacker_other_than_an_amazon_dies() {
    let pieces = [("a1", "rK"), ("h1", "bK"), ("a5", "bR"), ("h8", "yK"), ("b8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::SpectreKing], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    assert!(!g.is_declared(RED, O::SpectreKing));
    play(&mut g, &["pass", "a5a1"]);
    assert_eq!(piece(&g, "a1"), Some((RED, PieceKind::King)));
    assert_eq!(piece(&g, "a5"), None);
    assert!(!g.board().is_eliminated(RED));
    assert_eq!(g.board().captured(RED), 1, "the rook goes to the Spectre's captures");
    assert_eq!(g.board().captured(BLUE), 0);
    assert!(g.is_declared(RED, O::SpectreKing));
}

#[test]
fn spectre_king_only_an_amazon_takes_it() {
    let pieces = [("a1", "rK"), ("h1", "bK"), ("a5", "bA"), ("h8", "yK"), ("b8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::SpectreKing], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["pass", "a5a1"]);
    assert!(g.board().is_eliminated(RED));
    assert_eq!(g.eliminated_by(RED), Some(BLUE));
    assert_eq!(piece(&g, "a1"), Some((BLUE, PieceKind::Amazon)));
}

#[test]
fn spectre_king_taking_another_spectre_king_dies() {
    let pieces = [("d4", "rK"), ("e5", "bK"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::SpectreKing], &[O::SpectreKing], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["d4e5"]);
    assert!(g.board().is_eliminated(RED));
    assert_eq!(g.eliminated_by(RED), Some(BLUE));
    assert_eq!(piece(&g, "e5"), Some((BLUE, PieceKind::King)));
    assert_eq!(g.board().captured(BLUE), 1);
}

#[test]
fn spectre_king_wins_as_the_last_one_on_the_board() {
    let pieces = [("a1", "rK"), ("d8", "rR"), ("h8", "yK")];
    let rest = "r - bg 0,0,0,0 0 pass=voluntary";
    let mut g = game(&pieces, rest, [&[O::SpectreKing], &[O::FivePawns], &[O::FourChecks], &[O::FourChecks]]);
    play(&mut g, &["d8h8"]);
    assert_won(&g, RED, &[RED]);
}

#[test]
fn last_seat_standing_wins_without_an_objective() {
    let pieces = [("a1", "rK"), ("d8", "rR"), ("h8", "yK")];
    let rest = "r - bg 0,0,0,0 0 pass=voluntary";
    let mut g = game(&pieces, rest, [&[O::FivePawns], &[O::FivePawns], &[O::FourChecks], &[O::FourChecks]]);
    play(&mut g, &["d8h8"]);
    assert_eq!(g.status(), Status::Over);
    assert_eq!(g.ending(), Some(TarotEnding::LastStanding));
    assert_eq!(g.winners(), mask(&[RED]));
}

#[test]
fn spectre_king_alone_may_retire_into_its_captures() {
    let pieces = [("a1", "rK"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];
    let mut g = game(&pieces, PASS, [&[O::SpectreKing], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    assert!(legal(&g, "retire"));
    play(&mut g, &["retire"]);
    assert!(g.is_retired(RED));
    assert_eq!(g.board().captured(RED), 1);
    assert_eq!(piece(&g, "a1"), None);
    assert!(g.is_declared(RED, O::SpectreKing));
    assert_eq!(g.status(), Status::ToMove(BLUE.player_id()));
    // It plays no more.
    play(&mut g, &["pass", "pass", "pass"]);
    assert_eq!(g.status(), Status::ToMove(BLUE.player_id()));
    assert!(!g.board().is_eliminated(RED));
}

#[test]
fn spectre_king_with_another_piece_may_not_retire() {
    let pieces = [("a1", "rK"), ("b3", "rp"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];
    let g = game(&pieces, PASS, [&[O::SpectreKing], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    assert!(!legal(&g, "retire"));
}

#[test]
fn objective_2_with_death_and_a_corner_declared_death_is_a_princess_too() {
    // Reading 7: once the corner is declared every bishop and knight of the seat is a Princess, Death
    // included; Death's own move (a knight's move or a jump to an empty square) never captures along a
    // diagonal by itself.
    let pieces = [("a1", "rK"), ("d4", "rN"), ("h1", "bK"), ("g7", "bR"), ("h8", "yK"), ("a8", "gK")];
    let mut game = game(
        &pieces,
        PASS,
        [&[O::TwoObjectives, O::FrontCorner, O::Death], &[O::FivePawns], &[O::FivePawns], &[O::FivePawns]],
    );
    assert_eq!(game.death_square(Seat::Red), Some(sq("d4")));
    assert!(!legal(&game, "d4g7"), "Death takes only by a knight's move before the declaration");
    play(&mut game, &["declare"]);
    assert!(game.has_princesses(Seat::Red));
    assert!(legal(&game, "d4g7"), "the declared Princess-Death takes along the diagonal");
    play(&mut game, &["d4g7"]);
    assert_eq!(game.death_square(Seat::Red), Some(sq("g7")));
    assert_eq!(game.board().captured(Seat::Red), 1);
}

// ------------------------------------------------------------------------------------------------------
// Why a game ends (issue 13).

#[test]
fn death_taken_and_put_back_does_not_reset_the_no_progress_clock() {
    // "La Morte non viene mai veramente mangiata": Blue's rook takes Red's Death, Red puts it back where the
    // rook takes it again, for ever were each taking progress. It is not, so the game ends.
    let pieces = [("a1", "rK"), ("c3", "rN"), ("h1", "bK"), ("h3", "bR")];
    let rest = "r - yg 0,0,0,0 0 standard";
    let mut g = game(&pieces, rest, [&[O::Death], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["c3e3", "h3e3"]);
    assert!(g.death_is_held(RED));
    assert_eq!(g.board().no_progress_plies(), 2, "taking Death is no progress");
    let mut plies = 2;
    let mut rook = "e3";
    while g.status() != Status::Over {
        let other = if rook == "e3" { "h3" } else { "e3" };
        play(&mut g, &[&format!("@{other}")]);
        if g.status() == Status::Over {
            break;
        }
        play(&mut g, &[&format!("{rook}{other}")]);
        rook = other;
        plies += 2;
        assert!(plies <= 200, "the cycle must end: {g}");
    }
    assert_eq!(g.ending(), Some(TarotEnding::NoProgress));
    assert_eq!(g.board().captured(BLUE), 0, "Death counts for nobody");
}

#[test]
fn a_real_capture_still_resets_the_no_progress_clock() {
    let pieces = [("a1", "rK"), ("c3", "rN"), ("h1", "bK"), ("h3", "bR"), ("a2", "rR")];
    let rest = "r - yg 0,0,0,0 0 standard";
    let mut g = game(&pieces, rest, [&[O::FivePawns], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    play(&mut g, &["a1b1", "h3c3"]);
    assert_eq!(g.board().no_progress_plies(), 0);
    assert_eq!(g.board().captured(BLUE), 1);
}

// ------------------------------------------------------------------------------------------------------
// Why an action is illegal (issue 13).

#[test]
fn powers_and_declarations_not_available_say_so() {
    use chess4_bastardo::{IllegalMove, MoveParseError};
    let pieces = [("a1", "rK"), ("c3", "rN"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];
    let g = game(&pieces, PASS, [&[O::Death], &[O::FivePawns], &[QUIET[1]], &[QUIET[2]]]);
    let err = |text: &str| g.parse_move(text).unwrap_err();
    assert_eq!(err("declare"), MoveParseError::Illegal(IllegalMove::NothingToDeclare));
    assert_eq!(err("retire"), MoveParseError::Illegal(IllegalMove::RetireNotAllowed));
    assert_eq!(err("@e4"), MoveParseError::Illegal(IllegalMove::DeathNotHeld));
    assert_eq!(err("keep"), MoveParseError::Illegal(IllegalMove::DealOver));
    assert_eq!(
        err("h1h2"),
        MoveParseError::Illegal(IllegalMove::NotYourPiece { square: sq("h1"), owner: BLUE })
    );
    assert_eq!(g.why_illegal(TarotMove::Board("c3e5".parse().unwrap())), None, "Death jumps anywhere empty");
    assert_eq!(
        g.why_illegal_as(BLUE, TarotMove::Board("h1h2".parse().unwrap())),
        Some(IllegalMove::NotYourTurn { seat: BLUE, to_move: RED })
    );
}

#[test]
fn allies_may_not_eliminate_each_other_and_say_so() {
    use chess4_bastardo::IllegalMove;
    // Red's rook faces Yellow's king on the h-file... on rank 8: Red and Yellow are allied.
    let mut g = dealt(
        &[("a1", "rK"), ("c8", "rR"), ("h1", "bK"), ("h8", "yK"), ("a5", "gK")],
        PASS,
        &["draw:3", "declare", "draw:5", "keep", "draw:5", "keep", "draw:4", "keep", "draw:8", "keep"],
    );
    assert!(g.has_alliance());
    assert_eq!(g.why_illegal(TarotMove::Board("c8h8".parse().unwrap())), Some(IllegalMove::AllyKing));
    play(&mut g, &["c8g8"]);
}
