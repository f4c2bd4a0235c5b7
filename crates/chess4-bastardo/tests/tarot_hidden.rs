//! Hidden information of the tarot objectives: a seat sees its own cards and what was declared, nothing
//! else; states sampled from an observation show the same observation; and the `abstract_game` laws hold on
//! random reachable states of both rule sets.

use abstract_game::{Game, HiddenInformation, Status, Xoshiro256, laws};
use board_core::Square;
use chess4_bastardo::tarot::{Objective as O, TarotGame, TarotRules};
use chess4_bastardo::{Position, Rules, Seat};
use proptest::prelude::*;

const RED: Seat = Seat::Red;
const BLUE: Seat = Seat::Blue;
const OTHERS: [Seat; 3] = [Seat::Red, Seat::Yellow, Seat::Green];

/// Plays each action (checked), with the game in the panic message.
fn play(game: &mut TarotGame, moves: &[&str]) {
    for text in moves {
        let mv = game.parse_move(text).unwrap_or_else(|e| panic!("{text} is not legal ({e}) in {game}"));
        game.play(mv).unwrap_or_else(|e| panic!("{text}: {e} in {game}"));
    }
}

fn start() -> Position {
    Position::start(Rules::standard())
}

/// The standard start, dealt: Blue holds `blue`, the others the corner beside them.
fn blue_holds(blue: &[O]) -> TarotGame {
    TarotGame::with_objectives(start(), [&[O::SideCorner], blue, &[O::SideCorner], &[O::SideCorner]])
        .expect("a valid deal")
}

/// Two games differing only in Blue's objectives look the same to the three others and differ to Blue.
fn hidden_from_the_others(a: &TarotGame, b: &TarotGame) {
    for seat in OTHERS {
        assert_eq!(a.observe_seat(seat), b.observe_seat(seat), "{seat:?} tells them apart");
        assert_eq!(a.observe(seat.player_id()), b.observe(seat.player_id()));
    }
    assert_ne!(a.observe_seat(BLUE), b.observe_seat(BLUE), "Blue sees its own cards");
}

/// Two games differing only in Blue's objectives, told apart by everyone.
fn visible_to_all(a: &TarotGame, b: &TarotGame) {
    for seat in Seat::ALL {
        assert_ne!(a.observe_seat(seat), b.observe_seat(seat), "{seat:?} cannot tell them apart");
    }
}

/// Blue holds `objective` secretly: the others cannot tell it from another secret objective, at the start
/// of play and after a few quiet moves.
fn hidden_in_play(objective: O) {
    let other = if objective == O::FivePawns { O::FourChecks } else { O::FivePawns };
    let mut a = blue_holds(&[objective]);
    let mut b = blue_holds(&[other]);
    hidden_from_the_others(&a, &b);
    // Blue's f2f3 closes the h1-a8 diagonal: a Queen on h1 would otherwise check Green's king there, and
    // the check run (objective 4's count) is hidden by the observation work, not here.
    for game in [&mut a, &mut b] {
        play(game, &["b3b4", "f2f3", "f7f6", "c7c6"]);
    }
    hidden_from_the_others(&a, &b);
    assert_eq!(a.observe_seat(RED).view().goals(BLUE)[0].objective(), None, "shown as an unknown card");
}

/// Red draws `card` as its first card: the others cannot tell it from another card (a 5, or a 4 for a 5)
/// before Red declares.
fn hidden_in_the_deal(card: &str) {
    let other = if card == "5" { "draw:4" } else { "draw:5" };
    let mut a = TarotGame::start(TarotRules::standard());
    let mut b = a.clone();
    play(&mut a, &[&format!("draw:{card}")]);
    play(&mut b, &[other]);
    for seat in [Seat::Blue, Seat::Yellow, Seat::Green] {
        assert_eq!(a.observe_seat(seat), b.observe_seat(seat), "{seat:?} sees Red's {card}");
    }
    assert_ne!(a.observe_seat(RED), b.observe_seat(RED));
    play(&mut a, &["keep"]);
    play(&mut b, &["keep"]);
    for seat in [Seat::Blue, Seat::Yellow, Seat::Green] {
        assert_eq!(a.observe_seat(seat), b.observe_seat(seat), "{seat:?} sees Red's {card} once kept");
    }
}

// ------------------------------------------------------------------------------------------------------
// Each objective, before and after its declaration.

#[test]
fn objective_1_is_hidden_before_declaration() {
    hidden_in_play(O::OnlyKing);
    hidden_in_the_deal("1");
}

