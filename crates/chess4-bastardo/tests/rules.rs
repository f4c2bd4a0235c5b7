//! One test per rule of `rules/chess4-bastardo.md` ("Board and armies", "Moves", "Elimination and end"),
//! each named after the rule it checks.

mod common;

use abstract_game::{Game, PlayError, Status};
use board_core::Square;
use chess4_bastardo::{
    EnPassantWindow, Ending, GameHistory, IllegalMove, Move, MoveParseError, Piece, PieceKind, Position,
    Promotion, Rules, Seat, TakeBackError, TakeBackVote, VoteState,
};
use common::{legal, moves, play, setup, with_kings};

const STD: &str = "r - - 0,0,0,0 0 standard";

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn piece(pos: &Position, s: &str) -> Option<(Seat, PieceKind)> {
    pos.piece_at(sq(s)).map(|p| (p.seat, p.kind))
}

// ---- Board and armies ----

#[test]
fn start_position_follows_the_spec_table() {
    let pos = Position::default();
    let table = [
        (Seat::Red, ["a1", "a2", "a3", "c1"], ["a4", "b3", "c2", "d1"]),
        (Seat::Blue, ["h1", "h2", "h3", "f1"], ["h4", "g3", "f2", "e1"]),
        (Seat::Yellow, ["h8", "h7", "h6", "f8"], ["h5", "g6", "f7", "e8"]),
        (Seat::Green, ["a8", "a7", "a6", "c8"], ["a5", "b6", "c7", "d8"]),
    ];
    for (seat, [k, n, b, r], pawns) in table {
        assert_eq!(piece(&pos, k), Some((seat, PieceKind::King)));
        assert_eq!(piece(&pos, n), Some((seat, PieceKind::Knight)));
        assert_eq!(piece(&pos, b), Some((seat, PieceKind::Bishop)));
        assert_eq!(piece(&pos, r), Some((seat, PieceKind::Rook)));
        for p in pawns {
            assert_eq!(piece(&pos, p), Some((seat, PieceKind::Pawn)));
            assert!(pos.unmoved_pawns().contains(sq(p)));
        }
        assert_eq!(pos.pieces(seat).count(), 8);
    }
    assert_eq!(pos.occupied().count(), 32);
    assert_eq!(pos.pieces_of_kind(PieceKind::Amazon).count(), 0, "Amazons wait in reserve");
}

#[test]
fn seats_have_names_and_letters() {
    let names: Vec<&str> = Seat::ALL.iter().map(|s| s.name()).collect();
    assert_eq!(names, ["Red", "Blue", "Yellow", "Green"]);
    for seat in Seat::ALL {
        assert_eq!(Seat::from_letter(seat.letter()), Some(seat));
        assert_eq!(Seat::from_player_id(seat.player_id()), Some(seat));
    }
}

#[test]
fn turn_order_is_counterclockwise() {
    let mut pos = Position::default();
    let mut seen = vec![];
    for text in ["b3b4", "g3g4", "g6g5", "b6b5", "c2c3"] {
        seen.push(pos.side_to_move());
        play(&mut pos, &[text]);
    }
    assert_eq!(seen, [Seat::Red, Seat::Blue, Seat::Yellow, Seat::Green, Seat::Red]);
}

#[test]
fn who_starts_is_a_rules_input() {
    let pos = Position::start(Rules::standard().with_first(Seat::Yellow));
    assert_eq!(pos.side_to_move(), Seat::Yellow);
    assert_eq!(pos.status(), Status::ToMove(Seat::Yellow.player_id()));
    assert!(pos.to_string().ends_with("first=y"));
}

#[test]
fn eliminated_seats_are_skipped() {
    let pos = setup(&[("a1", "rK"), ("h8", "yK"), ("a8", "gK")], "r - b 0,0,0,0 0 standard");
    let mut pos = pos;
    play(&mut pos, &["a1b1"]);
    assert_eq!(pos.side_to_move(), Seat::Yellow);
}

