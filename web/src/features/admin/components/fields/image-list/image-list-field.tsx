/**
 * `imageList` (an album's photos): drop or pick many photos at once; each is prepared
 * in the browser and sent on its own (use-photo-uploads.ts), three at a time, with its progress
 * and an overall "12 de 40". The rest of the form stays usable meanwhile. The photos already up
 * are the field's value, in the order they were chosen whatever order their uploads finish in
 * (photo-order.ts); sorted by file name or by the date each was taken, reordered by drag
 * or with Subir/Bajar (announced in a live region), removed, and each given its text alternative
 * inline, or several marked photos one text at once (bulk-alt.tsx). Each row shows the photo's
 * original file name, kept with the photo (`name`) from its upload on. An empty alt text is marked only once its box was left empty or a save was tried, not
 * before anything was typed. react-dropzone and @dnd-kit load with the admin chunk only.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  UPLOAD_RULES,
  variantName,
  type UploadRule,
  type CollectionName,
  type ImageListField,
  type ListImage,
} from '@model';
import { AdminMediaImage } from '../../admin-media';
import { BulkAlt } from './bulk-alt';
import { FieldError } from '../field-error';
import { errorAria, labelClass } from '../field-props';
import { PHOTOS_TEXT } from './image-list-text';
import { photoTakenAt } from './photo-date';
import { placeUploaded, sortPhotos, type PhotoSource } from './photo-order';
import { usePhotoUploads, type PhotoUpload } from './use-photo-uploads';
import './image-list-field.css';

interface Props {
  name: string;
  field: ImageListField;
  collection: CollectionName;
  id: string;
  value: ListImage[];
  onChange(value: ListImage[]): void;
  disabled: boolean;
  error?: string;
  /** The album is not public: its photos are read with the staff token at once (admin-media.tsx). */
  privateFirst?: boolean;
}

const ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] };

function QueueRow({ item, onRetry, onCancel }: { item: PhotoUpload; onRetry(): void; onCancel(): void }) {
  return (
    <li className={`adm-photos__upload adm-photos__upload--${item.state}`} data-upload-state={item.state}>
      <span className="adm-photos__upload-name">{item.file.name}</span>
      {item.state === 'failed' ? (
        <span className="adm-photos__upload-reason">
          {PHOTOS_TEXT.failed} {item.reason}
        </span>
      ) : (
        <progress
          max={1}
          value={item.state === 'sending' ? item.progress : 0}
          aria-label={
            item.state === 'sending'
              ? PHOTOS_TEXT.uploading(item.file.name)
              : `${item.file.name}: ${PHOTOS_TEXT.waiting}`
          }
        />
      )}
      {item.state === 'failed' && (
        <button
          type="button"
          className="adm-btn adm-btn--small"
          onClick={onRetry}
          aria-label={`${PHOTOS_TEXT.retry} ${item.file.name}`}
        >
          {PHOTOS_TEXT.retry}
        </button>
      )}
      <button
        type="button"
        className="adm-btn adm-btn--small adm-btn--ghost"
        onClick={onCancel}
        aria-label={`${PHOTOS_TEXT.cancel} ${item.file.name}`}
      >
        {PHOTOS_TEXT.cancel}
      </button>
    </li>
  );
}

interface RowProps {
  photo: ListImage & { fresh: boolean };
  /** Marked for one text alternative shared with other photos (bulk-alt.tsx). */
  checked: boolean;
  onCheck(checked: boolean): void;
  /** Mark an empty alt text as invalid: its box was left empty, or a save was tried. */
  mark: boolean;
  index: number;
  total: number;
  id: string;
  disabled: boolean;
  onAlt(alt: string): void;
  onBlur(): void;
  onMove(to: number): void;
  onRemove(): void;
}

