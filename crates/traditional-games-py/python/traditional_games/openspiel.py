"""Every game as an OpenSpiel game: importing this module registers them all with ``pyspiel``.

>>> import pyspiel
>>> import traditional_games.openspiel
>>> game = pyspiel.load_game(name, {"preset": preset})   # or f"{name}(preset={preset})"

Each game is registered under its ``games list`` name with one parameter, ``preset`` (default: the game's
default preset). The ``GameType`` and ``GameInfo`` follow from the rules:

- dynamics sequential; reward model terminal;
- chance mode explicit stochastic where the game has chance nodes (deals, draws, dice), each outcome an
  action below ``max_chance_outcomes`` with its exact probability, else deterministic;
- information perfect or imperfect as the game is;
- utility zero-sum: returns are ``Outcome::utility`` (seats beaten minus seats that beat the seat, over
  seats - 1), which sum to 0 in every finished game, in [-1, 1];
- ``max_game_length``: the game's documented bound on the seats' moves.

A registered game's type is the default preset's (players: the range over every preset); a loaded game
reports its preset's own type. Seats act only on turn here, as OpenSpiel's sequential games do: a game's
out-of-turn actions are reachable through ``state.native`` (``apply_action_as``), or in turn under its
turn-based presets (``{"preset": "<preset>+claims"}``: claim windows, one action more for ``pass``).

Observation types are served when an engine view matches them (a seat's view, with or without perfect
recall; the whole table) and refused with ``ValueError`` otherwise (see ``_observer_kind``).
``resample_from_infostate`` draws with ``State.sample_consistent``, so OpenSpiel's Python ISMCTS runs.
OpenSpiel's C++ bots (``pyspiel.MCTSBot``, ``pyspiel.ISMCTSBot``) crash on every Python-registered game, its
own ``python_tic_tac_toe`` included: use the Python algorithms (``open_spiel.python.algorithms``), or
``OpenSpielBot``, a ``pyspiel.Bot`` over the package's native bots (searching in Rust), for ``evaluate_bots``.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pyspiel

from . import _native

_TYPES: dict[str, pyspiel.GameType] = {}


def _long_name(name: str) -> str:
    return f"traditional-games {name}"


def _game_type(native: _native.Game, players: tuple[int, int]) -> pyspiel.GameType:
    chance = (
        pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
        if native.has_chance
        else pyspiel.GameType.ChanceMode.DETERMINISTIC
    )
    information = (
        pyspiel.GameType.Information.PERFECT_INFORMATION
        if native.perfect_information
        else pyspiel.GameType.Information.IMPERFECT_INFORMATION
    )
    return pyspiel.GameType(
        short_name=native.name,
        long_name=_long_name(native.name),
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=chance,
        information=information,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=players[1],
        min_num_players=players[0],
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"preset": native.preset},
        default_loadable=True,
        provides_factored_observation_string=False,
    )


def _game_info(native: _native.Game) -> pyspiel.GameInfo:
    return pyspiel.GameInfo(
        num_distinct_actions=native.num_distinct_actions,
        max_chance_outcomes=native.max_chance_outcomes,
        num_players=native.num_players,
        min_utility=-1.0,
        max_utility=1.0,
        utility_sum=0.0,
        max_game_length=native.max_game_length,
    )


class OpenSpielState(pyspiel.State):
    """A ``pyspiel.State`` over a native ``State`` (``self.native``)."""

    def __init__(self, game: OpenSpielGame, native: _native.State | None = None):
        super().__init__(game)
        self.native = native if native is not None else game.native.new_initial_state()

    def current_player(self) -> int:
        return self.native.current_player()

    def _legal_actions(self, player: int) -> list[int]:
        return self.native.legal_actions()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return self.native.chance_outcomes()

    def _apply_action(self, action: int) -> None:
        self.native.apply_action(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        try:
            return self.native.action_to_string(int(action))
        except _native.GameError:
            # OpenSpiel may name an action that is not legal here (a log line after the fact).
            return f"action {int(action)}"

    def is_terminal(self) -> bool:
        return self.native.is_terminal()

    def returns(self) -> list[float]:
        return self.native.returns()

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> OpenSpielState:
        """A state drawn among those ``player_id`` cannot tell from this one (``State.sample_consistent``),
        seeded from ``probability_sampler`` (a callable giving floats in [0, 1), as
        ``pyspiel.UniformProbabilitySampler``): what OpenSpiel's ISMCTS asks. Its information-state string for
        ``player_id`` is this state's."""
        seed = min(int(probability_sampler() * 2.0**64), 2**64 - 1)
        return OpenSpielState(self.get_game(), self.native.sample_consistent(player_id, seed))

    def __str__(self) -> str:
        return str(self.native)


