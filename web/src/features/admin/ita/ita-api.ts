/** The ITA checklist's calls (docs/api.md, "Índice de transparencia"): staff with `ita`, never cached. */
import type { ItaItemView, ItaStateInput, ItaStatus } from '@model';
import type { ConformityReport } from '@model/conformity';
import { apiRequest } from '@/lib/api-client';

export interface ItaChecklist {
  now: string;
  counts: Record<ItaStatus, number>;
  items: ItaItemView[];
}

export const ITA_CSV_PATH = '/api/ita.csv';

export function readChecklist(token: string, signal?: AbortSignal) {
  return apiRequest<ItaChecklist>('/api/ita', { token, signal });
}

export function saveItaItem(id: string, token: string, input: ItaStateInput) {
  return apiRequest<ItaItemView>(`/api/ita/${encodeURIComponent(id)}`, { token, method: 'PUT', body: input });
}

/** The conformity check's last report (null before the first run): GET /api/conformidad. */
export function readConformity(token: string, signal?: AbortSignal) {
  return apiRequest<{ report: ConformityReport | null }>('/api/conformidad', { token, signal });
}

/** Runs the check now and answers its report (administrators; 409 while one is running). */
export function runConformityNow(token: string) {
  return apiRequest<{ report: ConformityReport }>('/api/conformidad', { token, method: 'POST' });
}
