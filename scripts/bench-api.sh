#!/usr/bin/env bash
# npm run bench:api — GET /api/site_economics/ (p50/p99, api/bench/site-economics.ts); the lead list and summary at 100,000 leads on PGlite, then on PostgreSQL
# (BENCH_DATABASE_URL, or a throwaway server from Debian's postgresql package when installed).
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsx api/bench/site-economics.ts
npx tsx api/bench/leads.ts
started=""
url="${BENCH_DATABASE_URL:-}"
if [ -z "$url" ]; then
  if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then url=$(scripts/pg-server.sh start); started=1
  else echo "PostgreSQL not installed: skipping its figures (apt-get install -y postgresql)" >&2; exit 0; fi
fi
trap '[ -n "$started" ] && scripts/pg-server.sh stop' EXIT
BENCH_DATABASE_URL="$url" npx tsx api/bench/leads.ts
