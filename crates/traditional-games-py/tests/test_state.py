"""The native State: pyspiel.State's conventions, notation, tensors, copies, and refusals as GameError."""

from __future__ import annotations

import copy
import math
import pickle
import random
from fractions import Fraction

import numpy as np
import pytest

import traditional_games as tg
from conftest import playout, random_action


def test_a_random_game_follows_openspiel_conventions(default_game: tg.Game) -> None:
    rng = random.Random(7)
    state = default_game.new_initial_state()
    n = default_game.num_players
    for _ in range(300):
        if state.is_terminal():
            break
        player = state.current_player()
        if state.is_chance_node():
            assert player == tg.CHANCE
            outcomes = state.chance_outcomes()
            assert outcomes and math.isclose(sum(p for _, p in outcomes), 1.0)
            assert sum(Fraction(num, den) for _, num, den in state.chance_fractions()) == 1
            assert all(a < default_game.max_chance_outcomes for a, _ in outcomes)
            assert state.legal_actions() == [a for a, _ in outcomes]
        else:
            assert 0 <= player < n and state.is_player_node()
            legal = state.legal_actions()
            assert legal == sorted(set(legal)) and legal
            mask = state.legal_actions_mask()
            assert len(mask) == default_game.num_distinct_actions and sum(mask) == len(legal)
            assert all(mask[a] == 1 for a in legal)
            for a in legal[:3]:
                text = state.action_to_string(a)
                assert state.action_to_string(player, a) == text
                assert state.string_to_action(text) == a
        assert state.returns() == [0.0] * n
        state.apply_action(random_action(state, rng))
    assert len(state.history()) == state.move_number()


def test_finished_games_have_zero_sum_returns_in_range(default_game: tg.Game) -> None:
    # Short or capped: the long games are finished in the OpenSpiel simulation tests.
    state = playout(default_game.new_initial_state(), random.Random(3), 3000)
    if not state.is_terminal():
        pytest.skip("no end within the cap")
    returns = state.returns()
    assert state.current_player() == tg.TERMINAL
    assert math.isclose(sum(returns), 0.0, abs_tol=1e-9)
    assert all(-1.0 <= r <= 1.0 for r in returns)
    assert state.rewards() == returns
    assert state.scores() is not None and state.score_kind() in {"rank", "points", "penalty"}
    assert state.legal_actions() == [] and state.chance_outcomes() == []


def test_observation_tensors_have_the_documented_shape(default_game: tg.Game) -> None:
    state = playout(default_game.new_initial_state(), random.Random(1), 20)
    shape = tuple(default_game.observation_shape)
    for player in range(default_game.num_players):
        tensor = state.observation_tensor(player)
        assert tensor.shape == shape and tensor.dtype == np.float32 and np.isfinite(tensor).all()
        out = np.full(math.prod(shape), np.nan, np.float32)
        state.write_observation(player, out)
        np.testing.assert_array_equal(out, tensor.ravel())
        assert state.observation_string(player)
    with pytest.raises(tg.GameError, match="does not fit"):
        state.write_observation(0, np.zeros(3, np.float32))
    with pytest.raises(tg.GameError, match="no seat 9"):
        state.observation_tensor(9)


def test_clones_copies_and_pickles_are_separate_equal_states(default_game: tg.Game) -> None:
    rng = random.Random(5)
    state = playout(default_game.new_initial_state(), rng, 15)
    for other in (state.clone(), copy.copy(state), copy.deepcopy(state), pickle.loads(pickle.dumps(state))):
        assert str(other) == str(state) and other.history() == state.history()
    clone = state.clone()
    if not clone.is_terminal():
        clone.apply_action(random_action(clone, rng))
        assert clone.history() != state.history()


