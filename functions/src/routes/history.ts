/**
 * GET /api/{collection}/{id}/history: the kept versions of one record, newest first,
 * for administrators only. A record that never existed (or another collection's id) is a 404;
 * a deleted record still answers its history (the delete is its newest version).
 */
import { Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { KEEP_VERSIONS, listVersions } from '../data/history';
import type { RecordStore } from '../data/records';
import { notFound } from '../http/errors';
import { assertCan, collectionWrite, requireRole } from '../http/require-role';
import { collectionParam, idParam, otherMethods } from './params';

export function historyRouter(db: Firestore, records: RecordStore, auth: Auth): Router {
  const router = Router();

  router.get('/:collection/:id/history', requireRole(auth, 'history'), async (req, res) => {
    const { name } = collectionParam(req.params.collection);
    // Only the history of what the role may write: an editor's history has no settings.
    assertCan(req, collectionWrite(req));
    const id = idParam(req.params.id);
    const [versions, record] = await Promise.all([
      listVersions(db, name, id, KEEP_VERSIONS),
      records.get(name, id),
    ]);
    if (versions.length === 0 && !record) throw notFound(`No existe el registro «${id}» en ${name}.`);
    res.set('Cache-Control', 'private, no-store');
    res.json(versions);
  });

  router.all('/:collection/:id/history', otherMethods('GET'));

  return router;
}
