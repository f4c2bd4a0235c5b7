//! Issue 13: errors that say why. Each illegal move is answered with the rule it breaks, in backgammon's words;
//! and a play whose pair lacks its colon (`6-4 24/18 13/9`) is read.

use abstract_game::Game;
use backgammon_nodice::{Dice, IllegalMove, Move, MoveParseError, Position, Restriction, Rules, Side};

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

/// White to play `d` in classic mode without cube, from a board.
fn classic_to_play(points: &[(usize, i8)], bar: &str, off: &str, d: Dice) -> Position {
    pos(&format!("classic-nocube:{}:{bar}:{off}:w:{d}:1:-/-", board(points)))
}

/// The reason `text` is refused, checked against [`Position::why_illegal`] for the same move when the text
/// names one.
fn why(p: &Position, text: &str) -> IllegalMove {
    match p.parse_move(text) {
        Err(MoveParseError::Illegal(why)) => why,
        other => panic!("{text}: expected an illegal move, got {other:?}"),
    }
}

fn play(p: &mut Position, text: &str) {
    let mv = p.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    p.play(mv).unwrap();
}

#[test]
fn no_dice_restriction_names_the_number_and_who_just_used_it() {
    let mut p = Position::start(Rules::nodice().with_first(Side::Black));
    play(&mut p, "6-4: 24/18 13/9");
    let reason = why(&p, "4-1: 24/20 6/5");
    assert_eq!(
        reason,
        IllegalMove::NumberJustUsed { number: 4, by: Side::Black, reading: Restriction::OpponentNumbers }
    );
    assert_eq!(reason.to_string(), "4 was just used by Black (no number the opponent just chose)");
    assert_eq!(
        p.parse_move("4-1: 24/20 6/5").unwrap_err().to_string(),
        "4 was just used by Black (no number the opponent just chose)"
    );
}

#[test]
fn no_dice_restriction_own_numbers_reading_names_the_movers_own_pair() {
    let mut p = Position::start(Rules::from_preset("nodice-own").unwrap());
    play(&mut p, "6-4: 24/18 13/9");
    play(&mut p, "3-1: 8/5 6/5");
    let reason = why(&p, "6-2: 13/7 13/11");
    assert_eq!(
        reason,
        IllegalMove::NumberJustUsed { number: 6, by: Side::White, reading: Restriction::OwnNumbers }
    );
    assert_eq!(reason.to_string(), "6 was just used by White (no number of one's own previous pair)");
}

#[test]
fn no_dice_restriction_same_pair_reading_names_the_pair() {
    let mut p = Position::start(Rules::from_preset("nodice-pair").unwrap());
    play(&mut p, "6-4: 24/18 13/9");
    let reason = why(&p, "6-4: 24/18 13/9");
    assert_eq!(reason, IllegalMove::PairJustUsed { dice: dice(6, 4), by: Side::White });
    assert_eq!(
        reason.to_string(),
        "6-4 was just chosen by White (the same pair may not be chosen on the next turn)"
    );
}

#[test]
fn opening_five_five_is_refused_with_its_reason() {
    let p = Position::start(Rules::nodice());
    assert_eq!(why(&p, "5-5: 13/3(2)"), IllegalMove::OpeningDoubleFive);
    assert_eq!(IllegalMove::OpeningDoubleFive.to_string(), "5-5 may not be chosen on the opening turn");
}

#[test]
fn classic_pair_is_not_the_rolled_dice() {
    let mut p = Position::start(Rules::classic());
    p.roll_dice(dice(6, 4)).unwrap();
    assert_eq!(
        why(&p, "5-3: 13/8 13/10"),
        IllegalMove::NotTheRolledDice { rolled: dice(6, 4), written: dice(5, 3) }
    );
    assert_eq!(why(&p, "5-3: 13/8 13/10").to_string(), "the dice rolled are 6-4, not 5-3");
}

#[test]
fn classic_play_before_the_roll_and_roll_in_no_dice_mode() {
    let p = Position::start(Rules::classic());
    assert_eq!(why(&p, "6-4: 24/18 13/9"), IllegalMove::RollExpected);
    let n = Position::start(Rules::nodice());
    assert_eq!(why(&n, "roll"), IllegalMove::NothingToRoll);
    assert_eq!(why(&n, "6-4"), IllegalMove::NothingToRoll);
}