def test_position_strings_round_trip(default_game: tg.Game) -> None:
    state = playout(default_game.new_initial_state(), random.Random(2), 25)
    again = default_game.state_from(str(state))
    assert str(again) == str(state)
    assert again.legal_actions() == state.legal_actions()
    with pytest.raises(tg.GameError):
        default_game.state_from("certainly not a position")


def test_refused_actions_raise_and_change_nothing(default_game: tg.Game) -> None:
    state = playout(default_game.new_initial_state(), random.Random(4), 5)
    before = str(state)
    illegal = next(a for a in range(default_game.num_distinct_actions + 1) if a not in state.legal_actions())
    with pytest.raises(tg.GameError):
        state.apply_action(illegal)
    with pytest.raises(ValueError, match=r"not a move|illegal|may not"):
        state.apply_move("zz99-qq00")
    with pytest.raises(tg.GameError):
        state.action_to_string(default_game.num_distinct_actions + 5)
    assert str(state) == before and len(state.history()) == 5


@pytest.mark.parametrize("value", [-2, 2**64, 2**70, -(2**70)])
def test_integers_out_of_range_are_game_errors_like_every_refusal(default_game: tg.Game, value: int) -> None:
    # A plain usize/i64 argument would raise OverflowError; the README promises GameError for every refusal.
    # (-1 is a player id, OpenSpiel's chance, so -2 stands for a negative one; -1 as an action is tested too.)
    state = playout(default_game.new_initial_state(), random.Random(4), 5)
    before = str(state)
    for call in (
        lambda: state.apply_action(value),
        lambda: state.apply_action(-1),
        lambda: state.apply_action_as(0, value),
        lambda: state.apply_action_as(value, 0),
        lambda: state.legal_actions(value),
        lambda: state.legal_actions_mask(value),
        lambda: state.legal_moves(value),
        lambda: state.action_to_string(value),
        lambda: state.action_to_string(0, value),
        lambda: state.observation_tensor(value),
        lambda: state.observation_string(value),
        lambda: state.information_state_string(value),
        lambda: state.player_return(value),
        lambda: state.seat_name(value),
    ):
        with pytest.raises(tg.GameError):
            call()
    assert str(state) == before and len(state.history()) == 5
    with pytest.raises(TypeError):
        state.apply_action(1.5)  # not an integer at all: Python's TypeError, as everywhere


def test_information_state_is_the_seats_action_observation_history() -> None:
    game = tg.load("batarde-cards", "3p")
    state = playout(game.new_initial_state(), random.Random(9), 40)
    info = [state.information_state_string(p) for p in range(3)]
    assert len(set(info)) == 3, "each seat sees its own cards"
    for seat, text in enumerate(info):
        lines = text.split("\n")
        steps = lines[lines.index("") + 1 : lines.index("-- now")]
        assert len(steps) == 40, "one line per action"
        assert text.endswith(state.observation_string(seat))
        # Hand 1 of `3p` deals 7 cards to each seat in turn (21 deal lines after the first dealer's draw): a
        # seat sees its own 7 cards named, and only "?" for the 14 others.
        deals = [line for line in steps if line.startswith("chance: ")][1:22]
        assert sum(line.startswith("chance: deal") for line in deals) == 7
        assert sum(line == "chance: ?" for line in deals) == 14
        # Bids and plays are public; a forced one (no other legal move) is "?" to the other seats, whose
        # pictures show the card played.
        replay = game.new_initial_state()
        for k, (player, action) in enumerate(state.full_history()):
            if k >= 22:
                forced = len(replay.legal_actions()) == 1
                assert (steps[k].endswith(": ?")) == (forced and player != seat), (seat, k, steps[k])
            replay.apply_action(action)


def _deal_then(game: tg.Game, deal: list[int], bids: int, rng: random.Random) -> tg.State:
    """The first dealer and `deal` as the chance outcomes, then `bids` random seat moves (seeded)."""
    state = game.new_initial_state()
    for action in deal:
        state.apply_action(action)
    for _ in range(bids):
        state.apply_action(rng.choice(state.legal_actions()))
    return state


