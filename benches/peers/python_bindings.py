"""The same Python loop (pick a random legal action, apply it, until the game ends) on OpenSpiel's built-in
games and on traditional_games, in one run; then batched stepping of traditional_games (observations and
masks every step), on one core and on all cores (`RAYON_NUM_THREADS` sets how many). Prints steps per
second.

    python benches/peers/python_bindings.py [SECONDS_PER_ENGINE] [BATCH_SIZE]

Needs numpy, open_spiel and traditional_games installed in the running Python (see python_bindings.sh).
Pairs: OpenSpiel `backgammon` vs our `backgammon-nodice` preset `classic-nocube` (OpenSpiel's game has
no cube; random seats with a cube double and drop at once, which makes games far shorter); OpenSpiel
`checkers` vs our `bashnya` preset `russian` (Russian draughts). A step is one applied action, chance
outcomes included, in both engines; the loops also count decisions (actions of a seat, chance outcomes left
out) and whole games. A batched step is one decision in every slot, the chance outcomes after it drawn inside
Rust; so batched rates are compared with the loop's actions (the loop's unit), decisions (the same unit on
both sides) and, where both engines play the same game (backgammon without the cube), games.
"""

from __future__ import annotations

import random
import sys
import time

import pyspiel

import traditional_games as tg


class Rates:
    """Actions, decisions (actions of a seat) and finished games per second."""

    def __init__(
        self, actions: int, decisions: int, games: int, seconds: float
    ) -> None:
        self.actions = actions / seconds
        self.decisions = decisions / seconds
        self.games = games / seconds


def python_loop(new_state, seconds: float, seed: int) -> Rates:
    """Random full games for about `seconds`."""
    rng = random.Random(seed)
    actions = decisions = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = new_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                action = rng.choices(
                    [a for a, _ in outcomes], [p for _, p in outcomes]
                )[0]
            else:
                action = rng.choice(state.legal_actions())
                decisions += 1
            state.apply_action(action)
            actions += 1
        games += 1
    return Rates(actions, decisions, games, time.perf_counter() - start)


def batched(
    game: tg.Game, size: int, seconds: float, parallel: bool, fused: bool
) -> Rates:
    """Batched random stepping for about `seconds`, reading observations and masks every step, on one core or
    (`parallel`) on all cores; every slot's step is one decision. `fused`: one call per step
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
        checksum += float(batch.observations[:, 0].sum()) + float(
            batch.masks[:, 0].sum()
        )
        finished += int(batch.dones.sum())
        steps += size
    return Rates(steps, steps, finished, time.perf_counter() - start)


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    size = int(sys.argv[2]) if len(sys.argv) > 2 else 256
    pairs = [
        ("backgammon", "backgammon-nodice", "classic-nocube"),
        ("checkers", "bashnya", "russian"),
    ]
    print(f"{seconds:.0f} s per engine; batch of {size}")
    for spiel_name, name, preset in pairs:
        spiel = pyspiel.load_game(spiel_name)
        ours = tg.load(name, preset)
        theirs = python_loop(spiel.new_initial_state, seconds, 1)
        loop = python_loop(ours.new_initial_state, seconds, 1)
        for label, rates in (
            (f"pyspiel {spiel_name}", theirs),
            (f"{name} {preset}", loop),
        ):
            print(
                f"{label:>42} loop {rates.actions:>12,.0f} actions/s {rates.decisions:>12,.0f} decisions/s "
                f"{rates.games:>9,.1f} games/s"
            )
        print(
            f"{'':>42} loop x{loop.actions / theirs.actions:.1f} in actions, "
            f"x{loop.decisions / theirs.decisions:.1f} in decisions, x{loop.games / theirs.games:.1f} in games"
        )
        for fused, label in ((False, "random_actions + step"), (True, "step_random")):
            for parallel in (False, True):
                rates = batched(ours, size, seconds, parallel=parallel, fused=fused)
                cores = "all cores" if parallel else "1 core"
                print(
                    f"{'batched, ' + label + ', ' + cores:>42} {rates.decisions:>12,.0f} decisions/s "
                    f"{rates.games:>9,.1f} games/s | x{rates.decisions / theirs.actions:.0f} pyspiel's actions, "
                    f"x{rates.decisions / theirs.decisions:.0f} its decisions, x{rates.games / theirs.games:.0f} "
                    "its games"
                )


if __name__ == "__main__":
    main()
