#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a private, throw-away PostgreSQL 15
# cluster (Debian's packages), so the API suite proves the same migrations and queries
# work on a real server and not only on PGlite.
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

PG_BIN=/usr/lib/postgresql/15/bin
if [ ! -x "$PG_BIN/initdb" ]; then
  log "Installing PostgreSQL 15 from Debian"
  apt_install postgresql postgresql-contrib
fi

PG_PORT="${PG_PORT:-54329}"
PG_DIR="$(mktemp -d /tmp/planmywalk-pg.XXXXXX)"
# initdb refuses to run as root: the cluster belongs to the postgres user.
if [ "$(id -u)" = 0 ]; then chown postgres "$PG_DIR"; RUN=(su postgres -s /bin/sh -c); else RUN=(sh -c); fi

cleanup() {
  "${RUN[@]}" "$PG_BIN/pg_ctl -D $PG_DIR/data -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap cleanup EXIT

"${RUN[@]}" "$PG_BIN/initdb -D $PG_DIR/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
"${RUN[@]}" "$PG_BIN/pg_ctl -D $PG_DIR/data -l $PG_DIR/log -o '-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_DIR -c fsync=off' -w start" >/dev/null
log "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
"$@"
