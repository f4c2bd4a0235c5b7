#!/usr/bin/env bash
# Peak memory (maximum resident set size, from GNU time) of random self-play runs of every game and preset
# below, at two run lengths: the peak must stay flat as the run gets ten times longer (no leak, no history that
# grows across games). Prints one line per run.
#   benches/peers/memory.sh [SHORT_GAMES] [LONG_GAMES]
set -euo pipefail
cd "$(dirname "$0")/../.."
short=${1:-200}
long=${2:-2000}
cargo build --quiet --release --bin games
runs=(
  "bashnya --rules bashni"
  "bashnya --rules russian"
  "chess4-bastardo"
  "siege-paris"
  "backgammon-nodice --rules classic"
  "backgammon-nodice --rules nodice"
  "batarde-cards"
)
for run in "${runs[@]}"; do
  read -r -a args <<< "$run"
  target/release/games list | grep -q "^${args[0]}:" || continue
  for games in "$short" "$long"; do
    /usr/bin/time -v target/release/games selfplay "${args[@]}" --games "$games" --seed 5 \
      > /tmp/memory-run.out 2> /tmp/memory-run.err
    rss=$(sed -n 's/^\s*Maximum resident set size (kbytes): //p' /tmp/memory-run.err)
    speed=$(sed -n 's/^\s*speed: //p' /tmp/memory-run.out)
    printf 'memory %-36s games=%-6s max_rss_kb=%-7s %s\n' "$run" "$games" "$rss" "$speed"
  done
done
