/**
 * The pieces the PQRSD form and the tracking form repeat: a labelled field (with the message of
 * the field at fault and a hint, both tied to the control by `aria-describedby`) and a checkbox
 * row with its label beside it (and its message and hint, tied the same way).
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './pqrsd.module.css';

/** What the control of a field carries: its id and name, and its ties to the message and hint. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  name: string;
}

export function FormField({
  id,
  name,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  name: string;
  label: string;
  /** The message when this field is the one at fault. */
  error?: string | null;
  hint?: string;
  /** Draws the control (input, textarea) with the props given. */
  children: (control: ControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        name,
      })}
      {error && (
        <span id={errorId} className={styles.fieldError}>
          {error}
        </span>
      )}
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}

/** A checkbox with its label beside it, on the tinted row (and the message, under it, when it is at fault). */
export function CheckRow({
  id,
  label,
  error,
  hint,
  ...input
}: { id: string; label: ReactNode; error?: string | null; hint?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id'
>) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <>
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.fieldError}>
          {error}
        </span>
      )}
    </>
  );
}
