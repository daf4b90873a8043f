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
import { MEDIA_PREFIX } from '../../files/store';
import { BackupRefused, parseDocuments, verifyBackup } from './verify';
import { DEFAULT_LIMITS, type RestoreLimits } from './limits';
import { planRestore } from './plan';

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

export interface RestoreReport {
  documents: number;
  files: number;
  skipped: number;
  resumed: boolean;
  /** The dry run's account of what would be written. */
  plan: string[];
  /** Stopped after the dry run (`--dry-run`): nothing written. */
  dryRun: boolean;
}

export interface RestoreOptions {
  say?: (line: string) => void;
  /** Check and report only. */
  dryRun?: boolean;
  limits?: RestoreLimits;
}

export async function restoreBackup(
  deps: RestoreDeps,
  zipPath: string,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const { db, bucket } = deps;
  const say = options.say ?? (() => undefined);
  const backup = await verifyBackup(zipPath, say, options.limits ?? DEFAULT_LIMITS);
  const { zip, manifest, id } = backup;
  const dir = await mkdtemp(join(tmpdir(), 'restauracion-'));
  try {
    // The target first (reads only): a project this backup cannot go into is told so before the
    // dry run's minutes of image work. A dry run judges the backup alone.
    const metaRef = db.doc(RESTORE_META_PATH);
    const meta = options.dryRun ? undefined : await metaRef.get();
    const sameBackup = !!meta?.exists && meta.get('backupId') === id;
    const resumed = sameBackup && !meta!.get('completedAt');
    if (sameBackup && meta!.get('completedAt')) {
      say('Esta copia ya se restauró por completo en este proyecto: no se escribe nada.');
      return { documents: 0, files: 0, skipped: 0, resumed: false, plan: [], dryRun: false };
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
      return { documents: 0, files: 0, skipped: 0, resumed: false, plan: plan.report, dryRun: true };

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
    };
    for (const file of plan.files) {
      const target = bucket.file(file.storagePath);
      const [exists] = await target.exists();
      if (exists) {
        report.skipped += 1;
        continue;
      }
      const upload = target.createWriteStream({
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
        report.files += 1;
      } catch (err) {
        if (!isAlreadyThere(err)) throw err;
        report.skipped += 1;
      }
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

/** History and Papelera, then personal data, then the site's collections. */
function rank(set: string): number {
  if (set === HISTORY_ROOT || set === '_trash') return 0;
  if ((PERSONAL_DATA.collections as readonly string[]).includes(set)) return 1;
  return 2;
}
