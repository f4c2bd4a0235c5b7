//! One test per rule, named after the rule; the rules are stated in the crate README ("Rules", the presets
//! and the decisions).

mod common;

use abstract_game::{Game, PlayerId, Status};
use bashnya::{Colour, Position, Rules};
use common::{col, moves, play, pos, sorted};

#[test]
fn board_and_start_position() {
    let start = Position::start(Rules::bashni());
    assert_eq!(
        start.to_string(),
        "W:bashni:0:a1=w,c1=w,e1=w,g1=w,b2=w,d2=w,f2=w,h2=w,a3=w,c3=w,e3=w,g3=w,\
         b6=b,d6=b,f6=b,h6=b,a7=b,c7=b,e7=b,g7=b,b8=b,d8=b,f8=b,h8=b"
    );
    assert_eq!(start.side_to_move(), Colour::White);
    assert_eq!(moves(&start), sorted(&["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"]));
}

#[test]
fn man_moves_forward_only() {
    let white = pos("W:bashni:0:d4=w,h8=b");
    assert_eq!(moves(&white), sorted(&["d4-c5", "d4-e5"]));
    let black = pos("B:bashni:0:e5=b,a1=w");
    assert_eq!(moves(&black), sorted(&["e5-d4", "e5-f4"]));
}

#[test]
fn man_on_the_edge_has_one_move() {
    assert_eq!(moves(&pos("W:bashni:0:a3=w,h8=b")), sorted(&["a3-b4"]));
}

#[test]
fn man_captures_backward() {
    let p = pos("W:bashni:0:d4=w,c3=b,h8=b");
    assert_eq!(moves(&p), sorted(&["d4:b2"]));
}

#[test]
fn king_flies() {
    let p = pos("W:bashni:0:d4=W,a7=b,h8=b");
    let m = moves(&p);
    // a1-h8 diagonal: a1 b2 c3 e5 f6 g7 (h8 occupied); a7-g1 diagonal: b6 c5 e3 f2 g1 (a7 occupied).
    assert_eq!(
        m,
        sorted(&[
            "d4-a1", "d4-b2", "d4-c3", "d4-e5", "d4-f6", "d4-g7", "d4-b6", "d4-c5", "d4-e3", "d4-f2", "d4-g1"
        ])
    );
}

#[test]
fn king_captures_from_a_distance_and_lands_anywhere_beyond() {
    let p = pos("W:bashni:0:a1=W,d4=b");
    assert_eq!(moves(&p), sorted(&["a1:e5", "a1:f6", "a1:g7", "a1:h8"]));
}

#[test]
fn russian_landing_rule_must_land_where_capture_continues() {
    // The king jumps c3 and may land on d4..h8, but only e5 lets it take f4 next: it must land there.
    let p = pos("W:bashni:0:a1=W,c3=b,f4=b");
    assert_eq!(moves(&p), sorted(&["a1:e5:g3", "a1:e5:h2"]));
}

#[test]
fn capture_is_compulsory() {
    let p = pos("W:bashni:0:c3=w,d4=b,g1=w,h8=b");
    assert_eq!(moves(&p), sorted(&["c3:e5"]));
}

#[test]
fn capture_sequence_must_be_completed() {
    let p = pos("W:bashni:0:c3=w,d4=b,f6=b");
    assert_eq!(moves(&p), sorted(&["c3:e5:g7"]));
}

#[test]
fn free_choice_no_majority_rule() {
    // One man can take one piece, another two: both are legal.
    let p = pos("W:bashni:0:a3=w,b4=b,h2=w,g3=b,e5=b");
    assert_eq!(moves(&p), sorted(&["a3:c5", "h2:f4:d6"]));
}

#[test]
fn direction_may_change_after_every_jump() {
    let p = pos("W:bashni:0:a1=w,b2=b,d2=b,h8=b");
    assert_eq!(moves(&p), sorted(&["a1:c3:e1"]));
}

#[test]
fn prisoner_goes_to_bottom_in_capture_order() {
    let mut p = pos("W:bashni:0:c1=w,d2=b,f4=B,a7=b");
    play(&mut p, "c1:e3:g5");
    // First taken (the d2 man) just under the commander, the f4 king below it.
    assert_eq!(col(&p, "g5"), "Bbw");
    assert_eq!(col(&p, "d2"), "-");
    assert_eq!(col(&p, "f4"), "-");
}

