/**
 * `npm run seed [-- --force]`: makes sure the running emulators hold the complete sample content
 * of every seeded school (writing what is missing, also after an interrupted seed; with --force,
 * after clearing them), checks it through each school's site, makes sure the sample accounts
 * exist, and prints the local addresses and accounts (accounts.ts). Exits non-zero, saying why in
 * Spanish, when the content could not be completed.
 * It prints one line per collection as it goes, San José's first and as always (the resume test
 * interrupts it after its first), the other schools' lines marked with their slug.
 */
import { COLLECTION_NAMES, getCollection, isPublicAt } from '../../functions/src/model';
import { HOME_SCHOOL } from '../../functions/src/tenancy/schools';
import { SEED_ACCOUNTS, seedAddresses } from './accounts';
import { emulatorDeps, emulatorRoot } from './emulator-admin';
import { refreshSchoolSummary } from '../../functions/src/maintenance/school-summary';
import { SEED_SCHOOLS, seedPlatform } from './platform';
import { clearAll, ensureSeedAccounts, readSeedMeta, sampleRecords, seedAndCheck } from './seeder';

const SITE = process.env.EMULATOR_SITE ?? 'http://127.0.0.1:5000';
const PLATFORM = process.env.EMULATOR_PLATFORM ?? process.env.PLATFORM_ORIGIN ?? 'http://localhost:5000';

/**
 * How this script reaches a school's site: San José at SITE (its own domain in the table of
 * hosts), another as `{slug}.localhost` through SITE with the host forwarded, as Hosting forwards
 * a browser's (Node cannot resolve `*.localhost` itself).
 */
function schoolFetch(school: string, path: string) {
  if (school === HOME_SCHOOL) return fetch(`${SITE}${path}`);
  const { port } = new URL(SITE);
  return fetch(`${SITE}${path}`, { headers: { 'X-Forwarded-Host': `${school}.localhost:${port}` } });
}

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

/** The school's site lists every sample record that is stored: what a visitor will see. */
async function checkSite(school: string) {
  const { db } = emulatorDeps(school);
  for (const name of COLLECTION_NAMES) {
    const res = await schoolFetch(school, `/api/${name}`);
    if (!res.ok) throw new Error(`GET /api/${name} de ${school} respondió ${res.status}.`);
    const listed = new Set(((await res.json()) as Array<{ _id: string }>).map((r) => r._id));
    for (const { id } of sampleRecords(school).filter((r) => r.name === name)) {
      const snap = await db.collection(name).doc(id).get();
      // A scheduled sample (a news item for next week) is rightly not listed yet.
      if (snap.exists && !listed.has(id) && isPublicAt(getCollection(name), snap.data() ?? {}, Date.now())) {
        throw new Error(`El sitio de ${school} no lista el registro de ejemplo ${name}/${id}.`);
      }
    }
  }
}

/** Seeds one school (or finishes its interrupted seed), saying so on lines marked as its own. */
async function seedSchool(school: string, force: boolean) {
  const say = (line: string) => console.log(school === HOME_SCHOOL ? line : `[${school}] ${line}`);
  const deps = emulatorDeps(school);
  if (force) await clearAll(deps);
  const before = await readSeedMeta(deps.db);
  if (before?.completedAt) {
    say(
      'Los emuladores ya tienen el contenido de ejemplo completo: no se vuelve a sembrar (use --force para reiniciarlo).',
    );
  } else if (before) {
    say('Una siembra anterior quedó a medias: se completa el contenido de ejemplo que falta.');
  }
  const count = await seedAndCheck(deps, {
    onCollection: (name, written) =>
      say(`Sembrado ${name}: ${written} ${written === 1 ? 'registro nuevo' : 'registros nuevos'}.`),
  });
  if (!before?.completedAt) say(`Contenido de ejemplo completo: ${count} registros creados.`);
  await checkSite(school);
}

async function main() {
  const root = emulatorRoot();
  // The platform's table first: without it no host names a school.
  await seedPlatform(root.db);
  if (process.argv.includes('--wait')) await waitForSite();
  const force = process.argv.includes('--force');
  // San José first, as before there were several schools; then the others side by side.
  await seedSchool(HOME_SCHOOL, force);
  const others = SEED_SCHOOLS.map((s) => s.id).filter((id) => id !== HOME_SCHOOL);
  await Promise.all(others.map((school) => seedSchool(school, force)));
  await ensureSeedAccounts(root, (school) => emulatorDeps(school).auth);
  // The Secretaría's console reads each school's summary, which the hourly run keeps and the
  // emulator never runs: counted once now, so the console shows the sample schools' figures.
  for (const { id } of SEED_SCHOOLS) {
    const deps = emulatorDeps(id);
    await refreshSchoolSummary(deps.db, deps.auth, Date.now());
  }
  console.log('\nDirecciones:');
  for (const { label, url } of seedAddresses(SITE, PLATFORM, others)) console.log(`  ${label}: ${url}`);
  console.log('Cuentas (correo / contraseña):');
  for (const { label, email, password } of SEED_ACCOUNTS) console.log(`  ${label}: ${email} / ${password}`);
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
