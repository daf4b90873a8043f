/**
 * Checks a backup's integrity before anything is written: the zip must be
 * complete (its central directory read, every entry's size and CRC as recorded), within the caps
 * of limits.ts, its `manifest.json` from this site's format and from a content model no newer
 * than this code's, naming only the document sets and Storage prefixes an export writes
 * (backup/contents.ts), and every entry exactly what the manifest says: listed once, same size,
 * same SHA-256, every document set with its count. The first difference refuses the backup with
 * the reason (`BackupRefused`). What the entries hold is judged next, by plan.ts.
 */
import { createHash } from 'node:crypto';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { CONTENT_MODEL_VERSION } from '../../model';
import { documentSets, filePrefixes, FILES_DIR } from '../contents';
import { BACKUP_FORMAT, MANIFEST_ENTRY, type BackupDocument, type BackupManifest } from '../manifest';
import {
  BackupRefused,
  ByteBudget,
  cappedBytes,
  cappedChunks,
  DEFAULT_LIMITS,
  tooLarge,
  tooLargeTotal,
  type RestoreLimits,
} from './limits';

export { BackupRefused } from './limits';

export function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true },
      (err, zip) =>
        err || !zip
          ? // The reader's own words (English) stay out: the administrator reads this.
            reject(
              new BackupRefused(
                'El archivo no es una copia completa: no es un .zip, o está incompleto o dañado.',
              ),
            )
          : resolve(zip),
    ),
  );
}

/** Every entry by name; a name twice (the second would hide the first) is refused. */
export async function listEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      if (entries.has(entry.fileName))
        return reject(new BackupRefused(`La copia contiene «${entry.fileName}» dos veces.`));
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', (err: Error) =>
      reject(new BackupRefused(`El archivo no es una copia completa (${err.message}).`)),
    );
    zip.readEntry();
  });
  return entries;
}

/** Size and SHA-256 of an entry, read as a stream within its cap. */
async function measure(
  zip: ZipFile,
  entry: Entry,
  max: number,
  budget: ByteBudget,
): Promise<{ size: number; sha256: string; bytes?: Buffer }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of cappedChunks(zip, entry, max, budget)) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

export function parseDocuments(bytes: Buffer, path: string): BackupDocument[] {
  try {
    const docs = JSON.parse(bytes.toString('utf8')) as unknown;
    const isDoc = (d: unknown) => {
      const doc = d as BackupDocument | null;
      return (
        !!doc &&
        typeof doc.path === 'string' &&
        typeof doc.data === 'object' &&
        doc.data !== null &&
        !Array.isArray(doc.data)
      );
    };
    if (!Array.isArray(docs) || !docs.every(isDoc)) throw new Error();
    return docs as BackupDocument[];
  } catch {
    throw new BackupRefused(`«${path}» no es una lista de documentos válida.`);
  }
}

/** A Storage path a backup may name: plain segments, nothing that climbs or hides. */
const SAFE_STORAGE_PATH = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/**
 * The manifest names only what an export writes: the document sets of `documentSets` (personal
 * ones only in a personal-data backup) at their own zip paths, each once, and files under the
 * export's Storage prefixes at `archivos/{storage path}`. Judged before a byte of them is read.
 */
