//! Issue 16: the step-by-step adapter game. Its turns reach exactly the positions of the underlying game's
//! plays, each by one sequence of steps, and it obeys the abstract-game laws.
// The expected values are the very floats the encoding computes (small fractions of exact integers), so
// exact comparison is the right test.
#![allow(clippy::float_cmp)]

use std::collections::BTreeSet;

use abstract_game::{ActionIndex, Game, ObservationTensor, PlayerId, Status, Xoshiro256, random_playout};
use backgammon_nodice::steps::{STEP_ACTIONS, STEP_OBSERVATION_LEN, StepAction, StepGame};
use backgammon_nodice::{Dice, MoveKind, OBSERVATION_LEN, Position, Rules};

/// Every sequence of step-game actions of the seat on turn until its turn ends: the positions reached, and
/// how many sequences there are.
fn turn_leaves(game: &StepGame, start: &Position, out: &mut Vec<String>) {
    if game.position() != start {
        out.push(game.position().to_string());
        return;
    }
    for &action in &game.legal_moves() {
        let mut child = game.clone();
        child.play(action).unwrap();
        turn_leaves(&child, start, out);
    }
}

fn leaves_of(pos: &Position) -> Vec<String> {
    let mut out = Vec::new();
    turn_leaves(&StepGame::new(pos.clone()), pos, &mut out);
    out
}

/// The positions reached by the underlying game's plays.
fn play_results(pos: &Position) -> BTreeSet<String> {
    pos.legal_moves()
        .iter()
        .map(|&mv| {
            let mut child = pos.clone();
            child.play(mv).unwrap();
            child.to_string()
        })
        .collect()
}

#[test]
fn steps_reach_exactly_the_plays_each_once() {
    let midgame =
        "classic-nocube:3,0,-1,1,0,1,1,3,-1,0,0,-3,1,-1,-1,0,-2,0,-5,0,-1,2,1,2:0/0:0/0:w:roll:1:-/-";
    for dice in [Dice::new(6, 5).unwrap(), Dice::new(3, 3).unwrap(), Dice::new(2, 1).unwrap()] {
        let mut pos: Position = midgame.parse().unwrap();
        pos.roll_dice(dice).unwrap();
        let leaves = leaves_of(&pos);
        let distinct: BTreeSet<String> = leaves.iter().cloned().collect();
        assert_eq!(leaves.len(), distinct.len(), "{dice}: a position reached twice");
        assert_eq!(distinct, play_results(&pos), "{dice}");
    }
    // No dice: choose a pair, then its steps; every play of every allowed pair, once.
    let mut nodice = Position::start(Rules::nodice());
    nodice.play(nodice.parse_move("6-4: 24/18 13/9").unwrap()).unwrap();
    let leaves = leaves_of(&nodice);
    assert_eq!(leaves.len(), nodice.legal_moves().len());
    assert_eq!(leaves.iter().cloned().collect::<BTreeSet<_>>(), play_results(&nodice));
}

#[test]
fn the_action_space_is_fixed_and_small() {
    let game = StepGame::new(Position::start(Rules::nodice()));
    assert_eq!(game.num_actions(), STEP_ACTIONS);
    assert_eq!(STEP_ACTIONS, 197);
    for index in 0..STEP_ACTIONS {
        let action = StepAction::from_index(index).unwrap();
        assert_eq!(action.index(), index, "{action}");
    }
    assert_eq!(StepAction::from_index(STEP_ACTIONS), None);
    assert_eq!(StepAction::Step { from: 24, die: 6 }.index(), 23 * 6 + 5);
    assert_eq!(StepAction::Step { from: 25, die: 1 }.index(), 144);
    // The opening turn without dice: any pair but 5-5, no double.
    let legal = game.legal_moves();
    assert_eq!(legal.len(), 20);
    assert!(legal.iter().all(|a| matches!(a, StepAction::Choose(d) if *d != Dice::new(5, 5).unwrap())));
}

#[test]
fn the_observation_shows_the_board_after_the_steps_and_the_numbers_left() {
    let mut game = StepGame::new(Position::start(Rules::nodice()));
    game.play(game.parse_move("choose 6-4").unwrap()).unwrap();
    game.play(game.parse_move("24/18").unwrap()).unwrap();
    assert_eq!(game.position(), &Position::start(Rules::nodice()), "the play is not over yet");
    let t = game.observation_tensor(PlayerId::from_const(0));
    assert_eq!(t.len(), STEP_OBSERVATION_LEN);
    // White's 24-point now has 1 checker (units 1, 0, 0, 0), its 18-point 1.
    assert_eq!(&t[4 * 23..4 * 24], &[1.0, 0.0, 0.0, 0.0]);
    assert_eq!(&t[4 * 17..4 * 18], &[1.0, 0.0, 0.0, 0.0]);
    let extra = &t[OBSERVATION_LEN..];
    let six_four = Dice::new(6, 4).unwrap().index();
    assert_eq!(extra[six_four], 1.0, "the pair chosen");
    assert_eq!(&extra[21..27], &[0.0, 0.0, 0.0, 0.25, 0.0, 0.0], "a 4 left to play");
    game.play(game.parse_move("13/9").unwrap()).unwrap();
    assert_eq!(game.position().side_to_move(), backgammon_nodice::Side::Black, "the play is over");
}