function PhotoRow({
  photo,
  checked,
  onCheck,
  mark,
  index,
  total,
  id,
  disabled,
  onAlt,
  onBlur,
  onMove,
  onRemove,
}: RowProps) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({
    id: photo.image,
  });
  const n = index + 1;
  const altId = `${id}-alt-${photo.image}`;
  const nameId = `${id}-name-${photo.image}`;
  const missing = photo.alt.trim() === '';
  return (
    <li
      ref={setNodeRef}
      className={`adm-photos__item${isDragging ? ' adm-photos__item--dragging' : ''}`}
      data-photo={photo.image}
      style={{
        transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
        transition,
      }}
    >
      <input
        type="checkbox"
        className="adm-photos__check"
        checked={checked}
        disabled={disabled}
        aria-label={PHOTOS_TEXT.select(index + 1, photo.name)}
        onChange={(e) => onCheck(e.target.checked)}
      />
      <span
        ref={setActivatorNodeRef}
        {...listeners}
        className="adm-photos__handle"
        aria-hidden="true"
        title={PHOTOS_TEXT.drag}
      >
        ⠿
      </span>
      <AdminMediaImage
        name={variantName(photo.image, 480)}
        className="adm-photos__thumb"
        alt=""
        width={96}
        loading="lazy"
        privateFirst={photo.fresh}
      />
      <div className="adm-photos__alt">
        <span id={nameId} className="adm-photos__name">
          {photo.name ? PHOTOS_TEXT.fileName(photo.name) : PHOTOS_TEXT.noFileName}
        </span>
        <label className="adm-field__label adm-field__label--required" htmlFor={altId}>
          {PHOTOS_TEXT.alt(n)}
        </label>
        <input
          id={altId}
          className="adm-input"
          type="text"
          value={photo.alt}
          maxLength={300}
          disabled={disabled}
          aria-required
          aria-describedby={nameId}
          aria-invalid={(missing && mark) || undefined}
          onChange={(e) => onAlt(e.target.value)}
          onBlur={onBlur}
        />
      </div>
      <div className="adm-photos__buttons">
        <button
          type="button"
          className="adm-btn adm-btn--small"
          aria-disabled={index === 0}
          aria-label={PHOTOS_TEXT.up(n)}
          data-dir="up"
          onClick={() => index > 0 && onMove(index - 1)}
        >
          <span aria-hidden="true">↑ </span>Subir
        </button>
        <button
          type="button"
          className="adm-btn adm-btn--small"
          aria-disabled={index === total - 1}
          aria-label={PHOTOS_TEXT.down(n)}
          data-dir="down"
          onClick={() => index < total - 1 && onMove(index + 1)}
        >
          <span aria-hidden="true">↓ </span>Bajar
        </button>
        <button
          type="button"
          className="adm-btn adm-btn--small adm-btn--danger"
          aria-label={PHOTOS_TEXT.remove(n)}
          disabled={disabled}
          onClick={onRemove}
        >
          Quitar
        </button>
      </div>
    </li>
  );
}

