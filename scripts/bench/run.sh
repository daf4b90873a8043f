#!/usr/bin/env bash
# npm run bench: builds the function and the SPA (vite build --mode emulator: the production
# build, pointed at the emulators), starts the emulators (scripts/with-emulators.sh, which waits
# for any other emulator run on this machine), seeds the sample content and runs
# scripts/bench/main.ts. The bench's table is printed here as it goes; the emulators' own output
# goes to bench-results/emulators.log (the bench counts function executions in it).
set -euo pipefail
cd "$(dirname "$0")/../.."

mkdir -p bench-results
# Lighthouse is the bench's alone (scripts/bench/lighthouse/package.json): installed here, on first
# use and whenever its lock changes, not by npm ci, which every test run pays for (121 packages,
# about 200 MB, that no test loads).
lh=scripts/bench/lighthouse
if ! cmp -s "$lh/package-lock.json" "$lh/node_modules/.installed-lock.json"; then
  echo "Instalando Lighthouse para el benchmark (scripts/bench/lighthouse)…"
  npm ci --prefix "$lh" --no-audit --no-fund >/dev/null
  cp "$lh/package-lock.json" "$lh/node_modules/.installed-lock.json"
fi
out="$PWD/bench-results/bench.txt"
log="$PWD/bench-results/emulators.log"
: >"$out"
: >"$log"
echo "Compilando y arrancando los emuladores (registro: bench-results/emulators.log)…"
tail -n +1 -f "$out" &
tailer=$!
status=0
# The JVMs' own defaults (C2, parallel collector): the bench times requests on a warm emulator,
# which the test runs' CPU-saving flags (scripts/with-emulators.sh) would change.
export EMULATOR_JVM_OPTIONS="${EMULATOR_JVM_OPTIONS-}"
# BENCH_ONLY=<section> runs that section of main.ts alone: the search, backup and many-schools
# figures too are sections of their own then, skipped; BENCH_ONLY=tenancy runs the many-schools
# one alone (scripts/bench/tenancy.ts), BENCH_ONLY=console the Secretaría's panel with 300
# schools (scripts/bench/console.ts).
rest=" && npx tsx scripts/bench/search.ts && npx tsx scripts/backup/memory.ts 300 && npx tsx scripts/bench/tenancy.ts && npx tsx scripts/bench/console.ts && npx tsx scripts/bench/avisos.ts"
bench="npx tsx scripts/bench/main.ts"
if [ -n "${BENCH_ONLY:-}" ]; then rest=""; fi
if [ "${BENCH_ONLY:-}" = tenancy ]; then bench="npx tsx scripts/bench/tenancy.ts"; fi
# BENCH_ONLY=broadcast: one circular to 300 schools, until every copy is visible (scripts/bench/broadcast.ts).
if [ "${BENCH_ONLY:-}" = broadcast ]; then bench="npx tsx scripts/bench/broadcast.ts"; fi
if [ "${BENCH_ONLY:-}" = console ]; then bench="npx tsx scripts/bench/console.ts"; fi
# BENCH_ONLY=avisos: a circular to 5,000 subscribed families, until every message is queued (scripts/bench/avisos.ts).
if [ "${BENCH_ONLY:-}" = avisos ]; then bench="npx tsx scripts/bench/avisos.ts"; fi
BENCH_OUT="$out" BENCH_EMULATOR_LOG="$log" bash scripts/with-emulators.sh --build \
  "npx tsx scripts/seed/run.ts --force && $bench$rest" >"$log" 2>&1 || status=$?
sleep 1
kill "$tailer" 2>/dev/null || true
wait "$tailer" 2>/dev/null || true
if [ "$status" -ne 0 ]; then
  echo "El benchmark falló (código $status). Últimas líneas de bench-results/emulators.log:"
  tail -n 40 "$log"
  exit "$status"
fi
