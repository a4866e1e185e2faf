#!/usr/bin/env bash
# `npm test`: typecheck, the api suite on embedded PGlite, then the same suite on PostgreSQL.
# PostgreSQL comes from TEST_DATABASE_URL, or a throwaway server started from Debian's package.
# Without PostgreSQL the second run is skipped with a loud notice; PG_REQUIRED=1 (CI) makes it fail.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== typecheck"
npx tsc -p api --noEmit
npx tsc -p gateway/tsconfig.json --noEmit
npx tsc -p web/tsconfig.json --noEmit

echo "== schema.graphql is built from gateway/schema/*.graphql"
npx tsx gateway/scripts/build-schema.ts --check

echo "== Relay artifacts are current (relay-compiler --validate)"
npx relay-compiler --validate

echo "== web component tests"
npm run --silent test -w @portal/web

echo "== gateway tests (mocked REST layer, and the real api in-process)"
npm run --silent test -w @portal/gateway

echo "== api tests on PGlite (embedded)"
npm run --silent test -w @portal/api

echo "== api tests on PostgreSQL"
started=""
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    TEST_DATABASE_URL=$(scripts/pg-server.sh start)
    started=1
  elif [ "${PG_REQUIRED:-}" = 1 ]; then
    echo "FAIL: PostgreSQL is required (PG_REQUIRED=1) but not installed: apt-get install -y postgresql" >&2
    exit 1
  else
    echo "SKIPPED: PostgreSQL is not installed here (apt-get install -y postgresql, or set TEST_DATABASE_URL)." >&2
    exit 0
  fi
fi
trap '[ -n "$started" ] && scripts/pg-server.sh stop' EXIT
TEST_DATABASE=postgres TEST_DATABASE_URL="$TEST_DATABASE_URL" npm run --silent test -w @portal/api
