/**
 * Checks uploaded files against the collection's declared file fields and upload rules, and
 * stores them only when every one passed: a request with one bad file stores nothing. Each file is
 * stored bound to the collection and field it was checked for.
 */
import { InvalidInput, FileRejected } from '../domain/errors';
import {
  checkUpload,
  displayNameWithExtension,
  EXTENSION_OF,
  isFileField,
  isUploadField,
  ruleIdOf,
  UPLOAD_RULES,
  type CollectionDef,
  type FileChoices,
  type UploadRuleId,
} from '../model';
import type { Bucket } from './bucket';
import { fileFacts } from './sniff';
import { removeFiles, storeFile } from './store';

/** One file as it arrived in a request (the multipart parser produces these). */
export interface IncomingFile {
  field: string;
  /** The name the file had on the administrator's computer: kept only as a display name. */
  originalName: string;
  bytes: Buffer;
  /** True when the file was cut at the parser's size limit: it is over every limit we have. */
  truncated: boolean;
}

/** The rule of a file field, or a 400 when the collection has no such file field. */
function ruleOf(def: CollectionDef, field: string): UploadRuleId {
  const declared = Object.prototype.hasOwnProperty.call(def.fields, field) ? def.fields[field] : undefined;
  if (!declared || !isUploadField(declared)) {
    throw new InvalidInput(`«${field}» no es un campo de archivo de ${def.name}.`, 'unknown-file-field');
  }
  return ruleIdOf(declared);
}

export interface AcceptedFile {
  upload: IncomingFile;
  detected: 'jpeg' | 'png' | 'webp' | 'pdf';
  rule: UploadRuleId;
}

/** Checks every file (type from the bytes, size, exact dimensions); throws the first problem. */
export function checkFiles(def: CollectionDef, uploads: IncomingFile[]): AcceptedFile[] {
  return uploads.map((upload) => {
    const ruleId = ruleOf(def, upload.field);
    const rule = UPLOAD_RULES[ruleId];
    const facts = fileFacts(upload.bytes);
    // A truncated file is larger than the largest limit we read: report it as too large.
    const problem = checkUpload(rule, upload.truncated ? { ...facts, bytes: rule.maxBytes + 1 } : facts);
    if (problem) throw new FileRejected(problem.status === 413 ? 'too-large' : 'invalid', problem.message);
    return { upload, detected: facts.detected!, rule: ruleId };
  });
}

/**
 * Stores checked files of `collection` for `uploader`; if one fails, the ones already stored are
 * removed again. Answers field → stored and original name.
 */
export async function storeFiles(
  bucket: Bucket,
  accepted: AcceptedFile[],
  { collection, uploader }: { collection: string; uploader: string },
): Promise<FileChoices> {
  const stored: FileChoices = {};
  try {
    for (const { upload, detected, rule } of accepted) {
      // Shown and downloaded under the detected type's extension: a PDF sent as x.html is x.pdf.
      const name = displayNameWithExtension(upload.originalName, EXTENSION_OF[detected]);
      const binding = { collection, field: upload.field, rule, uploader, originalName: name };
      stored[upload.field] = { stored: await storeFile(bucket, upload.bytes, detected, binding), name };
    }
  } catch (err) {
    await removeFiles(bucket, storedNames(stored)).catch(() => undefined);
    throw err;
  }
  return stored;
}

export const storedNames = (files: FileChoices): string[] => Object.values(files).map((f) => f.stored);

/** Largest file any field of the collection accepts, for the multipart limits. */
export function largestFileLimit(def: CollectionDef): number {
  return Math.max(
    0,
    ...Object.values(def.fields)
      .filter(isUploadField)
      .map((f) => UPLOAD_RULES[ruleIdOf(f)].maxBytes),
  );
}

export function fileFieldCount(def: CollectionDef): number {
  return Object.values(def.fields).filter(isFileField).length;
}
