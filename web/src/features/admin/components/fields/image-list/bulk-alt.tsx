/**
 * One text alternative for several photos at once: the administrator marks the photos of one
 * scene (each row's checkbox), writes the description once and applies it to all of them; each
 * stays editable on its own row afterwards. Marking all, those still without text, or none.
 */
import { useState } from 'react';
import type { ListImage } from '@model';
import { PHOTOS_TEXT } from './image-list-text';

export function BulkAlt({
  id,
  photos,
  selected,
  onSelect,
  onApply,
  disabled,
}: {
  id: string;
  photos: readonly ListImage[];
  selected: ReadonlySet<string>;
  onSelect(images: ReadonlySet<string>): void;
  /** Sets `alt` on the marked photos; the caller announces it. */
  onApply(alt: string): void;
  disabled: boolean;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const marked = photos.filter((p) => selected.has(p.image)).length;
  const textId = `${id}-bulk-text`;
  function apply() {
    if (marked === 0 || text.trim() === '') {
      setProblem(PHOTOS_TEXT.applyNeeds);
      return;
    }
    setProblem('');
    onApply(text.trim());
    setText('');
  }
  return (
    <div role="group" aria-labelledby={`${id}-bulk-title`} className="adm-photos__bulk">
      <p id={`${id}-bulk-title`} className="adm-photos__bulk-title">
        {PHOTOS_TEXT.bulkGroup}
      </p>
      <p className="adm-field__hint">{PHOTOS_TEXT.bulkHint}</p>
      <div className="adm-photos__bulk-select">
        <span className="adm-photos__bulk-count">{PHOTOS_TEXT.selected(marked)}</span>
        <button
          type="button"
          className="adm-btn adm-btn--small"
          disabled={disabled}
          onClick={() => onSelect(new Set(photos.map((p) => p.image)))}
        >
          {PHOTOS_TEXT.selectAll}
        </button>
        <button
          type="button"
          className="adm-btn adm-btn--small"
          disabled={disabled}
          onClick={() => onSelect(new Set(photos.filter((p) => p.alt.trim() === '').map((p) => p.image)))}
        >
          {PHOTOS_TEXT.selectMissing}
        </button>
        <button
          type="button"
          className="adm-btn adm-btn--small adm-btn--ghost"
          disabled={disabled || marked === 0}
          onClick={() => onSelect(new Set())}
        >
          {PHOTOS_TEXT.selectNone}
        </button>
      </div>
      <label className="adm-field__label" htmlFor={textId}>
        {PHOTOS_TEXT.bulkText}
      </label>
      <div className="adm-photos__bulk-apply">
        <input
          id={textId}
          className="adm-input"
          type="text"
          value={text}
          maxLength={300}
          disabled={disabled}
          aria-invalid={problem !== '' || undefined}
          aria-describedby={problem ? `${textId}-problem` : undefined}
          onChange={(e) => setText(e.target.value)}
          // Enter applies here: it must not submit the whole album form.
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
        />
        <button type="button" className="adm-btn" disabled={disabled} onClick={apply}>
          {PHOTOS_TEXT.apply}
        </button>
      </div>
      {problem && (
        <p id={`${textId}-problem`} className="adm-field__error">
          {problem}
        </p>
      )}
    </div>
  );
}
