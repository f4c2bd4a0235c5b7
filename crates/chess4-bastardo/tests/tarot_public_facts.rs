//! Public facts survive sampling: a state drawn from a seat's observation (`sample_consistent`) gives that
//! seat exactly what the true state gives it, the contract's law: the observation, the observation tensor,
//! the observation string (`pretty_for`) and the SVG; and what every seat may see (`pretty_public`, the SVG
//! with no seat) is the same in a sample from any seat's view. The alliance a declared parasite makes ("Red with
//! Yellow, Blue with Green"), eliminations, declared and reached objectives, en passant, Death on the board
//! or held, retirements and the end of the game are all public, so none may drift in a sample.
//!
//! The game server's no-leak test compares whole served games with samples the same way; this is the same
//! check on the engine alone, over seeded random games of both presets, with proof that the games reach
//! every one of those facts.

#[cfg(feature = "svg")]
use abstract_game::svg::{Svg, SvgOptions};
use abstract_game::{HiddenInformation, ObservationTensor, Status, Xoshiro256, random_index};
use chess4_bastardo::Seat;
use chess4_bastardo::tarot::{Goal, TarotGame, TarotRules};

/// The public facts counted over the states visited, by name.
const FACTS: [&str; 9] = [
    "alliance",
    "eliminated",
    "declared objective",
    "reached objective",
    "en passant",
    "Death on the board",
    "Death held",
    "retired",
    "over",
];

/// Which of [`FACTS`] `game` shows.
fn facts(game: &TarotGame) -> [bool; 9] {
    let any = |f: &dyn Fn(Seat) -> bool| Seat::ALL.into_iter().any(f);
    [
        game.has_alliance(),
        any(&|s| game.board().is_eliminated(s)),
        any(&|s| game.goals(s).iter().any(Goal::is_declared)),
        any(&|s| game.goals(s).iter().any(Goal::is_achieved)),
        any(&|s| game.board().en_passant(s).is_some()),
        any(&|s| game.death_square(s).is_some()),
        any(&|s| game.death_is_held(s)),
        any(&|s| game.is_retired(s)),
        game.status() == Status::Over,
    ]
}

/// What a sample shows `seat` differently from the true state, or `None`.
fn drift(truth: &TarotGame, sample: &TarotGame, seat: Seat) -> Option<String> {
    let id = seat.player_id();
    let (a, b) = (truth.observe_seat(seat), sample.observe_seat(seat));
    if a != b {
        return Some(format!("observation:\n{}\n{}", a.view(), b.view()));
    }
    if truth.observation_tensor(id) != sample.observation_tensor(id) {
        return Some("observation tensor".into());
    }
    let (a, b) = (truth.pretty_for(id), sample.pretty_for(id));
    if a != b {
        return Some(format!("observation string:\n{a}\n{b}"));
    }
    // What every seat may see (a spectator's picture and SVG) is the same in a sample from any seat's view.
    let (a, b) = (truth.pretty_public(), sample.pretty_public());
    if a != b {
        return Some(format!("public picture:\n{a}\n{b}"));
    }
    #[cfg(feature = "svg")]
    {
        let options = SvgOptions::default();
        if truth.svg(Some(id), &options) != sample.svg(Some(id), &options) {
            return Some("SVG".into());
        }
        if truth.svg(None, &options) != sample.svg(None, &options) {
            return Some("public SVG".into());
        }
    }
    None
}

/// Seeded random games of `rules` to their end (chance outcomes and moves uniform among the legal ones):
/// at every step, for every seat, `samples` states drawn from its observation show it what the true state
/// shows it. Gives how many states showed each of [`FACTS`].
fn samples_keep_what_each_seat_sees(
    rules: TarotRules,
    seeds: core::ops::Range<u64>,
    samples: usize,
) -> [usize; 9] {
    let mut seen = [0; 9];
    for seed in seeds {
        let mut rng = Xoshiro256::seed_from_u64(seed);
        let mut game = TarotGame::start(rules);
        for ply in 0.. {
            for (n, fact) in seen.iter_mut().zip(facts(&game)) {
                *n += usize::from(fact);
            }
            for seat in Seat::ALL {
                let observation = game.observe_seat(seat);
                for _ in 0..samples {
                    let sample = TarotGame::sample_consistent(&observation, &mut rng)
                        .unwrap_or_else(|e| panic!("{seat:?}, ply {ply} of seed {seed}: {e} in {game}"));
                    if let Some(what) = drift(&game, &sample, seat) {
                        panic!(
                            "{seat:?}, ply {ply} of seed {seed}: the sample shows another {what}\ntrue {game}\nsample {sample}"
                        );
                    }
                }
            }
            if game.status() == Status::Over {
                break;
            }
            let moves = game.legal_moves();
            game.play_unchecked(moves[random_index(&mut rng, moves.len())]);
        }
    }
    seen
}

#[test]
fn alliances_are_public_a_sample_keeps_every_declared_alliance_and_every_public_fact() {
    let standard = samples_keep_what_each_seat_sees(TarotRules::standard(), 0..14, 2);
    let redeal = samples_keep_what_each_seat_sees(TarotRules::standard().with_redeal(true), 100..114, 2);
    // Each fact reached in the games of the two presets together (retirements are rare in short games).
    for (i, fact) in FACTS.iter().enumerate() {
        assert!(
            standard[i] + redeal[i] > 0,
            "no random game reached {fact} (standard {standard:?}, redeal {redeal:?})"
        );
    }
}
