/**
 * Before the emulator suites: wait for the function behind Hosting, reset the emulators to the
 * known sample content and the seeded administrator, record that state for the per-file restore
 * (tests/emulator/seeded.ts). The run's one Chromium is the test worker's (tests/e2e/browser.ts).
 */
import type { TestProject } from 'vitest/node';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { clearAll, ensureAdmin, SEED_ADMIN, seedAndCheck } from '../../scripts/seed/seeder';
import { recordSeed, type SeedRecord } from './seed-state';
import { SITE } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    /** What the seed stored, for tests/emulator/seeded.ts. */
    seed: SeedRecord;
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
}
