/**
 * `image` and `pdf`: a react-dropzone drop zone. A dropped file is checked against its upload
 * rule (spec §5) before it is kept; a refused file is announced with the spec's alert and also
 * stays listed under the zone. Only the first file is used. The chosen file is uploaded by the
 * form's save, never here, so leaving the form uploads nothing.
 *
 * A picture larger than its rule opens the crop dialog (loaded only then), whose result is kept
 * instead, shown in the preview like any chosen file. The dialog closes on "Usar recorte" while
 * the crop is encoded (about a second): the form stays usable, and the file is handed to the
 * form's *current* handler when it lands, so whatever was typed meanwhile stays.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useDropzone, type Accept, type FileRejection } from 'react-dropzone';
import { MB, UPLOAD_RULES, type FileFieldDef, type UploadRule } from '@model';
import { AdminMediaImage, AdminMediaLink } from '../admin-media';
import { judgeFile } from '../../files/check-file';
import { useImageSizeReader, type ImageSize } from '../../files/image-size';
import type CropDialogType from '../crop/crop-dialog';
import { CROP_TEXT } from '../crop/crop-text';
import { FieldError } from './field-error';
import { errorId, labelClass } from './field-props';
import { FilePreviewImage } from './file-preview-image';

export const DROP_TEXT = {
  prompt: 'Arrastre y suelte un archivo aquí, o haga clic para seleccionar un archivo',
  /** The zone's button; its accessible name adds the field's label after this visible text. */
  pick: 'Seleccionar archivo',
  checking: 'Comprobando el archivo…',
  current: 'Archivo actual',
  chosen: 'Archivo nuevo (se guardará al guardar el formulario)',
  none: 'Sin archivo.',
  discard: 'Descartar archivo nuevo',
  onlyFirst: 'Se soltaron varios archivos: solo se usa el primero.',
  cropperFailed: 'No se pudo abrir el recorte de imágenes. Revise la conexión e intente de nuevo.',
} as const;

interface Cropping {
  file: File;
  url: string;
  size: ImageSize;
  Dialog: ComponentType<Parameters<typeof CropDialogType>[0]>;
}

const ACCEPT: Record<'image' | 'pdf', Accept> = {
  image: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] },
  pdf: { 'application/pdf': ['.pdf'] },
};

function describeRule(field: FileFieldDef): string {
  const rule: UploadRule = field.kind === 'pdf' ? UPLOAD_RULES.pdf : UPLOAD_RULES[field.rule];
  const max = `máximo ${rule.maxBytes / MB} MB`;
  if (rule.type === 'pdf') return `Documento PDF, ${max}.`;
  return `Imagen JPEG, PNG o WebP de exactamente ${rule.width}x${rule.height} px, ${max}.`;
}

