#!/usr/bin/env bash
# The web: the npm package (crates/traditional-games-wasm: WebAssembly + TypeScript) and the playground
# (examples/web), built and tested under Node and in a real browser. Installs what it uses: the wasm32 target,
# wasm-bindgen-cli at the version Cargo.lock pins for the wasm-bindgen crate (the glue must match it exactly),
# the npm packages from the committed lockfiles, and Debian's Chromium for the end-to-end tests.
# Expects the release `games` binary (the main script's demo step builds it): the tests replay records with it.
set -euo pipefail
cd "$(dirname "$0")/.."
export GAMES_BIN="${GAMES_BIN:-$PWD/target/release/games}"
[ -x "$GAMES_BIN" ] || cargo build --release --bin games

rustup target add wasm32-unknown-unknown
pinned=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
installed=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)
if [ "$installed" != "$pinned" ]; then
    # Not --locked: the CLI's own lockfile names a version the registry no longer has.
    cargo install wasm-bindgen-cli --version "$pinned"
fi

if ! [ -x /usr/bin/chromium ]; then
    sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi

echo "--> the npm package: build, format, Node tests"
(cd crates/traditional-games-wasm && npm ci --no-audit --no-fund && npm run build && npm run check-format && npm test)

echo "--> the playground: format, unit tests, build, end-to-end tests in Chromium"
(cd examples/web && npm ci --no-audit --no-fund && npm run check-format && npm test && npm run build && npm run test:e2e)