// ---- Moves ----

#[test]
fn pawns_move_in_their_seats_direction() {
    let pos = Position::default();
    assert!(legal(&pos, "b3b4") && !legal(&pos, "b3b2"));
    let pos = Position::start(Rules::standard().with_first(Seat::Green));
    assert!(legal(&pos, "b6b5") && !legal(&pos, "b6b7"));
    let pos = Position::start(Rules::standard().with_first(Seat::Blue));
    assert!(legal(&pos, "g3g4"));
    let pos = Position::start(Rules::standard().with_first(Seat::Yellow));
    assert!(legal(&pos, "g6g5"));
}

#[test]
fn pawn_double_step_on_first_move_only() {
    let mut pos = Position::default();
    assert!(legal(&pos, "d1d3"), "the d1 pawn has not moved");
    play(&mut pos, &["d1d2", "g3g4", "g6g5", "b6b5"]);
    assert!(!legal(&pos, "d2d4"), "a moved pawn steps one square");
    assert!(legal(&pos, "d2d3"));
}

#[test]
fn pawn_double_step_needs_both_squares_empty() {
    // The a4 pawn faces Green's a5 pawn; Red's b3 pawn with a piece on b5.
    let pos = with_kings(&[("a4", "rP"), ("a5", "gP"), ("b3", "rP"), ("b5", "yp")], STD);
    assert!(!legal(&pos, "a4a5") && !legal(&pos, "a4a6"));
    assert!(legal(&pos, "b3b4") && !legal(&pos, "b3b5"));
}

#[test]
fn pawn_captures_diagonally_forward() {
    let pos = with_kings(&[("d4", "rp"), ("c5", "yp"), ("e5", "bp"), ("c3", "gp"), ("d5", "gp")], STD);
    assert!(legal(&pos, "d4c5") && legal(&pos, "d4e5"), "any other seat's piece");
    assert!(!legal(&pos, "d4c3"), "not backwards");
    assert!(!legal(&pos, "d4d5"), "not straight ahead");
}

/// Red double-steps d2-d4; the passed square is d3.
fn red_double_step(extra: &[(&str, &str)], rules: &str) -> Position {
    let mut pieces = vec![("d2", "rP")];
    pieces.extend_from_slice(extra);
    let mut pos = with_kings(&pieces, &format!("r - - 0,0,0,0 0 {rules}"));
    play(&mut pos, &["d2d4"]);
    assert_eq!(pos.en_passant(Seat::Red), Some(sq("d3")));
    pos
}

#[test]
fn en_passant_by_the_next_player_from_behind() {
    // Blue's pawn on e2 moves north like Red's: it takes the d4 pawn from behind, on d3.
    let mut pos = red_double_step(&[("e2", "bp")], "standard");
    assert!(legal(&pos, "e2d3"));
    play(&mut pos, &["e2d3"]);
    assert_eq!(piece(&pos, "d4"), None, "the double-stepped pawn is taken");
    assert_eq!(piece(&pos, "d3"), Some((Seat::Blue, PieceKind::Pawn)));
    assert_eq!(pos.captured(Seat::Blue), 1);
    assert_eq!(pos.no_progress_plies(), 0);
}

#[test]
fn en_passant_by_a_facing_pawn_of_a_later_seat_within_the_round() {
    // Yellow (moving south) faces the pawn; Blue moves first, and the right still holds for Yellow.
    let mut pos = red_double_step(&[("e4", "yp")], "standard");
    play(&mut pos, &["h1g1"]);
    assert!(legal(&pos, "e4d3"));
    play(&mut pos, &["e4d3"]);
    assert_eq!(piece(&pos, "d4"), None);
    assert_eq!(pos.captured(Seat::Yellow), 1);
}