#[test]
fn only_commander_is_taken() {
    let mut p = pos("W:bashni:0:c3=w,d4=wwb,h8=b");
    play(&mut p, "c3:e5");
    assert_eq!(col(&p, "d4"), "ww");
    assert_eq!(col(&p, "e5"), "bw");
}

#[test]
fn column_moves_as_its_commander() {
    // A column commanded by a man steps forward only; one commanded by a king flies.
    let man = pos("W:bashni:0:d4=BBw,h8=b");
    assert_eq!(moves(&man), sorted(&["d4-c5", "d4-e5"]));
    let king = pos("W:bashni:0:a1=bbW,h8=b");
    assert_eq!(moves(&king).len(), 6);
}

#[test]
fn freed_prisoner_keeps_rank() {
    let mut p = pos("W:bashni:0:c3=w,d4=Wb,h8=b");
    play(&mut p, "c3:e5");
    assert_eq!(col(&p, "d4"), "W");
    assert!(p.kings().any(|sq| sq.to_string() == "d4"));
    // The next white turn, the freed king flies.
    play(&mut p, "h8-g7");
    assert!(moves(&p).contains(&"d4-a1".to_string()));
}

#[test]
fn own_coloured_commander_blocks() {
    // After the black top of d4 is taken, a white man commands it: the king may not jump it again.
    let p = pos("W:bashni:0:a1=W,d4=wb,h8=b");
    assert_eq!(moves(&p), sorted(&["a1:e5", "a1:f6", "a1:g7"]));
}

#[test]
fn piece_may_not_jump_own_piece() {
    let p = pos("W:bashni:0:c3=w,d4=w,h8=b");
    assert!(moves(&p).iter().all(|m| m.contains('-')));
}

#[test]
fn jumped_single_piece_leaves_square_at_once() {
    // The king takes c3, e7, b6, then flies back over the now empty c3 to take d2.
    let text = "W:bashni:0:a1=W,c3=b,e7=b,b6=b,d2=b";
    let p = pos(text);
    assert!(moves(&p).contains(&"a1:f6:d8:a5:e1".to_string()), "{:?}", moves(&p));
    // Under the Turkish strike (Russian draughts) c3 still stands there, and the capture stops on a5.
    let russian = pos(&text.replace("bashni", "russian"));
    assert!(moves(&russian).contains(&"a1:f6:d8:a5".to_string()), "{:?}", moves(&russian));
    assert!(!moves(&russian).iter().any(|m| m.ends_with(":e1")));
}

// The Fogliaccio sheet: "Durante le catture non si possono prendere pezzi dalla stessa colonna due volte
// successive (non si può saltare avanti e indietro sulla stessa colonna)".
#[test]
fn column_cannot_be_rejumped_immediately() {
    // After taking d4's top, d4 is still black; the man may not jump straight back over it to c3.
    let mut p = pos("W:bashni:0:c3=w,d4=bb,h8=b");
    assert_eq!(moves(&p), sorted(&["c3:e5"]));
    play(&mut p, "c3:e5");
    assert_eq!(col(&p, "d4"), "b");
    assert_eq!(col(&p, "e5"), "bw");
}

// The Bashnya article: "E' ammesso effettuare catture successive della stessa colonna nel corso della stessa
// mossa".
#[test]
fn column_may_be_jumped_again_later_in_the_move() {
    // The king takes d4's top, then f4, f2 and d2 going round, and is back on c3 with d4 still black: it
    // takes d4's second man (not straight after the first) and lands beyond.
    let mut p = pos("W:bashni:0:c3=W,d4=bb,f4=b,f2=b,d2=b,a7=w");
    let all = moves(&p);
    assert!(all.contains(&"c3:e5:g3:e1:c3:e5".to_string()), "{all:?}");
    play(&mut p, "c3:e5:g3:e1:c3:e5");
    assert_eq!(col(&p, "e5"), "bbbbbW");
    assert_eq!(col(&p, "d4"), "-");
}

