/**
 * The phones that receive notices: one document per browser push subscription in the school's
 * `suscriptoresPush/{id}` (id: a hash of its endpoint, so the same phone subscribing again finds
 * its document and its choices replace the old ones). Personal data: never in a log, never in a
 * public answer; a subscription the push service says is gone (404/410) is deleted at the next
 * notice (push-send.ts).
 */
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import { PUSH_SUBSCRIBERS_COLLECTION, type PushSubscriberDoc } from '../model/subscriptions';
import type { PushSubscriptionInput } from '../model/subscription-push-input';

/** The id of a subscription's document: the same endpoint is always the same document. */
export const pushSubscriberId = (endpoint: string) =>
  createHash('sha256').update(`push:${endpoint}`).digest('hex').slice(0, 40);

/**
 * Stores a checked subscription. A second one of the same endpoint keeps its first date and
 * takes the new keys and choices (a browser may renew its keys; a family may change its topics).
 */
export async function savePushSubscriber(db: Firestore, input: PushSubscriptionInput, nowIso: string) {
  const ref = db.collection(PUSH_SUBSCRIBERS_COLLECTION).doc(pushSubscriberId(input.endpoint));
  const existing = await withDeadline('Firestore', ref.get());
  const doc: PushSubscriberDoc = {
    endpoint: input.endpoint,
    keys: input.keys,
    temas: input.temas,
    sedes: input.sedes,
    grados: input.grados,
    creadaEl: (existing.get('creadaEl') as string | undefined) ?? nowIso,
    renovadaEl: nowIso,
  };
  await withDeadline('Firestore', ref.set(doc));
}

/** Deletes the subscription of `endpoint`, if there is one (deleting nothing is no error). */
export async function removePushSubscriber(db: Firestore, endpoint: string): Promise<void> {
  await withDeadline(
    'Firestore',
    db.collection(PUSH_SUBSCRIBERS_COLLECTION).doc(pushSubscriberId(endpoint)).delete(),
  );
}
