//! Criterion benchmarks for `bashnya`: move generation (start and a capture-heavy midgame), play + undo,
//! bulk-counted perft from the start (Bashni and Russian presets), and the packed column representation
//! against a plain `Vec`-of-pieces column, the observation tensor against move generation (every preset, at
//! the start and on a fixed sample of random reachable states), and action indices.
//!
//! Run: `cargo bench -p benches --bench bashnya`.

use std::hint::black_box;
use std::time::Duration;

use abstract_game::Undo;
use bashnya::{Colour, Column, Kind, MoveList, Piece, Position, Rules};
use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};

/// A Bashni midgame found by random play: White's man column on b2 has seven distinct captures, up to six
/// pieces long, through the promotion row; tall columns on h2 and a5.
const BASHNI_MIDGAME: &str = "W:bashni:0:c1=w,b2=ww,f2=w,h2=wwwwwwb,a3=w,c3=b,h4=b,a5=wb,c5=b,e5=b,d6=b,a7=b,\
                              c7=b,e7=b,g7=b,f8=b";
/// A Russian draughts midgame with a king and five captures to choose from.
const RUSSIAN_MIDGAME: &str =
    "W:russian:0:a1=w,e1=w,g1=w,b2=w,d2=w,f2=w,h2=b,a3=w,a5=b,c5=w,e5=b,h6=w,c7=b,e7=b,g7=b,b8=W";
/// Figure 12 of seed 003: a king taking four two-high columns twice round.
const FIGURE_12: &str = "W:bashni:0:b4=W,d6=bb,f6=bb,f4=bb,d4=bb";

fn position(text: &str) -> Position {
    text.parse().expect("the benchmark positions are valid")
}

fn movegen(c: &mut Criterion) {
    let mut group = c.benchmark_group("movegen");
    let cases = [
        ("start/bashni", Position::start(Rules::bashni())),
        ("start/russian", Position::start(Rules::russian_draughts())),
        ("start/lasca", Position::start(Rules::lasca())),
        ("midgame/bashni", position(BASHNI_MIDGAME)),
        ("midgame/russian", position(RUSSIAN_MIDGAME)),
        ("figure12/bashni", position(FIGURE_12)),
    ];
    for (name, pos) in &cases {
        let mut moves = MoveList::new();
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
    let cases = [
        ("start/bashni", Position::start(Rules::bashni())),
        ("midgame/bashni", position(BASHNI_MIDGAME)),
        ("midgame/russian", position(RUSSIAN_MIDGAME)),
        ("figure12/bashni", position(FIGURE_12)),
    ];
    for (name, pos) in &cases {
        let moves = pos.legal_moves();
        group.throughput(Throughput::Elements(moves.len() as u64));
        let mut walker = pos.clone();
        group.bench_function(*name, |b| {
            b.iter(|| {
                for &mv in &moves {
                    let info = walker.play_undoable(black_box(mv));
                    walker.undo(mv, info);
                }
            });
        });
    }
    group.finish();
}

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    // Depth 11, the deepest that runs in a few seconds per iteration (about 2 s in release on the reference
    // machine; depth 12 would take about 10 s): ten samples of one iteration each.
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(3));
    group.measurement_time(Duration::from_secs(30));
    // Perft 8 as the issue names it (about a million nodes), and 11 for a steadier nodes-per-second figure.
    for (name, rules, depth, nodes) in [
        ("bashni", Rules::bashni(), 8, 925_945u64),
        ("russian", Rules::russian_draughts(), 8, 929_899),
        ("bashni", Rules::bashni(), 11, 107_845_504),
        ("russian", Rules::russian_draughts(), 11, 110_917_189),
    ] {
        let start = Position::start(rules);
        group.throughput(Throughput::Elements(nodes));
        group.bench_with_input(BenchmarkId::new(name, depth), &depth, |b, &depth| {
            b.iter(|| {
                let n = black_box(&start).perft(depth);
                assert_eq!(n, nodes);
                n
            });
        });
    }
    group.finish();
}

/// The alternative column representation: a plain vector of pieces, bottom first.
mod vec_column {
    use bashnya::Piece;

