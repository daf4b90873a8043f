/**
 * The pure part of the Secretaría's broadcasts (platform/broadcasts.ts): what a broadcast is, the
 * check of what the console sends, which schools it reaches, and the values of each school's copy
 * (an ordinary record of that school's `noticias` or `avisos`, model/broadcast.ts).
 */
import { LIMITS } from '../model/field-kinds';
import { BROADCAST_LABEL, type BroadcastMark } from '../model/broadcast';
import type { SchoolEntry } from '../tenancy/schools';

export const BROADCASTS = 'comunicados';
export type BroadcastKind = 'circular' | 'aviso';
export type NoticeLevel = 'info' | 'urgente';

/** Whom it reaches: every active school, those of one municipality, or a list. */
export type Target =
  { tipo: 'todas' } | { tipo: 'municipio'; municipio: string } | { tipo: 'lista'; colegios: string[] };

/** What the Secretaría writes (the text of an edit, the whole of a create). */
export interface BroadcastText {
  titulo: string;
  texto: string;
  /** A notice's level and last moment shown (the notice bar). */
  nivel?: NoticeLevel;
  hasta?: string;
}

export interface BroadcastInput extends BroadcastText {
  tipo: BroadcastKind;
  destino: Target;
}

/** A circular's PDF as the Secretaría uploaded it (kept in the platform's storage). */
export interface MasterPdf {
  /** The object's path in the project's bucket. */
  path: string;
  /** The name the Secretaría's file had, shown and used for the school's copy. */
  name: string;
}

/** The broadcast as stored at `comunicados/{id}` (root Firestore). */
export interface Broadcast extends BroadcastText {
  id: string;
  tipo: BroadcastKind;
  destino: Target;
  /** The schools it was sent to, fixed when created. */
  colegios: string[];
  estado: 'activo' | 'retirado';
  /** 1 at creation; each edit or the withdrawal adds one. Copies hold the version they show. */
  version: number;
  pdf?: MasterPdf;
  publicadoEl: string;
  desde: string;
  creadoEl: string;
  actualizadoEl: string;
  creadoPor: string;
  /** Each school's copy as last written: the version it holds, or the error that stopped it. */
  copias: Record<string, CopyState>;
}

export interface CopyState {
  version: number;
  error?: string;
}

const TYPE_LABEL: Record<BroadcastKind, string> = { circular: 'circular', aviso: 'aviso' };

type Checked<T> = { ok: true; value: T } | { ok: false; message: string; fields: Record<string, string> };

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const isInstant = (v: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
  !Number.isNaN(Date.parse(v));

/** The text of a create or an edit, checked; `tipo` decides a notice's limits. */
export function checkText(
  raw: Record<string, unknown>,
  tipo: BroadcastKind,
  nowMs: number,
): Checked<BroadcastText> {
  const fields: Record<string, string> = {};
  const titulo = str(raw.titulo);
  const texto = str(raw.texto);
  if (!titulo) fields.titulo = 'Escriba el título del comunicado.';
  else if (titulo.length > LIMITS.text) fields.titulo = `El título admite hasta ${LIMITS.text} caracteres.`;
  // A notice is one line of the notice bar; a circular's text is its summary.
  const max = tipo === 'aviso' ? LIMITS.text : LIMITS.longText;
  if (!texto) fields.texto = `Escriba el texto del ${TYPE_LABEL[tipo]}.`;
  else if (texto.length > max)
    fields.texto = `El texto del ${TYPE_LABEL[tipo]} admite hasta ${max} caracteres.`;
  const value: BroadcastText = { titulo, texto };
  if (tipo === 'aviso') {
    const nivel = str(raw.nivel) || 'info';
    if (nivel !== 'info' && nivel !== 'urgente') fields.nivel = 'El nivel del aviso es «info» o «urgente».';
    const hasta = str(raw.hasta) || new Date(nowMs + 7 * 24 * 3600_000).toISOString();
    if (!isInstant(hasta)) fields.hasta = '«Visible hasta» debe ser una fecha y hora válidas.';
    else if (Date.parse(hasta) <= nowMs) fields.hasta = '«Visible hasta» debe ser posterior a este momento.';
    value.nivel = nivel as NoticeLevel;
    value.hasta = isInstant(hasta) ? new Date(Date.parse(hasta)).toISOString() : hasta;
  }
  const keys = Object.keys(fields);
  if (keys.length > 0) return { ok: false, message: fields[keys[0]!]!, fields };
  return { ok: true, value };
}

/** The target as sent (an object, or its JSON in a multipart part), checked for shape only. */
export function checkTarget(raw: unknown): Checked<Target> {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      value = null;
    }
  }
  const fail = (message: string): Checked<Target> => ({ ok: false, message, fields: { destino: message } });
  const t = value as Record<string, unknown> | null;
  if (!t || typeof t !== 'object')
    return fail('Elija a qué colegios llega: todos, un municipio o una lista.');
  if (t.tipo === 'todas') return { ok: true, value: { tipo: 'todas' } };
  if (t.tipo === 'municipio') {
    const municipio = str(t.municipio);
    return municipio ? { ok: true, value: { tipo: 'municipio', municipio } } : fail('Elija el municipio.');
  }
  if (t.tipo === 'lista') {
    const list = Array.isArray(t.colegios) ? t.colegios : null;
    if (!list || list.some((id) => typeof id !== 'string'))
      return fail('La lista de colegios debe ser una lista de identificadores.');
    return { ok: true, value: { tipo: 'lista', colegios: [...new Set(list as string[])] } };
  }
  return fail('El destino es «todas», «municipio» o «lista».');
}

