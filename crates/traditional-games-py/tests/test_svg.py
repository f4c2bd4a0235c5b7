"""SVG pictures (issue 27, part 1, "Offered everywhere"): `State.svg`, and `_repr_svg_` for Jupyter."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import traditional_games as tg
from conftest import ALL_PRESETS

SVG = "{http://www.w3.org/2000/svg}"


def labels(svg: str, cls: str) -> set[str]:
    """The accessible names of the picture's elements of one class."""
    root = ET.fromstring(svg)
    return {e.get("aria-label") for e in root.iter() if e.get("class") == cls}


@pytest.mark.parametrize("name,preset", ALL_PRESETS)
def test_every_preset_draws_xml_for_the_public_view_and_each_seat(name: str, preset: str) -> None:
    state = tg.load(name, preset).new_initial_state()
    for seat in [None, *range(state.num_players())]:
        root = ET.fromstring(state.svg(seat))
        assert root.tag == SVG + "svg"
        assert root.find(SVG + "title") is not None


def test_the_bashni_board_names_its_32_dark_squares() -> None:
    svg = tg.load("bashnya", "russian").new_initial_state().svg()
    # a1 is dark: a square is dark when its file (from 0) plus its rank is odd. Written out, not read back.
    dark = {f"{'abcdefgh'[f]}{r}" for f in range(8) for r in range(1, 9) if (f + r) % 2 == 1}
    assert len(dark) == 32
    assert labels(svg, "square") == dark


def test_jupyter_shows_the_public_view_never_a_seats_secrets() -> None:
    state = tg.load("batarde-cards", "4p").new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    assert state._repr_svg_() == state.svg()
    # The seat on turn's hand is face up in its own view only.
    on_turn = state.current_player()
    assert state.svg(on_turn) != state.svg()
    assert state._repr_svg_() != state.svg(on_turn)


def test_size_and_coordinates_are_options() -> None:
    state = tg.load("bashnya").new_initial_state()
    small = state.svg(size=200, coordinates=False)
    assert ET.fromstring(small).get("width") == "200"
    assert len(small) < len(state.svg(size=200))


@pytest.mark.parametrize("kwargs", [{"seat": 2}, {"seat": -1}, {"size": 0}, {"size": 2**70}])
def test_a_bad_seat_or_size_is_a_game_error(kwargs: dict[str, int]) -> None:
    state = tg.load("bashnya").new_initial_state()
    with pytest.raises(tg.GameError):
        state.svg(**kwargs)
