//! Match play: scores, the next game, the Crawford rule.

use abstract_game::{Game, Status};
use backgammon_nodice::{Crawford, Match, MatchError, Move, Rules, Side};

/// Plays moves until the current game ends: White doubles at its first chance and Black drops; Black never
/// doubles (and White would take).
fn white_wins_by_drop(m: &mut Match) {
    let games = m.games_played();
    while m.games_played() == games && m.status() != Status::Over {
        let moves = m.legal_moves();
        let white = m.game().turn() == Side::White;
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
    assert_eq!(m.game().turn(), Side::White);
    white_wins_by_drop(&mut m);
    assert_eq!((m.score(Side::White), m.score(Side::Black)), (1, 0));
    // The sides take turns starting games.
    assert_eq!(m.game().turn(), Side::Black);
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
