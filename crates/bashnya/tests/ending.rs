//! Why a game ends (the crate docs' section of that name): the ply limit, random games ending under every
//! preset and option, and the board picture of a finished game.

mod common;

use abstract_game::{Game, Status, Undo, Xoshiro256, random_index};
use bashnya::{Position, Rules};
use common::{play, pos};

#[test]
fn the_ply_limit_draws_the_game() {
    let mut p = pos("W:bashni+cap4:0:a1=W,h2=B");
    for mv in ["a1-b2", "h2-g1", "b2-c3"] {
        play(&mut p, mv);
    }
    assert_eq!(p.plies_played(), 3);
    assert_eq!(p.status(), Status::ToMove(bashnya::Colour::Black.player_id()));
    let before = p.clone();
    let mv = p.parse_move("g1-f2").unwrap();
    let info = p.play_undoable(mv);
    assert_eq!(p.status(), Status::Over);
    assert!(p.outcome().unwrap().is_draw());
    assert!(p.legal_moves().is_empty());
    assert!(p.pretty().ends_with("Draw: the 4-ply limit is reached\n"), "{}", p.pretty());
    p.undo(mv, info);
    assert_eq!(p.plies_played(), 3);
    assert_eq!(p, before);
    assert!(!p.status().is_over());
}

#[test]
fn the_ply_limit_is_an_option_with_a_default_of_1000() {
    assert_eq!(Rules::bashni().ply_limit(), Some(1000));
    assert_eq!(Rules::DEFAULT_PLY_LIMIT, 1000);
    let off = Rules::bashni().with_ply_limit(None);
    assert_eq!(off.ply_limit(), None);
    assert_eq!(off.to_string(), "bashni+cap0");
    assert_eq!("bashni+cap0".parse::<Rules>(), Ok(off));
    assert_eq!(
        "russian+norep+quiet0+cap20".parse::<Rules>().map(|r| r.to_string()).as_deref(),
        Ok("russian+norep+quiet0+cap20")
    );
    assert!("bashni+cap1000".parse::<Rules>().is_err(), "the default has one spelling: none");
    assert!("bashni+cap01".parse::<Rules>().is_err());
    assert!("bashni+cap5+cap6".parse::<Rules>().is_err());
}

/// Plays random moves until the game ends, returning the number of plies.
fn random_game(rules: Rules, seed: u64, give_up: usize) -> usize {
    let mut p = Position::start(rules);
    let mut rng = Xoshiro256::seed_from_u64(seed);
    let mut plies = 0;
    while p.status() != Status::Over {
        let moves = p.legal_moves();
        p.play(moves[random_index(&mut rng, moves.len())]).unwrap();
        plies += 1;
        assert!(plies <= give_up, "{rules}: no end after {give_up} plies");
    }
    plies
}

#[test]
fn every_preset_and_draw_option_ends_within_the_ply_limit() {
    for preset in Rules::PRESETS {
        let preset = || Rules::from_preset(preset.name).unwrap();
        for (rep, quiet) in [(true, None), (false, None), (true, Some(0)), (false, Some(0))] {
            let mut rules = preset().with_repetition_draw(rep);
            if quiet.is_some() {
                rules = rules.with_quiet_limit(quiet);
            }
            for seed in 0..3 {
                random_game(rules, seed, usize::from(Rules::DEFAULT_PLY_LIMIT));
            }
        }
    }
}

#[test]
fn russian_draughts_ends_by_its_own_rules_without_the_ply_limit() {
    // 24 captures and 168 man moves at most reset the quiet counter: 193 * 30 plies at most.
    for rep in [true, false] {
        let rules = Rules::russian_draughts().with_repetition_draw(rep).with_ply_limit(None);
        for seed in 0..8 {
            random_game(rules, seed, 193 * 30);
        }
    }
}

#[test]
fn a_finished_games_diagram_gives_the_result_not_a_side_to_move() {
    let lost = pos("B:bashni:0:h2=b,g1=w");
    assert_eq!(lost.status(), Status::Over);
    let picture = lost.pretty();
    assert!(!picture.contains("to move"), "{picture}");
    assert!(picture.ends_with("White wins: Black has no legal move\n"), "{picture}");
    let quiet = pos("W:bashni:30:a1=W,h8=B");
    assert!(quiet.pretty().ends_with("Draw: 30 plies without a capture or a man's move\n"));
    let mut rep = pos("W:bashni:0:a1=W,h2=B");
    for _ in 0..2 {
        for mv in ["a1-b2", "h2-g1", "b2-a1", "g1-h2"] {
            play(&mut rep, mv);
        }
    }
    assert!(rep.pretty().ends_with("Draw by threefold repetition\n"), "{}", rep.pretty());
    assert!(Position::start(Rules::bashni()).pretty().ends_with("White to move\n"));
}

#[test]
fn a_man_on_its_promotion_row_is_refused_under_every_preset() {
    use bashnya::{PositionError, Square};
    let h8: Square = "h8".parse().unwrap();
    let a1: Square = "a1".parse().unwrap();
    // The example: py-draughts refuses it too.
    assert_eq!("W:russian:0:h8=w".parse::<Position>(), Err(PositionError::ManOnPromotionRow(h8)));
    assert_eq!("W:russian:0:a1=b,h8=b".parse::<Position>(), Err(PositionError::ManOnPromotionRow(a1)));
    // A column there cannot be jumped, so no prisoner is ever freed there: the stacking presets refuse it too.
    for rules in ["bashni", "fogliaccio", "stavropol"] {
        let text = format!("W:{rules}:0:h8=bbw,a3=w,f6=b");
        assert_eq!(text.parse::<Position>(), Err(PositionError::ManOnPromotionRow(h8)), "{text}");
    }
    let g7: Square = "g7".parse().unwrap();
    assert_eq!("W:lasca:0:g7=w,a1=B".parse::<Position>(), Err(PositionError::ManOnPromotionRow(g7)));
    // A king there, a man on its own base row, or a man as a prisoner there, is fine.
    assert!("W:russian:0:h8=W,a1=w".parse::<Position>().is_ok());
    assert!("W:bashni:0:h8=wB,a1=w".parse::<Position>().is_ok());
}

#[test]
fn no_game_reaches_a_man_on_its_promotion_row() {
    // The reason the position strings above are refused, checked under random play for every preset.
    for preset in Rules::PRESETS {
        let preset = || Rules::from_preset(preset.name).unwrap();
        for seed in 0..20 {
            let mut p = Position::start(preset());
            let mut rng = Xoshiro256::seed_from_u64(seed);
            while !p.status().is_over() {
                let moves = p.legal_moves();
                p.play(moves[random_index(&mut rng, moves.len())]).unwrap();
                let text = p.to_string();
                assert!(text.parse::<Position>().is_ok(), "{text}");
            }
        }
    }
}
