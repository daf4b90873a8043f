/**
 * The retention of PQRSD requests (Ley 1581: personal data kept only as long as needed; the
 * school's retention table says how long): requests received before the period the settings give
 * (`sitio.pqrsdRetentionYears`, 5 when not chosen) are deleted by the maintenance run, with their
 * attachment, their answer's PDF and their mail. The year counters stay, so a radicado is never
 * handed out twice.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import type { Bucket } from '../files/bucket';
import { OUTBOX_COLLECTION } from './outbox';
import { PQRSD_COLLECTION, type PqrsdDoc } from './stored';

export const DEFAULT_RETENTION_YEARS = 5;

export async function retentionYears(db: Firestore): Promise<number> {
  const snap = await withDeadline('Firestore', db.collection('sitio').limit(1).get());
  const years = Number(snap.docs[0]?.get('pqrsdRetentionYears'));
  return Number.isInteger(years) && years > 0 ? years : DEFAULT_RETENTION_YEARS;
}

/** Deletes up to `limit` requests older than the retention period at `nowMs`; returns their radicados. */
export async function purgeExpiredRequests(
  db: Firestore,
  bucket: Bucket,
  nowMs: number,
  limit = 100,
): Promise<string[]> {
  const years = await retentionYears(db);
  const cutoff = new Date(nowMs);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  const snap = await withDeadline(
    'Firestore',
    db.collection(PQRSD_COLLECTION).where('receivedAt', '<', Timestamp.fromDate(cutoff)).limit(limit).get(),
  );
  const purged: string[] = [];
  for (const doc of snap.docs) {
    const request = doc.data() as PqrsdDoc;
    // Files first: a request whose file deletion failed stays, and the next run tries again.
    for (const path of [request.attachment?.path, request.answer?.pdf?.path]) {
      if (path) await withDeadline('Storage', bucket.file(path).delete({ ignoreNotFound: true }));
    }
    const mail = await withDeadline(
      'Firestore',
      db.collection(OUTBOX_COLLECTION).where('radicado', '==', request.radicado).get(),
    );
    const batch = db.batch();
    for (const m of mail.docs) batch.delete(m.ref);
    batch.delete(doc.ref);
    await withDeadline('Firestore', batch.commit());
    purged.push(request.radicado);
  }
  return purged;
}
