/**
 * The Papelera's API (issue 13): GET /api/trash lists deleted records, newest first;
 * POST /api/trash/{collection}/{id}/restore puts one back. Administrators only: a trash entry
 * holds every value of the record and who deleted it (an e-mail), none of it public.
 * Registered before the collections router, whose /:collection/:id would take "trash".
 */
import { Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { listTrash, restoreFromTrash } from '../data/trash';
import { requireAdmin } from '../http/require-admin';
import { collectionParam, idParam } from './params';

export function trashRouter(db: Firestore, auth: Auth): Router {
  const router = Router();
  const admin = requireAdmin(auth);

  router.get('/trash', admin, async (_req, res) => {
    res.set('Cache-Control', 'private, no-store');
    res.json(await listTrash(db));
  });

  router.post('/trash/:collection/:id/restore', admin, async (req, res) => {
    const { name } = collectionParam(req.params.collection);
    const record = await restoreFromTrash(db, name, idParam(req.params.id));
    res.set('Cache-Control', 'private, no-store');
    res.json(record);
  });

  return router;
}
