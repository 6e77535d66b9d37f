#!/usr/bin/env bash
# Starts a throw-away PostgreSQL and Redis on free local ports, with their data in a temporary folder,
# and prints the variables that point the tests (and a trial deployment) at them:
#
#   eval "$(scripts/backends.sh start)"     # exports MANGLISH_TEST_DATABASE_URL, MANGLISH_TEST_REDIS_URL, MANGLISH_BACKENDS_DIR
#   scripts/backends.sh stop "$MANGLISH_BACKENDS_DIR"
#
# Needs Debian's postgresql and redis-server packages (nothing is installed as a system service). Run as
# root, PostgreSQL runs as the `postgres` user, since it refuses to run as root.
set -euo pipefail

free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }

start() {
  local dir pg_bin pg_port redis_port as=()
  pg_bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
  [ -x "$pg_bin/initdb" ] || { echo "scripts/backends.sh: PostgreSQL not found (apt-get install postgresql)" >&2; exit 1; }
  command -v redis-server >/dev/null || { echo "scripts/backends.sh: redis-server not found (apt-get install redis-server)" >&2; exit 1; }
  dir="$(mktemp -d /tmp/manglish-backends.XXXXXX)"
  chmod 755 "$dir"
  if [ "$(id -u)" = "0" ]; then as=(runuser -u postgres --); mkdir -p "$dir/pg"; chown postgres "$dir/pg"; fi
  pg_port="$(free_port)"
  redis_port="$(free_port)"
  "${as[@]}" "$pg_bin/initdb" -D "$dir/pg/data" -U postgres --auth=trust --no-sync >"$dir/initdb.log" 2>&1
  "${as[@]}" "$pg_bin/pg_ctl" -D "$dir/pg/data" -l "$dir/pg/server.log" -w \
    -o "-p $pg_port -k $dir/pg -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" start >/dev/null
  redis-server --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
    --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" --dir "$dir" >/dev/null
  echo "$pg_bin" >"$dir/pg_bin"
  echo "export MANGLISH_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$pg_port/postgres"
  echo "export MANGLISH_TEST_REDIS_URL=redis://127.0.0.1:$redis_port"
  echo "export MANGLISH_BACKENDS_DIR=$dir"
}

stop() {
  local dir="${1:?usage: scripts/backends.sh stop <dir>}" as=()
  [ "$(id -u)" = "0" ] && as=(runuser -u postgres --)
  [ -f "$dir/redis.pid" ] && kill "$(cat "$dir/redis.pid")" 2>/dev/null || true
  [ -f "$dir/pg_bin" ] && "${as[@]}" "$(cat "$dir/pg_bin")/pg_ctl" -D "$dir/pg/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}

case "${1:-}" in
  start) start ;;
  stop) shift; stop "$@" ;;
  *) echo "usage: scripts/backends.sh start | stop <dir>" >&2; exit 2 ;;
esac