/** Accents and case aside: «Villa del Río» and «villa del rio» are one municipality. */
const folded = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/**
 * The active schools a target reaches, or why none (a Spanish sentence: a broadcast to no school
 * is refused, nothing created). A listed id that is no active school is refused by name.
 */
export function schoolsOf(target: Target, schools: readonly SchoolEntry[]): Checked<string[]> {
  const active = schools.filter((s) => s.status === 'activa');
  const fail = (message: string): Checked<string[]> => ({ ok: false, message, fields: { destino: message } });
  if (target.tipo === 'todas') {
    return active.length > 0
      ? { ok: true, value: active.map((s) => s.id) }
      : fail('No hay colegios activos a los que enviar el comunicado.');
  }
  if (target.tipo === 'municipio') {
    const m = folded(target.municipio);
    const ids = active.filter((s) => folded(s.municipio ?? '') === m).map((s) => s.id);
    return ids.length > 0
      ? { ok: true, value: ids }
      : fail(
          `El municipio «${target.municipio}» no tiene colegios activos: el comunicado no llegaría a nadie.`,
        );
  }
  if (target.colegios.length === 0) return fail('Elija al menos un colegio de la lista.');
  const known = new Set(active.map((s) => s.id));
  const unknown = target.colegios.filter((id) => !known.has(id));
  if (unknown.length > 0)
    return fail(
      `${unknown.length === 1 ? 'No es un colegio activo' : 'No son colegios activos'}: ${unknown
        .slice(0, 10)
        .map((id) => `«${id.slice(0, 40)}»`)
        .join(', ')}.`,
    );
  return { ok: true, value: target.colegios };
}

/** The collection a broadcast's copies live in. */
export const collectionOf = (tipo: BroadcastKind) => (tipo === 'aviso' ? 'avisos' : 'noticias');

/** The mark each copy carries. */
export const markOf = (b: Pick<Broadcast, 'id' | 'version'>): BroadcastMark => ({
  id: b.id,
  version: b.version,
  de: BROADCAST_LABEL,
});

/**
 * The values of a school's copy (validated by the school's own declaration when written):
 * `created` adds what only a new copy sets (its publication moment and state).
 */
export function copyValues(b: Broadcast, created: boolean): Record<string, unknown> {
  if (b.tipo === 'aviso') {
    return {
      text: b.texto,
      level: b.nivel ?? 'info',
      until: b.hasta ?? '',
      ...(created ? { from: b.desde, estado: 'publicado' } : {}),
    };
  }
  return {
    title: b.titulo,
    summary: b.texto,
    ...(created ? { kind: 'circular', publishAt: b.publicadoEl, estado: 'publicado' } : {}),
  };
}

/** The schools whose copy is not yet the broadcast's current version (what a resumed run still writes). */
export const pendingSchools = (b: Pick<Broadcast, 'colegios' | 'copias' | 'version'>): string[] =>
  b.colegios.filter((id) => b.copias[id]?.version !== b.version || b.copias[id]?.error !== undefined);
