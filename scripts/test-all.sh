#!/usr/bin/env bash
# Every test of the shop: typecheck, lint, unit and API tests (SQLite and PostgreSQL), end-to-end in Chromium, and the
# shop behind nginx.
# Starts PostgreSQL and installs Chromium and nginx when this machine lacks them, and fails rather than skip a suite.
set -euo pipefail
cd "$(dirname "$0")/.."

export DATABASE_URL_TEST="${DATABASE_URL_TEST:-postgres://postgres@127.0.0.1:5432/test}"
bash scripts/ensure-postgres.sh "$DATABASE_URL_TEST"
bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh

echo "== typecheck"; npm run --silent typecheck
echo "== lint"; npm run --silent lint
echo "== build"; npm run --silent build
echo "== unit and API tests (SQLite and PostgreSQL at $DATABASE_URL_TEST)"; npx vitest run --reporter=verbose
echo "== end-to-end tests (Chromium)"; npx playwright test
echo "== behind nginx: two processes, TLS, a purchase, a rolling restart"; npm run --silent test:proxy
