#!/usr/bin/env bash
# The outside-oracle suite for Russian draughts: N random games played by our engine (examples/oracle_games.rs),
# every position's FEN and legal moves, and every game's PDN, checked against PyPI's py-draughts and pydraughts.
# Both install a package named `draughts`, so each gets its own venv (under the cargo target directory).
#
# Usage: crates/bashnya/tests/oracle/run.sh [N] [SEED]    (N = 50 takes about a minute once the venvs exist; pydraughts is the slow one)
# Exits non-zero on any disagreement, printing the position.
set -euo pipefail
games="${1:-50}"
seed="${2:-1}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../../.." && pwd)"
target="${CARGO_TARGET_DIR:-$root/target}"
venvs="$target/oracle"
mkdir -p "$venvs"
for pair in "pyd:py-draughts==1.10.1" "pydr:pydraughts==0.6.7"; do
    dir="$venvs/${pair%%:*}"
    package="${pair#*:}"
    if [ ! -x "$dir/bin/python" ] || ! "$dir/bin/pip" show -q "${package%%==*}" >/dev/null 2>&1; then
        python3 -m venv "$dir"
        "$dir/bin/pip" install -q "$package"
    fi
done
out="$venvs/games-$games-$seed.txt"
cargo run -q --release -p bashnya --example oracle_games -- "$games" "$seed" > "$out"
"$venvs/pyd/bin/python" "$here/check_py_draughts.py" "$out"
"$venvs/pydr/bin/python" "$here/check_pydraughts.py" "$out"
