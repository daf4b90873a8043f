/**
 * Writes a checked backup into a project (docs/decisions/0016-backup-and-restore.md).
 * First the whole backup is checked (verify.ts: integrity and caps) and judged (plan.ts: every
 * document through the model, every file by its bytes, images cleaned), and the dry run's report
 * is said; only then, and only into an empty project, is anything written, and only what the dry
 * run staged. Only into an empty project: a project holding records, versions, Papelera entries or stored
 * files is refused, so a restore never writes over content. Resumable like the seed: the
 * document `_meta/restore` names the backup being restored (its manifest's SHA-256) and, last,
 * that it finished; a run interrupted half-way is finished by running the same command again
 * with the same file, which skips every document and file already there (never a second copy)
 * and writes the rest. Files go first and the site's records last, so the site never shows a
 * record whose file is not there yet.
 *
 * Into this site (`into: 'site'`, the admin's "Restaurar una copia"): the backup must name this
 * site; the dry run compares each document with what the site holds (new, replaced, unchanged)
 * and each file with what Storage holds; the write creates the new ones and replaces the changed
 * ones, keeping each replaced record's current state as a version of its history (so the
 * record's "Historial" can bring it back), and never deletes. Personal data (citizens' requests)
 * is never written over a live site: what a request became since the backup is not undone.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Bucket } from '../../files/bucket';
import { CONTENT_COLLECTIONS, HISTORY_ROOT, PERSONAL_DATA } from '../contents';
import { encode } from '../export';
import type { BackupManifest } from '../manifest';
import { versionsOf } from '../../data/history';
import { isCollectionName, type Actor } from '../../model';
import { MEDIA_PREFIX } from '../../files/store';
import { BackupRefused, parseDocuments, verifyBackup, type VerifiedBackup } from './verify';
import { DEFAULT_LIMITS, type RestoreLimits } from './limits';
import { planRestore, type RestorePlan } from './plan';

export const RESTORE_META_PATH = '_meta/restore';

export interface RestoreDeps {
  db: Firestore;
  bucket: Bucket;
}

/** Undoes the export's encoding: `{ "__timestamp": ISO }` back to a Firestore timestamp. */
function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const keys = Object.keys(obj);
    if (keys.length === 1 && keys[0] === '__timestamp' && typeof obj.__timestamp === 'string')
      return Timestamp.fromDate(new Date(obj.__timestamp));
    return Object.fromEntries(keys.map((k) => [k, decode(obj[k])]));
  }
  return value;
}

/** What the target already holds, in words; empty when it holds nothing a restore could overwrite. */
async function existingContent({ db, bucket }: RestoreDeps): Promise<string[]> {
  const found: string[] = [];
  for (const name of [...CONTENT_COLLECTIONS, ...PERSONAL_DATA.collections]) {
    if (!(await db.collection(name).limit(1).get()).empty) found.push(`registros en «${name}»`);
  }
  if (
    !(await db.collection(HISTORY_ROOT).limit(1).get()).empty ||
    !(await db.collectionGroup('versions').limit(1).get()).empty
  )
    found.push('historial');
  for (const prefix of [MEDIA_PREFIX, ...PERSONAL_DATA.storagePrefixes]) {
    const [files] = await bucket.getFiles({ prefix, maxResults: 1 });
    if (files.length > 0) found.push(`archivos en «${prefix}»`);
  }
  return found;
}

const isAlreadyThere = (err: unknown) => {
  const e = err as { code?: unknown };
  return e?.code === 6 || e?.code === 412 || e?.code === '412';
};

/** What the restore does (or would do) with one document set. */
export interface SetOutcome {
  set: string;
  new: number;
  replaced: number;
  unchanged: number;
}

export interface RestoreReport {
  documents: number;
  files: number;
  skipped: number;
  resumed: boolean;
  /** The dry run's account of what would be written. */
  plan: string[];
  /** Stopped after the dry run (`--dry-run`): nothing written. */
  dryRun: boolean;
  /** Into this site: per document set, what is new, what replaces a different document, what is already so. */
  sets: SetOutcome[];
  /** Into this site: files new, and already there. */
  fileCounts: { new: number; unchanged: number };
  /** What the backup holds that is not written, and why. */
  refused: string[];
}

export interface RestoreProgress {
  done: number;
  total: number;
}