export function ImageListField({
  name,
  field,
  collection,
  id,
  value,
  onChange,
  disabled,
  error,
  privateFirst = false,
}: Props) {
  const rule: UploadRule = UPLOAD_RULES[field.rule];
  // The latest list, updated at once: uploads finishing in one tick each add to what the one before left.
  const current = useRef(value);
  useLayoutEffect(() => {
    current.current = value;
  }, [value]);
  const change = (next: ListImage[]) => {
    current.current = next;
    onChange(next);
  };
  // Photos uploaded in this form: no live album shows them yet, so their thumbnails are read privately.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  // Each photo uploaded here, with its place in the choice and its file (name and date to sort by).
  const sources = useRef(new Map<string, PhotoSource>());
  const { queue, batch, add, retry, retryAll, cancel, cancelAll } = usePhotoUploads({
    collection,
    field: name,
    rule,
    onUploaded: (image, { seq, file }) => {
      sources.current.set(image, { seq, file });
      setFresh((names) => new Set(names).add(image));
      // The original file name goes with the photo: the form shows it (the server cleans and keeps it).
      change(
        placeUploaded(
          current.current,
          { image, alt: '', name: file.name },
          seq,
          (i) => sources.current.get(i)?.seq,
        ),
      );
    },
  });
  // Alt texts left empty (blurred), and whether a save was tried: only then is an empty one marked.
  const [blurred, setBlurred] = useState<ReadonlySet<string>>(() => new Set());
  const [saveTried, setSaveTried] = useState(false);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const form = fieldset.current?.closest('form');
    const tried = () => setSaveTried(true);
    form?.addEventListener('submit', tried);
    return () => form?.removeEventListener('submit', tried);
  }, []);
  const [announcement, setAnnouncement] = useState('');
  // The photos marked for one shared text alternative.
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  function applyAlt(alt: string) {
    const marked = current.current.filter((p) => selected.has(p.image)).length;
    change(current.current.map((p) => (selected.has(p.image) ? { ...p, alt } : p)));
    setSelected(new Set());
    setAnnouncement(PHOTOS_TEXT.applied(marked));
  }
  const list = useRef<HTMLOListElement>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  // The zone is a drop target only; the one control in it is a real button (axe: no nested
  // interactive controls, and its name is its visible text).
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPT,
    multiple: true,
    disabled,
    noClick: true,
    noKeyboard: true,
    // Refused types are still queued: the preparation names the reason beside the file.
    onDrop: (accepted, refused) => add([...accepted, ...refused.map((r) => r.file)]),
  });

  function move(from: number, to: number, focusDir?: 'up' | 'down') {
    const next = [...current.current];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo!);
    change(next);
    setAnnouncement(PHOTOS_TEXT.moved(from + 1, to + 1, next.length));
    // The row moved in the DOM: the focus follows the button used (the ordered records table does the same).
    if (focusDir) {
      requestAnimationFrame(() =>
        list.current
          ?.querySelector<HTMLButtonElement>(`[data-photo="${photo!.image}"] [data-dir="${focusDir}"]`)
          ?.focus(),
      );
    }
  }

  async function sortBy(how: 'name' | 'date') {
    if (how === 'name') {
      change(sortPhotos(current.current, (image) => sources.current.get(image)?.file.name));
      setAnnouncement(PHOTOS_TEXT.sortedByName);
      return;
    }
    const taken = new Map(
      await Promise.all(
        [...sources.current].map(async ([image, { file }]) => [image, await photoTakenAt(file)] as const),
      ),
    );
    // Read from the latest list: photos may have finished or moved while the dates were read.
    change(sortPhotos(current.current, (image) => taken.get(image)));
    setAnnouncement(PHOTOS_TEXT.sortedByDate);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const ids = current.current.map((p) => p.image);
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  }

  const missing = value.filter((p) => p.alt.trim() === '').length;
  const failed = queue.filter((u) => u.state === 'failed').length;
  const hintId = `${id}-hint`;

  return (
    <fieldset className="adm-fieldset adm-photos" ref={fieldset}>
      <legend className={labelClass(field.required)}>{field.label}</legend>
      <div
        {...getRootProps({
          className: `adm-drop${isDragActive ? ' adm-drop--active' : ''}${disabled ? ' adm-drop--disabled' : ''}`,
        })}
      >
        <input
          {...getInputProps({
            id,
            name,
            'aria-label': `${field.label}: elegir fotos`,
            ...errorAria(id, error),
          })}
        />
        <p className="adm-drop__prompt">{PHOTOS_TEXT.prompt}</p>
        <p className="adm-drop__hint" id={hintId}>
          {PHOTOS_TEXT.hint(rule.maxSide ?? 0, field.max)}
        </p>
        <button
          type="button"
          className="adm-btn"
          onClick={open}
          disabled={disabled}
          aria-describedby={hintId}
        >
          {PHOTOS_TEXT.pick}
        </button>
      </div>

      {batch.total > 0 && (
        <div className="adm-photos__overall">
          <progress max={batch.total} value={batch.done} aria-label={PHOTOS_TEXT.overallLabel} />
          <span role="status" className="adm-photos__count">
            {PHOTOS_TEXT.overall(batch.done, batch.total)}
          </span>
          {failed > 0 && (
            <button type="button" className="adm-btn adm-btn--small" onClick={retryAll}>
              {PHOTOS_TEXT.retryAll}
            </button>
          )}
          {queue.length > 0 && (
            <button type="button" className="adm-btn adm-btn--small adm-btn--ghost" onClick={cancelAll}>
              {PHOTOS_TEXT.cancelAll}
            </button>
          )}
        </div>
      )}
      {queue.length > 0 && (
        <ul className="adm-photos__queue">
          {queue.map((item) => (
            <QueueRow
              key={item.key}
              item={item}
              onRetry={() => retry(item.key)}
              onCancel={() => cancel(item.key)}
            />
          ))}
        </ul>
      )}

      {missing > 0 && (
        <p className="adm-field__hint adm-photos__missing">{PHOTOS_TEXT.missingAlt(missing)}</p>
      )}
      <p className="adm-field__hint">{PHOTOS_TEXT.altHint}</p>
      {value.filter((p) => fresh.has(p.image)).length > 1 && (
        <div className="adm-photos__sort">
          <p className="adm-field__hint" id={`${id}-sort-hint`}>
            {PHOTOS_TEXT.sortHint}
          </p>
          <div role="group" aria-label={PHOTOS_TEXT.sortGroup} className="adm-photos__sort-buttons">
            <button
              type="button"
              className="adm-btn adm-btn--small"
              disabled={disabled}
              aria-describedby={`${id}-sort-hint`}
              onClick={() => void sortBy('name')}
            >
              {PHOTOS_TEXT.sortByName}
            </button>
            <button
              type="button"
              className="adm-btn adm-btn--small"
              disabled={disabled}
              aria-describedby={`${id}-sort-hint`}
              onClick={() => void sortBy('date')}
            >
              {PHOTOS_TEXT.sortByDate}
            </button>
          </div>
        </div>
      )}
      {value.length > 1 && (
        <BulkAlt
          id={id}
          photos={value}
          selected={selected}
          onSelect={setSelected}
          onApply={applyAlt}
          disabled={disabled}
        />
      )}
      {value.length === 0 ? (
        <p className="adm-field__hint">{PHOTOS_TEXT.none}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements: {
              onDragStart: () => PHOTOS_TEXT.drag,
              onDragOver: () => undefined,
              onDragEnd: () => undefined,
              onDragCancel: () => undefined,
            },
          }}
        >
          <SortableContext items={value.map((p) => p.image)} strategy={verticalListSortingStrategy}>
            <ol className="adm-photos__list" ref={list}>
              {value.map((photo, index) => (
                <PhotoRow
                  key={photo.image}
                  photo={{ ...photo, fresh: privateFirst || fresh.has(photo.image) }}
                  checked={selected.has(photo.image)}
                  onCheck={(on) =>
                    setSelected((was) => {
                      const next = new Set(was);
                      if (on) next.add(photo.image);
                      else next.delete(photo.image);
                      return next;
                    })
                  }
                  mark={saveTried || error !== undefined || blurred.has(photo.image)}
                  index={index}
                  total={value.length}
                  id={id}
                  disabled={disabled}
                  onAlt={(alt) =>
                    change(current.current.map((p) => (p.image === photo.image ? { ...p, alt } : p)))
                  }
                  onBlur={() =>
                    setBlurred((left) => (left.has(photo.image) ? left : new Set(left).add(photo.image)))
                  }
                  onMove={(to) => move(index, to, to < index ? 'up' : 'down')}
                  onRemove={() => {
                    change(current.current.filter((p) => p.image !== photo.image));
                    setAnnouncement(PHOTOS_TEXT.removed(index + 1));
                  }}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <p className="adm-photos__announce" aria-live="polite">
        {announcement}
      </p>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
