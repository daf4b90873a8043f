/**
 * Restoring a backup from the admin (POST /api/restores, then /confirm): administrators only; a
 * backup of this very site, downloaded, then the site edited: the dry run says which record it
 * would replace and writes nothing; a file that is no backup, a backup of another site, one that
 * does not say its site, one of another school of the platform or of none, and a hostile one are each refused (422, Spanish reason) before any write;
 * the confirmation puts the record back, keeps the edited state in its history, cannot run twice,
 * and leaves an entry (who, when, what) in GET /api/restores.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { SEED_ADMIN } from '../../scripts/seed/seeder';
import { docente, forgeBackup, staffBinding, storedName } from './backup-forge';
import { downloadBackup } from './backup-zip';
import { call, formOf } from './site';
import { adminToken, visitorToken } from './state';

type Problem = { error: string; message: string };
interface Entry {
  id: string;
  state: string;
  by: { email: string };
  fileName: string;
  dryRun: {
    sets: Array<{ set: string; new: number; replaced: number; unchanged: number }>;
    fileCounts: { new: number; unchanged: number };
    refused: string[];
  };
  result: { documents: number; files: number } | null;
  progress: { done: number; total: number } | null;
  error?: string;
}
type Rec = { _id: string; title: string; updatedAt: string };

let token: string;

const upload = (bytes: Buffer, name = 'copia.zip', as = token) =>
  call<Entry & Problem>('POST', '/api/restores', { token: as, form: formOf({}, { copia: [bytes, name] }) });

/**
 * What a refused restore or a dry run must not have touched: every record of the site and the
 * stored files. Not the maintenance's own documents (its lease, the transparency checklist's
 * hourly findings): the emulator runs it after any administrator's write.
 */
async function contentFingerprint(): Promise<string> {
  const { db, bucket } = emulatorDeps();
  const parts: string[] = [];
  for (const c of await db.listCollections()) {
    if (['_restores', '_adminlog', '_maintenance', 'ita'].includes(c.id)) continue;
    const snap = await c.get();
    parts.push(`${c.id}:${snap.docs.map((d) => `${d.id}@${d.updateTime.toMillis()}`).join(',')}`);
  }
  const versions = await db.collectionGroup('versions').count().get();
  parts.push(`versions:${versions.data().count}`);
  const [files] = await bucket.getFiles({ prefix: 'media/' });
  parts.push(`media:${files.map((f) => f.name).join(',')}`);
  return parts.join('\n');
}

beforeAll(async () => {
  token = await adminToken();
});