def test_information_state_holds_no_card_of_another_seat() -> None:
    """Two games that differ only in which of two other seats got two cards (swapped in the deal) give a
    seat the same information-state string, and the two seats different ones."""
    game = tg.load("batarde-cards", "3p")
    state = game.new_initial_state()
    rng = random.Random(2)
    while state.is_chance_node():
        state.apply_action(random_action(state, rng))
    deal = state.history()
    # Who received each dealt card, read from each seat's own lines (a seat sees its cards only).
    lines = {seat: state.information_state_string(seat).split("\n") for seat in range(3)}
    first = {seat: lines[seat].index("") + 1 for seat in range(3)}
    receiver = {}
    for step in range(1, len(deal)):
        for seat in range(3):
            if lines[seat][first[seat] + step].startswith("chance: deal"):
                receiver[step] = seat
    to_1 = next(step for step, seat in receiver.items() if seat == 1)
    to_2 = next(step for step, seat in receiver.items() if seat == 2)
    swapped = list(deal)
    swapped[to_1], swapped[to_2] = swapped[to_2], swapped[to_1]
    original = _deal_then(game, deal, 4, random.Random(7))
    other = _deal_then(game, swapped, 4, random.Random(7))
    assert original.history()[len(deal) :] == other.history()[len(deal) :], "the same bids"
    assert str(original) != str(other)
    assert original.information_state_string(0) == other.information_state_string(0)
    for seat in (1, 2):
        assert original.information_state_string(seat) != other.information_state_string(seat)


def test_no_seat_but_the_receiver_is_shown_a_dealt_card() -> None:
    """In `4p` the 9-card hands deal the whole 36-card pack: the last card is nature's only outcome, so no
    other outcome could look the same to any seat, yet only its receiver may know it. Before the fix that
    card was named in every seat's string. Every dealt card is named in one seat's string at most."""
    game = tg.load("batarde-cards", "4p")
    state = playout(game.new_initial_state(), random.Random(1), 5000)
    steps = []
    for seat in range(4):
        lines = state.information_state_string(seat).split("\n")
        steps.append(lines[lines.index("") + 1 : lines.index("-- now")])
    history = state.full_history()
    assert len(history) == len(steps[0])
    for k in range(len(history)):
        named = [seat for seat in range(4) if steps[seat][k].startswith("chance: deal ")]
        assert len(named) <= 1, f"step {k}: a dealt card named to seats {named}"
    # The case was met: a run of 36 deal lines (the whole pack) in this match.
    dealt = ["1" if line.startswith(("chance: deal ", "chance: ?")) else "0" for line in steps[0]]
    assert "1" * 36 in "".join(dealt)


def test_information_state_strings_grow_linearly_and_match_a_fresh_replay() -> None:
    """Late in a 7-seat match the old strings (one picture per step) reached 651 KB a call; a line per step
    keeps them to tens of bytes a step. Built step by step or from scratch (a pickle replays the history),
    they are the same."""
    game = tg.load("batarde-cards", "7p")
    state = game.new_initial_state()
    rng = random.Random(1)
    for _ in range(700):
        if state.is_terminal():
            break
        state.apply_action(random_action(state, rng))
        if state.move_number() % 50 == 0:
            state.information_state_string(0)
    text = state.information_state_string(0)
    assert len(text) < 40 * state.move_number() + 4000, len(text)
    fresh = pickle.loads(pickle.dumps(state))
    assert all(fresh.information_state_string(s) == state.information_state_string(s) for s in range(7))


