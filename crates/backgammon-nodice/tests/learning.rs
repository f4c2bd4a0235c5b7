//! Issue 16: action indices and observation tensors. Each plane group is checked on a hand-made position
//! with values worked out by hand from the README's table.
// The expected values are the very floats the encoding computes (small fractions of exact integers), so
// exact comparison is the right test.
#![allow(clippy::float_cmp)]

use abstract_game::{ActionIndex, Game, ObservationTensor, PlayerId};
use backgammon_nodice::{Match, Move, OBSERVATION_LEN, Position, Rules, planes};

const WHITE: PlayerId = PlayerId::from_const(0);
const BLACK: PlayerId = PlayerId::from_const(1);

/// The tensor of `pos` for `seat`, of the documented length.
fn tensor(pos: &Position, seat: PlayerId) -> Vec<f32> {
    let t = pos.observation_tensor(seat);
    assert_eq!(t.len(), OBSERVATION_LEN);
    t
}

/// White: 5 checkers on its 6-point, 3 on its 8-point, 1 on the bar, 6 borne off. Black: 2 on its 24-point
/// (White's 1-point), 7 on its 13-point (White's 12-point), 6 borne off. Classic, White has rolled 6-4,
/// Black owns the cube at 4.
const HAND_MADE: &str = "classic:-2,0,0,0,0,5,0,3,0,0,0,-7,0,0,0,0,0,0,0,0,0,0,0,0:1/0:6/6:w:6-4:4b:-/-";

#[test]
fn checker_planes_use_the_4_unit_encoding_from_the_observers_side() {
    let pos: Position = HAND_MADE.parse().unwrap();
    let white = tensor(&pos, WHITE);
    let own = planes::OWN;
    // White's 6-point, 5 checkers: 1, 1, 1, (5 - 3) / 2 = 1.
    assert_eq!(&white[own + 4 * 5..own + 4 * 6], &[1.0, 1.0, 1.0, 1.0]);
    // White's 8-point, 3 checkers: 1, 1, 1, 0.
    assert_eq!(&white[own + 4 * 7..own + 4 * 8], &[1.0, 1.0, 1.0, 0.0]);
    assert_eq!(white[own + 96], 0.5, "one on the bar: 1 / 2");
    assert_eq!(white[own + 97], 6.0 / 15.0, "six off");
    // Black's checkers on White's point numbers: 2 on White's 1-point, 7 on White's 12-point.
    let opp = planes::OPPONENT;
    assert_eq!(&white[opp..opp + 4], &[1.0, 1.0, 0.0, 0.0]);
    assert_eq!(&white[opp + 4 * 11..opp + 4 * 12], &[1.0, 1.0, 1.0, 2.0]);
    assert_eq!(white[opp + 96], 0.0);
    assert_eq!(white[opp + 97], 6.0 / 15.0);
    // From Black's side: its own 24-point holds 2, its 13-point 7; White's 6-point is Black's 19-point.
    let black = tensor(&pos, BLACK);
    assert_eq!(&black[own + 4 * 23..own + 4 * 24], &[1.0, 1.0, 0.0, 0.0]);
    assert_eq!(&black[own + 4 * 12..own + 4 * 13], &[1.0, 1.0, 1.0, 2.0]);
    assert_eq!(&black[opp + 4 * 18..opp + 4 * 19], &[1.0, 1.0, 1.0, 1.0]);
    assert_eq!(black[opp + 96], 0.5);
    // 4 x 5 + 3 + ... : every checker value is accounted for by the points above.
    let white_points: f32 = white[own..own + 96].iter().sum();
    assert_eq!(white_points, 4.0 + 3.0);
}

#[test]
fn cube_turn_phase_and_dice_planes() {
    let pos: Position = HAND_MADE.parse().unwrap();
    let white = tensor(&pos, WHITE);
    let black = tensor(&pos, BLACK);
    assert_eq!(white[planes::CUBE], 2.0 / 15.0, "cube 4 = 2^2");
    assert_eq!(&white[planes::CUBE_OWNER..planes::CUBE_OWNER + 3], &[0.0, 1.0, 0.0], "the opponent owns it");
    assert_eq!(&black[planes::CUBE_OWNER..planes::CUBE_OWNER + 3], &[1.0, 0.0, 0.0]);
    assert_eq!(&white[planes::TURN..planes::TURN + 2], &[1.0, 0.0]);
    assert_eq!(&black[planes::TURN..planes::TURN + 2], &[0.0, 1.0]);
    assert_eq!(&white[planes::PHASE..planes::PHASE + 6], &[0.0, 0.0, 0.0, 1.0, 0.0, 0.0], "playing");
    let mut dice = [0.0f32; 12];
    dice[5] = 1.0; // high number 6
    dice[6 + 3] = 1.0; // low number 4
    assert_eq!(&white[planes::DICE..planes::DICE + 12], &dice);
    assert_eq!(white[planes::OPENING], 0.0);
    assert!(white[planes::ALLOWED..planes::ALLOWED + 42 + 21].iter().all(|&v| v == 0.0), "classic: no pairs");
}

