"""Rules engines for five traditional games, in Python.

Entry points:

- ``Game(name, preset)`` / ``load(name, preset)``: a game under a rules preset (the names of ``games list``),
  whose ``new_initial_state()`` is a ``State`` with ``pyspiel.State``'s methods.
- ``Batch`` (``Game.batch(n, seed)``): N games stepped at once by Rust into numpy arrays.
- ``Bot(game_or_state, "bot:0.5s", seat, seed)``: a search bot for one seat (``step(state)`` gives its
  action), thinking in Rust with the GIL released.
- ``traditional_games.openspiel``: every game registered with OpenSpiel (``pyspiel.load_game``).
- ``traditional_games.pettingzoo``: a PettingZoo AEC environment per game.

Every refusal (an illegal action, a bad position string, an unknown game) raises ``GameError``, a
``ValueError`` carrying the engine's message.
"""

from __future__ import annotations

import sys
from importlib import metadata

from ._native import CHANCE, TERMINAL, Batch, Bot, Game, GameError, State, games

try:
    __version__ = metadata.version("traditional-games")
except metadata.PackageNotFoundError:  # pragma: no cover - running from a source tree
    __version__ = "0.0.0"

__all__ = [
    "CHANCE",
    "TERMINAL",
    "Batch",
    "Bot",
    "Game",
    "GameError",
    "State",
    "__version__",
    "game_names",
    "games",
    "load",
    "presets",
]


def load(name: str, preset: str | None = None) -> Game:
    """The game ``name`` under ``preset`` (its default preset when ``None``)."""
    return Game(name, preset)


def game_names() -> list[str]:
    """Every registered game's name, in ``games list`` order."""
    return [name for name, _, _ in games()]


def presets(name: str) -> list[str]:
    """The preset names of a game, default first."""
    for game, _, listed in games():
        if game == name:
            return [preset for preset, _ in listed]
    raise GameError(f"no game `{name}`; the games: {', '.join(game_names())}")


# A program that already imported pyspiel gets every game registered at once; others import
# `traditional_games.openspiel` (importing pyspiel costs time nobody else should pay).
if "pyspiel" in sys.modules:  # pragma: no cover - depends on import order
    from . import openspiel as _openspiel  # noqa: F401
