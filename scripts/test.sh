#!/usr/bin/env bash
# npm test: type checks, unit and component tests, then everything that needs the emulators
# (API, rules, end-to-end in Chromium) inside one `firebase emulators:exec`. Exits non-zero on
# any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== Type check and lint"
npm run typecheck
npm run lint
rm -rf .test-results
echo "== Unit and component tests"
npx vitest run --project unit --project web --project web-admin --reporter=default --reporter=json --outputFile=.test-results/unit.json
echo "== Emulator tests (API, rules, end-to-end)"
bash scripts/with-emulators.sh --build npx vitest run --project emulator --reporter=default --reporter=json --outputFile=.test-results/emulator.json
node_modules/.bin/tsx scripts/test-summary.ts
