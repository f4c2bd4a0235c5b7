"""The registry: the same games and presets as the `games` command line, and refusals as GameError."""

from __future__ import annotations

import pytest

import traditional_games as tg

# `games list`, as the `games` command line prints it: an expectation written out, not read from the package.
CLI_GAMES = {
    "backgammon-nodice": [
        "nodice",
        "nodice-own",
        "nodice-pair",
        "classic",
        "nodice-nocube",
        "classic-nocube",
    ],
    "bashnya": ["bashni", "fogliaccio", "russian", "lasca", "stavropol"],
    "bastardo-obiettivi": ["standard", "redeal"],
    "batarde-cards": ["4p", "3p", "5p", "6p", "7p"],
    "chess4-bastardo": [
        "standard",
        "free-promotion",
        "short-en-passant",
        "voluntary-pass",
    ],
    "siege-paris": ["standard", "three-soldiers", "backward", "protection", "two-player", "setup-phase"],
}


def test_games_and_presets_are_the_command_lines() -> None:
    assert tg.game_names() == list(CLI_GAMES)
    for name, presets in CLI_GAMES.items():
        assert tg.presets(name) == presets


def test_every_preset_loads_with_its_facts(any_preset: tg.Game) -> None:
    game = any_preset
    assert game.num_players >= 2
    assert game.num_distinct_actions > 0
    assert all(d > 0 for d in game.observation_shape)
    assert game.max_game_length > 0
    assert (game.max_chance_outcomes > 0) == game.has_chance
    assert game.rules  # the rules string
    assert game.new_initial_state().num_distinct_actions() == game.num_distinct_actions


def test_seat_names_are_the_games_own() -> None:
    assert tg.load("bashnya", "russian").seat_names == ["White", "Black"]
    assert len(tg.load("batarde-cards", "5p").seat_names) == 5
    for name, _ in [(n, p) for n in tg.game_names() for p in tg.presets(n)[:1]]:
        game = tg.load(name)
        state = game.new_initial_state()
        assert game.seat_names == [state.seat_name(seat) for seat in range(game.num_players)]


def test_default_preset_is_the_first() -> None:
    for name, presets in CLI_GAMES.items():
        assert tg.load(name).preset == presets[0]


@pytest.mark.parametrize(
    ("name", "preset", "message"),
    [("chess", None, "no game `chess`"), ("bashnya", "checkers", "has no preset `checkers`")],
)
def test_unknown_names_raise_a_value_error(name: str, preset: str | None, message: str) -> None:
    with pytest.raises(tg.GameError, match=message) as caught:
        tg.load(name, preset)
    assert isinstance(caught.value, ValueError)
    with pytest.raises(ValueError, match=message):
        tg.Batch(name, 2, preset=preset)


def test_tarot_presets_of_chess4_play_the_tarot_game() -> None:
    # Aliases the registry reads (not listed): the variant's own game and preset.
    tarot = tg.load("chess4-bastardo", "tarot-redeal")
    assert (tarot.name, tarot.preset) == ("bastardo-obiettivi", "redeal")
    assert tg.load("chess4-bastardo", "tarot").rules == tg.load("bastardo-obiettivi").rules
    assert tg.load("chess4-bastardo", "tarot").has_chance
    assert not tg.load("chess4-bastardo").has_chance