#[test]
fn en_passant_from_behind_by_a_different_seats_pawn() {
    // Red's d4 pawn moved north past d3. Green's c4 pawn (moving south, facing it) takes on d3 as the last
    // opponent of the round; Blue's c2 pawn (moving north) may take it from behind on Blue's turn.
    let mut pos = red_double_step(&[("c4", "gp"), ("c2", "bp")], "standard");
    play(&mut pos, &["h1g1", "h8g8"]);
    assert_eq!(pos.side_to_move(), Seat::Green);
    assert!(legal(&pos, "c4d3"), "Green, the last opponent of the round, may still take");
    let mut other = red_double_step(&[("c2", "bp")], "standard");
    assert!(legal(&other, "c2d3"));
    play(&mut other, &["c2d3"]);
    assert_eq!(piece(&other, "d4"), None);
}

#[test]
fn en_passant_of_a_south_moving_pawn_from_behind() {
    // Yellow double-steps e7-e5 (passing e6); Green's f7 pawn, also moving south, takes it from behind.
    let mut pos = with_kings(&[("e7", "yP"), ("f7", "gp"), ("d5", "rp")], "y - - 0,0,0,0 0 standard");
    play(&mut pos, &["e7e5"]);
    assert_eq!(pos.en_passant(Seat::Yellow), Some(sq("e6")));
    play(&mut pos, &["f7e6"]);
    assert_eq!(piece(&pos, "e5"), None);
    assert_eq!(pos.captured(Seat::Green), 1);
    // Red, facing it, would have had the same right on its turn.
    let mut pos = with_kings(&[("e7", "yP"), ("d5", "rp")], "y - - 0,0,0,0 0 standard");
    play(&mut pos, &["e7e5", "a8b8"]);
    assert!(legal(&pos, "d5e6"));
}

#[test]
fn en_passant_right_lasts_one_round() {
    let mut pos = red_double_step(&[("e4", "yp"), ("e2", "bp")], "standard");
    play(&mut pos, &["h1g1", "h8g8", "a8b8"]);
    assert_eq!(pos.side_to_move(), Seat::Red);
    play(&mut pos, &["a1b1"]);
    assert_eq!(pos.en_passant(Seat::Red), None, "Red moved again: the right is over");
    assert!(!legal(&pos, "e2d3"));
}

#[test]
fn en_passant_right_needs_the_passed_square_empty() {
    // Blue's bishop lands on d3, the square Red's pawn passed: the right is spoiled, and Yellow's e4xd3 is
    // now an ordinary capture of the bishop.
    let mut pos = red_double_step(&[("e4", "yp"), ("b1", "bB")], "standard");
    play(&mut pos, &["b1d3"]);
    assert_eq!(pos.en_passant(Seat::Red), None, "a piece on the passed square spoils the right");
    play(&mut pos, &["e4d3"]);
    assert_eq!(piece(&pos, "d4"), Some((Seat::Red, PieceKind::Pawn)), "the pawn is not taken");
    assert_eq!(piece(&pos, "d3"), Some((Seat::Yellow, PieceKind::Pawn)));
}

#[test]
fn short_en_passant_option_limits_the_right_to_the_next_player() {
    let rules = Rules::from_preset("short-en-passant").unwrap();
    assert_eq!(rules.en_passant(), EnPassantWindow::NextPlayer);
    let pos = red_double_step(&[("e2", "bp"), ("e4", "yp")], "short-en-passant");
    assert!(legal(&pos, "e2d3"), "the next player may take");
    let mut pos = pos;
    play(&mut pos, &["h1g1"]);
    assert_eq!(pos.en_passant(Seat::Red), None);
    assert!(!legal(&pos, "e4d3"), "the player after it may not");
}

#[test]
fn no_castling() {
    // The start position: Red's king has only b1 and b2, never a two-square king move.
    let pos = Position::default();
    let king_moves: Vec<String> = moves(&pos).into_iter().filter(|m| m.starts_with("a1")).collect();
    assert_eq!(king_moves, ["a1b1", "a1b2"]);
}

