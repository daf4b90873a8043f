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

# At most four function workers. The emulator's default, 50, starts a Node process per concurrent
# request, and each start loads the function and firebase-tools' runtime (~5 core-seconds): a
# burst of 50 filings (tests/emulator/api-pqrsd.test.ts) spends most of its time loading the
# function again and again on two cores. Ten (production's maxInstances) still started ten; four keep two
# cores busy while others wait on Firestore or Storage, and a request beyond them waits for a warm
# worker: four took less CPU and less time than ten on the API files.
export FUNCTIONS_EMULATOR_PARALLEL="${FUNCTIONS_EMULATOR_PARALLEL:-4}"

# The local mail catcher's SMTP port (scripts/mail-catcher.ts), where the function sends PQRSD mail
# (functions/.env.demo-school names the host only). scripts/with-emulators.sh moves it for a second suite.
export SMTP_PORT="${SMTP_PORT:-2525}"

unset __emu_root
