/**
 * Families following their school (decision 0039): subscriptions by e-mail (double opt-in) and by
 * phone notification (Web Push), the notices a publication queues for them, and «Enterado», the
 * reader's confirmation of a circular. One definition for the function, the admin and the public
 * pages; no zod here (the public pages load it), the input checks are subscription-input.ts.
 *
 * Where it lives, in each school's own data (never in a public answer, never in a log):
 * - `suscriptores/{id}`: one document per address (`subscriberId`: a hash of the address, so a
 *   second subscription of the same address finds and merges into the first).
 * - `suscriptoresPush/{id}`: one document per browser push subscription (id: hash of its endpoint).
 * - `_avisos/{id}`: one notice per publication (`noticeId`): what the mail and push say, its
 *   audience, its fan-out's progress. Its creation is the «once» of a publication.
 * - `_enterados/{noticeId}--{subscriberId}`: who confirmed reading a circular.
 * - `_config/suscripciones`: the school's key for the links' signatures, the scheduled-publication
 *   cursor, the week of the last digest.
 */

export const SUBSCRIBERS_COLLECTION = 'suscriptores';
export const PUSH_SUBSCRIBERS_COLLECTION = 'suscriptoresPush';
export const NOTICES_COLLECTION = '_avisos';
/**
 * «Enterado» marks: `_enterados/{noticeId}--{subscriberId}` with `{ aviso, suscriptor, confirmadoEl }`,
 * a collection of its own (not under the notice) so the backup's personal part takes it and a
 * deletion on request finds a family's marks with one query.
 */
export const READ_CONFIRMATIONS = '_enterados';
export const readConfirmationId = (notice: string, subscriber: string) => `${notice}--${subscriber}`;
export const SUBSCRIPTIONS_CONFIG_DOC = '_config/suscripciones';

/** What a family may follow. */
export const TOPICS = ['circulares', 'noticias', 'eventos'] as const;
export type Topic = (typeof TOPICS)[number];
export const TOPIC_LABELS: Record<Topic, string> = {
  circulares: 'Circulares',
  noticias: 'Noticias',
  eventos: 'Eventos',
};

/** Each publication as it arrives, or one e-mail on Monday morning with the week before's. */
export const MODES = ['inmediato', 'semanal'] as const;
export type Mode = (typeof MODES)[number];
export const MODE_LABELS: Record<Mode, string> = {
  inmediato: 'Cada vez que se publique',
  semanal: 'Un resumen semanal (los lunes)',
};

/** The consent a subscription records (Ley 1581 de 2012): its version is stored with it. */
export const SUBSCRIPTION_CONSENT_VERSION = '2026-12';
export const SUBSCRIPTION_CONSENT_TEXT =
  'Autorizo al colegio a usar mi correo electrónico solo para enviarme lo que publica en su sitio web ' +
  '(según la Ley 1581 de 2012 y la política de privacidad del sitio). Puedo darme de baja en cualquier momento.';
/** The stated purpose, shown on the form and in the privacy page's inventory of databases. */
export const SUBSCRIPTION_PURPOSE =
  'Enviar a las familias que lo piden las circulares, noticias y eventos que el colegio publica, y registrar quién confirmó la lectura de una circular.';

/** An unconfirmed subscription is deleted after this long (the confirmation link stops working too). */
export const UNCONFIRMED_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A subscription is deleted this long after its last confirmation (subscribe, preferences, «Enterado»). */
export const RETENTION_MS = 365 * 24 * 60 * 60 * 1000;

/** Sede and grades the school offers for subscriptions (sitio), and what an item or a subscriber chose. */
export interface Audience {
  /** Empty: every sede. */
  sedes: string[];
  /** Empty: every grade. */
  grados: string[];
}

