/**
 * A notice to the phones that follow its topic and audience (Web Push, RFC 8030/8291/8292): each
 * gets a small payload, encrypted for that browser and signed with the school's VAPID key by
 * web-push (`generateRequestDetails`, the request sendNotification would make), and POSTed to
 * its push service with fetch: the same request for the push services' https and for the
 * emulator's loopback push service of the tests, which sendNotification cannot reach (it speaks
 * https only). A few at a time, each with a deadline. A push service's 404 or 410 means the
 * subscription is gone (the phone unsubscribed, the app was removed): its document is deleted.
 * Any other failure is logged with its status and the service's host only: an endpoint names one
 * phone, so it is personal data and never in a log.
 */
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import webpush from 'web-push';
import { withDeadline } from '../domain/deadline';
import {
  meetsAudience,
  PUSH_SUBSCRIBERS_COLLECTION,
  type NoticeDoc,
  type PushSubscriberDoc,
} from '../model/subscriptions';
import { isPushEndpoint } from '../model/subscription-push-input';
import { pushKeys, vapidSubject } from './push-keys';

/** How long a push service keeps a notice for a phone that is off: a day, then it is old news. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Requests in flight at once. */
const AT_ONCE = 6;
/** A push service that does not answer within this long is given up on for this notice. */
const SEND_TIMEOUT_MS = 10_000;
const MAX_TITLE = 120;
const MAX_BODY = 160;

/** What the service worker shows (push-worker.ts reads these three). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

/** `text` in at most `max` characters, cut at a space with an ellipsis when it is longer. */
function shorten(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const pushPayload = (notice: Pick<NoticeDoc, 'titulo' | 'resumen' | 'enlace'>): PushPayload => ({
  title: shorten(notice.titulo, MAX_TITLE),
  body: shorten(notice.resumen, MAX_BODY),
  url: notice.enlace,
});

const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return '(inválido)';
  }
};

/** Runs `work` on every item, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** A delivered subscription's renewal is written at most this often (retention counts from it). */
const RENEW_EVERY_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A subscription its push service still accepts is a phone that still wants the notices: its
 * `renovadaEl` moves to the notice's time (at most monthly, so a notice costs few writes), and the
 * retention deletes only a subscription nothing reached for 12 months.
 */
async function renew(doc: QueryDocumentSnapshot, at: string): Promise<void> {
  const last = Date.parse(String(doc.get('renovadaEl') ?? doc.get('creadaEl') ?? ''));
  if (Number.isFinite(last) && Date.parse(at) - last < RENEW_EVERY_MS) return;
  await withDeadline('Firestore', doc.ref.update({ renovadaEl: at })).catch(() => undefined);
}

/**
 * Sends `notice` to every push subscriber of its topic whose sedes and grades meet its audience.
 * Returns how many push services accepted it and how many gone subscriptions were deleted.
 */
export async function pushNotice(
  db: Firestore,
  notice: NoticeDoc & { id: string },
): Promise<{ sent: number; removed: number }> {
  const snap = await withDeadline(
    'Firestore',
    db.collection(PUSH_SUBSCRIBERS_COLLECTION).where('temas', 'array-contains', notice.tema).get(),
  );
  const targets = snap.docs.filter((doc) => meetsAudience(doc.data() as PushSubscriberDoc, notice));
  if (targets.length === 0) return { sent: 0, removed: 0 };
  const keys = await pushKeys(db);
  const vapidDetails = { subject: vapidSubject(), ...keys };
  const payload = JSON.stringify(pushPayload(notice));
  const emulator = process.env.FUNCTIONS_EMULATOR === 'true';
  let sent = 0;
  let removed = 0;
  await eachLimited(targets, AT_ONCE, async (doc) => {
    const { endpoint, keys: browserKeys } = doc.data() as PushSubscriberDoc;
    // Stored only after the same check; checked again so no stored value can aim the server elsewhere.
    if (!isPushEndpoint(endpoint, emulator)) {
      logger.warn('push: a stored subscription is not of a known push service; skipped', {
        notice: notice.id,
      });
      return;
    }
    try {
      const request = webpush.generateRequestDetails({ endpoint, keys: browserKeys }, payload, {
        vapidDetails,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      });
      // fetch sets the length itself from the body.
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const answer = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await answer.body?.cancel();
      if (answer.ok) {
        sent++;
        await renew(doc, notice.creadoEl);
      } else if (answer.status === 404 || answer.status === 410) {
        await withDeadline('Firestore', doc.ref.delete());
        removed++;
      } else {
        logger.warn('push: the push service refused a notice', {
          notice: notice.id,
          status: answer.status,
          service: hostOf(endpoint),
        });
      }
    } catch (err) {
      logger.warn('push: a notice could not be sent', {
        notice: notice.id,
        service: hostOf(endpoint),
        reason: (err as Error).name,
      });
    }
  });
  return { sent, removed };
}
