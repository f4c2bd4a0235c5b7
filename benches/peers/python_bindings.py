"""The same Python loop (pick a random legal action, apply it, until the game ends) on OpenSpiel's built-in
games and on traditional_games, in one run; then batched stepping of traditional_games (observations and
masks every step), on one core and on all cores (`RAYON_NUM_THREADS` sets how many). Prints steps per
second.

    python benches/peers/python_bindings.py [SECONDS_PER_ENGINE] [BATCH_SIZE] [ROUNDS]

The engines take turns in ROUNDS rounds (10 by default) of one block each, pyspiel's loop first in each
round, so that a machine whose speed drifts slows every engine alike; the rates are the totals over all
blocks, and the quartiles of each round's ratio to that round's pyspiel block are printed beside them.

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


class Counts:
    """Actions, decisions (actions of a seat) and finished games, and the seconds they took."""

    def __init__(self) -> None:
        self.actions = self.decisions = self.games = 0
        self.seconds = 0.0

    def per_second(self, what: str) -> float:
        return getattr(self, what) / self.seconds

    def add(self, block: Counts) -> Counts:
        """Adds a block's counts to these totals; returns the block."""
        for field in ("actions", "decisions", "games", "seconds"):
            setattr(self, field, getattr(self, field) + getattr(block, field))
        return block


class PythonLoop:
    """Random full games in the Python loop, played in blocks: a game under way when a block ends goes on in
    the next one."""

    def __init__(self, new_state, seed: int) -> None:
        self.new_state = new_state
        self.rng = random.Random(seed)
        self.state = new_state()
        self.counts = Counts()

    def run(self, seconds: float) -> Counts:
        """Plays for about `seconds`; returns this block's counts (and adds them to the running totals)."""
        rng, state = self.rng, self.state
        block = Counts()
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            for _ in range(64):
                if state.is_terminal():
                    block.games += 1
                    state = self.new_state()
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    action = rng.choices(
                        [a for a, _ in outcomes], [p for _, p in outcomes]
                    )[0]
                else:
                    action = rng.choice(state.legal_actions())
                    block.decisions += 1
                state.apply_action(action)
                block.actions += 1
        block.seconds = time.perf_counter() - start
        self.state = state
        return self.counts.add(block)


class Batched:
    """Batched random stepping, reading observations and masks every step, on one core or (`parallel`) on all
    cores; every slot's step is one decision. `fused`: one call per step (`step_random` draws and steps);
    otherwise the actions come back to Python (`random_actions`) and go in again (`step`), as a policy's
    would."""

    def __init__(self, game: tg.Game, size: int, parallel: bool, fused: bool) -> None:
        self.batch = game.batch(size, seed=1)
        self.parallel, self.fused = parallel, fused
        self.counts = Counts()
        self.checksum = 0.0

    def run(self, seconds: float) -> Counts:
        batch, parallel, size = self.batch, self.parallel, len(self.batch)
        block = Counts()
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            # Uniform legal actions drawn by Rust from the masks just written (numpy's argmax over random
            # scores works too, but costs more than the step itself for backgammon's 5,220-wide masks).
            if self.fused:
                batch.step_random(parallel=parallel)
            else:
                actions = batch.random_actions(parallel=parallel)
                batch.step(actions, parallel=parallel)
            # The observations and masks are read every step, as a learner would.
            self.checksum += float(batch.observations[:, 0].sum()) + float(
                batch.masks[:, 0].sum()
            )
            block.games += int(batch.dones.sum())
            block.actions += size
            block.decisions += size
        block.seconds = time.perf_counter() - start
        return self.counts.add(block)


def quartiles(values: list[float]) -> str:
    values = sorted(values)
    n = len(values)
    return f"{values[n // 4]:.0f}-{values[(3 * n) // 4]:.0f}"


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    size = int(sys.argv[2]) if len(sys.argv) > 2 else 256
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    pairs = [
        ("backgammon", "backgammon-nodice", "classic-nocube"),
        ("checkers", "bashnya", "russian"),
    ]
    print(f"{seconds:.0f} s per engine in {rounds} blocks; batch of {size}")
    for spiel_name, name, preset in pairs:
        spiel = pyspiel.load_game(spiel_name)
        ours = tg.load(name, preset)
        theirs = PythonLoop(spiel.new_initial_state, 1)
        loop = PythonLoop(ours.new_initial_state, 1)
        batched = {
            (fused, parallel): Batched(ours, size, parallel=parallel, fused=fused)
            for fused in (False, True)
            for parallel in (False, True)
        }
        # Every engine runs a block in turn, pyspiel's loop right before each: a machine whose speed drifts
        # (this VM's moved by 1.5x from minute to minute) then slows both sides of each comparison alike.
        # Each block's rate is also compared with the pyspiel block of its round.
        ratios: dict = {key: [] for key in ("loop", *batched)}
        for _ in range(rounds):
            spiel_block = theirs.run(seconds / rounds)
            base = spiel_block.per_second("decisions")
            ratios["loop"].append(
                loop.run(seconds / rounds).per_second("decisions") / base
            )
            for key, engine in batched.items():
                ratios[key].append(
                    engine.run(seconds / rounds).per_second("decisions") / base
                )
        for label, engine in (
            (f"pyspiel {spiel_name}", theirs),
            (f"{name} {preset}", loop),
        ):
            c = engine.counts
            print(
                f"{label:>42} loop {c.per_second('actions'):>12,.0f} actions/s "
                f"{c.per_second('decisions'):>12,.0f} decisions/s {c.per_second('games'):>9,.1f} games/s"
            )
        t, o = theirs.counts, loop.counts
        print(
            f"{'':>42} loop x{o.per_second('actions') / t.per_second('actions'):.1f} in actions, "
            f"x{o.per_second('decisions') / t.per_second('decisions'):.1f} in decisions, "
            f"x{o.per_second('games') / t.per_second('games'):.1f} in games "
            f"(blocks: x{quartiles(ratios['loop'])} in decisions)"
        )
        for (fused, parallel), engine in batched.items():
            label = "step_random" if fused else "random_actions + step"
            cores = "all cores" if parallel else "1 core"
            c = engine.counts
            print(
                f"{'batched, ' + label + ', ' + cores:>42} {c.per_second('decisions'):>12,.0f} decisions/s "
                f"{c.per_second('games'):>9,.1f} games/s | x{c.decisions / c.seconds / t.per_second('actions'):.0f} "
                f"pyspiel's actions, x{c.per_second('decisions') / t.per_second('decisions'):.0f} its decisions "
                f"(blocks: x{quartiles(ratios[(fused, parallel)])}), "
                f"x{c.per_second('games') / t.per_second('games'):.0f} its games"
            )


if __name__ == "__main__":
    main()
