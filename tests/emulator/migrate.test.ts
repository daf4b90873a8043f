/**
 * Moving in and out of the platform (scripts/migrate/): a backup of a single-school site (San
 * José's, downloaded through GET /api/backup, its manifest as a single-school site writes it)
 * moved into a new, empty school of the table: the dry run lists what it would write and writes
 * nothing; the confirmation writes it, and the school then shows the same pages, files and PQRSD
 * requests. A file that is no zip, a zip that is no backup, an unknown or malformed school, a
 * school with data, another school's backup: each refused with the Spanish reason before any
 * write. The school's whole export writes the same format, naming the school. And the admin's
 * restore is the school's own: a backup of another school is refused, its own restores only
 * under `schools/{id}/`.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorDeps, emulatorRoot } from '../../scripts/seed/emulator-admin';
import { migrateIntoSchool, schoolHoldings } from '../../scripts/migrate/migrate';
import { exportSchool } from '../../scripts/migrate/export-school';
import { MigrationRefused, projectHandles } from '../../scripts/migrate/project';
import { BackupRefused, verifyBackup } from '../../functions/src/backup/restore/verify';
import type { BackupManifest } from '../../functions/src/backup/manifest';
import { COLLECTION_NAMES } from '../../functions/src/model';
import { downloadBackup, manifestOf, workDir, writeZip, zipEntries } from './backup-zip';
import { formOf, SITE, signIn } from './site';
import { adminToken } from './state';

const SCHOOL = 'mig-test';
/** A school of the table with nothing in it, for the refusals (the seeded schools all hold data). */
const EMPTY = 'mig-vacio';
const PLATFORM = process.env.EMULATOR_PLATFORM ?? 'http://localhost:5000';
const SCHOOL_SITE = `${PLATFORM}/${SCHOOL}`;
const STAFF = { email: 'mudanza-admin@example.com', password: 'Mudanza-Admin-2026' };
const root = emulatorRoot();
const project = () => projectHandles(true);

let singleSchool: string;
let staffUid: string;

/** GET/POST on a site (San José's or a school's on the platform), JSON parsed when it is JSON. */
async function at<T = unknown>(
  base: string,
  method: string,
  path: string,
  init: { token?: string; form?: FormData } = {},
) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: init.token ? { Authorization: `Bearer ${init.token}` } : {},
    body: init.form,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  let body: unknown = bytes.toString('utf8');
  try {
    body = JSON.parse(body as string);
  } catch {
    // Not JSON.
  }
  return { status: res.status, body: body as T, bytes, headers: res.headers };
}

/**
 * Every document (path and update time) and stored object (name and generation) of the project
 * whose path `keep` accepts: what a refusal, a dry run or another school's restore must not change.
 * Not the jobs' own documents (the maintenance lease, the checklist's hourly findings, the test clock).
 */
async function snapshot(keep: (path: string) => boolean): Promise<string[]> {
  const out: string[] = [];
  const volatile = (path: string) => /(^|\/)(_maintenance|ita|_test)(\/|$)/.test(path);
  async function walk(collections: FirebaseFirestore.CollectionReference[]) {
    for (const c of collections) {
      if (volatile(c.path)) continue;
      for (const ref of await c.listDocuments()) {
        const snap = await ref.get();
        if (snap.exists && keep(ref.path)) out.push(`${ref.path}@${snap.updateTime!.toMillis()}`);
        await walk(await ref.listCollections());
      }
    }
  }
  await walk(await root.db.listCollections());
  const [files] = await root.bucket.getFiles();
  for (const f of files) if (keep(f.name)) out.push(`${f.name}#${String(f.metadata.generation)}`);
  return out.sort();
}

const insideSchool = (path: string) => path === `schools/${SCHOOL}` || path.startsWith(`schools/${SCHOOL}/`);

