"""The same Python loop (pick a random legal action, apply it, until the game ends) on OpenSpiel's built-in
games and on traditional_games, in one run; then batched stepping of traditional_games (observations and
masks every step), on one core and on all cores (`RAYON_NUM_THREADS` sets how many). Prints steps per
second.

    python benches/peers/python_bindings.py [SECONDS_PER_ENGINE] [BATCH_SIZE]

Needs numpy, open_spiel and traditional_games installed in the running Python (see python_bindings.sh).
Pairs: OpenSpiel `backgammon` vs our `backgammon-nodice` preset `classic-nocube` (OpenSpiel's game has
no cube; random seats with a cube double and drop at once, which makes games far shorter); OpenSpiel
`checkers` vs our `bashnya` preset `russian` (Russian draughts). A step is one applied action, chance
outcomes included, in both engines.
"""

from __future__ import annotations

import random
import sys
import time

import pyspiel

import traditional_games as tg


def python_loop(new_state, seconds: float, seed: int) -> tuple[float, int]:
    """Random full games for about `seconds`: (steps per second, games)."""
    rng = random.Random(seed)
    steps = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = new_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
            else:
                action = rng.choice(state.legal_actions())
            state.apply_action(action)
            steps += 1
        games += 1
    return steps / (time.perf_counter() - start), games


def batched(game: tg.Game, size: int, seconds: float, parallel: bool, fused: bool) -> tuple[float, int]:
    """Batched random stepping for about `seconds`, reading observations and masks every step, on one core or
    (`parallel`) on all cores: (steps per second over all slots, games finished). `fused`: one call per step
    (`step_random` draws and steps); otherwise the actions come back to Python (`random_actions`) and go in
    again (`step`), as a policy's would."""
    batch = game.batch(size, seed=1)
    steps = finished = 0
    checksum = 0.0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        # Uniform legal actions drawn by Rust from the masks just written (numpy's argmax over random scores
        # works too, but costs more than the step itself for backgammon's 5,220-wide masks).
        if fused:
            batch.step_random(parallel=parallel)
        else:
            actions = batch.random_actions(parallel=parallel)
            batch.step(actions, parallel=parallel)
        # The observations and masks are read every step, as a learner would.
        checksum += float(batch.observations[:, 0].sum()) + float(batch.masks[:, 0].sum())
        finished += int(batch.dones.sum())
        steps += size
    return steps / (time.perf_counter() - start), finished


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    size = int(sys.argv[2]) if len(sys.argv) > 2 else 256
    pairs = [("backgammon", "backgammon-nodice", "classic-nocube"), ("checkers", "bashnya", "russian")]
    print(f"{seconds:.0f} s per engine; batch of {size}")
    for spiel_name, name, preset in pairs:
        spiel = pyspiel.load_game(spiel_name)
        ours = tg.load(name, preset)
        spiel_rate, spiel_games = python_loop(spiel.new_initial_state, seconds, 1)
        our_rate, our_games = python_loop(ours.new_initial_state, seconds, 1)
        print(
            f"{spiel_name:>10} pyspiel loop {spiel_rate:>10,.0f} steps/s ({spiel_games} games) | "
            f"{name} {preset} loop {our_rate:>10,.0f} steps/s ({our_games} games), "
            f"x{our_rate / spiel_rate:.1f}"
        )
        for fused, label in ((False, "random_actions + step"), (True, "step_random")):
            serial_rate, _ = batched(ours, size, seconds, parallel=False, fused=fused)
            parallel_rate, _ = batched(ours, size, seconds, parallel=True, fused=fused)
            print(
                f"{'':>10} batched, {label:<21}: 1 core {serial_rate:>12,.0f} steps/s, "
                f"x{serial_rate / spiel_rate:.0f} | all cores {parallel_rate:>12,.0f} steps/s, "
                f"x{parallel_rate / spiel_rate:.0f} | {parallel_rate / serial_rate:.2f}x from the second core"
            )


if __name__ == "__main__":
    main()
