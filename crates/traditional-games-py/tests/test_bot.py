"""Bots: every seat kind of the command line plays through `traditional_games.Bot` (and OpenSpiel's and
PettingZoo's loops), searches beat random seats, a hidden-information bot reads only its seat's observation,
and the GIL is released while a bot thinks."""

from __future__ import annotations

import random
import threading

import pytest

import traditional_games as tg
from conftest import random_action


def dealt(name: str, preset: str, seed: int) -> tg.State:
    """The start of a game with its chance nodes (the deal) played at random."""
    state = tg.load(name, preset).new_initial_state()
    rng = random.Random(seed)
    while state.is_chance_node():
        state.apply_action(random_action(state, rng))
    return state


def play(state: tg.State, bots: dict[int, tg.Bot], rng: random.Random, max_plies: int) -> tg.State:
    """Plays the bots' seats by their bots, every other seat and nature at random."""
    for _ in range(max_plies):
        if state.is_terminal():
            break
        bot = bots.get(state.current_player())
        state.apply_action(bot.step(state) if bot is not None else random_action(state, rng))
    return state


@pytest.mark.parametrize("kind", ["random", "mcts:50", "alphabeta:3", "pmcts:50", "bot:50", "mcts:0.02s"])
def test_every_perfect_information_kind_plays_a_legal_move(kind: str) -> None:
    state = tg.load("bashnya", "russian").new_initial_state()
    bot = tg.Bot(state, kind, 0, seed=1)
    action = bot.step(state)
    assert action in state.legal_actions()
    assert state.move_number() == 0, "choosing does not play"
    assert (bot.info == "") == (kind == "random"), bot.info
    assert bot.step_move(state) in state.legal_moves()
    assert (bot.seat, bot.kind, bot.seed) == (0, kind, 1)


@pytest.mark.parametrize("kind", ["random", "ismcts:50", "pismcts:50", "bot:50"])
def test_every_hidden_information_kind_plays_a_legal_move(kind: str) -> None:
    state = dealt("batarde-cards", "4p", seed=2)
    bot = tg.Bot(tg.load("batarde-cards", "4p"), kind, state.current_player(), seed=1)
    assert bot.step(state) in state.legal_actions()


def test_searches_that_would_read_hidden_cards_are_refused() -> None:
    state = dealt("batarde-cards", "4p", seed=2)
    for kind in ["mcts:50", "alphabeta:2"]:
        with pytest.raises(tg.GameError):
            tg.Bot(state, kind, state.current_player()).step(state)


def test_bad_kinds_budgets_seats_turns_and_games_are_refused() -> None:
    state = tg.load("bashnya", "russian").new_initial_state()
    with pytest.raises(tg.GameError, match="wizard"):
        tg.Bot(state, "wizard", 0)
    with pytest.raises(tg.GameError):
        tg.Bot(state, "mcts:lots", 0)
    with pytest.raises(tg.GameError):
        tg.Bot(state, "mcts:50", -1)
    with pytest.raises(tg.GameError):
        tg.Bot(state, "mcts:50", 2).step(state)
    with pytest.raises(tg.GameError, match="not on turn"):
        tg.Bot(state, "mcts:50", 1).step(state)
    with pytest.raises(tg.GameError):
        tg.Bot(state, "mcts:50", 0).step(tg.load("siege-paris").new_initial_state())
    with pytest.raises(TypeError):
        tg.Bot("bashnya", "mcts:50", 0)
    with pytest.raises(tg.GameError, match="turn-based form `4p\\+claims`"):
        tg.Bot(tg.load("batarde-cards", "4p+claims"), "ismcts:50", 0)


def test_a_russian_draughts_bot_beats_random_seats() -> None:
    wins = 0
    for game in range(4):
        seat = game % 2
        state = tg.load("bashnya", "russian").new_initial_state()
        bot = tg.Bot(state, "mcts:300", seat, seed=game)
        state = play(state, {seat: bot}, random.Random(game), max_plies=400)
        wins += state.is_terminal() and state.returns()[seat] > 0
    assert wins >= 3, f"the bot won {wins} of 4 games against random seats"


def test_a_hidden_information_bot_reads_only_its_seats_observation() -> None:
    # Two states that differ only in the other seats' cards: the seat's own observation is the same, so the
    # same bot (same seed) must choose the same move in both.
    state = dealt("batarde-cards", "4p", seed=5)
    seat = state.current_player()
    other = (seat + 1) % 4
    checked = 0
    for seed in range(20):
        twin = state.sample_consistent(seat, seed)
        if twin.observation_string(other) == state.observation_string(other):
            continue  # the draw dealt the others the same cards: no difference to hide
        assert twin.observation_string(seat) == state.observation_string(seat)
        for kind in ["ismcts:100", "bot:100"]:
            first = tg.Bot(state, kind, seat, seed=9).step_move(state)
            second = tg.Bot(twin, kind, seat, seed=9).step_move(twin)
            assert first == second, f"{kind} chose {first} and {second}"
        checked += 1
        if checked == 2:
            break
    assert checked == 2, "no sampled state dealt the other seats other cards"


def test_the_gil_is_released_while_a_bot_thinks() -> None:
    state = tg.load("bashnya", "russian").new_initial_state()
    bot = tg.Bot(state, "mcts:0.3s", 0, seed=1)
    done: list[int] = []
    thinker = threading.Thread(target=lambda: done.append(bot.step(state)))
    thinker.start()
    counted = 0
    while thinker.is_alive():
        counted += 1
    thinker.join()
    assert done and done[0] in state.legal_actions()
    # With the GIL held for the 0.3 s this loop could not have run meanwhile.
    assert counted > 10_000, counted


def test_openspiel_evaluate_bots_plays_native_bots() -> None:
    pyspiel = pytest.importorskip("pyspiel")
    import numpy as np
    from open_spiel.python.algorithms.evaluate_bots import evaluate_bots

    import traditional_games.openspiel as tgo

    game = tgo.load_game("bashnya", "russian")
    total = 0.0
    for seed in range(2):
        bots = [
            tgo.OpenSpielBot(game, "mcts:300", 0, seed=seed),
            tgo.OpenSpielBot(game, "random", 1, seed=seed),
        ]
        assert isinstance(bots[0], pyspiel.Bot)
        total += evaluate_bots(game.new_initial_state(), bots, np.random.RandomState(seed))[0]
    assert total > 0, "the search did not beat random over two games"


def test_a_pettingzoo_loop_takes_a_bots_actions() -> None:
    pytest.importorskip("pettingzoo")
    from traditional_games.pettingzoo import env

    e = env("bashnya", "russian")
    e.reset(seed=1)
    bots = {
        agent: tg.Bot(e.unwrapped.game, "mcts:50", seat, seed=seat) for seat, agent in enumerate(e.agents)
    }
    plies = 0
    for agent in e.agent_iter(50):
        _, _, terminated, truncated, _ = e.last()
        e.step(None if terminated or truncated else bots[agent].step(e.unwrapped.native))
        plies += 1
    assert plies == 50
