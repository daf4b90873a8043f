/**
 * `npm run seed [-- --force]`: makes sure the running emulators hold the complete sample content
 * (writing what is missing, also after an interrupted seed; with --force, after clearing them),
 * checks it through the site, and makes sure the administrator account exists. Exits non-zero,
 * saying why in Spanish, when the content could not be completed.
 * It prints one line per collection as it goes (the resume test interrupts it after the first).
 */
import { COLLECTION_NAMES, getCollection, isPublicAt } from '../../functions/src/model';
import { emulatorDeps, emulatorRoot } from './emulator-admin';
import { seedPlatform } from './platform';
import { clearAll, ensureAdmin, readSeedMeta, SEED_ADMIN, sampleRecords, seedAndCheck } from './seeder';

const SITE = process.env.EMULATOR_SITE ?? 'http://127.0.0.1:5000';

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

/** The site itself lists every sample record that is stored: what a visitor will see. */
async function checkSite(db: ReturnType<typeof emulatorDeps>['db']) {
  for (const name of COLLECTION_NAMES) {
    const res = await fetch(`${SITE}/api/${name}`);
    if (!res.ok) throw new Error(`GET /api/${name} respondió ${res.status}.`);
    const listed = new Set(((await res.json()) as Array<{ _id: string }>).map((r) => r._id));
    for (const { id } of sampleRecords().filter((r) => r.name === name)) {
      const snap = await db.collection(name).doc(id).get();
      // A scheduled sample (a news item for next week) is rightly not listed yet.
      if (snap.exists && !listed.has(id) && isPublicAt(getCollection(name), snap.data() ?? {}, Date.now())) {
        throw new Error(`El sitio no lista el registro de ejemplo ${name}/${id}.`);
      }
    }
  }
}

async function main() {
  // The platform's table first: without it no host names a school.
  await seedPlatform(emulatorRoot().db);
  if (process.argv.includes('--wait')) await waitForSite();
  const deps = emulatorDeps();
  if (process.argv.includes('--force')) await clearAll(deps);
  const before = await readSeedMeta(deps.db);
  if (before?.completedAt) {
    console.log(
      'Los emuladores ya tienen el contenido de ejemplo completo: no se vuelve a sembrar (use --force para reiniciarlo).',
    );
  } else if (before) {
    console.log('Una siembra anterior quedó a medias: se completa el contenido de ejemplo que falta.');
  }
  const count = await seedAndCheck(deps, {
    onCollection: (name, written) =>
      console.log(`Sembrado ${name}: ${written} ${written === 1 ? 'registro nuevo' : 'registros nuevos'}.`),
  });
  if (!before?.completedAt) console.log(`Contenido de ejemplo completo: ${count} registros creados.`);
  await checkSite(deps.db);
  await ensureAdmin(deps.auth, SEED_ADMIN.email, SEED_ADMIN.password);
  console.log(`Administrador: ${SEED_ADMIN.email} / ${SEED_ADMIN.password}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(
      `No se pudo completar el contenido de ejemplo: ${err instanceof Error ? err.message : String(err)}`,
    );
    console.error('Con los emuladores en marcha, ejecute `npm run seed` para completarlo (no duplica nada),');
    console.error('o detenga con Ctrl+C y vuelva a ejecutar `npm start`.');
    process.exit(1);
  },
);
