/**
 * What a backup holds (docs/decisions/0016-backup-and-restore.md), said once for the
 * export, the weekly copy and the restore.
 */
import { COLLECTION_NAMES } from '../model';
import { TRASH } from '../data/trash';
import { ITA_COLLECTION } from '../data/ita';
import { MEDIA_PREFIX } from '../files/store';

/** The history's versions live under `_history/{collection}__{id}/versions/{id}`. */
export const HISTORY_ROOT = '_history';

/**
 * Firestore collections and Storage prefixes holding citizens' personal data (the PQRSD
 * requests: `pqrsd/{radicado}`, the filings waiting for their number `_pqrsdQueue`,
 * their mail outbox `_outbox`, their yearly numbering `_counters`, their attachments under
 * `pqrsd/` in Storage; the hourly rate counters `_pqrsd_rate` hold only salted hashes and expire,
 * so no backup takes them). A backup holds them only when the
 * administrator ticks "Incluir datos personales", and its file name says so. The one list to
 * extend when another collection of personal data appears.
 */
export const PERSONAL_DATA = {
  collections: [
    'pqrsd',
    '_pqrsdQueue',
    '_outbox',
    '_counters',
    // The families' subscriptions (decision 0039): addresses, push endpoints, notices, «Enterado»
    // marks and their mail.
    'suscriptores',
    'suscriptoresPush',
    '_avisos',
    '_enterados',
    '_outboxAvisos',
  ],
  storagePrefixes: ['pqrsd/'],
} as const;

/** The content collections a backup always holds: every collection of the model (settings included), then the Papelera. */
export const CONTENT_COLLECTIONS: readonly string[] = [...COLLECTION_NAMES, TRASH];

/**
 * One set of documents a backup holds, as one zip entry. The export writes exactly these and the
 * restore accepts exactly these (backup/restore/plan.ts): a set, a zip path or a document path
 * outside them is not something this site ever wrote.
 */
export interface DocumentSet {
  /** The manifest's name for it: a collection, `_trash`, or `_history`. */
  set: string;
  /** Its entry in the zip. */
  path: string;
  /** What its documents are: a content collection's records, Papelera entries, kept versions, personal data. */
  kind: 'records' | 'trash' | 'history' | 'ita' | 'personal';
  personal: boolean;
}

/** Every document set of a backup, in the export's order; the personal ones only when asked for. */
export function documentSets(personal: boolean): DocumentSet[] {
  return [
    ...CONTENT_COLLECTIONS.map((name): DocumentSet => ({
      set: name,
      path: `colecciones/${name}.json`,
      kind: name === TRASH ? 'trash' : 'records',
      personal: false,
    })),
    { set: HISTORY_ROOT, path: 'historial.json', kind: 'history', personal: false },
    // What the school answered in the transparency checklist: hours of a secretary's work.
    { set: ITA_COLLECTION, path: 'indice-transparencia.json', kind: 'ita', personal: false },
    ...(personal
      ? PERSONAL_DATA.collections.map((name): DocumentSet => ({
          set: name,
          path: `datos-personales/${name}.json`,
          kind: 'personal',
          personal: true,
        }))
      : []),
  ];
}

/** The Storage prefixes a backup takes files from: the site's media, and personal data's only when asked for. */
export function filePrefixes(personal: boolean): Array<{ prefix: string; personal: boolean }> {
  return [
    { prefix: MEDIA_PREFIX, personal: false },
    ...(personal ? PERSONAL_DATA.storagePrefixes.map((prefix) => ({ prefix, personal: true })) : []),
  ];
}

/** A backup's files live under `archivos/{storage path}`. */
export const FILES_DIR = 'archivos/';

/** Where the weekly automatic backups are kept in Storage, and how many. */
export const AUTO_BACKUP_PREFIX = 'backups/';
export const AUTO_BACKUPS_KEPT = 4;
export const AUTO_BACKUP_EVERY_MS = 7 * 24 * 60 * 60 * 1000;

/** The school's calendar day (Bogotá), as the admin shows dates: a backup at 8 p.m. is today's. */
const schoolDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Bogota',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `copia-colegio-2026-11-25.zip`, or `…-con-datos-personales.zip`: the name says what it holds. */
export function backupFileName(at: Date, personal: boolean): string {
  const day = schoolDay.format(at);
  return `copia-colegio-${day}${personal ? '-con-datos-personales' : ''}.zip`;
}

/** A weekly backup's object name: sortable by time, never personal data. */
export function autoBackupObject(at: Date): string {
  return `${AUTO_BACKUP_PREFIX}copia-colegio-${at.toISOString().replace(/[:.]/g, '-')}.zip`;
}

/** Only names the weekly run writes: nothing else in the bucket can be asked for through the API. */
export const AUTO_BACKUP_NAME = /^copia-colegio-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.zip$/;

/**
 * This site's identity, as a backup's manifest names it: the Firebase project id (the runtime and
 * the emulators set GCLOUD_PROJECT; the command line sets it too). Empty when unknown.
 */
export function currentSiteId(): string {
  return process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? '';
}
