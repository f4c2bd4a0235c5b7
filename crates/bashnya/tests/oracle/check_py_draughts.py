"""Checks our Russian draughts output (examples/oracle_games.rs) against py-draughts (PyPI `py-draughts`).

For every position: py-draughts reads our FEN, writes the same FEN back, and lists the same legal moves
(start, end and the set of captured squares). For every game: py-draughts reads our PDN and reaches our final
position. Exits 1 at the first disagreement, printing the position.
"""
import sys

from draughts import RussianBoard

def their_fen(board):
    fen = board.fen
    if fen.startswith("[FEN"):
        fen = fen.split('"')[1]
    return fen

def their_moves(board):
    keys = []
    for m in board.legal_moves:
        start, end = m.square_list[0] + 1, m.square_list[-1] + 1
        if m.captured_list:
            taken = ",".join(str(c + 1) for c in sorted(m.captured_list))
            keys.append(f"{start}x{end}/{taken}")
        else:
            keys.append(f"{start}-{end}")
    return sorted(keys)

def fail(what, fen, ours, theirs):
    print(f"py-draughts disagrees ({what}) in {fen}\n  ours:   {ours}\n  theirs: {theirs}")
    sys.exit(1)

def main(path):
    positions = games = 0
    with open(path) as f:
        lines = f.read().split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("P\t"):
            _, fen, _alg, moves = line.split("\t")
            board = RussianBoard.from_fen(fen)
            if their_fen(board) != fen:
                fail("FEN", fen, fen, their_fen(board))
            ours = sorted(m for m in moves.split(";") if m)
            theirs = their_moves(board)
            if ours != theirs:
                fail("legal moves", fen, ours, theirs)
            positions += 1
            i += 1
        elif line.startswith("G\t"):
            end = lines.index("A", i)
            pdn = "\n".join(lines[i + 1:end])
            final = next(l for l in lines[end:] if l.startswith("E\t")).split("\t")[1]
            board = RussianBoard.from_pdn(pdn)
            if their_fen(board) != final:
                fail("PDN replay", final, final, their_fen(board) + "\n" + pdn)
            games += 1
            i = lines.index(".", end) + 1
        else:
            i += 1
    print(f"py-draughts: {positions} positions and {games} games agree")

if __name__ == "__main__":
    main(sys.argv[1])
