"""La Bâtarde's turn-based presets (``4p+claims`` ...): the méchoune and choune, out of turn in the game, are
asked in claim windows, so OpenSpiel and PettingZoo (which ask only the seat on turn) reach them."""

from __future__ import annotations

import pickle

import numpy as np
import pytest

import traditional_games as tg

# The crate README's action counts and tensor lengths of each preset, plus `pass` and the window's values.
TURN_BASED = [
    ("3p", 162, 266, 3),
    ("4p", 152, 313, 4),
    ("5p", 354, 648, 5),
    ("6p", 342, 731, 6),
    ("7p", 332, 814, 7),
]


def _first_window(state: tg.State, rng: np.random.Generator) -> tg.State:
    """Plays random bids (and chance) until a claim window asks a seat to méchoune."""
    while not any("mechoune" in m for m in state.legal_moves()):
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(actions, p=probs)))
        else:
            legal = [a for a in state.legal_actions() if state.action_to_string(a) != "pass"]
            state.apply_action(int(rng.choice(legal)))
    return state


@pytest.mark.parametrize(("preset", "actions", "tensor", "players"), TURN_BASED)
def test_turn_based_presets_add_pass_and_the_window(
    preset: str, actions: int, tensor: int, players: int
) -> None:
    game = tg.load("batarde-cards", f"{preset}+claims")
    assert game.preset == f"{preset}+claims"
    assert game.rules == tg.load("batarde-cards", preset).rules
    assert game.num_players == players
    assert game.num_distinct_actions == actions + 1
    assert game.observation_shape == [tensor + 1 + 2 * players]
    assert game.max_game_length == tg.load("batarde-cards", preset).max_game_length * (players + 1)


def test_a_seat_mechounes_and_the_target_may_choune_through_the_windows() -> None:
    state = _first_window(tg.load("batarde-cards", "4p+claims").new_initial_state(), np.random.default_rng(5))
    seat = state.current_player()
    name = state.seat_name(seat)
    moves = state.legal_moves()
    assert moves[-1] == "pass" and all(m.startswith(f"{name} mechoune ") for m in moves[:-1])
    # Only the seat asked has actions; `pass` is the last index of the action space.
    assert all(state.legal_actions(other) == [] for other in range(4) if other != seat)
    assert state.string_to_action("pass") == state.num_distinct_actions() - 1
    mechoune = moves[0]
    target = mechoune.split()[-1]
    state.apply_action(state.string_to_action(mechoune))
    assert f"{name}>{target}" in state.position()  # the hand string's méchoune field
    # The window starts again after the claimer; the méchouned seat is asked whether to choune.
    while state.legal_moves() == ["pass"]:
        state.apply_action(state.string_to_action("pass"))
    assert state.seat_name(state.current_player()) == target
    assert state.legal_moves() == [f"{target} choune", "pass"]
    assert "claim window" in state.pretty()


def test_moves_out_of_their_window_are_refused() -> None:
    state = _first_window(tg.load("batarde-cards", "3p+claims").new_initial_state(), np.random.default_rng(2))
    others = [s for s in range(3) if s != state.current_player()]
    with pytest.raises(tg.GameError, match="claim window is open"):
        state.apply_move(f"{state.seat_name(others[0])} mechoune {state.seat_name(others[1])}")


def test_states_pickle_and_batches_step_in_turn_based_form() -> None:
    state = _first_window(tg.load("batarde-cards", "5p+claims").new_initial_state(), np.random.default_rng(3))
    back = pickle.loads(pickle.dumps(state))
    assert back.position() == state.position() and back.preset == "5p+claims"
    assert "[claim window: " in state.position()
    batch = tg.Batch("batarde-cards", 4, seed=1, preset="4p+claims")
    assert batch.num_actions == 153
    for _ in range(300):
        batch.step_random()
    assert batch.masks.shape == (4, 153)


def test_only_games_with_out_of_turn_actions_have_turn_based_presets() -> None:
    with pytest.raises(tg.GameError, match=r"no preset `russian\+claims`"):
        tg.load("bashnya", "russian+claims")
    with pytest.raises(tg.GameError, match=r"\+claims"):
        tg.load("batarde-cards", "9p+claims")
    # The listed presets stay the command line's.
    assert "4p+claims" not in tg.presets("batarde-cards")


def test_openspiel_random_sim_test_on_the_turn_based_form() -> None:
    pyspiel = pytest.importorskip("pyspiel")
    import traditional_games.openspiel  # noqa: F401

    game = pyspiel.load_game("batarde-cards", {"preset": "3p+claims"})
    assert game.num_distinct_actions() == 163
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_openspiel_agents_reach_the_mechoune() -> None:
    pyspiel = pytest.importorskip("pyspiel")
    import traditional_games.openspiel  # noqa: F401

    game = pyspiel.load_game("batarde-cards(preset=4p+claims)")
    rng = np.random.default_rng(4)
    state = game.new_initial_state()
    claimed = []
    while not state.is_terminal() and len(claimed) < 2:
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(actions, p=probs)))
            continue
        player = state.current_player()
        names = {a: state.action_to_string(player, a) for a in state.legal_actions()}
        # An agent that claims whenever it may: the méchoune, then the choune.
        claims = [a for a, n in names.items() if "choune" in n]
        action = claims[0] if claims else int(rng.choice([a for a, n in names.items() if n != "pass"]))
        if claims:
            claimed.append(names[action])
        state.apply_action(action)
    assert "mechoune" in claimed[0] and claimed[1].endswith("choune")


def test_pettingzoo_api_test_on_the_turn_based_form() -> None:
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test

    from traditional_games.pettingzoo import env

    api_test(env("batarde-cards", "4p+claims"), num_cycles=60)


def test_pettingzoo_agent_mechounes_through_its_action_mask() -> None:
    pytest.importorskip("pettingzoo")
    from traditional_games.pettingzoo import env

    e = env("batarde-cards", "3p+claims")
    e.reset(seed=7)
    native = e.unwrapped.native
    pass_action = e.unwrapped.game.num_distinct_actions - 1
    rng = np.random.default_rng(7)
    for _agent in e.agent_iter(5000):
        obs, _, terminated, truncated, _ = e.last()
        if terminated or truncated:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        names = [native.action_to_string(int(a)) for a in legal]
        mechounes = [int(a) for a, n in zip(legal, names) if "mechoune" in n]
        if mechounes:
            # The window's values at the tensor's end: open, and this agent (r = 0) asked.
            assert obs["observation"][-7] == 1.0 and obs["observation"][-6] == 1.0
            assert pass_action in legal
            by, _, target = names[[int(a) for a in legal].index(mechounes[0])].split()
            assert by == native.seat_name(e.possible_agents.index(e.agent_selection))
            e.step(mechounes[0])
            assert f"{by}>{target}" in e.unwrapped.native.position()  # the hand string's méchoune field
            break
        e.step(int(rng.choice([a for a in legal if a != pass_action])))
        native = e.unwrapped.native
    else:
        pytest.fail("no claim window reached")
