/**
 * An accessible yes/no question in the page (not the browser's confirm(),
 * which cannot be styled, read well or tested like the rest). Focus starts on the safe choice,
 * Escape cancels, and focus goes back to what opened it.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

export const CONFIRM_TEXT = { cancel: 'Cancelar' } as const;

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
  /** The confirm button in red (a delete). */
  danger?: boolean;
  /** The safe choice's words, when "Cancelar" does not say it (the PQRSD answer: "Volver a editar"). */
  cancelLabel?: string;
  /** A class for the box (a wider one, for a long text). */
  className?: string;
}

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  danger = false,
  cancelLabel = CONFIRM_TEXT.cancel,
  className,
}: ConfirmDialogProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The latest onCancel, so a parent's new function each render neither re-runs the effect below
  // (which would move the focus) nor needs memoising.
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel.current();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <div className="adm-modal">
      <div
        className={className ? `adm-modal__box ${className}` : 'adm-modal__box'}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-t`}
        aria-describedby={`${id}-b`}
      >
        <h2 id={`${id}-t`}>{title}</h2>
        <div id={`${id}-b`}>{children}</div>
        <div className="adm-modal__actions">
          <button ref={cancelRef} type="button" className="adm-btn" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`adm-btn ${danger ? 'adm-btn--danger' : 'adm-btn--primary'}`}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
