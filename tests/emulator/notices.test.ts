/**
 * A publication told to the families (functions/src/subscriptions/, decision 0039), through the
 * API and the functions emulator's own trigger: a circular published by the API is mailed once to
 * each confirmed immediate subscriber of its topic and audience (the mail catcher here), with both
 * unsubscribe headers and a text and an HTML part; an edit sends nothing, «Notificar de nuevo»
 * sends again, «No notificar» nothing; a scheduled circular only once the (test) clock passes its
 * time and the hourly run looks; the weekly digest; «Enterado» and its reminder. Subscribers are
 * written straight into Firestore, confirmed (the subscribe flow has tests of its own).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../scripts/mail-catcher';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { richTextFrom } from '../../functions/src/model';
import {
  NOTICES_COLLECTION,
  READ_CONFIRMATIONS,
  SUBSCRIBERS_COLLECTION,
  SUBSCRIPTIONS_CONFIG_DOC,
  type NoticeDoc,
  type SubscriberDoc,
  type Topic,
} from '../../functions/src/model/subscriptions';
import { SUBSCRIBER_OUTBOX } from '../../functions/src/pqrsd/outbox';
import { smtpSend } from '../../functions/src/pqrsd/mailer';
import { newNonce, signToken, subscriberId } from '../../functions/src/subscriptions/tokens';
import { drainSubscriberOutbox } from '../../functions/src/subscriptions/fan-out';
import { DIGEST_MARKER, sendDigest } from '../../functions/src/subscriptions/digest';
import { SCHEDULED_CURSOR } from '../../functions/src/subscriptions/notices';
import { maintainNotices } from '../../functions/src/subscriptions/hourly';
import { call, formOf } from './site';
import { adminToken } from './state';
import * as fx from './fixtures';

const { db } = emulatorDeps();
const TEST_LIMITS = '_test/pqrsd';
let catcher: MailCatcher;
let token: string;
const run = Math.random().toString(36).slice(2, 8);
const created: Array<{ collection: string; id: string }> = [];
const emails: string[] = [];
let sitioId = '';
let sitioBefore: Record<string, unknown> = {};

const address = (name: string) => `${name}-${run}@familias.example.com`;

async function subscribe(
  name: string,
  temas: Topic[],
  extra: Partial<SubscriberDoc> = {},
): Promise<{ email: string; id: string }> {
  const email = address(name);
  emails.push(email);
  const at = new Date().toISOString();
  const doc: SubscriberDoc = {
    email,
    temas,
    modo: 'inmediato',
    estado: 'confirmada',
    sedes: [],
    grados: [],
    nonce: newNonce(),
    consentimiento: '2026-12',
    creadaEl: at,
    confirmadaEl: at,
    ultimaConfirmacion: at,
    ...extra,
  };
  await db.collection(SUBSCRIBERS_COLLECTION).doc(subscriberId(email)).set(doc);
  return { email, id: subscriberId(email) };
}

type Item = { _id: string; slug: string; title: string; updatedAt: string };

async function publish(collection: 'noticias' | 'eventos', fields: Record<string, unknown>): Promise<Item> {
  const json =
    collection === 'noticias'
      ? {
          kind: 'circular',
          summary: 'Resumen de la circular.',
          body: richTextFrom('Texto.'),
          publishAt: new Date().toISOString(),
          ...fields,
        }
      : fields;
  const res = await call<Item>('POST', `/api/${collection}`, { token, json });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  created.push({ collection, id: res.body._id });
  return res.body;
}

const notices = async (collection: string, id: string) =>
  (await db.collection(NOTICES_COLLECTION).where('registro', '==', id).get()).docs.filter(
    (d) => d.get('coleccion') === collection,
  );

/** Waits until `check` holds (the trigger runs apart from the request). */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`No ocurrió a tiempo: ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Waits until the notice is queued and every message of it left the outbox. */
async function settled(noticeId: string): Promise<void> {
  await until(async () => {
    const notice = await db.collection(NOTICES_COLLECTION).doc(noticeId).get();
    if (notice.get('estado') === 'pendiente' || !notice.exists) return false;
    const left = await db
      .collection(SUBSCRIBER_OUTBOX)
      .where('aviso', '==', noticeId)
      .where('state', '==', 'pending')
      .get();
    return left.empty;
  }, `el aviso ${noticeId} enviado`);
}

const mailsTo = (email: string, title?: string) =>
  catcher.messages.filter((m) => m.to.includes(email) && (!title || m.subject.includes(title)));

function expectFamilyMail(mail: CaughtMail) {
  expect(mail.headers['list-unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/api\/suscripciones\/baja\?t=[^>]+>$/);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.text).toContain('/suscripcion/preferencias?t=');
  expect(mail.text).toContain('/suscripcion/baja?t=');
  expect(mail.html).toContain('/suscripcion/preferencias?t=');
  expect(mail.html).toMatch(/<a href="[^"]*\/suscripcion\/baja\?t=/);
}

beforeAll(async () => {
  process.env.SMTP_HOST ??= '127.0.0.1';
  process.env.FUNCTIONS_EMULATOR = 'true';
  catcher = await startMailCatcher();
  token = await adminToken();
  // Several messages to one address in this hour: above the default per-address cap.
  await db.doc(TEST_LIMITS).set({ avisosCapPerAddress: 1000, avisosCapPerHour: 100_000 }, { merge: true });
  const sitio = (await db.collection('sitio').limit(1).get()).docs[0]!;
  sitioId = sitio.id;
  sitioBefore = {
    sedesSuscripcion: sitio.get('sedesSuscripcion') ?? [],
    gradosSuscripcion: sitio.get('gradosSuscripcion') ?? [],
  };
  await sitio.ref.update({
    sedesSuscripcion: ['Sede Centro', 'Sede Rural'],
    gradosSuscripcion: ['Primero', 'Once'],
  });
  // The hourly run's first look: only sets the cursor (nothing published before it is ever mailed).
  await db.doc(SUBSCRIPTIONS_CONFIG_DOC).set({ [SCHEDULED_CURSOR]: FieldValue.delete() }, { merge: true });
  await maintainNotices(db, smtpSend, 1000);
});

afterAll(async () => {
  await catcher?.close();
  await db.doc('_test/clock').delete();
  await db
    .doc(TEST_LIMITS)
    .set(
      { avisosCapPerAddress: FieldValue.delete(), avisosCapPerHour: FieldValue.delete() },
      { merge: true },
    );
  if (sitioId) await db.collection('sitio').doc(sitioId).update(sitioBefore);
  await db
    .doc(SUBSCRIPTIONS_CONFIG_DOC)
    .set({ [SCHEDULED_CURSOR]: FieldValue.delete(), [DIGEST_MARKER]: FieldValue.delete() }, { merge: true });
  for (const email of emails) await db.collection(SUBSCRIBERS_COLLECTION).doc(subscriberId(email)).delete();
  for (const { collection, id } of created) {
    await db.collection(collection).doc(id).delete();
    for (const notice of await notices(collection, id)) {
      for (const read of (await db.collection(READ_CONFIRMATIONS).where('aviso', '==', notice.id).get()).docs)
        await read.ref.delete();
      for (const msg of (await db.collection(SUBSCRIBER_OUTBOX).where('aviso', '==', notice.id).get()).docs)
        await msg.ref.delete();
      await notice.ref.delete();
    }
  }
  for (const msg of (await db.collection(SUBSCRIBER_OUTBOX).where('kind', '==', 'aviso-resumen').get()).docs)
    await msg.ref.delete();
});

describe('a publication told to the families', () => {
  let circular: Item;
  let noticeOfCircular = '';
  let ana: { email: string; id: string };
  let beto: { email: string; id: string };
  let carla: { email: string; id: string };

  it('mails a published circular once to each immediate subscriber of circulars, with both unsubscribe headers and text and HTML', async () => {
    ana = await subscribe('ana', ['circulares']);
    beto = await subscribe('beto', ['circulares', 'eventos']);
    carla = await subscribe('carla', ['noticias']);
    const weekly = await subscribe('dora', ['circulares'], { modo: 'semanal' });
    const pending = await subscribe('eva', ['circulares'], { estado: 'pendiente', confirmadaEl: null });
    const upload = await call<{ files: { attachment: string } }>('POST', '/api/upload', {
      token,
      form: formOf({ collection: 'noticias' }, { attachment: [fx.pdf('Circular 12'), 'circular-12.pdf'] }),
    });
    expect(upload.status).toBe(200);
    const title = `Salida pedagógica ${run}`;
    const started = Date.now();
    circular = await publish('noticias', {
      title,
      attachment: upload.body.files.attachment,
      attachmentName: 'circular-12.pdf',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    const made = await notices('noticias', circular._id);
    expect(made.map((d) => d.id)).toEqual([`noticias--${circular._id}--1`]);
    noticeOfCircular = made[0]!.id;
    await settled(noticeOfCircular);
    const notice = (await db.collection(NOTICES_COLLECTION).doc(noticeOfCircular).get()).data() as NoticeDoc;
    expect(notice.encolados).toBe(2);
    for (const who of [ana, beto]) {
      const mail = await catcher.waitFor((m) => m.to.includes(who.email) && m.subject.includes(title));
      expect(mail.subject).toBe(`Circular: ${title}`);
      expect(mail.text).toContain(title);
      expect(mail.text).toContain('Resumen de la circular.');
      expect(mail.text).toContain(`/noticias/${circular.slug}`);
      expect(mail.text).toContain(`/media/${encodeURIComponent(upload.body.files.attachment)}`);
      expect(mail.html).toContain(`/noticias/${circular.slug}`);
      expectFamilyMail(mail);
      expect(mailsTo(who.email, title)).toHaveLength(1);
    }
    for (const who of [carla.email, weekly.email, pending.email]) expect(mailsTo(who, title)).toHaveLength(0);
  });

  it('sends nothing for an edit, and again for «Notificar de nuevo»', async () => {
    const title = `Salida pedagógica ${run}`;
    const edit = await call<Item>('PUT', `/api/noticias/${circular._id}`, {
      token,
      json: { summary: 'Resumen corregido.', updatedAt: circular.updatedAt },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await notices('noticias', circular._id)).length).toBe(1);
    const again = await call<{ aviso: string }>('POST', `/api/avisos/noticias/${circular._id}/notificar`, {
      token,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(202);
    expect(again.body.aviso).toBe(`noticias--${circular._id}--2`);
    await settled(again.body.aviso);
    await catcher.waitFor((m) => m.to.includes(ana.email) && m.text.includes('Resumen corregido.'));
    expect(mailsTo(ana.email, title)).toHaveLength(2);
    expect(mailsTo(beto.email, title)).toHaveLength(2);
    // Only staff with «avisos»: no token, no notice.
    expect((await call('POST', `/api/avisos/noticias/${circular._id}/notificar`)).status).toBe(401);
    expect((await call('POST', `/api/avisos/galerias/${circular._id}/notificar`, { token })).status).toBe(
      404,
    );
  });

  it('tells nothing of an item marked «No notificar», nor of a draft', async () => {
    const quiet = await publish('noticias', { title: `Sin aviso ${run}`, notificar: 'no' });
    const draft = await publish('eventos', {
      title: `Borrador ${run}`,
      start: new Date(Date.now() + 86_400_000).toISOString(),
      end: new Date(Date.now() + 90_000_000).toISOString(),
      estado: 'borrador',
    });
    expect(await notices('noticias', quiet._id)).toHaveLength(0);
    expect(await notices('eventos', draft._id)).toHaveLength(0);
  });

  it('sends to the sedes and grades the item names, and refuses one the school does not offer', async () => {
    const centro = await subscribe('centro', ['eventos'], { sedes: ['Sede Centro'] });
    const rural = await subscribe('rural', ['eventos'], { sedes: ['Sede Rural'] });
    const once = await subscribe('once', ['eventos'], { sedes: ['Sede Centro'], grados: ['Primero'] });
    const title = `Izada de bandera ${run}`;
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString();
    const wrong = await call('POST', '/api/eventos', {
      token,
      json: { title, start, end, avisoSedes: ['Sede Inventada'] },
    });
    expect(wrong.status).toBe(400);
    const event = await publish('eventos', {
      title,
      start,
      end,
      avisoSedes: ['Sede Centro'],
      avisoGrados: ['Once'],
    });
    const [notice] = await notices('eventos', event._id);
    await settled(notice!.id);
    // Beto follows events and chose no sede: every sede's reach him.
    await catcher.waitFor((m) => m.to.includes(beto.email) && m.subject === `Evento: ${title}`);
    await catcher.waitFor((m) => m.to.includes(centro.email) && m.subject === `Evento: ${title}`);
    expect(mailsTo(rural.email, title)).toHaveLength(0);
    expect(mailsTo(once.email, title)).toHaveLength(0);
    expect((await notice!.ref.get()).get('encolados')).toBe(2);
    // A visitor's answer holds none of it.
    const visitor = await call<Record<string, unknown>[]>('GET', '/api/eventos');
    const seen = visitor.body.find((e) => e._id === event._id)!;
    expect(seen).toBeDefined();
    for (const key of ['notificar', 'avisoSedes', 'avisoGrados']) expect(seen).not.toHaveProperty(key);
  });

  it('mails a scheduled circular only once the clock passes its time and the hourly run looks', async () => {
    const title = `Circular programada ${run}`;
    const publishAt = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const item = await publish('noticias', { title, publishAt });
    expect(await notices('noticias', item._id)).toHaveLength(0);
    // The hourly run before its time: nothing.
    await maintainNotices(db, smtpSend, 1000);
    expect(await notices('noticias', item._id)).toHaveLength(0);
    await db.doc('_test/clock').set({ offsetMs: 3 * 3_600_000 });
    const { scheduled } = await maintainNotices(db, smtpSend, 1000);
    expect(scheduled).toBeGreaterThanOrEqual(1);
    const made = await notices('noticias', item._id);
    expect(made.map((d) => d.id)).toEqual([`noticias--${item._id}--1`]);
    await settled(made[0]!.id);
    await catcher.waitFor((m) => m.to.includes(ana.email) && m.subject === `Circular: ${title}`);
    // Another run: no second notice.
    await maintainNotices(db, smtpSend, 1000);
    expect(await notices('noticias', item._id)).toHaveLength(1);
    expect(mailsTo(ana.email, title)).toHaveLength(1);
    await db.doc('_test/clock').delete();
  });

  it('records «Enterado» once, changes nothing for a tampered link, and reminds once those who have not confirmed', async () => {
    const title = `Circular con enterado ${run}`;
    const item = await publish('noticias', { title, enterado: 'si' });
    const noticeId = `noticias--${item._id}--1`;
    await settled(noticeId);
    const mail = await catcher.waitFor((m) => m.to.includes(ana.email) && m.subject === `Circular: ${title}`);
    await catcher.waitFor((m) => m.to.includes(beto.email) && m.subject === `Circular: ${title}`);
    const link = /https?:\/\/\S+\/suscripcion\/enterado\?t=\S+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    expect(mail.html).toContain('Confirmo que leí esta circular');
    const t = new URL(link!).searchParams.get('t')!;
    const reads = () => db.collection(READ_CONFIRMATIONS).where('aviso', '==', noticeId).get();

    // Tampered: its signature's last character changed; another action's token; nothing at all.
    const tampered = t.slice(0, -1) + (t.endsWith('A') ? 'B' : 'A');
    const baja = await signToken(db, { a: 'baja', s: ana.id, n: 'x' });
    for (const bad of [tampered, baja, '']) {
      const res = await call<string>('POST', '/api/suscripciones/enterado', {
        body: new URLSearchParams({ t: bad }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.body).toContain('no es válido');
    }
    expect((await reads()).size).toBe(0);

    const before = (await db.collection(SUBSCRIBERS_COLLECTION).doc(ana.id).get()).get('ultimaConfirmacion');
    const ok = await fetch(
      `${process.env.EMULATOR_SITE ?? 'http://127.0.0.1:5000'}/api/suscripciones/enterado`,
      {
        method: 'POST',
        body: new URLSearchParams({ t }),
        redirect: 'manual',
      },
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/suscripcion/enterado?hecho=1');
    const json = await call<{ mensaje: string }>('POST', '/api/suscripciones/enterado', { json: { t } });
    expect(json.status).toBe(200);
    expect((await reads()).docs.map((d) => d.get('suscriptor'))).toEqual([ana.id]);
    const after = (await db.collection(SUBSCRIBERS_COLLECTION).doc(ana.id).get()).get('ultimaConfirmacion');
    expect(after > before).toBe(true);

    // The reminder: to Beto (received, not confirmed), not to Ana; once.
    const reminder = await call<{ encolados: number }>('POST', `/api/avisos/${noticeId}/recordatorio`, {
      token,
    });
    expect(reminder.status, JSON.stringify(reminder.body)).toBe(202);
    expect(reminder.body.encolados).toBe(1);
    const reminded = await catcher.waitFor(
      (m) => m.to.includes(beto.email) && m.subject === `Recordatorio: ${title}`,
    );
    expect(reminded.text).toMatch(/\/suscripcion\/enterado\?t=/);
    expectFamilyMail(reminded);
    expect(
      catcher.messages.filter((m) => m.subject === `Recordatorio: ${title}` && m.to.includes(ana.email)),
    ).toHaveLength(0);
    const second = await call('POST', `/api/avisos/${noticeId}/recordatorio`, { token });
    expect(second.status).toBe(409);
    // A circular that asks for no «Enterado» has no reminder.
    expect(
      (await call('POST', `/api/avisos/noticias--${circular._id}--1/recordatorio`, { token })).status,
    ).toBe(409);
    expect((await call('POST', `/api/avisos/no-existe/recordatorio`, { token })).status).toBe(404);
  });

  it('sends the weekly digest on Monday with the week before, once, and nothing for an empty week', async () => {
    const weekly = await subscribe('semanal', ['circulares', 'eventos'], { modo: 'semanal' });
    const onlyNews = await subscribe('semanal-noticias', ['noticias'], { modo: 'semanal' });
    await db.doc(SUBSCRIPTIONS_CONFIG_DOC).set({ [DIGEST_MARKER]: FieldValue.delete() }, { merge: true });
    const monday = nextMondayMorning();
    const queued = await sendDigest(db, monday);
    expect(queued).toBeGreaterThanOrEqual(1);
    await drainSubscriberOutbox(db, smtpSend, async () => monday, 20_000);
    const digest = await catcher.waitFor(
      (m) => m.to.includes(weekly.email) && /Resumen semanal/.test(m.subject),
    );
    expect(digest.text).toContain(`Salida pedagógica ${run}`);
    expect(digest.text).toContain(`Izada de bandera ${run}`);
    expect(digest.text).not.toContain(`Sin aviso ${run}`);
    expect(digest.html).toContain(`Salida pedagógica ${run}`);
    expectFamilyMail(digest);
    // Nothing of its topics this week (only circulars and events were published): no message.
    expect(mailsTo(onlyNews.email)).toHaveLength(0);
    // The same Monday again: nothing more.
    expect(await sendDigest(db, monday + 3_600_000)).toBe(0);
    // The next week published nothing: no digest.
    expect(await sendDigest(db, monday + 7 * 86_400_000)).toBe(0);
    expect(mailsTo(weekly.email)).toHaveLength(1);
  });
});

/** The coming Monday, 07:00 in Bogotá (12:00 UTC): its digest tells of the week that holds today. */
function nextMondayMorning(): number {
  const bogota = new Date(Date.now() - 5 * 3_600_000);
  const d = new Date(Date.UTC(bogota.getUTCFullYear(), bogota.getUTCMonth(), bogota.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7 || 7));
  d.setUTCHours(12, 0, 0, 0);
  return d.getTime();
}