#[test]
fn objective_2_is_declared_at_once_and_its_two_objectives_stay_hidden() {
    visible_to_all(
        &blue_holds(&[O::TwoObjectives, O::FourChecks, O::FivePawns]),
        &blue_holds(&[O::FivePawns]),
    );
    hidden_from_the_others(
        &blue_holds(&[O::TwoObjectives, O::FourChecks, O::FivePawns]),
        &blue_holds(&[O::TwoObjectives, O::FourChecks, O::FrontCorner]),
    );
    // In the deal: the second draws are unseen.
    let mut a = TarotGame::start(TarotRules::standard());
    let mut b = a.clone();
    play(&mut a, &["draw:2", "declare", "draw:4", "draw:5"]);
    play(&mut b, &["draw:2", "declare", "draw:4", "draw:6"]);
    for seat in [Seat::Blue, Seat::Yellow, Seat::Green] {
        assert_eq!(a.observe_seat(seat), b.observe_seat(seat), "{seat:?}");
        assert!(a.observe_seat(seat).view().is_declared(RED, O::TwoObjectives));
    }
}

#[test]
fn objective_3_is_hidden_before_declaration() {
    hidden_in_play(O::Parasite);
    hidden_in_the_deal("3");
}

#[test]
fn objective_3_declared_is_visible() {
    let mut a = TarotGame::start(TarotRules::standard());
    let mut b = a.clone();
    play(&mut a, &["draw:3", "declare"]);
    play(&mut b, &["draw:3", "keep"]);
    for seat in [Seat::Blue, Seat::Yellow, Seat::Green] {
        assert_ne!(a.observe_seat(seat), b.observe_seat(seat));
        assert!(a.observe_seat(seat).view().has_alliance());
    }
}

#[test]
fn objective_4_is_hidden_before_declaration() {
    hidden_in_play(O::FourChecks);
    hidden_in_the_deal("4");
}

#[test]
fn objective_5_is_hidden_before_declaration() {
    hidden_in_play(O::FivePawns);
    hidden_in_the_deal("5");
}

#[test]
fn objective_6_is_hidden_before_declaration() {
    hidden_in_play(O::FrontCorner);
    hidden_in_the_deal("6");
}

#[test]
fn objective_7_is_hidden_before_declaration() {
    hidden_in_play(O::DiagonalCorner);
    hidden_in_the_deal("7");
}

#[test]
fn objective_8_is_hidden_before_declaration() {
    hidden_in_play(O::SideCorner);
    hidden_in_the_deal("8");
}

#[test]
fn objectives_6_7_8_declared_are_visible() {
    let mut a = blue_holds(&[O::FrontCorner]);
    let mut b = blue_holds(&[O::DiagonalCorner]);
    play(&mut a, &["b3b4", "declare"]);
    play(&mut b, &["b3b4", "declare"]);
    visible_to_all(&a, &b);
    for seat in OTHERS {
        assert!(a.observe_seat(seat).view().is_declared(BLUE, O::FrontCorner));
        assert!(b.observe_seat(seat).view().is_declared(BLUE, O::DiagonalCorner));
    }
}

#[test]
fn objective_9_is_declared_at_once_and_its_pick_stays_hidden() {
    visible_to_all(&blue_holds(&[O::Choose, O::FourChecks]), &blue_holds(&[O::FourChecks]));
    hidden_from_the_others(&blue_holds(&[O::Choose, O::FourChecks]), &blue_holds(&[O::Choose, O::FivePawns]));
    let mut a = TarotGame::start(TarotRules::standard());
    let mut b = a.clone();
    play(&mut a, &["draw:9", "declare", "pick:Q"]);
    play(&mut b, &["draw:9", "declare", "pick:K"]);
    for seat in [Seat::Blue, Seat::Yellow, Seat::Green] {
        assert_eq!(a.observe_seat(seat), b.observe_seat(seat), "{seat:?}");
        assert!(a.observe_seat(seat).view().is_nine(RED));
    }
}

#[test]
fn objective_10_is_declared_at_once() {
    visible_to_all(&blue_holds(&[O::TenCaptures]), &blue_holds(&[O::FivePawns]));
    let mut a = TarotGame::start(TarotRules::standard());
    play(&mut a, &["draw:10", "declare"]);
    assert!(a.observe_seat(BLUE).view().is_declared(RED, O::TenCaptures));
}

#[test]
fn plague_is_declared_at_once() {
    visible_to_all(&blue_holds(&[O::Plague]), &blue_holds(&[O::TenCaptures]));
    for seat in OTHERS {
        assert!(blue_holds(&[O::Plague]).observe_seat(seat).view().is_declared(BLUE, O::Plague));
    }
}

#[test]
fn death_is_hidden_before_declaration() {
    hidden_in_play(O::Death);
    hidden_in_the_deal("N");
    // Its knight is not marked as Death to the others.
    let game = blue_holds(&[O::Death]);
    assert_eq!(game.death_square(BLUE), Some("h2".parse::<Square>().unwrap()));
    assert_eq!(game.observe_seat(RED).view().death_square(BLUE), None);
    assert_eq!(game.observe_seat(BLUE).view().death_square(BLUE), game.death_square(BLUE));
}