#[test]
fn checker_may_not_land_on_a_point_the_opponent_holds() {
    // Black's 13-point is White's 12-point, held by five Black checkers.
    let p = Position::start(Rules::nodice());
    let reason = why(&p, "6-1: 24/18 13/12");
    assert_eq!(reason, IllegalMove::PointBlocked { point: 12 });
    assert_eq!(
        reason.to_string(),
        "point 12 is held by the opponent (two or more checkers): no checker may land there"
    );
}

#[test]
fn maximisation_both_numbers_must_be_used_when_possible() {
    // 13/8/2 uses both numbers, so 13/8 alone is refused.
    let p = classic_to_play(&[(1, 14), (13, 1), (7, -2), (24, -13)], "0/0", "0/0", dice(6, 5));
    assert_eq!(why(&p, "13/8"), IllegalMove::MustUseBothNumbers);
}

#[test]
fn maximisation_the_larger_number_must_be_used() {
    let p = classic_to_play(&[(1, 14), (4, -2), (14, 1), (24, -13)], "0/0", "0/0", dice(6, 4));
    let reason = why(&p, "14/10");
    assert_eq!(reason, IllegalMove::MustUseLargerNumber { larger: 6 });
    assert_eq!(reason.to_string(), "only one number can be played, and it must be the larger one, 6");
}

#[test]
fn maximisation_a_double_as_many_times_as_possible() {
    // 13/10/7 then 7/4 is blocked: two 3s can be played, so one is not enough.
    let p = classic_to_play(&[(1, 14), (4, -2), (13, 1), (24, -13)], "0/0", "0/0", dice(3, 3));
    assert_eq!(why(&p, "13/10"), IllegalMove::MustPlayMoreOfDouble { number: 3, playable: 2 });
}

#[test]
fn bearing_off_needs_all_checkers_home() {
    let p = classic_to_play(&[(7, 1), (6, 1), (1, 13), (24, -15)], "0/0", "0/0", dice(6, 1));
    assert_eq!(why(&p, "6/off 1/off"), IllegalMove::BearOffNotAllHome);
}

#[test]
fn bearing_off_with_a_larger_number_only_from_the_highest_point() {
    let p = classic_to_play(&[(2, 1), (5, 1), (24, -15)], "0/0", "13/0", dice(6, 4));
    let reason = why(&p, "2/off");
    assert_eq!(reason, IllegalMove::BearOffFromHighestOnly { point: 2, number: 6 });
    assert_eq!(
        reason.to_string(),
        "a 6 bears off from the 2-point only when no checker is on a higher point"
    );
}

#[test]
fn a_checker_on_the_bar_enters_before_any_other_moves() {
    let points = [(8, 14), (19, -2), (20, -2), (21, -2), (23, -2), (24, -2), (12, -5)];
    let p = classic_to_play(&points, "1/0", "0/0", dice(6, 3));
    assert_eq!(why(&p, "8/2 8/5"), IllegalMove::BarFirst);
    assert_eq!(why(&p, "bar/19"), IllegalMove::PointBlocked { point: 19 });
}

#[test]
fn journeys_the_numbers_cannot_make() {
    let p = Position::start(Rules::nodice());
    assert_eq!(why(&p, "6-4: 24/17"), IllegalMove::JourneyNotInDice { from: 24, to: 17, dice: dice(6, 4) });
    assert_eq!(why(&p, "6-4: 24/17").to_string(), "24/17 cannot be played with 6-4");
    assert_eq!(why(&p, "6-4: 24/18 13/9 8/4"), IllegalMove::MoreThanTheDice { dice: dice(6, 4) });
    assert_eq!(why(&p, "6-4: 24/14 13/9"), IllegalMove::MoreThanTheDice { dice: dice(6, 4) });
    assert_eq!(why(&p, "6-4: 9/13 24/18"), IllegalMove::Backwards { from: 9, to: 13 });
    assert_eq!(why(&p, "6-4: 23/17 13/9"), IllegalMove::NoCheckerThere { point: 23 });
}