#[test]
fn no_dice_planes_show_the_pairs_allowed_and_last_chosen() {
    // Black chose 6-4 last, White 3-1; White to choose: no 6 and no 4 (the default reading).
    let text = "nodice:-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2:0/0:0/0:w:start:1:3-1/6-4:7";
    let pos: Position = text.parse().unwrap();
    let white = tensor(&pos, WHITE);
    let allowed = &white[planes::ALLOWED..planes::ALLOWED + 21];
    // Pairs in Dice::ALL order: 1-1, 2-1, 2-2, 3-1, 3-2, 3-3, 4-1, ..., 6-6; without a 4 or a 6: the 10 pairs
    // of numbers 1, 2, 3, 5 (indices 0-5 and 10, 11, 12, 14).
    let expected: Vec<f32> =
        (0..21).map(|i| if [0, 1, 2, 3, 4, 5, 10, 11, 12, 14].contains(&i) { 1.0 } else { 0.0 }).collect();
    assert_eq!(allowed, &expected[..]);
    // Last pairs: White's own 3-1 (index 3) first, Black's 6-4 (index 18) then.
    assert_eq!(white[planes::LAST + 3], 1.0);
    assert_eq!(white[planes::LAST + 21 + 18], 1.0);
    assert_eq!(white[planes::LAST..planes::LAST + 42].iter().sum::<f32>(), 2.0);
    let black = tensor(&pos, BLACK);
    assert_eq!(black[planes::LAST + 18], 1.0, "Black's own pair first from its side");
    assert_eq!(white[planes::TURNS], 7.0 / 1000.0, "7 of the 1,000 turns played");
    assert_eq!(&white[planes::PHASE..planes::PHASE + 6], &[1.0, 0.0, 0.0, 0.0, 0.0, 0.0]);
}

#[test]
fn match_planes_show_score_length_and_crawford() {
    let text = "classic-m5:4/2:crawford:3:classic-nocube-black-m5:\
                -2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2:0/0:0/0:b:roll:1:open";
    let m: Match = text.parse().unwrap();
    let white = m.observation_tensor(WHITE);
    let black = m.observation_tensor(BLACK);
    assert_eq!(&white[planes::MATCH..planes::MATCH + 5], &[0.8, 0.4, 0.2, 1.0, 0.0]);
    assert_eq!(&black[planes::MATCH..planes::MATCH + 5], &[0.4, 0.8, 0.2, 1.0, 0.0]);
    assert_eq!(white[planes::OPENING], 1.0);
    // A single game has no match values.
    let single = tensor(&Position::start(Rules::classic()), WHITE);
    assert!(single[planes::MATCH..].iter().all(|&v| v == 0.0));
    assert_eq!(single.len(), OBSERVATION_LEN);
}

#[test]
fn action_space_per_preset_and_ranks() {
    for preset in Rules::PRESETS {
        let rules = Rules::from_preset(preset.name).unwrap();
        let expected = if rules.is_classic() { 5220 } else { 35_161 };
        assert_eq!(Position::start(rules).num_actions(), expected, "{}", preset.name);
    }
    // The opening 6-5 has 7 plays: every index below 7 decodes to a legal move and back.
    let mut pos = Position::start(Rules::classic());
    pos.play(pos.parse_move("6-5").unwrap()).unwrap();
    let legal = pos.legal_moves();
    assert_eq!(legal.len(), 7);
    let mut seen = Vec::new();
    for i in 0..7 {
        let mv = pos.action_from_index(i).unwrap();
        assert_eq!(pos.action_index(mv), i);
        seen.push(mv);
    }
    assert_eq!(pos.action_from_index(7), None);
    assert!(legal.iter().all(|mv| seen.contains(mv)));
    // The canonical order: plays by their first step's point, then its number: 8/3 8/2 starts from the
    // 8-point, the lowest start of any play, and 24/13 from the 24-point, the highest.
    assert_eq!(pos.action_from_index(0).unwrap().to_string(), "6-5: 8/3 8/2");
    assert_eq!(pos.action_from_index(6).unwrap().to_string(), "6-5: 24/13");
    // Not legal here: the bound, which no legal move has.
    assert_eq!(pos.action_index(Move::DOUBLE), 5220);
}

/// The canonical order as the README states it, from the public API only: kind, then pair (`Dice::ALL`
/// order), then the steps in playing order by starting point and number (a missing step first).
fn reference_key(mv: Move) -> (u8, usize, [(u8, u8); 4]) {
    use backgammon_nodice::MoveKind;
    let kind = match mv.kind() {
        MoveKind::Play => 0,
        MoveKind::Pass => 1,
        MoveKind::Double => 2,
        MoveKind::Take => 3,
        MoveKind::Drop => 4,
        MoveKind::Roll => 5,
        MoveKind::Rolled => 6,
    };
    let pair = mv.dice().map_or(0, |d| d.index() + 1);
    let steps = core::array::from_fn(|i| mv.step(i).map_or((0, 0), |s| (s.from, s.die)));
    (kind, pair, steps)
}

