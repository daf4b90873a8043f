/**
 * The conformity checks in the Secretaría's API (decision 0038), mounted by platform-api.ts:
 *
 *   GET  /api/plataforma/conformidad                  every active school's last summary (both roles)
 *   GET  /api/plataforma/colegios/:id/conformidad     that school's last report, its problems (both roles)
 *   POST /api/plataforma/colegios/:id/conformidad     runs that school's check now (`secretaria`; 409
 *                                                     while one is running)
 *
 * The caller is checked by platform-api.ts's own guard (401 / 404 without a platform role);
 * `secretaria-lectura` is refused the run with a 403. A school not in the table is a 404.
 */
import { Router, type Request } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { checkSchoolConformity } from '../app';
import { readConformity, SUMMARY_DOC } from '../data/conformity';
import { withDeadline } from '../domain/deadline';
import type { Bucket } from '../files/bucket';
import { HttpError, notFound } from '../http/errors';
import type { ConformitySummary } from '../model/conformity';
import { CONFORMITY_BUSY, isBusy } from '../routes/conformity';
import { otherMethods } from '../routes/params';
import { runInSchool } from '../tenancy/current-school';
import type { PlatformRole } from '../tenancy/school-auth';
import { SCHOOLS } from '../tenancy/school-scope';
import { SchoolTable } from '../tenancy/schools';
import { schoolDeps, schoolOrigin, secretariaBand } from './platform-app';

const READ_ONLY = 'Su rol (Secretaría, solo lectura) no permite iniciar la revisión de un sitio.';

/** One school's line in the console's conformity section. */
export interface SchoolConformityRow {
  id: string;
  name: string;
  municipio: string;
  url: string;
  conformidad: ConformitySummary | null;
}

export function platformConformityRouter(
  deps: { auth: Auth; db: Firestore; bucket: Bucket },
  caller: (req: Request) => Promise<{ role: PlatformRole }>,
): Router {
  const router = Router();
  const { db } = deps;
  const table = new SchoolTable(db, 0);

  const schoolOf = async (id: string) => {
    const school = await table.school(id);
    if (!school) throw notFound('No hay un colegio con ese identificador.');
    return school;
  };

  router.get('/api/plataforma/conformidad', async (req, res) => {
    await caller(req);
    const schools = (await table.list()).filter((s) => s.status === 'activa');
    // One batched read of every school's summary document, never each school's report.
    const refs = schools.map((s) => db.doc(`${SCHOOLS}/${s.id}/${SUMMARY_DOC}`));
    const snaps = refs.length ? await withDeadline('Firestore', db.getAll(...refs)) : [];
    const rows: SchoolConformityRow[] = schools.map((s, i) => ({
      id: s.id,
      name: s.name,
      municipio: s.municipio,
      url: `${schoolOrigin(s)}/`,
      conformidad: (snaps[i]?.get('conformidad') as ConformitySummary | undefined) ?? null,
    }));
    res.json({ schools: rows });
  });

  router.get('/api/plataforma/colegios/:id/conformidad', async (req, res) => {
    await caller(req);
    const school = await schoolOf(String(req.params.id));
    res.json({ report: await readConformity(schoolDeps(deps, school.id).db) });
  });

  router.post('/api/plataforma/colegios/:id/conformidad', async (req, res) => {
    const { role } = await caller(req);
    if (role !== 'secretaria') throw new HttpError(403, 'forbidden', READ_ONLY);
    const school = await schoolOf(String(req.params.id));
    const scoped = schoolDeps(deps, school.id);
    const context = {
      id: school.id,
      base: '',
      origin: schoolOrigin(school),
      secretaria: () => secretariaBand(table),
    };
    try {
      const report = await runInSchool(context, () => checkSchoolConformity(scoped, { origen: 'manual' }));
      res.json({ report });
    } catch (err) {
      if (isBusy(err)) throw new HttpError(409, 'conformity-running', CONFORMITY_BUSY);
      throw err;
    }
  });

  router.all('/api/plataforma/conformidad', otherMethods('GET'));
  router.all('/api/plataforma/colegios/:id/conformidad', otherMethods('GET, POST'));
  return router;
}
