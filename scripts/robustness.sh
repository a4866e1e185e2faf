#!/usr/bin/env bash
# The robustness run (`npm run test:robust [-- RUNS]`): what a newcomer on a slower machine meets.
# A clean clone of this checkout's HEAD in a folder of its own, `npm ci`, then `npm test` RUNS times
# in a row (default 3), every process pinned to one core (`taskset -c $ROBUST_CORE`, default 0): the
# CPU halved on a 2-core machine. Prints each run's time and stops at the first failure with the
# end of its log. The logs stay in the printed folder.
set -euo pipefail
# As CI: PostgreSQL and Chromium are required, never skipped.
export PG_REQUIRED=1 E2E_REQUIRED=1
runs=${1:-3}
core=${ROBUST_CORE:-0}
command -v taskset >/dev/null || { echo "taskset is missing (Debian's util-linux)" >&2; exit 1; }
root=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
dir=$(mktemp -d -t portal-robust.XXXXXX)
echo "== clean clone of $(git -C "$root" rev-parse --short HEAD) in $dir, pinned to core $core"
git clone -q "$root" "$dir/repo"
cd "$dir/repo"
taskset -c "$core" npm ci --no-audit --no-fund > "$dir/npm-ci.log" 2>&1 || { tail -n 40 "$dir/npm-ci.log"; exit 1; }
for run in $(seq 1 "$runs"); do
  started=$SECONDS
  if taskset -c "$core" npm test > "$dir/run-$run.log" 2>&1; then
    echo "run $run of $runs: passed in $(( SECONDS - started )) s"
  else
    echo "run $run of $runs: FAILED after $(( SECONDS - started )) s; the end of $dir/run-$run.log:" >&2
    tail -n 80 "$dir/run-$run.log" >&2
    exit 1
  fi
done
echo "== $runs of $runs passed on one core; logs in $dir"