#[test]
fn step_games_end_and_obey_the_laws() {
    for preset in ["classic", "nodice-turns60", "nodice-own-nocube-turns60"] {
        let rules: Rules = preset.parse().unwrap();
        let start = StepGame::new(Position::start(rules));
        let shape = start.observation_shape();
        for seed in 0..6 {
            let mut game = start.clone();
            let mut rng = Xoshiro256::seed_from_u64(seed);
            for _ in 0..400 {
                if game.status() == Status::Over {
                    break;
                }
                abstract_game::laws::check_state(&game).unwrap();
                abstract_game::laws::check_action_index(&game).unwrap();
                abstract_game::laws::check_observation(&game, shape).unwrap();
                let moves = game.legal_moves();
                let action = moves[abstract_game::random_index(&mut rng, moves.len())];
                game.play(action).unwrap();
            }
        }
        let mut game = start.clone();
        let playout = random_playout(&mut game, &mut Xoshiro256::seed_from_u64(9), 1_000_000);
        assert!(playout.outcome.is_some(), "{preset}");
    }
}

/// The step game's legal actions and their effect, worked out from the underlying position's plays as the
/// module documents them: a step is legal when it continues one of the listed plays (each step once, in the
/// order of the plays that take it first), and playing it keeps the prefix of that play (hits included), or
/// plays the whole play when it is its last step.
fn check_steps_against_plays(game: &StepGame) {
    let pos = game.position();
    let Some(dice) = game.pair() else {
        // Between plays: one action per kind of underlying move, one `choose` per pair with plays.
        let mut expected: Vec<StepAction> = Vec::new();
        for mv in pos.legal_moves().iter() {
            let action = match mv.kind() {
                MoveKind::Play => StepAction::Choose(mv.dice().unwrap()),
                MoveKind::Pass => StepAction::Pass,
                MoveKind::Double => StepAction::Double,
                MoveKind::Take => StepAction::Take,
                MoveKind::Drop => StepAction::Drop,
                MoveKind::Roll => StepAction::Roll,
                MoveKind::Rolled => StepAction::Rolled(mv.dice().unwrap()),
            };
            if !expected.contains(&action) {
                expected.push(action);
            }
        }
        assert_eq!(game.legal_moves().to_vec(), expected, "{pos}");
        return;
    };
    let taken: Vec<(u8, u8)> = game.steps().map(|s| (s.from, s.die)).collect();
    let k = taken.len();
    let plays = pos.plays(dice);
    let continuing: Vec<_> = plays
        .iter()
        .copied()
        .filter(|mv| mv.len() >= k && (0..k).all(|i| mv.step(i).map(|s| (s.from, s.die)) == Some(taken[i])))
        .collect();
    let mut expected = Vec::new();
    for mv in &continuing {
        if let Some(s) = mv.step(k) {
            let action = StepAction::Step { from: s.from, die: s.die };
            if !expected.contains(&action) {
                expected.push(action);
            }
        }
    }
    if continuing.is_empty() {
        expected.push(StepAction::Pass);
    }
    let legal = game.legal_moves();
    assert_eq!(legal.to_vec(), expected, "{pos} {taken:?}");
    for &action in &legal {
        let StepAction::Step { from, die } = action else { continue };
        let play = continuing
            .iter()
            .find(|mv| mv.step(k).is_some_and(|s| s.from == from && s.die == die))
            .copied()
            .unwrap();
        let mut child = game.clone();
        child.play_unchecked(action);
        if play.len() == k + 1 {
            let mut after = pos.clone();
            after.play(play).unwrap();
            assert_eq!(child.position(), &after, "{pos} {taken:?} {action}");
            assert_eq!(child.steps().count(), 0);
        } else {
            assert_eq!(child.position(), pos);
            assert_eq!(child.pair(), Some(dice));
            assert_eq!(child.steps().collect::<Vec<_>>(), play.steps().take(k + 1).collect::<Vec<_>>());
        }
    }
}

#[test]
fn legal_steps_and_their_play_follow_the_listed_plays_on_random_games() {
    for preset in
        ["classic-nocube", "classic", "nodice-turns60", "nodice-pair-nocube-turns60", "nodice-own-turns60"]
    {
        let rules: Rules = preset.parse().unwrap();
        for seed in 0..12 {
            let mut game = StepGame::new(Position::start(rules));
            let mut rng = Xoshiro256::seed_from_u64(seed);
            for _ in 0..600 {
                if game.status() == Status::Over {
                    break;
                }
                check_steps_against_plays(&game);
                let action = game.draw_chance(&mut rng).unwrap_or_else(|| {
                    let moves = game.legal_moves();
                    moves[abstract_game::random_index(&mut rng, moves.len())]
                });
                game.play(action).unwrap();
            }
        }
    }
    // Doubles with checkers on the bar and bearing off, where the plays come from the general search.
    for text in [
        "classic-nocube:3,0,-1,1,0,1,1,3,-1,0,0,-3,1,-1,-1,0,-2,0,-5,0,-1,2,1,2:0/0:0/0:w:roll:1:-/-",
        "classic-nocube:2,3,3,2,2,1,0,0,0,0,0,0,0,0,0,0,0,0,-3,-3,-3,-2,-2,-2:0/0:2/0:w:roll:1:-/-",
        "classic-nocube:-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,1:1/0:0/0:w:roll:1:-/-",
    ] {
        let start: Position = text.parse().unwrap();
        for dice in Dice::ALL {
            let mut pos = start.clone();
            pos.roll_dice(dice).unwrap();
            let mut stack = vec![StepGame::new(pos.clone())];
            while let Some(game) = stack.pop() {
                if game.position() != &pos {
                    continue;
                }
                check_steps_against_plays(&game);
                for &action in &game.legal_moves() {
                    let mut child = game.clone();
                    child.play(action).unwrap();
                    stack.push(child);
                }
            }
        }
    }
}
