/**
 * The administrator-set order of a collection's records. Each record of an orderable
 * collection may hold a server-set number `position`. Records with a position come first, by
 * position; records without one (never reordered, or created after the last reorder) follow,
 * oldest first. So a new record goes last, and a collection nobody reordered keeps its
 * oldest-first order, without migrating anything or touching create.
 *
 * `position` never leaves the server: the list order is the order. A reorder does not change a
 * record's `updatedAt` (its content did not change), so it never turns an edit in progress into
 * a 409.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { Conflict, InvalidInput } from '../domain/errors';
import type { AnyRecord, CollectionName } from '../model';
import { guardedTransaction } from './guarded-transaction';
import { inStoredOrder, storedOrderQuery } from './records';

/** More ids than any of our lists will hold, and below Firestore's 500 writes per transaction. */
export const MAX_ORDER_IDS = 400;

export const ORDER_CONFLICT_MESSAGE =
  'Otro administrador agregó, eliminó o reordenó registros de esta lista mientras usted la ordenaba. El orden no se guardó: recargue la lista e inténtelo de nuevo.';

const invalid = (message: string) => new InvalidInput(message, 'invalid-order');

/** A list of distinct, well-formed record ids, or a 400 saying what is wrong with it. */
function idList(value: unknown, name: string): string[] {
  if (!Array.isArray(value))
    throw invalid(`El campo «${name}» debe ser una lista con los identificadores de los registros.`);
  if (value.length > MAX_ORDER_IDS)
    throw invalid(`El campo «${name}» tiene más de ${MAX_ORDER_IDS} identificadores.`);
  const seen = new Set<string>();
  for (const id of value) {
    // Same shape as a record id in a URL (routes/params.ts): anything else cannot be ours.
    if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(id) || /^__.*__$/.test(id)) {
      throw invalid(`El campo «${name}» contiene un identificador no válido: «${String(id).slice(0, 60)}».`);
    }
    if (seen.has(id)) throw invalid(`El identificador «${id}» aparece más de una vez en «${name}».`);
    seen.add(id);
  }
  return value as string[];
}

export interface OrderRequest {
  /** Every record id of the collection, in the new order. */
  ids: string[];
  /** The list as the administrator loaded it; if the stored list differs now, 409. */
  expectedOrder?: string[];
}

/** Checks the body of PUT /api/{collection}/order without reading anything stored. */
export function parseOrderRequest(body: unknown): OrderRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalid('El cuerpo de la petición debe ser un objeto JSON con la lista «ids».');
  }
  const { ids, expectedOrder, ...rest } = body as Record<string, unknown>;
  const extra = Object.keys(rest)[0];
  if (extra !== undefined)
    throw invalid(`Campo desconocido en la petición de orden: «${extra.slice(0, 60)}».`);
  const request: OrderRequest = { ids: idList(ids, 'ids') };
  if (expectedOrder !== undefined) {
    request.expectedOrder = idList(expectedOrder, 'expectedOrder');
    // The new order must be a rearrangement of the list the administrator loaded.
    const loaded = new Set(request.expectedOrder);
    const unknown = request.ids.find((id) => !loaded.has(id));
    if (unknown)
      throw invalid(`El identificador «${unknown}» no está en la lista cargada («expectedOrder»).`);
    if (request.ids.length !== loaded.size) {
      const sent = new Set(request.ids);
      const missing = request.expectedOrder.find((id) => !sent.has(id));
      throw invalid(`Falta el identificador «${missing}» de la lista cargada en «ids».`);
    }
  }
  return request;
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Stores `ids` as the order of the collection. One transaction reads every record and writes
 * every position, so the check and the writes are one step: two administrators reordering at
 * once get one 200 and one 409 (the loser's retry sees the winner's order), never a mix.
 */
export async function storeOrder(
  db: Firestore,
  collection: CollectionName,
  request: OrderRequest,
): Promise<AnyRecord[]> {
  const ref = db.collection(collection);
  return guardedTransaction(db, 'reorder', async (tx, guard) => {
    // The same query as RecordStore.list, so "the stored order" is the order GET answers.
    const snap = await tx.get(storedOrderQuery(db, collection));
    guard.stillWanted();
    const current = inStoredOrder(snap.docs.map((d) => ({ id: d.id, data: d.data() })));
    const currentIds = current.map((r) => r._id);
    if (request.expectedOrder) {
      if (!sameList(request.expectedOrder, currentIds)) throw new Conflict(ORDER_CONFLICT_MESSAGE);
    } else {
      const sent = new Set(request.ids);
      const stored = new Set(currentIds);
      const unknown = request.ids.find((id) => !stored.has(id));
      if (unknown) throw invalid(`No existe el registro «${unknown}» en ${collection}.`);
      const missing = currentIds.find((id) => !sent.has(id));
      if (missing)
        throw invalid(`Falta el registro «${missing}» de ${collection}: «ids» debe contenerlos todos.`);
    }
    request.ids.forEach((id, position) => tx.update(ref.doc(id), { position }));
    const byId = new Map(current.map((r) => [r._id, r]));
    return request.ids.map((id) => byId.get(id)!);
  });
}
