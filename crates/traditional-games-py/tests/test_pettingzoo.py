"""PettingZoo: every game's AEC environment passes pettingzoo's api_test."""

from __future__ import annotations

import numpy as np
import pytest

from conftest import DEFAULTS

pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test

from traditional_games.pettingzoo import env


@pytest.mark.parametrize(("name", "preset"), [*DEFAULTS, ("backgammon-nodice", "classic")])
def test_api_test_passes(name: str, preset: str) -> None:
    api_test(env(name, preset), num_cycles=60)


def test_observations_masks_and_rewards() -> None:
    e = env("bashnya", "russian", render_mode="ansi")
    e.reset(seed=3)
    assert e.possible_agents == ["player_0", "player_1"]
    obs, reward, terminated, truncated, _ = e.last()
    assert obs["observation"].dtype == np.float32 and obs["action_mask"].dtype == np.int8
    assert obs["action_mask"].sum() > 0 and not terminated and not truncated and reward == 0
    assert "russian" in e.unwrapped.game.rules or e.render()
    rng = np.random.default_rng(0)
    for _agent in e.agent_iter(5000):
        obs, _, terminated, truncated, _ = e.last()
        action = None if terminated or truncated else int(rng.choice(np.flatnonzero(obs["action_mask"])))
        e.step(action)
    assert e.agents == []
    e.close()


def test_an_illegal_action_raises() -> None:
    e = env("batarde-cards", "3p")
    e.reset(seed=1)
    mask = e.observe(e.agent_selection)["action_mask"]
    with pytest.raises(ValueError):
        e.step(int(np.flatnonzero(mask == 0)[0]))


def test_state_is_the_global_view_method_not_an_attribute() -> None:
    # `env.state` was the native State stored under PettingZoo's method name: `env.state()` raised TypeError.
    e = env("batarde-cards", "3p")
    e.reset(seed=2)
    raw = e.unwrapped
    assert callable(raw.state)
    state = raw.state()
    assert state.dtype == np.float32 and state.shape == raw.state_space.shape
    assert raw.state_space.contains(state)
    for seat in range(3):
        np.testing.assert_array_equal(state[seat], raw.native.observation_tensor(seat))
    rng = np.random.default_rng(0)
    for _ in range(20):
        mask = e.observe(e.agent_selection)["action_mask"]
        e.step(int(rng.choice(np.flatnonzero(mask))))
    assert not np.array_equal(raw.state(), state)
