#!/usr/bin/env node
/**
 * Writes firebase.emulator.json: firebase.json with the one difference the local site needs, the
 * auth emulator's address in the Content-Security-Policy's connect-src (the admin pages' Auth
 * SDK talks to it). firebase.json, which is what deploys, names no local address (issue 21;
 * docs/decisions/0002). The emulator scripts start firebase-tools with `--config` this file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
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
writeFileSync(join(root, 'firebase.emulator.json'), `${JSON.stringify(config, null, 2)}\n`);
