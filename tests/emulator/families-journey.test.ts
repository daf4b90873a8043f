/**
 * A family's whole way through (decision 0039), with nothing written by hand: it subscribes on
 * the site, gets only the confirmation mail, confirms with its link; the school publishes a
 * circular and the family gets exactly one mail with both unsubscribe headers (RFC 2369, RFC
 * 8058); the one-click POST from the header, with no cookie, ends it, and the next circular
 * reaches it no more. The mail is the function's own, caught by the local SMTP server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { richTextFrom } from '../../functions/src/model';
import {
  NOTICES_COLLECTION,
  SUBSCRIBERS_COLLECTION,
  SUBSCRIPTION_CONSENT_VERSION,
} from '../../functions/src/model/subscriptions';
import { SUBSCRIBER_OUTBOX } from '../../functions/src/pqrsd/outbox';
import { subscriberId } from '../../functions/src/subscriptions/tokens';
import { call } from './site';
import { adminToken } from './state';

const { db } = emulatorDeps();
const run = Math.random().toString(36).slice(2, 8);
const email = `familia-${run}@example.com`;
const published: string[] = [];
let catcher: MailCatcher;
let token: string;

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`No ocurrió a tiempo: ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function publishCircular(title: string): Promise<string> {
  const res = await call<{ _id: string }>('POST', '/api/noticias', {
    token,
    json: {
      title,
      kind: 'circular',
      summary: `Resumen de ${title}.`,
      body: richTextFrom('Texto de la circular.'),
      publishAt: new Date().toISOString(),
      estado: 'publicado',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  published.push(res.body._id);
  return res.body._id;
}

/** The notice of an item, once its fan-out has queued it (the trigger runs apart from the request). */
async function queuedNotice(id: string): Promise<string> {
  const noticeId = `noticias--${id}--1`;
  await until(async () => {
    const notice = await db.collection(NOTICES_COLLECTION).doc(noticeId).get();
    return notice.exists && notice.get('estado') !== 'pendiente';
  }, `el aviso de ${id} en cola`);
  return noticeId;
}

beforeAll(async () => {
  catcher = await startMailCatcher();
  token = await adminToken();
});

afterAll(async () => {
  await catcher?.close();
  await db.collection(SUBSCRIBERS_COLLECTION).doc(subscriberId(email)).delete();
  for (const id of published) {
    await call('DELETE', `/api/noticias/${id}`, { token });
    const noticeId = `noticias--${id}--1`;
    for (const m of (await db.collection(SUBSCRIBER_OUTBOX).where('aviso', '==', noticeId).get()).docs)
      await m.ref.delete();
    await db.collection(NOTICES_COLLECTION).doc(noticeId).delete();
  }
});

describe('a family follows the school', () => {
  it('subscribes, confirms, gets one circular with both unsubscribe headers, and leaves with one click', async () => {
    // Subscribes: only the confirmation mail, nothing else until it is confirmed.
    const subscribed = await call('POST', '/api/suscripciones', {
      json: { email, temas: ['circulares'], modo: 'inmediato', consentimiento: SUBSCRIPTION_CONSENT_VERSION },
    });
    expect(subscribed.status).toBe(202);
    const confirmation = await catcher.waitFor((m) => m.to.includes(email));
    expect(confirmation.subject).toMatch(/Confirme su suscripción/);
    const link = /https?:\/\/\S+\/suscripcion\/confirmar\?t=(\S+)/.exec(confirmation.text);
    expect(link, confirmation.text).toBeTruthy();

    // A circular published before the confirmation reaches nobody at this address.
    const early = await publishCircular(`Circular antes de confirmar ${run}`);
    const earlyNotice = await queuedNotice(early);
    const earlyMessages = await db.collection(SUBSCRIBER_OUTBOX).where('aviso', '==', earlyNotice).get();
    expect(earlyMessages.docs.filter((d) => d.get('suscriptor') === subscriberId(email))).toEqual([]);

    // Confirms with the link's token (the page's one button POSTs it).
    const confirmed = await call('POST', '/api/suscripciones/confirmar', {
      json: { t: decodeURIComponent(link![1]!) },
    });
    expect(confirmed.status).toBe(200);

    // The school publishes a circular: exactly one mail, with both headers and both parts.
    const title = `Circular para las familias ${run}`;
    await publishCircular(title);
    const mail = await catcher.waitFor((m) => m.to.includes(email) && m.subject.includes(title));
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
    expect(oneClick, mail.headers['list-unsubscribe']).toBeDefined();
    expect(mail.text).toContain(`Resumen de ${title}.`);
    expect(mail.html).toContain(title);
    expect(mail.text).toMatch(/\/suscripcion\/preferencias\?t=/);
    expect(catcher.messages.filter((m) => m.to.includes(email))).toHaveLength(2);

    // One click, as a mail provider makes it: a POST to the header's address, no cookie.
    const left = await fetch(oneClick!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(left.status).toBe(200);
    expect((await db.collection(SUBSCRIBERS_COLLECTION).doc(subscriberId(email)).get()).exists).toBe(false);

    // The next circular is queued for nobody at this address.
    const after = await publishCircular(`Circular después de la baja ${run}`);
    const afterNotice = await queuedNotice(after);
    const afterMessages = await db.collection(SUBSCRIBER_OUTBOX).where('aviso', '==', afterNotice).get();
    expect(afterMessages.docs.filter((d) => d.get('suscriptor') === subscriberId(email))).toEqual([]);
  });
});
