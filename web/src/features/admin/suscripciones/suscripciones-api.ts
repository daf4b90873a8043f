/**
 * The «Suscripciones» screen's calls (docs/api.md, "Suscripciones: personal"): counts and notices
 * for `avisos`, addresses for `suscriptores`; «Notificar de nuevo» and the reminder are the
 * notices' own routes. Never cached.
 */
import type {
  NoticeRow,
  ReadList,
  SubscriberFilter,
  SubscriberList,
  SubscriptionCounts,
} from '@model/subscriptions-staff';
import { apiRequest } from '@/lib/api-client';

export function readCounts(token: string, signal?: AbortSignal) {
  return apiRequest<SubscriptionCounts>('/api/suscripciones/resumen', { token, signal });
}

export function listNotices(token: string, signal?: AbortSignal) {
  return apiRequest<{ items: NoticeRow[] }>('/api/suscripciones/avisos', { token, signal });
}

/** The filter as the list's (and its CSV's) query string: empty values left out. */
export function filterQuery(filter: SubscriberFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function listSubscribers(filter: SubscriberFilter, token: string, signal?: AbortSignal) {
  return apiRequest<SubscriberList>(`/api/suscripciones/lista${filterQuery(filter)}`, { token, signal });
}

export const subscribersCsvPath = (filter: SubscriberFilter) =>
  `/api/suscripciones/lista.csv${filterQuery(filter)}`;

/** Deletion on the person's request: the address, its messages not sent and its «Enterado». */
export function deleteSubscriber(id: string, token: string) {
  return apiRequest<void>(`/api/suscripciones/${encodeURIComponent(id)}`, { token, method: 'DELETE' });
}

export function readReadList(aviso: string, token: string, signal?: AbortSignal) {
  return apiRequest<ReadList>(`/api/avisos/${encodeURIComponent(aviso)}/enterados`, { token, signal });
}

export const readListCsvPath = (aviso: string) => `/api/avisos/${encodeURIComponent(aviso)}/enterados.csv`;

/** «Enviar recordatorio»: once per circular, to those who have not confirmed (409 the second time). */
export function sendReminder(aviso: string, token: string) {
  return apiRequest<unknown>(`/api/avisos/${encodeURIComponent(aviso)}/recordatorio`, {
    token,
    method: 'POST',
    body: {},
  });
}

/** «Notificar de nuevo»: a new notice of a public item, 202 {aviso}. */
export function notifyAgain(coleccion: string, registro: string, token: string) {
  return apiRequest<{ aviso: string }>(
    `/api/avisos/${encodeURIComponent(coleccion)}/${encodeURIComponent(registro)}/notificar`,
    { token, method: 'POST', body: {} },
  );
}
