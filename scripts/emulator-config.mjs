#!/usr/bin/env node
/**
 * Writes firebase.emulator.json: firebase.json with the one difference the local site needs, the
 * auth emulator's address in the Content-Security-Policy's connect-src (the admin pages' Auth
 * SDK talks to it). firebase.json, which is what deploys, names no local address
 * (docs/decisions/0002). The emulator scripts start firebase-tools with `--config` this file.
 *
 * With EMULATOR_PORT_OFFSET=N (scripts/with-emulators.sh), every emulator listens N ports higher
 * and the file is firebase.emulator-N.json: a second suite beside the first (npm test runs the API
 * files on one and the browser files on the other; docs/decisions/0017).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import process from 'node:process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0)
  throw new Error(`EMULATOR_PORT_OFFSET must be a whole number, not ${offset}`);
if (offset > 0) {
  // The ports firebase-tools would otherwise pick by default, named so that they move too.
  config.emulators.firestore.websocketPort ??= 9150;
  config.emulators.eventarc ??= { host: '127.0.0.1', port: 9299 };
  config.emulators.tasks ??= { host: '127.0.0.1', port: 9499 };
  for (const emulator of Object.values(config.emulators)) {
    if (typeof emulator !== 'object' || emulator === null) continue;
    for (const key of ['port', 'websocketPort'])
      if (typeof emulator[key] === 'number') emulator[key] += offset;
  }
}
const auth = config.emulators.auth;
const origin = `http://${auth.host}:${auth.port}`;
let found = false;
for (const block of config.hosting.headers) {
  for (const header of block.headers) {
    if (header.key !== 'Content-Security-Policy') continue;
    header.value = header.value.replace(/(connect-src [^;]*)/, `$1 ${origin}`);
    found = true;
  }
}
if (!found) throw new Error('firebase.json has no Content-Security-Policy header');
const file = offset > 0 ? `firebase.emulator-${offset}.json` : 'firebase.emulator.json';
writeFileSync(join(root, file), `${JSON.stringify(config, null, 2)}\n`);
