#!/usr/bin/env bash
# Coverage-guided fuzzing on the stable toolchain: builds every target with libFuzzer's sancov
# instrumentation (the flags cargo-fuzz passes, minus the nightly-only sanitizers) and runs each for
# SECONDS seconds (default 20). A crash fails the script and leaves the input in fuzz/artifacts/TARGET/.
#   fuzz/smoke.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-20}
shift || true
host=$(rustc -vV | sed -n 's/^host: //p')
# Passing --target keeps these flags off build scripts and proc macros, which must not be instrumented.
export RUSTFLAGS="--cfg fuzzing -Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
-Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
-Cllvm-args=-sanitizer-coverage-trace-compares -Cdebug-assertions -Coverflow-checks"
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-../target/fuzz-smoke}
# --locked: build the versions fuzz/Cargo.lock records (after a dependency change: `cargo update -w` here).
cargo build --locked --release --target "$host" --bins
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  mapfile -t targets < <(sed -n 's/^name = "\(.*\)"$/\1/p' Cargo.toml | grep -v '^games-fuzz$')
fi
for t in "${targets[@]}"; do
  mkdir -p "corpus/$t" "artifacts/$t"
  echo "fuzzing $t for ${seconds}s"
  "$CARGO_TARGET_DIR/$host/release/$t" -max_total_time="$seconds" -max_len=512 \
    -artifact_prefix="artifacts/$t/" -print_final_stats=1 "corpus/$t" 2>&1 | grep -E '^(stat::number_of_executed_units|stat::new_units_added)|panicked|SUMMARY' || true
  if ls "artifacts/$t"/crash-* >/dev/null 2>&1; then
    echo "crash found in $t: $(ls "artifacts/$t"/crash-*)"
    exit 1
  fi
done
echo "fuzz smoke passed: ${targets[*]}"
