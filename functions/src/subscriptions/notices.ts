/**
 * When a publication is told to the families (decision 0039): a notice (`_avisos/{noticeId}`) is
 * made once per item, when the item becomes visible. A save that leaves an item public that was
 * not (a new public item, a draft published) makes it in the save's own write (writes/ calls
 * `noticeOnSave`); an item scheduled for later is found by the hourly run (`notifyScheduled`), by
 * a cursor on «Publicar desde» that starts at the run that first sees it, so nothing published
 * before the feature is ever mailed. An edit of a public item never makes one: «Notificar de
 * nuevo» (`notifyAgain`) makes the next version's. The notice's creation starts its fan-out
 * (fan-out.ts, by a Firestore trigger).
 */
import type { DocumentReference, Firestore, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import { Conflict, NotFound } from '../domain/errors';
import { toRecord } from '../data/records';
import { getCollection, isPublicAt } from '../model';
import { richTextPlain, type RichTextDoc } from '../model/rich-text';
import { mediaAddress } from '../model/share-pages/slug-address';
import {
  NOTICES_COLLECTION,
  noticeId,
  SUBSCRIPTIONS_CONFIG_DOC,
  topicOf,
  type NoticeDoc,
} from '../model/subscriptions';
import { siteOrigin } from '../tenancy/site-origin';

/** The collections whose publications are told. */
export type NoticeCollection = NoticeDoc['coleccion'];
export const isNoticeCollection = (name: string): name is NoticeCollection =>
  name === 'noticias' || name === 'eventos';

/** Where the scheduled-publication cursor is kept in `_config/suscripciones` (an ISO instant). */
export const SCHEDULED_CURSOR = 'programadasHasta';

type Values = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
const SUMMARY_MAX = 400;
const shorten = (value: string) =>
  value.length > SUMMARY_MAX ? `${value.slice(0, SUMMARY_MAX - 1).trimEnd()}…` : value;

/** Whether a record of `collection`, as it stands at `nowMs`, is one the families are told of. */
export function wantsNotice(collection: string, record: Values, nowMs: number): boolean {
  if (!isNoticeCollection(collection) || record.notificar === 'no') return false;
  return isPublicAt(getCollection(collection), record, nowMs);
}

/**
 * The notice of an item: only its own public words and absolute links (the school's origin: the
 * request's or the job's, tenancy/site-origin.ts), its audience, its progress at zero.
 */
export function buildNotice(
  collection: NoticeCollection,
  id: string,
  record: Values,
  version: number,
  nowMs: number,
): NoticeDoc {
  const origin = siteOrigin();
  const tema = topicOf(collection, record)!;
  const circular = tema === 'circulares';
  const slug = text(record.slug);
  const page = collection === 'noticias' ? '/noticias' : '/eventos';
  const attachment = text(record.attachment);
  const resumen =
    collection === 'noticias'
      ? text(record.summary)
      : [text(record.location) ? `Lugar: ${text(record.location)}.` : '', plainOf(record.description)]
          .filter(Boolean)
          .join(' ');
  return {
    coleccion: collection,
    registro: id,
    tema,
    titulo: text(record.title),
    resumen: shorten(resumen.trim()),
    fecha: text(collection === 'noticias' ? record.publishAt : record.start) || new Date(nowMs).toISOString(),
    enlace: slug ? `${origin}${page}/${slug}` : `${origin}${page}`,
    pdf: circular && attachment ? mediaAddress(origin, attachment) : null,
    enterado: circular && record.enterado === 'si',
    version,
    estado: 'pendiente',
    creadoEl: new Date(nowMs).toISOString(),
    encolados: 0,
    push: 0,
    recordatorioEl: null,
    sedes: list(record.avisoSedes),
    grados: list(record.avisoGrados),
  };
}

function plainOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') return richTextPlain(value as RichTextDoc).replace(/\s+/g, ' ');
  return '';
}

export const noticeRef = (db: Firestore, collection: string, id: string, version: number) =>
  db.collection(NOTICES_COLLECTION).doc(noticeId(collection, id, version));

