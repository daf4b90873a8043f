/**
 * Any failure of a save, create or delete as one message for the form's alert, with every field
 * at fault when it is a refused record (the browser's check or the server's `fields`).
 */
import type { RecordIssue } from '@model';
import { ApiError } from '@/lib/api-client';
import { FORM_TEXT } from './form-text';

export interface FormProblem {
  message: string;
  /** The field a validation message names. */
  field?: string;
  /**
   * Every problem of a refused record, in the form's order: the summary on top lists them, each
   * field's widget shows its own. Absent for a failure that is not about the values (a network error).
   */
  issues?: RecordIssue[];
  /** 409: the record changed since it was loaded. */
  conflict?: boolean;
  /** The browser's own check found it (not the server): it goes once the values are fixed. */
  local?: boolean;
}

export function problemFrom(err: unknown): FormProblem {
  // Spec §8 logs failures; the form now also shows them.
  console.error(err);
  if (err instanceof ApiError) {
    const issues = Object.entries(err.fields ?? {}).map(([field, message]) => ({ field, message }));
    return { message: err.message, conflict: err.status === 409, ...(issues.length ? { issues } : {}) };
  }
  // getIdToken() failed (offline, session revoked): the SDK's message is English and technical.
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('auth/')) return { message: FORM_TEXT.session };
  if (err instanceof Error && err.message) return { message: err.message };
  return { message: FORM_TEXT.unexpected };
}
