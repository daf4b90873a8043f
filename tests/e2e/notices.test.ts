/**
 * A circular told to the families, in Chromium with the mail catcher: the admin's form shows the
 * notice's section (notify, «Enterado», the sedes and grades the school offers as checkboxes); a
 * circular published with «Enterado» reaches a confirmed subscriber as one mail with both
 * unsubscribe headers, a text and an HTML part; the mail's «Confirmo que leí esta circular» link
 * opens a page with one button, which records the reading and says so. Screenshots at 1280 and
 * 390 px into tests/screenshots/.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { richTextFrom } from '../../functions/src/model';
import {
  NOTICES_COLLECTION,
  READ_CONFIRMATIONS,
  SUBSCRIBERS_COLLECTION,
  type SubscriberDoc,
} from '../../functions/src/model/subscriptions';
import { SUBSCRIBER_OUTBOX } from '../../functions/src/pqrsd/outbox';
import { newNonce, subscriberId } from '../../functions/src/subscriptions/tokens';
import { call } from '../emulator/site';
import { adminToken } from '../emulator/state';
import { adminTest as test, formReady } from './admin';
import { join } from 'node:path';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, SCREENSHOTS, TAKE_SCREENSHOTS } from './browser';
import { shown } from './pages';

const { db } = emulatorDeps();
const run = Date.now().toString(36);
const email = `familia-${run}@familias.example.com`;
let catcher: MailCatcher;
let sitioId = '';
let sitioBefore: Record<string, unknown> = {};
let item = '';

beforeAll(async () => {
  catcher = await startMailCatcher();
  const sitio = (await db.collection('sitio').limit(1).get()).docs[0]!;
  sitioId = sitio.id;
  sitioBefore = {
    sedesSuscripcion: sitio.get('sedesSuscripcion') ?? [],
    gradosSuscripcion: sitio.get('gradosSuscripcion') ?? [],
  };
  await sitio.ref.update({
    sedesSuscripcion: ['Sede Centro', 'Sede Rural'],
    gradosSuscripcion: ['Transición', 'Quinto', 'Once'],
  });
  const at = new Date().toISOString();
  const doc: SubscriberDoc = {
    email,
    temas: ['circulares'],
    modo: 'inmediato',
    estado: 'confirmada',
    sedes: [],
    grados: [],
    nonce: newNonce(),
    consentimiento: '2026-12',
    creadaEl: at,
    confirmadaEl: at,
    ultimaConfirmacion: at,
  };
  await db.collection(SUBSCRIBERS_COLLECTION).doc(subscriberId(email)).set(doc);
});

afterAll(async () => {
  await catcher?.close();
  if (sitioId) await db.collection('sitio').doc(sitioId).update(sitioBefore);
  await db.collection(SUBSCRIBERS_COLLECTION).doc(subscriberId(email)).delete();
  if (item) {
    const notice = db.collection(NOTICES_COLLECTION).doc(`noticias--${item}--1`);
    for (const d of (await db.collection(READ_CONFIRMATIONS).where('aviso', '==', notice.id).get()).docs)
      await d.ref.delete();
    for (const d of (await db.collection(SUBSCRIBER_OUTBOX).where('aviso', '==', notice.id).get()).docs)
      await d.ref.delete();
    await notice.delete();
    await db.collection('noticias').doc(item).delete();
  }
});

describe('a circular told to the families', () => {
  test('the form offers the notice, the family gets one mail and confirms its reading with one button', async ({
    open,
    signedIn,
  }) => {
    const title = `Jornada de vacunación ${run}`;
    const created = await call<{ _id: string }>('POST', '/api/noticias', {
      token: await adminToken(),
      json: {
        title,
        kind: 'circular',
        summary: 'La secretaría de salud vacunará a los estudiantes el jueves.',
        body: richTextFrom('Traiga el carné de vacunación.'),
        publishAt: new Date().toISOString(),
        enterado: 'si',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    item = created.body._id;

    // The admin's form: its section for the families' notice, the settings' sedes and grades as checkboxes.
    for (const [viewport, name] of [
      [DESKTOP, 'avisos-formulario-1280'],
      [PHONE, 'avisos-formulario-390'],
    ] as const) {
      const staff = await signedIn({ viewport });
      await staff.goto(`/noticiasEdit/${item}`);
      await formReady(staff.page, 'edit');
      const section = staff.page.getByRole('group', { name: 'Aviso a las familias suscritas' });
      await shown(section);
      await shown(section.getByRole('checkbox', { name: 'Sede Rural', exact: true }));
      await shown(section.getByRole('checkbox', { name: 'Quinto', exact: true }));
      await section.scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(staff.page)).toBe(0);
      await screenshot(staff.page, name);
      // The section alone, legible at its own size.
      if (TAKE_SCREENSHOTS)
        await section.screenshot({ path: join(SCREENSHOTS, `${name}-seccion.png`), animations: 'disabled' });
    }

    // One mail, with both unsubscribe headers, a text and an HTML part.
    const mail = await catcher.waitFor((m) => m.to.includes(email) && m.subject === `Circular: ${title}`);
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http[^>]+\/api\/suscripciones\/baja\?t=[^>]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('La secretaría de salud vacunará');
    expect(mail.html).toContain('Confirmo que leí esta circular');
    const family = await open({ viewport: PHONE });
    await family.page.setContent(mail.html);
    await screenshot(family.page, 'avisos-correo-390');

    // The link opens a page with one button; the reading is recorded once it is pressed.
    const link = /https?:\/\/\S+\/suscripcion\/enterado\?t=\S+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    const url = new URL(link!);
    await family.goto(`${url.pathname}${url.search}`);
    await shown(family.page.getByRole('heading', { level: 1, name: 'Confirmar la lectura de la circular' }));
    expect(await horizontalOverflow(family.page)).toBe(0);
    await screenshot(family.page, 'avisos-enterado-390');
    const reads = db.collection(READ_CONFIRMATIONS).where('aviso', '==', `noticias--${item}--1`);
    expect((await reads.get()).size).toBe(0);
    await family.page.getByRole('button', { name: 'Confirmo que leí esta circular', exact: true }).click();
    await shown(family.page.getByText('Gracias: quedó registrado que usted leyó esta circular.'));
    await screenshot(family.page, 'avisos-enterado-hecho-390', { viewport: true });
    expect((await reads.get()).docs.map((d) => d.get('suscriptor'))).toEqual([subscriberId(email)]);
  });
});
