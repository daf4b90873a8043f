/**
 * A school's life on the platform after its creation, the Secretaría's (`secretaria` only; the
 * read-only role gets 403, anyone else what platformCaller answers):
 *
 *   POST /api/plataforma/colegios/{id}/retirar    status 'retirada': every address of the school
 *        (its own domain, /{slug}/, its admin, API and media) answers 410 with the directory's
 *        link (platform-app.ts, http/error-page.ts); the directory no longer lists it.
 *   POST /api/plataforma/colegios/{id}/reactivar  back to 'activa', as it was: nothing was deleted.
 *   GET  /api/plataforma/colegios/{id}/exportar   the school's whole backup (backup/export.ts, the
 *        same zip its administrators download and the restore reads), streamed; with ?personal=1
 *        the citizens' personal data too. Retired or not: retiring keeps the data exportable.
 *
 * The change is written in one guarded transaction and forgotten at once by this instance's table
 * of schools; other instances see it within their table's minute (tenancy/schools.ts).
 */
import { Router, type Request, type Response } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { exportBackup } from '../backup/export';
import { backupFileName } from '../backup/contents';
import { guardedTransaction } from '../data/guarded-transaction';
import type { Bucket } from '../files/bucket';
import { HttpError, notFound } from '../http/errors';
import { otherMethods } from '../routes/params';
import { runInSchool } from '../tenancy/current-school';
import { SCHOOL_ID, SCHOOLS } from '../tenancy/school-scope';
import type { SchoolEntry, SchoolTable } from '../tenancy/schools';
import { platformCaller, READ_ONLY } from './platform-api';
import { schoolDeps, schoolOrigin } from './platform-app';

export interface LifecycleDeps {
  auth: Auth;
  db: Firestore;
  bucket?: Bucket;
  table?: SchoolTable;
  clock: () => number;
}

const NO_SCHOOL = 'No hay ningún colegio con ese identificador.';

export function schoolLifecycleRouter(deps: LifecycleDeps): Router {
  const { auth, db } = deps;
  const router = Router();

  /** The caller, who must be `secretaria`. */
  async function writer(req: Request) {
    const { token, role } = await platformCaller(auth, db, req.get('authorization') ?? '');
    if (role !== 'secretaria') throw new HttpError(403, 'forbidden', READ_ONLY);
    return token;
  }

  const idOf = (req: Request) => {
    const id = String(req.params.id ?? '');
    if (!SCHOOL_ID.test(id)) throw new HttpError(404, 'not-found', NO_SCHOOL);
    return id;
  };

  /** Sets a school's status, answering the entry as it now is (the same status again changes nothing). */
  function setStatus(status: SchoolEntry['status']) {
    return async (req: Request, res: Response) => {
      const token = await writer(req);
      const id = idOf(req);
      const ref = db.collection(SCHOOLS).doc(id);
      const at = new Date(deps.clock()).toISOString();
      await guardedTransaction(db, `school ${status}`, async (tx, guard) => {
        const snap = await tx.get(ref);
        if (!snap.exists) throw new HttpError(404, 'not-found', NO_SCHOOL);
        guard.stillWanted();
        guard.committing();
        if (snap.get('status') === status || (status === 'activa' && snap.get('status') !== 'retirada'))
          return;
        tx.update(ref, {
          status,
          retiredAt: status === 'retirada' ? at : null,
          statusBy: { uid: token.uid, email: token.email ?? '' },
        });
      });
      deps.table?.forget(id);
      logger.info('school-status', { event: 'school-status', school: id, status, by: token.uid });
      const entry = (await ref.get()).data() as Omit<SchoolEntry, 'id'>;
      res.json({
        id,
        name: entry.name,
        status: entry.status === 'retirada' ? 'retirada' : 'activa',
        url: `${schoolOrigin({ ...entry, id } as SchoolEntry)}/`,
      });
    };
  }

  router.post('/api/plataforma/colegios/:id/retirar', setStatus('retirada'));
  router.all('/api/plataforma/colegios/:id/retirar', otherMethods('POST'));
  router.post('/api/plataforma/colegios/:id/reactivar', setStatus('activa'));
  router.all('/api/plataforma/colegios/:id/reactivar', otherMethods('POST'));

  router.get('/api/plataforma/colegios/:id/exportar', async (req, res) => {
    const token = await writer(req);
    const id = idOf(req);
    const snap = await db.collection(SCHOOLS).doc(id).get();
    if (!snap.exists) throw new HttpError(404, 'not-found', NO_SCHOOL);
    if (!deps.bucket) throw notFound();
    const school = { ...(snap.data() as Omit<SchoolEntry, 'id'>), id } as SchoolEntry;
    const personal = req.query.personal === '1';
    const at = new Date(deps.clock());
    const scoped = schoolDeps({ db, bucket: deps.bucket, auth }, id);
    res.set({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${id}-${backupFileName(at, personal)}"`,
      'Cache-Control': 'private, no-store',
    });
    const context = { id, base: school.domain ? '' : `/${id}`, origin: schoolOrigin(school) };
    const manifest = await runInSchool(context, () =>
      exportBackup(scoped.db, scoped.bucket, res, { personal, at, school: id }),
    ).catch((err: unknown) => {
      // Headers are gone: the download ends short, without a manifest, and a restore refuses it.
      logger.error('school-export-failed', { event: 'school-export-failed', school: id, error: String(err) });
      res.destroy();
      return null;
    });
    if (manifest)
      logger.info('school-export', { event: 'school-export', school: id, by: token.uid, personal });
  });
  router.all('/api/plataforma/colegios/:id/exportar', otherMethods('GET'));
  return router;
}
