"""Checks our Russian draughts output (examples/oracle_games.rs) against pydraughts (PyPI `pydraughts`,
`Board(variant="russian")`).

pydraughts writes Russian positions and moves with square names (its numeric notation numbers the squares
from a1, not from b8 as PDN's Russian FEN does), so it is given our FEN and PDN with square names. For every
position: it reads our FEN, its FEN holds the same pieces (it lists them in its own order), and it lists the
same legal moves (start, end, captured squares). For every game: it reads our PDN and its replay reaches our
final position. Exits 1 at the first disagreement, printing the position.
"""
import sys

from draughts import Board, Move
from draughts.PDN import PDNReader
from draughts.convert import _numeric_to_algebraic_square

FILES = "abcdefgh"
# Our square numbers (as py-draughts and PDN's Russian FEN): 1 = b8 ... 32 = g1.
NUMBER = {}
n = 0
for rank in range(8, 0, -1):
    for f in range(8):
        if (f + rank - 1) % 2 == 0:
            n += 1
            NUMBER[f"{FILES[f]}{rank}"] = n

def name(variant_number):
    return _numeric_to_algebraic_square(str(variant_number), 4)

def pieces(fen):
    side, white, black = fen.split(":")[:3]
    out = set()
    for colour, field in (("W", white), ("B", black)):
        for token in filter(None, field[1:].split(",")):
            king = token.upper().startswith("K")
            out.add((colour, king, token[1:] if king else token))
    return side, out

def their_moves(board):
    keys = []
    for m in board.legal_moves():
        steps = [s for step in m.board_move for s in step]
        start, end = NUMBER[name(steps[0])], NUMBER[name(steps[-1])]
        if m.captures:
            taken = ",".join(str(t) for t in sorted(NUMBER[name(c)] for c in m.captures))
            keys.append(f"{start}x{end}/{taken}")
        else:
            keys.append(f"{start}-{end}")
    # pydraughts lists a king's capture once per landing path; a move is its start, end and captured set.
    return sorted(set(keys))

def fail(what, fen, ours, theirs):
    print(f"pydraughts disagrees ({what}) in {fen}\n  ours:   {ours}\n  theirs: {theirs}")
    sys.exit(1)

def main(path):
    positions = games = 0
    with open(path) as f:
        lines = f.read().split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("P\t"):
            _, fen, alg, moves = line.split("\t")
            board = Board(variant="russian", fen=alg)
            if pieces(board.fen) != pieces(alg):
                fail("FEN", fen, alg, board.fen)
            ours = sorted(m for m in moves.split(";") if m)
            theirs = their_moves(board)
            if ours != theirs:
                fail("legal moves", fen + " / " + alg, ours, theirs)
            positions += 1
            i += 1
        elif line.startswith("G\t"):
            start = lines.index("A", i) + 1
            stop = next(j for j in range(start, len(lines)) if lines[j].startswith("E\t"))
            pdn = "\n".join(lines[start:stop])
            final = lines[stop].split("\t")[1]
            game = PDNReader(pdn_text=pdn).games[0]
            board = Board(variant="russian")
            for text in game.moves:
                board.push(Move(board, pdn_move=text))
            ours_final = next(l for l in reversed(lines[:i]) if l.startswith("P\t")).split("\t")[2]
            if pieces(board.fen) != pieces(ours_final):
                fail("PDN replay", final, ours_final, board.fen + "\n" + pdn)
            games += 1
            i = lines.index(".", stop) + 1
        else:
            i += 1
    print(f"pydraughts: {positions} positions and {games} games agree")

if __name__ == "__main__":
    main(sys.argv[1])
