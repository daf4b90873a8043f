/**
 * The staff's side of the families' subscriptions: the counts per topic, mode and phone (editors
 * and administrators; never an address), the addresses with their filters and CSV and the deletion
 * on request (administrators only: an editor gets 403), the notices with their messages counted
 * per state in the families' queue, the «Enterado» list (addresses only for administrators), and
 * another school's subscribers never in this school's answers. Data written straight into
 * Firestore (subscription-fixture.ts) and removed after; the counts are compared with the ones
 * read before, so whatever else the school holds does not matter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUBSCRIBER_CSV_COLUMNS,
  type NoticeRow,
  type ReadList,
  type SubscriberList,
  type SubscriptionCounts,
} from '../../functions/src/model/subscriptions-staff';
import {
  READ_CONFIRMATIONS,
  readConfirmationId,
  SUBSCRIBERS_COLLECTION,
} from '../../functions/src/model/subscriptions';
import { SUBSCRIBER_OUTBOX } from '../../functions/src/pqrsd/outbox';
import { subscriberId } from '../../functions/src/subscriptions/tokens';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { call, SITE } from './site';
import { staffFixture } from './staff-fixture';
import { HELD_REASON, subscriber, SubscriptionData } from './subscription-fixture';

const staff = staffFixture('Clave-Suscripciones-2026');
const here = new SubscriptionData(emulatorDeps().db);
const there = new SubscriptionData(emulatorDeps('lasacacias').db);
const tag = Date.now().toString(36);
const mail = (name: string) => `${name}-${tag}@familias-prueba.test`;
const A = mail('ana');
const B = mail('beto');
const C = mail('carla');
const D = mail('dario');
const E = mail('elena');
const FOREIGN = mail('acacias');

let editor = '';
let before: SubscriptionCounts;
let circular = '';
let noticia = '';
let foreignNotice = '';

const counts = async (token: string) =>
  (await call<SubscriptionCounts>('GET', '/api/suscripciones/resumen', { token })).body;
const list = async (query = '') =>
  call<SubscriberList>('GET', `/api/suscripciones/lista${query}`, { token: staff.admin() });
const noticeOf = async (token: string, id: string) => {
  const res = await call<{ items: NoticeRow[] }>('GET', '/api/suscripciones/avisos', { token });
  expect(res.status).toBe(200);
  return { row: res.body.items.find((n) => n.id === id), raw: JSON.stringify(res.body) };
};

beforeAll(async () => {
  await staff.start();
  editor = (await staff.account('editor', 'suscripciones-editor')).token;
  before = await counts(staff.admin());
  await here.addSubscriber(subscriber(A, ['circulares', 'noticias'], 'inmediato'));
  await here.addSubscriber(subscriber(B, ['circulares'], 'semanal'));
  await here.addSubscriber(subscriber(C, ['eventos'], 'inmediato', 'pendiente'));
  await here.addSubscriber(subscriber(D, ['eventos'], 'inmediato'));
  await here.addSubscriber(subscriber(E, ['circulares'], 'inmediato'));
  await here.addPush(`push-1-${tag}`, ['circulares']);
  await here.addPush(`push-2-${tag}`, ['circulares', 'eventos']);
  // A circular asking for «Enterado»: two sent, one waiting, one held by the hourly cap.
  circular = await here.addNotice(`circular-${tag}`, { enterado: true, encolados: 4, push: 2 });
  await here.addMessage(circular, A, 'sent');
  await here.addMessage(circular, B, 'sent');
  await here.addMessage(circular, D, 'pending');
  await here.addMessage(circular, E, 'pending', HELD_REASON);
  await here.addRead(circular, A);
  // A news item: one waiting and one failed, both Ana's.
  noticia = await here.addNotice(`noticia-${tag}`, { tema: 'noticias', encolados: 2 });
  await here.addMessage(noticia, A, 'pending');
  await here.addMessage(noticia, A, 'failed');
  // Another school's subscriber, phone and circular.
  await there.addSubscriber(subscriber(FOREIGN, ['circulares'], 'inmediato'));
  await there.addPush(`push-acacias-${tag}`, ['circulares']);
  foreignNotice = await there.addNotice(`circular-acacias-${tag}`, { enterado: true });
  await there.addMessage(foreignNotice, FOREIGN, 'sent');
});

afterAll(async () => {
  await here.remove();
  await there.remove();
  await staff.finish();
});

describe('counts', () => {
  it('counts confirmed subscribers per topic and mode, the pending ones, and the phones per topic', async () => {
    const after = await counts(editor);
    const delta = (f: (c: SubscriptionCounts) => number) => f(after) - f(before);
    expect(delta((c) => c.temas.circulares)).toBe(3);
    expect(delta((c) => c.temas.noticias)).toBe(1);
    expect(delta((c) => c.temas.eventos)).toBe(1);
    expect(delta((c) => c.modos.inmediato)).toBe(3);
    expect(delta((c) => c.modos.semanal)).toBe(1);
    expect(delta((c) => c.porTema.circulares.inmediato)).toBe(2);
    expect(delta((c) => c.porTema.circulares.semanal)).toBe(1);
    expect(delta((c) => c.porTema.eventos.semanal)).toBe(0);
    expect(delta((c) => c.pendientes)).toBe(1);
    expect(delta((c) => c.confirmadas)).toBe(4);
    expect(delta((c) => c.push)).toBe(2);
    expect(delta((c) => c.pushPorTema.circulares)).toBe(2);
    expect(delta((c) => c.pushPorTema.eventos)).toBe(1);
    expect(delta((c) => c.pushPorTema.noticias)).toBe(0);
    expect(JSON.stringify(after)).not.toContain('@');
  });
});

describe('addresses', () => {
  it('an editor gets 403 for the list, its CSV and a deletion, in Spanish', async () => {
    for (const [method, path] of [
      ['GET', '/api/suscripciones/lista'],
      ['GET', '/api/suscripciones/lista.csv'],
      ['DELETE', `/api/suscripciones/${subscriberId(B)}`],
    ] as const) {
      const res = await call<{ message: string }>(method, path, { token: editor });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message).toMatch(/^Su rol \(Editor\) no permite ver ni borrar las direcciones/);
      expect(JSON.stringify(res.body)).not.toContain('@familias-prueba');
    }
    expect(
      (await emulatorDeps().db.collection(SUBSCRIBERS_COLLECTION).doc(subscriberId(B)).get()).exists,
    ).toBe(true);
  });

  it('an administrator lists the addresses, sorted, with filters by topic, state, mode and part of the address', async () => {
    const ours = (l: SubscriberList) =>
      l.items.filter((r) => r.email.endsWith(`${tag}@familias-prueba.test`));
    const all = await list();
    expect(all.status).toBe(200);
    expect(ours(all.body).map((r) => r.email)).toEqual([A, B, C, D, E]);
    const ana = ours(all.body)[0]!;
    expect(ana).toMatchObject({
      id: subscriberId(A),
      estado: 'confirmada',
      temas: ['circulares', 'noticias'],
      modo: 'inmediato',
    });
    expect(all.body.total).toBeGreaterThanOrEqual(5);
    expect(ours((await list('?tema=eventos')).body).map((r) => r.email)).toEqual([C, D]);
    expect(ours((await list('?estado=pendiente')).body).map((r) => r.email)).toEqual([C]);
    expect(ours((await list('?modo=semanal')).body).map((r) => r.email)).toEqual([B]);
    expect(ours((await list(`?q=${encodeURIComponent(`ELENA-${tag}`)}`)).body).map((r) => r.email)).toEqual([
      E,
    ]);
    const bad = await call<{ message: string }>('GET', '/api/suscripciones/lista?tema=deportes', {
      token: staff.admin(),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('No existe el tema «deportes».');
  });

  it('the CSV has the Spanish headers and one row per address, through the one CSV writer', async () => {
    const res = await fetch(`${SITE}/api/suscripciones/lista.csv?q=${encodeURIComponent(`-${tag}@`)}`, {
      headers: { Authorization: `Bearer ${staff.admin()}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="suscripciones-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe(SUBSCRIBER_CSV_COLUMNS.join(';'));
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatch(
      new RegExp(
        `^${A.replace(/[.]/g, '\\.')};Confirmada;"Circulares, Noticias";Cada vez que se publique;Todas;Todos;`,
      ),
    );
    expect(rows[1]).toMatch(/;Confirmada;Circulares;Un resumen semanal \(los lunes\);/);
    expect(rows[2]).toMatch(/;Sin confirmar;Eventos;/);
  });
});

describe('notices', () => {
  it("counts each notice's messages per state: sent, waiting, held by a cap, failed; and the «Enterado» marks", async () => {
    const { row, raw } = await noticeOf(editor, circular);
    expect(row).toMatchObject({
      coleccion: 'noticias',
      registro: `circular-${tag}`,
      titulo: `Circular circular-${tag}`,
      tema: 'circulares',
      estado: 'hecho',
      version: 1,
      encolados: 4,
      enviados: 2,
      pendientes: 1,
      retenidos: 1,
      fallidos: 0,
      push: 2,
      enterado: true,
      confirmados: 1,
      recordatorioEl: null,
    });
    expect(raw).not.toContain('@');
    expect((await noticeOf(editor, noticia)).row).toMatchObject({
      enviados: 0,
      pendientes: 1,
      retenidos: 0,
      fallidos: 1,
      enterado: false,
      confirmados: 0,
    });
    // Another school's notice is not this school's.
    expect((await noticeOf(staff.admin(), foreignNotice)).row).toBeUndefined();
  });

  it('the «Enterado» list: who received and who confirmed, the addresses only for an administrator', async () => {
    const asEditor = await call<ReadList>('GET', `/api/avisos/${circular}/enterados`, { token: editor });
    expect(asEditor.status).toBe(200);
    expect(asEditor.body).toMatchObject({ recibieron: 2, confirmaron: 1, conDirecciones: false });
    expect(asEditor.body.items).toHaveLength(4);
    expect(JSON.stringify(asEditor.body)).not.toContain('@');
    const editorCsv = await call<string>('GET', `/api/avisos/${circular}/enterados.csv`, { token: editor });
    expect(editorCsv.status).toBe(200);
    expect(editorCsv.body).not.toContain('@');
    expect(editorCsv.body).toContain('Destinatario;Enviado el;Confirmó el');

    const asAdmin = await call<ReadList>('GET', `/api/avisos/${circular}/enterados`, {
      token: staff.admin(),
    });
    expect(asAdmin.body.conDirecciones).toBe(true);
    // Those who have not confirmed first.
    expect(asAdmin.body.items.map((r) => r.email)).toEqual([B, D, E, A]);
    const ana = asAdmin.body.items.find((r) => r.email === A)!;
    expect(ana.enviadoEl).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(ana.confirmadoEl).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(asAdmin.body.items.find((r) => r.email === D)).toMatchObject({
      enviadoEl: null,
      confirmadoEl: null,
    });
    const csv = await call<string>('GET', `/api/avisos/${circular}/enterados.csv`, { token: staff.admin() });
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="enterado-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Correo electrónico;Enviado el;Confirmó el');
    expect(lines[1]).toMatch(new RegExp(`^${B.replace(/[.]/g, '\\.')};\\d{4}-`));

    // A notice without «Enterado», an unknown one, another school's: 404.
    for (const id of [noticia, 'no-existe', foreignNotice]) {
      const res = await call<{ message: string }>('GET', `/api/avisos/${id}/enterados`, {
        token: staff.admin(),
      });
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe('No existe ese aviso, o su circular no pide «Enterado».');
    }
  });
});

describe('another school', () => {
  it("never shows its subscribers in this school's counts or lists", async () => {
    const after = await counts(staff.admin());
    // Ours only: 3 confirmed for circulares (the other school's is not one of them).
    expect(after.temas.circulares - before.temas.circulares).toBe(3);
    expect(after.push - before.push).toBe(2);
    const all = await list();
    expect(JSON.stringify(all.body)).not.toContain(FOREIGN);
    const csv = await call<string>('GET', '/api/suscripciones/lista.csv', { token: staff.admin() });
    expect(csv.body).not.toContain(FOREIGN);
    // Nor can this school delete it.
    const res = await call('DELETE', `/api/suscripciones/${subscriberId(FOREIGN)}`, { token: staff.admin() });
    expect(res.status).toBe(404);
    expect(
      (
        await emulatorDeps('lasacacias')
          .db.collection(SUBSCRIBERS_COLLECTION)
          .doc(subscriberId(FOREIGN))
          .get()
      ).exists,
    ).toBe(true);
  });
});

describe('deletion on request', () => {
  it('deletes the subscription, its messages not sent, its «Enterado» marks, and its address on the messages sent', async () => {
    const { db } = emulatorDeps();
    const id = subscriberId(A);
    const res = await call('DELETE', `/api/suscripciones/${id}`, { token: staff.admin() });
    expect(res.status).toBe(204);
    expect((await db.collection(SUBSCRIBERS_COLLECTION).doc(id).get()).exists).toBe(false);
    const left = await db.collection(SUBSCRIBER_OUTBOX).where('aviso', 'in', [circular, noticia]).get();
    const hers = left.docs.filter((d) => d.get('suscriptor') === id);
    expect(hers).toEqual([]);
    // Her sent message stays, counted, without her address.
    const sent = left.docs.filter((d) => d.get('state') === 'sent');
    expect(sent.map((d) => (d.get('to') as { email: string }).email).sort()).toEqual(['', B]);
    expect(JSON.stringify(left.docs.map((d) => d.data()))).not.toContain(A);
    expect((await db.collection(READ_CONFIRMATIONS).doc(readConfirmationId(circular, id)).get()).exists).toBe(
      false,
    );
    expect((await noticeOf(editor, circular)).row).toMatchObject({ enviados: 2, confirmados: 0 });
    expect((await noticeOf(editor, noticia)).row).toMatchObject({ pendientes: 0, fallidos: 0 });
    expect(JSON.stringify((await list()).body)).not.toContain(A);
    const after = await counts(editor);
    expect(after.confirmadas - before.confirmadas).toBe(3);

    // Again, or an id that cannot be one: 404, said in Spanish.
    for (const path of [`/api/suscripciones/${id}`, '/api/suscripciones/no-es-un-id']) {
      const again = await call<{ message: string }>('DELETE', path, { token: staff.admin() });
      expect(again.status, path).toBe(404);
      expect(again.body.message).toBe('No existe esa suscripción: quizá ya se eliminó.');
    }
  });
});
