//! Match play: scores, the next game, the Crawford rule.

use abstract_game::{Game, Status};
use backgammon_nodice::{Crawford, IllegalMove, Match, MatchError, Move, MoveParseError, Rules, Side};

/// Plays moves until the current game ends: White doubles at its first chance and Black drops; Black never
/// doubles (and White would take).
fn white_wins_by_drop(m: &mut Match) {
    let games = m.games_played();
    while m.games_played() == games && m.status() != Status::Over {
        let moves = m.legal_moves();
        let white = m.game().side_to_move() == Side::White;
        let mv = if white && moves.contains(&Move::DOUBLE) {
            Move::DOUBLE
        } else if moves.contains(&Move::DROP) {
            if white { Move::TAKE } else { Move::DROP }
        } else {
            *moves.iter().find(|&&mv| mv != Move::DOUBLE).unwrap()
        };
        m.play(mv).unwrap();
    }
}

#[test]
fn match_needs_a_length() {
    assert_eq!(Match::new(Rules::nodice()), Err(MatchError::NoMatchLength));
}

#[test]
fn match_scores_games_and_applies_the_crawford_rule() {
    let mut m = Match::new(Rules::nodice().with_match(3)).unwrap();
    assert_eq!(m.game().side_to_move(), Side::White);
    white_wins_by_drop(&mut m);
    assert_eq!((m.score(Side::White), m.score(Side::Black)), (1, 0));
    // The sides take turns starting games.
    assert_eq!(m.game().side_to_move(), Side::Black);
    assert_eq!(m.crawford(), Crawford::Before);
    white_wins_by_drop(&mut m);
    assert_eq!(m.score(Side::White), 2);
    // White is one point short: the next game is the Crawford game, without the cube.
    assert_eq!(m.crawford(), Crawford::ThisGame);
    assert!(!m.game().rules().cube());
    assert!(m.to_string().parse::<Match>().is_ok_and(|back| back == m));
    // Play it out with the first listed move each time.
    while m.crawford() == Crawford::ThisGame && m.status() != Status::Over {
        let mv = m.legal_moves()[0];
        m.play(mv).unwrap();
    }
    if m.status() == Status::Over {
        assert_eq!(m.winner(), Some(Side::White));
        assert!(m.outcome().is_some());
    } else {
        assert_eq!(m.crawford(), Crawford::After);
        assert!(m.game().rules().cube());
    }
}

#[test]
fn match_without_crawford_keeps_the_cube() {
    let mut m = Match::new(Rules::nodice().with_match(3).with_crawford(false)).unwrap();
    white_wins_by_drop(&mut m);
    white_wins_by_drop(&mut m);
    assert_eq!(m.crawford(), Crawford::Before);
    assert!(m.game().rules().cube());
    white_wins_by_drop(&mut m);
    assert_eq!(m.status(), Status::Over);
    assert_eq!(m.winner(), Some(Side::White));
    assert_eq!(m.outcome().unwrap().scores(), &[3, 0]);
}

/// 24 comma-separated counts with `(white point, signed count)` set.
fn board(points: &[(usize, i8)]) -> String {
    let mut b = [0i8; 24];
    for &(p, c) in points {
        b[p - 1] = c;
    }
    b.iter().map(ToString::to_string).collect::<Vec<_>>().join(",")
}

/// A 3-point match at 2-0 for White in the Crawford game (the third game, White to start it), White about to
/// bear off its last checker from its 1-point while Black has borne off none: a gammon.
fn crawford_game_gammon() -> Match {
    let game = format!("nodice-nocube-m3:{}:0/0:14/0:w:start:1:-/-", board(&[(1, 1), (19, -15)]));
    format!("nodice-m3:2/0:crawford:2:{game}").parse().unwrap()
}

#[test]
fn match_point_points_beyond_the_length_count_as_reaching_it() {
    let mut m = crawford_game_gammon();
    m.play(m.parse_move("2-1: 1/off").unwrap()).unwrap();
    assert_eq!(m.game().winner(), Some((Side::White, backgammon_nodice::WinKind::Gammon, 2)));
    // 2 + 2 = 4 points, counted as the 3 the match needs.
    assert_eq!((m.score(Side::White), m.score(Side::Black)), (3, 0));
    assert_eq!(m.status(), Status::Over);
    assert_eq!(m.outcome().unwrap().scores(), &[3, 0]);
    assert_eq!(m.winner(), Some(Side::White));
    assert_eq!(m.to_string().parse::<Match>(), Ok(m.clone()));
    assert_eq!(m.parse_move("pass"), Err(MoveParseError::Illegal(IllegalMove::GameOver)));
}

