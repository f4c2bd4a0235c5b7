//! Victory and draws: each victory, the drawn victory, passing, the no-progress and repetition draws.

mod common;

use abstract_game::{Game, PlayerId, Status};
use common::*;
use siege_paris::{AttackersWin, Draw, End, Position, Side};

const SIX_OFFICERS: [(&str, &str); 6] =
    [("a1", "G"), ("b1", "C"), ("c1", "K"), ("d1", "K"), ("e1", "L"), ("f1", "L")];

fn bare(pieces: &[(&str, &str)], fortress: [&str; 8], turn: &str) -> Position {
    text(pieces, fortress, turn, "standard", true).parse().unwrap()
}

#[test]
fn attackers_win_with_two_soldiers_and_an_officer_inside() {
    let pos = pos(&[("b12", "yg")], ["S", "s", "K", "-", "-", "-", "-", "-"], "yw");
    assert_eq!(pos.end(), Some(End::AttackersWin(AttackersWin::FortressTaken)));
    assert_eq!(pos.status(), Status::Over);
    assert!(pos.legal_moves().is_empty());
    let outcome = pos.outcome().unwrap();
    assert_eq!(outcome.winners().as_slice(), &[PlayerId::from_const(1), PlayerId::from_const(2)]);
    assert_eq!(outcome.rank(Side::Yellow.player_id()), Some(3));
}

#[test]
fn two_soldiers_alone_or_an_officer_alone_do_not_win() {
    let pos = pos(&[("b12", "yg")], ["S", "s", "-", "-", "-", "-", "-", "-"], "yw");
    assert_eq!(pos.end(), None);
    let pos = common::pos(&[("b12", "yg")], ["S", "K", "l", "-", "-", "-", "-", "-"], "yw");
    assert_eq!(pos.end(), None);
}

#[test]
fn three_soldiers_variant_needs_three_soldiers_and_an_officer() {
    let two = with_rules(&[("b12", "yg")], ["S", "s", "K", "-", "-", "-", "-", "-"], "yw", "three-soldiers");
    assert_eq!(two.end(), None);
    let three =
        with_rules(&[("b12", "yg")], ["S", "s", "K", "S", "-", "-", "-", "-"], "yw", "three-soldiers");
    assert_eq!(three.end(), Some(End::AttackersWin(AttackersWin::FortressTaken)));
}

#[test]
fn attackers_win_when_yellow_has_no_legal_move() {
    // Yellow's only piece, on a1, is blocked by a protected soldier on b2, and nothing is in the fortress to
    // bring out.
    let pos = pos(&[("a1", "ys"), ("b2", "S"), ("c3", "S")], EMPTY, "yw");
    assert_eq!(pos.end(), Some(End::AttackersWin(AttackersWin::YellowBlocked)));
    assert_eq!(pos.status(), Status::Over);
    assert!(pos.legal_moves().is_empty());
    // The same position with White on turn is not over: the attackers move on.
    let pos = common::pos(&[("a1", "ys"), ("b2", "S"), ("c3", "S")], EMPTY, "w");
    assert_eq!(pos.end(), None);
}

#[test]
fn forced_exit_with_every_gate_blocked_loses() {
    // Outside piece blocked, and the only point's gate (c9) occupied by Black.
    let pos = pos(&[("a1", "ys"), ("b2", "S"), ("c3", "S"), ("c9", "k")], GENERAL_IN, "yw");
    assert_eq!(pos.end(), Some(End::AttackersWin(AttackersWin::YellowBlocked)));
}

#[test]
fn a_blocked_attacker_passes() {
    // White's only piece is the filler soldier on a16, which cannot move forward.
    let mut pos = pos(&[("b12", "yg")], EMPTY, "w");
    assert_eq!(moves(&pos), ["pass"]);
    play(&mut pos, "pass");
    assert_eq!(pos.side_to_move(), Side::Yellow);
    assert_eq!(pos.phase(), siege_paris::Turn::YellowThenBlack);
}

#[test]
fn yellow_wins_with_every_soldier_and_six_officers_captured() {
    let pos = bare(&[&SIX_OFFICERS[..], &[("b12", "yg")]].concat(), EMPTY, "yw");
    assert_eq!(pos.end(), Some(End::YellowWins));
    assert_eq!(pos.outcome().unwrap().winners().as_slice(), &[Side::Yellow.player_id()]);
    // Seven officers left: one more to take.
    let pos = bare(&[&SIX_OFFICERS[..], &[("b12", "yg"), ("g1", "g")]].concat(), EMPTY, "yw");
    assert_eq!(pos.end(), None);
    // One soldier left: not yet.
    let pos = bare(&[&SIX_OFFICERS[..], &[("b12", "yg"), ("l16", "s")]].concat(), EMPTY, "yw");
    assert_eq!(pos.end(), None);
}

#[test]
fn yellow_wins_by_capturing_the_last_soldier() {
    let mut pos = bare(&[&SIX_OFFICERS[..], &[("c12", "yg"), ("c13", "S")]].concat(), EMPTY, "yw");
    assert_eq!(pos.end(), None);
    play(&mut pos, "c12xc13");
    assert_eq!(pos.end(), Some(End::YellowWins));
}