export interface RestoreOptions {
  say?: (line: string) => void;
  /** Check and report only. */
  dryRun?: boolean;
  limits?: RestoreLimits;
  /**
   * `empty` (the command line): only into an empty project, resumable. `site` (the admin): into
   * this site, which `site` names and the backup must name too, replacing what differs.
   */
  into?: 'empty' | 'site';
  site?: string;
  /** Into this site, on the platform: the school it is, which the backup must name too. */
  school?: string;
  /** Into this site: who restores (the replaced records' versions name them). */
  actor?: Actor;
  /** The backup's manifest, once checked. */
  onManifest?: (manifest: BackupManifest) => void;
  /** Writes done out of those to do, as they happen. */
  progress?: (p: RestoreProgress) => void;
}

/** JSON with its keys sorted: two documents are the same when their sorted JSON is. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    return `{${Object.keys(obj)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(obj[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const isPersonalSet = (set: string) => (PERSONAL_DATA.collections as readonly string[]).includes(set);
const isPersonalFile = (path: string) => PERSONAL_DATA.storagePrefixes.some((p) => path.startsWith(p));

/** One document of a set and what the site holds at its path now (undefined: nothing). */
interface Comparison {
  path: string;
  data: Record<string, unknown>;
  current: FirebaseFirestore.DocumentData | undefined;
  outcome: 'new' | 'replaced' | 'unchanged';
}

/** Each document of a staged set beside the site's own, read in pages. */
async function compareSet(db: Firestore, staged: string, set: string): Promise<Comparison[]> {
  const docs = parseDocuments(await readFile(staged), set);
  const out: Comparison[] = [];
  for (let i = 0; i < docs.length; i += 300) {
    const page = docs.slice(i, i + 300);
    const snaps = page.length ? await db.getAll(...page.map((d) => db.doc(d.path))) : [];
    page.forEach((doc, j) => {
      const snap = snaps[j]!;
      const current = snap.exists ? snap.data() : undefined;
      const outcome = !current
        ? 'new'
        : canonical(encode(current)) === canonical(doc.data)
          ? 'unchanged'
          : 'replaced';
      out.push({ path: doc.path, data: doc.data, current, outcome });
    });
  }
  return out;
}

/** The plan against this site: per set and per file, what is new, replaced or already there. */
async function compareWithSite(deps: RestoreDeps, plan: RestorePlan) {
  const refused: string[] = [];
  const sets: Array<{ set: string; docs: Comparison[] }> = [];
  for (const s of plan.documents) {
    if (isPersonalSet(s.set)) {
      if (s.count > 0)
        refused.push(
          `${s.set}: ${s.count} con datos personales no se escriben sobre el sitio en uso (lo que una solicitud llegó a ser no se deshace).`,
        );
      continue;
    }
    sets.push({ set: s.set, docs: await compareSet(deps.db, s.staged, s.set) });
  }
  const files: Array<{ file: RestorePlan['files'][number]; exists: boolean }> = [];
  let personalFiles = 0;
  for (const file of plan.files) {
    if (isPersonalFile(file.storagePath)) {
      personalFiles += 1;
      continue;
    }
    const [exists] = await deps.bucket.file(file.storagePath).exists();
    files.push({ file, exists });
  }
  if (personalFiles > 0)
    refused.push(
      `${personalFiles} adjuntos de solicitudes (datos personales) no se escriben sobre el sitio en uso.`,
    );
  const outcomes: SetOutcome[] = sets.map(({ set, docs }) => ({
    set,
    new: docs.filter((d) => d.outcome === 'new').length,
    replaced: docs.filter((d) => d.outcome === 'replaced').length,
    unchanged: docs.filter((d) => d.outcome === 'unchanged').length,
  }));
  const fileCounts = {
    new: files.filter((f) => !f.exists).length,
    unchanged: files.filter((f) => f.exists).length,
  };
  return { sets, files, refused, outcomes, fileCounts };
}

