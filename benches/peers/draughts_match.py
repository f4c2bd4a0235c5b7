"""Our Russian draughts bot against the engine of PyPI's py-draughts, at equal time per move.

py-draughts' `SimpleEngine` (negamax, iterative deepening, a transposition table, quiescence) plays on its
`RussianBoard` with `time_limit` seconds per move; our bot answers through `games think bashnya --rules
russian --seat KIND:Ts`. Both sides' moves are applied on both boards: py-draughts' (square numbers 1-32)
and ours (a position string kept with `games moves --json`, which lists each legal move with the position
it leads to), so any disagreement between the two engines' rules stops the game with an error.

Colours alternate from game to game. A game is a draw when py-draughts says so, when our rules end it without a winner first (their draw
rules differ in detail), or after MAX_PLIES plies.

Usage: python draughts_match.py GAMES_BIN [GAMES] [SECONDS_PER_MOVE] [SEAT_KIND] [SEED]
Prints one line per game and a summary line:

    draughts-match games=<n> ours_won=<w> draws=<d> theirs_won=<l> seconds_per_move=<t>
"""

import json
import subprocess
import sys

from draughts import Color, RussianBoard, SimpleEngine

MAX_PLIES = 300


def square_name(index: int) -> str:
    """py-draughts' 0-based square index (square number - 1) as our algebraic name.

    Squares 1-4 are b8 d8 f8 h8, 5-8 are a7 c7 e7 g7, and so on down to 29-32 = a1 c1 e1 g1.
    """
    row, col = divmod(index, 4)
    rank = 8 - row
    file = 2 * col + (1 if row % 2 == 0 else 0)
    return "abcdefgh"[file] + str(rank)


def our_moves(games_bin: str, position: str) -> dict[str, str]:
    out = subprocess.run(
        [games_bin, "moves", "bashnya", "--rules", "russian", "--position", position, "--json"],
        capture_output=True, text=True, check=True,
    )
    return {entry["move"]: entry["position"] for entry in json.loads(out.stdout)}


def path_of(move) -> list[str]:
    return [square_name(i) for i in move.square_list]


def our_text_for(move, moves: dict[str, str]) -> str:
    """The move of ours with the same path as py-draughts' move (a quiet move, or a capture's landings)."""
    path = path_of(move)
    for text in moves:
        squares = text.replace(":", "-").split("-")
        if squares == path:
            return text
    # Our notation may name only start and end of a capture; match on those when unique.
    ends = [t for t in moves if t.replace(":", "-").split("-")[0] == path[0]
            and t.replace(":", "-").split("-")[-1] == path[-1]]
    if len(ends) == 1:
        return ends[0]
    raise RuntimeError(f"no move of ours matches py-draughts' {move} ({path}); ours: {sorted(moves)}")


def their_move_for(board, text: str):
    squares = text.replace(":", "-").split("-")
    candidates = [m for m in board.legal_moves if path_of(m) == squares]
    if not candidates:
        candidates = [m for m in board.legal_moves
                      if path_of(m)[0] == squares[0] and path_of(m)[-1] == squares[-1]]
    if len(candidates) != 1:
        raise RuntimeError(f"our move {text} matches {len(candidates)} moves of py-draughts")
    return candidates[0]


def think(games_bin: str, position: str, seat: str, seed: int) -> str:
    out = subprocess.run(
        [games_bin, "think", "bashnya", "--rules", "russian", "--position", position, "--seat", seat,
         "--seed", str(seed)],
        capture_output=True, text=True, check=True,
    )
    return out.stdout.strip().splitlines()[-1]


def play_game(games_bin: str, ours_white: bool, seconds: float, seat: str, seed: int) -> str:
    board = RussianBoard()
    engine = SimpleEngine(depth_limit=64, time_limit=seconds)
    # The start: White's men on squares 21-32, Black's on 1-12.
    position = "W:russian:0:" + ",".join(
        [f"{square_name(i)}=w" for i in range(20, 32)] + [f"{square_name(i)}=b" for i in range(12)]
    )
    for ply in range(MAX_PLIES):
        if board.game_over:
            break
        moves = our_moves(games_bin, position)
        if not moves:
            # Our rules ended the game first (a draw rule py-draughts does not apply the same way).
            break
        ours_to_move = (board.turn == Color.WHITE) == ours_white
        if ours_to_move:
            text = think(games_bin, position, seat, seed * 1000 + ply)
            move = their_move_for(board, text)
        else:
            move = engine.get_best_move(board)
            text = our_text_for(move, moves)
        board.push(move)
        position = moves[text]
    if not board.game_over:
        return "draw"
    result = board.result
    if result in ("1-0", "2-0"):
        winner_white = True
    elif result in ("0-1", "0-2"):
        winner_white = False
    else:
        return "draw"
    return "ours" if winner_white == ours_white else "theirs"


def main() -> None:
    games_bin = sys.argv[1]
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    seconds = float(sys.argv[3]) if len(sys.argv) > 3 else 0.5
    kind = sys.argv[4] if len(sys.argv) > 4 else "bot"
    seed = int(sys.argv[5]) if len(sys.argv) > 5 else 1
    seat = f"{kind}:{seconds}s"
    tally = {"ours": 0, "draw": 0, "theirs": 0}
    for game in range(games):
        ours_white = game % 2 == 0
        result = play_game(games_bin, ours_white, seconds, seat, seed + game)
        tally[result] += 1
        colour = "White" if ours_white else "Black"
        print(f"game {game + 1}: ours as {colour}: {result}", flush=True)
    print(f"draughts-match games={games} ours_won={tally['ours']} draws={tally['draw']} "
          f"theirs_won={tally['theirs']} seconds_per_move={seconds}")


if __name__ == "__main__":
    main()
