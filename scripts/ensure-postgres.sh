#!/usr/bin/env bash
# Makes sure the PostgreSQL of the given URL answers; starts the local cluster when it does not.
set -euo pipefail
url="$1"
node -e "
const { Client } = require('pg');
const c = new Client({ connectionString: process.argv[1], connectionTimeoutMillis: 3000 });
c.connect().then(() => c.end()).catch(() => process.exit(1));
" "$url" && exit 0

echo "PostgreSQL does not answer at $url; trying to start the local cluster"
if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || true
fi
for _ in $(seq 1 30); do
  node -e "
  const { Client } = require('pg');
  const c = new Client({ connectionString: process.argv[1], connectionTimeoutMillis: 2000 });
  c.connect().then(() => c.end()).catch(() => process.exit(1));
  " "$url" && exit 0
  sleep 1
done
echo "PostgreSQL is not reachable at $url. Start it, or set DATABASE_URL_TEST to one that is." >&2
exit 1