describe('restore from the admin', { timeout: 240_000 }, () => {
  it('is for administrators only', async () => {
    const bytes = Buffer.from('PK');
    expect(
      (await call('POST', '/api/restores', { form: formOf({}, { copia: [bytes, 'c.zip'] }) })).status,
    ).toBe(401);
    expect((await upload(bytes, 'c.zip', await visitorToken())).status).toBe(403);
    expect((await call('GET', '/api/restores', { token: await visitorToken() })).status).toBe(403);
  });

  it('refuses a file that is no backup, another site’s, one without its site, a hostile one: nothing written', async () => {
    const before = await contentFingerprint();
    const name = storedName('f1', 'jpg');
    const cases = {
      notZip: readFileSync('package.json'),
      otherSite: readFileSync(
        await forgeBackup({ sets: [{ set: 'docentes', docs: [docente('ana')] }], site: 'otro-colegio' }),
      ),
      noSite: readFileSync(await forgeBackup({ sets: [{ set: 'docentes', docs: [docente('ana')] }] })),
      otherSchool: readFileSync(
        await forgeBackup({
          sets: [{ set: 'docentes', docs: [docente('ana')] }],
          site: 'demo-school',
          school: 'lasacacias',
        }),
      ),
      noSchool: readFileSync(
        await forgeBackup({ sets: [{ set: 'docentes', docs: [docente('ana')] }], site: 'demo-school' }),
      ),
      htmlAsJpg: readFileSync(
        await forgeBackup({
          site: 'demo-school',
          school: 'sanjose',
          sets: [{ set: 'docentes', docs: [docente('ana', name)] }],
          files: [
            {
              storagePath: `media/${name}`,
              bytes: Buffer.from('<html><script>alert(1)</script>'),
              contentType: 'image/jpeg',
              metadata: staffBinding,
            },
          ],
        }),
      ),
      adminlog: readFileSync(
        await forgeBackup({
          site: 'demo-school',
          school: 'sanjose',
          sets: [{ set: 'docentes', docs: [{ path: '_adminlog/x', data: docente('x').data }] }],
        }),
      ),
    };
    const messages: Record<string, string> = {};
    for (const [what, bytes] of Object.entries(cases)) {
      const res = await upload(bytes);
      expect(res.status, what).toBe(422);
      expect(res.body.error, what).toBe('backup-refused');
      messages[what] = res.body.message;
    }
    expect(messages.notZip).toMatch(/no es una copia completa/);
    expect(messages.otherSite).toMatch(/es de otro sitio \(«otro-colegio»\), no de este \(«demo-school»\)/);
    expect(messages.noSite).toMatch(/no dice de qué sitio es.*línea de comandos/);
    // On the platform: only this school's own backup.
    expect(messages.otherSchool).toMatch(/es de otro colegio \(«lasacacias»\), no de este \(«sanjose»\)/);
    expect(messages.noSchool).toMatch(/no dice de qué colegio es.*npm run migrate/);
    expect(messages.htmlAsJpg).toMatch(/debe ser una imagen JPEG, PNG o WebP/);
    expect(messages.adminlog).toMatch(/«_adminlog\/x».*no está en la colección «docentes»/);
    expect(await contentFingerprint()).toBe(before);
    // Each refusal is in the history, with its reason.
    const list = (await call<Entry[]>('GET', '/api/restores', { token })).body;
    expect(list.filter((e) => e.state === 'refused').length).toBeGreaterThanOrEqual(7);
  });

  it('dry run writes nothing; the confirmation restores, keeps the replaced state in the history, runs once', async () => {
    const downloaded = await downloadBackup(token);
    expect(downloaded.status).toBe(200);
    const zip = readFileSync(downloaded.path);

    // Unchanged site: everything is already so.
    const same = await upload(zip, 'copia-colegio.zip');
    expect(same.status, JSON.stringify(same.body)).toBe(201);
    expect(same.body.state).toBe('checked');
    const docentesSame = same.body.dryRun.sets.find((s) => s.set === 'docentes')!;
    expect(docentesSame.unchanged).toBeGreaterThan(0);
    expect(same.body.dryRun.sets.every((s) => s.new === 0 && s.replaced === 0)).toBe(true);
    expect(same.body.dryRun.fileCounts.new).toBe(0);

    // The site changes after the backup.
    const record = (await call<Rec[]>('GET', '/api/docentes', { token })).body[0]!;
    const edited = await call<Rec>('PUT', `/api/docentes/${record._id}`, {
      token,
      json: { title: 'Nombre cambiado después de la copia', updatedAt: record.updatedAt },
    });
    expect(edited.status).toBe(200);

    const before = await contentFingerprint();
    const dry = await upload(zip, 'copia-colegio.zip');
    expect(dry.status).toBe(201);
    const docentes = dry.body.dryRun.sets.find((s) => s.set === 'docentes')!;
    expect(docentes.replaced).toBe(1);
    expect(docentes.new).toBe(0);
    expect(await contentFingerprint()).toBe(before);

    // Only the administrator who sent it confirms; then it runs.
    const done = await call<Entry & Problem>('POST', `/api/restores/${dry.body.id}/confirm`, { token });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.state).toBe('done');
    expect(done.body.result).toEqual({ documents: 1, files: 0 });
    expect((await call<Rec>('GET', `/api/docentes/${record._id}`, { token })).body.title).toBe(record.title);
    const history = (
      await call<Array<{ values: { title: string } }>>('GET', `/api/docentes/${record._id}/history`, {
        token,
      })
    ).body;
    expect(history[0]!.values.title).toBe('Nombre cambiado después de la copia');

    // Once only.
    const again = await call<Problem>('POST', `/api/restores/${dry.body.id}/confirm`, { token });
    expect(again.status).toBe(409);

    const entries = (await call<Entry[]>('GET', '/api/restores', { token })).body;
    const entry = entries.find((e) => e.id === dry.body.id)!;
    expect(entry).toMatchObject({
      state: 'done',
      fileName: 'copia-colegio.zip',
      by: { email: SEED_ADMIN.email },
    });
    expect(entry.progress).toEqual({ done: 1, total: 1 });
  });
});
