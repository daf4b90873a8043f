#!/usr/bin/env bash
# npm test: type checks, unit and component tests, then everything that needs the emulators
# (API, rules, end-to-end in Chromium) inside one `firebase emulators:exec`. Exits non-zero on
# any failure. Ends with each phase's duration, each suite's, the slowest files, and, as the
# LAST line (CI reads it), "tests: N passed, N failed" (scripts/test-summary.ts).
set -euo pipefail
cd "$(dirname "$0")/.."

rm -rf .test-results
mkdir -p .test-results
# scripts/with-emulators.sh appends its build's duration here too.
export TEST_PHASES_FILE="$PWD/.test-results/phases.tsv"
phase() { # phase NAME COMMAND...: runs it, notes its duration; a failure is remembered, not fatal.
  local name=$1 start=$SECONDS
  shift
  echo "== $name"
  "$@" || status=1
  printf '%s\t%s\n' "$name" "$((SECONDS - start))" >>"$TEST_PHASES_FILE"
}
status=0

# Side by side: each is one single-threaded process, and the machine has two cores.
phase "Type check and lint" bash -c 'npm run typecheck & t=$!; npm run lint & l=$!; wait $t && wait $l'
# Types or lint broken: no point spending minutes on the rest.
if [ "$status" != 0 ]; then exit 1; fi
# The emulator build (function and SPA, mode "emulator") runs beside the unit and component
# tests: their longest file keeps one core busy long after the other has run out of files.
(
  started=$SECONDS
  npm run build:emulator >.test-results/build.log 2>&1 && echo 0 >.test-results/build.rc || echo 1 >.test-results/build.rc
  printf '%s\t%s\n' "  alongside: build (function and SPA)" "$((SECONDS - started))" >>"$TEST_PHASES_FILE"
) &
build=$!
# Two workers: vitest's default on 2 cores is one (cores - 1), and the files are independent.
phase "Unit and component tests" npx vitest run --project unit --project web --project web-admin --maxWorkers=2 \
  --reporter=default --reporter=json --outputFile=.test-results/unit.json
wait "$build"
if [ "$(cat .test-results/build.rc)" != 0 ]; then
  cat .test-results/build.log
  echo "The build failed: no emulator tests." >&2
  status=1
else
  phase "Emulator phase (API, rules, e2e)" bash scripts/with-emulators.sh \
    npx vitest run --project emulator --reporter=default --reporter=json --outputFile=.test-results/emulator.json
fi
node_modules/.bin/tsx scripts/test-summary.ts || status=1
exit "$status"
