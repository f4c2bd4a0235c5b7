#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the game server's tests, runs a command with
# GAME_SERVER_PG_URL pointing at it, and stops the cluster again, whatever the command's fate.
#
#   crates/game-server/tests/pg/start.sh                      # the PostgreSQL tests (game-server's, games serve's)
#   crates/game-server/tests/pg/start.sh cargo test -p game-server --all-features
#   crates/game-server/tests/pg/start.sh bash                 # a shell with the cluster up
#
# The cluster lives in a fresh temporary folder, listens on a unix socket in that folder only (no TCP, so no
# port can clash with anything else on the machine), trusts every local connection, and is deleted at the end.
# Debian's binaries are used (/usr/lib/postgresql/<version>/bin); when they are missing and we may install
# packages (root, or a password-less sudo), `apt-get install -y postgresql` brings them.
set -euo pipefail

find_bin_dir() {
    local dir
    dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
    if [[ -n "$dir" && -x "$dir/initdb" ]]; then
        echo "$dir"
    elif command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
        dirname "$(command -v initdb)"
    fi
}

bin_dir=$(find_bin_dir)
if [[ -z "$bin_dir" ]]; then
    if [[ $(id -u) -eq 0 ]]; then
        echo "start.sh: PostgreSQL is missing; installing Debian's postgresql package" >&2
        DEBIAN_FRONTEND=noninteractive apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
        echo "start.sh: PostgreSQL is missing; installing Debian's postgresql package with sudo" >&2
        sudo -n env DEBIAN_FRONTEND=noninteractive apt-get update -qq
        sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    else
        echo "start.sh: PostgreSQL's initdb is missing and we may not install it (not root, no sudo)" >&2
        exit 1
    fi
    bin_dir=$(find_bin_dir)
    [[ -n "$bin_dir" ]] || { echo "start.sh: no initdb after installing postgresql" >&2; exit 1; }
fi

# PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` account that Debian's
# package creates, and the server runs under it.
as_owner=()
if [[ $(id -u) -eq 0 ]]; then
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
    as_owner=(runuser -u postgres --)
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/game-server-pg.XXXXXX")
chmod 755 "$work"
mkdir "$work/data" "$work/socket"
if [[ ${#as_owner[@]} -gt 0 ]]; then chown postgres "$work/data" "$work/socket"; fi
port=5432

stop_cluster() {
    local status=$?
    "${as_owner[@]}" "$bin_dir/pg_ctl" -D "$work/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$work"
    exit "$status"
}
trap stop_cluster EXIT
trap 'exit 130' INT TERM

"${as_owner[@]}" "$bin_dir/initdb" -D "$work/data" -U postgres --auth=trust --encoding=UTF8 --no-locale \
    >"$work/initdb.log" 2>&1 || { cat "$work/initdb.log" >&2; exit 1; }
# fsync off: the tests kill game servers, never this cluster, and it is thrown away afterwards.
"${as_owner[@]}" "$bin_dir/pg_ctl" -D "$work/data" -l "$work/socket/postgres.log" -w -t 60 \
    -o "-c listen_addresses='' -c unix_socket_directories='$work/socket' -p $port -c fsync=off -c max_connections=200" \
    start >/dev/null || { cat "$work/socket/postgres.log" >&2; exit 1; }
"$bin_dir/createdb" -h "$work/socket" -p "$port" -U postgres games_test

# The socket's folder, percent-encoded as the URL's host (libpq's and tokio-postgres's reading).
host=$(printf '%s' "$work/socket" | sed 's|/|%2F|g')
export GAME_SERVER_PG_URL="postgresql://postgres@${host}:${port}/games_test"
echo "start.sh: PostgreSQL $("$bin_dir/postgres" --version | awk '{print $3}') at $GAME_SERVER_PG_URL" >&2

if [[ $# -eq 0 ]]; then
    set -- cargo test -p game-server -p games --all-features -- postgres
fi
"$@"
