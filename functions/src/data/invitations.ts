/**
 * The invitation of a new staff account (docs/decisions/0031-review-mail-and-invitations.md): a
 * random code the server mints when an administrator adds a colleague (or asks for a new link),
 * good for INVITATION_MS (72 hours) and once. Firebase's own password-reset codes last one hour
 * and that cannot be changed, which is too short for a link that travels by mail over a weekend.
 *
 * Only a SHA-256 of the code is stored (the document's id), with the account it opens; the code
 * itself travels in the link alone. A newer invitation of the same account replaces the older
 * ones, and the account's first password ends every invitation of it.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { InvalidInput, NotFound } from '../domain/errors';
import { withDeadline } from '../domain/deadline';
import { guardedTransaction } from './guarded-transaction';

export const INVITATIONS = '_invitations';
/** How long an invitation's link works: three days. */
export const INVITATION_MS = 72 * 60 * 60 * 1000;

const idOf = (code: string) => createHash('sha256').update(`invitation:${code}`).digest('hex');
/** What a minted code looks like (43 base64url characters); anything else is never looked up. */
const SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const INVITATION_UNKNOWN =
  'Este enlace de invitación no es válido o ya se usó. Pida a un administrador un enlace nuevo (en «Personas y permisos», «Generar un enlace nuevo»).';
export const INVITATION_EXPIRED =
  'Este enlace de invitación venció (dura 72 horas). Pida a un administrador un enlace nuevo (en «Personas y permisos», «Generar un enlace nuevo»).';

export interface Invitation {
  code: string;
  expiresAtMs: number;
  /** The invitation's document, written with its mail (one batch). */
  doc: [DocumentReference, DocumentData];
}

/** A new invitation for the account, good until `nowMs + INVITATION_MS`; not yet written. */
export function newInvitation(db: Firestore, uid: string, email: string, nowMs: number): Invitation {
  const code = randomBytes(32).toString('base64url');
  const expiresAtMs = nowMs + INVITATION_MS;
  return {
    code,
    expiresAtMs,
    doc: [
      db.collection(INVITATIONS).doc(idOf(code)),
      {
        uid,
        email,
        createdAt: Timestamp.fromMillis(nowMs),
        expiresAt: Timestamp.fromMillis(expiresAtMs),
      },
    ],
  };
}

/** The account's older invitations: a new link replaces them. */
export async function earlierInvitations(db: Firestore, uid: string): Promise<DocumentReference[]> {
  const snap = await withDeadline('Firestore', db.collection(INVITATIONS).where('uid', '==', uid).get());
  return snap.docs.map((d) => d.ref);
}

/** The account an invitation opens; NotFound (unknown, used) or InvalidInput (expired) otherwise. */
export async function invitationOf(
  db: Firestore,
  code: string,
  nowMs: number,
): Promise<{ uid: string; email: string }> {
  if (!SHAPE.test(code)) throw new NotFound(INVITATION_UNKNOWN);
  const snap = await withDeadline('Firestore', db.collection(INVITATIONS).doc(idOf(code)).get());
  return judged(snap.data(), nowMs);
}

function judged(data: DocumentData | undefined, nowMs: number): { uid: string; email: string } {
  const uid: unknown = data?.uid;
  const email: unknown = data?.email;
  if (typeof uid !== 'string' || typeof email !== 'string') throw new NotFound(INVITATION_UNKNOWN);
  const expiresAt = data?.expiresAt as Timestamp | undefined;
  if (!expiresAt || expiresAt.toMillis() <= nowMs) throw new InvalidInput(INVITATION_EXPIRED, 'expired-link');
  return { uid, email };
}

/**
 * Takes the invitation (it works once): deleted in one transaction, so two tabs cannot both use
 * it. Answers the account it opened.
 */
export async function takeInvitation(
  db: Firestore,
  code: string,
  nowMs: number,
): Promise<{ uid: string; email: string }> {
  if (!SHAPE.test(code)) throw new NotFound(INVITATION_UNKNOWN);
  const ref = db.collection(INVITATIONS).doc(idOf(code));
  return guardedTransaction(db, 'invitation', async (tx, guard) => {
    const snap = await tx.get(ref);
    const account = judged(snap.data(), nowMs);
    guard.stillWanted();
    tx.delete(ref);
    guard.committing();
    return account;
  });
}

/** Ends every invitation of the account (its password is set). */
export async function endInvitations(db: Firestore, uid: string): Promise<void> {
  const refs = await earlierInvitations(db, uid);
  if (refs.length === 0) return;
  const batch = db.batch();
  for (const ref of refs) batch.delete(ref);
  await withDeadline('Firestore', batch.commit());
}

/** Deletes the invitations that expired before `nowMs` (the hourly maintenance). */
export async function purgeExpiredInvitations(db: Firestore, nowMs: number): Promise<number> {
  const snap = await withDeadline(
    'Firestore',
    db.collection(INVITATIONS).where('expiresAt', '<=', Timestamp.fromMillis(nowMs)).limit(500).get(),
  );
  await Promise.all(snap.docs.map((d) => d.ref.delete()));
  return snap.size;
}
