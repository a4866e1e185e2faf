#!/usr/bin/env bash
# `npm test`: typecheck, schema and Relay checks, the web, gateway and api suites (the api on
# embedded PGlite, then on PostgreSQL), and the browser journeys in real Chromium.
# PostgreSQL comes from TEST_DATABASE_URL, or a throwaway server started from Debian's package.
# Without PostgreSQL, or without Chromium, that part is skipped with a loud notice and the run
# ends non-zero-free; PG_REQUIRED=1 / E2E_REQUIRED=1 (CI sets both) make a missing one fail.
#
# Time: with two cores or more, the browser journeys run beside the suites. A journey mostly waits
# (on Chromium, on the api and the gateway, one step after another) and keeps about one core busy;
# the suites fill the rest, `nice`d, so the journeys' browser and servers come first. Their output is
# printed when they end (it would interleave with the suites'). On one core (`nproc` counts the
# cores this process may use, so `taskset -c 0 npm test` is one) there is no idle core to fill:
# the journeys run after the suites, each part with the whole core.
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
journeys_pid=""
journeys_log=$(mktemp -t portal-journeys.XXXXXX)
journeys_rc=$(mktemp -t portal-journeys-rc.XXXXXX)
pg_started=""
cleanup() {
  # A failed suite ends the run: the journeys (their own process group) and PostgreSQL with it.
  if [ -n "$journeys_pid" ]; then
    kill -- "-$journeys_pid" 2>/dev/null || true
    echo "(the browser journeys were stopped; what they printed so far: $journeys_log)" >&2
  fi
  [ -n "$pg_started" ] && scripts/pg-server.sh stop || true
  rm -f "$journeys_rc"
}
trap cleanup EXIT

cores=$(nproc)
beside=$([ "$cores" -ge 2 ] && echo 1 || echo "")
nice=$([ -n "$beside" ] && echo "nice -n 10" || echo "")
if [ -n "$beside" ]; then
  echo "== browser journeys (real Chromium; npm run test:e2e): started beside the suites ($cores cores), printed when they end"
fi
if [ -z "$beside" ]; then
  : # one core: after the suites, below
elif [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  setsid bash -c 'npm run --silent test:e2e > "$1" 2>&1; echo $? > "$2"' _ "$journeys_log" "$journeys_rc" &
  journeys_pid=$!
elif [ "${E2E_REQUIRED:-}" = 1 ]; then
  echo "FAIL: Chromium is required (E2E_REQUIRED=1) but not installed: apt-get install -y chromium" >&2
  exit 1
else
  echo "SKIPPED: Chromium is not installed here (apt-get install -y chromium, or set CHROMIUM_PATH)." >&2
  skipped+=("browser journeys")
fi

echo "== web component tests"
$nice npm run --silent test -w @portal/web
took

echo "== gateway tests (mocked REST layer, and the real api in-process)"
$nice npm run --silent test -w @portal/gateway
took

echo "== api tests on PGlite (embedded)"
$nice npm run --silent test -w @portal/api
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
  TEST_DATABASE=postgres TEST_DATABASE_URL="$TEST_DATABASE_URL" $nice npm run --silent test -w @portal/api
  [ -n "$pg_started" ] && scripts/pg-server.sh stop && pg_started=""
elif [ "${PG_REQUIRED:-}" = 1 ]; then
  echo "FAIL: PostgreSQL is required (PG_REQUIRED=1) but not installed: apt-get install -y postgresql" >&2
  exit 1
else
  echo "SKIPPED: PostgreSQL is not installed here (apt-get install -y postgresql, or set TEST_DATABASE_URL)." >&2
  skipped+=("api on PostgreSQL")
fi
took

if [ -z "$beside" ]; then
  echo "== browser journeys (real Chromium; npm run test:e2e): one core, so after the suites"
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
elif [ -n "$journeys_pid" ]; then
  echo "== browser journeys: waiting for them to end"
  wait "$journeys_pid" || true
  journeys_pid=""
  cat "$journeys_log"
  rm -f "$journeys_log"
  rc=$(cat "$journeys_rc" 2>/dev/null || echo 1)
  took
  if [ "$rc" != 0 ]; then
    echo "FAIL: the browser journeys failed (exit $rc); screenshots and logs in web/e2e/artifacts/" >&2
    exit 1
  fi
fi

if [ ${#skipped[@]} -gt 0 ]; then
  echo "" >&2
  echo "!! npm test passed, but SKIPPED: ${skipped[*]} — install what is missing to run everything." >&2
fi
echo "== npm test passed in $(( SECONDS - t0 )) s"
