//! Issue 13, "why a game ends": without a turn limit nothing bounds the length of a game (a two-turn cycle of
//! hits is legal with chosen and with rolled numbers); the no-dice presets therefore end a game after 1,000
//! turns by default, and the turn limit (`Rules::with_turn_limit`, `-turnsN`, `-nolimit`) is an option of
//! every rules set.

use abstract_game::{Game, Outcome, Status};
use backgammon_nodice::{Dice, Phase, Position, Rules, Side, WinKind};

/// White has one checker left, on the bar; Black one, on its 20-point (White's 5-point); both have borne off
/// 14. White chose 5-5 last and Black 4-1.
fn cycle_board() -> &'static str {
    "0,0,0,0,-1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0:1/0:14/14:w"
}

fn pos(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn play(p: &mut Position, text: &str) {
    let mv = p.parse_move(text).unwrap_or_else(|e| panic!("{text} in {p}: {e}"));
    p.play(mv).unwrap();
}

fn dice(a: u8, b: u8) -> Dice {
    Dice::new(a, b).expect("numbers 1 to 6")
}

#[test]
fn no_dice_game_has_no_bound_two_hits_repeat_a_position() {
    // White enters with 5-5 and hits on its 5-point; Black, who may not use a 5, enters with 4-1 and hits
    // back on its 20-point; White, who may not use a 4 or a 1, may choose 5-5 again: the same position, with
    // the same pairs last chosen, so the game can go on forever.
    let start = pos(&format!("nodice-nocube-nolimit:{}:start:1:5-5/4-1", cycle_board()));
    let mut p = start.clone();
    for _ in 0..3 {
        play(&mut p, "5-5: bar/5*");
        assert_eq!(p.bar(Side::Black), 1);
        play(&mut p, "4-1: bar/20*");
        assert_eq!(p, start);
    }
}

#[test]
fn no_dice_same_pair_reading_has_no_bound_the_same_cycle() {
    let start = pos(&format!("nodice-pair-nocube-nolimit:{}:start:1:5-5/4-1", cycle_board()));
    let mut p = start.clone();
    play(&mut p, "5-5: bar/5*");
    play(&mut p, "4-1: bar/20*");
    assert_eq!(p, start);
}

#[test]
fn no_dice_own_numbers_reading_has_no_bound_a_four_turn_cycle() {
    // Each side may not reuse its own previous numbers, so each alternates: White 5-2 and 4-1, Black 6-6 and
    // 5-5. White enters with 5-2 hitting on its 20-point and stops on 18; Black enters with 6-6, hits there
    // (its 7-point) and stops on its 1-point; White enters with 4-1 hitting on its 24-point (Black's 1) and
    // stops on 20; Black enters with 5-5 and hits there (its 5-point): the start again.
    // Black's checker on its 5-point, White's 20-point.
    let board = "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-1,0,0,0,0:1/0:14/14:w";
    let start = pos(&format!("nodice-own-nocube-nolimit:{board}:start:1:4-1/5-5"));
    let mut p = start.clone();
    for _ in 0..2 {
        play(&mut p, "5-2: bar/20*/18");
        assert_eq!(p.bar(Side::Black), 1, "the 5 entered and hit");
        play(&mut p, "6-6: bar/7*/1");
        play(&mut p, "4-1: bar/24*/20");
        play(&mut p, "5-5: bar/5*");
        assert_eq!(p, start);
    }
}

#[test]
fn classic_game_has_no_bound_the_same_cycle_with_rolled_dice() {
    let start = pos(&format!("classic-nocube:{}:roll:1:-/-", cycle_board()));
    let mut p = start.clone();
    for _ in 0..3 {
        p.roll_dice(dice(5, 5)).unwrap();
        play(&mut p, "bar/5*");
        p.roll_dice(dice(4, 1)).unwrap();
        play(&mut p, "bar/20*");
        assert_eq!(p, start);
    }
}

#[test]
fn turn_limit_ends_the_game_and_the_lower_pip_count_wins_a_single_game() {
    let rules = Rules::nodice().with_cube(false).with_turn_limit(4);
    assert_eq!(rules.to_string(), "nodice-nocube-turns4");
    let mut p = pos(&format!("nodice-nocube-turns4:{}:start:1:5-5/4-1:0", cycle_board()));
    play(&mut p, "5-5: bar/5*");
    play(&mut p, "4-1: bar/20*");
    assert_eq!(p.turns_played(), 2);
    play(&mut p, "5-5: bar/5*");
    assert_eq!(p.status(), Status::ToMove(Side::Black.player_id()));
    play(&mut p, "4-1: bar/20*");
    // Four turns: over. White has 25 pips (on the bar), Black 20: Black wins one point.
    assert_eq!(p.turns_played(), 4);
    assert_eq!(p.phase(), Phase::Over(WinKind::TurnLimit));
    assert_eq!(p.winner(), Some((Side::Black, WinKind::TurnLimit, 1)));
    assert_eq!(p.outcome(), Some(Outcome::points(&[0, 1]).unwrap()));
    assert!(p.legal_moves().is_empty());
    let text = p.to_string();
    assert!(text.ends_with(":b:over-limit:1:5-5/4-1:4"), "{text}");
    assert_eq!(text.parse::<Position>(), Ok(p));
}

#[test]
fn turn_limit_on_equal_pip_counts_the_side_whose_turn_it_would_be_wins() {
    // White on its 10-point, Black on its 7-point; one turn allowed. White's 2-1 (10/7) leaves 7 pips each:
    // Black, next to move and so the favourite of the race, wins.
    let board = "0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,-1,0,0,0,0,0,0:0/0:14/14:w:start:1:-/-:0";
    let mut p = pos(&format!("nodice-nocube-turns1:{board}"));
    play(&mut p, "2-1: 10/7");
    assert_eq!((p.pip_count(Side::White), p.pip_count(Side::Black)), (7, 7));
    assert_eq!(p.winner(), Some((Side::Black, WinKind::TurnLimit, 1)));
}

#[test]
fn turn_limit_counts_only_under_a_limit_and_strings_keep_their_fields() {
    let mut p = Position::start(Rules::classic().with_cube(false));
    p.roll_dice(dice(6, 4)).unwrap();
    play(&mut p, "24/18 13/9");
    assert_eq!(p.turns_played(), 0);
    assert_eq!(p.to_string().split(':').count(), 8);
    let mut q = Position::start(Rules::nodice().with_turn_limit(500));
    assert_eq!(q.to_string().split(':').count(), 8, "no turn played: eight fields");
    play(&mut q, "6-4: 24/18 13/9");
    assert_eq!(q.turns_played(), 1);
    assert!(q.to_string().ends_with(":1"), "{q}");
    // A count at or above the limit while the game goes on, or a count without a limit, is refused; under a
    // limit a missing count is 0.
    let board = "-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2:0/0:0/0:b:start:1:6-4/-";
    assert!(format!("nodice-turns3:{board}:3").parse::<Position>().is_err());
    assert!(format!("nodice-nolimit:{board}:3").parse::<Position>().is_err());
    assert!(format!("nodice-turns3:{board}:2").parse::<Position>().is_ok());
    let eight: Position = format!("nodice-turns3:{board}").parse().unwrap();
    assert_eq!(eight.turns_played(), 0);
    assert_eq!(format!("nodice-turns3:{board}:0").parse::<Position>(), Ok(eight.clone()));
    assert_eq!(eight.to_string(), format!("nodice-turns3:{board}"));
}

#[test]
fn no_dice_presets_end_the_endless_cycle_at_1000_turns() {
    // The two-turn cycle above under the default `nodice` preset: the game ends after 1,000 turns. The
    // cycle repeats every two turns, so after the 1,000th (Black's 4-1 hitting) White is on the bar with 25
    // pips against Black's 20: Black wins a single game, the cube value (1).
    for preset in ["nodice", "nodice-pair", "nodice-nocube"] {
        let mut p = pos(&format!("{preset}:{}:start:1:5-5/4-1", cycle_board()));
        assert_eq!(p.rules().turn_limit(), 1000);
        for _ in 0..500 {
            assert!(!p.is_over());
            play(&mut p, "5-5: bar/5*");
            play(&mut p, "4-1: bar/20*");
        }
        assert_eq!(p.turns_played(), 1000);
        assert_eq!(p.winner(), Some((Side::Black, WinKind::TurnLimit, 1)), "{preset}");
        assert_eq!(p.to_string().parse::<Position>(), Ok(p.clone()));
    }
}

#[test]
fn random_games_under_a_turn_limit_always_end() {
    use abstract_game::{Xoshiro256, random_playout};
    for preset in ["nodice-nocube-turns40", "classic-turns40", "nodice-turns40"] {
        let rules: Rules = preset.parse().unwrap();
        for seed in 0..20 {
            let mut p = Position::start(rules);
            let playout = random_playout(&mut p, &mut Xoshiro256::seed_from_u64(seed), 100_000);
            assert!(playout.outcome.is_some(), "{preset} seed {seed}");
            assert!(p.turns_played() <= 40);
        }
    }
}
