"""OpenSpiel: every game loads through pyspiel with the right GameType/GameInfo, passes the random simulation
checks (pyspiel's own where a game is short, a capped Python equivalent of OpenSpiel's games_sim_test
otherwise) and is played by OpenSpiel's Python MCTS bot."""

from __future__ import annotations

import math
import pickle
from typing import Any

import numpy as np
import pytest

from conftest import ALL_PRESETS, DEFAULTS

pyspiel = pytest.importorskip("pyspiel")
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402
from open_spiel.python.observation import make_observation  # noqa: E402

import traditional_games as tg  # noqa: E402
import traditional_games.openspiel as tgo  # noqa: E402

GameType = pyspiel.GameType


def test_every_game_is_registered() -> None:
    registered = {t.short_name for t in pyspiel.registered_games()}
    assert set(tg.game_names()) <= registered


@pytest.mark.parametrize(("name", "preset"), ALL_PRESETS)
def test_game_type_and_info_follow_the_rules(name: str, preset: str) -> None:
    game = pyspiel.load_game(name, {"preset": preset})
    native = tg.load(name, preset)
    kind = game.get_type()
    assert kind.short_name == name
    assert kind.dynamics == GameType.Dynamics.SEQUENTIAL
    assert kind.reward_model == GameType.RewardModel.TERMINAL
    assert kind.utility == GameType.Utility.ZERO_SUM
    chance = (
        GameType.ChanceMode.EXPLICIT_STOCHASTIC if native.has_chance else GameType.ChanceMode.DETERMINISTIC
    )
    assert kind.chance_mode == chance
    perfect = GameType.Information.PERFECT_INFORMATION
    assert (kind.information == perfect) == native.perfect_information
    assert game.num_players() == native.num_players
    assert game.num_distinct_actions() == native.num_distinct_actions
    assert game.max_chance_outcomes() == native.max_chance_outcomes
    assert game.max_game_length() == native.max_game_length
    assert (game.min_utility(), game.max_utility(), game.utility_sum()) == (-1.0, 1.0, 0.0)
    assert game.observation_tensor_shape() == native.observation_shape
    assert str(game) == f"{name}(preset={preset})"


def test_game_strings_and_bad_parameters() -> None:
    assert pyspiel.load_game("bashnya(preset=russian)").get_parameters() == {"preset": "russian"}
    with pytest.raises(Exception, match="no preset"):
        pyspiel.load_game("bashnya", {"preset": "checkers"})


# Games a random game finishes quickly: pyspiel's own C++ checks on whole games.
SHORT = ["bashnya", "backgammon-nodice", "batarde-cards"]


@pytest.mark.parametrize("name", SHORT)
def test_pyspiel_random_sim_test(name: str) -> None:
    pyspiel.random_sim_test(pyspiel.load_game(name), num_sims=1, serialize=False, verbose=False)


@pytest.mark.parametrize(
    ("name", "preset"), [*DEFAULTS, ("backgammon-nodice", "classic"), ("bashnya", "russian")]
)
def test_random_simulation_checks(name: str, preset: str) -> None:
    """OpenSpiel's games_sim_test.sim_game, capped at 400 actions: clones, pickles, chance outcomes, sorted
    legal actions, masks, tensors and strings for every seat."""
    game = pyspiel.load_game(name, {"preset": preset})
    pickled = pickle.loads(pickle.dumps(game))
    assert str(pickled) == str(game)
    rng = np.random.default_rng(0)
    state = game.new_initial_state()
    shape = game.observation_tensor_shape()
    for _ in range(400):
        if state.is_terminal():
            break
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            assert math.isclose(sum(probs), 1.0) and all(0 < p <= 1 for p in probs)
            assert all(0 <= a < game.max_chance_outcomes() for a in actions)
            state.apply_action(int(rng.choice(actions, p=probs)))
            continue
        player = state.current_player()
        legal = state.legal_actions(player)
        assert legal == sorted(legal) and legal
        assert sum(state.legal_actions_mask(player)) == len(legal)
        for other in range(game.num_players()):
            if other != player:
                assert state.legal_actions(other) == []
            assert np.asarray(state.observation_tensor(other)).size == math.prod(shape)
            assert state.observation_string(other)
        action = int(rng.choice(legal))
        assert state.action_to_string(player, action)
        clone = state.clone()
        state.apply_action(action)
        clone.apply_action(action)
        assert str(clone) == str(state) and clone.history() == state.history()
    assert len(state.history()) > 0
    if state.is_terminal():
        returns = state.returns()
        assert math.isclose(sum(returns), 0.0, abs_tol=1e-9)
        assert all(game.min_utility() <= r <= game.max_utility() for r in returns)


def test_information_state_strings_come_from_the_perfect_recall_observer() -> None:
    game = pyspiel.load_game("batarde-cards", {"preset": "3p"})
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    assert state.information_state_string(0) != state.information_state_string(1)
    assert state.observation_string(0) == state.native.observation_string(0)