function checkManifestTargets(manifest: BackupManifest): void {
  const allowed = new Map(documentSets(manifest.personalData === true).map((s) => [s.set, s]));
  const seen = new Set<string>();
  for (const doc of manifest.documents) {
    const known = typeof doc?.set === 'string' ? allowed.get(doc.set) : undefined;
    if (!known || known.path !== doc.path || known.personal !== doc.personal) {
      const what = typeof doc?.set === 'string' ? doc.set.slice(0, 80) : '?';
      throw new BackupRefused(
        `La copia quiere escribir el conjunto «${what}», que una copia de este sitio no contiene.`,
      );
    }
    if (seen.has(doc.set)) throw new BackupRefused(`La copia lista el conjunto «${doc.set}» dos veces.`);
    seen.add(doc.set);
    if (
      !Number.isInteger(doc.count) ||
      doc.count < 0 ||
      !Number.isInteger(doc.size) ||
      typeof doc.sha256 !== 'string'
    ) {
      throw new BackupRefused(`El manifest.json describe mal «${doc.path}».`);
    }
  }
  const prefixes = filePrefixes(manifest.personalData === true);
  const storagePaths = new Set<string>();
  for (const file of manifest.files) {
    const target = typeof file?.storagePath === 'string' ? file.storagePath : '';
    const prefix = prefixes.find((p) => target.startsWith(p.prefix));
    if (
      !prefix ||
      prefix.personal !== file.personal ||
      !SAFE_STORAGE_PATH.test(target) ||
      file.path !== `${FILES_DIR}${target}`
    ) {
      throw new BackupRefused(
        `La copia quiere escribir el archivo «${target.slice(0, 120)}», fuera de donde el sitio guarda archivos.`,
      );
    }
    if (storagePaths.has(target)) throw new BackupRefused(`La copia lista el archivo «${target}» dos veces.`);
    storagePaths.add(target);
    if (!Number.isInteger(file.size) || typeof file.sha256 !== 'string')
      throw new BackupRefused(`El manifest.json describe mal «${file.path}».`);
  }
}

/**
 * A backup of another site, or one that does not say, is not restored over this one; on the
 * platform, nor one of another school, or of no school (a single-school site's, which
 * `npm run migrate` moves into an empty school): nothing of one school is written into another.
 */
function checkSite(manifest: BackupManifest, expected: string, expectedSchool?: string): void {
  const site = typeof manifest.site === 'string' ? manifest.site.slice(0, 80) : '';
  if (!site)
    throw new BackupRefused(
      'La copia no dice de qué sitio es (se hizo antes de que las copias lo indicaran): un técnico puede restaurarla con la línea de comandos (npm run restore).',
    );
  if (site !== expected)
    throw new BackupRefused(
      `La copia es de otro sitio («${site}»), no de este («${expected}»): no se restaura aquí.`,
    );
  if (expectedSchool === undefined) return;
  const school = typeof manifest.school === 'string' ? manifest.school.slice(0, 80) : '';
  if (!school)
    throw new BackupRefused(
      'La copia no dice de qué colegio es (se hizo antes de la plataforma): un técnico puede llevarla a un colegio vacío con la línea de comandos (npm run migrate).',
    );
  if (school !== expectedSchool)
    throw new BackupRefused(
      `La copia es de otro colegio («${school}»), no de este («${expectedSchool}»): no se restaura aquí.`,
    );
}

export interface VerifiedBackup {
  zip: ZipFile;
  entries: Map<string, Entry>;
  manifest: BackupManifest;
  /** SHA-256 of the manifest: the backup's identity, for resuming the same restore. */
  id: string;
  limits: RestoreLimits;
}

