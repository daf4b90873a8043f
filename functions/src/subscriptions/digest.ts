/**
 * The weekly digest (decision 0039): from Monday 6:00 in Bogotá, once a week (the week's Monday
 * kept in `_config/suscripciones`), each confirmed weekly subscriber gets one message with the
 * items of their topics and audience published the week before (Monday 00:00 to Monday 00:00,
 * Bogotá). What was published is what got its first notice that week (notices.ts: made when the
 * item became visible, never for «No notificar»), still public now. No items for a subscriber, no
 * message; no items at all, no mail. Queued with one id per week and subscriber, so a run cut
 * short and run again never queues twice.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import { toRecord } from '../data/records';
import { fromSchoolWallClock } from '../model/date-time';
import {
  meetsAudience,
  NOTICES_COLLECTION,
  SUBSCRIPTIONS_CONFIG_DOC,
  type NoticeDoc,
  type SubscriberDoc,
} from '../model/subscriptions';
import { schoolMailSettings } from '../pqrsd/outbox';
import { bogotaDate } from '../pqrsd/due-date';
import { queueOnce, subscriberPages } from './fan-out';
import { subscriberLinks } from './links';
import { digestMail } from './notice-mail';
import { buildNotice, isNoticeCollection, wantsNotice } from './notices';

/** `_config/suscripciones`'s field with the Monday (yyyy-mm-dd) whose digest went out. */
export const DIGEST_MARKER = 'resumenSemana';
/** The digest goes from this hour of Monday, Bogotá time. */
const SEND_FROM_HOUR = 6;
const DAY_MS = 86_400_000;

export interface DigestWeek {
  /** The Monday (Bogotá date) the digest is sent on: its marker. */
  monday: string;
  /** The week it tells of, as instants: [from, to). */
  from: string;
  to: string;
}

const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The digest due at `nowMs`: the last Monday 6:00 (Bogotá) not after it, and the week before it. */
export function digestWeek(nowMs: number): DigestWeek {
  const day = bogotaDate(new Date(nowMs - SEND_FROM_HOUR * 3_600_000));
  const sinceMonday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
  const monday = shiftDate(day, -sinceMonday);
  return {
    monday,
    from: fromSchoolWallClock(shiftDate(monday, -7), '00:00')!,
    to: fromSchoolWallClock(monday, '00:00')!,
  };
}

/** This week's digest unless it went out; how many messages it queued. */
export async function sendDigest(db: Firestore, nowMs: number): Promise<number> {
  const week = digestWeek(nowMs);
  const config = db.doc(SUBSCRIPTIONS_CONFIG_DOC);
  if ((await withDeadline('Firestore', config.get())).get(DIGEST_MARKER) === week.monday) return 0;
  const items = await weekItems(db, week, nowMs);
  let queued = 0;
  if (items.length > 0) {
    const { name: school } = await schoolMailSettings(db);
    for await (const page of subscriberPages(db, 'semanal')) {
      const subs = page.flatMap((d) => {
        const doc = d.data() as SubscriberDoc;
        const own = items.filter(
          (i) =>
            (doc.temas ?? []).includes(i.tema) &&
            meetsAudience({ sedes: doc.sedes ?? [], grados: doc.grados ?? [] }, i),
        );
        return own.length > 0 ? [{ id: d.id, doc, own }] : [];
      });
      queued += await queueOnce(
        db,
        subs,
        (sub) => `resumen-${week.monday}--${sub}`,
        async (sub) =>
          digestMail(
            subs.find((s) => s.id === sub.id)!.own,
            week,
            { aviso: `resumen-${week.monday}`, suscriptor: sub.id, email: sub.doc.email },
            await subscriberLinks(db, { id: sub.id, nonce: sub.doc.nonce }),
            school,
          ),
        nowMs,
      );
    }
  }
  await withDeadline('Firestore', config.set({ [DIGEST_MARKER]: week.monday }, { merge: true }));
  return queued;
}

/** The items first told in the week, still public and told now, with their words as they are now. */
async function weekItems(db: Firestore, week: DigestWeek, nowMs: number): Promise<NoticeDoc[]> {
  const snap = await withDeadline(
    'Firestore',
    db
      .collection(NOTICES_COLLECTION)
      .where('creadoEl', '>=', week.from)
      .where('creadoEl', '<', week.to)
      .get(),
  );
  const first = snap.docs
    .map((d) => d.data() as NoticeDoc)
    .filter((n) => n.version === 1 && isNoticeCollection(n.coleccion));
  if (first.length === 0) return [];
  const records = await withDeadline(
    'Firestore',
    db.getAll(...first.map((n) => db.collection(n.coleccion).doc(n.registro))),
  );
  return first
    .flatMap((n, i) => {
      const snapOf = records[i]!;
      if (!snapOf.exists) return [];
      const record = toRecord(snapOf.id, snapOf.data()!, n.coleccion) as unknown as Record<string, unknown>;
      return wantsNotice(n.coleccion, record, nowMs)
        ? [{ ...buildNotice(n.coleccion, n.registro, record, 1, nowMs), fecha: n.fecha }]
        : [];
    })
    .sort((a, b) => a.fecha.localeCompare(b.fecha));
}
