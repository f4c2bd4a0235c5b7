#!/usr/bin/env bash
# Measures OpenSpiel's random full games per second (see openspiel_random_games.py) in a virtual
# environment of its own, created on first use under target/peers-venv. Needs python3 and PyPI.
#   benches/peers/openspiel.sh [SECONDS_PER_GAME] [OH_HELL_PLAYERS] [OH_HELL_TRICKS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
venv="$here/../../target/peers-venv"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "open_spiel==2.0.2"
fi
exec "$venv/bin/python" "$here/openspiel_random_games.py" "$@"