#[test]
fn crawford_game_refuses_a_double_with_its_reason() {
    let m = crawford_game_gammon();
    assert!(!m.legal_moves().contains(&Move::DOUBLE));
    assert_eq!(m.why_illegal(Move::DOUBLE), Some(IllegalMove::CrawfordGame));
    let err = m.parse_move("double").unwrap_err();
    assert_eq!(err, MoveParseError::Illegal(IllegalMove::CrawfordGame));
    assert_eq!(err.to_string(), "no doubling in the Crawford game");
    // The same game outside a match has no cube because its rules say so.
    assert_eq!(m.game().why_illegal(Move::DOUBLE), Some(IllegalMove::NoCube));
}

#[test]
fn crawford_rule_the_game_after_it_has_the_cube_back() {
    // Black wins the Crawford game of a 3-point match (White led 2-0): 2-1, and the next game, post-Crawford,
    // has the cube again although White still needs one point.
    let game = format!("nodice-nocube-m3:{}:0/0:1/14:b:start:1:-/-", board(&[(24, -1), (6, 14)]));
    let mut m: Match = format!("nodice-m3:2/0:crawford:2:{game}").parse().unwrap();
    m.play(m.parse_move("2-1: 1/off").unwrap()).unwrap();
    assert_eq!((m.score(Side::White), m.score(Side::Black)), (2, 1));
    assert_eq!(m.crawford(), Crawford::After);
    assert!(m.game().rules().cube());
    assert_eq!(
        m.game().side_to_move(),
        Side::Black,
        "the fourth game is started by the side that did not start the third"
    );
    // After the opening turn either side may double again.
    m.play(m.parse_move("3-1: 8/5 6/5").unwrap()).unwrap();
    assert!(m.legal_moves().contains(&Move::DOUBLE));
}

#[test]
fn crawford_rule_one_point_match_has_no_crawford_game() {
    let m = Match::new(Rules::nodice().with_match(1)).unwrap();
    assert_eq!(m.crawford(), Crawford::Before);
    assert!(m.game().rules().cube());
}

#[test]
fn match_string_errors_name_the_field() {
    let start = Match::new(Rules::nodice().with_match(5)).unwrap();
    let text = start.to_string();
    assert!(text.starts_with("nodice-m5:0/0:pre:0:nodice-m5:"), "{text}");
    assert_eq!(text.parse::<Match>(), Ok(start.clone()));
    let game = start.game().to_string();
    assert_eq!("nodice-m5:0/0".parse::<Match>(), Err(MatchError::Fields));
    assert!(matches!(format!("dice-m5:0/0:pre:0:{game}").parse::<Match>(), Err(MatchError::Rules(_))));
    assert_eq!(format!("nodice:0/0:pre:0:{game}").parse::<Match>(), Err(MatchError::NoMatchLength));
    assert_eq!(format!("nodice-m5:0-0:pre:0:{game}").parse::<Match>(), Err(MatchError::Score));
    assert_eq!(format!("nodice-m5:0/0:during:0:{game}").parse::<Match>(), Err(MatchError::Crawford));
    assert_eq!(format!("nodice-m5:0/0:pre:x:{game}").parse::<Match>(), Err(MatchError::Games));
    assert!(matches!("nodice-m5:0/0:pre:0:nodice-m5:0".parse::<Match>(), Err(MatchError::Position(_))));
    assert!(matches!(
        format!("nodice-m5:9/0:pre:0:{game}").parse::<Match>(),
        Err(MatchError::Inconsistent(_))
    ));
    assert!(matches!(
        format!("nodice-m5:4/0:pre:1:{game}").parse::<Match>(),
        Err(MatchError::Inconsistent(_))
    ));
}

#[test]
fn match_board_shows_the_score_and_the_movers_numbers() {
    let m = crawford_game_gammon();
    let picture = m.pretty_for(Side::Black);
    assert!(picture.starts_with("Match to 3: White 2, Black 0 (Crawford game: no cube)\n"), "{picture}");
    assert!(picture.contains(&m.game().pretty_for(Side::Black)));
}

#[test]
fn match_undo_restores_a_finished_game_and_the_scores() {
    use abstract_game::Undo;
    let before = crawford_game_gammon();
    let mut m = before.clone();
    let mv = m.parse_move("2-1: 1/off").unwrap();
    let info = m.play_undoable(mv);
    assert_eq!(m.status(), Status::Over);
    m.undo(mv, info);
    assert_eq!(m, before);
    abstract_game::laws::check_state_undo_hash(&before).unwrap();
}
