#!/usr/bin/env bash
# Starts a throwaway PostgreSQL (Debian's packages) on 127.0.0.1:${PGPORT:-54329} for the store's
# contract tests, installing it when missing, and prints the TEST_DATABASE_URL to use.
set -euo pipefail
port="${PGPORT:-54329}"

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ]; then
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi

url="postgres://postgres@127.0.0.1:$port/postgres"
# One already answering there (an earlier run on this machine) serves as well.
if "$bin/pg_isready" -q -h 127.0.0.1 -p "$port"; then
  echo "$url"
  exit 0
fi

data=$(mktemp -d /tmp/test-postgres.XXXXXX)
# PostgreSQL refuses to run as root.
if [ "$(id -u)" = 0 ]; then
  chown postgres "$data"
  as_pg=(runuser -u postgres --)
else
  as_pg=()
fi
"${as_pg[@]}" "$bin/initdb" -D "$data" -A trust -U postgres >/dev/null
"${as_pg[@]}" "$bin/pg_ctl" -D "$data" -l "$data/server.log" -w \
  -o "-p $port -k $data -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
echo "$url"
