//! Criterion benchmarks for `backgammon-nodice`: the plays of one roll (a midgame and a bear-off), the full
//! no-dice move set (the union over the allowed pairs) at the start and in a midgame, play + undo, and random
//! full games (classic dice, with and without the cube; no dice; classic with the dice drawn directly), and
//! the learning interface (an observation tensor against the legal moves of the same state; action indices).
//!
//! Run: `cargo bench -p benches --bench backgammon_nodice`.

use std::hint::black_box;

use abstract_game::{
    ActionIndex, Game, ObservationTensor, PlayerId, Status, Undo, Xoshiro256, random_below, random_index,
    random_playout,
};
use backgammon_nodice::{Dice, Move, MoveList, OBSERVATION_LEN, PlayList, Position, Rules};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// A classic midgame found by random play: blots on both sides, White to roll.
const MIDGAME: &str =
    "classic-nocube:3,0,-1,1,0,1,1,3,-1,0,0,-3,1,-1,-1,0,-2,0,-5,0,-1,2,1,2:0/0:0/0:w:roll:1:-/-";
/// The same checkers in no-dice mode, Black having just chosen 6-4 (so no 6 or 4 for White).
const MIDGAME_NODICE: &str =
    "nodice-nocube:3,0,-1,1,0,1,1,3,-1,0,0,-3,1,-1,-1,0,-2,0,-5,0,-1,2,1,2:0/0:0/0:w:start:1:3-1/6-4";
/// White bearing off (14 checkers on its six home points), Black still in its own home board.
const BEAR_OFF: &str =
    "classic-nocube:2,3,2,3,2,2,0,0,0,0,0,0,0,0,0,0,0,0,-3,-3,-3,-2,-2,-2:0/0:1/0:w:roll:1:-/-";

fn position(text: &str) -> Position {
    text.parse().expect("the benchmark positions are valid")
}

fn dice(a: u8, b: u8) -> Dice {
    Dice::new(a, b).expect("numbers 1 to 6")
}

fn plays_one_roll(c: &mut Criterion) {
    let mut group = c.benchmark_group("plays_one_roll");
    let midgame = position(MIDGAME);
    let bear_off = position(BEAR_OFF);
    let cases = [
        ("midgame/6-4", &midgame, dice(6, 4)),
        ("midgame/3-3", &midgame, dice(3, 3)),
        ("bear_off/6-5", &bear_off, dice(6, 5)),
        ("bear_off/2-2", &bear_off, dice(2, 2)),
    ];
    let mut plays = Box::new(PlayList::new());
    for (name, pos, d) in cases {
        group.bench_function(name, |b| {
            b.iter(|| {
                black_box(pos).plays_into(black_box(d), &mut *plays);
                plays.len()
            });
        });
    }
    // All 21 rolls of the midgame, for a per-roll average.
    group.throughput(Throughput::Elements(21));
    group.bench_function("midgame/all_21_rolls", |b| {
        b.iter(|| {
            let mut n = 0;
            for d in Dice::ALL {
                black_box(&midgame).plays_into(d, &mut *plays);
                n += plays.len();
            }
            n
        });
    });
    group.finish();
}

fn no_dice_move_set(c: &mut Criterion) {
    let mut group = c.benchmark_group("no_dice_move_set");
    let cases =
        [("start", Position::start(Rules::nodice().with_cube(false))), ("midgame", position(MIDGAME_NODICE))];
    let mut moves = MoveList::new();
    for (name, pos) in &cases {
        pos.legal_moves_into(&mut moves);
        group.throughput(Throughput::Elements(moves.len() as u64));
        group.bench_function(*name, |b| {
            b.iter(|| {
                black_box(pos).legal_moves_into(&mut moves);
                moves.len()
            });
        });
    }
    group.finish();
}

