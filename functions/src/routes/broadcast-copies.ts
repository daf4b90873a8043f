/**
 * PUT /api/comunicados/{collection}/{id}/inicio `{oculto: boolean}`: a school's administrator or
 * editor leaves a Secretaría's copy (model/broadcast.ts) off the school's home page, or shows it
 * there again. The copy stays in the school's lists, feeds and search; nothing else of it changes
 * (every other write to a copy is refused, writes/record-writes.ts). The flag is written on the copy
 * through the one record writer (its history says who hid it), and the school's panel summary
 * (`panel/resumen`, merged field by field) lists the broadcasts it hides, for the Secretaría's console.
 */
import { Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import { actorOf, requireRole } from '../http/require-role';
import { badRequest, notFound } from '../http/errors';
import { jsonBody } from '../http/raw-body';
import { broadcastOf, HIDDEN_AT_HOME_FIELD } from '../model';
import type { RecordWrites } from '../writes/record-writes';
import { collectionParam, idParam, otherMethods } from './params';

/** The school's summary for the Secretaría's console (one document, each part merged on its own). */
export const PANEL_DOC = 'panel/resumen';

export function broadcastCopiesRouter(db: Firestore, writes: RecordWrites, auth: Auth): Router {
  const router = Router();
  const path = '/comunicados/:collection/:id/inicio';
  router.put(path, requireRole(auth, 'content'), async (req, res) => {
    const { name, def } = collectionParam(req.params.collection);
    if (!def.broadcast) throw notFound(`${def.label} no recibe comunicados de la Secretaría.`);
    const id = idParam(req.params.id);
    const body = (await jsonBody(req)) as { oculto?: unknown } | null;
    if (typeof body?.oculto !== 'boolean')
      throw badRequest(
        'Indique con «oculto» (true o false) si el comunicado se oculta de la página de inicio.',
      );
    const hidden = body.oculto;
    res.set('Cache-Control', 'private, no-store');
    const record = await writes.update(name, id, {}, actorOf(req), {
      broadcastCopy: 'hide',
      serverValues: { [HIDDEN_AT_HOME_FIELD]: hidden },
    });
    const mark = broadcastOf(record)!;
    // Array union and removal: two administrators toggling two broadcasts at once both count.
    await withDeadline(
      'Firestore',
      db.doc(PANEL_DOC).set(
        {
          comunicados: {
            ocultosEnInicio: hidden ? FieldValue.arrayUnion(mark.id) : FieldValue.arrayRemove(mark.id),
          },
        },
        { merge: true },
      ),
    );
    res.json(record);
  });
  router.all(path, otherMethods('PUT'));
  return router;
}
