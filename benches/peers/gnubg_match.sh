#!/usr/bin/env bash
# Our classic backgammon bot against GNU Backgammon at 0-ply, money games without the cube (see
# gnubg_match.py). Installs Debian's gnubg if it is missing; builds `games` in release. Not in CI.
#   benches/peers/gnubg_match.sh [GAMES] [SEAT_KIND] [SEED]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
gnubg=/usr/games/gnubg
if [ ! -x "$gnubg" ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gnubg >/dev/null
fi
(cd "$root" && cargo build --release -q -p games)
export GAMES_BIN="${CARGO_TARGET_DIR:-$root/target}/release/games"
export GAMES="${1:-20}" SEAT="${2:-bot}" SEED="${3:-1}"
cd "$(mktemp -d)"
exec "$gnubg" -t -q -p "$here/gnubg_match.py"
