#!/usr/bin/env bash
# Starts (or stops) a throwaway PostgreSQL server for tests and benchmarks, from Debian's
# postgresql package: a fresh cluster under $PG_TMP (default /tmp/portal-pg), trust auth on
# 127.0.0.1:$PG_PORT (default 54329). Prints the admin URL on start. Fails loudly when PostgreSQL
# is not installed (.ci/run installs it with apt-get).
set -euo pipefail
PG_PORT=${PG_PORT:-54329}
PG_TMP=${PG_TMP:-/tmp/portal-pg}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "PostgreSQL server binaries not found (apt-get install -y postgresql)" >&2
  exit 1
fi
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
case "${1:-start}" in
  start)
    if as_pg "$bin/pg_ctl" -D "$PG_TMP/data" status >/dev/null 2>&1; then
      echo "postgres://postgres@127.0.0.1:$PG_PORT/postgres"; exit 0
    fi
    rm -rf "$PG_TMP"; mkdir -p "$PG_TMP"
    [ "$(id -u)" = 0 ] && chown postgres "$PG_TMP"
    as_pg "$bin/initdb" -D "$PG_TMP/data" -U postgres --auth=trust -E UTF8 >/dev/null
    as_pg "$bin/pg_ctl" -D "$PG_TMP/data" -l "$PG_TMP/log" -w \
      -o "-p $PG_PORT -k $PG_TMP -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$PG_PORT/postgres"
    ;;
  stop)
    as_pg "$bin/pg_ctl" -D "$PG_TMP/data" -m fast stop >/dev/null 2>&1 || true
    ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