/** An e-mail subscriber, as stored (`suscriptores/{subscriberId(email)}`). */
export interface SubscriberDoc extends Audience {
  email: string;
  temas: Topic[];
  modo: Mode;
  estado: 'pendiente' | 'confirmada';
  /** Random, part of every link's signature: a subscription deleted and made again voids old links. */
  nonce: string;
  consentimiento: string;
  /** ISO instants. */
  creadaEl: string;
  confirmadaEl: string | null;
  /** The last confirmation (subscribe, preferences saved, «Enterado»): retention counts from here. */
  ultimaConfirmacion: string | null;
}

/** A browser's push subscription (the standard PushSubscription's JSON) and what it follows. */
export interface PushSubscriberDoc extends Audience {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  temas: Topic[];
  creadaEl: string;
  /**
   * The last time the family subscribed this phone again or its push service accepted a notice
   * (written at most monthly): the retention deletes it 12 months after.
   */
  renovadaEl: string;
}

/** The signed links' actions. */
export const TOKEN_ACTIONS = ['confirmar', 'baja', 'preferencias', 'enterado'] as const;
export type TokenAction = (typeof TOKEN_ACTIONS)[number];

/** The public addresses of the links (under the school's base), one per action. */
export const SUBSCRIPTION_PATHS = {
  form: '/suscripcion',
  sent: '/suscripcion/revise-su-correo',
  confirmar: '/suscripcion/confirmar',
  baja: '/suscripcion/baja',
  preferencias: '/suscripcion/preferencias',
  enterado: '/suscripcion/enterado',
} as const;
/** RFC 8058's one-click unsubscribe: a POST here with `List-Unsubscribe=One-Click`, no cookie. */
export const ONE_CLICK_PATH = '/api/suscripciones/baja';

/** A notice: one publication told to its subscribers once (`_avisos/{noticeId}`). */
export interface NoticeDoc extends Audience {
  coleccion: 'noticias' | 'eventos';
  registro: string;
  tema: Topic;
  /** What the mail and the push say: the item's own public words, never a subscriber's. */
  titulo: string;
  resumen: string;
  /** The item's date as the site shows it (ISO). */
  fecha: string;
  /** Absolute addresses: the item's page and, for a circular, its PDF. */
  enlace: string;
  pdf: string | null;
  /** The circular asks its readers for «Enterado». */
  enterado: boolean;
  /** 1 for the first notice of an item, then one more each «Notificar de nuevo». */
  version: number;
  estado: 'pendiente' | 'en-cola' | 'hecho';
  creadoEl: string;
  /** Fan-out progress: the subscribers queued so far (resumable after a crash). */
  encolados: number;
  push: number;
  /** «Enterado»'s reminder, sent once. */
  recordatorioEl: string | null;
}

/** The kinds of the families' messages in the outbox: a publication, the weekly digest, «Enterado»'s reminder. */
export type SubscriberMailKind = 'aviso' | 'aviso-resumen' | 'aviso-recordatorio';

/** The notice's id: one per item and version, so a second save or a retry cannot queue it twice. */
export const noticeId = (coleccion: string, registro: string, version: number) =>
  `${coleccion}--${registro}--${version}`;

/** Which topic a public record of these collections is. */
export function topicOf(coleccion: string, record: Record<string, unknown>): Topic | null {
  if (coleccion === 'eventos') return 'eventos';
  if (coleccion === 'noticias') return record.kind === 'circular' ? 'circulares' : 'noticias';
  return null;
}

const meets = (wanted: string[], offered: string[]) =>
  wanted.length === 0 || offered.length === 0 || wanted.some((w) => offered.includes(w));

/**
 * Whether a subscriber's choice reaches an item's audience: an empty list on either side means
 * "all", otherwise they must share a sede and share a grade.
 */
export function meetsAudience(subscriber: Audience, item: Audience): boolean {
  return meets(subscriber.sedes, item.sedes) && meets(subscriber.grados, item.grados);
}

/** A subscriber's choices as the preferences page shows them (its link's read), the address half hidden. */
export interface SubscriberChoicesView extends Audience {
  temas: Topic[];
  modo: Mode;
  /** `ma•••@example.com`. */
  correo: string;
}