#[test]
fn promotion_mid_capture_continues_as_king() {
    let mut p = pos("W:bashni:0:b6=w,c7=b,f6=b,a1=B");
    assert_eq!(moves(&p), sorted(&["b6:d8:g5", "b6:d8:h4"]));
    play(&mut p, "b6:d8:g5");
    assert_eq!(col(&p, "g5"), "bbW");
}

#[test]
fn promotion_on_reaching_the_far_row() {
    let mut p = pos("W:bashni:0:c7=w,a1=B");
    play(&mut p, "c7-d8");
    assert_eq!(col(&p, "d8"), "W");
    let mut black = pos("B:bashni:0:b2=bbb,h8=W");
    play(&mut black, "b2-a1");
    // Only the commander is crowned.
    assert_eq!(col(&black, "a1"), "bbB");
}

#[test]
fn fogliaccio_no_promotion_passing_through() {
    // The man reaches d8 by taking c7 and must go on taking e7 backward: in fogliaccio it goes on as a man
    // and is not crowned, since it ends on f6.
    let text = "W:fogliaccio:0:b6=w,c7=b,e7=b,a1=B";
    let mut p = pos(text);
    assert_eq!(moves(&p), sorted(&["b6:d8:f6"]));
    play(&mut p, "b6:d8:f6");
    assert_eq!(col(&p, "f6"), "bbw");
    // Bashni: crowned on d8, it goes on as a king and may land anywhere beyond e7.
    let mut b = pos(&text.replace("fogliaccio", "bashni"));
    assert_eq!(moves(&b), sorted(&["b6:d8:f6", "b6:d8:g5", "b6:d8:h4"]));
    play(&mut b, "b6:d8:f6");
    assert_eq!(col(&b, "f6"), "bbW");
}

#[test]
fn fogliaccio_continues_as_a_man() {
    // As a man on d8 it cannot fly to f6; in Bashni the crowned king takes f6.
    let mut p = pos("W:fogliaccio:0:b6=w,c7=b,f6=b,a1=B");
    assert_eq!(moves(&p), sorted(&["b6:d8"]));
    play(&mut p, "b6:d8");
    assert_eq!(col(&p, "d8"), "bW");
}

#[test]
fn turkish_strike_in_russian() {
    let mut p = pos("W:russian:0:a1=W,c3=b,e7=b,b6=b,d2=b");
    play(&mut p, "a1:f6:d8:a5");
    // Pieces are removed (no stacking), only once the move is over.
    assert_eq!(col(&p, "a5"), "W");
    assert_eq!(col(&p, "c3"), "-");
    assert_eq!(col(&p, "e7"), "-");
    assert_eq!(col(&p, "b6"), "-");
    assert_eq!(col(&p, "d2"), "b");
    assert_eq!(p.pieces(Colour::Black), 1);
}

#[test]
fn bashni_capture_order_makes_distinct_moves() {
    // The king can go round the diamond d4, f4, f2, d2 either way: same start, end and pieces, different
    // order. Clockwise it ends on c3, b4 or a5, anticlockwise on c3, b2 or a1: 6 moves in Bashni.
    let p = pos("W:bashni:0:c3=W,d4=b,f4=b,f2=b,d2=b");
    assert_eq!(
        moves(&p),
        sorted(&[
            "c3:e5:g3:e1:c3",
            "c3:e5:g3:e1:b4",
            "c3:e5:g3:e1:a5",
            "c3:e1:g3:e5:c3",
            "c3:e1:g3:e5:b2",
            "c3:e1:g3:e5:a1",
        ])
    );
}

#[test]
fn russian_same_capture_set_is_one_move() {
    // The same diamond in Russian draughts: the set of captured pieces decides, so each end square is one
    // move (the first way round found is kept).
    let p = pos("W:russian:0:c3=W,d4=b,f4=b,f2=b,d2=b");
    let m = p.legal_moves();
    let mut ends: Vec<String> = m.iter().map(|mv| mv.to().to_string()).collect();
    ends.sort();
    assert_eq!(ends, sorted(&["c3", "b4", "a5", "b2", "a1"]).into_iter().collect::<Vec<_>>());
    // c3 is reached both ways round: one move only.
    assert_eq!(m.iter().filter(|mv| mv.to().to_string() == "c3").count(), 1);
}

