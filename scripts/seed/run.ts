/**
 * `npm run seed [-- --force]`: seeds the running emulators if they are empty (or always, with
 * --force, after clearing them) and makes sure the administrator account exists.
 */
import { emulatorDeps } from './emulator-admin';
import { clearAll, ensureAdmin, isEmpty, SEED_ADMIN, seedContent } from './seeder';

const SITE = 'http://127.0.0.1:5000';

/** With --wait: polls the site until the function answers through Hosting (npm start). */
async function waitForSite(timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${SITE}/api/carousel`)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`El sitio no respondió en ${SITE} a tiempo.`);
}

async function main() {
  if (process.argv.includes('--wait')) await waitForSite();
  const deps = emulatorDeps();
  const force = process.argv.includes('--force');
  if (force) await clearAll(deps);
  if (force || (await isEmpty(deps.db))) {
    const count = await seedContent(deps);
    console.log(`Contenido de ejemplo creado: ${count} registros.`);
  } else {
    console.log('Los emuladores ya tienen contenido: no se vuelve a sembrar (use --force para reiniciarlo).');
  }
  await ensureAdmin(deps.auth, SEED_ADMIN.email, SEED_ADMIN.password);
  console.log(`Administrador: ${SEED_ADMIN.email} / ${SEED_ADMIN.password}`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error('No se pudo sembrar el contenido:', err);
    process.exit(1);
  },
);