fn play_undo(c: &mut Criterion) {
    let mut group = c.benchmark_group("play_undo");
    let mut pos = position(MIDGAME);
    pos.play(pos.parse_move("6-4").expect("a roll")).expect("legal");
    let moves = pos.legal_moves();
    group.throughput(Throughput::Elements(moves.len() as u64));
    group.bench_function("midgame/6-4/all", |b| {
        b.iter(|| {
            for &mv in moves.iter() {
                let info = pos.play_undoable(mv);
                black_box(&pos);
                pos.undo(mv, info);
            }
        });
    });
    group.finish();
}

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_game");
    group.throughput(Throughput::Elements(1));
    for (name, rules, sample) in [
        ("classic-nocube", Rules::from_preset("classic-nocube").expect("a preset"), 50),
        ("classic", Rules::classic(), 50),
        ("nodice-nocube", Rules::from_preset("nodice-nocube").expect("a preset"), 10),
    ] {
        group.sample_size(sample);
        let mut rng = Xoshiro256::seed_from_u64(2026);
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut game = Position::start(rules);
                random_playout(&mut game, &mut rng, 1_000_000).plies
            });
        });
    }
    group.finish();
}

/// A classic random game with the dice drawn directly (two uniform dice, as a table would roll them; the
/// opening roll redrawn on a double) instead of through `abstract_game::sample_chance`, which computes an
/// exact common denominator of the 21 probabilities at every roll. Returns the plies played.
fn direct_dice_game(rules: Rules, rng: &mut Xoshiro256, moves: &mut MoveList) -> u64 {
    let mut game = Position::start(rules);
    let mut plies = 0;
    loop {
        match game.status() {
            Status::Over => return plies,
            Status::Chance => loop {
                let roll = random_below(rng, 36) as u8;
                let dice = Dice::new(roll / 6 + 1, roll % 6 + 1).expect("two dice");
                if !(game.is_opening() && dice.is_double()) {
                    game.play_unchecked(Move::rolled(dice));
                    break;
                }
            },
            Status::ToMove(_) => {
                game.legal_moves_into(moves);
                game.play_unchecked(moves[random_index(rng, moves.len())]);
            }
        }
        plies += 1;
    }
}

fn random_games_direct_dice(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_game_direct_dice");
    group.throughput(Throughput::Elements(1));
    group.sample_size(50);
    let rules = Rules::from_preset("classic-nocube").expect("a preset");
    let mut rng = Xoshiro256::seed_from_u64(2026);
    let mut moves = MoveList::new();
    group.bench_function("classic-nocube", |b| b.iter(|| direct_dice_game(rules, &mut rng, &mut moves)));
    group.finish();
}

/// Writing an observation tensor against generating the legal moves of the same state (classic with 6-4 to
/// play; no dice at the turn start), and the action index of one legal move (which generates and sorts).
fn observation(c: &mut Criterion) {
    let mut group = c.benchmark_group("observation");
    let mut classic = position(MIDGAME);
    classic.play(classic.parse_move("6-4").expect("a roll")).expect("legal");
    let cases = [("midgame/6-4", classic), ("nodice_midgame", position(MIDGAME_NODICE))];
    let mut out = vec![0.0f32; OBSERVATION_LEN];
    let mut moves = MoveList::new();
    let seat = PlayerId::from_const(0);
    for (name, pos) in &cases {
        group.bench_function(format!("{name}/tensor"), |b| {
            b.iter(|| black_box(pos).write_observation(seat, &mut out).expect("the tensor's length"));
        });
        group.bench_function(format!("{name}/legal_moves"), |b| {
            b.iter(|| {
                black_box(pos).legal_moves_into(&mut moves);
                moves.len()
            });
        });
        let mv = pos.legal_moves()[0];
        group.bench_function(format!("{name}/action_index"), |b| b.iter(|| black_box(pos).action_index(mv)));
    }
    group.finish();
}

criterion_group!(
    benches,
    observation,
    plays_one_roll,
    no_dice_move_set,
    play_undo,
    random_games,
    random_games_direct_dice
);
criterion_main!(benches);
