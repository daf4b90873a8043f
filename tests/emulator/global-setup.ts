/**
 * Before the emulator suites: wait for the function behind Hosting, then reset the emulators to
 * the known sample content and the seeded administrator.
 */
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { clearAll, ensureAdmin, SEED_ADMIN, seedAndCheck } from '../../scripts/seed/seeder';
import { SITE } from './site';

export default async function setup() {
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
  await clearAll(deps);
  await seedAndCheck(deps);
  await ensureAdmin(deps.auth, SEED_ADMIN.email, SEED_ADMIN.password);
}