#[test]
fn yellow_goal_with_an_attacker_inside_is_a_draw() {
    let pieces = [("a1", "G"), ("b1", "C"), ("c1", "K"), ("d1", "K"), ("e1", "L"), ("b12", "yg")];
    let pos = bare(&pieces, ["L", "-", "-", "-", "-", "-", "-", "-"], "yw");
    assert_eq!(pos.end(), Some(End::Draw(Draw::AttackerInFortress)));
    assert!(pos.outcome().unwrap().is_draw());
}

#[test]
fn no_progress_draw_after_100_turns() {
    let text = text(&[("b12", "yg")], EMPTY, "yw", "standard", false).replace(" standard 0", " standard 99");
    let mut pos: Position = text.parse().unwrap();
    assert_eq!(pos.end(), None);
    play(&mut pos, "b12-b13");
    assert_eq!(pos.no_progress(), 100);
    assert_eq!(pos.end(), Some(End::Draw(Draw::NoProgress)));
    // Turned off, the game goes on.
    let text = text.replace(" standard 99", " standard+no-progress=off 99");
    let mut pos: Position = text.parse().unwrap();
    play(&mut pos, "b12-b13");
    assert_eq!(pos.end(), None);
}

#[test]
fn an_attacker_entering_the_fortress_resets_the_no_progress_counter() {
    let text = text(&[("b12", "yg"), ("c9", "K")], EMPTY, "w", "standard", false).replace(" 0", " 42");
    let mut pos: Position = text.parse().unwrap();
    play(&mut pos, "c9-F1");
    assert_eq!(pos.no_progress(), 0);
}

// An attacker's forward move is irreversible (White and Black "non possono retrocedere", and never leave the
// fortress), as a pawn's move is in chess's fifty-move rule: it is progress. Before, Yellow could decline
// every capture and shuffle while the attackers advanced, and reach a no-progress draw the seed does not know.
#[test]
fn an_attackers_forward_move_resets_the_no_progress_counter() {
    for (turn, mv) in [("w", "b4-b5"), ("w", "b4-c5"), ("b", "k13-k12"), ("b", "k13-j12")] {
        let pieces = [("b12", "yg"), ("b4", "G"), ("k13", "g")];
        let text = text(&pieces, EMPTY, turn, "standard", false).replace(" standard 0", " standard 99");
        let mut pos: Position = text.parse().unwrap();
        play(&mut pos, mv);
        assert_eq!(pos.no_progress(), 0, "{mv}");
        assert_eq!(pos.end(), None, "{mv}");
    }
}

#[test]
fn a_sideways_move_is_not_progress() {
    // Sideways keeps the rank and can be taken back: the 100th such turn still draws.
    for (turn, mv) in [("w", "b4-c4"), ("b", "k13-j13")] {
        let pieces = [("b12", "yg"), ("b4", "G"), ("k13", "g")];
        let text = text(&pieces, EMPTY, turn, "standard", false).replace(" standard 0", " standard 99");
        let mut pos: Position = text.parse().unwrap();
        play(&mut pos, mv);
        assert_eq!(pos.no_progress(), 100, "{mv}");
        assert_eq!(pos.end(), Some(End::Draw(Draw::NoProgress)), "{mv}");
    }
}

#[test]
fn with_backward_moves_a_forward_move_is_not_progress() {
    // Under the backward variant the same move can be taken back, so it does not reset the counter.
    let pieces = [("b12", "yg"), ("b4", "G")];
    let text = text(&pieces, EMPTY, "w", "backward", false).replace(" backward 0", " backward 99");
    let mut pos: Position = text.parse().unwrap();
    play(&mut pos, "b4-b5");
    assert_eq!(pos.no_progress(), 100);
    assert_eq!(pos.end(), Some(End::Draw(Draw::NoProgress)));
}

fn shuffle(pos: &mut Position) {
    for mv in ["a7-a8", "c13-d13", "a8-a7", "j4-k4", "a7-a8", "d13-c13", "a8-a7", "k4-j4"] {
        assert_eq!(pos.end(), None, "before {mv}");
        play(pos, mv);
    }
}

#[test]
fn repetition_draw_on_the_third_occurrence() {
    let pieces = [("a7", "yg"), ("c13", "K"), ("j4", "k")];
    let mut pos = pos(&pieces, EMPTY, "yw");
    let start = pos.clone();
    shuffle(&mut pos);
    // Twice now; the position string carries the history.
    assert_eq!(pos.to_string().parse::<Position>().unwrap(), pos);
    shuffle(&mut pos);
    assert_eq!(pos.end(), Some(End::Draw(Draw::Repetition)));
    assert_ne!(pos, start);
    // Without the option, no history is kept and the game goes on.
    let mut pos = with_rules(&pieces, EMPTY, "yw", "standard+repetition=off");
    shuffle(&mut pos);
    shuffle(&mut pos);
    assert_eq!(pos.end(), None);
    assert!(pos.live_history().is_empty());
}