#[test]
fn no_check_a_king_may_stay_attacked_and_move_into_attack() {
    // Blue's rook on b7 attacks b1: Red's king may step there anyway, or ignore the threat.
    let pos = with_kings(&[("b7", "bR"), ("c3", "rp")], STD);
    assert!(pos.is_attacked_by_others(sq("b1"), Seat::Red));
    assert!(legal(&pos, "a1b1"), "moving into attack is allowed");
    assert!(legal(&pos, "c3c4"), "a move that ignores the threat is allowed");
}

#[test]
fn kings_can_be_captured() {
    let mut pos = with_kings(&[("c7", "rN")], STD);
    assert!(legal(&pos, "c7a8"), "Red's knight may take Green's king");
    play(&mut pos, &["c7a8"]);
    assert_eq!(piece(&pos, "a8"), Some((Seat::Red, PieceKind::Knight)));
    assert!(pos.is_eliminated(Seat::Green));
}

#[test]
fn promotion_to_amazon_at_each_seats_last_rank() {
    let cases = [
        (Seat::Red, "c7", "c8", "rp"),
        (Seat::Blue, "f7", "f8", "bp"),
        (Seat::Yellow, "f2", "f1", "yp"),
        (Seat::Green, "c2", "c1", "gp"),
    ];
    for (seat, from, to, code) in cases {
        let rest = format!("{} - - 0,0,0,0 0 standard", seat.letter());
        let mut pos = with_kings(&[(from, code)], &rest);
        let promos: Vec<String> = moves(&pos).into_iter().filter(|m| m.starts_with(from)).collect();
        assert_eq!(promos, [format!("{from}{to}=A")], "{seat}");
        // `=A` may be left out when it is the only choice.
        let mv = pos.parse_move(&format!("{from}{to}")).unwrap();
        pos.play(mv).unwrap();
        assert_eq!(pos.piece_at(sq(to)), Some(Piece { seat, kind: PieceKind::Amazon }));
        assert_eq!(pos.pieces_of_kind(PieceKind::Pawn).count(), 0);
    }
}

#[test]
fn free_promotion_option_offers_knight_bishop_rook_amazon() {
    let mut pos = with_kings(&[("c7", "rp")], "r - - 0,0,0,0 0 free-promotion");
    assert_eq!(pos.rules().promotion(), Promotion::Free);
    let promos: Vec<String> = moves(&pos).into_iter().filter(|m| m.starts_with("c7")).collect();
    assert_eq!(promos, ["c7c8=A", "c7c8=B", "c7c8=N", "c7c8=R"]);
    assert_eq!(pos.parse_move("c7c8"), Err(MoveParseError::MissingPromotion("c7c8".parse().unwrap())));
    play(&mut pos, &["c7c8=N"]);
    assert_eq!(piece(&pos, "c8"), Some((Seat::Red, PieceKind::Knight)));
}

#[test]
fn promotion_by_capture() {
    let mut pos = with_kings(&[("c7", "rp"), ("d8", "gR")], STD);
    play(&mut pos, &["c7d8=A"]);
    assert_eq!(piece(&pos, "d8"), Some((Seat::Red, PieceKind::Amazon)));
    assert_eq!(pos.captured(Seat::Red), 1);
}

#[test]
fn amazon_moves_as_queen_plus_knight() {
    let pos = with_kings(&[("d4", "rA")], STD);
    let amazon: Vec<String> = moves(&pos).into_iter().filter(|m| m.starts_with("d4")).collect();
    // Queen: 27 squares from d4 on an empty board, but h8 holds Yellow's king (a capture, still a target)
    // and a1... is Red's own king: 26. Knight: 8.
    assert_eq!(amazon.len(), 26 + 8);
    assert!(amazon.contains(&"d4e6".to_string()) && amazon.contains(&"d4h8".to_string()));
}

