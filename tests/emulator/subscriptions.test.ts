/**
 * The families' e-mail subscription, public side, through Hosting, the function and the local
 * SMTP server: double opt-in (the confirmation is the only mail an unconfirmed address gets, once),
 * the signed links (tampered, foreign or old ones change nothing), bad addresses, the flood limit,
 * RFC 8058's one-click unsubscribe with no cookie, the preferences, the retention and the schools'
 * isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { deliverOutbox, SUBSCRIBER_OUTBOX } from '../../functions/src/pqrsd/outbox';
import { smtpSend } from '../../functions/src/pqrsd/mailer';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../scripts/mail-catcher';
import {
  PUSH_SUBSCRIBERS_COLLECTION,
  RETENTION_MS,
  SUBSCRIBERS_COLLECTION,
  SUBSCRIPTION_CONSENT_VERSION,
  UNCONFIRMED_TTL_MS,
  type SubscriberDoc,
} from '../../functions/src/model/subscriptions';
import { signToken, subscriberId } from '../../functions/src/subscriptions/tokens';
import { purgeSubscribers } from '../../functions/src/subscriptions/subscribers';
import { call, SITE } from './site';
import { PLATFORM } from './platform';

const { db } = emulatorDeps();
const acacias = emulatorDeps('lasacacias').db;
let catcher: MailCatcher;
const run = Date.now();
const address = (name: string) => `${name}-${run}@example.com`;
const subscriber = async (email: string, school = db) =>
  (await school.collection(SUBSCRIBERS_COLLECTION).doc(subscriberId(email)).get()).data() as
    SubscriberDoc | undefined;
const confirmationsTo = async (email: string, school = db) =>
  (await school.collection('_outbox').where('suscriptor', '==', subscriberId(email)).get()).docs;

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) body.append(k, x);
  return body;
};
/** A POST of a page's form, its redirect not followed. */
const postForm = (path: string, fields: Record<string, string | string[]>, origin = SITE) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form(fields),
    redirect: 'manual',
  });

const CHOICES = { temas: ['circulares'], modo: 'inmediato', consentimiento: SUBSCRIPTION_CONSENT_VERSION };
const subscribeJson = (email: string, extra: Record<string, unknown> = {}) =>
  call<{ mensaje?: string; message?: string; field?: string }>('POST', '/api/suscripciones', {
    json: { email, ...CHOICES, ...extra },
  });

/** Whether the page's checkbox or radio of `value` is checked (React writes `checked=""` before `value`). */
const isChecked = (html: string, value: string) =>
  new RegExp(`<input[^>]*checked=""[^>]*value="${value}"`).test(html);

const confirmLinkOf = (mail: CaughtMail) => {
  const match = /(https?:\/\/\S+\/suscripcion\/confirmar\?t=([A-Za-z0-9_.%-]+))/.exec(mail.text);
  expect(match, 'the confirmation link').toBeTruthy();
  return { link: match![1]!, token: decodeURIComponent(match![2]!) };
};
const mailTo = (email: string) =>
  catcher.waitFor((m) => m.to.includes(email) && /Confirme su suscripción/.test(m.subject), 20_000);

beforeAll(async () => {
  catcher = await startMailCatcher();
});

afterAll(async () => {
  await db.doc('_test/pqrsd').set({ subscribeRateLimit: FieldValue.delete() }, { merge: true });
  await catcher?.close();
});

