/**
 * Checks a backup before anything is written (issue 26): the zip must be complete (its central
 * directory read, every entry's size and CRC as recorded), its `manifest.json` from this site's
 * format and from a content model no newer than this code's, and every entry exactly what the
 * manifest says: listed, same size, same SHA-256, every document set with its count. The first
 * difference refuses the backup with the reason (`BackupRefused`).
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { CONTENT_MODEL_VERSION } from '../../functions/src/model';
import { BACKUP_FORMAT, MANIFEST_ENTRY, type BackupDocument, type BackupManifest } from '../../functions/src/backup/manifest';

export class BackupRefused extends Error {}

/** The manifest is small (a line per file); anything larger is not ours. */
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

export function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true }, (err, zip) =>
      err || !zip
        ? reject(new BackupRefused(`El archivo no es una copia completa (zip incompleto o dañado: ${err?.message ?? 'ilegible'}).`))
        : resolve(zip),
    ),
  );
}

export async function listEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', (err: Error) => reject(new BackupRefused(`El archivo no es una copia completa (${err.message}).`)));
    zip.readEntry();
  });
  return entries;
}

export function entryStream(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => (err || !stream ? reject(new BackupRefused(`No se pudo leer «${entry.fileName}» de la copia: ${err?.message}.`)) : resolve(stream))),
  );
}

export async function entryBytes(zip: ZipFile, entry: Entry, max = Infinity): Promise<Buffer> {
  if (entry.uncompressedSize > max) throw new BackupRefused(`«${entry.fileName}» es demasiado grande para ser parte de una copia.`);
  const chunks: Buffer[] = [];
  for await (const chunk of await entryStream(zip, entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Size and SHA-256 of an entry, read as a stream (a file of the backup may be large). */
async function measure(zip: ZipFile, entry: Entry): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  try {
    for await (const chunk of await entryStream(zip, entry)) {
      hash.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
  } catch (err) {
    throw err instanceof BackupRefused ? err : new BackupRefused(`«${entry.fileName}» está dañado en la copia (${(err as Error).message}).`);
  }
  return { size, sha256: hash.digest('hex') };
}

export function parseDocuments(bytes: Buffer, path: string): BackupDocument[] {
  try {
    const docs = JSON.parse(bytes.toString('utf8')) as unknown;
    if (!Array.isArray(docs) || !docs.every((d) => d && typeof (d as BackupDocument).path === 'string' && typeof (d as BackupDocument).data === 'object')) throw new Error();
    return docs as BackupDocument[];
  } catch {
    throw new BackupRefused(`«${path}» no es una lista de documentos válida.`);
  }
}

export interface VerifiedBackup {
  zip: ZipFile;
  entries: Map<string, Entry>;
  manifest: BackupManifest;
  /** SHA-256 of the manifest: the backup's identity, for resuming the same restore. */
  id: string;
}

/** Opens and checks the whole backup; writes nothing. */
export async function verifyBackup(path: string, onProgress: (line: string) => void = () => undefined): Promise<VerifiedBackup> {
  const zip = await openZip(path);
  try {
    const entries = await listEntries(zip);
    const manifestEntry = entries.get(MANIFEST_ENTRY);
    if (!manifestEntry) throw new BackupRefused('La copia no tiene manifest.json: está incompleta o no es una copia de este sitio.');
    const manifestBytes = await entryBytes(zip, manifestEntry, MAX_MANIFEST_BYTES);
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse(manifestBytes.toString('utf8')) as BackupManifest;
    } catch {
      throw new BackupRefused('El manifest.json de la copia no es un JSON válido.');
    }
    if (manifest?.format !== BACKUP_FORMAT || !Array.isArray(manifest.documents) || !Array.isArray(manifest.files)) {
      throw new BackupRefused('El manifest.json no es el de una copia de este sitio.');
    }
    if (!Number.isInteger(manifest.contentModelVersion) || manifest.contentModelVersion > CONTENT_MODEL_VERSION) {
      throw new BackupRefused(
        `La copia es de una versión más nueva del modelo de contenido (${manifest.contentModelVersion}; este código conoce hasta la ${CONTENT_MODEL_VERSION}): actualice el sitio antes de restaurarla.`,
      );
    }
    const listed = new Set([MANIFEST_ENTRY, ...manifest.documents.map((d) => d.path), ...manifest.files.map((f) => f.path)]);
    for (const name of entries.keys()) {
      if (!listed.has(name)) throw new BackupRefused(`La copia contiene «${name}», que su manifest.json no lista.`);
    }
    for (const doc of manifest.documents) {
      const entry = entries.get(doc.path);
      if (!entry) throw new BackupRefused(`Falta «${doc.path}» en la copia.`);
      const bytes = await entryBytes(zip, entry).catch((err: Error) => {
        throw err instanceof BackupRefused ? err : new BackupRefused(`«${doc.path}» está dañado en la copia (${err.message}).`);
      });
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      if (bytes.length !== doc.size || sha256 !== doc.sha256) throw new BackupRefused(`«${doc.path}» no coincide con su huella SHA-256 del manifest: la copia fue alterada o está dañada.`);
      const count = parseDocuments(bytes, doc.path).length;
      if (count !== doc.count || manifest.counts?.[doc.set] !== count) {
        throw new BackupRefused(`«${doc.path}» tiene ${count} documentos y el manifest dice ${doc.count}.`);
      }
    }
    onProgress(`Documentos comprobados: ${manifest.documents.length} listas.`);
    for (const file of manifest.files) {
      const entry = entries.get(file.path);
      if (!entry) throw new BackupRefused(`Falta el archivo «${file.path}» en la copia.`);
      const got = await measure(zip, entry);
      if (got.size !== file.size || got.sha256 !== file.sha256) {
        throw new BackupRefused(`El archivo «${file.path}» no coincide con su huella SHA-256 del manifest: la copia fue alterada o está dañada.`);
      }
    }
    onProgress(`Archivos comprobados: ${manifest.files.length}.`);
    return { zip, entries, manifest, id: createHash('sha256').update(manifestBytes).digest('hex') };
  } catch (err) {
    zip.close();
    throw err;
  }
}
