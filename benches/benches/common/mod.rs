//! What the crates' benches share: the observation group (the tensor against move generation, with the
//! zeroing floor); the seeded states it runs on are the library's (`benches::sample_states`), which the
//! `observation_ratio` tool measures too. Each bench includes this module (`mod common;`) and uses
//! what it needs.
#![allow(dead_code, reason = "each bench uses only the helpers it needs")]

use std::hint::black_box;

use abstract_game::{ObservationTensor, PlayerId};
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Throughput};

/// Writing the observation tensor of the seat on turn (`write/<name>`) against generating its legal moves
/// (`movegen/<name>`: the `Game::legal_moves_into` the learning batch calls, into a reused list), over the
/// same states; one iteration is every state of `states` (the throughput gives the time per state).
/// The floor is zeroing the tensor's buffer, once per state, which any write must at least do since the API
/// writes every value: `fill/<name>` as one `fill(0.0)` (one `memset`), `fill_blocks/<name>` in blocks of 480
/// values as the crate's writer zeroes (under glibc's 2 KB switch to `rep stosb`, slow on AMD).
pub(crate) fn bench_observation<G: ObservationTensor>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    states: &[G],
) {
    let seats: Vec<PlayerId> = states.iter().map(|s| s.status().to_move().unwrap_or_default()).collect();
    let mut out = vec![0.0f32; states[0].observation_shape().len()];
    group.throughput(Throughput::Elements(states.len() as u64));
    group.bench_function(format!("write/{name}"), |b| {
        b.iter(|| {
            for (game, &seat) in black_box(states).iter().zip(&seats) {
                let _ = game.write_observation(seat, &mut out);
            }
            out[0]
        });
    });
    let mut moves = G::MoveList::default();
    group.bench_function(format!("movegen/{name}"), |b| {
        b.iter(|| {
            let mut total = 0;
            for game in black_box(states) {
                game.legal_moves_into(&mut moves);
                total += moves.len();
            }
            total
        });
    });
    group.bench_function(format!("fill/{name}"), |b| {
        b.iter(|| {
            for _ in black_box(states) {
                black_box(&mut out[..]).fill(0.0);
            }
            out[0]
        });
    });
    group.bench_function(format!("fill_blocks/{name}"), |b| {
        b.iter(|| {
            for _ in black_box(states) {
                for block in black_box(&mut out[..]).chunks_mut(480) {
                    block.fill(0.0);
                }
            }
            out[0]
        });
    });
}
