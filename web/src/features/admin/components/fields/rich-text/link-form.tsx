/**
 * The address of a link, asked in place under the toolbar (a prompt() would block the page and
 * cannot be styled or labelled). It refuses what the validator refuses (isSafeHref, @model), in
 * Spanish, before the link is made. Inside the record's <form>, so Enter applies here instead of
 * saving the record, and Escape closes it.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { isSafeHref } from '@model';

export const LINK_REFUSED =
  'La dirección del enlace debe empezar por https://, mailto: o tel:, o ser una página del sitio que empiece por / (por ejemplo /docentes).';

interface Props {
  idPrefix: string;
  current: string;
  onApply(href: string): void;
  onRemove(): void;
  onCancel(): void;
}

export function LinkForm({ idPrefix, current, onApply, onRemove, onCancel }: Props) {
  const [href, setHref] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = `${idPrefix}-link`;
  const errorId = `${inputId}-error`;
  const panel = useRef<HTMLDivElement>(null);
  // Opened low on the screen, the panel's buttons fell under the form's sticky save bar
  // (or below the screen): brought into view whole, its scroll-margin leaving the bar room (CSS).
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  function apply() {
    const value = href.trim();
    if (!isSafeHref(value)) {
      setProblem(LINK_REFUSED);
      return;
    }
    onApply(value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <div ref={panel} className="adm-rich__link" role="group" aria-label="Enlace">
      <label className="adm-field__label" htmlFor={inputId}>
        Dirección del enlace
      </label>
      <input
        id={inputId}
        className="adm-input"
        type="text"
        inputMode="url"
        autoComplete="off"
        autoFocus
        placeholder="https://…"
        value={href}
        onChange={(e) => {
          setHref(e.target.value);
          setProblem(null);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : `${inputId}-hint`}
      />
      {problem ? (
        <p id={errorId} className="adm-field__error" role="alert">
          {problem}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className="adm-field__hint">
          https://…, mailto:…, tel:… o una página del sitio (/docentes).
        </p>
      )}
      <div className="adm-rich__link-actions">
        <button type="button" className="adm-btn adm-btn--small adm-btn--primary" onClick={apply}>
          Aplicar enlace
        </button>
        {current && (
          <button type="button" className="adm-btn adm-btn--small" onClick={onRemove}>
            Quitar enlace
          </button>
        )}
        <button type="button" className="adm-btn adm-btn--small adm-btn--ghost" onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </div>
  );
}