/** The backup as a single-school site writes it: no school named, its own project as its site. */
async function asSingleSchoolBackup(path: string): Promise<string> {
  const entries = await zipEntries(path);
  const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8')) as BackupManifest;
  delete manifest.school;
  manifest.site = 'iesanjose-sitio-propio';
  // The manifest is the zip's last entry and lists every other one: it stays last.
  entries.delete('manifest.json');
  entries.set('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
  const out = join(workDir(), 'copia-sitio-propio.zip');
  await writeZip(out, entries);
  return out;
}

async function refusal(run: Promise<unknown>): Promise<Error> {
  const err = await run.then(
    () => null,
    (e: unknown) => e as Error,
  );
  expect(err).not.toBeNull();
  expect(err instanceof BackupRefused || err instanceof MigrationRefused).toBe(true);
  return err!;
}

const migrate = (file: string, extra: Partial<Parameters<typeof migrateIntoSchool>[1]> = {}) =>
  migrateIntoSchool(project(), { school: SCHOOL, file, confirm: false, admins: [], ...extra });

async function cleanUp() {
  for (const id of [SCHOOL, EMPTY]) {
    await root.db.recursiveDelete(root.db.doc(`schools/${id}`));
    await root.bucket.deleteFiles({ prefix: `schools/${id}/`, force: true });
  }
  const hosts = await root.db.collection('hosts').where('school', '==', SCHOOL).get();
  for (const h of hosts.docs) await h.ref.delete();
  const user = await root.auth.getUserByEmail(STAFF.email).catch(() => null);
  if (user) {
    await root.db.doc(`people/${user.uid}`).delete();
    await root.auth.deleteUser(user.uid);
  }
}

beforeAll(async () => {
  await cleanUp();
  await root.db.doc(`schools/${SCHOOL}`).set({
    name: 'Colegio de prueba de la mudanza',
    dane: '105001000999',
    municipio: 'Villa del Río',
    sedes: [{ name: 'Sede única' }],
    status: 'activa',
  });
  await root.db.doc(`schools/${EMPTY}`).set({
    name: 'Colegio vacío de prueba',
    dane: '105001000998',
    municipio: 'Villa del Río',
    sedes: [],
    status: 'activa',
  });
  staffUid = (await root.auth.createUser({ email: STAFF.email, password: STAFF.password })).uid;
  const backup = await downloadBackup(await adminToken(), '?personal=1');
  expect(backup.status).toBe(200);
  singleSchool = await asSingleSchoolBackup(backup.path);
}, 120_000);

afterAll(cleanUp, 60_000);

describe('npm run migrate: refusals', { timeout: 240_000 }, () => {
  it('refuses a file that is no zip, a zip that is no backup, an unknown or malformed school, another school’s backup, a missing account, a school with data; nothing written', async () => {
    const before = await snapshot(() => true);
    const dir = workDir();
    const text = join(dir, 'notas.zip');
    writeFileSync(text, 'Esto no es una copia de seguridad.');
    expect((await refusal(migrate(text))).message).toMatch(/no es un \.zip/);
    const zip = join(dir, 'fotos.zip');
    await writeZip(zip, new Map([['foto.jpg', Buffer.from('no es una foto')]]));
    expect((await refusal(migrate(zip))).message).toMatch(/no tiene manifest\.json/);
    expect((await refusal(migrate(singleSchool, { school: 'no-existe' }))).message).toMatch(
      /no está en la tabla de la plataforma.*schools\/no-existe/,
    );
    expect((await refusal(migrate(singleSchool, { school: 'Mal_Nombre' }))).message).toMatch(
      /no es un identificador de colegio/,
    );
    // San José's backup as the platform wrote it names San José: not another school's to receive.
    const sanjose = (await downloadBackup(await adminToken())).path;
    expect((await manifestOf(sanjose)).school).toBe('sanjose');
    expect((await refusal(migrate(sanjose))).message).toMatch(
      /del colegio «sanjose» de esta misma plataforma/,
    );
    expect(
      (await refusal(migrate(singleSchool, { confirm: true, admins: ['nadie-aqui@example.com'] }))).message,
    ).toMatch(/No existe una cuenta con el correo nadie-aqui@example\.com/);
    // A school with data: San José, and a school holding only a stray setting.
    expect((await refusal(migrate(singleSchool, { school: 'sanjose', confirm: true }))).message).toMatch(
      /ya tiene datos \(.*«sitio».*\)/,
    );
    await emulatorDeps(EMPTY).db.doc('sitio/ajuste-suelto').set({ title: 'Un ajuste' });
    try {
      expect((await refusal(migrate(singleSchool, { school: EMPTY, confirm: true }))).message).toMatch(
        /ya tiene datos \(«sitio»\)/,
      );
    } finally {
      await emulatorDeps(EMPTY).db.doc('sitio/ajuste-suelto').delete();
    }
    const after = await snapshot(() => true);
    // Only the stray setting came and went (its own test's write).
    expect(after).toEqual(before);
  });
});

describe('npm run migrate: what counts as data', () => {
  it('not what the hourly jobs write into every school (their lease, the weekly copies); any other document or file', async () => {
    const { db, bucket } = emulatorDeps(EMPTY);
    await db.doc('_maintenance/sweep').set({ leaseUntil: 0 });
    await bucket.file('backups/copia-colegio-2026-01-05T03-00-00-000Z.zip').save('copia');
    try {
      expect(await schoolHoldings(db, bucket)).toEqual([]);
      await bucket.file('media/suelto.txt').save('x');
      await db.doc('_meta/otra-cosa').set({ x: 1 });
      expect(await schoolHoldings(db, bucket)).toEqual(['«_meta»', 'archivos']);
    } finally {
      await db.recursiveDelete(db.collection('_maintenance'));
      await db.recursiveDelete(db.collection('_meta'));
      await bucket.deleteFiles({ prefix: 'backups/' });
      await bucket.deleteFiles({ prefix: 'media/' });
    }
  });
});

describe('npm run migrate: the round trip', { timeout: 300_000 }, () => {
  it('lists what it would write without writing; then writes it, and the school shows the same pages, files and requests', async () => {
    const before = await snapshot(() => true);
    const said: string[] = [];
    const dry = await migrate(singleSchool, { admins: [STAFF.email], say: (l) => said.push(l) });
    expect(dry.dryRun).toBe(true);
    const manifest = await manifestOf(singleSchool);
    const text = said.join('\n');
    expect(text).toMatch(
      new RegExp(`Se escribirían ${Object.values(manifest.counts).reduce((a, b) => a + b, 0)} documentos`),
    );
    expect(text).toMatch(new RegExp(`  noticias: ${manifest.counts.noticias} documentos`));
    expect(text).toMatch(new RegExp(`Solicitudes PQRSD: ${manifest.counts.pqrsd}\\.`));
    expect(text).toMatch(/Contador de radicados pqrsd-\d{4}: el siguiente número es \d+/);
    expect(text).toMatch(/Ajustes sitio\/\S+: nombre «Institución Educativa San José»/);
    expect(text).toMatch(/Se escribirían \d+ archivos/);
    expect(text).toMatch(/Se nombraría administrador\(a\) del colegio: mudanza-admin@example\.com/);
    expect(text).toMatch(/no se escribió nada/);
    expect(await snapshot(() => true)).toEqual(before);

    const done = await migrate(singleSchool, { confirm: true, admins: [STAFF.email] });
    expect(done.dryRun).toBe(false);
    expect(done.restore.documents).toBe(Object.values(manifest.counts).reduce((a, b) => a + b, 0));
    expect(done.restore.files).toBe(manifest.files.length);
    // Nothing outside the school changed but the new administrator's role.
    const outside = (p: string) => !insideSchool(p) && p !== `people/${staffUid}`;
    expect(await snapshot(outside)).toEqual(before.filter((line) => outside(line.split(/[@#]/)[0]!)));
    expect((await root.db.doc(`people/${staffUid}`).get()).get(`schools.${SCHOOL}`)).toBe('admin');

    // The same pages: every collection's public list, and a news page's title.
    for (const name of COLLECTION_NAMES) {
      const there = await at(SITE, 'GET', `/api/${name}`);
      const here = await at(SCHOOL_SITE, 'GET', `/api/${name}`);
      expect(here.status, name).toBe(200);
      expect(here.body, name).toEqual(there.body);
    }
    const news = (
      await at<Array<{ _id: string; slug?: string; title: string }>>(SITE, 'GET', '/api/noticias')
    ).body;
    const withSlug = news.find((n) => n.slug)!;
    const page = await at<string>(SCHOOL_SITE, 'GET', `/noticias/${withSlug.slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<title>${withSlug.title}`);
    const home = await at<string>(SCHOOL_SITE, 'GET', '/');
    expect(home.status).toBe(200);

    // The same files: a record's document byte for byte; its photo served too (the restore
    // cleans every image again as an upload does, so an image's bytes may differ).
    const pdf = news.map((n) => (n as { attachment?: string }).attachment).find(Boolean)!;
    const original = await at(SITE, 'GET', `/media/${pdf}`);
    const moved = await at(SCHOOL_SITE, 'GET', `/media/${pdf}`);
    expect(moved.status).toBe(200);
    expect(moved.bytes.length).toBeGreaterThan(0);
    expect(sha(moved.bytes)).toBe(sha(original.bytes));
    const image = news.map((n) => (n as { image?: string }).image).find(Boolean)!;
    const photo = await at(SCHOOL_SITE, 'GET', `/media/${image}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe(
      (await at(SITE, 'GET', `/media/${image}`)).headers.get('content-type'),
    );

    // The same PQRSD requests and radicado counter.
    const sj = emulatorDeps('sanjose').db;
    const mt = emulatorDeps(SCHOOL).db;
    const ids = async (db: FirebaseFirestore.Firestore, c: string) =>
      (await db.collection(c).get()).docs.map((d) => `${d.id}:${JSON.stringify(d.data())}`).sort();
    expect((await mt.collection('pqrsd').count().get()).data().count).toBe(manifest.counts.pqrsd);
    expect(await ids(mt, 'pqrsd')).toEqual(await ids(sj, 'pqrsd'));
    expect(await ids(mt, '_counters')).toEqual(await ids(sj, '_counters'));

    // The same command again: already done, nothing written twice.
    const again = await migrate(singleSchool, { confirm: true });
    expect(again.restore.documents).toBe(0);
    // Now the school has data: another backup is refused.
    const other = await asSingleSchoolBackup((await downloadBackup(await adminToken())).path);
    expect((await refusal(migrate(other, { confirm: true }))).message).toMatch(/ya tiene datos/);
  });

  it('exports the whole school in the same format, naming it, and refuses an unknown school or an existing file', async () => {
    const out = join(workDir(), 'mig-test.zip');
    const manifest = await exportSchool(project(), { school: SCHOOL, out, personal: true });
    expect(manifest.school).toBe(SCHOOL);
    expect(manifest.personalData).toBe(true);
    const source = await manifestOf(singleSchool);
    // The checklist's states aside: the hourly check may add its findings meanwhile.
    const withoutIta = (counts: Record<string, number>) => ({ ...counts, ita: undefined });
    const counts = withoutIta(manifest.counts);
    const sourceCounts = withoutIta(source.counts);
    expect(counts).toEqual(sourceCounts);
    expect(manifest.files.map((f) => f.storagePath).sort()).toEqual(
      source.files.map((f) => f.storagePath).sort(),
    );
    // Documents named as the school names them: it restores anywhere.
    const entries = await zipEntries(out);
    const noticias = JSON.parse(entries.get('colecciones/noticias.json')!.toString()) as Array<{
      path: string;
    }>;
    expect(noticias[0]!.path).toMatch(/^noticias\/[^/]+$/);
    const checked = await verifyBackup(out);
    checked.zip.close();
    expect((await refusal(exportSchool(project(), { school: SCHOOL, out, personal: true }))).message).toMatch(
      /ya existe/,
    );
    expect(
      (await refusal(exportSchool(project(), { school: 'no-existe', out: `${out}2.zip`, personal: true })))
        .message,
    ).toMatch(/no está en la tabla/);
  });
});

describe('the admin’s restore is the school’s own', { timeout: 300_000 }, () => {
  it('refuses another school’s backup, and restores its own only under schools/{id}/', async () => {
    const token = await signIn(STAFF.email, STAFF.password);
    const restore = (bytes: Buffer) =>
      at<{ id: string; state: string; message: string }>(SCHOOL_SITE, 'POST', '/api/restores', {
        token,
        form: formOf({}, { copia: [bytes, 'copia.zip'] }),
      });
    const before = await snapshot((p) => !insideSchool(p));

    // San José's backup through mig-test's admin: refused, nothing written anywhere.
    const sanjose = await downloadBackup(await adminToken());
    const inside = await snapshot(insideSchool);
    const refused = await restore(readBytes(sanjose.path));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/otro colegio \(«sanjose»\), no de este \(«mig-test»\)/);
    // A single-school site's backup neither: that is the command line's move into an empty school.
    const single = await restore(readBytes(singleSchool));
    expect(single.status).toBe(422);
    expect(single.body.message).toMatch(/de otro sitio|npm run migrate/);
    const insideAfter = await snapshot(insideSchool);
    // Only the restores' own entries (who tried what, and why it was refused) were added.
    expect(insideAfter.filter((l) => !l.includes('/_restores/'))).toEqual(inside);

    // Its own backup, after a record was deleted: the restore puts it back, under schools/mig-test/.
    const own = await at(SCHOOL_SITE, 'GET', '/api/backup', { token });
    expect(own.status).toBe(200);
    const ownPath = join(workDir(), 'propia.zip');
    writeFileSync(ownPath, own.bytes);
    expect((await manifestOf(ownPath)).school).toBe(SCHOOL);
    const scoped = emulatorDeps(SCHOOL).db;
    const docente = (await scoped.collection('docentes').limit(1).get()).docs[0]!;
    await docente.ref.delete();
    const checked = await restore(readBytes(ownPath));
    expect(checked.status).toBe(201);
    const confirmed = await at<{ state: string }>(
      SCHOOL_SITE,
      'POST',
      `/api/restores/${checked.body.id}/confirm`,
      {
        token,
      },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.state).toBe('done');
    expect((await root.db.doc(`schools/${SCHOOL}/docentes/${docente.id}`).get()).exists).toBe(true);
    expect(await snapshot((p) => !insideSchool(p))).toEqual(before);
  });
});

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const readBytes = (path: string) => readFileSync(path);
