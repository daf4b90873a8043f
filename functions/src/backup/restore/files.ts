/**
 * What a backup's files may be, and what is stored for them: a file is judged by its
 * bytes, never by what the backup says about it. A media original must be what an upload would
 * have accepted for the field it is bound to (`checkUpload` on the sniffed facts, the name's
 * extension that of its real type), and an image is stored as an upload stores it: checked by
 * the decoder, stripped of its metadata and given fresh variants (`encodeImage`,
 * files/store.ts), so the backup's own variants are never written. A PQRSD attachment is what the
 * filing form accepts (PDF, JPEG or PNG within its size). The content type comes from the bytes.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Entry, ZipFile } from 'yauzl';
import {
  CONTENT_TYPE_OF_EXTENSION,
  EXTENSION_OF,
  PQRSD_MAX_ATTACHMENT_BYTES,
  UPLOAD_RULES,
  checkUpload,
  getCollection,
  isCollectionName,
  isStoredName,
  isUploadField,
  isVariantName,
  ruleIdOf,
  storedBaseOf,
  variantName,
  type UploadRuleId,
} from '../../model';
import type { ManifestFile } from '../manifest';
import { fileFacts } from '../../files/sniff';
import {
  encodeImage,
  IMMUTABLE,
  MEDIA_PREFIX,
  type BindingMetadata,
  type VariantMetadata,
} from '../../files/store';
import { FileRejected } from '../../domain/errors';
import { BackupRefused, cappedBytes } from './limits';

/** One object the restore will write, its bytes already staged on disk. */
export interface StagedFile {
  storagePath: string;
  staged: string;
  contentType: string;
  cacheControl?: string;
  metadata?: Record<string, string>;
}

const refused = (path: string, message: string) =>
  new BackupRefused(`El archivo «${path.slice(0, 200)}» de la copia no es válido: ${message}`);

const BINDING_KEYS = ['collection', 'field', 'rule', 'uploader', 'originalName', 'uploadedAt'] as const;

/**
 * The upload binding a media original carries: for a file field of the model, with that field's
 * rule (the export leaves out empty values, so only the binding itself is required).
 */
function bindingOf(path: string, metadata: unknown): BindingMetadata {
  const m = (metadata ?? {}) as Record<string, unknown>;
  const extra = Object.keys(m).find((k) => !(BINDING_KEYS as readonly string[]).includes(k));
  const wellFormed = Object.values(m).every((v) => typeof v === 'string' && v.length <= 500);
  const def =
    typeof m.collection === 'string' && isCollectionName(m.collection)
      ? getCollection(m.collection)
      : undefined;
  const field =
    def && typeof m.field === 'string' && Object.prototype.hasOwnProperty.call(def.fields, m.field)
      ? def.fields[m.field]
      : undefined;
  if (extra || !wellFormed)
    throw refused(path, 'no tiene los datos de subida que el sitio guarda con cada archivo.');
  if (!field || !isUploadField(field) || ruleIdOf(field) !== m.rule) {
    throw refused(path, 'dice haberse subido para un campo que no existe o que tiene otras reglas.');
  }
  return {
    uploader: '',
    originalName: '',
    uploadedAt: '',
    ...(m as Partial<BindingMetadata>),
  } as BindingMetadata;
}

/** What the restore does with the files of a backup, one at a time (the dry run). */
export class FileStager {
  private n = 0;
  readonly staged: StagedFile[] = [];
  /** The backup's variants, replaced by the ones made again from each cleaned original. */
  replacedVariants = 0;
  cleanedImages = 0;
  private readonly originals = new Set<string>();

  constructor(
    private readonly zip: ZipFile,
    private readonly dir: string,
    private readonly maxFileBytes: number,
    files: readonly ManifestFile[],
  ) {
    for (const f of files)
      if (f.storagePath.startsWith(MEDIA_PREFIX) && !isVariantName(f.storagePath))
        this.originals.add(storedBaseOf(f.storagePath.slice(MEDIA_PREFIX.length)));
  }

