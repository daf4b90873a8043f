#!/usr/bin/env bash
# npm start: builds the function and the web for the emulators, starts the whole Firebase
# emulator suite on 127.0.0.1 (site at http://127.0.0.1:5000), and seeds it: the first time, or
# to finish a seed an earlier start left half done (Ctrl+C during the first start).
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
# The site's address, which the function requires (functions/src/http/site-origin.ts): every
# absolute URL it writes (calendar, news pages, RSS, administrators' links) names it.
export SITE_ORIGIN=http://127.0.0.1:5000
# The platform's address: the Secretaría's directory, and every school at /{slug}/.
export PLATFORM_ORIGIN=http://localhost:5000
# One worker process per concurrent request in the functions emulator: allow slow cold starts.
export FUNCTIONS_DISCOVERY_TIMEOUT="${FUNCTIONS_DISCOVERY_TIMEOUT:-180}"
npm run build:emulator

mkdir -p .emulator-data
import_args=()
if [ -f .emulator-data/firebase-export-metadata.json ]; then
  import_args=(--import .emulator-data)
fi

# Seed in the background once the site answers; the emulators stay in the foreground (Ctrl+C
# stops them and exports the data, a half-done seed included: the next start finishes it).
# "Sitio listo" only when the seed checked the content is complete. If the seed fails, the
# emulators stay up (what is stored is still usable and nothing is lost) with a warning that says
# how to complete it.
(
  status=0
  node_modules/.bin/tsx scripts/seed/run.ts --wait || status=$?
  if [ "$status" = 0 ]; then
    echo "Sitio listo: http://127.0.0.1:5000 (San José) · plataforma: http://localhost:5000 (direcciones y cuentas arriba)"
  elif [ "$status" -gt 128 ]; then
    echo "Siembra interrumpida: el próximo npm start completará el contenido de ejemplo." >&2
  else
    cat >&2 <<'EOF'

  ************************************************************************************
  ATENCIÓN: el contenido de ejemplo NO quedó completo (el motivo está arriba).
  Los emuladores siguen en marcha en http://127.0.0.1:5000, pero faltan registros.
  Para completarlo sin duplicar nada: en otra terminal, `npm run seed`;
  o detenga con Ctrl+C y vuelva a ejecutar `npm start`.
  ************************************************************************************

EOF
  fi
) &

# The local mail server the function's PQRSD mail goes to (functions/.env.demo-school): every
# message is printed here and listed at http://127.0.0.1:2526/. Ctrl+C stops it with the rest.
node_modules/.bin/tsx scripts/mail-catcher.ts &

# The emulator's own config: firebase.json plus the auth emulator in the CSP (scripts/emulator-config.mjs).
node scripts/emulator-config.mjs
exec node_modules/.bin/firebase --config firebase.emulator.json emulators:start --project demo-school "${import_args[@]}" --export-on-exit .emulator-data