#[test]
fn death_revealed_by_its_jump_is_visible() {
    let mut game = blue_holds(&[O::Death]);
    // Blue's knight h2 jumps to e5, no knight move.
    play(&mut game, &["b3b4", "h2e5"]);
    let seen = game.observe_seat(RED);
    assert!(seen.view().is_declared(BLUE, O::Death));
    assert_eq!(seen.view().death_square(BLUE), Some("e5".parse::<Square>().unwrap()));
}

#[test]
fn queen_is_hidden_before_declaration() {
    hidden_in_play(O::Queen);
    hidden_in_the_deal("Q");
}

#[test]
fn spectre_king_is_hidden_before_declaration() {
    hidden_in_play(O::SpectreKing);
    hidden_in_the_deal("K");
}

#[test]
fn major_arcanum_hand_is_hidden_from_the_others() {
    let mut a = TarotGame::start(TarotRules::standard());
    let mut b = a.clone();
    play(&mut a, &["draw:M", "draw:4", "draw:5", "draw:6", "draw:7"]);
    play(&mut b, &["draw:M", "draw:4", "draw:5", "draw:6", "draw:8"]);
    for seat in [Seat::Blue, Seat::Yellow, Seat::Green] {
        assert_eq!(a.observe_seat(seat), b.observe_seat(seat), "{seat:?}");
    }
    assert_ne!(a.observe_seat(RED), b.observe_seat(RED));
    play(&mut a, &["choose:4"]);
    play(&mut b, &["choose:5"]);
    for seat in [Seat::Blue, Seat::Yellow, Seat::Green] {
        assert_eq!(a.observe_seat(seat), b.observe_seat(seat), "{seat:?}");
    }
}

// ------------------------------------------------------------------------------------------------------
// Sampling.

/// States of every kind: the deal's stages, hidden and declared objectives, Death held, alliances.
fn scripted_states() -> Vec<TarotGame> {
    let scripts: [&[&str]; 9] = [
        &[],
        &["draw:M", "draw:4", "draw:M", "draw:5"],
        &["draw:M", "draw:4", "draw:5", "draw:6", "draw:7"],
        &["draw:2", "declare", "draw:4", "draw:N", "keep", "draw:9", "declare", "pick:Q", "keep"],
        &["draw:3", "declare", "draw:5", "keep", "draw:7"],
        &["draw:P", "declare", "keep", "draw:3", "keep", "draw:N", "keep", "draw:K", "keep"],
        &["draw:P", "declare", "keep", "draw:3", "keep", "draw:N", "keep", "draw:K", "keep", "b3b4", "g3g4"],
        // Yellow's Death jumps to d4 and Red's pawn takes it.
        &[
            "draw:4", "keep", "draw:5", "keep", "draw:N", "keep", "draw:Q", "keep", "c2c3", "g3g4", "h7d4",
            "c7c6", "c3d4",
        ],
        &["draw:6", "keep", "draw:1", "keep", "draw:10", "declare", "keep", "draw:Q", "keep", "declare"],
    ];
    scripts
        .iter()
        .map(|script| {
            let mut game = TarotGame::start(TarotRules::standard());
            play(&mut game, script);
            game
        })
        .collect()
}

#[test]
fn sample_consistent_gives_back_the_same_observation() {
    let mut rng = Xoshiro256::seed_from_u64(11);
    for game in scripted_states() {
        for seat in Seat::ALL {
            let seen = game.observe_seat(seat);
            for _ in 0..20 {
                let sample = TarotGame::sample_consistent(&seen, &mut rng)
                    .unwrap_or_else(|e| panic!("{seat:?} at {game}: {e}"));
                assert_eq!(sample.observe_seat(seat), seen, "{seat:?} at {game}");
                assert_eq!(sample.status(), game.status());
            }
        }
    }
}

#[test]
fn sample_consistent_never_gives_a_hidden_objective_that_must_be_declared() {
    let mut rng = Xoshiro256::seed_from_u64(5);
    let game = blue_holds(&[O::TwoObjectives, O::FourChecks, O::FivePawns]);
    let seen = game.observe_seat(RED);
    for _ in 0..300 {
        let sample = TarotGame::sample_consistent(&seen, &mut rng).expect("a sample");
        let goals: Vec<O> =
            sample.goals(BLUE).iter().filter_map(chess4_bastardo::tarot::Goal::objective).collect();
        assert_eq!(goals.len(), 3);
        assert_eq!(goals[0], O::TwoObjectives);
        for &objective in &goals[1..] {
            assert!(!objective.must_declare(), "{objective:?} would have been declared");
            assert!(
                // "Scartando tutti i 2, i 9 ed i Re".
                !matches!(objective, O::TwoObjectives | O::Choose | O::SpectreKing),
                "objective 2 never draws {objective:?}"
            );
        }
        for seat in [Seat::Yellow, Seat::Green] {
            let objective = sample.goals(seat)[0].objective().expect("filled");
            assert!(!objective.must_declare(), "{objective:?} would have been declared");
        }
    }
}

