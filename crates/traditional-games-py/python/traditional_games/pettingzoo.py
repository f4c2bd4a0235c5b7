"""A PettingZoo AEC environment per game: ``traditional_games.pettingzoo.env(name, preset=preset)``.

Agents are ``player_0`` .. ``player_{n-1}`` (the seats, in the game's order). The agent selected is the seat
on turn; chance nodes (deals, draws, dice) are played inside the environment with outcomes drawn at their
exact probabilities from a generator seeded by ``reset(seed=...)``. Each observation is a dict:
``observation``, the seat's float32 tensor of the game's documented shape, and ``action_mask``, int8 of
``num_distinct_actions`` (1 for the seat's legal actions when it is on turn). Rewards come at the end: each
seat's utility (in [-1, 1], summing to 0). ``state()`` is the global view for centralized training (every
seat's tensor stacked, ``state_space``); ``env.unwrapped.native`` is the native ``State``. Out-of-turn actions
are asked in claim windows under a game's turn-based presets
(``env(name, "<preset>+claims")``), or played on a native ``State``.
"""

from __future__ import annotations

from typing import Any, ClassVar

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from . import _native


def env(game: str, preset: str | None = None, render_mode: str | None = None) -> TraditionalGameEnv:
    """The AEC environment of ``game`` under ``preset`` (its default when ``None``)."""
    return TraditionalGameEnv(game, preset, render_mode)


class TraditionalGameEnv(AECEnv):
    """One game under one preset as a PettingZoo AEC environment (see the module docs)."""

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["human", "ansi"],
        "name": "traditional_games_v0",
        "is_parallelizable": False,
    }

    def __init__(self, game: str, preset: str | None = None, render_mode: str | None = None):
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(
                f"render_mode must be one of {self.metadata['render_modes']}, not {render_mode!r}"
            )
        self.game = _native.Game(game, preset)
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"{game.replace('-', '_')}_v0"}
        self.possible_agents = [f"player_{i}" for i in range(self.game.num_players)]
        shape = tuple(self.game.observation_shape)
        n = self.game.num_distinct_actions
        # Tensors are finite but their ranges differ by game (counts, totals): the box is unbounded.
        observation = spaces.Box(low=-np.inf, high=np.inf, shape=shape, dtype=np.float32)
        mask = spaces.Box(low=0, high=1, shape=(n,), dtype=np.int8)
        self._observation_spaces = {
            a: spaces.Dict({"observation": observation, "action_mask": mask}) for a in self.possible_agents
        }
        self._action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self.state_space = spaces.Box(
            low=-np.inf, high=np.inf, shape=(self.game.num_players, *shape), dtype=np.float32
        )
        self._rng = np.random.default_rng()
        # The native state (None before `reset`): not `self.state`, which is PettingZoo's method.
        self.native: _native.State | None = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self._action_spaces[agent]

    def _seat(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def _play_chance(self) -> None:
        """Plays nature's outcomes until a seat is on turn or the game is over."""
        assert self.native is not None
        while self.native.is_chance_node():
            outcomes = self.native.chance_outcomes()
            actions = [a for a, _ in outcomes]
            probabilities = np.array([p for _, p in outcomes])
            self.native.apply_action(int(self._rng.choice(actions, p=probabilities / probabilities.sum())))

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        self.native = self.game.new_initial_state()
        self._play_chance()
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[max(self.native.current_player(), 0)]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        assert self.native is not None
        seat = self._seat(agent)
        observation = self.native.observation_tensor(seat)
        mask = np.zeros(self.game.num_distinct_actions, np.int8)
        if self.native.current_player() == seat:
            mask[self.native.legal_actions()] = 1
        return {"observation": observation, "action_mask": mask}

    def state(self) -> np.ndarray:
        """The global view for centralized training (a critic, QMIX): every seat's observation tensor stacked,
        float32 ``[num_players, *observation_shape]``. It holds every seat's own secrets (hands, objectives):
        give it to training code, never to a seat's policy."""
        assert self.native is not None, "reset() first"
        return np.stack([self.native.observation_tensor(seat) for seat in range(self.game.num_players)])

    def step(self, action: int | None) -> None:
        if self.terminations[self.agent_selection] or self.truncations[self.agent_selection]:
            self._was_dead_step(action)
            return
        assert self.native is not None
        self._cumulative_rewards[self.agent_selection] = 0.0
        self.native.apply_action(int(action))  # an illegal action raises GameError, state unchanged
        self._play_chance()
        if self.native.is_terminal():
            for agent, value in zip(self.possible_agents, self.native.returns()):
                self.rewards[agent] = float(value)
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self.possible_agents[self.native.current_player()]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode")
            return None
        assert self.native is not None
        picture = self.native.pretty()
        if self.render_mode == "human":
            print(picture)
            return None
        return picture

    def close(self) -> None:
        self.native = None

    def __str__(self) -> str:
        return self.metadata["name"]
