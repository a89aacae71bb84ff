#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server on loopback and TEST_DATABASE_URL
# pointing at it, then stops the server and deletes its files.
#   bash scripts/with-postgres.sh npx vitest run tests/integration/forms
# Uses Debian's postgresql package; as root, installs it when missing (about 20 s).
# With WITH_POSTGRES_OPTIONAL=1, a server that cannot be had (no package, no root, a failed
# start) is reported and the command runs without one (npm test does this: PGlite always runs).
set -euo pipefail

without_server() {
  if [ "${WITH_POSTGRES_OPTIONAL:-}" = "1" ]; then
    echo "No PostgreSQL server for this run ($1): the storage tests run on PGlite only." >&2
    exec "${ARGS[@]}"
  fi
  exit 1
}
ARGS=("$@")

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
BIN="$(pg_bin)"
if [ -z "$BIN" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "PostgreSQL is missing: installing Debian's postgresql package..."
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null; } || without_server "the install failed"
    BIN="$(pg_bin)"
    [ -n "$BIN" ] || without_server "the install failed"
  else
    echo "PostgreSQL is missing. Install it as root with: apt-get install -y postgresql" >&2
    without_server "not installed"
  fi
fi

# PostgreSQL refuses to run as root; the Debian package creates a postgres user for it.
as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

DIR="$(mktemp -d /tmp/with-postgres.XXXXXX)"
[ "$(id -u)" = "0" ] && chown postgres "$DIR"
PORT="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"

stop() {
  as_pg "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap stop EXIT

as_pg "$BIN/initdb" -D "$DIR/data" -U forms -A trust --no-sync -E UTF8 >"$DIR/initdb.log" 2>&1 || { cat "$DIR/initdb.log"; stop; without_server "initdb failed"; }
# Durability settings off: this server lives for one test run.
as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null \
  || { cat "$DIR/server.log"; stop; without_server "the server did not start"; }

export TEST_DATABASE_URL="postgresql://forms@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on $TEST_DATABASE_URL"
"$@"