/**
 * The save's part: the notice to write beside the record, or null. `before` is the record as
 * stored before the save (null for a create): a record that was already public is being edited,
 * and an edit never tells again. The caller writes it only when the item has no first notice yet
 * (a draft published, withdrawn and published again was told the first time).
 */
export function noticeOnSave(
  collection: string,
  id: string,
  before: Values | null,
  after: Values,
  nowMs: number,
): NoticeDoc | null {
  if (!isNoticeCollection(collection) || !wantsNotice(collection, after, nowMs)) return null;
  if (before && isPublicAt(getCollection(collection), before, nowMs)) return null;
  return buildNotice(collection, id, after, 1, nowMs);
}

/** Writes `notice` as the item's first notice in the save's transaction or batch. */
export function writeNotice(
  db: Firestore,
  write: Transaction | WriteBatch,
  notice: NoticeDoc,
): DocumentReference {
  const ref = noticeRef(db, notice.coleccion, notice.registro, notice.version);
  write.create(ref, notice);
  return ref;
}

/** gRPC's ALREADY_EXISTS: the notice was made by someone else first. */
const ALREADY_EXISTS = 6;

/** Creates the item's first notice unless it exists; whether this call made it. */
async function createFirstNotice(db: Firestore, notice: NoticeDoc): Promise<boolean> {
  try {
    await withDeadline('Firestore', noticeRef(db, notice.coleccion, notice.registro, 1).create(notice));
    return true;
  } catch (err) {
    if ((err as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw err;
  }
}

/**
 * The hourly run's part: the news and circulars whose «Publicar desde» passed since the last run
 * (the cursor) get their notice, once. The first run only sets the cursor. A cursor ahead of the
 * clock (the emulator's test clock moved back) starts again from now.
 */
export async function notifyScheduled(db: Firestore, nowMs: number): Promise<number> {
  const config = db.doc(SUBSCRIPTIONS_CONFIG_DOC);
  const nowIso = new Date(nowMs).toISOString();
  const cursor = (await withDeadline('Firestore', config.get())).get(SCHEDULED_CURSOR) as string | undefined;
  let made = 0;
  if (cursor && cursor <= nowIso) {
    const snap = await withDeadline(
      'Firestore',
      db.collection('noticias').where('publishAt', '>', cursor).where('publishAt', '<=', nowIso).get(),
    );
    for (const doc of snap.docs) {
      const record = toRecord(doc.id, doc.data(), 'noticias') as unknown as Values;
      if (!wantsNotice('noticias', record, nowMs)) continue;
      if (await createFirstNotice(db, buildNotice('noticias', doc.id, record, 1, nowMs))) made++;
    }
  }
  await withDeadline('Firestore', config.set({ [SCHEDULED_CURSOR]: nowIso }, { merge: true }));
  return made;
}

/**
 * «Notificar de nuevo»: the next version's notice of a public item, whatever its «No notificar»
 * says (the editor asks for it now). Its id is returned.
 */
export async function notifyAgain(
  db: Firestore,
  collection: NoticeCollection,
  id: string,
  nowMs: number,
): Promise<string> {
  const snap = await withDeadline('Firestore', db.collection(collection).doc(id).get());
  if (!snap.exists) throw new NotFound(`No existe el registro «${id}» en ${collection}.`);
  const record = toRecord(id, snap.data()!, collection) as unknown as Values;
  if (!isPublicAt(getCollection(collection), record, nowMs))
    throw new Conflict(
      'Este registro no está publicado ahora: las familias reciben el aviso cuando se publique.',
    );
  const previous = await withDeadline(
    'Firestore',
    db.collection(NOTICES_COLLECTION).where('registro', '==', id).get(),
  );
  const version =
    1 +
    previous.docs
      .filter((d) => d.get('coleccion') === collection)
      .reduce((max, d) => Math.max(max, Number(d.get('version')) || 0), 0);
  const notice = buildNotice(collection, id, record, version, nowMs);
  const ref = noticeRef(db, collection, id, version);
  try {
    await withDeadline('Firestore', ref.create(notice));
  } catch (err) {
    if ((err as { code?: unknown }).code === ALREADY_EXISTS)
      throw new Conflict('Otro aviso de este registro se acaba de crear. Revise la lista de avisos.');
    throw err;
  }
  return ref.id;
}