    /// A column as a `Vec` of pieces, bottom (index 0) to top.
    #[derive(Clone, Default)]
    pub(crate) struct VecColumn(Vec<Piece>);

    impl VecColumn {
        pub(crate) fn commander(&self) -> Option<Piece> {
            self.0.last().copied()
        }
        pub(crate) fn take_commander(&mut self) -> Option<Piece> {
            self.0.pop()
        }
        pub(crate) fn add_prisoner(&mut self, piece: Piece) {
            self.0.insert(0, piece);
        }
        pub(crate) fn take_bottom(&mut self) -> Option<Piece> {
            if self.0.is_empty() { None } else { Some(self.0.remove(0)) }
        }
        pub(crate) fn add_commander(&mut self, piece: Piece) {
            self.0.push(piece);
        }
    }
}

use vec_column::VecColumn;

/// Capture-like work on a board of 32 columns: square `i` takes the commander of square `j` as a prisoner,
/// the commanders are read back (what refreshing the bitboards needs), then the capture is undone.
/// `PAIRS` fixes the (capturer, victim) pairs.
const PAIRS: [(usize, usize); 8] = [(1, 9), (4, 13), (9, 18), (13, 22), (18, 27), (22, 30), (2, 11), (6, 15)];

fn packed_round(board: &mut [Column; 32]) -> u32 {
    let mut seen = 0;
    for &(from, victim) in &PAIRS {
        let (rest, piece) = board[victim].take_commander();
        if let Some(piece) = piece {
            board[victim] = rest;
            board[from] = board[from].with_prisoner(piece);
        }
        seen += u32::from(board[from].commander().is_some_and(|p| p.colour == Colour::Black));
        seen += u32::from(board[victim].commander().is_some_and(|p| p.colour == Colour::Black));
        if piece.is_some() {
            let (rest, back) = board[from].take_bottom();
            board[from] = rest;
            if let Some(back) = back {
                board[victim] = board[victim].with_commander(back);
            }
        }
    }
    seen
}

fn vec_round(board: &mut [VecColumn]) -> u32 {
    let mut seen = 0;
    for &(from, victim) in &PAIRS {
        let piece = board[victim].take_commander();
        if let Some(piece) = piece {
            board[from].add_prisoner(piece);
        }
        seen += u32::from(board[from].commander().is_some_and(|p| p.colour == Colour::Black));
        seen += u32::from(board[victim].commander().is_some_and(|p| p.colour == Colour::Black));
        if piece.is_some()
            && let Some(back) = board[from].take_bottom()
        {
            board[victim].add_commander(back);
        }
    }
    seen
}

fn columns(c: &mut Criterion) {
    // Columns of height 1..=4, alternating colours, a king in every third.
    let mut packed = [Column::EMPTY; 32];
    let mut vecs: Vec<VecColumn> = vec![VecColumn::default(); 32];
    for i in 0..32 {
        for level in 0..=(i % 4) {
            let colour = if (i + level) % 2 == 0 { Colour::White } else { Colour::Black };
            let kind = if (i + level) % 3 == 0 { Kind::King } else { Kind::Man };
            let piece = Piece::new(colour, kind);
            packed[i] = packed[i].with_commander(piece);
            vecs[i].add_commander(piece);
        }
    }
    let mut group = c.benchmark_group("columns");
    group.throughput(Throughput::Elements(PAIRS.len() as u64));
    group.bench_function("capture_undo/packed_u64", |b| b.iter(|| packed_round(black_box(&mut packed))));
    group.bench_function("capture_undo/vec", |b| b.iter(|| vec_round(black_box(&mut vecs))));
    // Copy-make search copies the whole board at every node.
    group.throughput(Throughput::Elements(1));
    group.bench_function("copy_board/packed_u64", |b| b.iter(|| black_box(black_box(&packed).to_owned())));
    group.bench_function("copy_board/vec", |b| b.iter(|| black_box(black_box(&vecs).clone())));
    group.finish();
}