#[test]
fn king_capture_eliminates_and_credits_the_army_to_the_capturer() {
    // Red's rook takes Blue's king on c5; Blue's knight and pawn go to Red as well.
    let mut pos = setup(
        &[("a1", "rK"), ("c1", "rR"), ("c5", "bK"), ("e4", "bN"), ("g3", "bp"), ("h8", "yK"), ("a8", "gK")],
        STD,
    );
    play(&mut pos, &["c1c5"]);
    assert!(pos.is_eliminated(Seat::Blue));
    assert_eq!(pos.pieces(Seat::Blue).count(), 0, "the whole army leaves the board");
    assert_eq!(pos.captured(Seat::Red), 3, "king + knight + pawn credited to Red");
    assert_eq!(pos.piece_count(Seat::Red), 2 + 3);
    assert_eq!(pos.elimination_order().as_slice(), [Seat::Blue]);
    assert_eq!(pos.side_to_move(), Seat::Yellow, "the eliminated seat takes no more turns");
    assert!(pos.to_string().contains(" b 3,0,0,0 "));
}

#[test]
fn no_legal_move_means_pass() {
    // Red's king is walled in by its own pieces, and each of them is blocked.
    let pos = setup(
        &[
            ("a1", "rK"),
            ("b1", "rR"),
            ("b2", "rB"),
            ("a2", "rp"),
            ("a3", "rp"),
            ("c3", "rp"),
            ("c1", "rp"),
            ("a4", "gp"),
            ("c4", "gp"),
            ("c2", "bp"),
            ("h1", "bK"),
            ("h8", "yK"),
            ("a8", "gK"),
        ],
        STD,
    );
    assert_eq!(pos.legal_moves().as_slice(), [Move::PASS]);
    let mut after = pos;
    play(&mut after, &["pass"]);
    assert_eq!(after.side_to_move(), Seat::Blue);
    assert_eq!(after.no_progress_plies(), 1);
    // Without the wall, no pass.
    assert!(!Position::default().legal_moves().contains(&Move::PASS));
}

#[test]
fn voluntary_pass_option() {
    let pos = Position::start(Rules::from_preset("voluntary-pass").unwrap());
    assert!(pos.legal_moves().contains(&Move::PASS));
    assert_eq!(pos.legal_moves().len(), 18);
    assert_eq!(pos.count_moves(), 18);
}

// ---- Elimination and end ----

#[test]
fn last_player_standing_wins() {
    let mut pos = setup(&[("a1", "rK"), ("b2", "yK"), ("c3", "rp")], "r - gb 5,4,0,0 0 standard");
    play(&mut pos, &["a1b2"]);
    assert_eq!(pos.ending(), Some(Ending::LastStanding));
    assert_eq!(pos.status(), Status::Over);
    assert!(pos.legal_moves().is_empty());
    let outcome = pos.outcome().unwrap();
    // Red first; then Yellow (last out), Blue, Green (first out).
    assert_eq!(outcome.scores(), [1, 3, 2, 4]);
    assert_eq!(pos.captured(Seat::Red), 6, "5 before, plus Yellow's king, its only piece");
}

#[test]
fn no_progress_limit_ends_the_game_with_the_piece_count() {
    let rules = Rules::standard().with_no_progress_rounds(1).unwrap();
    let mut pos = Position::start(rules);
    assert_eq!(pos.no_progress_limit(), 4);
    play(&mut pos, &["a2b4", "h2g4", "h7g5", "a7b5"]);
    assert_eq!(pos.ending(), Some(Ending::NoProgress));
    assert_eq!(pos.outcome().unwrap().scores(), [1, 1, 1, 1], "equal counts share the win");
    // A pawn move resets the clock.
    let mut pos = Position::start(rules);
    play(&mut pos, &["a2b4", "h2g4", "h7g5", "b6b5"]);
    assert_eq!(pos.no_progress_plies(), 0);
    assert_eq!(pos.ending(), None);
}

