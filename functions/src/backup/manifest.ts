/**
 * The manifest of a backup (`manifest.json`, the zip's last entry): what the restore checks
 * before it writes anything. Every other entry of the zip is listed with its size and SHA-256,
 * every document set with its count.
 */
export const BACKUP_FORMAT = 'copia-colegio';
export const MANIFEST_ENTRY = 'manifest.json';

export interface ManifestEntry {
  /** Path inside the zip. */
  path: string;
  size: number;
  sha256: string;
}

/** A JSON entry holding documents: `[{ "path": "docentes/abc", "data": {...} }, …]`. */
export interface ManifestDocuments extends ManifestEntry {
  /** What it holds: a collection name, `_trash`, or `_history` (every kept version). */
  set: string;
  count: number;
  personal: boolean;
}

/** A stored file, with what Storage kept beside its bytes (the upload binding, the cache rule). */
export interface ManifestFile extends ManifestEntry {
  storagePath: string;
  contentType?: string;
  cacheControl?: string;
  metadata?: Record<string, string>;
  personal: boolean;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  contentModelVersion: number;
  createdAt: string;
  /**
   * The site it was taken from (its Firebase project id). The admin's restore writes only a backup
   * of this same site; the command line, which moves a site to a new project, does not ask.
   * Absent in backups made before it was written.
   */
  site?: string;
  /**
   * The school of the platform it was taken from (its id, `schools/{id}`): the admin's restore
   * writes only a backup of this same school. Absent in a single-school site's backups (and in
   * those made before the platform), which `npm run migrate` moves into a school.
   */
  school?: string;
  personalData: boolean;
  /** Documents per set (collection, `_trash`, `_history`): the same numbers as `documents`. */
  counts: Record<string, number>;
  documents: ManifestDocuments[];
  files: ManifestFile[];
}

/** A document as the backup writes it; Firestore timestamps as `{ "__timestamp": ISO }`. */
export interface BackupDocument {
  path: string;
  data: Record<string, unknown>;
}
