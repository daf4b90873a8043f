#!/usr/bin/env bash
# Prepares the Firebase emulators to run OFFLINE on this machine.
#
# firebase-tools downloads two JARs from the internet the first time the emulators start: the
# Cloud Firestore emulator and the Cloud Storage rules runtime. Our machines have no internet
# (only the npm registry and Debian's packages), so this script builds local replacements, from
# source, into the git-ignored folder .emulators/:
#
#   .emulators/firestore-emulator.jar      wrapper around the official Cloud Firestore emulator
#                                          of the apt package google-cloud-cli-firestore-emulator
#                                          (tools/emulators/firestore-wrapper/)
#   .emulators/storage-rules-runtime.jar   stand-in Storage rules runtime that denies every client
#                                          request, like our storage.rules
#                                          (tools/emulators/storage-rules-runtime/)
#
# firebase-tools uses them when FIRESTORE_EMULATOR_BINARY_PATH and STORAGE_EMULATOR_BINARY_PATH
# point at them: `source scripts/emulator-env.sh` does that. Idempotent: a JAR is rebuilt only
# when it is missing or its inputs changed. On a machine WITH internet this is not needed:
# firebase-tools downloads its own JARs; set SKIP_OFFLINE_EMULATORS=1 to let this script exit 0
# there when the gcloud Firestore emulator is not installed.
# Why: docs/decisions/0001-offline-emulators.md
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SRC="$ROOT/tools/emulators"
OUT="$ROOT/.emulators"
GCLOUD_FIRESTORE_JAR="${GCLOUD_FIRESTORE_EMULATOR_JAR:-/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar}"
FIRESTORE_OUT="$OUT/firestore-emulator.jar"
STORAGE_OUT="$OUT/storage-rules-runtime.jar"

say() { printf 'setup-emulators: %s\n' "$*"; }
die() {
  printf '\nsetup-emulators: ERROR: %s\n\n' "$*" >&2
  exit 1
}

