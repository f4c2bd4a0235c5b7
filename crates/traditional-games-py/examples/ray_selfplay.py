"""Distributed self-play with Ray: workers play batched random (or policy) games of one preset and send
back trajectories; the driver gathers them. Runs on one machine with `ray.init()`; point it at a cluster with
`RAY_ADDRESS=ray://head:10001 python ray_selfplay.py` (or `ray.init(address="auto")` on a cluster node).

    pip install "ray[default]" traditional-games
    python examples/ray_selfplay.py --game bashnya --preset russian --workers 4 --batch 256 --steps 200

Not run in CI (Ray is not installed there). Replace `choose` with a policy network's forward pass: it gets the
observations `[N, *shape]` and the legal-action masks `[N, num_actions]` of the seats to move.
"""

from __future__ import annotations

import argparse
import time

import numpy as np
import ray

import traditional_games as tg


def choose(observations: np.ndarray, masks: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """The policy: uniform over the legal actions (a network would score `observations` here)."""
    return (rng.random(masks.shape, dtype=np.float32) * masks).argmax(axis=1)


@ray.remote
class SelfPlayWorker:
    """Plays `batch` games at once in Rust (the GIL is released while they step) and keeps what learning
    needs: per step the observations, masks, actions, seats to move; rewards and done flags."""

    def __init__(self, game: str, preset: str | None, batch: int, seed: int):
        self.batch = tg.Batch(game, batch, seed=seed, preset=preset)
        self.rng = np.random.default_rng(seed)

    def play(self, steps: int) -> dict[str, np.ndarray]:
        b = self.batch
        record: dict[str, list[np.ndarray]] = {
            k: [] for k in ("obs", "mask", "action", "to_move", "reward", "done")
        }
        for _ in range(steps):
            # The output arrays are overwritten in place by each step: copy what is kept.
            obs, mask, to_move = b.observations.copy(), b.masks.copy(), b.to_move.copy()
            actions = choose(obs, mask, self.rng)
            b.step(actions)
            for key, value in zip(record, (obs, mask, actions, to_move, b.rewards.copy(), b.dones.copy())):
                record[key].append(value)
        return {k: np.stack(v) for k, v in record.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="bashnya")
    parser.add_argument("--preset", default=None)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--batch", type=int, default=128)
    parser.add_argument("--steps", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()

    ray.init()  # local; RAY_ADDRESS selects a cluster
    workers = [
        SelfPlayWorker.remote(args.game, args.preset, args.batch, seed) for seed in range(args.workers)
    ]
    for round_ in range(args.rounds):
        start = time.perf_counter()
        results = ray.get([w.play.remote(args.steps) for w in workers])
        seconds = time.perf_counter() - start
        steps = sum(r["action"].size for r in results)
        games = sum(int(r["done"].sum()) for r in results)
        print(f"round {round_}: {steps:,} steps, {games} games finished, {steps / seconds:,.0f} steps/s")
        # A learner would train on `results` here and broadcast new weights to the workers.


if __name__ == "__main__":
    main()
