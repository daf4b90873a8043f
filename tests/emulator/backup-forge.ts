/**
 * Hand-made backups: what someone who knows the format could build, with every SHA-256,
 * size and count right, so only the restore's own judgement stands between it and a project.
 * Used by the unit tests (the dry run) and the emulator test (the write).
 */
import { createHash } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { CONTENT_MODEL_VERSION } from '../../functions/src/model';
import type {
  BackupDocument,
  BackupManifest,
  ManifestDocuments,
  ManifestFile,
} from '../../functions/src/backup/manifest';
import { photoWithGps } from './hostile-images';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const dir = mkdtempSync(join(tmpdir(), 'copia-forjada-'));
let n = 0;

export interface ForgedSet {
  set: string;
  /** The zip entry; the export's own for the set when not given. */
  path?: string;
  docs: BackupDocument[];
  personal?: boolean;
}

export interface ForgedFile {
  storagePath: string;
  /** The bytes, or `zeros` of that many zero bytes streamed in (a zip bomb: ~1000:1). */
  bytes?: Buffer;
  zeros?: number;
  contentType?: string;
  metadata?: Record<string, string>;
  personal?: boolean;
}

const setPath = (set: string, personal?: boolean) =>
  set === '_history'
    ? 'historial.json'
    : personal
      ? `datos-personales/${set}.json`
      : `colecciones/${set}.json`;

function* zeroChunks(size: number) {
  const chunk = Buffer.alloc(1024 * 1024);
  for (let left = size; left > 0; left -= chunk.length)
    yield left >= chunk.length ? chunk : chunk.subarray(0, left);
}

function hashZeros(size: number): string {
  const hash = createHash('sha256');
  for (const chunk of zeroChunks(size)) hash.update(chunk);
  return hash.digest('hex');
}

/** Writes the backup's zip (manifest last, as the export) and answers its path. */
export async function forgeBackup({
  sets = [],
  files = [],
  personalData = false,
  site,
  school,
}: {
  sets?: ForgedSet[];
  files?: ForgedFile[];
  personalData?: boolean;
  /** The site the manifest names (none: as a backup made before manifests named it). */
  site?: string;
  /** The school of the platform it names (none: a single-school site's backup). */
  school?: string;
}): Promise<string> {
  const path = join(dir, `copia-${(n += 1)}.zip`);
  const zip = new ZipFile();
  const documents: ManifestDocuments[] = [];
  for (const s of sets) {
    const bytes = Buffer.from(JSON.stringify(s.docs));
    const entry = s.path ?? setPath(s.set, s.personal);
    zip.addBuffer(bytes, entry);
    documents.push({
      path: entry,
      size: bytes.length,
      sha256: sha(bytes),
      set: s.set,
      count: s.docs.length,
      personal: s.personal ?? false,
    });
  }
  const listed: ManifestFile[] = [];
  for (const f of files) {
    const entry = `archivos/${f.storagePath}`;
    if (f.zeros !== undefined)
      zip.addReadStream(Readable.from(zeroChunks(f.zeros)), entry, { compress: true });
    else zip.addBuffer(f.bytes!, entry, { compress: false });
    listed.push({
      path: entry,
      size: f.zeros ?? f.bytes!.length,
      sha256: f.zeros !== undefined ? hashZeros(f.zeros) : sha(f.bytes!),
      storagePath: f.storagePath,
      ...(f.contentType ? { contentType: f.contentType } : {}),
      ...(f.metadata ? { metadata: f.metadata } : {}),
      personal: f.personal ?? false,
    });
  }
  const manifest: BackupManifest = {
    format: 'copia-colegio',
    contentModelVersion: CONTENT_MODEL_VERSION,
    createdAt: '2026-11-25T07:00:00.000Z',
    ...(site ? { site } : {}),
    ...(school ? { school } : {}),
    personalData,
    counts: Object.fromEntries(documents.map((d) => [d.set, d.count])),
    documents,
    files: listed,
  };
  zip.addBuffer(Buffer.from(JSON.stringify(manifest)), 'manifest.json');
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
  return path;
}

/**
 * Makes the zip's central directory claim `size` uncompressed bytes for `entry` (what a bomb
 * does to look harmless); the data and the manifest stay as they are.
 */
export function lieAboutSize(zipPath: string, entry: string, size: number): void {
  const buf = readFileSync(zipPath);
  for (let i = buf.length - 22; i >= 0; i--) {
    if (buf.readUInt32LE(i) !== 0x02014b50) continue;
    const nameLength = buf.readUInt16LE(i + 28);
    if (buf.toString('utf8', i + 46, i + 46 + nameLength) === entry) {
      buf.writeUInt32LE(size, i + 24);
      writeFileSync(zipPath, buf);
      return;
    }
  }
  throw new Error(`no central directory entry ${entry}`);
}

const AT = '2026-11-20T15:00:00.000Z';

/** A stored name as the site makes them (`makeStoredName`). */
export const storedName = (hex: string, extension: string) =>
  `mhz3k1a-${hex.padEnd(20, '0').slice(0, 20)}.${extension}`;

/** A docente as the site stores one, with its photo's name. */
export const docente = (id: string, image = '') => ({
  path: `docentes/${id}`,
  data: { title: `Docente ${id}`, image, createdAt: AT, updatedAt: AT },
});

/** A staff photo as an upload binds it. */
export const staffBinding = {
  collection: 'docentes',
  field: 'image',
  rule: 'staff',
  uploader: 'uid-admin',
  originalName: 'foto.jpg',
  uploadedAt: AT,
};

/** A backup any site could have made, but its photo still carries the phone's GPS position. */
export async function backupWithGpsPhoto(): Promise<{ path: string; name: string; photo: Buffer }> {
  const name = storedName('a1', 'jpg');
  const photo = await photoWithGps(1040, 1040);
  const path = await forgeBackup({
    sets: [{ set: 'docentes', docs: [docente('ana', name)] }],
    files: [
      { storagePath: `media/${name}`, bytes: photo, contentType: 'image/jpeg', metadata: staffBinding },
    ],
  });
  return { path, name, photo };
}
