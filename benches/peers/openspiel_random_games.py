"""Random full games per second of OpenSpiel games, played by OpenSpiel's C++ uniform random bots.

pyspiel.evaluate_bots runs the whole game loop in C++, so Python costs one call per game.
Prints one line per game in a fixed format that benches/src/bin/compare.rs reads:

    openspiel <label> <games_per_second> <games> <seconds>

Usage: python openspiel_random_games.py [SECONDS_PER_GAME] [OH_HELL_PLAYERS] [OH_HELL_TRICKS]
"""

import sys
import time

import pyspiel


def games_per_second(game_string: str, seconds: float) -> tuple[float, int, float]:
    game = pyspiel.load_game(game_string)
    bots = [pyspiel.make_uniform_random_bot(p, 1234 + p) for p in range(game.num_players())]
    games = 0
    start = time.perf_counter()
    while True:
        pyspiel.evaluate_bots(game.new_initial_state(), bots, games)
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds and games >= 10:
            return games / elapsed, games, elapsed


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    tricks = int(sys.argv[3]) if len(sys.argv) > 3 else 7
    # La Batarde uses a 36-card pack (4 suits of 9); oh_hell also turns up a trump card, so at most
    # (36 - 1) // players tricks can be dealt.
    oh_hell = f"oh_hell(players={players},num_suits=4,num_cards_per_suit=9,num_tricks_fixed={tricks})"
    for label, game in [("backgammon", "backgammon"), ("checkers", "checkers"), ("oh_hell", oh_hell)]:
        rate, games, elapsed = games_per_second(game, seconds)
        print(f"openspiel {label} {rate:.1f} {games} {elapsed:.2f}", flush=True)


if __name__ == "__main__":
    main()