/// `SAMPLE` states of `rules` reached by seeded random play (10 to 79 plies from the start, games that end
/// earlier are replaced by the next seed), none of them over: the same fixed sample in every run.
fn random_states(rules: Rules) -> Vec<Position> {
    use abstract_game::{Game, Xoshiro256, random_index};
    let mut states = Vec::with_capacity(SAMPLE);
    let mut moves = MoveList::new();
    let mut seed = 0u64;
    while states.len() < SAMPLE {
        seed += 1;
        let mut rng = Xoshiro256::seed_from_u64(seed);
        let plies = 10 + random_index(&mut rng, 70);
        let mut pos = Position::start(rules);
        for _ in 0..plies {
            pos.legal_moves_into(&mut moves);
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[random_index(&mut rng, moves.len())]);
        }
        if !pos.status().is_over() {
            states.push(pos);
        }
    }
    states
}

/// States per random sample of the `observation` group.
const SAMPLE: usize = 64;

/// Writing the observation tensor next to generating the legal moves of the same states: learning loops do
/// both per step, and writing must cost less. Every preset at its start, and a fixed sample of
/// [`SAMPLE`] random reachable states per preset (one iteration writes, or generates, all of them); the
/// observing seat is the side to move, as in a learning loop.
fn observation(c: &mut Criterion) {
    use abstract_game::{Game, ObservationTensor};
    let mut group = c.benchmark_group("observation");
    let mut cases: Vec<(String, Vec<Position>)> = Vec::new();
    for preset in Rules::PRESETS {
        let rules = Rules::from_preset(preset.name).expect("a listed preset");
        cases.push((format!("start/{}", preset.name), vec![Position::start(rules)]));
        cases.push((format!("random{SAMPLE}/{}", preset.name), random_states(rules)));
    }
    for (name, text) in [
        ("midgame/bashni", BASHNI_MIDGAME),
        ("midgame/russian", RUSSIAN_MIDGAME),
        ("figure12/bashni", FIGURE_12),
    ] {
        cases.push((name.to_owned(), vec![position(text)]));
    }
    for (name, states) in &cases {
        let mut out = vec![0.0f32; states[0].observation_shape().len()];
        // The seats are found outside the timed loop: only the writing is measured.
        let seats: Vec<_> = states.iter().map(|pos| pos.status().to_move().unwrap_or_default()).collect();
        group.throughput(Throughput::Elements(states.len() as u64));
        group.bench_function(format!("write/{name}"), |b| {
            b.iter(|| {
                for (pos, &seat) in black_box(states).iter().zip(&seats) {
                    let _ = pos.write_observation(seat, &mut out);
                }
                out[0]
            });
        });
        let mut moves = MoveList::new();
        group.bench_function(format!("movegen/{name}"), |b| {
            b.iter(|| {
                let mut n = 0;
                for pos in black_box(states) {
                    pos.legal_moves_into(&mut moves);
                    n += moves.len();
                }
                n
            });
        });
    }
    group.finish();
}

/// The action indices of every legal move of a state: in one bulk call (what a legal-action mask needs)
/// against one `action_index` call per move. Captures need the other legal captures (shared homes), so
/// the bulk call generates them once where one by one generates them per capture.
fn action_index(c: &mut Criterion) {
    use abstract_game::ActionIndex;
    let mut group = c.benchmark_group("action_index");
    let cases = [
        ("start/russian", Position::start(Rules::russian_draughts())),
        ("midgame/bashni", position(BASHNI_MIDGAME)),
        ("midgame/russian", position(RUSSIAN_MIDGAME)),
        ("figure12/bashni", position(FIGURE_12)),
    ];
    for (name, pos) in &cases {
        let moves = pos.legal_moves();
        let mut out = vec![0usize; moves.len()];
        group.throughput(Throughput::Elements(moves.len() as u64));
        group.bench_function(format!("bulk/{name}"), |b| {
            b.iter(|| {
                black_box(pos).action_indices(&moves, &mut out);
                out[0]
            });
        });
        group.bench_function(format!("one_by_one/{name}"), |b| {
            b.iter(|| {
                for (index, &mv) in out.iter_mut().zip(&moves) {
                    *index = black_box(pos).action_index(mv);
                }
                out[0]
            });
        });
    }
    group.finish();
}

criterion_group!(benches, movegen, play_undo, perft, columns, observation, action_index);
criterion_main!(benches);
