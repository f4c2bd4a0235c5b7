"""A bot against random seats in any game of the family, through the native API alone.

    python examples/bot_vs_random.py                     # Russian draughts, 3 games
    python examples/bot_vs_random.py batarde-cards 3p 2  # any game and preset: name, preset, games

Seat 0 is a search bot (the game's default, ``bot``, with an iteration budget so that runs repeat), the other
seats play uniformly at random; chance outcomes are drawn at their exact probabilities.
"""

from __future__ import annotations

import random
import sys

import traditional_games as tg


def play(game: tg.Game, seed: int) -> list[float]:
    """One game: the bot in seat 0, random seats elsewhere; returns each seat's utility."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    bot = tg.Bot(game, "bot:200", 0, seed)
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(rng.choices(actions, probs)[0])
        elif state.current_player() == 0:
            state.apply_action(bot.step(state))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return list(state.returns())


def main(argv: list[str]) -> None:
    name = argv[1] if len(argv) > 1 else "bashnya"
    preset = argv[2] if len(argv) > 2 else "russian"
    games = int(argv[3]) if len(argv) > 3 else 3
    game = tg.load(name, preset)
    total = [0.0] * game.num_players
    for seed in range(games):
        for seat, value in enumerate(play(game, seed)):
            total[seat] += value
    print(f"{name} ({preset}), {games} games: mean utility per seat", [round(t / games, 2) for t in total])


if __name__ == "__main__":
    main(sys.argv)
