/** Any failure of a save, create or delete as one message for the form's alert. */
import { ApiError } from '@/lib/api-client';
import { FORM_TEXT } from './form-text';

export interface FormProblem {
  message: string;
  /** The field a validation message names: its widget shows the message and gets focus. */
  field?: string;
  /** 409: the record changed since it was loaded. */
  conflict?: boolean;
  /** The browser's own check found it (not the server): it goes once the values are fixed. */
  local?: boolean;
}

export function problemFrom(err: unknown): FormProblem {
  // Spec §8 logs failures; the form now also shows them.
  console.error(err);
  if (err instanceof ApiError) return { message: err.message, conflict: err.status === 409 };
  // getIdToken() failed (offline, session revoked): the SDK's message is English and technical.
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('auth/')) return { message: FORM_TEXT.session };
  if (err instanceof Error && err.message) return { message: err.message };
  return { message: FORM_TEXT.unexpected };
}
