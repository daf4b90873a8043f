#!/usr/bin/env bash
# npm test: type checks, unit and component tests, then everything that needs the emulators
# (API, rules, end-to-end in Chromium) on two emulator suites side by side, each inside its own
# `firebase emulators:exec` (scripts/with-emulators.sh). Exits non-zero on
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

# Side by side: the type check and lint are single-threaded processes, and the emulator build
# (function and SPA, mode "emulator") runs with them rather than after (2 cores). The SPA is
# bundled without its own `tsc` (`bundle`, not `build`): the type check beside it checks web/
# already, and a second check cost some 35 CPU-seconds.
rm -f .test-results/build.rc
(
  started=$SECONDS
  { npm run build -w functions && npm run bundle -w web -- --mode emulator; } >.test-results/build.log 2>&1
  echo $? >.test-results/build.rc
  printf '%s\t%s\n' "  beside the type check and lint: build (function and SPA)" "$((SECONDS - started))" >>"$TEST_PHASES_FILE"
) &
build=$!
phase "Type check and lint (beside the build)" bash -c 'npm run typecheck & t=$!; npm run lint & l=$!; wait $t && wait $l'
wait "$build"
# Types or lint broken: no point spending minutes on the rest.
if [ "$status" != 0 ]; then exit 1; fi
# The unit and component tests run beside the emulator phase, at a lower priority (nice): the
# emulator phase waits on Chromium, the emulators and the network much of the time, and the unit
# tests take that idle CPU instead of two minutes of their own before it. The emulator phase
# keeps first call on the cores, so its timings are not squeezed.
(
  phase "Unit and component tests (beside the emulator phase, nice 10)" nice -n 10 \
    npx vitest run --project unit --project web --project web-admin --maxWorkers=2 \
    --reporter=default --reporter=json --outputFile=.test-results/unit.json >.test-results/unit.log 2>&1
  exit "$status"
) &
unit=$!
if [ "$(cat .test-results/build.rc)" != 0 ]; then
  status=1
  cat .test-results/build.log
  echo "The build failed: no emulator tests." >&2
else
  export EMULATOR_LOG_VERBOSITY=QUIET
  # Two emulator suites side by side (docs/decisions/0017): the API, rules and fault files on a
  # second suite (every port 20 higher, scripts/with-emulators.sh), the browser files on the first.
  # The browser files wait on Chromium and the network much of the time, and the API files use
  # that idle CPU instead of running before them.
  # The offline JARs once, before two suites would build them at once. A failure here shows (and
  # fails) in each suite, which runs it again and says why; the summary still ends the run.
  bash scripts/setup-emulators.sh >/dev/null 2>&1 || true
  api_offset=20
  # The browser files that only read public pages (no sign-in: the SPA's Auth emulator address is
  # built in, and it is the first suite's) run on the second suite after the API files, so both
  # suites end together: with the browser files all on the first, it ran two minutes alone at the
  # end with the machine a third idle.
  public_e2e=(tests/e2e/public-pages.test.ts tests/e2e/responsive-images.test.ts tests/e2e/vitals.test.ts)
  (
    export EMULATOR_PORT_OFFSET=$api_offset
    phase "Emulator suite 2: API, rules and fault files, then the public-page browser files" bash scripts/with-emulators.sh \
      npx vitest run --project emulator tests/emulator/ "${public_e2e[@]}" --reporter=default --reporter=json \
      --outputFile=.test-results/emulator-api.json >.test-results/emulator-api.log 2>&1
    exit "$status"
  ) &
  api=$!
  # The first suite starts once the second one's Hosting answers: two firebase-tools starting at
  # the same moment can pick the same free port to load their function from.
  for _ in $(seq 180); do
    if (exec 3<>"/dev/tcp/127.0.0.1/$((5000 + api_offset))") 2>/dev/null || ! kill -0 "$api" 2>/dev/null; then break; fi
    sleep 1
  done
  phase "Emulator suite 1: browser files (e2e)" bash scripts/with-emulators.sh \
    npx vitest run --project emulator tests/e2e/ "${public_e2e[@]/#/--exclude=}" --reporter=default --reporter=json --outputFile=.test-results/emulator-e2e.json
  wait "$api" || status=1
  echo "== API, rules and fault files (ran beside the browser files)"
  cat .test-results/emulator-api.log
fi
wait "$unit" || status=1
# Their output after the emulator phase's, not interleaved with it.
echo "== Unit and component tests (ran beside the emulator phase)"
cat .test-results/unit.log
printf '%s\t%s\n' "wall" "$SECONDS" >>"$TEST_PHASES_FILE"
node_modules/.bin/tsx scripts/test-summary.ts || status=1
exit "$status"