#[test]
fn no_progress_limit_counts_rounds_of_the_remaining_seats() {
    let pos = setup(&[("a1", "rK"), ("h8", "yK")], "r - bg 0,0,0,0 0 standard");
    assert_eq!(pos.no_progress_limit(), 100, "50 rounds of two seats");
}

#[test]
fn threefold_repetition_ends_the_game() {
    let mut game = GameHistory::default();
    let shuffle = ["a2b4", "h2g4", "h7g5", "a7b5", "b4a2", "g4h2", "g5h7", "b5a7"];
    for (i, text) in shuffle.iter().chain(&shuffle).enumerate() {
        assert_eq!(game.ending(), None, "ply {i}");
        let mv = game.position().parse_move(text).unwrap();
        game.play(mv).unwrap();
    }
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.ending(), Some(Ending::Repetition));
    assert_eq!(game.status(), Status::Over);
    assert_eq!(game.outcome().unwrap().scores(), [1, 1, 1, 1]);
    assert_eq!(game.play(Move::PASS), Err(PlayError::GameOver));
}

#[test]
fn agreement_ends_the_game_with_the_piece_count() {
    let mut game = GameHistory::default();
    let mv = game.position().parse_move("a3f8").unwrap();
    game.play(mv).unwrap();
    assert_eq!(game.position().adjudicate().scores(), [1, 2, 4, 2]);
    game.end_by_agreement().unwrap();
    assert_eq!(game.ending(), Some(Ending::Agreement));
    assert_eq!(game.outcome().unwrap().scores(), [1, 2, 4, 2], "Red 9, Blue and Green 8, Yellow 7");
    assert_eq!(game.end_by_agreement(), Err(PlayError::GameOver));
}

#[test]
fn ranking_with_eliminations_and_shared_places() {
    // Green out first, Blue second; Red and Yellow tie on piece count and share first place.
    let pos = setup(&[("a1", "rK"), ("h8", "yK"), ("b2", "rp")], "r - gb 3,9,4,0 0 standard");
    assert_eq!(pos.piece_count(Seat::Red), 5);
    assert_eq!(pos.piece_count(Seat::Yellow), 5);
    assert_eq!(pos.adjudicate().scores(), [1, 3, 1, 4]);
}

#[test]
fn take_back_by_absolute_majority_restores_exactly() {
    let mut game = GameHistory::new(setup(
        &[("a1", "rK"), ("c1", "rR"), ("c5", "bK"), ("e4", "bN"), ("g3", "bp"), ("h8", "yK"), ("a8", "gK")],
        STD,
    ));
    let before = *game.position();
    game.play(game.position().parse_move("c1c5").unwrap()).unwrap();
    game.play(game.position().parse_move("h8g8").unwrap()).unwrap();
    assert!(game.position().is_eliminated(Seat::Blue));

    // Three seats are in (Blue is out): two votes are an absolute majority.
    let mut vote = TakeBackVote::open(&game, 2).unwrap();
    assert_eq!(vote.voters().as_slice(), [Seat::Red, Seat::Yellow, Seat::Green]);
    assert_eq!(vote.majority(), 2);
    assert_eq!(vote.vote(Seat::Blue, true), Err(TakeBackError::NotAVoter(Seat::Blue)));
    assert_eq!(vote.vote(Seat::Yellow, true), Ok(VoteState::Open));
    assert_eq!(vote.vote(Seat::Yellow, false), Err(TakeBackError::AlreadyVoted(Seat::Yellow)));
    assert_eq!(game.take_back(&vote), Err(TakeBackError::NotApproved));
    assert_eq!(vote.vote(Seat::Green, true), Ok(VoteState::Approved));
    game.take_back(&vote).unwrap();
    assert_eq!(*game.position(), before, "Blue is back with its army, counters and hash restored");
    assert_eq!(game.len(), 0);
}

