/**
 * The signed links of the subscriptions (confirm, unsubscribe, preferences, «Enterado»): nothing
 * in a link is trusted unless its signature, made with the school's own key, holds, and the
 * subscriber's nonce in it is the stored one (a subscription deleted and made again voids the
 * old links). A tampered, truncated or foreign link verifies to null, and the caller changes nothing.
 *
 * The key is 32 random bytes kept in the school's `_config/suscripciones` (created on first use,
 * in a transaction so two first uses agree); Firestore's rules let no client read it.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import { guardedTransaction } from '../data/guarded-transaction';
import { SUBSCRIPTIONS_CONFIG_DOC, TOKEN_ACTIONS, type TokenAction } from '../model/subscriptions';

export interface TokenClaims {
  a: TokenAction;
  /** The subscriber's id (subscriberId). */
  s: string;
  /** The subscriber's nonce when the link was made. */
  n: string;
  /** For «Enterado»: the notice's id. */
  i?: string;
}

/** The id of an address's subscription: the same address (any case, any spaces around) is one document. */
export const subscriberId = (email: string) =>
  createHash('sha256').update(`suscriptor:${email.trim().toLowerCase()}`).digest('hex').slice(0, 40);

/** A fresh nonce for a new subscription. */
export const newNonce = () => randomBytes(12).toString('base64url');

/** The school's signing key, made once. Kept per process for the instance's life (it never changes). */
const keys = new WeakMap<Firestore, Buffer>();

export async function signingKey(db: Firestore): Promise<Buffer> {
  const cached = keys.get(db);
  if (cached) return cached;
  const ref = db.doc(SUBSCRIPTIONS_CONFIG_DOC);
  const snap = await withDeadline('Firestore', ref.get());
  let stored = snap.get('clave') as string | undefined;
  if (!stored) {
    stored = await guardedTransaction(db, 'subscription key', async (tx, guard) => {
      const again = await tx.get(ref);
      const existing = again.get('clave') as string | undefined;
      guard.stillWanted();
      if (existing) return existing;
      const made = randomBytes(32).toString('base64');
      tx.set(ref, { clave: made }, { merge: true });
      guard.committing();
      return made;
    });
  }
  const key = Buffer.from(stored, 'base64');
  // Not in the emulator, whose tests wipe a school's data (and this document) under a running
  // instance: a key kept from before would sign links no fresh reader can verify.
  if (process.env.FUNCTIONS_EMULATOR !== 'true') keys.set(db, key);
  return key;
}

const mac = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest().subarray(0, 24);

/** A link's token: the claims, then their signature, both base64url. */
export async function signToken(db: Firestore, claims: TokenClaims): Promise<string> {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(await signingKey(db), payload).toString('base64url')}`;
}

/** The claims of a token this school signed for `action`, or null for anything else. */
export async function verifyToken(
  db: Firestore,
  token: unknown,
  action: TokenAction,
): Promise<TokenClaims | null> {
  if (typeof token !== 'string' || token.length > 600) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return null;
  const given = Buffer.from(signature, 'base64url');
  const wanted = mac(await signingKey(db), payload);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const c = claims as Record<string, unknown>;
  if (c.a !== action || !(TOKEN_ACTIONS as readonly unknown[]).includes(c.a)) return null;
  if (typeof c.s !== 'string' || !/^[0-9a-f]{40}$/.test(c.s)) return null;
  if (typeof c.n !== 'string' || c.n.length > 40) return null;
  if (c.i !== undefined && (typeof c.i !== 'string' || c.i.length > 300)) return null;
  return { a: action, s: c.s, n: c.n, ...(typeof c.i === 'string' ? { i: c.i } : {}) };
}
