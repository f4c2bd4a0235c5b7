#!/usr/bin/env bash
# Our Russian draughts bot against py-draughts' engine at equal time per move (see draughts_match.py), in a
# virtual environment of its own under target/ (py-draughts and pydraughts both install a package named
# `draughts`, so each gets its own). Builds `games` in release. Not in CI.
#   benches/peers/draughts_match.sh [GAMES] [SECONDS_PER_MOVE] [SEAT_KIND] [SEED]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
target="${CARGO_TARGET_DIR:-$root/target}"
venv="$target/py-draughts-venv"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "py-draughts==1.10.1"
fi
(cd "$root" && cargo build --release -q -p games)
exec "$venv/bin/python" "$here/draughts_match.py" "$target/release/games" "$@"
