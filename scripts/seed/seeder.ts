/**
 * Fills the emulators with the sample content and the administrator account. Driven by the
 * collection declarations: every declared image field gets a picture at its rule's exact size and
 * every PDF field a small PDF, stored through the same code the upload route uses (so seeded
 * files are bound to their collection and field like uploaded ones).
 *
 * A seed can be interrupted at any point (Ctrl+C during the first `npm start`, whose emulators
 * then export what was written). So every sample record has a fixed id and fixed file names, and
 * the document `_meta/seed` records what the seed wrote and, last, that it finished: the next run
 * writes only the sample records still missing, and never touches a record that exists (an
 * administrator may have edited it) or one the seed wrote and an administrator deleted since.
 */
import { createHash } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ITA_COLLECTION } from '../../functions/src/data/ita';
import type { Bucket } from '../../functions/src/files/bucket';
import {
  MEDIA_PREFIX,
  removeFiles,
  storeFile,
  type EncodedImageCache,
} from '../../functions/src/files/store';
import {
  COLLECTION_NAMES,
  emptyRecord,
  getCollection,
  isFileField,
  makeStoredName,
  resolvePicks,
  ruleIdOf,
  slugify,
  UPLOAD_RULES,
  withCurrentKinds,
  withFileChoices,
  type CollectionName,
  type FieldValue as RecordValue,
  type FileChoices,
  type FileFieldDef,
  type ListImage,
} from '../../functions/src/model';
import { HOME_SCHOOL } from '../../functions/src/tenancy/schools';
import { makeIllustration } from './illustration';
import { seedIta } from './ita';
import { makePdf } from './pdf';
import { seedPqrsd } from './pqrsd';
import { schoolSeedOf } from './school-seeds';

import { ensurePlatformAccount, SEED_ACCOUNTS } from './accounts';

export { SEED_ADMIN } from './accounts';

export interface SeedDeps {
  db: Firestore;
  bucket: Bucket;
  auth: Auth;
  /** Where the sample pictures' encodings are kept between seeds (encoded-cache.ts); none: encode each time. */
  pictures?: EncodedImageCache;
  /** The school these handles are scoped to, whose sample set is seeded (San José's when not said). */
  school?: string;
}

/** The seed's bookkeeping, kept out of the content collections (the model refuses unknown fields). */
export const SEED_META_PATH = '_meta/seed';

interface SeedMeta {
  /** `collection/id` of every sample record written, so one deleted later is not written again. */
  written: string[];
  /** Collections that already held records when a first seed began (data from before `_meta/seed`). */
  kept: string[];
  /** Set last, once every sample record is there. */
  completedAt?: string;
}

/** The sample records' creation time: fixed, so their order and stored names never change. */
const SEED_BASE = Date.parse('2026-01-15T12:00:00.000Z');

const hex20 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 20);

/**
 * The fixed id of a sample record: 20 characters like a Firestore auto-id. Another school's
 * differ from San José's (whose never change), so a record read from the wrong school shows.
 */
export const sampleId = (name: CollectionName, index: number, school: string = HOME_SCHOOL) =>
  hex20(school === HOME_SCHOOL ? `seed-record/${name}/${index}` : `seed-record/${school}/${name}/${index}`);

/** The fixed stored name (before its extension) of a sample record's file. */
export const sampleFile = (id: string, key: string) => ({
  randomHex: hex20(`seed-file/${id}/${key}`),
  now: SEED_BASE,
});

/** The keys under which a sample row's image-list photos get their fixed names (photos-0, photos-1…). */
function photoKeys(def: ReturnType<typeof getCollection>, row: Record<string, RecordValue>): string[] {
  return Object.entries(def.fields).flatMap(([key, field]) =>
    field.kind === 'imageList' && Array.isArray(row[key]) ? row[key].map((_, i) => `${key}-${i}`) : [],
  );
}

/** Every sample record of `school`: its collection, fixed id, content and position in the whole seed. */
export function sampleRecords(school: string = HOME_SCHOOL): Array<{
  name: CollectionName;
  id: string;
  index: number;
  order: number;
  row: Record<string, RecordValue>;
}> {
  let order = 0;
  const { content } = schoolSeedOf(school);
  return COLLECTION_NAMES.flatMap((name) =>
    (content[name] as Array<Record<string, RecordValue>>).map((row, index) => ({
      name,
      id: sampleId(name, index, school),
      index,
      order: order++,
      // A formatted text written as plain paragraphs is stored as its document (decision 0011).
      row: withCurrentKinds(getCollection(name), row),
    })),
  );
}

export async function readSeedMeta(db: Firestore): Promise<SeedMeta | null> {
  const snap = await db.doc(SEED_META_PATH).get();
  return snap.exists ? (snap.data() as SeedMeta) : null;
}