#[test]
fn take_back_vote_rejected_and_stale() {
    let mut game = GameHistory::default();
    game.play(game.position().parse_move("b3b4").unwrap()).unwrap();
    let mut vote = TakeBackVote::open(&game, 1).unwrap();
    assert_eq!(vote.majority(), 3);
    vote.vote(Seat::Red, true).unwrap();
    vote.vote(Seat::Blue, false).unwrap();
    assert_eq!(vote.vote(Seat::Yellow, false), Ok(VoteState::Rejected), "two of four against: no majority");
    let mut fresh = TakeBackVote::open(&game, 1).unwrap();
    for seat in [Seat::Red, Seat::Blue, Seat::Green] {
        fresh.vote(seat, true).unwrap();
    }
    game.play(game.position().parse_move("g3g4").unwrap()).unwrap();
    assert_eq!(game.take_back(&fresh), Err(TakeBackError::StaleVote));
    assert!(matches!(
        TakeBackVote::open(&game, 3),
        Err(TakeBackError::BadPlyCount { asked: 3, available: 2 })
    ));
}

// ---- Rules presets ----

#[test]
fn rules_presets_and_bad_combinations() {
    for preset in Rules::PRESETS {
        let rules = Rules::from_preset(preset.name).unwrap();
        assert_eq!(rules.preset_name(), Some(preset.name));
        assert_eq!(rules.to_string(), preset.name);
        assert_eq!(rules.to_string().parse::<Rules>(), Ok(rules));
    }
    assert_eq!(Rules::PRESETS[0].name, Rules::default().to_string());
    assert!(Rules::from_preset("bughouse").is_err());
    assert!(Rules::standard().with_no_progress_rounds(0).is_err());
    assert!(Rules::standard().with_repetition(1).is_err());
    assert_eq!(Rules::standard().with_repetition(0).unwrap().repetition(), 0);
    let custom = Rules::standard()
        .with_first(Seat::Green)
        .with_promotion(Promotion::Free)
        .with_no_progress_rounds(20)
        .unwrap();
    assert_eq!(custom.to_string(), "first=g,promotion=free,rounds=20");
    assert_eq!(custom.to_string().parse::<Rules>(), Ok(custom));
    assert!("rounds=0".parse::<Rules>().is_err());
    assert!("castling=yes".parse::<Rules>().is_err());
}

#[test]
fn history_limit_never_cuts_the_repetition_window() {
    // One round without progress ends the game (a 4-ply window); a requested limit of 2 plies keeps 4.
    let rules = Rules::standard().with_no_progress_rounds(1).unwrap();
    let mut game = GameHistory::new(Position::start(rules)).with_history_limit(2);
    for text in ["b3b4", "g3g4", "g6g5", "b6b5", "c2c3", "f2f3", "f7f6", "c7c6"] {
        let mv = game.position().parse_move(text).unwrap();
        game.play(mv).unwrap();
    }
    assert_eq!(game.len(), 4, "the oldest plies are forgotten");
    let before_last_four = {
        let mut pos = Position::start(rules);
        common::play(&mut pos, &["b3b4", "g3g4", "g6g5", "b6b5"]);
        pos
    };
    game.undo_plies(4).unwrap();
    assert_eq!(*game.position(), before_last_four);
    assert!(matches!(game.undo_plies(1), Err(TakeBackError::BadPlyCount { asked: 1, available: 0 })));
}

// ---- Why a move is illegal (issue 13) ----

fn square(name: &str) -> Square {
    name.parse().unwrap()
}

fn why(pos: &Position, text: &str) -> Option<IllegalMove> {
    pos.why_illegal(text.parse().unwrap())
}

