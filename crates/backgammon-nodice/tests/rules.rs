//! One test per rule of the specification (`rules/backgammon-nodice.md`), named after it.

use abstract_game::{Game, Outcome, PlayError, Probability, Status};
use backgammon_nodice::{
    Cube, Dice, IllegalMove, Move, MoveKind, MoveParseError, Numbers, Phase, Position, Restriction, Rules,
    Side, WinKind,
};

/// A position from its string; the board is listed by White's points 1 to 24 (positive White).
fn pos(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A board string from `(white point, signed count)` pairs.
fn board(points: &[(usize, i8)]) -> String {
    let mut b = [0i8; 24];
    for &(p, c) in points {
        b[p - 1] = c;
    }
    b.iter().map(ToString::to_string).collect::<Vec<_>>().join(",")
}

fn dice(a: u8, b: u8) -> Dice {
    Dice::new(a, b).expect("numbers 1 to 6")
}

fn texts(moves: &[Move]) -> Vec<String> {
    let mut t: Vec<String> = moves.iter().map(ToString::to_string).collect();
    t.sort();
    t
}

/// White to play `d` in classic mode without cube, from a board.
fn classic_to_play(points: &[(usize, i8)], bar: &str, off: &str, d: Dice) -> Position {
    pos(&format!("classic-nocube:{}:{bar}:{off}:w:{d}:1:-/-", board(points)))
}

#[test]
fn start_position_has_15_checkers_each_on_24_13_8_6() {
    let start = Position::start(Rules::nodice());
    for side in [Side::White, Side::Black] {
        assert_eq!(start.checkers(side, 24), 2);
        assert_eq!(start.checkers(side, 13), 5);
        assert_eq!(start.checkers(side, 8), 3);
        assert_eq!(start.checkers(side, 6), 5);
        assert_eq!(start.checker_total(side), 15);
        assert_eq!(start.pip_count(side), 167);
    }
}

#[test]
fn maximisation_both_numbers_must_be_played_when_possible() {
    // White: one checker on 13, the rest on its 1-point (stuck: not all home). 6-5: 13/7 is blocked, but
    // 13/8/2 uses both numbers, so playing the 5 alone (13/8) is not allowed.
    let p = classic_to_play(&[(1, 14), (13, 1), (7, -2), (24, -13)], "0/0", "0/0", dice(6, 5));
    assert_eq!(texts(&p.legal_moves()), ["6-5: 13/2"]);
}

#[test]
fn maximisation_only_one_number_playable() {
    // 6-5: the 6 (13/7) is blocked and after 13/8 the 6 (8/2) is blocked too: only the 5 is played.
    let p = classic_to_play(&[(1, 14), (2, -2), (7, -2), (13, 1), (24, -11)], "0/0", "0/0", dice(6, 5));
    assert_eq!(texts(&p.legal_moves()), ["6-5: 13/8"]);
}

#[test]
fn maximisation_must_play_the_larger_number() {
    // 6-4 with one movable checker on 14: 14/8 or 14/10 alone are legal, but not both (point 4 is held),
    // so the larger number must be played.
    let p = classic_to_play(&[(1, 14), (4, -2), (14, 1), (24, -13)], "0/0", "0/0", dice(6, 4));
    assert_eq!(texts(&p.legal_moves()), ["6-4: 14/8"]);
}

#[test]
fn maximisation_double_partially_playable() {
    // 3-3: 13/10/7, then 7/4 is blocked: two of the four 3s are played, as many as possible.
    let p = classic_to_play(&[(1, 14), (4, -2), (13, 1), (24, -13)], "0/0", "0/0", dice(3, 3));
    let moves = p.legal_moves();
    assert_eq!(texts(&moves), ["3-3: 13/7"]);
    assert_eq!(moves[0].len(), 2);
}

#[test]
fn maximisation_double_as_many_as_possible_across_checkers() {
    // 2-2 with two checkers on 9 and 3 held: each checker moves 9/7/5 and no further (3 held)... four 2s
    // are played by moving both checkers twice.
    let p = classic_to_play(&[(1, 13), (3, -2), (9, 2), (24, -13)], "0/0", "0/0", dice(2, 2));
    assert_eq!(texts(&p.legal_moves()), ["2-2: 9/5(2)"]);
}

#[test]
fn bearing_off_with_a_larger_number_from_the_highest_point() {
    // 6-5 with checkers on 3 and 2: both bear off (the 6 from the highest point, then the 5 from the new
    // highest), whichever number is used first: one play.
    let p = classic_to_play(&[(2, 1), (3, 1), (24, -15)], "0/0", "13/0", dice(6, 5));
    assert_eq!(texts(&p.legal_moves()), ["6-5: 3/off 2/off"]);
}

#[test]
fn bearing_off_a_larger_number_only_from_the_highest_point() {
    // 6-4 with checkers on 5 and 2: the 4 may not bear off from 2 while 5 is occupied; so either 5/off then
    // 2/off, or 5/1 then 2/off with the 6.
    let p = classic_to_play(&[(2, 1), (5, 1), (24, -15)], "0/0", "13/0", dice(6, 4));
    assert_eq!(texts(&p.legal_moves()), ["6-4: 5/1 2/off", "6-4: 5/off 2/off"]);
}

#[test]
fn bearing_off_needs_every_checker_home() {
    // A checker on 7 must come home first: with 6-1 the 6-point checker may not bear off at once, so the
    // plays are 7/1 6/5, and 7/1 1/off (the same position as 7/6 6/off), written 7/off.
    let p = classic_to_play(&[(7, 1), (6, 1), (1, 13), (24, -15)], "0/0", "0/0", dice(6, 1));
    assert_eq!(texts(&p.legal_moves()), ["6-1: 7/1 6/5", "6-1: 7/off"]);
    assert_eq!(p.parse_move("7/6 6/off"), p.parse_move("7/1 1/off"));
}

#[test]
fn entering_from_the_bar_with_one_point_open() {
    // Black holds White's 19, 20, 21, 23, 24: 6-3 enters only with the 3 (bar/22), then plays the 6.
    let points = [(8, 14), (19, -2), (20, -2), (21, -2), (23, -2), (24, -2), (12, -5)];
    let p = classic_to_play(&points, "1/0", "0/0", dice(6, 3));
    assert_eq!(texts(&p.legal_moves()), ["6-3: bar/16", "6-3: bar/22 8/2"]);
}

#[test]
fn entering_against_a_closed_board_passes() {
    let points = [(8, 14), (19, -2), (20, -2), (21, -2), (22, -2), (23, -2), (24, -2), (12, -3)];
    let mut p = classic_to_play(&points, "1/0", "0/0", dice(6, 3));
    assert_eq!(p.legal_moves().as_ref(), [Move::PASS]);
    p.play(Move::PASS).unwrap();
    assert_eq!(p.side_to_move(), Side::Black);
    assert_eq!(p.status(), Status::Chance);
}

#[test]
fn checkers_on_the_bar_enter_before_any_other_move() {
    // Two on the bar and 4-4: both enter (bar/21(2)), then the other two 4s may move anything.
    let p = classic_to_play(&[(8, 13), (12, -15)], "2/0", "0/0", dice(4, 4));
    for mv in p.legal_moves().iter() {
        assert_eq!(mv.step(0).unwrap().from, 25, "{mv}");
        assert_eq!(mv.step(1).unwrap().from, 25, "{mv}");
    }
}

#[test]
fn hitting_a_blot_sends_it_to_the_bar() {
    let mut p = classic_to_play(&[(13, 15), (9, -1), (24, -14)], "0/0", "0/0", dice(4, 1));
    let mv = p.parse_move("13/9* 13/12").unwrap();
    assert_eq!(mv.to_string(), "4-1: 13/12 13/9*");
    assert_eq!(p.parse_move("13/9 13/12"), Ok(mv), "the hit mark is optional");
    p.play(mv).unwrap();
    assert_eq!(p.bar(Side::Black), 1);
    assert_eq!(p.checkers(Side::White, 9), 1);
}

#[test]
fn a_point_held_by_two_opposing_checkers_is_closed() {
    let p = classic_to_play(&[(13, 15), (9, -2), (12, -2), (24, -11)], "0/0", "0/0", dice(4, 1));
    assert!(p.legal_moves().is_empty() || p.legal_moves().as_ref() == [Move::PASS]);
}

fn last_checker_home(black: &[(usize, i8)], black_bar: u8, black_off: u8) -> Position {
    let mut points = vec![(1, 1)];
    points.extend_from_slice(black);
    pos(&format!("classic:{}:0/{black_bar}:14/{black_off}:w:2-1:2b:-/-", board(&points)))
}

#[test]
fn scoring_single_game() {
    let mut p = last_checker_home(&[(20, -14)], 0, 1);
    p.play(p.parse_move("1/off").unwrap()).unwrap();
    assert_eq!(p.winner(), Some((Side::White, WinKind::Single, 2)));
    assert_eq!(p.outcome(), Some(Outcome::points(&[2, 0]).unwrap()));
}

#[test]
fn scoring_gammon() {
    let mut p = last_checker_home(&[(20, -15)], 0, 0);
    p.play(p.parse_move("2-1: 1/off").unwrap()).unwrap();
    assert_eq!(p.winner(), Some((Side::White, WinKind::Gammon, 4)));
}

#[test]
fn scoring_backgammon_checker_in_winners_home_board() {
    let mut p = last_checker_home(&[(20, -14), (3, -1)], 0, 0);
    p.play(p.parse_move("1/off").unwrap()).unwrap();
    assert_eq!(p.winner(), Some((Side::White, WinKind::Backgammon, 6)));
}

#[test]
fn scoring_backgammon_checker_on_the_bar() {
    let mut p = last_checker_home(&[(20, -14)], 1, 0);
    p.play(p.parse_move("1/off").unwrap()).unwrap();
    assert_eq!(p.winner(), Some((Side::White, WinKind::Backgammon, 6)));
    assert!(p.legal_moves().is_empty());
    assert_eq!(p.status(), Status::Over);
}

#[test]
fn cube_take_doubles_and_gives_the_cube_to_the_taker() {
    // Classic: after the opening, Black may double before rolling.
    let mut p = Position::start(Rules::classic());
    p.play(p.parse_move("3-1").unwrap()).unwrap();
    p.play(p.parse_move("8/5 6/5").unwrap()).unwrap();
    assert_eq!(p.phase(), Phase::TurnStart);
    assert_eq!(texts(&p.legal_moves()), ["double", "roll"]);
    p.play(Move::DOUBLE).unwrap();
    assert_eq!((p.side_to_move(), p.phase()), (Side::White, Phase::Doubled));
    assert_eq!(texts(&p.legal_moves()), ["drop", "take"]);
    p.play(Move::TAKE).unwrap();
    assert_eq!(p.cube(), Cube::new(1, Some(Side::White)).unwrap());
    // Black rolls at once (no second cube decision), and next turn White, the owner, may redouble.
    assert_eq!((p.side_to_move(), p.status()), (Side::Black, Status::Chance));
    p.play(p.parse_move("2-1").unwrap()).unwrap();
    p.play(p.legal_moves()[0]).unwrap();
    assert_eq!((p.side_to_move(), p.phase()), (Side::White, Phase::TurnStart));
    p.play(Move::ROLL).unwrap();
    p.play(p.parse_move("2-1").unwrap()).unwrap();
    p.play(p.legal_moves()[0]).unwrap();
    // Black no longer owns... it never did: White owns the cube, so Black may not double.
    assert_eq!((p.side_to_move(), p.phase()), (Side::Black, Phase::Rolling));
}

#[test]
fn cube_drop_loses_the_current_value() {
    let mut p = Position::start(Rules::nodice());
    p.play(p.parse_move("3-1: 8/5 6/5").unwrap()).unwrap();
    p.play(Move::DOUBLE).unwrap();
    assert_eq!(p.parse_move("pass"), Ok(Move::DROP), "passing a double is dropping it");
    p.play(p.parse_move("drop").unwrap()).unwrap();
    assert_eq!(p.winner(), Some((Side::Black, WinKind::Dropped, 1)));
    assert_eq!(p.outcome(), Some(Outcome::points(&[0, 1]).unwrap()));
}

#[test]
fn cube_no_dice_take_then_the_doubler_chooses_without_a_cube_action() {
    let mut p = Position::start(Rules::nodice());
    p.play(p.parse_move("3-1: 8/5 6/5").unwrap()).unwrap();
    assert!(p.legal_moves().contains(&Move::DOUBLE));
    p.play(Move::DOUBLE).unwrap();
    p.play(Move::TAKE).unwrap();
    assert_eq!((p.side_to_move(), p.phase()), (Side::Black, Phase::Choose));
    let moves = p.legal_moves();
    assert!(moves.iter().all(|m| m.kind() == MoveKind::Play));
    // The restriction still applies after the cube action.
    assert!(moves.iter().all(|m| !m.dice().unwrap().shares_number(dice(3, 1))));
}

#[test]
fn cube_off_means_no_double_and_no_double_on_the_opening_turn() {
    let mut p = Position::start(Rules::from_preset("nodice-nocube").unwrap());
    assert!(!p.legal_moves().contains(&Move::DOUBLE));
    p.play(p.parse_move("3-1: 8/5 6/5").unwrap()).unwrap();
    assert!(!p.legal_moves().contains(&Move::DOUBLE));
    let q = Position::start(Rules::nodice());
    assert!(!q.legal_moves().contains(&Move::DOUBLE), "no double before the first move");
    assert_eq!(Position::start(Rules::from_preset("classic-nocube").unwrap()).status(), Status::Chance);
}

#[test]
fn opening_five_five_is_refused() {
    let p = Position::start(Rules::nodice());
    assert!(!p.dice_allowed(dice(5, 5)));
    assert_eq!(p.allowed_dice().count(), 20);
    assert!(p.legal_moves().iter().all(|m| m.dice() != Some(dice(5, 5))));
    assert_eq!(p.parse_move("5-5: 13/3(2)"), Err(MoveParseError::Illegal(IllegalMove::OpeningDoubleFive)));
    let mut q = p.clone();
    assert_eq!(q.play(Move::PASS), Err(PlayError::IllegalMove));
    // Later, 5-5 is an ordinary pair.
    q.play(q.parse_move("6-4: 24/18 13/9").unwrap()).unwrap();
    assert!(q.dice_allowed(dice(5, 5)));
}

#[test]
fn restriction_default_reading_no_number_the_opponent_just_used() {
    let mut p = Position::start(Rules::nodice());
    p.play(p.parse_move("6-4: 24/18 13/9").unwrap()).unwrap();
    let allowed: Vec<String> = p.allowed_dice().map(|d| d.to_string()).collect();
    assert_eq!(allowed, ["1-1", "2-1", "2-2", "3-1", "3-2", "3-3", "5-1", "5-2", "5-3", "5-5"]);
    let white_used = |number| {
        Err(MoveParseError::Illegal(IllegalMove::NumberJustUsed {
            number,
            by: Side::White,
            reading: Restriction::OpponentNumbers,
        }))
    };
    assert_eq!(p.parse_move("6-1: 24/18 6/5"), white_used(6));
    assert_eq!(p.parse_move("4-4: 24/16(2)"), white_used(4));
    p.play(p.parse_move("5-3: 13/8 6/3").unwrap()).unwrap();
    // White's own 6-4 no longer matters; Black's 5 and 3 do.
    assert!(p.dice_allowed(dice(6, 4)));
    assert!(!p.dice_allowed(dice(6, 5)) && !p.dice_allowed(dice(3, 1)));
}

#[test]
fn restriction_reading_own_numbers() {
    let mut p = Position::start(Rules::from_preset("nodice-own").unwrap());
    p.play(p.parse_move("6-4: 24/18 13/9").unwrap()).unwrap();
    // Black has no previous pair: anything goes, 6-4 included.
    assert_eq!(p.allowed_dice().count(), 21);
    p.play(p.parse_move("6-4: 24/18 13/9").unwrap()).unwrap();
    // White may not reuse its own 6 or 4.
    assert!(!p.dice_allowed(dice(6, 1)) && !p.dice_allowed(dice(4, 4)));
    assert!(p.dice_allowed(dice(5, 3)));
}

#[test]
fn restriction_reading_same_pair() {
    let mut p = Position::start(Rules::from_preset("nodice-pair").unwrap());
    assert_eq!(p.rules().numbers(), backgammon_nodice::Numbers::Chosen(Restriction::SamePair));
    p.play(p.parse_move("6-4: 24/18 13/9").unwrap()).unwrap();
    assert!(!p.dice_allowed(dice(6, 4)));
    assert!(p.dice_allowed(dice(6, 3)) && p.dice_allowed(dice(4, 4)));
    assert_eq!(p.allowed_dice().count(), 20);
}

#[test]
fn pass_when_no_allowed_pair_has_a_play_and_the_restriction_is_then_empty() {
    // White on the bar; only White's 22 (a 3) and 21 (a 4) are open, and Black just chose 4-3.
    let points = [(6, 14), (19, -2), (20, -2), (23, -2), (24, -2), (12, -7)];
    let mut p = pos(&format!("nodice-nocube:{}:1/0:0/0:w:start:1:-/4-3", board(&points)));
    assert_eq!(p.legal_moves().as_ref(), [Move::PASS]);
    p.play(Move::PASS).unwrap();
    assert_eq!(p.last_dice(Side::White), None);
    // Black, after White's pass, may choose any pair.
    assert_eq!(p.allowed_dice().count(), 21);
}

#[test]
fn who_starts_is_a_rules_input() {
    let p = Position::start(Rules::nodice().with_first(Side::Black));
    assert_eq!(p.status(), Status::ToMove(Side::Black.player_id()));
    assert_eq!(p.legal_moves().len(), 443);
}

#[test]
fn classic_opening_roll_is_two_different_dice_then_doubles_are_one_in_36() {
    let p = Position::start(Rules::classic());
    let rolls = p.legal_moves();
    assert_eq!(rolls.len(), 15);
    assert!(rolls.iter().all(|&r| p.chance_probability(r) == Probability::new(1, 15).unwrap()));
    let mut q = p.clone();
    q.play(q.parse_move("6-5").unwrap()).unwrap();
    q.play(q.parse_move("24/13").unwrap()).unwrap();
    q.play(Move::ROLL).unwrap();
    let rolls = q.legal_moves();
    assert_eq!(rolls.len(), 21);
    assert_eq!(q.chance_probability(Move::rolled(dice(3, 3))), Probability::new(1, 36).unwrap());
    assert_eq!(q.chance_probability(Move::rolled(dice(4, 3))), Probability::new(1, 18).unwrap());
    abstract_game::laws::check_state(&q).unwrap();
}

#[test]
fn plays_reaching_the_same_position_with_the_same_pair_are_one_move() {
    let p = Position::start(Rules::nodice());
    let moves = p.legal_moves();
    // 24/13 with 6-5 is one move whether via 18 (19 is held).
    let run: Vec<&Move> = moves.iter().filter(|m| m.to_string() == "6-5: 24/13").collect();
    assert_eq!(run.len(), 1);
    // 13/8 8/2 and 13/7 7/2 and 13/2: the same position, one move.
    assert_eq!(p.parse_move("6-5: 13/8 8/2"), p.parse_move("6-5: 13/2"));
    assert_eq!(p.parse_move("6-5: 13/7/2"), p.parse_move("6-5: 13/2"));
    // The same position with another pair is another move: 13/9 13/7 by 6-4 and 13/7 13/9 ... only by 6-4;
    // 8/4 by 4-4 steps and by 2-2 steps reach 8/4 ... different pairs, different moves.
    let a = p.parse_move("4-4: 8/4").unwrap_err();
    assert_eq!(
        a,
        MoveParseError::Illegal(IllegalMove::MustPlayMoreOfDouble { number: 4, playable: 4 }),
        "4-4 must play four 4s"
    );
}

#[test]
fn notation_reads_every_way_of_writing_a_play() {
    let p = Position::start(Rules::nodice());
    let canonical = p.parse_move("6-4: 24/18 13/9").unwrap();
    assert_eq!(canonical.to_string(), "6-4: 24/18 13/9");
    for text in ["6-4: 13/9 24/18", "4-6: 24/18 13/9", "  6-4:24/18   13/9 "] {
        assert_eq!(p.parse_move(text), Ok(canonical), "{text}");
    }
    let run = p.parse_move("6-4: 24/14").unwrap();
    assert_eq!(p.parse_move("6-4: 24/18/14"), Ok(run));
    assert_eq!(p.parse_move("6-4: 24/18 18/14"), Ok(run));
    assert_eq!(p.parse_move("6-4: 24/20 20/14"), Ok(run));
    let double = p.parse_move("5-5: 8/3(2) 6/1(2)");
    assert_eq!(
        double,
        Err(MoveParseError::Illegal(IllegalMove::OpeningDoubleFive)),
        "and the 1-point is Black's"
    );
    let two = p.parse_move("3-3: 8/5(2) 6/3(2)").unwrap();
    assert_eq!(two.to_string(), "3-3: 8/5(2) 6/3(2)");
    assert_eq!(p.parse_move("24/18 13/9"), Err(MoveParseError::MissingDice));
    assert_eq!(
        p.parse_move("6-4: 24/17"),
        Err(MoveParseError::Illegal(IllegalMove::JourneyNotInDice { from: 24, to: 17, dice: dice(6, 4) }))
    );
    assert_eq!(p.parse_move("6-4: 25/18"), Err(MoveParseError::Malformed));
    assert_eq!(p.parse_move("hello"), Err(MoveParseError::MissingDice));
    assert_eq!(p.parse_move("7-4: 24/17 13/9"), Err(MoveParseError::Malformed));
}

#[test]
fn notation_marks_hits_and_bar_and_off() {
    let points = [(8, 14), (19, -2), (20, -2), (21, -2), (23, -2), (24, -2), (16, -1), (12, -4)];
    let p = classic_to_play(&points, "1/0", "0/0", dice(6, 3));
    assert_eq!(texts(&p.legal_moves()), ["6-3: bar/16*", "6-3: bar/22 8/2"]);
    let q = classic_to_play(&[(2, 1), (3, 1), (24, -15)], "0/0", "13/0", dice(6, 5));
    assert_eq!(q.parse_move("3/off 2/off").unwrap().to_string(), "6-5: 3/off 2/off");
    // A hit on the way is shown: 24/18*/14.
    let r = classic_to_play(&[(24, 15), (18, -1), (1, -14)], "0/0", "0/0", dice(6, 4));
    let moves = texts(&r.legal_moves());
    assert!(moves.contains(&"6-4: 24/18*/14".to_string()), "{moves:?}");
    assert!(moves.contains(&"6-4: 24/14".to_string()), "{moves:?}");
}

#[test]
fn position_string_round_trips() {
    let start = Position::start(Rules::nodice());
    let text = start.to_string();
    assert_eq!(text, "nodice:-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2:0/0:0/0:w:start:1:open");
    assert_eq!(text.parse::<Position>(), Ok(start));
    for bad in [
        "nodice",
        "nodice:-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,3:0/0:0/0:w:start:1:open",
        "classic:-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2:0/0:0/0:w:start:1:open",
        "nodice:-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2:0/0:0/0:w:6-4:1:open",
        "nodice:-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2:0/0:0/0:b:start:1:open",
        "nodice:-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2:0/0:0/0:w:start:3w:-/-",
    ] {
        assert!(bad.parse::<Position>().is_err(), "{bad}");
    }
}

#[test]
fn gnubg_position_id_of_the_start_is_the_documented_one() {
    for rules in [Rules::nodice(), Rules::classic()] {
        let start = Position::start(rules);
        assert_eq!(start.gnubg_id(), "4HPwATDgc/ABMA");
        let back = Position::from_gnubg_id("4HPwATDgc/ABMA", rules, Side::White).unwrap();
        assert_eq!(back.board(), start.board());
    }
    assert!(Position::from_gnubg_id("4HPwATDgc/ABM", Rules::nodice(), Side::White).is_err());
    assert!(Position::from_gnubg_id("4HPwATDgc/AB!A", Rules::nodice(), Side::White).is_err());
    assert!(Position::from_gnubg_id("//////////////", Rules::nodice(), Side::White).is_err());
}

#[test]
fn gnubg_position_id_puts_the_opponent_of_the_player_on_roll_first() {
    // After White's 3-1 (8/5 6/5), Black is on roll: the key starts with White's checkers, from White's
    // 1-point: none on 1-4, two on 5 (bits 0,0,0,0,1,1,0 ...).
    let mut p = Position::start(Rules::nodice());
    p.play(p.parse_move("3-1: 8/5 6/5").unwrap()).unwrap();
    let key = p.gnubg_key();
    assert_eq!(key[0] & 0x7f, 0b0011_0000);
    let back = Position::from_gnubg_id(&p.gnubg_id(), Rules::nodice(), Side::Black).unwrap();
    assert_eq!(back.board(), p.board());
}

#[test]
fn rules_presets_by_name() {
    for preset in Rules::PRESETS {
        let rules = Rules::from_preset(preset.name).unwrap();
        assert_eq!(rules.to_string(), preset.name);
        assert_eq!(preset.name.parse::<Rules>(), Ok(rules));
    }
    assert_eq!(Rules::from_preset(Rules::PRESETS[0].name), Ok(Rules::default()));
    assert_eq!(Rules::default(), Rules::nodice());
    assert_eq!("nodice-black".parse::<Rules>(), Ok(Rules::nodice().with_first(Side::Black)));
    assert!("classic-own".parse::<Rules>().is_err());
    assert!("nodice-m0".parse::<Rules>().is_err());
}

#[test]
fn rules_no_dice_presets_limit_a_game_to_1000_turns_classic_ones_do_not() {
    // Issue 13's leftover: every no-dice preset is bounded by default, the classic ones are not.
    for name in ["nodice", "nodice-own", "nodice-pair", "nodice-nocube"] {
        assert_eq!(Rules::from_preset(name).unwrap().turn_limit(), 1000, "{name}");
    }
    for name in ["classic", "classic-nocube"] {
        assert_eq!(Rules::from_preset(name).unwrap().turn_limit(), 0, "{name}");
    }
    // The limit is written only when it differs from the mode's default.
    assert_eq!(Rules::nodice().with_turn_limit(0).to_string(), "nodice-nolimit");
    assert_eq!(Rules::nodice().with_turn_limit(500).to_string(), "nodice-turns500");
    assert_eq!(Rules::classic().with_turn_limit(500).to_string(), "classic-turns500");
    assert_eq!("nodice-own-nocube-nolimit".parse::<Rules>().map(Rules::turn_limit), Ok(0));
    // Non-canonical spellings are refused, so that each rules value has one string.
    for text in ["nodice-turns1000", "classic-nolimit", "nodice-turns0", "nodice-nolimit-turns5"] {
        assert!(text.parse::<Rules>().is_err(), "{text}");
    }
}

#[test]
fn plays_of_one_pair_ignore_the_restriction_but_legal_moves_do_not() {
    let p = Position::start(Rules::nodice());
    assert_eq!(p.plays(dice(5, 5)).len(), 4);
    assert_eq!(p.legal_moves().len(), 443);
}

#[test]
fn classic_roll_dice_declines_the_cube_and_rolls() {
    let mut p = Position::start(Rules::classic());
    p.roll_dice(dice(3, 1)).unwrap();
    p.play(p.parse_move("8/5 6/5").unwrap()).unwrap();
    assert_eq!(p.phase(), Phase::TurnStart);
    p.roll_dice(dice(6, 6)).unwrap();
    assert_eq!(p.phase(), Phase::Playing(dice(6, 6)));
    assert_eq!(p.roll_dice(dice(6, 6)), Err(PlayError::IllegalMove));
    let mut opening = Position::start(Rules::classic());
    assert_eq!(opening.roll_dice(dice(4, 4)), Err(PlayError::IllegalMove), "the opening roll is no double");
    assert_eq!(opening.phase(), Phase::Rolling);
    let mut nodice = Position::start(Rules::nodice());
    assert_eq!(nodice.roll_dice(dice(6, 5)), Err(PlayError::IllegalMove));
}

#[test]
fn rolled_dice_follow_the_exact_odds() {
    use abstract_game::laws;
    use backgammon_nodice::{Position, Rules};
    // The opening roll (two different dice, 1/15 each), then a later roll (1/36 doubles, 1/18 the rest):
    // the direct two-dice draw must match chance_probability in both.
    let mut pos = Position::start(Rules::from_preset("classic-nocube").unwrap());
    assert!(abstract_game::Game::status(&pos).is_chance());
    laws::check_chance_draws(&pos, 30_000, 7).unwrap();
    pos.roll_dice("3-1".parse().unwrap()).unwrap();
    let first_play = abstract_game::Game::legal_moves(&pos)[0];
    abstract_game::Game::play(&mut pos, first_play).unwrap();
    assert!(abstract_game::Game::status(&pos).is_chance());
    laws::check_chance_draws(&pos, 30_000, 8).unwrap();
}

#[test]
fn from_preset_reads_every_rules_string_from_str_reads() {
    // Issue 13: `from_preset("classic-m5")` failed while `"classic-m5".parse()` worked.
    assert_eq!(Rules::from_preset("classic-m5"), Ok(Rules::classic().with_match(5)));
    assert_eq!(Rules::from_preset("nodice-black"), Ok(Rules::nodice().with_first(Side::Black)));
    assert_eq!(
        Rules::from_preset("nodice-pair-nocube-black-m7-nocrawford-turns300"),
        Ok(Rules::nodice()
            .with_restriction(Restriction::SamePair)
            .with_cube(false)
            .with_first(Side::Black)
            .with_match(7)
            .with_crawford(false)
            .with_turn_limit(300))
    );
    for text in ["classic-own", "nodice-m0", "nodice-m07", "nodice-turns0", "nodice-black-nocube", "dice", ""]
    {
        assert!(Rules::from_preset(text).is_err(), "{text}");
        assert_eq!(Rules::from_preset(text), text.parse::<Rules>(), "{text}");
    }
}

#[test]
fn rules_display_prints_what_from_preset_and_from_str_read_back() {
    let numbers = [
        Numbers::Rolled,
        Numbers::Chosen(Restriction::OpponentNumbers),
        Numbers::Chosen(Restriction::OwnNumbers),
        Numbers::Chosen(Restriction::SamePair),
    ];
    let mut seen = std::collections::BTreeSet::new();
    for numbers in numbers {
        for cube in [true, false] {
            for first in [Side::White, Side::Black] {
                for (length, crawford) in
                    [(0, true), (0, false), (1, true), (5, true), (5, false), (255, false)]
                {
                    for limit in [0, 1, 500, u16::MAX] {
                        let rules = Rules::nodice()
                            .with_numbers(numbers)
                            .with_cube(cube)
                            .with_first(first)
                            .with_match(length)
                            .with_crawford(crawford)
                            .with_turn_limit(limit);
                        let text = rules.to_string();
                        assert_eq!(Rules::from_preset(&text), Ok(rules), "{text}");
                        assert_eq!(text.parse::<Rules>(), Ok(rules), "{text}");
                        assert!(seen.insert(text.clone()), "two rules print {text}");
                    }
                }
            }
        }
    }
}