# --- 1. Is the official Firestore emulator installed? --------------------------------------
if [[ ! -f "$GCLOUD_FIRESTORE_JAR" ]]; then
  if [[ "${SKIP_OFFLINE_EMULATORS:-}" == "1" ]]; then
    say "The Cloud Firestore emulator JAR is not installed ($GCLOUD_FIRESTORE_JAR)."
    say "SKIP_OFFLINE_EMULATORS=1: skipping. firebase-tools will download its own emulator JARs"
    say "at first start (this needs internet access). Nothing was built."
    exit 0
  fi
  die "The Cloud Firestore emulator JAR was not found at
    $GCLOUD_FIRESTORE_JAR
  Install the official emulator with apt (the package comes from the Google Cloud CLI apt
  repository, which must be enabled; it is not in Debian's own archive):
    apt-get install google-cloud-cli-firestore-emulator
  (or set GCLOUD_FIRESTORE_EMULATOR_JAR to where cloud-firestore-emulator.jar is).
  On a machine WITH internet access this script is not needed: firebase-tools downloads its own
  emulator JARs at first start. Re-run with SKIP_OFFLINE_EMULATORS=1 to skip it there."
fi

# --- 2. Java tools ----------------------------------------------------------------------------
missing=()
for tool in java javac jar; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if ((${#missing[@]})); then
  die "Missing Java tool(s): ${missing[*]}.
  The Firebase emulators need a Java runtime, and this script needs a JDK (javac, jar) to build
  its two small JARs. On Debian 12:
    apt-get install openjdk-17-jdk-headless"
fi

java_major="$(java -version 2>&1 | sed -n 's/.*version "\([0-9][0-9]*\)\(\.[0-9]*\)*.*".*/\1/p' | head -n1)"
if [[ "$java_major" == "1" ]]; then java_major=8; fi
if [[ -z "$java_major" || "$java_major" -lt 11 ]]; then
  die "Java ${java_major:-(unknown version)} found; firebase-tools needs Java 11 or newer
  (Java 17 from Debian 12 is what this project is tested with)."
fi

mkdir -p "$OUT"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# --- 3. Firestore: wrapper JAR (manifest only) ------------------------------------------------
# Class-Path entries are space-separated URLs: percent-encode '%' and ' ' in the path.
jar_url="file://$(printf '%s' "$GCLOUD_FIRESTORE_JAR" | sed -e 's/%/%25/g' -e 's/ /%20/g')"
sed "s#@FIRESTORE_JAR_URL@#${jar_url}#" "$SRC/firestore-wrapper/MANIFEST.MF" >"$tmp/MANIFEST.MF"
grep -q '@FIRESTORE_JAR_URL@' "$tmp/MANIFEST.MF" && die "Could not fill in the manifest template."

if [[ -f "$FIRESTORE_OUT" && -f "$OUT/firestore-emulator.MANIFEST.MF" ]] &&
  cmp -s "$tmp/MANIFEST.MF" "$OUT/firestore-emulator.MANIFEST.MF"; then
  say "Firestore emulator wrapper is up to date: $FIRESTORE_OUT"
else
  say "Building Firestore emulator wrapper: $FIRESTORE_OUT"
  jar --create --file "$tmp/firestore-emulator.jar" --manifest "$tmp/MANIFEST.MF"
  mv -f "$tmp/firestore-emulator.jar" "$FIRESTORE_OUT"
  cp "$tmp/MANIFEST.MF" "$OUT/firestore-emulator.MANIFEST.MF"
fi
# Cheap check that `java -jar` really finds the emulator's main class through the wrapper.
if ! fs_version="$(java -jar "$FIRESTORE_OUT" --version 2>&1)" ||
  [[ "$fs_version" != *cloud-firestore-emulator* ]]; then
  rm -f "$FIRESTORE_OUT" "$OUT/firestore-emulator.MANIFEST.MF"
  die "The Firestore emulator wrapper does not start. \`java -jar $FIRESTORE_OUT --version\` said:
$fs_version"
fi
say "  -> ${fs_version//$'\n'/ }"

# --- 4. Storage: stand-in rules runtime -------------------------------------------------------
storage_src="$SRC/storage-rules-runtime/DenyAllRulesRuntime.java"
if [[ -f "$STORAGE_OUT" && ! "$storage_src" -nt "$STORAGE_OUT" && ! "${BASH_SOURCE[0]}" -nt "$STORAGE_OUT" ]]; then
  say "Storage rules runtime stand-in is up to date: $STORAGE_OUT"
else
  say "Building Storage rules runtime stand-in: $STORAGE_OUT"
  mkdir -p "$tmp/classes"
  # --release 11: the JAR runs on any Java that firebase-tools accepts.
  javac --release 11 -nowarn -d "$tmp/classes" "$storage_src"
  jar --create --file "$tmp/storage-rules-runtime.jar" --main-class DenyAllRulesRuntime \
    -C "$tmp/classes" .
  mv -f "$tmp/storage-rules-runtime.jar" "$STORAGE_OUT"
fi
# Check the protocol answers: start line, load_ruleset, verify.
expected='{"id":-1,"status":"ok"}
{"id":0,"status":"ok","result":{"rulesVersion":2},"errors":[],"warnings":[]}
{"id":1,"status":"ok","result":{"permit":false},"errors":[],"warnings":[]}'
got="$(printf '%s\n' \
  '{"action":"load_ruleset","context":{"rulesetName":"0","source":{"files":[{"name":"storage.rules","content":"{\"id\":9}"}]}},"id":0}' \
  '{"action":"verify","context":{"rulesetName":"0","path":"/b/x/o/y","method":"get"},"id":1}' |
  java -jar "$STORAGE_OUT" serve 2>&1)" || true
if [[ "$got" != "$expected" ]]; then
  rm -f "$STORAGE_OUT"
  die "The Storage rules runtime stand-in answered unexpectedly:
$got"
fi

# --- 5. Done ----------------------------------------------------------------------------------
say "Done. The emulators can now run offline. \`source scripts/emulator-env.sh\` sets:"
printf 'export FIRESTORE_EMULATOR_BINARY_PATH=%q\n' "$FIRESTORE_OUT"
printf 'export STORAGE_EMULATOR_BINARY_PATH=%q\n' "$STORAGE_OUT"