  private async stage(
    storagePath: string,
    bytes: Buffer,
    contentType: string,
    extra: Omit<StagedFile, 'storagePath' | 'staged' | 'contentType'> = {},
  ) {
    const staged = join(this.dir, `archivo-${(this.n += 1)}`);
    await writeFile(staged, bytes);
    this.staged.push({ storagePath, staged, contentType, ...extra });
  }

  async add(file: ManifestFile, entry: Entry): Promise<void> {
    const path = file.storagePath;
    if (path.startsWith(MEDIA_PREFIX)) return this.media(file, entry);
    return this.attachment(file, entry);
  }

  private async media(file: ManifestFile, entry: Entry): Promise<void> {
    const path = file.storagePath;
    const name = path.slice(MEDIA_PREFIX.length);
    if (!isStoredName(name))
      throw refused(path, 'su nombre no es uno de los que el sitio da a los archivos subidos.');
    if (isVariantName(name)) {
      // Made again from its cleaned original below; one without its original names nothing.
      if (!this.originals.has(storedBaseOf(name)))
        throw refused(path, 'es una variante de una imagen que la copia no contiene.');
      this.replacedVariants += 1;
      return;
    }
    const binding = bindingOf(path, file.metadata);
    const rule = UPLOAD_RULES[binding.rule as UploadRuleId];
    const bytes = await cappedBytes(this.zip, entry, this.maxFileBytes);
    const facts = fileFacts(bytes);
    const problem = checkUpload(rule, facts);
    if (problem) throw refused(path, problem.message);
    const extension = EXTENSION_OF[facts.detected!];
    if (!name.endsWith(`.${extension}`))
      throw refused(path, `su contenido es ${extension.toUpperCase()} y su nombre dice otra cosa.`);
    const contentType = CONTENT_TYPE_OF_EXTENSION[extension]!;
    const metadata = Object.fromEntries(
      BINDING_KEYS.filter((k) => binding[k] !== '').map((k) => [k, binding[k]]),
    );
    if (facts.detected === 'pdf')
      return this.stage(path, bytes, contentType, { cacheControl: IMMUTABLE, metadata });
    let encoded;
    try {
      encoded = await encodeImage(bytes, facts.detected!, rule);
    } catch (err) {
      if (err instanceof FileRejected) throw refused(path, err.message);
      throw err;
    }
    this.cleanedImages += 1;
    await this.stage(path, encoded.cleaned, contentType, { cacheControl: IMMUTABLE, metadata });
    const of: VariantMetadata = { variantOf: name, collection: binding.collection, field: binding.field };
    for (const v of encoded.variants) {
      await this.stage(
        `${MEDIA_PREFIX}${variantName(name, v.size, v.format)}`,
        v.bytes,
        `image/${v.format}`,
        { cacheControl: IMMUTABLE, metadata: { ...of } },
      );
    }
  }

  /** A citizen's attachment: what the PQRSD form accepts, stored as that form stores it. */
  private async attachment(file: ManifestFile, entry: Entry): Promise<void> {
    const path = file.storagePath;
    const bytes = await cappedBytes(this.zip, entry, this.maxFileBytes);
    const { detected } = fileFacts(bytes);
    if (bytes.length > PQRSD_MAX_ATTACHMENT_BYTES)
      throw refused(
        path,
        `supera el tamaño máximo de un adjunto (${PQRSD_MAX_ATTACHMENT_BYTES / 1024 / 1024} MB).`,
      );
    if (detected !== 'pdf' && detected !== 'jpeg' && detected !== 'png')
      throw refused(path, 'un adjunto debe ser PDF, JPEG o PNG; el contenido del archivo no lo es.');
    const extension = EXTENSION_OF[detected];
    if (!path.endsWith(`.${extension}`))
      throw refused(path, `su contenido es ${extension.toUpperCase()} y su nombre dice otra cosa.`);
    await this.stage(path, bytes, CONTENT_TYPE_OF_EXTENSION[extension]!);
  }
}
