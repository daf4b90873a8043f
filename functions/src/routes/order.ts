/**
 * PUT /api/{collection}/order: the administrator's order of an orderable collection.
 * Registered before the collections router, whose PUT /:collection/:id would otherwise take
 * "order" for a record id.
 */
import { Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { parseOrderRequest, storeOrder } from '../data/order';
import { methodNotAllowed } from '../http/errors';
import { jsonBody } from '../http/raw-body';
import { collectionWrite, requireRole } from '../http/require-role';
import { collectionParam } from './params';

export function orderRouter(db: Firestore, auth: Auth): Router {
  const router = Router();

  // Like create and delete: a collection without the feature says 405 before asking for a token.
  router.put('/:collection/order', (req, _res, next) => {
    const { def } = collectionParam(req.params.collection);
    if (!def.orderable) {
      throw methodNotAllowed('GET', `En ${def.name} los registros no se pueden reordenar.`);
    }
    next();
  });

  router.put('/:collection/order', requireRole(auth, collectionWrite), async (req, res) => {
    const { name } = collectionParam(req.params.collection);
    const request = parseOrderRequest(await jsonBody(req));
    res.set('Cache-Control', 'private, no-store');
    res.json(await storeOrder(db, name, request));
  });

  return router;
}