def _observer_kind(game: OpenSpielGame, iig_obs_type: Any) -> str:
    """What an observation type asks, among the views the engines have: ``"seat"`` (a seat's observation:
    public information and its own private information), ``"recall"`` (the same with perfect recall: the
    information-state string) or ``"table"`` (public information and every seat's private information: the
    whole table). Raises ``ValueError`` for the types no engine view matches, rather than answer with a view
    that holds more than was asked (a public observation of an imperfect-information game would otherwise
    show the seat's hand)."""
    if iig_obs_type is None:
        return "seat"
    private = iig_obs_type.private_info
    recall = iig_obs_type.perfect_recall
    kinds = pyspiel.PrivateInfoType
    supported = (
        "supported: public_info=True with private_info=SINGLE_PLAYER (the seat's observation; with "
        "perfect_recall, the information state), or private_info=ALL_PLAYERS without perfect_recall (the "
        "whole table; also private_info=NONE in perfect-information games, where everything is public)"
    )
    if not iig_obs_type.public_info:
        raise ValueError(f"{game._name}: no view without the public information; {supported}")
    if private == kinds.SINGLE_PLAYER:
        return "recall" if recall else "seat"
    if recall:
        raise ValueError(f"{game._name}: perfect recall only of one seat's view; {supported}")
    if private == kinds.ALL_PLAYERS or (private == kinds.NONE and game.native.perfect_information):
        return "table"
    raise ValueError(
        f"{game._name}: no public-only view of an imperfect-information game (a seat's view holds its own "
        f"secrets); {supported}"
    )


class _Observer:
    """OpenSpiel's Python observer, for the observation types the engines have views for (see
    ``_observer_kind``): a seat's observation is the game's tensor (``dict['observation']``, the documented
    shape) and string; with perfect recall, the information-state string (no tensor); the whole table is
    ``State.pretty()`` (no tensor)."""

    def __init__(self, game: OpenSpielGame, iig_obs_type: Any = None, params: Any = None):
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        self.kind = _observer_kind(game, iig_obs_type)
        if self.kind == "seat":
            shape = tuple(game.native.observation_shape)
            self.tensor: np.ndarray | None = np.zeros(math.prod(shape), np.float32)
            self.dict: dict[str, np.ndarray] = {"observation": self.tensor.reshape(shape)}
        else:
            self.tensor = None
            self.dict = {}

    def set_from(self, state: OpenSpielState, player: int) -> None:
        if self.tensor is not None:
            state.native.write_observation(player, self.tensor)

    def string_from(self, state: OpenSpielState, player: int) -> str:
        if self.kind == "recall":
            return state.native.information_state_string(player)
        if self.kind == "table":
            return state.native.pretty()
        return state.native.observation_string(player)


class OpenSpielGame(pyspiel.Game):
    """A ``pyspiel.Game`` over a native ``Game`` (``self.native``); one subclass per registered name."""

    _name = ""

    def __init__(self, params: dict[str, Any] | None = None):
        params = dict(params or {})
        unknown = set(params) - {"preset"}
        if unknown:
            raise ValueError(
                f"{self._name}: unknown parameters {sorted(unknown)}; the one parameter is `preset`"
            )
        self.native = _native.Game(self._name, params.get("preset"))
        game_type = _game_type(self.native, (self.native.num_players, self.native.num_players))
        super().__init__(game_type, _game_info(self.native), {"preset": self.native.preset})

    def new_initial_state(self, position: str | None = None) -> OpenSpielState:
        """The start state, or the state a position string describes."""
        if position is None:
            return OpenSpielState(self)
        return OpenSpielState(self, self.native.state_from(position))

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> _Observer:
        return _Observer(self, iig_obs_type, params)


def _register(name: str) -> None:
    if name in _TYPES:
        return
    counts = [_native.Game(name, preset).num_players for preset in _presets(name)]
    game_type = _game_type(_native.Game(name), (min(counts), max(counts)))
    class_name = f"OpenSpiel_{name.replace('-', '_')}"
    cls = type(class_name, (OpenSpielGame,), {"_name": name, "__module__": __name__})
    # Module-level, so pickle finds the class by name.
    globals()[class_name] = cls
    pyspiel.register_game(game_type, cls)
    _TYPES[name] = game_type


def _presets(name: str) -> list[str]:
    return next([p for p, _ in presets] for game, _, presets in _native.games() if game == name)


class OpenSpielBot(pyspiel.Bot):
    """A native ``Bot`` as a ``pyspiel.Bot``, for OpenSpiel's ``evaluate_bots`` and other loops written over
    ``pyspiel.Bot``: ``step(state)`` is the bot's action in an ``OpenSpielState`` (or a native ``State``).

    >>> game = load_game(name, preset)
    >>> bots = [OpenSpielBot(game, "mcts:200", 0, seed=1), OpenSpielBot(game, "random", 1, seed=2)]

    The search keeps nothing between moves, so ``restart_at`` and ``inform_action`` have nothing to do."""

    def __init__(self, game: OpenSpielGame | _native.Game, kind: str, player_id: int, seed: int = 0):
        pyspiel.Bot.__init__(self)
        self.native = _native.Bot(getattr(game, "native", game), kind, player_id, seed)

    def step(self, state: OpenSpielState | _native.State) -> int:
        return self.native.step(getattr(state, "native", state))

    def restart_at(self, state: OpenSpielState | _native.State) -> None:
        pass

    def inform_action(self, state: OpenSpielState | _native.State, player_id: int, action: int) -> None:
        pass

    def provides_policy(self) -> bool:
        return False


def register_all() -> list[str]:
    """Registers every game (once; later calls do nothing); returns their names."""
    for name, _, _ in _native.games():
        _register(name)
    return list(_TYPES)


def load_game(name: str, preset: str | None = None) -> OpenSpielGame:
    """``pyspiel.load_game(name, {"preset": preset})``."""
    register_all()
    return pyspiel.load_game(name, {} if preset is None else {"preset": preset})


register_all()
