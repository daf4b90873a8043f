/**
 * One instance of the function, for the render figures (render.ts): the function's own Express
 * app (functions/src/app.ts, the one `api` serves, with the Astro site the build left in
 * functions/site/) in this one Node process, on the emulators' Firestore, Auth and Storage, with
 * the emulator's configuration (functions/.env.demo-school). Production serves many requests at
 * once per instance; the functions emulator cannot show that: it hands each concurrent request to
 * a worker process of its own (at most FUNCTIONS_EMULATOR_PARALLEL of them), so twenty
 * connections there measure several processes queueing on two cores, not one instance.
 * Started as a child process by render.ts (so the load generator does not share its event loop);
 * prints `listening <port>` once it accepts requests.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../functions/src/app';
import { emulatorDeps } from '../seed/emulator-admin';

// The function's environment in the emulator: its .env file (a variable already set wins, as the
// SMTP port the suite sets), the project, and the emulator's flag.
const env = readFileSync(new URL('../../functions/.env.demo-school', import.meta.url), 'utf8');
for (const line of env.split('\n')) {
  const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
  if (match) process.env[match[1]!] ??= match[2];
}
process.env.GCLOUD_PROJECT ??= 'demo-school';
// What the functions emulator tells the function (it then accepts the local http:// SITE_ORIGIN).
process.env.FUNCTIONS_EMULATOR = 'true';

const app = createApp(emulatorDeps() as never);
const server = app.listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
