#!/usr/bin/env bash
# `npm test`: typecheck, schema and Relay checks, the web, gateway and api suites (the api on
# embedded PGlite, then on PostgreSQL), and the browser journeys in real Chromium.
# PostgreSQL comes from TEST_DATABASE_URL, or a throwaway server started from Debian's package.
# Without PostgreSQL, or without Chromium, that part is skipped with a loud notice and the run
# ends non-zero-free; PG_REQUIRED=1 / E2E_REQUIRED=1 (CI sets both) make a missing one fail.
#
# Order: the suites, then the journeys, each with the whole machine. Running the journeys beside
# the suites was tried (docs/performance.md, test suite): on 2 cores the suites ran 2–4 times slower
# beside them and the whole run took as long, with more contention for every timed step.
set -euo pipefail
cd "$(dirname "$0")/.."
t0=$SECONDS
took() { echo "   ($(( SECONDS - t0 )) s since the start)"; }

echo "== typecheck (two at a time)"
( npx tsc -p api --noEmit && npx tsc -p gateway/tsconfig.json --noEmit && npx tsc -p examples/tsconfig.json ) & lane_a=$!
( npx tsc -p web/tsconfig.json --noEmit && npx tsc -p web/e2e/tsconfig.json --noEmit ) & lane_b=$!
wait "$lane_a"; wait "$lane_b"
took

echo "== imports: no circle, no import from one service's source into another's (scripts/check-imports.mjs)"
node scripts/check-imports.mjs

echo "== schema.graphql is built from gateway/schema/*.graphql"
npx tsx gateway/scripts/build-schema.ts --check

echo "== schema.graphql against the released schema (breaking changes recorded in gateway/SCHEMA_CHANGELOG.md)"
npx tsx gateway/scripts/schema-changes.ts

echo "== web/src/validation/limits.generated.ts mirrors the api OpenAPI limits"
npx tsx scripts/build-web-limits.mts --check

echo "== Relay artifacts are current (relay-compiler --validate)"
npx relay-compiler --validate
took

skipped=()
pg_started=""
trap '[ -n "$pg_started" ] && scripts/pg-server.sh stop' EXIT

echo "== web component tests"
npm run --silent test -w @portal/web
took

echo "== gateway tests (mocked REST layer, and the real api in-process)"
npm run --silent test -w @portal/gateway
took

echo "== api tests on PGlite (embedded)"
npm run --silent test -w @portal/api
took

echo "== api tests on PostgreSQL"
if [ -z "${TEST_DATABASE_URL:-}" ] && ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  # A server of this run's own (its folder, a free port): two checkouts can test at once.
  export PG_TMP=${PG_TMP:-$(mktemp -d -t portal-pg.XXXXXX)}
  export PG_PORT=${PG_PORT:-$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}
  TEST_DATABASE_URL=$(scripts/pg-server.sh start)
  pg_started=1
fi
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  TEST_DATABASE=postgres TEST_DATABASE_URL="$TEST_DATABASE_URL" npm run --silent test -w @portal/api
  [ -n "$pg_started" ] && scripts/pg-server.sh stop && pg_started=""
elif [ "${PG_REQUIRED:-}" = 1 ]; then
  echo "FAIL: PostgreSQL is required (PG_REQUIRED=1) but not installed: apt-get install -y postgresql" >&2
  exit 1
else
  echo "SKIPPED: PostgreSQL is not installed here (apt-get install -y postgresql, or set TEST_DATABASE_URL)." >&2
  skipped+=("api on PostgreSQL")
fi
took

echo "== browser journeys (real Chromium; npm run test:e2e)"
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  npm run --silent test:e2e
  took
elif [ "${E2E_REQUIRED:-}" = 1 ]; then
  echo "FAIL: Chromium is required (E2E_REQUIRED=1) but not installed: apt-get install -y chromium" >&2
  exit 1
else
  echo "SKIPPED: Chromium is not installed here (apt-get install -y chromium, or set CHROMIUM_PATH)." >&2
  skipped+=("browser journeys")
fi

if [ ${#skipped[@]} -gt 0 ]; then
  echo "" >&2
  echo "!! npm test passed, but SKIPPED: ${skipped[*]} — install what is missing to run everything." >&2
fi
echo "== npm test passed in $(( SECONDS - t0 )) s"
