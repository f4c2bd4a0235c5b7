#!/bin/sh
# The outside oracle of backgammon-nodice: GNU Backgammon itself.
#
#   crates/backgammon-nodice/tests/oracle/run.sh [N] [SEED]
#
# Generates N random classic states (single games and matches at every decision) and N random positions
# with dice to play, with this crate (`cargo run --example gnubg_oracle`), and has GNU Backgammon (`gnubg -t`,
# its Python) check them:
#   - IDs: gnubg reads our `positionID:matchID` and writes the same IDs back; gnubg reads our XGID as the
#     same state as our IDs (up to its swapping the players so that the player on roll is at the bottom);
#   - moves: the set of distinct positions reached by the legal plays of the roll, ours against gnubg's
#     `hint` list (every legal move at 0 ply), move for move.
# Exits non-zero on any disagreement, printing the state. Installs gnubg with apt-get when it is missing
# (CI runs as root on Debian). N defaults to 300, SEED to 1. Never talks to the network beyond apt-get.
set -eu

N="${1:-300}"
SEED="${2:-1}"
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../../../.." && pwd)"

GNUBG="$(command -v gnubg || true)"
if [ -z "$GNUBG" ] && [ -x /usr/games/gnubg ]; then
    GNUBG=/usr/games/gnubg
fi
if [ -z "$GNUBG" ]; then
    echo "oracle: installing gnubg" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gnubg >/dev/null
    GNUBG="$(command -v gnubg || echo /usr/games/gnubg)"
fi

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

cd "$ROOT"
# `cargo run` finds the executable wherever the target directory is configured.
cargo run -q -p backgammon-nodice --example gnubg_oracle -- ids "$N" "$SEED" > "$WORK/in.txt"
cargo run -q -p backgammon-nodice --example gnubg_oracle -- moves "$N" "$SEED" >> "$WORK/in.txt"

# gnubg writes its board after every command: kept out of the way, shown only on failure.
(cd "$WORK" && ORACLE_INPUT="$WORK/in.txt" ORACLE_OUTPUT="$WORK/out.txt" \
    "$GNUBG" -t -q -p "$HERE/gnubg_check.py" > "$WORK/gnubg.log" 2>&1) || true

if ! grep -q '^DONE ' "$WORK/out.txt" 2>/dev/null; then
    echo "oracle: gnubg did not finish; its log ends with:" >&2
    tail -n 30 "$WORK/gnubg.log" >&2
    exit 2
fi
grep '^FAIL' "$WORK/out.txt" >&2 || true
RESULT="$(grep '^DONE ' "$WORK/out.txt")"
echo "oracle (GNU Backgammon $("$GNUBG" --version 2>/dev/null | head -n 1 | sed 's/GNU Backgammon //')): $RESULT"
case "$RESULT" in
    *" failed=0 "*) exit 0 ;;
    *) exit 1 ;;
esac
