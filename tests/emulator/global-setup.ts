/**
 * Before the emulator suites: wait for the function behind Hosting, reset the emulators to the
 * known sample content and the seeded administrator, record that state for the per-file restore
 * (tests/emulator/seeded.ts), and start the run's one Chromium (tests/e2e/browser.ts).
 */
import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from '../../scripts/chromium';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { clearAll, ensureAdmin, SEED_ADMIN, seedAndCheck } from '../../scripts/seed/seeder';
import { recordSeed, type SeedRecord } from './seed-state';
import { SITE } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    /** What the seed stored, for tests/emulator/seeded.ts. */
    seed: SeedRecord;
    /** The run's one Chromium (tests/e2e/browser.ts connects to it); '' when it could not start. */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const res = await fetch(`${SITE}/api/carousel`);
      if (res.status < 500) break;
    } catch {
      // Function still loading.
    }
    if (Date.now() > deadline) throw new Error(`The function never answered at ${SITE}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const deps = emulatorDeps();
  // Emulators just started drop a connection now and then (seen: the Storage emulator's "socket
  // hang up" on an upload of the seed); the seed resumes where it stopped, so try it again.
  for (let attempt = 1; ; attempt++) {
    try {
      await clearAll(deps);
      await seedAndCheck(deps);
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`Seeding failed (${String(error)}); trying again.`);
    }
  }
  await ensureAdmin(deps.auth, SEED_ADMIN.email, SEED_ADMIN.password);
  project.provide('seed', await recordSeed());
  // One Chromium for the whole run instead of one per end-to-end file; each test still gets
  // fresh contexts (Tab.open). If it cannot start here, each file launches its own.
  const server = await launchChromiumServer().catch((error: unknown) => {
    console.warn(`Shared Chromium not started (${String(error)}); each file launches its own.`);
    return null;
  });
  project.provide('chromiumEndpoint', server?.wsEndpoint() ?? '');
  return async () => {
    await server?.close();
  };
}