#[test]
fn sample_consistent_keeps_the_plague_unique() {
    let mut rng = Xoshiro256::seed_from_u64(9);
    let game = blue_holds(&[O::Plague]);
    for seat in OTHERS {
        let seen = game.observe_seat(seat);
        for _ in 0..100 {
            let sample = TarotGame::sample_consistent(&seen, &mut rng).expect("a sample");
            let plagues = Seat::ALL.iter().filter(|&&s| sample.has_objective(s, O::Plague)).count();
            assert_eq!(plagues, 1);
        }
    }
}

// ------------------------------------------------------------------------------------------------------
// The laws on random reachable states.

#[test]
fn laws_hold_when_a_king_takes_the_plague_king_and_nobody_is_left() {
    // Blue eliminates Yellow and Green, then its king takes the Plague's king and dies of it.
    let board: Position = "gK2bR3yK/8/8/8/8/8/1bK6/rK7 r - - 0,0,0,0 0 pass=voluntary".parse().unwrap();
    let objectives: [&[O]; 4] = [&[O::Plague], &[O::FivePawns], &[O::FourChecks], &[O::FourChecks]];
    let mut game = TarotGame::with_objectives(board, objectives).unwrap();
    play(&mut game, &["pass", "d8h8", "pass", "pass", "h8a8", "pass", "b2a1"]);
    for seat in Seat::ALL {
        assert!(game.board().is_eliminated(seat), "{seat:?}");
    }
    assert_eq!(game.status(), Status::Over);
    laws::check_state(&game).unwrap();
    laws::check_hash(&game).unwrap();
    laws::check_position_notation(&game).unwrap();
    laws::check_hidden(&game, &mut Xoshiro256::seed_from_u64(1)).unwrap();
}

/// Beyond the laws (which compare observations): the pictures drawn from what a seat knows are the same in a
/// sample of its observation: its own (`pretty_for`, its SVG) and the public ones (`pretty_public`, the SVG
/// with no seat), which every seat's samples must keep. The public SVG once showed Red's check run, which a
/// sample drawn from another seat's view changes with Red's secret objective.
fn check_pictures_of_samples(game: &TarotGame, rng: &mut Xoshiro256) -> Result<(), TestCaseError> {
    for seat in Seat::ALL {
        let id = seat.player_id();
        let sample = TarotGame::sample_consistent(&game.observe_seat(seat), rng).expect("a sample");
        prop_assert_eq!(game.pretty_for(id), sample.pretty_for(id), "{:?}'s picture", seat);
        prop_assert_eq!(game.pretty_public(), sample.pretty_public(), "the public picture from {:?}", seat);
        #[cfg(feature = "svg")]
        {
            use abstract_game::svg::{Svg, SvgOptions};
            let options = SvgOptions::new();
            prop_assert_eq!(game.svg(Some(id), &options), sample.svg(Some(id), &options), "{:?}'s SVG", seat);
            prop_assert_eq!(
                game.svg(None, &options),
                sample.svg(None, &options),
                "the public SVG from {:?}",
                seat
            );
        }
    }
    Ok(())
}

fn check_laws(game: &TarotGame, seed: u64) -> Result<(), TestCaseError> {
    laws::check_state(game)?;
    laws::check_undo(game)?;
    laws::check_hash(game)?;
    laws::check_undo_hash(game)?;
    laws::check_position_notation(game)?;
    let mut rng = Xoshiro256::seed_from_u64(seed);
    laws::check_hidden(game, &mut rng)?;
    check_pictures_of_samples(game, &mut rng)?;
    laws::check_chance_draws(game, 2000, seed)?;
    if game.status() == Status::Over {
        prop_assert!(game.outcome().is_some());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn laws_hold_on_reachable_states_standard(
        game in laws::random_walk(TarotGame::start(TarotRules::standard()), 200),
        seed in any::<u64>(),
    ) {
        check_laws(&game, seed)?;
    }

    #[test]
    fn laws_hold_on_reachable_states_redeal(
        game in laws::random_walk(TarotGame::start(TarotRules::standard().with_redeal(true)), 200),
        seed in any::<u64>(),
    ) {
        check_laws(&game, seed)?;
    }
}
