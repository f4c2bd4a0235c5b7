#!/usr/bin/env bash
# Builds traditional_games (release) into a virtual environment of its own, created on first use under
# target/py-bench-venv, with open_spiel 2.0.2, and runs python_bindings.py. Needs python3 and PyPI.
#   benches/peers/python_bindings.sh [SECONDS_PER_ENGINE] [BATCH_SIZE]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root="$here/../.."
venv="$root/target/py-bench-venv"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "open_spiel==2.0.2" numpy
fi
CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}" "$venv/bin/pip" install --quiet --disable-pip-version-check \
  "$root/crates/traditional-games-py"
exec "$venv/bin/python" "$here/python_bindings.py" "$@"
