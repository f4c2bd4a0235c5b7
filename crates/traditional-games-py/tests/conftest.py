"""Shared helpers: every (game, preset) pair as the package lists them, and capped random playouts."""

from __future__ import annotations

import random

import pytest

import traditional_games as tg

ALL_PRESETS = [(name, preset) for name in tg.game_names() for preset in tg.presets(name)]
DEFAULTS = [(name, tg.presets(name)[0]) for name in tg.game_names()]


def random_action(state: tg.State, rng: random.Random) -> int:
    """A chance outcome drawn at its probability, or a uniform legal action of the seat on turn."""
    if state.is_chance_node():
        outcomes = state.chance_outcomes()
        return rng.choices([a for a, _ in outcomes], weights=[p for _, p in outcomes])[0]
    return rng.choice(state.legal_actions())


def playout(state: tg.State, rng: random.Random, max_plies: int) -> tg.State:
    """Plays random actions until the game ends or `max_plies` actions were played."""
    for _ in range(max_plies):
        if state.is_terminal():
            break
        state.apply_action(random_action(state, rng))
    return state


@pytest.fixture(params=DEFAULTS, ids=lambda p: p[0])
def default_game(request: pytest.FixtureRequest) -> tg.Game:
    return tg.load(*request.param)


@pytest.fixture(params=ALL_PRESETS, ids=lambda p: f"{p[0]}:{p[1]}")
def any_preset(request: pytest.FixtureRequest) -> tg.Game:
    return tg.load(*request.param)
