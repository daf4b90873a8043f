/**
 * Checks uploaded files against the collection's declared file fields and upload rules, and
 * stores them only when every one passed: a request with one bad file stores nothing.
 */
import type { UploadedFile } from '../http/multipart';
import { HttpError } from '../http/errors';
import { checkUpload, isFileField, UPLOAD_RULES, type CollectionDef } from '../model';
import type { Bucket } from './bucket';
import { fileFacts } from './sniff';
import { removeFiles, storeFile } from './store';

export interface StoredFiles {
  /** field → stored name */
  files: Record<string, string>;
  /** field → original file name (for the display-name fields) */
  names: Record<string, string>;
}

/** The rule of a file field, or a 400 when the collection has no such file field. */
function ruleOf(def: CollectionDef, field: string) {
  const declared = Object.prototype.hasOwnProperty.call(def.fields, field) ? def.fields[field] : undefined;
  if (!declared || !isFileField(declared)) {
    throw new HttpError(400, 'unknown-file-field', `«${field}» no es un campo de archivo de ${def.name}.`);
  }
  return { label: declared.label, rule: declared.kind === 'pdf' ? UPLOAD_RULES.pdf : UPLOAD_RULES[declared.rule] };
}

export interface AcceptedFile {
  upload: UploadedFile;
  detected: 'jpeg' | 'png' | 'webp' | 'pdf';
}

/** Checks every file (type from the bytes, size, exact dimensions); throws the first problem. */
export function checkFiles(def: CollectionDef, uploads: UploadedFile[]): AcceptedFile[] {
  return uploads.map((upload) => {
    const { rule } = ruleOf(def, upload.field);
    const facts = fileFacts(upload.bytes);
    // A truncated file is larger than the largest limit we read: report it as too large.
    const problem = checkUpload(rule, upload.truncated ? { ...facts, bytes: rule.maxBytes + 1 } : facts);
    if (problem) throw new HttpError(problem.status, problem.status === 413 ? 'file-too-large' : 'invalid-file', problem.message);
    return { upload, detected: facts.detected! };
  });
}

/** Stores checked files; if one fails, the ones already stored are removed again. */
export async function storeFiles(bucket: Bucket, accepted: AcceptedFile[]): Promise<StoredFiles> {
  const stored: StoredFiles = { files: {}, names: {} };
  try {
    for (const { upload, detected } of accepted) {
      stored.files[upload.field] = await storeFile(bucket, upload.bytes, detected);
      stored.names[upload.field] = upload.originalName;
    }
  } catch (err) {
    await removeFiles(bucket, Object.values(stored.files)).catch(() => undefined);
    throw err;
  }
  return stored;
}

/** Largest file any field of the collection accepts, for the multipart limits. */
export function largestFileLimit(def: CollectionDef): number {
  return Math.max(
    0,
    ...Object.values(def.fields)
      .filter(isFileField)
      .map((f) => (f.kind === 'pdf' ? UPLOAD_RULES.pdf.maxBytes : UPLOAD_RULES[f.rule].maxBytes)),
  );
}

export function fileFieldCount(def: CollectionDef): number {
  return Object.values(def.fields).filter(isFileField).length;
}