#[test]
fn illegal_move_of_another_seats_piece_says_so() {
    let pos = Position::default();
    let owned = IllegalMove::NotYourPiece { square: square("h2"), owner: Seat::Blue };
    assert_eq!(why(&pos, "h2g4"), Some(owned));
    assert_eq!(pos.parse_move("h2g4"), Err(MoveParseError::Illegal(owned)));
    assert_eq!(why(&pos, "e4e5"), Some(IllegalMove::NoPiece(square("e4"))));
    assert_eq!(why(&pos, "c1c3"), Some(IllegalMove::Blocked));
    assert_eq!(why(&pos, "a2c1"), Some(IllegalMove::OwnPiece(square("c1"))));
    assert_eq!(why(&pos, "a2b3"), Some(IllegalMove::OwnPiece(square("b3"))));
    assert_eq!(why(&pos, "a3f8"), None);
    assert!(
        IllegalMove::NotYourPiece { square: square("h2"), owner: Seat::Blue }.to_string().contains("Blue")
    );
}

#[test]
fn illegal_pawn_move_without_the_right_says_so() {
    let pos = with_kings(&[("b4", "rp"), ("d2", "rP"), ("d3", "bR")], "r - - 0,0,0,0 0 standard");
    assert_eq!(why(&pos, "b4b6"), Some(IllegalMove::PawnDoubleStep), "a moved pawn steps one square");
    assert_eq!(why(&pos, "b4c5"), Some(IllegalMove::PawnNoCapture), "diagonally only to take");
    assert_eq!(why(&pos, "b4b3"), Some(IllegalMove::WrongWay(PieceKind::Pawn)), "never backwards");
    assert_eq!(why(&pos, "d2d3"), Some(IllegalMove::PawnBlocked));
    assert_eq!(why(&pos, "d2d4"), Some(IllegalMove::PawnBlocked));
    assert_eq!(why(&pos, "b4b5"), None);
}

#[test]
fn illegal_promotion_piece_says_so() {
    let pos = with_kings(&[("c7", "rp"), ("e6", "rp")], "r - - 0,0,0,0 0 standard");
    assert_eq!(why(&pos, "c7c8=N"), Some(IllegalMove::PromotionNotAllowed(PieceKind::Knight)));
    assert_eq!(why(&pos, "c7c8"), Some(IllegalMove::PromotionRequired));
    assert_eq!(pos.parse_move("c7c8"), Ok("c7c8=A".parse().unwrap()), "the only choice may be left out");
    assert_eq!(why(&pos, "e6e7=A"), Some(IllegalMove::NoPromotionHere));
    assert_eq!(why(&pos, "a1a2=A"), Some(IllegalMove::NoPromotionHere));
    let free = with_kings(&[("c7", "rp")], "r - - 0,0,0,0 0 free-promotion");
    assert_eq!(why(&free, "c7c8=N"), None);
}

#[test]
fn illegal_move_of_an_eliminated_seat_or_out_of_turn_says_so() {
    let pos = setup(&[("a1", "rK"), ("h1", "bK"), ("a8", "gK")], "r - y 0,0,0,0 0 standard");
    let mv: Move = "h1h2".parse().unwrap();
    assert_eq!(pos.why_illegal_as(Seat::Yellow, mv), Some(IllegalMove::Eliminated(Seat::Yellow)));
    assert_eq!(
        pos.why_illegal_as(Seat::Blue, mv),
        Some(IllegalMove::NotYourTurn { seat: Seat::Blue, to_move: Seat::Red })
    );
    assert_eq!(pos.why_illegal_as(Seat::Red, "a1a2".parse().unwrap()), None);
    assert_eq!(pos.why_illegal(Move::PASS), Some(IllegalMove::PassNotAllowed));
}

#[test]
fn a_finished_game_refuses_every_move_as_over() {
    let pos = setup(&[("a1", "rK")], "r - ybg 0,0,0,0 0 standard");
    assert!(pos.is_over());
    assert_eq!(why(&pos, "a1a2"), Some(IllegalMove::GameOver));
}
