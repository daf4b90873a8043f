/**
 * The Papelera's API: GET /api/trash lists deleted records, newest first;
 * POST /api/trash/{collection}/{id}/restore puts one back; DELETE /api/trash/{collection}/{id}
 * removes one for good, with its history and files. Administrators only: a trash entry
 * holds every value of the record and who deleted it (an e-mail), none of it public.
 * Registered before the collections router, whose /:collection/:id would take "trash".
 */
import { Router } from 'express';
import { logger } from 'firebase-functions';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { listTrash, restoreFromTrash } from '../data/trash';
import type { Bucket } from '../files/bucket';
import { purgeTrashEntry } from '../writes/purge-entry';
import { assertCan, collectionWrite, requireRole } from '../http/require-role';
import { collectionParam, idParam } from './params';

export function trashRouter(db: Firestore, auth: Auth, bucket: Bucket): Router {
  const router = Router();

  router.get('/trash', requireRole(auth, 'trash'), async (_req, res) => {
    res.set('Cache-Control', 'private, no-store');
    res.json(await listTrash(db));
  });

  // Restoring writes the record back: its collection's capability (content or settings).
  router.post('/trash/:collection/:id/restore', requireRole(auth, 'trash'), async (req, res) => {
    const { name } = collectionParam(req.params.collection);
    assertCan(req, collectionWrite(req));
    const record = await restoreFromTrash(db, name, idParam(req.params.id));
    res.set('Cache-Control', 'private, no-store');
    res.json(record);
  });

  // "Eliminar definitivamente", for a takedown request. Logged (who, what, which files:
  // no personal data of the record itself), then 204.
  router.delete('/trash/:collection/:id', requireRole(auth, 'purge'), async (req, res) => {
    const { name } = collectionParam(req.params.collection);
    const purged = await purgeTrashEntry(db, bucket, name, idParam(req.params.id));
    logger.info('trash-purge', {
      event: 'trash-purge',
      by: req.admin!.uid,
      collection: purged.collection,
      recordId: purged.recordId,
      files: purged.files,
    });
    res.set('Cache-Control', 'private, no-store');
    res.status(204).end();
  });

  return router;
}
