/**
 * The weekly automatic backup, run by the maintenance schedule: when the newest copy
 * in Storage (`backups/`) is a week old or more, a new one is written there (without personal
 * data), and only the newest AUTO_BACKUPS_KEPT are kept. Listed (and downloadable) in the admin
 * screen "Copia de seguridad".
 */
import type { Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import type { Bucket } from '../files/bucket';
import {
  AUTO_BACKUP_EVERY_MS,
  AUTO_BACKUP_NAME,
  AUTO_BACKUP_PREFIX,
  AUTO_BACKUPS_KEPT,
  autoBackupObject,
} from './contents';
import { exportBackup } from './export';

export interface AutoBackup {
  /** The file name (without `backups/`), as GET /api/backups/{name} takes it. */
  name: string;
  createdAt: string;
  size: number;
}

/** The automatic backups in Storage, newest first. */
export async function listAutoBackups(bucket: Bucket): Promise<AutoBackup[]> {
  const [files] = await withDeadline('Storage', bucket.getFiles({ prefix: AUTO_BACKUP_PREFIX }));
  return files
    .map((f) => ({
      name: f.name.slice(AUTO_BACKUP_PREFIX.length),
      createdAt: String(f.metadata.metadata?.createdAt ?? f.metadata.timeCreated ?? ''),
      size: Number(f.metadata.size ?? 0),
    }))
    .filter((b) => AUTO_BACKUP_NAME.test(b.name))
    .sort((a, b) => (a.name < b.name ? 1 : -1));
}

/** Writes one automatic backup now, then keeps only the newest AUTO_BACKUPS_KEPT. */
export async function writeAutoBackup(db: Firestore, bucket: Bucket, at: Date): Promise<string> {
  const object = autoBackupObject(at);
  const file = bucket.file(object);
  // Streamed straight into Storage: neither the zip nor one of its files is ever held whole.
  const upload = file.createWriteStream({
    resumable: false,
    contentType: 'application/zip',
    metadata: { cacheControl: 'private, no-store', metadata: { createdAt: at.toISOString() } },
  });
  try {
    await exportBackup(db, bucket, upload, { personal: false, at });
  } catch (err) {
    await file.delete({ ignoreNotFound: true }).catch(() => undefined);
    throw err;
  }
  await pruneAutoBackups(bucket);
  return object;
}

/** Deletes every automatic backup but the newest AUTO_BACKUPS_KEPT. */
export async function pruneAutoBackups(bucket: Bucket): Promise<number> {
  const old = (await listAutoBackups(bucket)).slice(AUTO_BACKUPS_KEPT);
  await Promise.all(
    old.map((b) =>
      withDeadline('Storage', bucket.file(`${AUTO_BACKUP_PREFIX}${b.name}`).delete({ ignoreNotFound: true })),
    ),
  );
  return old.length;
}

/** Called by every maintenance run: a backup when the newest is a week old (by `now`), else nothing. */
export async function maybeAutoBackup(db: Firestore, bucket: Bucket, now: number): Promise<string | null> {
  const [newest] = await listAutoBackups(bucket);
  const newestAt = newest ? Date.parse(newest.createdAt) : NaN;
  if (Number.isFinite(newestAt) && now - newestAt < AUTO_BACKUP_EVERY_MS) return null;
  return writeAutoBackup(db, bucket, new Date(now));
}
