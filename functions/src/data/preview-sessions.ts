/**
 * The preview's credential (routes/preview.ts): a random value the server mints for a signed-in
 * staff member and keeps in Firestore, so that it can be revoked. The browser holds it in an
 * HttpOnly cookie on the preview's path alone; the ID token never leaves the admin's memory. A
 * credential lasts PREVIEW_SESSION_MS; signing out revokes it at once (the document is deleted),
 * and the hourly maintenance drops the expired ones.
 *
 * Only a SHA-256 of the value is stored (the document's id), so a reader of the database cannot
 * use a stored credential.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';

export const PREVIEW_SESSIONS = '_previewSessions';
/** How long a preview credential is good for: the length of a review, not of a working day. */
export const PREVIEW_SESSION_MS = 30 * 60 * 1000;

const idOf = (credential: string) => createHash('sha256').update(`preview:${credential}`).digest('hex');
/** What a minted credential looks like (43 base64url characters); anything else is never looked up. */
const SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new credential for `uid`, good until `nowMs + PREVIEW_SESSION_MS`. */
export async function mintPreviewSession(db: Firestore, uid: string, nowMs: number): Promise<string> {
  const credential = randomBytes(32).toString('base64url');
  await withDeadline(
    'Firestore',
    db
      .collection(PREVIEW_SESSIONS)
      .doc(idOf(credential))
      .create({
        uid,
        createdAt: Timestamp.fromMillis(nowMs),
        expiresAt: Timestamp.fromMillis(nowMs + PREVIEW_SESSION_MS),
      }),
  );
  return credential;
}

/** The staff member a credential was minted for, with when; null when unknown, revoked or expired. */
export async function previewSessionOf(
  db: Firestore,
  credential: string,
  nowMs: number,
): Promise<{ uid: string; createdAtMs: number } | null> {
  if (!SHAPE.test(credential)) return null;
  const snap = await withDeadline('Firestore', db.collection(PREVIEW_SESSIONS).doc(idOf(credential)).get());
  const expiresAt = snap.get('expiresAt') as Timestamp | undefined;
  const createdAt = snap.get('createdAt') as Timestamp | undefined;
  const uid: unknown = snap.get('uid');
  if (!snap.exists || typeof uid !== 'string' || !expiresAt || !createdAt || expiresAt.toMillis() <= nowMs)
    return null;
  return { uid, createdAtMs: createdAt.toMillis() };
}

/** Revokes a credential (sign-out): from now on it opens nothing. */
export async function revokePreviewSession(db: Firestore, credential: string): Promise<void> {
  if (!SHAPE.test(credential)) return;
  await withDeadline('Firestore', db.collection(PREVIEW_SESSIONS).doc(idOf(credential)).delete());
}

/** Deletes the credentials that expired before `nowMs` (the hourly maintenance). */
export async function purgeExpiredPreviewSessions(db: Firestore, nowMs: number): Promise<number> {
  const snap = await withDeadline(
    'Firestore',
    db.collection(PREVIEW_SESSIONS).where('expiresAt', '<=', Timestamp.fromMillis(nowMs)).limit(500).get(),
  );
  await Promise.all(snap.docs.map((d) => d.ref.delete()));
  return snap.size;
}
