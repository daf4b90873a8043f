/**
 * How much a backup may hold, and reading its entries within that: a zip says how big
 * each entry is, but a hand-made one can lie, and a few kilobytes of deflate can expand to
 * gigabytes (a zip bomb). So every entry is read as a stream whose bytes are counted as they come
 * out of the decompressor, and the read stops at the first byte past its cap: memory stays one
 * chunk, whatever the zip claims. The declared sizes are only used to refuse early.
 */
import type { Readable } from 'node:stream';
import type { Entry, ZipFile } from 'yauzl';
import { MB, PQRSD_MAX_ATTACHMENT_BYTES, UPLOAD_RULES } from '../../model';

export class BackupRefused extends Error {}

export interface RestoreLimits {
  /** Entries in the zip (its central directory says how many before anything is read). */
  maxEntries: number;
  /** One stored file (`archivos/…`). */
  maxFileBytes: number;
  /** One list of documents (`colecciones/….json`, `historial.json`). */
  maxDocumentsBytes: number;
  /** `manifest.json`. */
  maxManifestBytes: number;
  /** Everything the zip holds, uncompressed. */
  maxTotalBytes: number;
}

/** The largest file anyone can upload to the site (an upload rule, a PQRSD attachment). */
const LARGEST_UPLOAD = Math.max(
  PQRSD_MAX_ATTACHMENT_BYTES,
  ...Object.values(UPLOAD_RULES).map((r) => r.maxBytes),
);

export const DEFAULT_LIMITS: RestoreLimits = {
  // Tens of thousands of photos with their variants; far beyond a school's site.
  maxEntries: 200_000,
  // Twice the largest upload: a stored file is an upload, cleaned (never larger), or a variant of one.
  maxFileBytes: 2 * LARGEST_UPLOAD,
  // A list is parsed whole; this keeps the restore's memory under a gigabyte.
  maxDocumentsBytes: 256 * MB,
  maxManifestBytes: 64 * MB,
  maxTotalBytes: 64 * 1024 * MB,
};

const inMb = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** The refusal for an entry past its cap, the same whether the zip declared it or the bytes showed it. */
export const tooLarge = (name: string, max: number) =>
  new BackupRefused(
    `«${name}» supera el tamaño máximo de una entrada de la copia (${inMb(max)}): no es una copia de este sitio.`,
  );

export const tooLargeTotal = (max: number) =>
  new BackupRefused(
    `La copia descomprimida supera el máximo de ${inMb(max)}: no es una copia de este sitio.`,
  );

/** Counts every byte read from the zip, across entries, against the total cap. */
export class ByteBudget {
  private used = 0;
  constructor(private readonly max: number) {}
  take(bytes: number): void {
    this.used += bytes;
    if (this.used > this.max) throw tooLargeTotal(this.max);
  }
}

export function entryStream(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) =>
      err || !stream
        ? reject(new BackupRefused(`No se pudo leer «${entry.fileName}» de la copia: ${err?.message}.`))
        : resolve(stream),
    ),
  );
}

/**
 * The chunks of an entry, refused as soon as it passes `max` bytes (declared or real) or the
 * budget; the decompressor is destroyed then, so nothing past the cap is ever inflated.
 */
export async function* cappedChunks(
  zip: ZipFile,
  entry: Entry,
  max: number,
  budget?: ByteBudget,
): AsyncGenerator<Buffer> {
  if (entry.uncompressedSize > max) throw tooLarge(entry.fileName, max);
  const stream = await entryStream(zip, entry);
  let size = 0;
  try {
    for await (const chunk of stream) {
      const bytes = chunk as Buffer;
      size += bytes.length;
      if (size > max) throw tooLarge(entry.fileName, max);
      budget?.take(bytes.length);
      yield bytes;
    }
  } catch (err) {
    throw err instanceof BackupRefused
      ? err
      : new BackupRefused(`«${entry.fileName}» está dañado en la copia (${(err as Error).message}).`);
  } finally {
    stream.destroy();
  }
}

/** A small entry whole (a manifest, a list of documents), within its cap. */
export async function cappedBytes(
  zip: ZipFile,
  entry: Entry,
  max: number,
  budget?: ByteBudget,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of cappedChunks(zip, entry, max, budget)) chunks.push(chunk);
  return Buffer.concat(chunks);
}