#[test]
fn a_forward_move_clears_the_repetition_history() {
    let mut pos = pos(&[("a7", "yg"), ("c13", "K"), ("j4", "k")], EMPTY, "yw");
    play(&mut pos, "a7-a8");
    assert_eq!(pos.live_history().len(), 1);
    play(&mut pos, "c13-c14");
    assert!(pos.live_history().is_empty());
}

/// Issue 13's position: a White soldier on c8 next to the gate of F8, Yellow's general on a5, a Black captain
/// on f4, White to move.
const ISSUE_13: &str = "12/12/12/12/12/12/12/12/2S9/12/12/yg11/5k6/12/12/12 F:-,-,-,-,-,-,-,- w standard 0";

#[test]
fn attackers_never_leave_the_fortress_so_an_entry_cannot_be_undone() {
    // The issue's loop was c8-F8 ... F8-c8 ...: each entry reset the no-progress counter and emptied the
    // repetition history, so the game never ended. The way back out is closed.
    let mut pos: Position = ISSUE_13.parse().unwrap();
    for mv in ["c8-F8", "a5-a4", "f4-e4", "a4-a5"] {
        play(&mut pos, mv);
    }
    assert_eq!(
        pos.parse_move("F8-c8"),
        Err(siege_paris::MoveParseError::Illegal(siege_paris::IllegalMove::AttackersStayInside))
    );
    assert!(!moves(&pos).contains(&"F8-c8".to_string()));
}

#[test]
fn shuffling_after_an_entry_ends_in_a_draw_by_repetition() {
    // The issue's loop with the soldier stepping F8-F7-F8 inside instead of out and back in: the entry is
    // irreversible (it empties the history once), the shuffle then repeats, and the third time is a draw.
    let mut pos: Position = ISSUE_13.parse().unwrap();
    play(&mut pos, "c8-F8");
    let cycle = ["a5-a4", "f4-e4", "a4-a5", "F8-F7", "a5-a4", "e4-f4", "a4-a5", "F7-F8"];
    let mut plies = 0;
    while pos.end().is_none() {
        let mv = cycle[plies % cycle.len()];
        play(&mut pos, mv);
        plies += 1;
        assert!(plies <= 2 * cycle.len(), "no draw after {plies} plies");
    }
    assert_eq!(pos.end(), Some(End::Draw(Draw::Repetition)));
    assert_eq!(plies, 2 * cycle.len(), "the third occurrence of the position after the entry");
}

#[test]
fn the_no_progress_limit_bounds_every_preset() {
    // "Why a game ends" in the crate docs: at most 548 turns reset the counter (36 captures, 8 entries, 504
    // forward moves: White's 18 pieces have 6 * 15 + 6 * 14 + 6 * 13 ranks to go, Black's as many), so a
    // game lasts at most 549 * limit turns after the 8 setup placements; with backward moves a forward move
    // is not progress and 45 * limit is the bound. Random games under every preset, with the repetition
    // draw off so that only the no-progress rule can end a shuffle, stay within it.
    use abstract_game::{Xoshiro256, random_index};
    for name in siege_paris::Rules::PRESETS.iter().map(|p| p.name) {
        for repetition in [true, false] {
            let rules = siege_paris::Rules::from_preset(name).unwrap().with_repetition(repetition).unwrap();
            let stretches = if name == "backward" { 45 } else { 549 };
            let bound = stretches * usize::from(rules.no_progress().unwrap()) + 8;
            for seed in 0..4 {
                let mut pos = Position::start(rules);
                let mut rng = Xoshiro256::seed_from_u64(seed);
                let mut turns = 0;
                while pos.status() != Status::Over {
                    let list = pos.legal_moves();
                    pos.play(list[random_index(&mut rng, list.len())]).unwrap();
                    turns += 1;
                    assert!(turns <= bound, "{name} (repetition {repetition}): no end after {bound} turns");
                }
            }
        }
    }
}

#[test]
fn both_draw_rules_off_is_refused_as_endless() {
    let rules = siege_paris::Rules::standard().with_no_progress(None).unwrap();
    assert_eq!(rules.with_repetition(false), Err(siege_paris::RulesError::Endless));
    assert_eq!(
        "standard+no-progress=off+repetition=off".parse::<siege_paris::Rules>(),
        Err(siege_paris::RulesError::Endless)
    );
}

#[test]
fn a_finished_games_diagram_says_how_it_ended_not_who_is_to_move() {
    let over = pos(&[("b12", "yg")], ["S", "s", "K", "-", "-", "-", "-", "-"], "yw");
    assert_eq!(over.status(), Status::Over);
    let picture = over.pretty();
    assert!(!picture.contains("to move"), "{picture}");
    assert!(picture.contains("game over, White and Black win: the fortress is taken"), "{picture}");
    let on = pos(&[("b12", "yg")], EMPTY, "yw");
    assert!(on.pretty().contains("to move: Yellow"));
}
