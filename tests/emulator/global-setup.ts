/**
 * Before the emulator suites: wait for the function behind Hosting, reset the emulators to the
 * known sample content of every seeded school (side by side) and the sample accounts, record San
 * José's state for the per-file restore (tests/emulator/seeded.ts; the other schools' content is
 * only read by the tests). The run's one Chromium is the test worker's (tests/e2e/browser.ts).
 */
import type { TestProject } from 'vitest/node';
import { emulatorDeps, emulatorRoot } from '../../scripts/seed/emulator-admin';
import { SEED_SCHOOLS, seedPlatform } from '../../scripts/seed/platform';
import { clearAll, ensureSeedAccounts, seedAndCheck } from '../../scripts/seed/seeder';
import { recordSeed, type SeedRecord } from './seed-state';
import { SITE } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    /** What the seed stored, for tests/emulator/seeded.ts. */
    seed: SeedRecord;
  }
}

export default async function setup(project: TestProject) {
  // The platform's table first: without it no host names a school, and the site answers 404.
  await seedPlatform(emulatorRoot().db);
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
  // The workers a page load's burst of requests needs, started now, while the seed runs (below).
  const warm = warmFunctionWorkers();
  await Promise.all(SEED_SCHOOLS.map(({ id }) => seedSchool(id)));
  await ensureSeedAccounts(emulatorRoot(), (school) => emulatorDeps(school).auth);
  await warm;
  project.provide('seed', await recordSeed());
}

/** Clears one school and seeds it; says how long it took (the setup's time is the slowest school's). */
async function seedSchool(school: string): Promise<void> {
  const started = Date.now();
  const deps = emulatorDeps(school);
  // Emulators just started drop a connection now and then (seen: the Storage emulator's "socket
  // hang up" on an upload of the seed); the seed resumes where it stopped, so try it again.
  for (let attempt = 1; ; attempt++) {
    try {
      await clearAll(deps);
      await seedAndCheck(deps);
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`Seeding ${school} failed (${String(error)}); trying again.`);
    }
  }
  console.log(`Seeded ${school} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/**
 * How many function workers to start before the first test: as many as the functions emulator
 * runs requests at once (FUNCTIONS_EMULATOR_PARALLEL, scripts/emulator-env.sh; more requests wait
 * in its queue). It serves one request per worker process and starts a new one whenever all are
 * busy: a cold start (Node and the function's modules), 5.6 s for a burst of eight on an idle
 * machine, longer on a loaded one. Production's function serves many requests per instance. A
 * page load asks for up to six things at once (Chromium's connections per host: the page, its
 * pictures, its files), and a test's own calls come beside it. Without workers started
 * beforehand, the first bursts of the run wait for cold starts at random moments, long enough
 * for a test's wait on what the page shows to run out.
 */
const WARM_WORKERS = Number(process.env.FUNCTIONS_EMULATOR_PARALLEL ?? 4);

/** Starts WARM_WORKERS function workers at once: that many requests in flight together. */
async function warmFunctionWorkers(): Promise<void> {
  await Promise.all(
    Array.from({ length: WARM_WORKERS }, async () => {
      const res = await fetch(`${SITE}/api/avisos`);
      await res.arrayBuffer();
    }),
  );
}
