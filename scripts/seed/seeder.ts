/**
 * Fills the emulators with the sample content and the administrator account. Driven by the
 * collection declarations: every declared image field gets a picture at its rule's exact size and
 * every PDF field a small PDF, stored through the same code the upload route uses.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Bucket } from '../../functions/src/files/bucket';
import { MEDIA_PREFIX, storeFile } from '../../functions/src/files/store';
import { COLLECTION_NAMES, emptyRecord, getCollection, UPLOAD_RULES } from '../../functions/src/model';
import { SEED_CONTENT } from './content';
import { makeIllustration } from './illustration';
import { makePdf } from './pdf';

export const SEED_ADMIN = { email: 'admin@colegio.edu.co', password: 'Colegio-Admin-2026' } as const;

export interface SeedDeps {
  db: Firestore;
  bucket: Bucket;
  auth: Auth;
}

/** True when no collection has a record yet. */
export async function isEmpty(db: Firestore): Promise<boolean> {
  const counts = await Promise.all(COLLECTION_NAMES.map((n) => db.collection(n).limit(1).get()));
  return counts.every((snap) => snap.empty);
}

/** Writes every sample record (with its files). Returns how many records were written. */
export async function seedContent({ db, bucket }: SeedDeps): Promise<number> {
  const base = Date.parse('2026-01-15T12:00:00.000Z');
  let written = 0;
  for (const name of COLLECTION_NAMES) {
    const def = getCollection(name);
    const rows = SEED_CONTENT[name] as Array<Record<string, string | string[]>>;
    for (const [index, row] of rows.entries()) {
      const record: Record<string, string | string[]> = { ...emptyRecord(def), ...row };
      const label = String(row.title ?? def.label);
      for (const [key, field] of Object.entries(def.fields)) {
        if (field.kind === 'image') {
          const rule = UPLOAD_RULES[field.rule];
          const picture = await makeIllustration(
            rule.width,
            rule.height,
            label,
            index + key.length,
            field.rule === 'staff' ? 'portrait' : 'banner',
          );
          record[key] = await storeFile(bucket, picture, 'jpeg');
          if (field.nameField) record[field.nameField] = `${key}-${name}.jpg`;
        } else if (field.kind === 'pdf') {
          // A row that gives the PDF itself keeps it (empty: a transparency entry that is a link).
          if (key in row) continue;
          // Sections without a heading stay empty, as an administrator would leave them.
          const heading = String(row[key.replace('pdf', 'title')] ?? '');
          if (heading === '') continue;
          const pdf = makePdf(heading, [label, 'Documento de ejemplo generado para el sitio local.']);
          record[key] = await storeFile(bucket, pdf, 'pdf');
          if (field.nameField) record[field.nameField] = `${heading}.pdf`;
        }
      }
      const stamp = new Date(base + written * 1000).toISOString();
      await db.collection(name).add({ ...record, createdAt: stamp, updatedAt: stamp });
      written += 1;
    }
  }
  return written;
}

/** Creates the administrator (or resets its password) and grants the admin claim. */
export async function ensureAdmin(auth: Auth, email: string, password: string): Promise<string> {
  let uid: string;
  try {
    uid = (await auth.getUserByEmail(email)).uid;
    await auth.updateUser(uid, { password });
  } catch {
    uid = (await auth.createUser({ email, password, emailVerified: true, displayName: 'Administrador' })).uid;
  }
  await auth.setCustomUserClaims(uid, { admin: true });
  return uid;
}

/** Removes every record and stored file (tests start from a known state). */
export async function clearAll({ db, bucket }: SeedDeps): Promise<void> {
  for (const name of COLLECTION_NAMES) {
    const snap = await db.collection(name).get();
    await Promise.all(snap.docs.map((d) => d.ref.delete()));
  }
  await bucket.deleteFiles({ prefix: MEDIA_PREFIX, force: true });
}
