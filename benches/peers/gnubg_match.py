"""Our classic backgammon bot against GNU Backgammon at 0-ply: money games without the cube.

Runs inside GNU Backgammon's Python (`gnubg -t -p gnubg_match.py`; see gnubg_match.sh, which sets the
environment). GNU Backgammon plays seat X at 0-ply; our bot is the "human" seat O: at each of its turns the
script reads gnubg's board and dice, writes our position string, asks `games think` for the play and types it
into gnubg. gnubg rolls the dice for both sides, so both play the same game.

Environment: GAMES_BIN (the `games` binary), GAMES (games to play, default 20), SEAT (our seat kind, default
`bot`), SEED (default 1). Prints one line per game and a summary:

    gnubg-match games=<n> ours_won=<w> ours_points=<p> gnubg_points=<q>
"""

import os
import subprocess
import sys

import gnubg

GAMES_BIN = os.environ["GAMES_BIN"]
GAMES = int(os.environ.get("GAMES", "20"))
SEAT = os.environ.get("SEAT", "bot")
SEED = int(os.environ.get("SEED", "1"))


def our_position(board) -> str:
    """Our position string (classic-nocube, White = us on roll) from gnubg's board.

    gnubg.board() gives two 25-entry tuples, the opponent's first and the player on roll's second, each
    counted from its owner's side (index 0 = its 1-point, 24 = its bar). Our string counts points 1..24
    from White's side, White positive, Black negative; we play White here.
    """
    theirs, mine = board
    points = [0] * 24
    for i in range(24):
        points[i] += mine[i]
        # Their i-point is our (24 - i)-point, index 23 - i.
        points[23 - i] -= theirs[i]
    bar = f"{mine[24]}/{theirs[24]}"
    off = f"{15 - sum(mine)}/{15 - sum(theirs)}"
    return "classic-nocube:" + ",".join(map(str, points)) + f":{bar}:{off}:w:roll:1:-/-"


def think(position: str, dice: tuple[int, int], seed: int) -> str:
    high, low = max(dice), min(dice)
    out = subprocess.run(
        [GAMES_BIN, "think", "backgammon-nodice", "--position", position, "--dice", f"{high}-{low}",
         "--seat", SEAT, "--seed", str(seed)],
        capture_output=True, text=True, check=True,
    )
    return out.stdout.strip().splitlines()[-1]


def gnubg_move_text(ours: str) -> str:
    """`6-4: 24/18 13/9` -> `24/18 13/9`; a pass (`6-4: pass` or similar) -> empty."""
    play = ours.split(":", 1)[1].strip() if ":" in ours else ours
    return "" if play in ("", "pass", "-") else play


def main() -> None:
    gnubg.command("set player 0 gnubg")
    gnubg.command("set player 0 chequerplay evaluation plies 0")
    gnubg.command("set player 1 human")
    gnubg.command("set cube use off")
    gnubg.command("set jacoby off")
    gnubg.command(f"set seed {SEED}")
    # One game per `new game`: gnubg would otherwise start the next game of the session by itself.
    gnubg.command("set automatic game off")
    ours_won = ours_points = gnubg_points = 0
    for game in range(GAMES):
        gnubg.command("new game")
        index = len(gnubg.match()["games"]) - 1
        turn = 0
        while True:
            info = gnubg.posinfo()
            winner = gnubg.match()["games"][index]["info"]["winner"]
            if winner is not None or info["gamestate"] != 1:
                break
            if info["resigned"]:
                # gnubg offers to resign a lost game (single, gammon or backgammon): accepted, it is over.
                gnubg.command("accept")
                continue
            if info["turn"] != 1:
                gnubg.command("play")
                continue
            if info["dice"][0] == 0:
                gnubg.command("roll")
                continue
            move = think(our_position(gnubg.board()), info["dice"], SEED * 100_000 + game * 1000 + turn)
            turn += 1
            text = gnubg_move_text(move)
            gnubg.command(f"move {text}" if text else "move")
        result = gnubg.match()["games"][index]["info"]
        points = result.get("points-won", 1)
        if result["winner"] == "O":
            ours_won += 1
            ours_points += points
        else:
            gnubg_points += points
        print(f"game {game + 1}: winner {'ours' if result['winner'] == 'O' else 'gnubg'} ({points})", flush=True)
    print(f"gnubg-match games={GAMES} ours_won={ours_won} ours_points={ours_points} gnubg_points={gnubg_points}")
    sys.stdout.flush()


main()
