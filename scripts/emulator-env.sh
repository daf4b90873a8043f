# shellcheck shell=bash
# Source this file (do not run it): `source scripts/emulator-env.sh`.
#
# Points firebase-tools at the offline emulator JARs that scripts/setup-emulators.sh builds into
# .emulators/, so that `firebase emulators:*` does not try to download them from the internet:
#   FIRESTORE_EMULATOR_BINARY_PATH  -> .emulators/firestore-emulator.jar
#   STORAGE_EMULATOR_BINARY_PATH    -> .emulators/storage-rules-runtime.jar
# A variable that is already set is left alone; a JAR that does not exist is not exported (then
# firebase-tools downloads its own JAR, as usual on a machine with internet access).
# Why: docs/decisions/0001-offline-emulators.md

__emu_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"

if [ -z "${FIRESTORE_EMULATOR_BINARY_PATH:-}" ] && [ -f "$__emu_root/.emulators/firestore-emulator.jar" ]; then
  export FIRESTORE_EMULATOR_BINARY_PATH="$__emu_root/.emulators/firestore-emulator.jar"
fi
if [ -z "${STORAGE_EMULATOR_BINARY_PATH:-}" ] && [ -f "$__emu_root/.emulators/storage-rules-runtime.jar" ]; then
  export STORAGE_EMULATOR_BINARY_PATH="$__emu_root/.emulators/storage-rules-runtime.jar"
fi

# At most as many function workers as production has instances (maxInstances: 10 in
# functions/src/index.ts). The emulator's default, 50, starts a Node process per concurrent
# request: a burst of 50 filings (tests/emulator/api-pqrsd.test.ts) spent most of its minute
# loading the function 36 times on two cores. Beyond ten, requests wait for a warm worker.
export FUNCTIONS_EMULATOR_PARALLEL="${FUNCTIONS_EMULATOR_PARALLEL:-10}"

unset __emu_root
