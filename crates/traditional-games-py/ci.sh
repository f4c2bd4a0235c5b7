#!/usr/bin/env bash
# The Python package's CI: a fresh venv, the test tools and peers from PyPI, the package built in release mode
# and installed the way users install it (`pip install crates/traditional-games-py`), ruff, then its pytest
# suite. Called by .ci/run; exits non-zero on any failure. About 4-6 minutes on 2 cores, most of it the
# release build of the extension (cached in CARGO_TARGET_DIR between runs).
#   crates/traditional-games-py/ci.sh              ruff, build, install, pytest
#   crates/traditional-games-py/ci.sh --ruff-only  ruff format --check and ruff check alone
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
venv="${TG_VENV:-$root/target/py-ci-venv}"
python="${PYTHON:-python3}"
if [ "${1:-}" = "--ruff-only" ]; then
  venv="$venv-ruff"
fi

echo "==> venv at $venv ($("$python" --version))"
rm -rf "$venv"
"$python" -m venv "$venv"
# shellcheck disable=SC1091
. "$venv/bin/activate"
pip install --quiet --upgrade pip
if [ "${1:-}" = "--ruff-only" ]; then
  pip install --quiet ruff
else
  pip install --quiet "maturin>=1.5,<2" pytest numpy "open_spiel==2.0.2" pettingzoo gymnasium ruff
fi

echo "==> ruff"
ruff format --check "$here"
ruff check "$here"
if [ "${1:-}" = "--ruff-only" ]; then
  exit 0
fi

echo "==> build and install (release)"
# Same target directory as the workspace, so the game crates built by `cargo test` are reused.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"
pip install --quiet "$here"

echo "==> pytest"
cd "$here"
python -m pytest -q tests