// Lasca follows Lasker's rules (7x7, forward-only men, short kings, a column jumped once per move, promotion
// ends the move), not the Bashnya article's "la differenza fra i due giochi sta semplicemente nelle dimensioni
// del tavoliere" (Bashni's rules on a smaller board): see the README's decision 4.
#[test]
fn lasca_board_and_start() {
    let start = Position::start(Rules::lasca());
    assert_eq!(start.pieces(Colour::White), 11);
    assert_eq!(start.pieces(Colour::Black), 11);
    assert_eq!(
        start.to_string(),
        "W:lasca:0:a1=w,c1=w,e1=w,g1=w,b2=w,d2=w,f2=w,a3=w,c3=w,e3=w,g3=w,a5=b,c5=b,e5=b,g5=b,b6=b,d6=b,f6=b,\
         a7=b,c7=b,e7=b,g7=b"
    );
    assert!("W:lasca:0:h8=w".parse::<Position>().is_err());
}

#[test]
fn lasca_men_move_and_capture_forward_only() {
    let p = pos("W:lasca:0:c3=w,b2=b,d4=b,a7=b");
    assert_eq!(moves(&p), sorted(&["c3:e5"]));
    let quiet = pos("W:lasca:0:c3=w,b2=b,a7=b");
    assert_eq!(moves(&quiet), sorted(&["c3-b4", "c3-d4"]));
}

#[test]
fn lasca_kings_are_short() {
    let p = pos("W:lasca:0:d4=W,a7=b");
    assert_eq!(moves(&p), sorted(&["d4-c3", "d4-e3", "d4-c5", "d4-e5"]));
    // No capture from a distance: f6 is two squares away.
    let far = pos("W:lasca:0:d4=W,f6=b,a7=b");
    assert!(moves(&far).iter().all(|m| m.contains('-')));
    // A short king captures backward.
    let back = pos("W:lasca:0:d4=W,c3=b");
    assert_eq!(moves(&back), sorted(&["d4:b2"]));
}

#[test]
fn lasca_column_not_jumped_twice_in_one_move() {
    // The king goes round d4, f4, f2, d2 and is back on c3: in Bashni it could take d4's second piece
    // (not immediately after the first), in Lasca the move ends.
    let p = pos("W:lasca:0:c3=W,d4=bb,f4=b,f2=b,d2=b");
    let all = moves(&p);
    assert!(all.contains(&"c3:e5:g3:e1:c3".to_string()), "{all:?}");
    assert!(all.iter().all(|m| m.matches(':').count() <= 4), "{all:?}");
}

#[test]
fn lasca_promotion_ends_the_move() {
    // Crowned on e7 by taking d6, the king could take f6 next (short kings capture backward): the move
    // ends instead.
    let mut p = pos("W:lasca:0:c5=w,d6=b,f6=b,a1=B");
    assert_eq!(moves(&p), sorted(&["c5:e7"]));
    play(&mut p, "c5:e7");
    assert_eq!(col(&p, "e7"), "bW");
}

#[test]
fn win_when_opponent_has_no_move() {
    // Black has no piece left.
    let none = pos("B:bashni:0:a1=w");
    assert_eq!(none.status(), Status::Over);
    assert_eq!(none.outcome().unwrap().winners().as_slice(), &[PlayerId::from_const(0)]);
    // Black's only column is blocked (h2's man cannot step to g1, nor take it off the board edge).
    let blocked = pos("B:bashni:0:h2=b,g1=w");
    assert_eq!(blocked.status(), Status::Over);
    assert_eq!(blocked.outcome().unwrap().winners().as_slice(), &[PlayerId::from_const(0)]);
    // Not over while a move exists.
    assert_eq!(pos("B:bashni:0:h4=b,g1=w").status(), Status::ToMove(PlayerId::from_const(1)));
}

