/**
 * The restore's dry run: everything a restore would write, judged and prepared before
 * the first write. Every document is checked where it goes and what it is (documents.ts), every
 * file by its bytes, images cleaned as an upload cleans them (files.ts); what passes is staged in
 * a temporary folder, from which the write takes it, so the write reads no byte the dry run did
 * not judge. A refusal anywhere refuses the whole backup: a hostile backup writes nothing.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { documentSets } from '../contents';
import { checkDocument } from './documents';
import { FileStager, type StagedFile } from './files';
import { BackupRefused, cappedBytes } from './limits';
import { parseDocuments, type VerifiedBackup } from './verify';

export interface StagedDocuments {
  set: string;
  staged: string;
  count: number;
}

export interface RestorePlan {
  documents: StagedDocuments[];
  files: StagedFile[];
  /** What would be written, in words, for the administrator. */
  report: string[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** "Se escribiría 1 documento", "Se escribirían 3 archivos". */
const wouldWrite = (n: number, one: string, many: string) =>
  `Se escribiría${n === 1 ? '' : 'n'} ${plural(n, one, many)}`;

/** Checks and stages everything in `backup` into `dir`; writes nothing anywhere else. */
export async function planRestore(
  backup: VerifiedBackup,
  dir: string,
  say: (line: string) => void = () => undefined,
): Promise<RestorePlan> {
  const { zip, entries, manifest, limits } = backup;
  const sets = new Map(documentSets(manifest.personalData === true).map((s) => [s.set, s]));
  const documents: StagedDocuments[] = [];
  const report: string[] = [];
  for (const [i, doc] of manifest.documents.entries()) {
    const bytes = await cappedBytes(zip, entries.get(doc.path)!, limits.maxDocumentsBytes);
    // Read again for the dry run: still the bytes the manifest names.
    if (createHash('sha256').update(bytes).digest('hex') !== doc.sha256)
      throw new BackupRefused(`«${doc.path}» cambió durante la restauración.`);
    const set = sets.get(doc.set)!;
    for (const d of parseDocuments(bytes, doc.path)) checkDocument(set, d);
    const staged = join(dir, `documentos-${i}.json`);
    await writeFile(staged, bytes);
    documents.push({ set: doc.set, staged, count: doc.count });
    if (doc.count > 0) report.push(`  ${doc.set}: ${plural(doc.count, 'documento', 'documentos')}`);
  }
  say('Documentos válidos para el modelo de contenido.');

  const stager = new FileStager(zip, dir, limits.maxFileBytes, manifest.files);
  for (const file of manifest.files) await stager.add(file, entries.get(file.path)!);
  say('Archivos válidos para sus reglas de subida.');

  const total = documents.reduce((n, d) => n + d.count, 0);
  report.unshift(`${wouldWrite(total, 'documento', 'documentos')}:`);
  report.push(
    `${wouldWrite(stager.staged.length, 'archivo', 'archivos')}: ${plural(stager.cleanedImages, 'imagen limpiada', 'imágenes limpiadas')} como en una subida (sin metadatos), con sus variantes hechas de nuevo` +
      (stager.replacedVariants ? ` (las ${stager.replacedVariants} variantes de la copia no se usan).` : '.'),
  );
  return { documents, files: stager.staged, report };
}
