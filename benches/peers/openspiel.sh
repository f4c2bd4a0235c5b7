#!/usr/bin/env bash
# Measures OpenSpiel in a virtual environment of its own, created on first use under target/peers-venv.
# Needs python3 and PyPI.
#   benches/peers/openspiel.sh [SECONDS_PER_GAME] [OH_HELL_PLAYERS] [OH_HELL_TRICKS]
#       random full games per second (openspiel_random_games.py)
#   benches/peers/openspiel.sh --mcts [SECONDS] [SIMULATIONS_PER_MOVE]
#       MCTS simulations per second with random rollouts (openspiel_mcts.py)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
venv="$here/../../target/peers-venv"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "open_spiel==2.0.2"
fi
script=openspiel_random_games.py
if [ "${1:-}" = "--mcts" ]; then
  script=openspiel_mcts.py
  shift
fi
exec "$venv/bin/python" "$here/$script" "$@"