def test_sample_consistent_draws_states_the_seat_cannot_tell_apart() -> None:
    for name, preset, plies in (("batarde-cards", "4p", 60), ("bastardo-obiettivi", None, 40)):
        game = tg.load(name, preset)
        state = playout(game.new_initial_state(), random.Random(3), plies)
        for seat in range(game.num_players):
            samples = [state.sample_consistent(seat, seed) for seed in range(6)]
            for sample in samples:
                assert sample.observation_string(seat) == state.observation_string(seat)
                np.testing.assert_array_equal(sample.observation_tensor(seat), state.observation_tensor(seat))
                assert sample.information_state_string(seat) == state.information_state_string(seat)
                restored = pickle.loads(pickle.dumps(sample))
                assert restored.information_state_string(seat) == sample.information_state_string(seat)
            assert len({str(s) for s in samples}) > 1, f"{name} seat {seat}: the hidden part is drawn"
            assert str(state.sample_consistent(seat, 4)) == str(samples[4]), "seeded"
    board = playout(tg.load("bashnya").new_initial_state(), random.Random(1), 10)
    assert str(board.sample_consistent(0, 9)) == str(board), "perfect information: the state itself"
    with pytest.raises(tg.GameError, match="no seat 7"):
        board.sample_consistent(7, 0)


def find_out_of_turn(game: tg.Game, seed: int) -> tuple[tg.State, int, list[int]] | None:
    """A state of a random game where a seat off turn has an action (a méchoune or choune)."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_player_node():
            for seat in range(game.num_players):
                if seat != state.current_player() and state.legal_actions(seat):
                    return state, seat, state.legal_actions(seat)
        state.apply_action(random_action(state, rng))
    return None


def test_out_of_turn_actions_are_listed_and_played_for_their_seat() -> None:
    game = tg.load("batarde-cards", "3p")
    found = next(f for f in (find_out_of_turn(game, seed) for seed in range(20)) if f is not None)
    state, seat, actions = found
    names = [state.action_to_string(a) for a in actions]
    assert any("mechoune" in n.lower() or "choune" in n.lower() for n in names), names
    assert set(actions).isdisjoint(state.legal_actions()), "the seat on turn cannot make them"
    with pytest.raises(tg.GameError):
        state.apply_action(actions[0])
    state.apply_action_as(seat, actions[0])
    assert state.full_history()[-1] == (seat, actions[0])
    restored = pickle.loads(pickle.dumps(state))
    assert str(restored) == str(state)


def test_cached_answers_follow_every_change_of_the_state(default_game: tg.Game) -> None:
    # The state caches its status and legal actions until it changes: every answer must match a state read
    # fresh from the same position, through plays, clones and refused actions.
    rng = random.Random(11)
    state = default_game.new_initial_state()
    for _ in range(60):
        if state.is_terminal():
            break
        fresh = default_game.state_from(state.position())
        assert state.current_player() == fresh.current_player()
        assert state.legal_actions() == fresh.legal_actions()
        assert state.chance_outcomes() == fresh.chance_outcomes()
        copy_before = state.clone()
        with pytest.raises(tg.GameError):
            state.apply_action(default_game.num_distinct_actions + 1)
        state.apply_action(random_action(state, rng))
        assert copy_before.legal_actions() == fresh.legal_actions()


def test_a_position_string_restarts_bashnis_ply_count_and_a_pickle_keeps_it() -> None:
    """The documented reading (README, `Game.state_from`): the bashnya crate's position string holds the
    position, not the plies played (its ply-limit bookkeeping, like the repetition history), so a state
    read back from `str(state)` counts plies from 0 again; a pickle (or `clone`) replays the history and
    keeps it."""
    game = tg.load("bashnya", "russian")
    state = playout(game.new_initial_state(), random.Random(6), 30)
    assert not state.is_terminal()
    again = game.state_from(str(state))
    kept = pickle.loads(pickle.dumps(state))
    assert str(again) == str(state) == str(kept)
    assert again.legal_actions() == state.legal_actions()
    np.testing.assert_array_equal(kept.observation_tensor(0), state.observation_tensor(0))
    assert not np.array_equal(again.observation_tensor(0), state.observation_tensor(0)), "plies from 0 again"