/** Opens and checks the whole backup; writes nothing. */
export async function verifyBackup(
  path: string,
  onProgress: (line: string) => void = () => undefined,
  limits: RestoreLimits = DEFAULT_LIMITS,
  /** The site the backup must be of (the admin's restore); the command line does not ask. */
  expectedSite?: string,
  /** With `expectedSite`, on the platform: the school the backup must be of. */
  expectedSchool?: string,
): Promise<VerifiedBackup> {
  const zip = await openZip(path);
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw new BackupRefused(
        `La copia tiene ${zip.entryCount} entradas; el máximo es ${limits.maxEntries}: no es una copia de este sitio.`,
      );
    }
    const entries = await listEntries(zip);
    // What the zip declares, refused before reading when already too much (the real bytes are counted again).
    const declared = [...entries.values()].reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (declared > limits.maxTotalBytes) throw tooLargeTotal(limits.maxTotalBytes);
    const budget = new ByteBudget(limits.maxTotalBytes);

    const manifestEntry = entries.get(MANIFEST_ENTRY);
    if (!manifestEntry)
      throw new BackupRefused(
        'La copia no tiene manifest.json: está incompleta o no es una copia de este sitio.',
      );
    const manifestBytes = await cappedBytes(zip, manifestEntry, limits.maxManifestBytes, budget);
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse(manifestBytes.toString('utf8')) as BackupManifest;
    } catch {
      throw new BackupRefused('El manifest.json de la copia no es un JSON válido.');
    }
    if (
      manifest?.format !== BACKUP_FORMAT ||
      !Array.isArray(manifest.documents) ||
      !Array.isArray(manifest.files)
    ) {
      throw new BackupRefused('El manifest.json no es el de una copia de este sitio.');
    }
    if (
      !Number.isInteger(manifest.contentModelVersion) ||
      manifest.contentModelVersion > CONTENT_MODEL_VERSION
    ) {
      throw new BackupRefused(
        `La copia es de una versión más nueva del modelo de contenido (${manifest.contentModelVersion}; este código conoce hasta la ${CONTENT_MODEL_VERSION}): actualice el sitio antes de restaurarla.`,
      );
    }
    if (expectedSite !== undefined) checkSite(manifest, expectedSite, expectedSchool);
    checkManifestTargets(manifest);
    const listed = new Set([
      MANIFEST_ENTRY,
      ...manifest.documents.map((d) => d.path),
      ...manifest.files.map((f) => f.path),
    ]);
    for (const name of entries.keys()) {
      if (!listed.has(name))
        throw new BackupRefused(`La copia contiene «${name}», que su manifest.json no lista.`);
    }
    // Every declared size within its cap before the first entry is inflated.
    for (const doc of manifest.documents) {
      const entry = entries.get(doc.path);
      if (entry && entry.uncompressedSize > limits.maxDocumentsBytes)
        throw tooLarge(doc.path, limits.maxDocumentsBytes);
    }
    for (const file of manifest.files) {
      const entry = entries.get(file.path);
      if (entry && entry.uncompressedSize > limits.maxFileBytes)
        throw tooLarge(file.path, limits.maxFileBytes);
    }

    for (const doc of manifest.documents) {
      const entry = entries.get(doc.path);
      if (!entry) throw new BackupRefused(`Falta «${doc.path}» en la copia.`);
      const bytes = await cappedBytes(zip, entry, limits.maxDocumentsBytes, budget);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      if (bytes.length !== doc.size || sha256 !== doc.sha256)
        throw new BackupRefused(
          `«${doc.path}» no coincide con su huella SHA-256 del manifest: la copia fue alterada o está dañada.`,
        );
      const count = parseDocuments(bytes, doc.path).length;
      if (count !== doc.count || manifest.counts?.[doc.set] !== count) {
        throw new BackupRefused(`«${doc.path}» tiene ${count} documentos y el manifest dice ${doc.count}.`);
      }
    }
    onProgress(`Documentos comprobados: ${manifest.documents.length} listas.`);
    for (const file of manifest.files) {
      const entry = entries.get(file.path);
      if (!entry) throw new BackupRefused(`Falta el archivo «${file.path}» en la copia.`);
      const got = await measure(zip, entry, limits.maxFileBytes, budget);
      if (got.size !== file.size || got.sha256 !== file.sha256) {
        throw new BackupRefused(
          `El archivo «${file.path}» no coincide con su huella SHA-256 del manifest: la copia fue alterada o está dañada.`,
        );
      }
    }
    onProgress(`Archivos comprobados: ${manifest.files.length}.`);
    return { zip, entries, manifest, id: createHash('sha256').update(manifestBytes).digest('hex'), limits };
  } catch (err) {
    zip.close();
    throw err;
  }
}