export interface SeedProgress {
  /** Called once a collection holds all its sample records (the test interrupts the seed here). */
  onCollection?: (name: CollectionName, written: number) => void;
}

/**
 * Writes every sample record (with its files) that is still missing, then marks the seed complete.
 * Returns how many records were written: 0 when the seed had already completed.
 */
export async function seedContent(
  { db, bucket, pictures, school = HOME_SCHOOL }: SeedDeps,
  progress: SeedProgress = {},
): Promise<number> {
  const samples = schoolSeedOf(school);
  const records = sampleRecords(school);
  const metaRef = db.doc(SEED_META_PATH);
  let meta = await readSeedMeta(db);
  if (meta?.completedAt) return 0;
  if (!meta) {
    // Emulator data from before this bookkeeping: leave the collections that have records alone
    // (they may be a complete older seed, or an administrator's content) and fill the others.
    const kept: string[] = [];
    for (const name of COLLECTION_NAMES) {
      if (!(await db.collection(name).limit(1).get()).empty) kept.push(name);
    }
    meta = { written: [], kept };
    await metaRef.create(meta);
  }
  const { written: done, kept } = meta;
  let written = 0;
  for (const name of COLLECTION_NAMES) {
    const def = getCollection(name);
    const fileKeys = Object.entries(def.fields).filter(([, field]) => isFileField(field));
    let inCollection = 0;
    for (const { id, index, order, row } of records.filter((r) => r.name === name)) {
      if (kept.includes(name) || done.includes(`${name}/${id}`)) continue;
      const ref = db.collection(name).doc(id);
      if ((await ref.get()).exists) continue;
      // An interrupted run may have stored this record's files without writing the record.
      const leftovers = fileKeys.map(([key, field]) => {
        const { randomHex, now } = sampleFile(id, key);
        return makeStoredName(field.kind === 'image' ? 'jpg' : 'pdf', randomHex, now);
      });
      leftovers.push(
        ...photoKeys(def, row).map((key) => makeStoredName('jpg', sampleFile(id, key).randomHex, SEED_BASE)),
      );
      await removeFiles(bucket, leftovers);
      const label = String(row.title ?? def.label);
      const files: FileChoices = {};
      /** Stored under the sample's fixed name, bound to its field like an upload. */
      const store = async (
        key: string,
        field: FileFieldDef,
        bytes: Buffer,
        type: 'jpeg' | 'pdf',
        originalName: string,
      ) => {
        const binding = {
          collection: name,
          field: key,
          uploader: 'seed',
          rule: ruleIdOf(field),
          originalName,
        };
        files[key] = {
          stored: await storeFile(bucket, bytes, type, binding, { ...sampleFile(id, key), cache: pictures }),
          name: originalName,
        };
      };
      for (const [key, field] of Object.entries(def.fields)) {
        if (field.kind === 'image') {
          const rule = UPLOAD_RULES[field.rule] as { width: number; height: number };
          const picture = await makeIllustration(
            rule.width,
            rule.height,
            label,
            index + key.length + samples.palette,
            field.rule === 'staff' ? 'portrait' : 'banner',
          );
          await store(key, field, picture, 'jpeg', `${key}-${name}.jpg`);
        } else if (field.kind === 'pdf') {
          // A row that gives the PDF itself keeps it (empty: a transparency entry that is a link).
          if (key in row) continue;
          // Sections without a heading stay empty, as an administrator would leave them.
          // A PDF field not named pdfN (a circular's attachment) is drawn when the row names its file.
          const named =
            !key.startsWith('pdf') && field.nameField ? String(row[field.nameField] ?? '') : undefined;
          const heading =
            named === undefined ? String(row[key.replace('pdf', 'title')] ?? '') : named && label;
          if (heading === '') continue;
          const pdf = makePdf(heading, [label, 'Documento de ejemplo generado para el sitio local.']);
          await store(key, field, pdf, 'pdf', named || `${heading}.pdf`);
        }
      }
      // An image list's photos: drawn in the shapes phones give, each stored like an upload of the list.
      const lists: Record<string, RecordValue> = {};
      for (const [key, field] of Object.entries(def.fields)) {
        if (field.kind !== 'imageList' || !Array.isArray(row[key])) continue;
        const photos: ListImage[] = [];
        for (const [i, photo] of (row[key] as ListImage[]).entries()) {
          const [w, h] = i % 4 === 3 ? [1200, 1600] : [1600, 1200];
          const picture = await makeIllustration(w, h, '', index + i + samples.palette, 'banner');
          const binding = {
            collection: name,
            field: key,
            uploader: 'seed',
            rule: ruleIdOf(field),
            originalName: `foto-${i + 1}.jpg`,
          };
          photos.push({
            image: await storeFile(bucket, picture, 'jpeg', binding, {
              ...sampleFile(id, `${key}-${i}`),
              cache: pictures,
            }),
            alt: photo.alt,
          });
        }
        lists[key] = photos;
      }
      const slugs = Object.fromEntries(
        Object.entries(def.fields).flatMap(([key, field]) =>
          field.kind === 'slug' && !row[key] ? [[key, slugify(String(row[field.from] ?? ''))]] : [],
        ),
      );
      const filled = withFileChoices(def, { ...emptyRecord(def), ...row, ...lists, ...slugs }, files);
      const picks = resolvePicks(def, filled);
      const record = picks.ok ? picks.value : filled;
      const stamp = new Date(SEED_BASE + order * 1000).toISOString();
      // The record and the note that the seed wrote it land together, or not at all.
      const batch = db.batch();
      batch.create(ref, { ...record, createdAt: stamp, updatedAt: stamp });
      batch.update(metaRef, { written: FieldValue.arrayUnion(`${name}/${id}`) });
      await batch.commit();
      written += 1;
      inCollection += 1;
    }
    progress.onCollection?.(name, inCollection);
  }
  // Atención al ciudadano's sample requests: for the inbox and the transparency report.
  await seedPqrsd(db, Date.now(), samples.pqrsd, samples.adminEmail);
  // The checklist's "no aplica" answers: the one source of the reasons the transparency pages publish.
  await seedIta(db, Date.now(), samples.noAplica);
  await metaRef.update({ completedAt: new Date().toISOString() });
  return written;
}