function formatSize(bytes: number): string {
  return bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

interface Props {
  name: string;
  field: FileFieldDef;
  id: string;
  /** Stored name of the current file ('' when none). */
  stored: string;
  /** Display name of the current file, where the collection keeps one. */
  storedDisplayName: string;
  chosen: File | undefined;
  onChoose(file: File | undefined): void;
  disabled: boolean;
  error?: string;
  /** The record is not public: its file is read with the staff token at once (admin-media.tsx). */
  privateFirst?: boolean;
  /** Told when a crop starts and stops being prepared, so the form's save can wait for it. */
  onPreparing?(busy: boolean): void;
}

export function FileDropField({
  name,
  field,
  id,
  stored,
  storedDisplayName,
  chosen,
  onChoose,
  disabled,
  error,
  privateFirst = false,
  onPreparing,
}: Props) {
  const readImageSize = useImageSizeReader();
  const [problems, setProblems] = useState<string[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [cropping, setCropping] = useState<Cropping | null>(null);
  const [preparing, setPreparing] = useState(false);
  // The latest onChoose, for a crop that lands after later renders (never the one of its start).
  const choose = useRef(onChoose);
  const tellPreparing = useRef(onPreparing);
  useEffect(() => {
    choose.current = onChoose;
    tellPreparing.current = onPreparing;
  });
  const rule: UploadRule = field.kind === 'pdf' ? UPLOAD_RULES.pdf : UPLOAD_RULES[field.rule];

  function refuse(file: File, message: string) {
    // The spec's alert; the message also stays on screen, since an alert is easy to miss.
    setProblems([`${file.name}: ${message}`]);
    window.alert(message);
  }

  function endCropping(result: Promise<File> | null) {
    if (cropping?.url) URL.revokeObjectURL(cropping.url);
    setCropping(null);
    if (!result) return;
    setPreparing(true);
    // Said at once (not after a render): a "Crear" pressed right after "Usar recorte" waits for it.
    tellPreparing.current?.(true);
    result
      .then(
        (file) => {
          setProblems([]);
          choose.current(file);
        },
        (error: unknown) => {
          // The crop cannot fit the rule (CropError's Spanish reason), or the browser failed.
          setProblems([
            `${cropping?.file.name ?? ''}: ${error instanceof Error ? error.message : String(error)}`,
          ]);
        },
      )
      .finally(() => {
        setPreparing(false);
        tellPreparing.current?.(false);
      });
  }

  async function consider(file: File) {
    setChecking(true);
    const verdict = await judgeFile(file, rule, readImageSize, { crop: true });
    if (verdict.kind === 'crop') {
      try {
        const { default: Dialog } = await import('../crop/crop-dialog');
        setProblems([]);
        // jsdom (component tests) has no createObjectURL: the cropper shows no picture there.
        const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
        setCropping({ file, url, size: verdict.size, Dialog });
      } catch {
        // A failed chunk (new deploy, lost connection) must not take the form down with it.
        refuse(file, DROP_TEXT.cropperFailed);
      }
      setChecking(false);
      return;
    }
    setChecking(false);
    if (verdict.kind === 'refuse') {
      refuse(file, verdict.message);
      return;
    }
    setProblems([]);
    onChoose(file);
  }

  function onDrop(accepted: File[], rejections: FileRejection[]) {
    setNote(null);
    // react-dropzone (multiple: false) refuses a drop of several acceptable files as
    // 'too-many-files'; the spec says only one is used: the first acceptable one, in drop order.
    const onlyTooMany = rejections.filter((r) => r.errors.every((e) => e.code === 'too-many-files'));
    const first = accepted[0] ?? onlyTooMany[0]?.file;
    const refused = rejections.filter((r) => !r.errors.every((e) => e.code === 'too-many-files'));
    if (onlyTooMany.length > 0 || accepted.length + rejections.length > 1) setNote(DROP_TEXT.onlyFirst);
    if (first) {
      void consider(first);
      return;
    }
    setProblems(refused.flatMap((r) => r.errors.map((e) => `${r.file.name}: ${e.message}`)));
  }

  // The zone itself is only a drop target and a mouse click area, never a control: keyboard and
  // screen-reader users get a real button inside it (its click bubbles to the zone, which opens the
  // picker). A zone with role="button" around the file input nests one control in another, which
  // assistive technologies announce wrongly (axe: nested-interactive).
  // While a file is checked or a crop prepared, neither the zone nor its button takes another.
  const blocked = disabled || checking || preparing;
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT[field.kind],
    multiple: false,
    disabled: blocked,
    noKeyboard: true,
    onDrop,
  });

  const hintId = `${id}-hint`;
  const problemsId = `${id}-problems`;
  const currentName = storedDisplayName || stored;

  return (
    <div className="adm-field adm-file">
      <span className={labelClass(field.required)}>{field.label}</span>
      <div
        {...getRootProps({
          className: `adm-drop${isDragActive ? ' adm-drop--active' : ''}${disabled ? ' adm-drop--disabled' : ''}`,
        })}
      >
        <input {...getInputProps({ id, name, 'aria-label': `${field.label}: seleccionar archivo` })} />
        <p className="adm-drop__prompt">{DROP_TEXT.prompt}</p>
        <button
          type="button"
          className="adm-btn adm-btn--small adm-drop__button"
          disabled={blocked}
          // The name starts with the visible words (what a voice user says) and adds which field.
          aria-label={`${DROP_TEXT.pick}: ${field.label}`}
          aria-describedby={error ? `${hintId} ${errorId(id)}` : hintId}
          aria-invalid={error ? true : undefined}
        >
          {DROP_TEXT.pick}
        </button>
        <p className="adm-drop__hint" id={hintId}>
          {describeRule(field)}
        </p>
      </div>

      <div className="adm-file__previews">
        <figure className="adm-file__preview">
          <figcaption>{DROP_TEXT.current}</figcaption>
          {stored === '' ? (
            <p className="adm-field__hint">{DROP_TEXT.none}</p>
          ) : field.kind === 'image' ? (
            // A version restored from the history may name a file no live record shows (not public).
            <AdminMediaImage
              name={stored}
              className="adm-thumb"
              alt={`${field.label}: archivo actual`}
              width={160}
              privateFirst={privateFirst}
            />
          ) : (
            <AdminMediaLink name={stored} className="adm-file__pdf">
              {currentName}
            </AdminMediaLink>
          )}
          {stored !== '' && field.kind === 'image' && <span className="adm-file__name">{currentName}</span>}
        </figure>
        {chosen && (
          <figure className="adm-file__preview adm-file__preview--new">
            <figcaption>{DROP_TEXT.chosen}</figcaption>
            {field.kind === 'image' && (
              <FilePreviewImage file={chosen} alt={`${field.label}: archivo nuevo`} />
            )}
            <span className="adm-file__name" data-testid={`${name}-chosen`}>
              {chosen.name} ({formatSize(chosen.size)})
            </span>
            <button
              type="button"
              className="adm-btn adm-btn--small adm-btn--ghost"
              disabled={disabled}
              onClick={() => onChoose(undefined)}
            >
              {DROP_TEXT.discard}
            </button>
          </figure>
        )}
      </div>

      {(checking || preparing) && (
        <p className="adm-field__hint" role="status">
          {checking ? DROP_TEXT.checking : CROP_TEXT.working}
        </p>
      )}
      {note && <p className="adm-field__hint">{note}</p>}
      {problems.length > 0 && (
        <ul className="adm-field__problems" id={problemsId} role="alert">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <FieldError id={id} error={error} />
      {cropping && rule.width !== undefined && rule.height !== undefined && (
        <cropping.Dialog
          file={cropping.file}
          url={cropping.url}
          size={cropping.size}
          target={{ width: rule.width, height: rule.height, maxBytes: rule.maxBytes }}
          onCancel={() => endCropping(null)}
          onDone={endCropping}
        />
      )}
    </div>
  );
}
