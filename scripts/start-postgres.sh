#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on 127.0.0.1:${PGPORT:-55432} for the test suites and prints its URL.
# Needs Debian's postgresql package; runs the server as the postgres user from a temporary folder.
set -euo pipefail
port="${PGPORT:-55432}"
bindir="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
dir="${PGDATA_DIR:-/tmp/swedish-translator-pg}"
if ! pg_isready -h 127.0.0.1 -p "$port" -q 2>/dev/null; then
  rm -rf "$dir"
  mkdir -p "$dir"
  chown postgres:postgres "$dir"
  su postgres -c "$bindir/initdb -D '$dir/data' -U postgres --auth=trust -E UTF8 >'$dir/initdb.log'"
  su postgres -c "$bindir/pg_ctl -D '$dir/data' -l '$dir/server.log' -o \"-h 127.0.0.1 -p $port -k /tmp\" -w start >/dev/null"
fi
for _ in $(seq 1 30); do
  pg_isready -h 127.0.0.1 -p "$port" -q && break
  sleep 1
done
pg_isready -h 127.0.0.1 -p "$port" -q || { echo "PostgreSQL did not start; see $dir/server.log" >&2; exit 1; }
echo "postgres://postgres@127.0.0.1:$port/postgres"
