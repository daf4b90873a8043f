#!/usr/bin/env bash
# Runs a command with the whole emulator suite up (firebase emulators:exec), with the offline
# JARs wired in. Used by npm test; the command sees FIRESTORE_EMULATOR_HOST and friends.
#   scripts/with-emulators.sh [--build] COMMAND...
# --build first builds the function and the web (mode "emulator"). The build and the run happen
# under one machine-wide lock, so concurrent runs wait for each other instead of fighting over
# ports or over web/dist.
# EMULATOR_PORT_OFFSET=N runs a second suite beside the first: every port N higher (site at
# http://127.0.0.1:5000+N, which the command finds in EMULATOR_SITE), its own lock, its own mail
# catcher port (SMTP_PORT). npm test runs the API files on such a suite (scripts/test.sh). Its
# lock is its own, so build before starting two suites, not with --build on both at once.
# What the JVMs run with: EMULATOR_JVM_OPTIONS (below).
set -euo pipefail
cd "$(dirname "$0")/.."

build=0
if [ "${1:-}" = "--build" ]; then build=1; shift; fi

offset="${EMULATOR_PORT_OFFSET:-0}"
config=firebase.emulator.json
lock=/tmp/school-site-emulators.lock
if [ "$offset" != 0 ]; then
  config="firebase.emulator-$offset.json"
  lock="/tmp/school-site-emulators-$offset.lock"
  # Its own temporary folder: the Storage emulator keeps its files in $TMPDIR/firebase/storage and
  # deletes that folder when it stops, which would take the other suite's files with it.
  export TMPDIR="/tmp/school-site-emulators-$offset"
  mkdir -p "$TMPDIR"
fi
# What the command (tests, seed) and the function read to find this suite.
export EMULATOR_SITE="http://127.0.0.1:$((5000 + offset))"
export SITE_ORIGIN="$EMULATOR_SITE"
# The platform's address (its directory, every school at /{slug}/); San José's is EMULATOR_SITE.
export EMULATOR_PLATFORM="http://localhost:$((5000 + offset))"
export PLATFORM_ORIGIN="$EMULATOR_PLATFORM"
export SMTP_PORT="$((2525 + offset))"

exec 9>"$lock"
waiting=$SECONDS
flock 9
# Time spent behind another run is not this run's: npm test reports it apart (scripts/test.sh).
if [ -n "${TEST_PHASES_FILE:-}" ]; then printf '%s\t%s\n' "  of which: waiting for another run's emulators" "$((SECONDS - waiting))" >>"$TEST_PHASES_FILE"; fi
# Holding the lock, nothing else of ours should be running: a Firestore JVM left behind by a
# crashed run (firebase-tools does not always stop its Java child) would keep port 8080 taken.
# Only this suite's: the JVM whose --port is this suite's Firestore port.
pkill -f "$PWD/.emulators/firestore-emulator.jar .*--port $((8080 + offset)) " 2>/dev/null && sleep 1 || true

bash scripts/setup-emulators.sh >/dev/null
source scripts/emulator-env.sh
# The functions emulator starts one worker process per concurrent request and gives each 30 s to
# load; a burst of cold starts on 2 cores needs longer (production serves 80 requests per instance).
export FUNCTIONS_DISCOVERY_TIMEOUT="${FUNCTIONS_DISCOVERY_TIMEOUT:-180}"
# The function's triggers are read from a manifest the functions SDK writes to a temporary file,
# not from a server it starts on a random free port: two suites starting at the same moment
# (npm test) could pick the same port, and one of them failed to load its function.
export FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH="${FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH:-true}"
if [ "$build" = 1 ]; then
  started=$SECONDS
  npm run build:emulator >/dev/null
  # npm test prints it among its phases (scripts/test.sh).
  if [ -n "${TEST_PHASES_FILE:-}" ]; then printf '%s\t%s\n' "  of which: build (function and SPA)" "$((SECONDS - started))" >>"$TEST_PHASES_FILE"; fi
fi
# The emulator's own config: firebase.json plus the auth emulator in the CSP (scripts/emulator-config.mjs).
node scripts/emulator-config.mjs
# EMULATOR_LOG_VERBOSITY=QUIET (npm test sets it) drops the emulators' per-request lines (every
# Hosting request, every function start and finish: megabytes per run, and CPU in the CLI that
# prints them) and keeps the function's own logs, warnings and errors. The bench counts function
# executions in those lines, so the default stays INFO.
# The emulators' JVMs (Firestore, the Storage rules runtime) with the client compiler only and the
# serial collector: a test run is minutes of varied requests on 2 cores, where C2's compile threads
# and a parallel collector cost more CPU than they win back (decision 0017).
# EMULATOR_JVM_OPTIONS chooses others; empty keeps the JVM's defaults (npm run bench does). Set
# here, after setup-emulators.sh, whose self-test reads the java launcher's output, which notes them.
jvm_options="${EMULATOR_JVM_OPTIONS--XX:TieredStopAtLevel=1 -XX:+UseSerialGC}"
if [ -n "$jvm_options" ]; then export JDK_JAVA_OPTIONS="$jvm_options"; fi
exec node_modules/.bin/firebase --config "$config" emulators:exec --project demo-school --only auth,firestore,storage,functions,hosting \
  --log-verbosity "${EMULATOR_LOG_VERBOSITY:-INFO}" "$*"