/// Checks `action_indices` on the whole legal list (the mask's case, ranked from the generator's order
/// without sorting), on parts of it (ranked against the whole list by sorting) and `action_index`, against
/// ranks computed here by sorting the reference keys.
fn check_ranks<G: ActionIndex<Move = Move>>(game: &G) {
    let legal = game.legal_moves();
    let mut keys: Vec<_> = legal.iter().map(|&mv| reference_key(mv)).collect();
    keys.sort_unstable();
    let expected: Vec<usize> =
        legal.iter().map(|&mv| keys.binary_search(&reference_key(mv)).unwrap()).collect();
    let mut out = vec![usize::MAX; legal.len()];
    game.action_indices(&legal, &mut out);
    assert_eq!(out, expected);
    // Every other move, and the list reversed: still ranked among all the legal moves.
    let part: Vec<Move> = legal.iter().copied().step_by(2).collect();
    let mut out = vec![usize::MAX; part.len()];
    game.action_indices(&part, &mut out);
    assert_eq!(out, expected.iter().copied().step_by(2).collect::<Vec<_>>());
    let reversed: Vec<Move> = legal.iter().rev().copied().collect();
    let mut out = vec![usize::MAX; reversed.len()];
    game.action_indices(&reversed, &mut out);
    assert_eq!(out, expected.iter().rev().copied().collect::<Vec<_>>());
    // As many moves as the whole list, but one repeated in place of another (the count of legal plays
    // alone would take it for the whole list): still the ranks among all the legal moves.
    if legal.len() >= 2 {
        for (at, from) in [(0, legal.len() - 1), (legal.len() - 1, 0), (1, 0)] {
            let mut repeated = legal.to_vec();
            repeated[at] = legal[from];
            let mut out = vec![usize::MAX; repeated.len()];
            game.action_indices(&repeated, &mut out);
            let mut want = expected.clone();
            want[at] = expected[from];
            assert_eq!(out, want);
        }
    }
    for (&mv, &index) in legal.iter().zip(&expected) {
        assert_eq!(game.action_index(mv), index);
    }
}

#[test]
fn bulk_action_indices_match_sorted_ranks_on_random_games() {
    use abstract_game::{Xoshiro256, random_index};
    let mut rng = Xoshiro256::seed_from_u64(16);
    for preset in Rules::PRESETS {
        let rules = Rules::from_preset(preset.name).unwrap();
        // No-dice presets have long move lists (the union of every pair's plays): fewer games there.
        let games = if rules.is_classic() { 40 } else { 3 };
        for _ in 0..games {
            let mut pos = Position::start(rules);
            for _ in 0..400 {
                if pos.is_over() {
                    break;
                }
                check_ranks(&pos);
                let mv = pos.draw_chance(&mut rng).unwrap_or_else(|| {
                    let legal = pos.legal_moves();
                    legal[random_index(&mut rng, legal.len())]
                });
                pos.play(mv).unwrap();
            }
        }
    }
    // A match ranks its current game's moves, and none once it is over.
    let mut m = Match::new(Rules::from_preset("classic").unwrap().with_match(3)).unwrap();
    for _ in 0..3000 {
        check_ranks(&m);
        if m.status().is_over() {
            break;
        }
        let mv = m.draw_chance(&mut rng).unwrap_or_else(|| {
            let legal = m.legal_moves();
            legal[random_index(&mut rng, legal.len())]
        });
        m.play(mv).unwrap();
    }
}

#[test]
fn checker_planes_match_the_documented_encoding_on_random_games() {
    use abstract_game::{Xoshiro256, random_index};
    use backgammon_nodice::Side;
    let mut rng = Xoshiro256::seed_from_u64(290);
    for preset in ["classic-nocube", "classic", "nodice"] {
        let rules = Rules::from_preset(preset).unwrap();
        for _ in 0..20 {
            let mut pos = Position::start(rules);
            while !pos.is_over() {
                for (seat, me) in [(WHITE, Side::White), (BLACK, Side::Black)] {
                    let t = tensor(&pos, seat);
                    for (base, side) in [(planes::OWN, me), (planes::OPPONENT, me.opponent())] {
                        for point in 1..=24u8 {
                            // The observer's point `point` is its own point, the opponent's `25 - point`.
                            let n = pos.checkers(side, if side == me { point } else { 25 - point });
                            let at = base + 4 * (usize::from(point) - 1);
                            let expected = [
                                f32::from(u8::from(n >= 1)),
                                f32::from(u8::from(n >= 2)),
                                f32::from(u8::from(n >= 3)),
                                if n > 3 { f32::from(n - 3) / 2.0 } else { 0.0 },
                            ];
                            assert_eq!(t[at..at + 4], expected, "{pos} {point}");
                        }
                        assert_eq!(t[base + 96], f32::from(pos.bar(side)) / 2.0);
                        assert_eq!(t[base + 97], f32::from(pos.borne_off(side)) / 15.0);
                    }
                }
                let mv = pos.draw_chance(&mut rng).unwrap_or_else(|| {
                    let legal = pos.legal_moves();
                    legal[random_index(&mut rng, legal.len())]
                });
                pos.play(mv).unwrap();
            }
        }
    }
}