describe('subscribe → confirmation mail → confirm', () => {
  const email = address('familia');
  let token = '';

  it('answers 202, stores a pending subscription and mails the confirmation, nothing the visitor typed', async () => {
    const res = await subscribeJson(`  ${email.toUpperCase()} `, { temas: ['circulares', 'eventos'] });
    expect(res.status).toBe(202);
    expect(res.body.mensaje).toMatch(/Le enviamos un correo para confirmar/);
    const stored = await subscriber(email);
    expect(stored).toMatchObject({
      email,
      estado: 'pendiente',
      temas: ['circulares', 'eventos'],
      confirmadaEl: null,
    });
    const mail = await mailTo(email);
    ({ token } = confirmLinkOf(mail));
    expect(mail.text).toContain(`${SITE}/suscripcion/confirmar?t=`);
    expect(mail.html).toContain('Confirmar suscripción');
    expect(mail.html).toContain('/suscripcion/confirmar?t=');
    expect(mail.subject).toMatch(/San José/);
  });

  it('a second subscription of the same address merges the choices and mails nothing', async () => {
    const again = await subscribeJson(email, { temas: ['noticias'], modo: 'semanal' });
    expect(again.status).toBe(202);
    expect(again.body.mensaje).toMatch(/Le enviamos un correo para confirmar/);
    expect((await subscriber(email))!.temas.sort()).toEqual(['circulares', 'eventos', 'noticias']);
    expect(await confirmationsTo(email)).toHaveLength(1);
  });

  it('a tampered or another school’s link changes nothing (400, a plain page for the form)', async () => {
    const [payload, signature] = token.split('.');
    const flipped = `${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    const tampered = await postForm('/api/suscripciones/confirmar', { t: flipped });
    expect(tampered.status).toBe(400);
    expect(tampered.headers.get('content-type')).toMatch(/text\/html/);
    expect(await tampered.text()).toMatch(/El enlace no es válido/);
    const stored = (await subscriber(email))!;
    const foreign = await signToken(acacias, { a: 'confirmar', s: subscriberId(email), n: stored.nonce });
    const res = await call<{ error: string }>('POST', '/api/suscripciones/confirmar', {
      json: { t: foreign },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid-link');
    // A link of another action does not confirm either.
    const baja = await signToken(db, { a: 'baja', s: subscriberId(email), n: stored.nonce });
    expect((await call('POST', '/api/suscripciones/confirmar', { json: { t: baja } })).status).toBe(400);
    expect((await subscriber(email))!.estado).toBe('pendiente');
  });

  it('the link opens a page with one button (scanners follow links), which confirms with a POST', async () => {
    const page = await fetch(`${SITE}/suscripcion/confirmar?t=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('name="robots" content="noindex"');
    expect(html).toContain(`value="${token}"`);
    // Opening the page changed nothing.
    expect((await subscriber(email))!.estado).toBe('pendiente');
    const res = await postForm('/api/suscripciones/confirmar', { t: token });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/suscripcion/confirmar?hecho=1');
    const stored = (await subscriber(email))!;
    expect(stored.estado).toBe('confirmada');
    expect(stored.confirmadaEl).toBeTruthy();
    expect(stored.ultimaConfirmacion).toBe(stored.confirmadaEl);
    const done = await (await fetch(`${SITE}/suscripcion/confirmar?hecho=1`)).text();
    expect(done).toContain('Su suscripción quedó confirmada');
  });

  it('subscribing a confirmed address again changes nothing and mails nothing, with the same answer', async () => {
    const before = (await subscriber(email))!;
    const res = await subscribeJson(email, { temas: ['noticias'], modo: 'semanal' });
    expect(res.status).toBe(202);
    expect(res.body.mensaje).toMatch(/Le enviamos un correo para confirmar/);
    expect(await subscriber(email)).toEqual(before);
    expect(await confirmationsTo(email)).toHaveLength(1);
  });

  it('the preferences page shows the choices; saving them refreshes the last confirmation', async () => {
    const stored = (await subscriber(email))!;
    const t = await signToken(db, { a: 'preferencias', s: subscriberId(email), n: stored.nonce });
    const page = await fetch(`${SITE}/suscripcion/preferencias?t=${encodeURIComponent(t)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(isChecked(html, 'noticias')).toBe(true);
    expect(html).not.toContain(email);
    const refused = await call<{ message: string }>('POST', '/api/suscripciones/preferencias', {
      json: { t, temas: ['eventos'], modo: 'semanal', sedes: ['Sede que no existe'] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/sedes de la lista/);
    const saved = await postForm('/api/suscripciones/preferencias', {
      t,
      temas: ['eventos'],
      modo: 'semanal',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(
      `/suscripcion/preferencias?${new URLSearchParams({ t, hecho: '1' })}`,
    );
    const after = (await subscriber(email))!;
    expect(after).toMatchObject({ temas: ['eventos'], modo: 'semanal' });
    expect(after.ultimaConfirmacion! >= stored.ultimaConfirmacion!).toBe(true);
  });

  it('RFC 8058: a one-click POST with no cookie deletes the subscription; an old link then changes nothing', async () => {
    const stored = (await subscriber(email))!;
    const baja = await signToken(db, { a: 'baja', s: subscriberId(email), n: stored.nonce });
    const res = await fetch(`${SITE}/api/suscripciones/baja?t=${encodeURIComponent(baja)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/cancelada/);
    expect(await subscriber(email)).toBeUndefined();
    // Subscribed again: a new nonce, so the old links are void.
    expect((await subscribeJson(email)).status).toBe(202);
    const again = (await subscriber(email))!;
    expect(again.nonce).not.toBe(stored.nonce);
    const old = await fetch(`${SITE}/api/suscripciones/baja?t=${encodeURIComponent(baja)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(old.status).toBe(400);
    expect((await call('POST', '/api/suscripciones/confirmar', { json: { t: token } })).status).toBe(400);
    expect(await subscriber(email)).toEqual(again);
  });
});

describe("the families' queue", () => {
  it('sends nothing to a subscription not confirmed or gone, and an unsubscribe drops its pending mail', async () => {
    const queued = (email: string, suffix: string) => ({
      kind: 'aviso',
      radicado: '',
      to: { email, subscriber: true },
      subject: `Circular: cola ${suffix}`,
      text: 'x',
      aviso: `noticias--cola-${run}--1`,
      suscriptor: subscriberId(email),
      state: 'pending',
      attempts: 0,
      createdAt: Timestamp.now(),
      nextAttemptAt: Timestamp.fromMillis(Date.now() - 1000),
      lastError: null,
      sentAt: null,
    });
    const pending = address('cola-pendiente');
    const confirmed = address('cola-confirmada');
    const base = { temas: ['circulares'], modo: 'inmediato', sedes: [], grados: [], consentimiento: 'x' };
    const now = new Date().toISOString();
    await db
      .collection(SUBSCRIBERS_COLLECTION)
      .doc(subscriberId(pending))
      .set({
        ...base,
        email: pending,
        estado: 'pendiente',
        nonce: 'n1',
        creadaEl: now,
        confirmadaEl: null,
        ultimaConfirmacion: null,
      });
    await db
      .collection(SUBSCRIBERS_COLLECTION)
      .doc(subscriberId(confirmed))
      .set({
        ...base,
        email: confirmed,
        estado: 'confirmada',
        nonce: 'n2',
        creadaEl: now,
        confirmadaEl: now,
        ultimaConfirmacion: now,
      });
    const queue = db.collection(SUBSCRIBER_OUTBOX);
    const gone = address('cola-ninguna');
    for (const [email, suffix] of [
      [pending, 'p'],
      [gone, 'g'],
    ] as const)
      await queue.doc(`cola-${suffix}-${run}`).set(queued(email, suffix));
    const report = await deliverOutbox(db, smtpSend, Date.now(), {
      ids: [`cola-p-${run}`, `cola-g-${run}`],
      queue: SUBSCRIBER_OUTBOX,
    });
    expect(report.sent).toBe(0);
    expect((await queue.doc(`cola-p-${run}`).get()).exists).toBe(false);
    expect((await queue.doc(`cola-g-${run}`).get()).exists).toBe(false);
    expect(catcher.messages.filter((m) => /cola [pg]/.test(m.subject))).toEqual([]);

    // Unsubscribed with a message still waiting (held by a cap, say): it never leaves.
    await queue
      .doc(`cola-c-${run}`)
      .set({ ...queued(confirmed, 'c'), nextAttemptAt: Timestamp.fromMillis(Date.now() + 3_600_000) });
    const baja = await signToken(db, { a: 'baja', s: subscriberId(confirmed), n: 'n2' });
    const res = await fetch(`${SITE}/api/suscripciones/baja?t=${encodeURIComponent(baja)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await subscriber(confirmed)).toBeUndefined();
    expect((await queue.doc(`cola-c-${run}`).get()).exists).toBe(false);
    await db.collection(SUBSCRIBERS_COLLECTION).doc(subscriberId(pending)).delete();
  });
});

describe('one-click in multipart', () => {
  it('RFC 8058 allows multipart/form-data too: the same 200 and the subscription gone', async () => {
    const email = address('multipart');
    expect((await subscribeJson(email)).status).toBe(202);
    const stored = (await subscriber(email))!;
    const baja = await signToken(db, { a: 'baja', s: subscriberId(email), n: stored.nonce });
    const body = new FormData();
    body.append('List-Unsubscribe', 'One-Click');
    const res = await fetch(`${SITE}/api/suscripciones/baja?t=${encodeURIComponent(baja)}`, {
      method: 'POST',
      body,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await subscriber(email)).toBeUndefined();
    for (const d of await confirmationsTo(email)) await d.ref.delete();
  });
});

describe('bad input', () => {
  it('refuses a JSON body that is no object', async () => {
    const res = await call<{ message: string }>('POST', '/api/suscripciones', { json: ['a@b.co'] });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/objeto JSON o un formulario/);
  });

  it('refuses header injection with the reason (JSON 400, and a plain page for the form)', async () => {
    const injected = `${address('a')}\r\nBcc: victima@example.com`;
    const res = await subscribeJson(injected);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      field: 'email',
      message: 'El correo electrónico no puede tener saltos de línea.',
    });
    for (const bad of [
      `a@b.com, c@d.com`,
      `Nombre <a@b.com>`,
      'sin-arroba.com',
      'a@b@c.com',
      'a@sindominio',
    ]) {
      expect((await subscribeJson(bad)).status, bad).toBe(400);
    }
    const page = await postForm('/api/suscripciones', { email: injected, ...CHOICES });
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('El correo electrónico no puede tener saltos de línea.');
    expect(html).toContain('«Atrás»');
    expect(await subscriber('victima@example.com')).toBeUndefined();
  });

  it('refuses a disposable address with a clear sentence', async () => {
    const res = await subscribeJson(`alguien-${run}@mailinator.com`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/direcciones temporales/);
  });

  it('refuses no topic, no consent and a filled-in honeypot', async () => {
    expect((await subscribeJson(address('b'), { temas: [] })).body.message).toMatch(/al menos un tema/);
    expect((await subscribeJson(address('b'), { consentimiento: 'no' })).body.message).toMatch(
      /Debe aceptar/,
    );
    expect((await subscribeJson(address('b'), { sitioWeb: 'http://spam' })).status).toBe(400);
    expect(await subscriber(address('b'))).toBeUndefined();
  });

  it('the no-script form subscribes with repeated temas and answers 303 to «Revise su correo»', async () => {
    const email = address('formulario');
    const res = await postForm('/api/suscripciones', {
      email,
      ...CHOICES,
      temas: ['circulares', 'noticias'],
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/suscripcion/revise-su-correo');
    expect((await subscriber(email))!.temas).toEqual(['circulares', 'noticias']);
    await mailTo(email);
  });
});

describe('pages', () => {
  it('/suscripcion: a plain POST form with the consent and the purpose; out of the sitemap, noindex', async () => {
    const res = await fetch(`${SITE}/suscripcion?tema=eventos`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('action="/api/suscripciones"');
    expect(html).toContain('method="post"');
    expect(html).toContain('href="/politica-de-privacidad"');
    expect(html).toContain('name="robots" content="noindex"');
    expect(isChecked(html, 'eventos')).toBe(true);
    expect(isChecked(html, 'circulares')).toBe(false);
    const sitemap = await (await fetch(`${SITE}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/suscripcion');
  });

  it('every page’s footer links to the form, and /circulares has its box', async () => {
    const html = await (await fetch(`${SITE}/circulares`)).text();
    expect(html).toContain('href="/suscripcion?tema=circulares"');
    expect(html).toContain('Suscribirme por correo');
    const home = await (await fetch(`${SITE}/`)).text();
    expect(home).toContain('href="/suscripcion"');
  });

  it('the privacy page lists the subscribers’ database, its purpose and retention', async () => {
    const html = await (await fetch(`${SITE}/politica-de-privacidad`)).text();
    expect(html).toContain('Bases de datos de este sitio');
    expect(html).toContain('12 meses después de su última confirmación');
  });
});

describe('retention', () => {
  it('deletes the unconfirmed after 7 days and the confirmed 12 months after their last confirmation', async () => {
    const now = Date.now() + 1000 * 24 * 60 * 60 * 1000; // a test clock far ahead: nothing real is near it
    const iso = (ms: number) => new Date(ms).toISOString();
    const base = {
      temas: ['circulares'],
      modo: 'inmediato',
      sedes: [],
      grados: [],
      nonce: 'n',
      consentimiento: SUBSCRIPTION_CONSENT_VERSION,
    };
    const docs: Record<string, Partial<SubscriberDoc>> = {
      viejaPendiente: {
        estado: 'pendiente',
        creadaEl: iso(now - UNCONFIRMED_TTL_MS - 1000),
        confirmadaEl: null,
        ultimaConfirmacion: null,
      },
      nuevaPendiente: {
        estado: 'pendiente',
        creadaEl: iso(now - 1000),
        confirmadaEl: null,
        ultimaConfirmacion: null,
      },
      viejaConfirmada: {
        estado: 'confirmada',
        creadaEl: iso(now - 2 * RETENTION_MS),
        confirmadaEl: iso(now - 2 * RETENTION_MS),
        ultimaConfirmacion: iso(now - RETENTION_MS - 1000),
      },
      renovada: {
        estado: 'confirmada',
        creadaEl: iso(now - 2 * RETENTION_MS),
        confirmadaEl: iso(now - 2 * RETENTION_MS),
        ultimaConfirmacion: iso(now - 1000),
      },
    };
    for (const [name, doc] of Object.entries(docs)) {
      const email = address(`retencion-${name}`);
      await db
        .collection(SUBSCRIBERS_COLLECTION)
        .doc(subscriberId(email))
        .set({ ...base, ...doc, email });
    }
    await purgeSubscribers(db, now);
    expect(await subscriber(address('retencion-viejaPendiente'))).toBeUndefined();
    expect(await subscriber(address('retencion-viejaConfirmada'))).toBeUndefined();
    expect(await subscriber(address('retencion-nuevaPendiente'))).toBeDefined();
    expect(await subscriber(address('retencion-renovada'))).toBeDefined();
    for (const name of ['nuevaPendiente', 'renovada'])
      await db
        .collection(SUBSCRIBERS_COLLECTION)
        .doc(subscriberId(address(`retencion-${name}`)))
        .delete();
  });

  it('deletes a phone nothing reached for 12 months, and keeps one renewed within them', async () => {
    const now = Date.now();
    const phone = (name: string, renovadaEl: string) => ({
      endpoint: `http://127.0.0.1:9/push/${name}-${run}`,
      keys: { p256dh: 'x', auth: 'y' },
      temas: ['circulares'],
      sedes: [],
      grados: [],
      creadaEl: new Date(now - 2 * RETENTION_MS).toISOString(),
      renovadaEl,
    });
    const push = db.collection(PUSH_SUBSCRIBERS_COLLECTION);
    await push
      .doc(`vieja-${run}`)
      .set(phone('vieja', new Date(now - RETENTION_MS - 86_400_000).toISOString()));
    await push.doc(`renovada-${run}`).set(phone('renovada', new Date(now - 86_400_000).toISOString()));
    await purgeSubscribers(db, now);
    expect((await push.doc(`vieja-${run}`).get()).exists).toBe(false);
    expect((await push.doc(`renovada-${run}`).get()).exists).toBe(true);
    await push.doc(`renovada-${run}`).delete();
  });
});

describe('another school', () => {
  it('its confirmation link does nothing at San José; each school keeps its own subscribers', async () => {
    const email = address('acacias');
    const res = await fetch(`${PLATFORM}/lasacacias/api/suscripciones`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, ...CHOICES }),
    });
    expect(res.status).toBe(202);
    try {
      expect(await subscriber(email, acacias)).toMatchObject({ estado: 'pendiente' });
      expect(await subscriber(email)).toBeUndefined();
      const { token, link } = confirmLinkOf(await mailTo(email));
      expect(link.startsWith(`${PLATFORM}/lasacacias/suscripcion/confirmar?t=`)).toBe(true);
      const atSanJose = await call('POST', '/api/suscripciones/confirmar', { json: { t: token } });
      expect(atSanJose.status).toBe(400);
      expect((await subscriber(email, acacias))!.estado).toBe('pendiente');
      // At its own school the same link confirms (the form's redirect keeps the school's base).
      const own = await postForm('/lasacacias/api/suscripciones/confirmar', { t: token }, PLATFORM);
      expect(own.status).toBe(303);
      expect(own.headers.get('location')).toBe('/lasacacias/suscripcion/confirmar?hecho=1');
      expect((await subscriber(email, acacias))!.estado).toBe('confirmada');
    } finally {
      await acacias.collection(SUBSCRIBERS_COLLECTION).doc(subscriberId(email)).delete();
      for (const d of await confirmationsTo(email, acacias)) await d.ref.delete();
    }
  });
});

describe('flood', () => {
  it('limits subscriptions per client: 429 with the reason, then nothing stored', async () => {
    await db.doc('_test/pqrsd').set({ subscribeRateLimit: 2 }, { merge: true });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await subscribeJson(address(`inundacion-${i}`))).status);
      expect(statuses).toContain(429);
      expect(statuses.filter((s) => s === 202).length).toBeLessThanOrEqual(3);
      const refused = await subscribeJson(address('inundacion-final'));
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/muchas suscripciones seguidas/);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(await subscriber(address('inundacion-final'))).toBeUndefined();
    } finally {
      await db.doc('_test/pqrsd').set({ subscribeRateLimit: FieldValue.delete() }, { merge: true });
    }
  });
});
