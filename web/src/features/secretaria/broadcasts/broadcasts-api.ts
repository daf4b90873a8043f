/**
 * The Secretaría's broadcasts as the console reads and writes them (functions/src/platform/
 * broadcasts.ts): the list, the schools a broadcast may reach, and the three writes. A create or
 * an edit with a PDF is multipart; without, JSON.
 */
import { platformRequest } from '../platform-request';
import type { ConsoleSession } from '../sections';

export type BroadcastKind = 'circular' | 'aviso';
export type Target =
  { tipo: 'todas' } | { tipo: 'municipio'; municipio: string } | { tipo: 'lista'; colegios: string[] };

export interface BroadcastRow {
  id: string;
  tipo: BroadcastKind;
  titulo: string;
  texto: string;
  nivel?: 'info' | 'urgente';
  hasta?: string;
  destino: Target;
  colegios: string[];
  estado: 'activo' | 'retirado';
  version: number;
  pdf?: { name: string };
  creadoEl: string;
  actualizadoEl: string;
  total: number;
  pendientes: string[];
  ocultoEn: string[];
}

export interface SchoolRow {
  id: string;
  name: string;
  municipio: string;
  status: 'activa' | 'retirada';
}

export interface BroadcastDraft {
  tipo: BroadcastKind;
  titulo: string;
  texto: string;
  nivel: 'info' | 'urgente';
  destino: Target;
  pdf?: File;
}

const BASE = '/api/plataforma/comunicados';

export const listBroadcasts = (session: ConsoleSession, signal?: AbortSignal) =>
  platformRequest<BroadcastRow[]>(session, BASE, { signal });

export const listSchools = (session: ConsoleSession, signal?: AbortSignal) =>
  platformRequest<SchoolRow[]>(session, '/api/plataforma/colegios', { signal });

/** The body of a create or edit: multipart when a PDF goes with it. */
function bodyOf(values: Record<string, unknown>, pdf?: File): unknown {
  if (!pdf) return values;
  const form = new FormData();
  for (const [key, value] of Object.entries(values))
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  form.append('pdf', pdf, pdf.name);
  return form;
}

export function sendBroadcast(session: ConsoleSession, draft: BroadcastDraft) {
  const { pdf, nivel, ...rest } = draft;
  const values = { ...rest, ...(draft.tipo === 'aviso' ? { nivel } : {}) };
  return platformRequest<BroadcastRow>(session, BASE, { method: 'POST', body: bodyOf(values, pdf) });
}

export function editBroadcast(
  session: ConsoleSession,
  id: string,
  values: { titulo: string; texto: string; nivel?: string },
  pdf?: File,
) {
  return platformRequest<BroadcastRow>(session, `${BASE}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: bodyOf(values, pdf),
  });
}

export const withdrawBroadcast = (session: ConsoleSession, id: string) =>
  platformRequest<BroadcastRow>(session, `${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' });
