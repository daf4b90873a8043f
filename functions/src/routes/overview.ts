/**
 * GET /api/overview: the admin home's latest changes and search, in one request. For
 * each section the caller's role may edit, one light row per record (model/overview.ts): its name,
 * when and by whom it was last saved; never the records' other values. Staff with `content` only:
 * `updatedBy` holds staff e-mails. Registered before the collections router ("overview" is no
 * collection).
 */
import { Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { RecordStore } from '../data/records';
import { requireRole } from '../http/require-role';
import { editableCollections, overviewRowOf, type OverviewSection } from '../model';
import { otherMethods } from './params';

export function overviewRouter(records: RecordStore, auth: Auth): Router {
  const router = Router();

  router.get('/overview', requireRole(auth, 'content'), async (req, res) => {
    // The sections are read at once: one instance, one token check, instead of 23 requests.
    const sections: OverviewSection[] = await Promise.all(
      editableCollections(req.role).map(async (collection) => ({
        collection,
        rows: (await records.list(collection)).map((record) => overviewRowOf(collection, record)),
      })),
    );
    res.set('Cache-Control', 'private, no-store');
    res.json(sections);
  });

  router.all('/overview', otherMethods('GET'));

  return router;
}
