/**
 * What the staff's «Suscripciones» screen reads (routes/subscriptions-staff.ts): the counts, the
 * addresses (administrators only), the notices with their queue's states and the «Enterado» list,
 * and the columns of their CSV files (written by model/csv.ts, the one CSV writer). Plain types
 * and pure functions: the function and the admin share them.
 */
import type { SpreadsheetCell } from './csv';
import { MODE_LABELS, TOPIC_LABELS, type Mode, type Topic } from './subscriptions';

/** GET /api/suscripciones/resumen: counts only, never an address (editors read it too). */
export interface SubscriptionCounts {
  /** Confirmed e-mail subscribers per topic. */
  temas: Record<Topic, number>;
  /** Confirmed e-mail subscribers per mode. */
  modos: Record<Mode, number>;
  /** Confirmed e-mail subscribers per topic and mode (the screen's table). */
  porTema: Record<Topic, Record<Mode, number>>;
  /** Subscriptions waiting for their confirmation link (nothing is sent to them). */
  pendientes: number;
  confirmadas: number;
  /** Phones and browsers that receive notifications. */
  push: number;
  pushPorTema: Record<Topic, number>;
}

/** One address, for administrators (GET /api/suscripciones/lista). */
export interface SubscriberRow {
  id: string;
  email: string;
  estado: 'pendiente' | 'confirmada';
  temas: Topic[];
  modo: Mode;
  sedes: string[];
  grados: string[];
  creadaEl: string;
  confirmadaEl: string | null;
  ultimaConfirmacion: string | null;
}

export interface SubscriberList {
  /** Every subscriber matching the filters; `items` holds at most SUBSCRIBER_LIST_LIMIT of them. */
  total: number;
  items: SubscriberRow[];
}

/** How many rows the screen's table gets at once; the CSV has them all. */
export const SUBSCRIBER_LIST_LIMIT = 500;

/** The list's filters (query string of the list and its CSV); absent is "all". */
export interface SubscriberFilter {
  /** Part of the address, any case. */
  q?: string;
  tema?: Topic;
  estado?: 'pendiente' | 'confirmada';
  modo?: Mode;
}

/** One notice and its messages' states (GET /api/suscripciones/avisos). */
export interface NoticeRow {
  id: string;
  coleccion: 'noticias' | 'eventos';
  registro: string;
  titulo: string;
  tema: Topic;
  estado: 'pendiente' | 'en-cola' | 'hecho';
  creadoEl: string;
  version: number;
  /** Subscribers queued by the fan-out so far. */
  encolados: number;
  enviados: number;
  /** Waiting for their turn (not held by a cap). */
  pendientes: number;
  fallidos: number;
  /** Held by the hourly caps: they leave in a later hour by themselves. Null: not counted. */
  retenidos: number | null;
  /** Phones notified. */
  push: number;
  enterado: boolean;
  /** «Enterado» confirmations (0 when the circular does not ask for them). */
  confirmados: number;
  recordatorioEl: string | null;
}

/** How many notices the list shows, the newest first. */
export const NOTICE_LIST_LIMIT = 50;

/** One recipient of a circular that asks for «Enterado» (GET /api/avisos/{id}/enterados). */
export interface ReadRow {
  /** The address, only for those who may see addresses (administrators); null for an editor. */
  email: string | null;
  /** When the message left (null: not yet). */
  enviadoEl: string | null;
  /** When the family confirmed reading it (null: not yet). */
  confirmadoEl: string | null;
}

export interface ReadList {
  aviso: { id: string; titulo: string; creadoEl: string; recordatorioEl: string | null };
  recibieron: number;
  confirmaron: number;
  /** False for an editor: the rows carry no address. */
  conDirecciones: boolean;
  items: ReadRow[];
}

export const SUBSCRIBER_CSV_COLUMNS = [
  'Correo electrónico',
  'Estado',
  'Temas',
  'Frecuencia',
  'Sedes',
  'Grados',
  'Suscrita el',
  'Confirmada el',
  'Última confirmación',
] as const;

const STATE_LABEL = { pendiente: 'Sin confirmar', confirmada: 'Confirmada' } as const;

export const subscriberStateLabel = (estado: SubscriberRow['estado']) => STATE_LABEL[estado];
export const topicsText = (temas: readonly Topic[]) => temas.map((t) => TOPIC_LABELS[t]).join(', ');

/** A subscriber's CSV record, in SUBSCRIBER_CSV_COLUMNS' order. */
export function subscriberCsvRow(row: SubscriberRow): SpreadsheetCell[] {
  return [
    row.email,
    STATE_LABEL[row.estado],
    topicsText(row.temas),
    MODE_LABELS[row.modo],
    row.sedes.length ? row.sedes.join(', ') : 'Todas',
    row.grados.length ? row.grados.join(', ') : 'Todos',
    row.creadaEl,
    row.confirmadaEl ?? '',
    row.ultimaConfirmacion ?? '',
  ];
}

/** The «Enterado» CSV: the address only in an administrator's file. */
export const readCsvColumns = (withAddresses: boolean) =>
  withAddresses
    ? ['Correo electrónico', 'Enviado el', 'Confirmó el']
    : ['Destinatario', 'Enviado el', 'Confirmó el'];

export function readCsvRow(row: ReadRow, index: number): SpreadsheetCell[] {
  return [row.email ?? `Familia ${index + 1}`, row.enviadoEl ?? '', row.confirmadoEl ?? ''];
}