/**
 * What is wrong with the seeded content, checked rather than assumed: the seed is marked
 * complete, every sample record is there (unless an administrator deleted it), and every file a
 * sample record names is stored. Empty when all is well.
 */
export async function seedProblems({ db, bucket, school = HOME_SCHOOL }: SeedDeps): Promise<string[]> {
  const meta = await readSeedMeta(db);
  if (!meta?.completedAt) return ['la siembra no terminó (falta la marca de finalización en _meta/seed)'];
  const problems: string[] = [];
  for (const { name, id, index } of sampleRecords(school)) {
    if (meta.kept.includes(name)) continue;
    const snap = await db.collection(name).doc(id).get();
    if (!snap.exists) {
      if (!meta.written.includes(`${name}/${id}`))
        problems.push(`falta el registro de ejemplo ${index + 1} de ${name}`);
      continue;
    }
    const data = snap.data() as Record<string, unknown>;
    for (const [key, field] of Object.entries(getCollection(name).fields)) {
      const value = data[key];
      const names =
        field.kind === 'imageList' && Array.isArray(value)
          ? (value as ListImage[]).map((p) => p.image)
          : isFileField(field) && typeof value === 'string' && value !== ''
            ? [value]
            : [];
      for (const stored of names) {
        const [exists] = await bucket.file(`${MEDIA_PREFIX}${stored}`).exists();
        if (!exists) problems.push(`falta el archivo ${stored} del registro ${name}/${id}`);
      }
    }
  }
  return problems;
}

/** Seeds (or finishes an interrupted seed) and checks the result; throws, in Spanish, if incomplete. */
export async function seedAndCheck(deps: SeedDeps, progress: SeedProgress = {}): Promise<number> {
  const written = await seedContent(deps, progress);
  const problems = await seedProblems(deps);
  if (problems.length > 0)
    throw new Error(`El contenido de ejemplo quedó incompleto: ${problems.join('; ')}.`);
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

/**
 * Every sample account (accounts.ts): each school's administrator, an administrator of that
 * school only (through `schoolAuth(school)`, its scoped Auth), and the Secretaría's two accounts
 * with their platform roles.
 */
export async function ensureSeedAccounts(
  root: { auth: Auth; db: Firestore },
  schoolAuth: (school: string) => Auth,
): Promise<void> {
  for (const account of SEED_ACCOUNTS) {
    if (account.platform)
      await ensurePlatformAccount(root.auth, root.db, { ...account, platform: account.platform });
    else await ensureAdmin(schoolAuth(account.school!), account.email, account.password);
  }
}

/**
 * Removes every record, the checklist's answers, stored file and the seed's bookkeeping (tests
 * start from a known state).
 */
export async function clearAll({ db, bucket }: SeedDeps): Promise<void> {
  await db.doc(SEED_META_PATH).delete();
  for (const name of [...COLLECTION_NAMES, ITA_COLLECTION]) {
    const snap = await db.collection(name).get();
    await Promise.all(snap.docs.map((d) => d.ref.delete()));
  }
  await bucket.deleteFiles({ prefix: MEDIA_PREFIX, force: true });
}