#[test]
fn cube_actions_that_are_not_available_say_why() {
    let start = Position::start(Rules::nodice());
    assert_eq!(why(&start, "double"), IllegalMove::NoDoubleOnOpeningTurn);
    assert_eq!(why(&start, "take"), IllegalMove::NoDoubleToAnswer);
    let nocube = Position::start(Rules::from_preset("nodice-nocube").unwrap());
    assert_eq!(why(&nocube, "double"), IllegalMove::NoCube);

    let mut p = start.clone();
    play(&mut p, "3-1: 8/5 6/5");
    play(&mut p, "double");
    assert_eq!(why(&p, "6-4: 24/18 13/9"), IllegalMove::AnswerTheDouble);
    play(&mut p, "take");
    // Black doubled and White took: Black plays now, without a second cube action.
    assert_eq!(why(&p, "double"), IllegalMove::NotTimeToDouble);
    play(&mut p, "6-4: 24/18 13/9");
    play(&mut p, "2-1: 13/11 6/5");
    // White owns the cube: Black may not redouble.
    let reason = why(&p, "double");
    assert_eq!(reason, IllegalMove::CubeOwnedBy { owner: Side::White });
    assert_eq!(reason.to_string(), "White owns the cube: only the owner may redouble");
}

#[test]
fn passing_while_a_play_exists_and_moving_after_the_game() {
    let p = Position::start(Rules::nodice());
    assert_eq!(why(&p, "pass"), IllegalMove::MustMove);
    let mut q = p.clone();
    play(&mut q, "3-1: 8/5 6/5");
    play(&mut q, "double");
    play(&mut q, "drop");
    assert_eq!(why(&q, "6-4: 24/18 13/9"), IllegalMove::GameOver);
    assert_eq!(q.why_illegal(Move::PASS), Some(IllegalMove::GameOver));
}

#[test]
fn why_illegal_is_none_exactly_for_the_legal_moves() {
    for rules in [Rules::nodice(), Rules::classic()] {
        let mut p = Position::start(rules);
        for _ in 0..6 {
            let moves = p.legal_moves();
            for &mv in moves.iter() {
                assert_eq!(p.why_illegal(mv), None, "{mv} in {p}");
            }
            for mv in [Move::PASS, Move::DOUBLE, Move::TAKE, Move::DROP, Move::ROLL] {
                assert_eq!(p.why_illegal(mv).is_none(), moves.contains(&mv), "{mv} in {p}");
            }
            p.play(moves[moves.len() / 2]).unwrap();
        }
    }
}

#[test]
fn why_illegal_explains_a_play_of_another_position() {
    // A move listed at the start is replayed after Black's answer took the point it lands on (under the
    // same-pair reading, so that White may use a 6 again after Black's 6-6).
    let rules = Rules::nodice().with_restriction(Restriction::SamePair).with_cube(false);
    let mut p = Position::start(rules);
    let run = p.parse_move("6-1: 13/7 8/7").unwrap();
    play(&mut p, "5-4: 13/8 13/9");
    // Black's 18-point is White's 7-point.
    play(&mut p, "6-6: 24/18(2) 13/7(2)");
    assert_eq!(p.checkers(Side::Black, 18), 2);
    assert_eq!(p.why_illegal(run), Some(IllegalMove::PointBlocked { point: 7 }));
}

#[test]
fn missing_colon_after_the_pair_is_read_as_the_pair() {
    let p = Position::start(Rules::nodice());
    let with = p.parse_move("6-4: 24/18 13/9").unwrap();
    assert_eq!(p.parse_move("6-4 24/18 13/9"), Ok(with));
    assert_eq!(p.parse_move("  4-6   13/9 24/18 "), Ok(with));
    // A pair alone is still a roll (refused in no-dice mode), not a play.
    assert_eq!(why(&p, "6-4"), IllegalMove::NothingToRoll);
    // Classic, with the dice rolled: the pair may be written with or without the colon, or left out.
    let mut c = Position::start(Rules::classic());
    c.roll_dice(dice(6, 4)).unwrap();
    let with = c.parse_move("6-4: 24/18 13/9").unwrap();
    assert_eq!(c.parse_move("6-4 24/18 13/9"), Ok(with));
    assert_eq!(c.parse_move("24/18 13/9"), Ok(with));
}

#[test]
fn steps_of_one_checker_may_be_written_in_any_order() {
    let p = Position::start(Rules::nodice());
    assert_eq!(p.parse_move("6-4: 18/14 24/18"), p.parse_move("6-4: 24/14"));
}
