"""MCTS simulations per second of OpenSpiel's C++ MCTS with random rollouts, from the start position.

Runs pyspiel.MCTSBot with pyspiel.RandomRolloutEvaluator(1, seed): one random rollout per simulation, the
same setting as game-search's MCTS with its default random-playout evaluator. Each figure is the whole
search of one move (`bot.step`) repeated from the start position until enough time has passed; the
simulations per move are fixed, so the rate is simulations / wall time. Prints one line per game in a fixed
format that benches/src/bin/compare.rs reads:

    openspiel-mcts <label> <simulations_per_second> <moves_searched> <seconds>

Usage: python openspiel_mcts.py [SECONDS] [SIMULATIONS_PER_MOVE]
"""

import sys
import time

import pyspiel


def simulations_per_second(game_name: str, seconds: float, simulations: int) -> tuple[float, int, float]:
    game = pyspiel.load_game(game_name)
    evaluator = pyspiel.RandomRolloutEvaluator(1, 1234)
    # uct_c = 2 as OpenSpiel's examples; max_memory_mb large enough never to prune; solve off (ours has none).
    bot = pyspiel.MCTSBot(game, evaluator, 2.0, simulations, 1000, False, 1234, False)
    state = game.new_initial_state()
    # Backgammon starts at a chance node (the opening roll): search from the first decision, as ours does.
    while state.is_chance_node():
        outcome, _ = state.chance_outcomes()[0]
        state.apply_action(outcome)
    moves = 0
    start = time.perf_counter()
    while True:
        bot.step(state)
        moves += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds and moves >= 3:
            return simulations * moves / elapsed, moves, elapsed


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    simulations = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    for label in ["backgammon", "checkers"]:
        rate, moves, elapsed = simulations_per_second(label, seconds, simulations)
        print(f"openspiel-mcts {label} {rate:.1f} {moves} {elapsed:.2f}", flush=True)


if __name__ == "__main__":
    main()
