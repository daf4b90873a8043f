#!/usr/bin/env bash
# npm start: builds the function and the SPA for the emulators, starts the whole Firebase
# emulator suite on 127.0.0.1 (site at http://127.0.0.1:5000), and seeds it when empty.
# Data persists in .emulator-data/ between runs (npm run reset clears it).
set -euo pipefail
cd "$(dirname "$0")/.."

# The same machine-wide lock as the tests: one emulator suite at a time on these ports.
exec 9>/tmp/school-site-emulators.lock
if ! flock -n 9; then
  echo "Esperando a que terminen otras ejecuciones de los emuladores (por ejemplo npm test)..."
  flock 9
fi
pkill -f "$PWD/.emulators/firestore-emulator.jar" 2>/dev/null && sleep 1 || true

bash scripts/setup-emulators.sh >/dev/null
source scripts/emulator-env.sh
# One worker process per concurrent request in the functions emulator: allow slow cold starts.
export FUNCTIONS_DISCOVERY_TIMEOUT="${FUNCTIONS_DISCOVERY_TIMEOUT:-180}"
npm run build:emulator

mkdir -p .emulator-data
import_args=()
if [ -f .emulator-data/firebase-export-metadata.json ]; then
  import_args=(--import .emulator-data)
fi

# Seed in the background once the site answers; the emulators stay in the foreground (Ctrl+C
# stops them and exports the data).
(node_modules/.bin/tsx scripts/seed/run.ts --wait && echo "Sitio listo: http://127.0.0.1:5000") &

exec node_modules/.bin/firebase emulators:start --project demo-school "${import_args[@]}" --export-on-exit .emulator-data