@pytest.mark.parametrize(("name", "preset"), [*DEFAULTS, ("backgammon-nodice", "classic")])
def test_mcts_bot_plays_a_few_moves(name: str, preset: str) -> None:
    game = pyspiel.load_game(name, {"preset": preset})
    rng = np.random.RandomState(1)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=6, evaluator=evaluator, random_state=rng)
    state = game.new_initial_state()
    bot_moves = 0
    while not state.is_terminal() and bot_moves < 3:
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(actions, p=probs)))
            continue
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
        bot_moves += 1
    assert bot_moves == 3


def test_load_game_helper_and_native_state() -> None:
    game = tgo.load_game("chess4-bastardo", "tarot")
    state = game.new_initial_state()
    assert isinstance(state.native, tg.State) and state.is_chance_node()
    position = str(tgo.load_game("bashnya").new_initial_state())
    assert str(tgo.load_game("bashnya").new_initial_state(position)) == position


def _obs_type(private: Any, public: bool = True, recall: bool = False) -> Any:
    return pyspiel.IIGObservationType(perfect_recall=recall, public_info=public, private_info=private)


def _dealt(game: Any) -> Any:
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    return state


def test_a_public_observation_of_a_hidden_information_game_is_refused_not_the_seats_hand() -> None:
    """`IIGObservationType(public_info=True, private_info=NONE)` answered with the seat's own view, hand and
    all. The engines have no public-only view of a hidden-information game: the type is refused; so are views
    without the public information and perfect recall of anything but one seat's view."""
    private = pyspiel.PrivateInfoType
    for name in ("batarde-cards", "bastardo-obiettivi"):
        game = pyspiel.load_game(name)
        for kind in (
            _obs_type(private.NONE),
            _obs_type(private.NONE, recall=True),
            _obs_type(private.SINGLE_PLAYER, public=False),
            _obs_type(private.ALL_PLAYERS, recall=True),
        ):
            with pytest.raises(ValueError, match="supported"):
                make_observation(game, kind)


def test_the_observation_types_that_are_served_hold_what_they_say() -> None:
    private = pyspiel.PrivateInfoType
    game = pyspiel.load_game("batarde-cards", {"preset": "3p"})
    state = _dealt(game)
    seat = make_observation(game, _obs_type(private.SINGLE_PLAYER))
    seat.set_from(state, 0)
    np.testing.assert_array_equal(seat.dict["observation"], state.observation_tensor(0))
    assert seat.string_from(state, 0) == state.native.observation_string(0)
    recall = make_observation(game, _obs_type(private.SINGLE_PLAYER, recall=True))
    assert recall.dict == {}
    assert recall.string_from(state, 1) == state.native.information_state_string(1)
    table = make_observation(game, _obs_type(private.ALL_PLAYERS))
    assert table.string_from(state, 0) == table.string_from(state, 2) == state.native.pretty()
    # Perfect information: everything is public, so the public view is the whole table, the same for both.
    draughts = pyspiel.load_game("bashnya", {"preset": "russian"})
    board = draughts.new_initial_state()
    public = make_observation(draughts, _obs_type(private.NONE))
    assert public.string_from(board, 0) == public.string_from(board, 1) == board.native.pretty()


@pytest.mark.parametrize(("name", "preset"), [("batarde-cards", "3p"), ("bastardo-obiettivi", "standard")])
def test_ismcts_bot_plays_the_hidden_information_games(name: str, preset: str) -> None:
    """OpenSpiel's Python ISMCTS raised "ResampleFromInfostate() not implemented". Every seat is an ISMCTS
    bot (3 simulations a move, random-rollout values): 30 bot moves, about La Bâtarde's first hand of 3 x 7
    cards and its bids, and the tarot variant's deal and first board moves (whole matches take minutes).
    ISMCTS itself checks that each sampled state gives the seat the same information-state string."""
    game = pyspiel.load_game(name, {"preset": preset})
    rng = np.random.RandomState(3)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = ismcts.ISMCTSBot(game, evaluator, 2.0, max_simulations=3, random_state=rng)
    state = game.new_initial_state()
    bot_moves = 0
    while not state.is_terminal() and bot_moves < 30:
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(actions, p=probs)))
            continue
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
        bot_moves += 1
    assert bot_moves == 30


def test_resample_from_infostate_keeps_the_seats_information_state() -> None:
    game = pyspiel.load_game("batarde-cards", {"preset": "4p"})
    rng = np.random.RandomState(5)
    state = game.new_initial_state()
    while state.is_chance_node() or len(state.history()) < 45:
        actions = [a for a, _ in state.chance_outcomes()] if state.is_chance_node() else state.legal_actions()
        state.apply_action(int(rng.choice(actions)))
    seat = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    samples = [state.resample_from_infostate(seat, sampler) for _ in range(5)]
    for sample in samples:
        assert isinstance(sample, tgo.OpenSpielState)
        assert sample.information_state_string(seat) == state.information_state_string(seat)
        assert sample.observation_string(seat) == state.observation_string(seat)
        assert sample.current_player() == seat and sample.legal_actions() == state.legal_actions()
    assert len({str(sample) for sample in samples}) > 1, "the other seats' hands are drawn"