export async function restoreBackup(
  deps: RestoreDeps,
  zipPath: string,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const { db, bucket } = deps;
  const say = options.say ?? (() => undefined);
  const intoSite = options.into === 'site';
  if (intoSite && !options.site)
    throw new BackupRefused('No se sabe qué sitio es este: la restauración no puede comprobar la copia.');
  const backup = await verifyBackup(
    zipPath,
    say,
    options.limits ?? DEFAULT_LIMITS,
    intoSite ? options.site : undefined,
    intoSite ? options.school : undefined,
  );
  const { zip, manifest, id } = backup;
  options.onManifest?.(manifest);
  const dir = await mkdtemp(join(tmpdir(), 'restauracion-'));
  const none = { sets: [], fileCounts: { new: 0, unchanged: 0 }, refused: [] };
  try {
    if (intoSite) return await restoreIntoSite(deps, backup, dir, options);
    // The target first (reads only): a project this backup cannot go into is told so before the
    // dry run's minutes of image work. A dry run judges the backup alone.
    const metaRef = db.doc(RESTORE_META_PATH);
    const meta = options.dryRun ? undefined : await metaRef.get();
    const sameBackup = !!meta?.exists && meta.get('backupId') === id;
    const resumed = sameBackup && !meta!.get('completedAt');
    if (sameBackup && meta!.get('completedAt')) {
      say('Esta copia ya se restauró por completo en este proyecto: no se escribe nada.');
      return { documents: 0, files: 0, skipped: 0, resumed: false, plan: [], dryRun: false, ...none };
    }
    if (meta && !resumed) {
      const found = await existingContent(deps);
      if (found.length > 0) {
        throw new BackupRefused(
          `El proyecto de destino no está vacío (${found.join(', ')}): una restauración nunca escribe sobre contenido existente. Use un proyecto nuevo o vacío.`,
        );
      }
      if (meta.exists)
        throw new BackupRefused(
          'El proyecto tiene una restauración a medias de otra copia: termínela con esa copia o vacíe el proyecto.',
        );
    }

    const plan = await planRestore(backup, dir, say);
    say('Prueba sin escribir (todo comprobado):');
    for (const line of plan.report) say(line);
    if (options.dryRun)
      return { documents: 0, files: 0, skipped: 0, resumed: false, plan: plan.report, dryRun: true, ...none };

    // The first write.
    if (resumed) say('Una restauración anterior de esta copia quedó a medias: se completa lo que falta.');
    else
      await metaRef.create({
        backupId: id,
        backupCreatedAt: manifest.createdAt,
        startedAt: new Date().toISOString(),
      });

    const report: RestoreReport = {
      documents: 0,
      files: 0,
      skipped: 0,
      resumed,
      plan: plan.report,
      dryRun: false,
      ...none,
    };
    for (const file of plan.files) {
      const target = bucket.file(file.storagePath);
      const [exists] = await target.exists();
      if (exists) {
        report.skipped += 1;
        continue;
      }
      if (await writeFileOnce(bucket, file)) report.files += 1;
      else report.skipped += 1;
    }
    say(`Restaurados los archivos: ${report.files} nuevos.`);

    // The site's own records last: the history, the Papelera and personal data first.
    const order = [...plan.documents].sort((a, b) => rank(a.set) - rank(b.set));
    for (const set of order) {
      const docs = parseDocuments(await readFile(set.staged), set.set);
      const writer = db.bulkWriter();
      let written = 0;
      let skipped = 0;
      writer.onWriteError((err) => {
        if (isAlreadyThere(err)) return false;
        return err.failedAttempts < 5;
      });
      const writes = docs.map((doc) =>
        writer.create(db.doc(doc.path), decode(doc.data) as FirebaseFirestore.DocumentData).then(
          () => {
            written += 1;
          },
          (err: unknown) => {
            if (!isAlreadyThere(err)) throw err;
            skipped += 1;
          },
        ),
      );
      // close() sends the last, partial batch: awaiting the writes before it would wait for ever.
      await writer.close();
      await Promise.all(writes);
      report.documents += written;
      report.skipped += skipped;
      say(`Restaurado ${set.set}: ${written} ${written === 1 ? 'documento nuevo' : 'documentos nuevos'}.`);
    }
    await metaRef.update({ completedAt: new Date().toISOString() });
    return report;
  } finally {
    zip.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** One staged file into Storage, never over an object that is there; false when one was. */
async function writeFileOnce(bucket: Bucket, file: RestorePlan['files'][number]): Promise<boolean> {
  const upload = bucket.file(file.storagePath).createWriteStream({
    resumable: false,
    // Never over a file that appeared meanwhile.
    preconditionOpts: { ifGenerationMatch: 0 },
    // Staged by the dry run: the cleaned bytes, the type sniffed from them.
    contentType: file.contentType,
    metadata: {
      ...(file.cacheControl ? { cacheControl: file.cacheControl } : {}),
      ...(file.metadata ? { metadata: file.metadata } : {}),
    },
  });
  try {
    await pipeline(createReadStream(file.staged), upload);
    return true;
  } catch (err) {
    if (!isAlreadyThere(err)) throw err;
    return false;
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The admin's restore: the dry run against this site, then (unless a dry run) its writes. */
async function restoreIntoSite(
  deps: RestoreDeps,
  backup: VerifiedBackup,
  dir: string,
  options: RestoreOptions,
): Promise<RestoreReport> {
  const { db, bucket } = deps;
  const say = options.say ?? (() => undefined);
  const plan = await planRestore(backup, dir, say);
  const compared = await compareWithSite(deps, plan);
  const refused = [...compared.refused];
  const variants = plan.report.find((l) => l.includes('variantes de la copia no se usan'));
  if (variants)
    refused.push(
      'Las variantes de las imágenes que trae la copia no se usan: se hacen de nuevo desde cada imagen limpiada.',
    );
  const outcomes = compared.outcomes;
  const lines = [
    ...outcomes
      .filter((o) => o.new + o.replaced + o.unchanged > 0)
      .map(
        (o) =>
          `${o.set}: ${plural(o.new, 'nuevo', 'nuevos')}, ${plural(o.replaced, 'reemplazado', 'reemplazados')}, ${plural(o.unchanged, 'igual', 'iguales')}`,
      ),
    `archivos: ${plural(compared.fileCounts.new, 'nuevo', 'nuevos')}, ${plural(compared.fileCounts.unchanged, 'que ya está', 'que ya están')}`,
  ];
  for (const line of lines) say(line);
  const report: RestoreReport = {
    documents: 0,
    files: 0,
    skipped: 0,
    resumed: false,
    plan: lines,
    dryRun: options.dryRun === true,
    sets: outcomes,
    fileCounts: compared.fileCounts,
    refused,
  };
  if (options.dryRun) return report;

  const actor = options.actor ?? { uid: '', email: '' };
  const toWrite = compared.sets.flatMap((s) => s.docs.filter((d) => d.outcome !== 'unchanged'));
  const filesToWrite = compared.files.filter((f) => !f.exists);
  const total = toWrite.length + filesToWrite.length;
  let done = 0;
  const step = () => options.progress?.({ done: (done += 1), total });
  options.progress?.({ done: 0, total });

  // Files first: a restored record never names a photo that is not there yet.
  for (const { file } of filesToWrite) {
    if (await writeFileOnce(bucket, file)) report.files += 1;
    else report.skipped += 1;
    step();
  }
  say(`Archivos escritos: ${report.files}.`);

  const at = new Date().toISOString();
  const order = [...compared.sets].sort((a, b) => rank(a.set) - rank(b.set));
  for (const { set, docs } of order) {
    const writer = db.bulkWriter();
    writer.onWriteError((err) => err.failedAttempts < 5);
    const writes: Array<Promise<unknown>> = [];
    for (const doc of docs) {
      if (doc.outcome === 'unchanged') continue;
      const [collection, recordId] = doc.path.split('/');
      // The record's state before the restore stays in its history, as an update keeps it.
      if (doc.outcome === 'replaced' && doc.current && isCollectionName(collection!) && recordId) {
        writes.push(
          writer.create(versionsOf(db, collection, recordId).doc(), {
            collection,
            recordId,
            at,
            uid: actor.uid,
            email: actor.email,
            op: 'update',
            values: doc.current,
          }),
        );
      }
      writes.push(
        writer.set(db.doc(doc.path), decode(doc.data) as FirebaseFirestore.DocumentData).then(() => {
          report.documents += 1;
          step();
        }),
      );
    }
    await writer.close();
    await Promise.all(writes);
    say(`Restaurado ${set}.`);
  }
  return report;
}

/** History and Papelera, then personal data, then the site's collections. */
function rank(set: string): number {
  if (set === HISTORY_ROOT || set === '_trash') return 0;
  if ((PERSONAL_DATA.collections as readonly string[]).includes(set)) return 1;
  return 2;
}
