/**
 * The staff's calls of Atención al ciudadano (docs/api.md, "PQRSD"): every one carries the
 * administrator's ID token; the function answers 401/403 to anyone else. The attachment and the
 * answer's PDF travel through the function with the token too, never as a public address.
 */
import type {
  PqrsdAnswerPreview,
  PqrsdListItem,
  PqrsdLogEntry,
  PqrsdRequestOf,
  PqrsdUnsentMail,
  RichTextDoc,
} from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { apiFetch, apiRequest } from '@/lib/api-client';

/** The shapes are the model's (functions/src/model/pqrsd.ts), as the staff API sends them: times as ISO strings. */
export type InboxItem = PqrsdListItem;
export type RequestLogEntry = PqrsdLogEntry<string>;
export type PqrsdRequest = PqrsdRequestOf<string>;

export interface Inbox {
  /** Today in Bogotá (YYYY-MM-DD), as the server counts business days. */
  today: string;
  items: InboxItem[];
}

export type UnsentMail = PqrsdUnsentMail;

const one = (radicado: string) => `/api/pqrsd/${encodeURIComponent(radicado)}`;

export const listInbox = (token: string, signal?: AbortSignal) =>
  apiRequest<Inbox>('/api/pqrsd', { token, signal });

export const getPqrsd = (radicado: string, token: string, signal?: AbortSignal) =>
  apiRequest<PqrsdRequest>(one(radicado), { token, signal });

export const listUnsentMail = (token: string, signal?: AbortSignal) =>
  apiRequest<{ items: UnsentMail[] }>('/api/pqrsd/outbox', { token, signal }).then((r) => r.items);

export const retryMail = (token: string) =>
  apiRequest<{ sent: number; failed: number }>('/api/pqrsd/outbox/retry', { method: 'POST', token });

/**
 * The answer: its formatted text (the document, as JSON in the multipart field `text`), whether it
 * denies an information request, and an optional PDF.
 */
export function answerPqrsd(
  radicado: string,
  token: string,
  answer: { text: RichTextDoc; denied: boolean; pdf: File | null },
) {
  const body = new FormData();
  body.set('text', JSON.stringify(answer.text));
  if (answer.denied) body.set('denied', 'true');
  if (answer.pdf) body.set('pdf', answer.pdf);
  return apiRequest<PqrsdRequest>(`${one(radicado)}/answer`, { method: 'POST', body, token });
}

/**
 * The mail the answer would send (subject, text, address), built by the server's own mail code and
 * stored nowhere: what the confirmation shows before "Enviar".
 */
export const previewAnswer = (
  radicado: string,
  token: string,
  answer: { text: RichTextDoc; denied: boolean; pdf: boolean },
) =>
  apiRequest<PqrsdAnswerPreview>(`${one(radicado)}/respuesta/vista-previa`, {
    method: 'POST',
    body: answer,
    token,
  });

export const transferPqrsd = (radicado: string, token: string, entity: string, reason: string) =>
  apiRequest<PqrsdRequest>(`${one(radicado)}/transfer`, { method: 'POST', body: { entity, reason }, token });

export const extendPqrsd = (radicado: string, token: string, newDate: string, reason: string) =>
  apiRequest<PqrsdRequest>(`${one(radicado)}/extend`, { method: 'POST', body: { newDate, reason }, token });

/**
 * A staff-only file (the citizen's attachment, the answer's PDF, the CSV report), read with the
 * token and handed to the browser as a download: no address of it is ever public.
 */
export async function downloadStaffFile(path: string, token: string, fileName: string): Promise<void> {
  const res = await apiFetch(path, { token });
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; free it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const attachmentPath = (radicado: string) => `${one(radicado)}/adjunto`;
export const answerPdfPath = (radicado: string) => `${one(radicado)}/respuesta`;

/** The inbox with one request open (`?r=`): the home's lists link here too. */
export const openRequestPath = (radicado: string) => `${ADMIN_PATHS.pqrsd}?r=${encodeURIComponent(radicado)}`;
