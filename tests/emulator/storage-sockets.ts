/**
 * The test process talks to the Storage emulator without keeping connections open between calls.
 *
 * Why: the Admin SDK's Storage client keeps its connections alive (teeny-request's "forever"
 * agent), and the emulator's server closes a connection idle for 5 s. A call that picks up such a
 * connection just as the server closes it fails with "socket hang up" (a delete is not retried:
 * it has no precondition). The emulator files share one worker (vitest.config.mts, isolate: false),
 * so the same client lives across files and their idle gaps, and a CI run saw it once, in
 * api-security's direct call to the sweep's deleteIfUnused. A new loopback connection per call
 * costs next to nothing; the function's own client (in the functions emulator) is not touched.
 */
import { Agent } from 'node:http';
import { createRequire } from 'node:module';

/** teeny-request as @google-cloud/storage resolves it (the same module instance, whatever npm hoists). */
const requireFromStorage = createRequire(createRequire(import.meta.url).resolve('@google-cloud/storage'));
const { pool } = requireFromStorage('teeny-request/build/src/agents.js') as { pool: Map<string, Agent> };

const oneConnectionPerCall = new Agent({ keepAlive: false });

/** Idempotent: the setup file calls it before every file, in a worker that lives across files. */
export function storageWithoutKeptConnections(): void {
  const current = pool.get('http:forever');
  if (current === oneConnectionPerCall) return;
  current?.destroy();
  pool.set('http:forever', oneConnectionPerCall);
}
