"""Batched stepping: numpy arrays in and out, written in place, games reset automatically."""

from __future__ import annotations

import threading

import numpy as np
import pytest

import traditional_games as tg
from conftest import DEFAULTS


def random_actions(masks: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """One uniform legal action per row of a 0/1 mask, without a Python loop over the rows."""
    scores = rng.random(masks.shape) * masks
    return scores.argmax(axis=1).astype(np.int64)


@pytest.mark.parametrize(("name", "preset"), DEFAULTS)
def test_random_stepping_fills_the_arrays_in_place(name: str, preset: str) -> None:
    game = tg.load(name, preset)
    batch = game.batch(8, seed=1)
    n, a, p = 8, game.num_distinct_actions, game.num_players
    assert len(batch) == n and batch.num_actions == a and batch.num_players == p
    assert batch.observations.shape == (n, *game.observation_shape) and batch.observations.dtype == np.float32
    assert batch.masks.shape == (n, a) and batch.masks.dtype == np.uint8
    assert batch.rewards.shape == (n, p) and batch.dones.shape == (n,) and batch.to_move.shape == (n,)
    observations, masks = batch.observations, batch.masks
    assert (masks.sum(axis=1) > 0).all()
    rng = np.random.default_rng(0)
    before = observations.copy()
    finished = 0
    for _ in range(30):
        batch.step(random_actions(masks, rng))
        finished += int(batch.dones.sum())
        rewards = batch.rewards[batch.dones == 1]
        np.testing.assert_allclose(rewards.sum(axis=1), 0.0, atol=1e-6)
        assert (batch.rewards[batch.dones == 0] == 0).all()
        assert (masks.sum(axis=1) > 0).all(), "a reset slot shows its new game"
        assert (batch.to_move < p).all()
    assert batch.observations is not None and np.shares_memory(observations, batch.observations)
    assert not np.array_equal(before, observations), "the same array was written in place"
    assert np.isfinite(observations).all()


def test_games_end_and_reset() -> None:
    batch = tg.Batch("bashnya", 16, seed=2, preset="lasca")
    rng = np.random.default_rng(1)
    done = 0
    for _ in range(400):
        batch.step(random_actions(batch.masks, rng), parallel=True)
        done += int(batch.dones.sum())
    assert done > 0


def test_the_same_seed_plays_the_same_games_serial_or_parallel() -> None:
    runs = []
    for parallel in (False, True):
        batch = tg.Batch("batarde-cards", 6, seed=5)
        rng = np.random.default_rng(3)
        for _ in range(30):
            batch.step(random_actions(batch.masks, rng), parallel=parallel)
        runs.append(batch.observations.copy())
    np.testing.assert_array_equal(runs[0], runs[1])


def test_bad_actions_raise_before_anything_moves() -> None:
    batch = tg.Batch("siege-paris", 3)
    before = batch.observations.copy()
    illegal = np.array([int(np.flatnonzero(m == 0)[0]) for m in batch.masks], dtype=np.int64)
    with pytest.raises(tg.GameError, match="slot 0"):
        batch.step(illegal)
    with pytest.raises(tg.GameError, match="actions"):
        batch.step(np.zeros(2, np.int64))
    with pytest.raises(tg.GameError, match="negative"):
        batch.step(np.full(3, -1, np.int64))
    with pytest.raises(tg.GameError, match="negative"):
        batch.step([0, -1, 0])
    with pytest.raises(tg.GameError, match=r"slot 1: action .* outside the action space"):
        batch.step([0, 2**70, 0])
    legal = batch.random_actions().astype(np.uint64)
    legal[2] = 2**64 - 1
    with pytest.raises(tg.GameError, match=r"slot 2: action .* outside the action space"):
        batch.step(legal)
    with pytest.raises(tg.GameError, match="integers"):
        batch.step(np.zeros(3, np.float32))
    with pytest.raises(tg.GameError, match="one-dimensional"):
        batch.step(np.zeros((3, 1), np.int64))
    with pytest.raises(tg.GameError, match="actions buffer holds 0"):
        batch.step([])
    with pytest.raises(ValueError):
        tg.Batch("siege-paris", 0)
    np.testing.assert_array_equal(before, batch.observations)


@pytest.mark.parametrize(
    "convert",
    [
        pytest.param(lambda a: a.astype(np.int32), id="int32 (what JAX gives)"),
        pytest.param(lambda a: a.astype(np.uint16), id="uint16"),
        pytest.param(lambda a: np.repeat(a, 2)[::2], id="int64 strided"),
        pytest.param(lambda a: [int(x) for x in a], id="list of int"),
        pytest.param(lambda a: tuple(np.int32(x) for x in a), id="tuple of numpy ints"),
    ],
)
def test_step_accepts_any_integer_array_or_sequence(convert) -> None:
    given = tg.Batch("bashnya", 5, seed=8, preset="russian")
    reference = tg.Batch("bashnya", 5, seed=8, preset="russian")
    for _ in range(12):
        actions = reference.random_actions()
        given.step(convert(actions))
        reference.step(actions)
        np.testing.assert_array_equal(given.observations, reference.observations)
        np.testing.assert_array_equal(given.masks, reference.masks)


@pytest.mark.parametrize(
    ("make", "refusal"),
    [
        # Each aborted or panicked the interpreter before the size checks (exit 134 "memory allocation of
        # 32000000000 bytes failed", PanicException "capacity overflow", a panic on numpy's null result).
        pytest.param(lambda: tg.Batch("bashnya", 10**9, preset="russian"), MemoryError, id="1e9 russian"),
        pytest.param(lambda: tg.Batch("bashnya", 2**62), MemoryError, id="2**62 bashni"),
        pytest.param(lambda: tg.Batch("backgammon-nodice", 10**8), MemoryError, id="1e8 backgammon"),
        pytest.param(lambda: tg.Batch("bashnya", 2**64), MemoryError, id="2**64"),
        pytest.param(lambda: tg.Batch("bashnya", 2**100), MemoryError, id="2**100"),
        pytest.param(lambda: tg.Batch("bashnya", -1), tg.GameError, id="negative"),
        pytest.param(lambda: tg.Batch("bashnya", 3, seed=-1), tg.GameError, id="negative seed"),
        pytest.param(lambda: tg.Batch("bashnya", 3, seed=2**64), tg.GameError, id="seed past 2**64"),
        pytest.param(lambda: tg.load("bashnya", "russian").batch(10**9), MemoryError, id="load().batch 1e9"),
        pytest.param(lambda: tg.load("siege-paris").batch(2**62), MemoryError, id="load().batch 2**62"),
        pytest.param(lambda: tg.load("batarde-cards", "7p").batch(-5), tg.GameError, id="load().batch -5"),
    ],
)
def test_every_batch_size_is_a_memory_or_game_error_never_a_crash(make, refusal) -> None:
    # `MemoryError` and `GameError` are `Exception`s; PyO3's PanicException is not, so a panic fails here.
    with pytest.raises(refusal) as caught:
        make()
    assert isinstance(caught.value, Exception)
    assert "slots" in str(caught.value) or "seed" in str(caught.value)


def test_stepping_releases_the_gil() -> None:
    # Two batches stepped from two threads at once both advance and agree with a serial run.
    def run(out: list) -> None:
        batch = tg.Batch("chess4-bastardo", 4, seed=9)
        rng = np.random.default_rng(9)
        for _ in range(50):
            batch.step(random_actions(batch.masks, rng))
        out.append(batch.observations.copy())

    results: list = []
    threads = [threading.Thread(target=run, args=(results,)) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    serial: list = []
    run(serial)
    assert len(results) == 2
    np.testing.assert_array_equal(results[0], serial[0])
    np.testing.assert_array_equal(results[1], serial[0])


def test_native_random_actions_are_legal_and_seeded() -> None:
    runs = []
    for _ in range(2):
        batch = tg.Batch("chess4-bastardo", 5, seed=4)
        for _ in range(10):
            actions = batch.random_actions()
            assert actions.dtype == np.int64 and actions.shape == (5,)
            assert (batch.masks[np.arange(5), actions] == 1).all()
            batch.step(actions)
        runs.append(batch.observations.copy())
    np.testing.assert_array_equal(runs[0], runs[1])


def test_parallel_random_actions_draw_what_serial_ones_draw() -> None:
    runs = []
    for parallel in (False, True):
        batch = tg.Batch("bashnya", 37, seed=5, preset="russian")
        drawn = []
        for _ in range(20):
            actions = batch.random_actions(parallel=parallel)
            drawn.append(actions)
            batch.step(actions, parallel=parallel)
        runs.append(np.stack(drawn))
    np.testing.assert_array_equal(runs[0], runs[1])


def test_step_random_plays_legal_actions_that_replay_to_the_same_games() -> None:
    for game, preset in (
        ("bashnya", "russian"),
        ("backgammon-nodice", "classic-nocube"),
        ("batarde-cards", None),
    ):
        drawn_batch = tg.Batch(game, 9, seed=3, preset=preset)
        replayed = tg.Batch(game, 9, seed=3, preset=preset)
        for step in range(40):
            masks = drawn_batch.masks.copy()
            actions = drawn_batch.step_random()
            assert actions.dtype == np.int64 and actions.shape == (9,)
            assert (masks[np.arange(9), actions] == 1).all(), f"{game} step {step}: an illegal draw"
            replayed.step(actions)
            for name in ("observations", "masks", "to_move", "rewards", "dones"):
                np.testing.assert_array_equal(
                    getattr(drawn_batch, name), getattr(replayed, name), err_msg=f"{game} step {step}: {name}"
                )


def test_parallel_step_random_plays_the_serial_games() -> None:
    runs = []
    for parallel in (False, True):
        batch = tg.Batch("chess4-bastardo", 37, seed=6)
        drawn = [batch.step_random(parallel=parallel) for _ in range(15)]
        runs.append((np.stack(drawn), batch.observations.copy(), batch.masks.copy()))
    for serial, parallel in zip(runs[0], runs[1], strict=True):
        np.testing.assert_array_equal(serial, parallel)


def test_masks_are_read_only_between_steps() -> None:
    batch = tg.Batch("backgammon-nodice", 4, seed=1, preset="classic-nocube")
    with pytest.raises(ValueError, match="read-only"):
        batch.masks[0, 0] = 1
    batch.step_random()
    with pytest.raises(ValueError, match="read-only"):
        batch.masks[:] = 0
    assert not batch.masks.flags.writeable
    # The other outputs stay writeable: every step writes them whole.
    assert batch.observations.flags.writeable


@pytest.mark.parametrize(
    ("name", "preset", "ends"),
    [
        ("backgammon-nodice", "classic-nocube", True),
        ("backgammon-nodice", None, False),
        ("siege-paris", None, False),
        ("chess4-bastardo", None, False),
        ("bashnya", "russian", True),
    ],
)
@pytest.mark.parametrize("parallel", [False, True])
def test_kept_masks_are_the_masks_written_whole(
    name: str, preset: str | None, ends: bool, parallel: bool
) -> None:
    """The batch clears only the entries it set in kept (read-only) mask rows; made writeable again, the rows
    are written whole. Both give the same masks at every step, resets included (`ends`: some of the 12 random
    games end within the 60 steps)."""
    kept = tg.Batch(name, 12, seed=4, preset=preset)
    whole = tg.Batch(name, 12, seed=4, preset=preset)
    finished = 0
    for step in range(60):
        whole.masks.flags.writeable = True
        kept_actions = kept.step_random(parallel=parallel)
        whole_actions = whole.step_random(parallel=parallel)
        np.testing.assert_array_equal(kept_actions, whole_actions)
        np.testing.assert_array_equal(kept.masks, whole.masks, err_msg=f"step {step}")
        assert (kept.masks.sum(axis=1) > 0).all()
        finished += int(kept.dones.sum())
    assert finished > 0 or not ends, "games should end and restart"


def test_masks_written_to_after_making_them_writeable_are_written_whole() -> None:
    batch = tg.Batch("backgammon-nodice", 3, seed=2, preset="classic-nocube")
    batch.step_random()
    legal = batch.masks.copy()
    stray = int(np.flatnonzero(legal[0] == 0)[-1])
    batch.masks.flags.writeable = True
    batch.masks[0, stray] = 1
    batch.step_random()
    assert batch.masks[0, stray] == 0, "a row the caller could have written is written whole"


def test_numpys_refusal_of_an_array_is_its_memory_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """The arrays are made by numpy itself: when it refuses one (here a stand-in for an allocation that
    fails), its MemoryError reaches the caller. The batch used to panic on the null array numpy returned."""

    def refuse(*_args: object, **_kwargs: object) -> np.ndarray:
        raise MemoryError("Unable to allocate the array")

    monkeypatch.setattr(np, "zeros", refuse)
    with pytest.raises(MemoryError, match="Unable to allocate"):
        tg.Batch("backgammon-nodice", 2)
    monkeypatch.undo()
    assert len(tg.Batch("backgammon-nodice", 2)) == 2