#[test]
fn draw_after_thirty_quiet_plies() {
    let mut p = pos("W:bashni:29:a1=W,h8=B");
    assert_eq!(p.status(), Status::ToMove(PlayerId::from_const(0)));
    play(&mut p, "a1-b2");
    assert_eq!(p.quiet_plies(), 30);
    assert_eq!(p.status(), Status::Over);
    assert!(p.outcome().unwrap().is_draw());
    // A man's move resets the counter.
    let mut m = pos("W:bashni:29:a3=w,h8=B");
    play(&mut m, "a3-b4");
    assert_eq!(m.quiet_plies(), 0);
    // The option can be switched off.
    let mut off = pos("W:bashni+quiet0:29:a1=W,h8=B");
    play(&mut off, "a1-b2");
    assert!(!off.status().is_over());
}

#[test]
fn draw_by_threefold_repetition() {
    let mut p = pos("W:bashni:0:a1=W,h2=B");
    for _ in 0..2 {
        play(&mut p, "a1-b2");
        play(&mut p, "h2-g1");
        play(&mut p, "b2-a1");
        assert!(!p.status().is_over());
        play(&mut p, "g1-h2");
    }
    assert_eq!(p.repetitions(), 3);
    assert_eq!(p.status(), Status::Over);
    assert!(p.outcome().unwrap().is_draw());
    let mut off = pos("W:bashni+norep:0:a1=W,h2=B");
    for m in ["a1-b2", "h2-g1", "b2-a1", "g1-h2", "a1-b2", "h2-g1", "b2-a1", "g1-h2"] {
        play(&mut off, m);
    }
    assert!(!off.status().is_over());
}

#[test]
fn move_notation_lists_every_landing() {
    let p = pos("W:bashni:0:c3=w,d4=b,d6=b,h8=b");
    let mv = p.legal_moves()[0];
    assert_eq!(mv.to_string(), "c3:e5:c7");
    assert_eq!(p.parse_move("c3:e5:c7"), Ok(mv));
    assert_eq!(p.parse_move("c3:c7"), Ok(mv));
}

#[test]
fn bad_input_gives_typed_errors() {
    use bashnya::{IllegalMove, MoveParseError, PositionError};
    let p = Position::start(Rules::bashni());
    assert_eq!(p.parse_move(""), Err(MoveParseError::Malformed));
    assert_eq!(p.parse_move("c3-e5"), Err(MoveParseError::Illegal(IllegalMove::ManStepsOne)));
    assert!(matches!(
        p.parse_move("c3-d5"),
        Err(MoveParseError::NotASquare(bashnya::SquareParseError::Light(_)))
    ));
    assert_eq!(p.parse_move("c3-d4-e5"), Err(MoveParseError::Malformed));
    assert_eq!(p.parse_move("c3:e5"), Err(MoveParseError::Illegal(IllegalMove::NothingToCapture)));
    assert_eq!("X:bashni:0:".parse::<Position>(), Err(PositionError::Turn));
    assert!(matches!("W:chess:0:".parse::<Position>(), Err(PositionError::Rules(_))));
    assert_eq!("W:bashni:01:".parse::<Position>(), Err(PositionError::Counter));
    assert!(matches!("W:bashni:0:a2=w".parse::<Position>(), Err(PositionError::Square(_))));
    assert_eq!("W:bashni:0:a1=x".parse::<Position>(), Err(PositionError::Piece));
    assert_eq!("W:bashni:0:a1=".parse::<Position>(), Err(PositionError::Piece));
    assert!(matches!("W:bashni:0:a1=w,a1=b".parse::<Position>(), Err(PositionError::Duplicate(_))));
    assert_eq!(
        "W:bashni:0:a1=wwwwwwwwwwwww".parse::<Position>(),
        Err(PositionError::TooManyPieces(Colour::White))
    );
    assert!(matches!("W:russian:0:a1=wb".parse::<Position>(), Err(PositionError::NoStacking(_))));
    assert_eq!("W:bashni:0".parse::<Position>(), Err(PositionError::Fields));
}

#[test]
fn presets_by_name() {
    assert_eq!(Rules::from_preset("bashni"), Ok(Rules::bashni()));
    assert_eq!(Rules::from_preset("fogliaccio"), Ok(Rules::fogliaccio()));
    assert_eq!(Rules::from_preset("russian"), Ok(Rules::russian_draughts()));
    assert_eq!(Rules::from_preset("lasca"), Ok(Rules::lasca()));
    assert_eq!(Rules::from_preset("stavropol"), Ok(Rules::stavropol_bashni()));
    assert!(Rules::from_preset("Bashni").is_err());
    assert_eq!(Rules::default(), Rules::bashni());
    assert_eq!(Rules::PRESETS.len(), 5);
}

