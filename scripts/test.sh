#!/usr/bin/env bash
# npm test: type checks and lint, unit and component tests, and everything that needs the
# emulators (API, rules, end-to-end in Chromium) on two emulator suites side by side, each inside
# its own `firebase emulators:exec` (scripts/with-emulators.sh), all started together. Exits non-zero on
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

# Everything starts at once, nothing waits for what it does not need (2 cores; decision 0017):
# - the build (function and web, mode "emulator"), which the emulator suites need. The function is
#   emitted with `--noCheck` and the web (admin app, Astro site) built without its own `tsc`:
#   the type check beside them checks both, and the same compiler emits the same files either way.
# - the type check and lint (single-threaded), which the tests do not need, at `nice 5` like the
#   component tests: the build, the emulators' start and the seed are what the run waits for,
#   and at 0 the checks took a third of the machine from them for three and a half minutes. If
#   they fail they stop everything (below), so a broken type or lint rule still ends the run
#   (in some six minutes on 2 cores, where they share it with the tests).
# - the unit and component tests, which need neither, at `nice 5`: they take the CPU the others
#   leave idle, and the emulator suites (Chromium, the emulators, their time limits) keep first
#   call on the cores. At `nice 10` a form test once got so little of a busy machine that it ran
#   into its 60 s limit (decision 0017); at 5 they still get about the quarter-core they
#   need on average.
# The checks (tsc, then eslint) and the component tests (one worker) each run as one process: as
# two each they finished five minutes in, and the suites alone then left a fifth of the machine
# idle for three minutes (their waits: the fault tests' outages, the interrupted seed, the
# album's uploads). One each takes the same CPU later, in those gaps.
# Each test run is its own process group (setsid), listed in $groups, so a failed check can stop
# it with everything it started (emulators, Chromium, workers).
groups=.test-results/groups
rm -f .test-results/function.rc .test-results/build.rc .test-results/checks.rc "$groups"
in_group() { # in_group COMMAND...: runs it in a process group of its own, listed in $groups.
  setsid "$@" &
  local pid=$!
  echo "$pid" >>"$groups"
  # A check that failed just before the line above was written did not see this group.
  if checks_failed; then kill -- -"$pid" 2>/dev/null || true; fi
  wait "$pid"
}
checks_failed() { [ -s .test-results/checks.rc ] && [ "$(cat .test-results/checks.rc)" != 0 ]; }
# The function first (the emulators load it when they start), then the web (only the tests need
# it: Hosting reads web/dist at each request, the function loads the site at its first page).
# Each part's verdict in its own file.
(
  started=$SECONDS
  if npx tsc -p functions/tsconfig.build.json --noCheck >.test-results/build.log 2>&1; then
    echo 0 >.test-results/function.rc
    if npm run bundle -w web -- --mode emulator >>.test-results/build.log 2>&1; then echo 0 >.test-results/build.rc; else echo 1 >.test-results/build.rc; fi
  else
    echo 1 >.test-results/function.rc
    echo 1 >.test-results/build.rc
  fi
  printf '%s\t%s\n' "Build (function and SPA)" "$((SECONDS - started))" >>"$TEST_PHASES_FILE"
) &
build=$!
(
  phase "Type check and lint (beside everything, nice 5)" nice -n 5 bash -c 'npm run typecheck; t=$?; npm run lint; l=$?; [ $t = 0 ] && [ $l = 0 ]' >.test-results/checks.log 2>&1
  # The verdict first, then the groups: in_group reads them in the other order.
  echo "$status" >.test-results/checks.rc
  if [ "$status" != 0 ]; then
    cat .test-results/checks.log
    echo "Type check or lint failed: stopping the tests." >&2
    for g in $(cat "$groups" 2>/dev/null); do kill -- -"$g" 2>/dev/null || true; done
  fi
) &
checks=$!
(
  phase "Unit and component tests (beside everything, nice 5)" in_group nice -n 5 \
    npx vitest run --project unit --project web --project web-admin --maxWorkers=1 \
    --reporter=default --reporter=json --outputFile=.test-results/unit.json >.test-results/unit.log 2>&1
  exit "$status"
) &
unit=$!
# The emulator suites start as soon as the function is built; their tests wait for the web build.
until [ -s .test-results/function.rc ] || ! kill -0 "$build" 2>/dev/null; do sleep 0.5; done
if [ "$(cat .test-results/function.rc 2>/dev/null)" != 0 ]; then
  wait "$build" || true
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
  # Some browser files run on the second suite after the API files, so both suites end together:
  # with the browser files all on the first, it runs minutes alone at the end with the machine
  # a third idle. The emulator build signs in on its own suite's Auth emulator
  # (web/src/lib/auth-emulator-url.ts), so any file can move: when one suite's end trails the
  # other's by more than a file's length, move a file (the summary lists the slowest files).
  second_e2e=(tests/e2e/public-pages.test.ts tests/e2e/visitor-journeys.test.ts
    tests/e2e/pqrsd.test.ts tests/e2e/eventos.test.ts tests/e2e/transparency.test.ts)
  # And the other way: the rules file (about 14 s; it reads and writes through the rules only,
  # never clears the data) and the albums' API file (about 15 s) run first on the first suite.
  # The albums' file fits there because the administrator's tabs keep their scripts (decision
  # 0017), which leaves the first suite the shorter one.
  first_api=(tests/emulator/rules.test.ts tests/emulator/api-galerias.test.ts)
  # Each suite's command waits for the web build inside its emulators, which start meanwhile (some
  # 20 s each, and the seed); a failed web build ends it before any test.
  spa_built='until [ -s .test-results/build.rc ]; do sleep 0.5; done; [ "$(cat .test-results/build.rc)" = 0 ] &&'
  (
    export EMULATOR_PORT_OFFSET=$api_offset
    phase "Emulator suite 2: API, rules and fault files, then some browser files" in_group bash scripts/with-emulators.sh \
      "$spa_built" npx vitest run --project emulator tests/emulator/ "${first_api[@]/#/--exclude=}" "${second_e2e[@]}" --reporter=default --reporter=json \
      --outputFile=.test-results/emulator-api.json >.test-results/emulator-api.log 2>&1
    exit "$status"
  ) &
  api=$!
  # Both suites start at once: each firebase-tools reads the function's triggers from a file it
  # names (FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH in scripts/with-emulators.sh), not from a
  # free port that two starting at the same moment could both pick.
  if ! checks_failed; then
    phase "Emulator suite 1: browser files (e2e)" in_group bash scripts/with-emulators.sh \
      "$spa_built" npx vitest run --project emulator tests/e2e/ "${first_api[@]}" "${second_e2e[@]/#/--exclude=}" --reporter=default --reporter=json --outputFile=.test-results/emulator-e2e.json
  fi
  wait "$api" || status=1
  echo "== API, rules and fault files (ran beside the browser files)"
  cat .test-results/emulator-api.log
  wait "$build" || true
  if [ "$(cat .test-results/build.rc)" != 0 ]; then
    status=1
    cat .test-results/build.log
    echo "The SPA's build failed: no emulator tests." >&2
  fi
fi
wait "$checks"
if [ "$(cat .test-results/checks.rc)" != 0 ] || [ "$(cat .test-results/build.rc)" != 0 ]; then
  # Types, lint or the build broken: the tests were stopped (or never started); the checks' output
  # was printed when they failed.
  status=1
  for g in $(cat "$groups" 2>/dev/null); do kill -- -"$g" 2>/dev/null || true; done
else
  cat .test-results/checks.log
fi
wait "$unit" || status=1
# Their output after the emulator phase's, not interleaved with it.
echo "== Unit and component tests (ran beside everything)"
cat .test-results/unit.log
printf '%s\t%s\n' "wall" "$SECONDS" >>"$TEST_PHASES_FILE"
node_modules/.bin/tsx scripts/test-summary.ts || status=1
exit "$status"
