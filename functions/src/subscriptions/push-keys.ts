/**
 * The school's VAPID key pair (RFC 8292), which signs every notice it sends to a phone: the push
 * services deliver to a subscription only what the key it was made with signed. Made with
 * web-push's generateVAPIDKeys on first use and kept in the school's `_config/suscripciones`
 * (`vapidPublica`, `vapidPrivada`), in a transaction so two first uses agree on one pair (a
 * second pair would void every subscription made with the first). Firestore's rules let no
 * client read it; the public half is handed out by GET /api/suscripciones/push/clave.
 */
import type { Firestore } from 'firebase-admin/firestore';
import webpush from 'web-push';
import { withDeadline } from '../domain/deadline';
import { guardedTransaction } from '../data/guarded-transaction';
import { SUBSCRIPTIONS_CONFIG_DOC } from '../model/subscriptions';
import { senderOf } from '../pqrsd/mailer';
import { siteOrigin } from '../tenancy/site-origin';

export interface VapidKeys {
  /** base64url, as PushManager.subscribe's applicationServerKey takes it. */
  publicKey: string;
  privateKey: string;
}

/** Kept per process for the instance's life (the pair never changes). */
const cache = new WeakMap<Firestore, VapidKeys>();

const stored = (data: Record<string, unknown> | undefined): VapidKeys | null =>
  typeof data?.vapidPublica === 'string' && typeof data.vapidPrivada === 'string'
    ? { publicKey: data.vapidPublica, privateKey: data.vapidPrivada }
    : null;

/** The school's pair, made on first use. */
export async function pushKeys(db: Firestore): Promise<VapidKeys> {
  const cached = cache.get(db);
  if (cached) return cached;
  const ref = db.doc(SUBSCRIPTIONS_CONFIG_DOC);
  let keys = stored((await withDeadline('Firestore', ref.get())).data());
  keys ??= await guardedTransaction(db, 'push keys', async (tx, guard) => {
    const existing = stored((await tx.get(ref)).data());
    guard.stillWanted();
    if (existing) return existing;
    const made = webpush.generateVAPIDKeys();
    tx.set(ref, { vapidPublica: made.publicKey, vapidPrivada: made.privateKey }, { merge: true });
    guard.committing();
    return made;
  });
  cache.set(db, keys);
  return keys;
}

/**
 * Who the push services may write to about this school's notices (the JWT's `sub`): the school's
 * own address when it is https, else the platform's sender address (MAIL_FROM), as mailto:.
 */
export function vapidSubject(): string {
  const origin = siteOrigin();
  if (origin.startsWith('https://')) return new URL(origin).origin;
  return `mailto:${senderOf('').address}`;
}
