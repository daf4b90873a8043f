#!/usr/bin/env bash
# Runs a command with the whole emulator suite up (firebase emulators:exec), with the offline
# JARs wired in. Used by npm test; the command sees FIRESTORE_EMULATOR_HOST and friends.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-emulators.sh >/dev/null
source scripts/emulator-env.sh
# One emulator suite per machine: concurrent runs wait for each other instead of fighting over ports.
exec flock /tmp/school-site-emulators.lock npx firebase emulators:exec --project demo-school --only auth,firestore,storage,functions,hosting "$*"