#[test]
fn stavropol_may_move_either_colour() {
    let start = Position::start(Rules::stavropol_bashni());
    let m = moves(&start);
    // White's seven moves and Black's seven (Black's men still move towards White).
    assert_eq!(m.len(), 14);
    assert!(m.contains(&"c3-d4".to_string()));
    assert!(m.contains(&"b6-a5".to_string()));
    assert!(!m.contains(&"b6-a7".to_string()));
}

#[test]
fn stavropol_capture_by_either_colour_is_compulsory() {
    // Only a black piece can capture (a white one; f6 stops d4 taking e5): White on turn must make it.
    let mut p = pos("W:stavropol:0:a1=w,c1=w,d4=w,e5=b,f6=b,h8=b");
    assert_eq!(moves(&p), sorted(&["e5:c3"]));
    play(&mut p, "e5:c3");
    assert_eq!(col(&p, "c3"), "wb");
    assert_eq!(p.side_to_move(), Colour::Black);
}

#[test]
fn stavropol_colour_without_moves_loses() {
    // White to move; Black's only man on h2 is blocked by the white man on g1: Black's colour cannot move,
    // so Black has lost, even though White could move the black pieces if it had any move.
    let p = pos("W:stavropol:0:g1=w,h2=b,a7=w");
    assert_eq!(p.status(), Status::Over);
    assert_eq!(p.outcome().unwrap().winners().as_slice(), &[PlayerId::from_const(0)]);
    // The side to move's colour is checked first.
    let q = pos("B:stavropol:0:g1=w,h2=b,a7=w");
    assert_eq!(q.outcome().unwrap().winners().as_slice(), &[PlayerId::from_const(0)]);
    let r = pos("B:stavropol:0:a3=w,b4=b,c5=b");
    // White's man on a3 is stuck (b4 is taken, and c5 behind it stops the jump); Black's colour can move:
    // White loses.
    assert_eq!(r.outcome().unwrap().winners().as_slice(), &[PlayerId::from_const(1)]);
}

#[test]
fn another_landing_between_the_same_captures_is_the_same_move() {
    // The king takes c3 and may land on d4 or e5, from either of which it goes on along the same line to
    // take f6: the same start, end and captures, so one move per end square.
    let p = pos("W:bashni:0:a1=W,c3=b,f6=b");
    assert_eq!(moves(&p), sorted(&["a1:d4:g7", "a1:d4:h8"]));
    let listed = p.parse_move("a1:d4:g7").expect("listed");
    assert_eq!(p.parse_move("a1:e5:g7"), Ok(listed));
    assert_eq!(p.parse_move("a1:g7"), Ok(listed));
    // A leg that jumps nothing, or two pieces, is not a capture.
    let no_such_move = Err(bashnya::MoveParseError::Illegal(bashnya::IllegalMove::NoSuchMove));
    assert_eq!(p.parse_move("a1:b2:g7"), no_such_move);
    assert_eq!(p.parse_move("a1:f6"), no_such_move);
    assert_eq!(p.parse_move("a1:e5:f6:h8"), no_such_move);
}

#[test]
fn square_names_are_read_with_board_cores_typed_errors() {
    use bashnya::{Square, SquareParseError};
    assert_eq!("c3".parse::<Square>().map(|sq| sq.to_string()), Ok("c3".to_string()));
    // c4 is light: a square name, but not a draughts square.
    assert!(matches!("c4".parse::<Square>(), Err(SquareParseError::Light(_))));
    for bad in ["", "z9", "c", "c33", "c9", "é3"] {
        assert!(matches!(bad.parse::<Square>(), Err(SquareParseError::Name(_))), "{bad:?}");
    }
    // On the 7x7 Lasca board h8 is off the board.
    let lasca = bashnya::Rules::lasca().board();
    assert!(matches!(Square::parse_on("h8", lasca), Err(SquareParseError::Name(_))));
    assert!(Square::parse_on("g7", lasca).is_ok());
}
