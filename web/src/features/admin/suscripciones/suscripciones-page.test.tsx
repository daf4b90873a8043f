/**
 * «Suscripciones»: the counts per topic and mode, the addresses for administrators (filter in the
 * URL, «Eliminar» after a confirmation, a refusal said with the address kept), none for an editor,
 * the notices with their queue's figures, «Enviar recordatorio» once; the «Enterado» list; and
 * «Notificar de nuevo» on a public item's edit screen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyRecord } from '@model';
import type { NoticeRow, ReadList, SubscriberList, SubscriptionCounts } from '@model/subscriptions-staff';
import { ADMIN_PATHS } from '@/config/paths';
import { fakeServerForEachTest, type FakeServer } from '../test/fake-network';
import { sampleRecord } from '../test/fixtures';
import { renderAdmin } from '../test/render-admin';
import { SUBS_TEXT } from './suscripciones-text';

let server: FakeServer;
fakeServerForEachTest((s) => (server = s));

const COUNTS: SubscriptionCounts = {
  temas: { circulares: 120, noticias: 45, eventos: 30 },
  modos: { inmediato: 100, semanal: 40 },
  porTema: {
    circulares: { inmediato: 90, semanal: 30 },
    noticias: { inmediato: 25, semanal: 20 },
    eventos: { inmediato: 18, semanal: 12 },
  },
  pendientes: 7,
  confirmadas: 140,
  push: 33,
  pushPorTema: { circulares: 30, noticias: 10, eventos: 8 },
};

const ANA = {
  id: 'a'.repeat(40),
  email: 'ana@familias.test',
  estado: 'confirmada',
  temas: ['circulares', 'noticias'],
  modo: 'inmediato',
  sedes: [],
  grados: [],
  creadaEl: '2026-11-02T15:00:00.000Z',
  confirmadaEl: '2026-11-02T15:05:00.000Z',
  ultimaConfirmacion: '2026-11-02T15:05:00.000Z',
} as const;
const BETO = {
  ...ANA,
  id: 'b'.repeat(40),
  email: 'beto@familias.test',
  estado: 'pendiente',
  temas: ['eventos'],
} as const;
const LIST: SubscriberList = { total: 2, items: [ANA, BETO] } as unknown as SubscriberList;

const CIRCULAR: NoticeRow = {
  id: 'noticias--circular-7--1',
  coleccion: 'noticias',
  registro: 'circular-7',
  titulo: 'Circular 7: salida pedagógica',
  tema: 'circulares',
  estado: 'hecho',
  creadoEl: '2026-12-01T13:00:00.000Z',
  version: 1,
  encolados: 90,
  enviados: 80,
  pendientes: 4,
  fallidos: 1,
  retenidos: 5,
  push: 30,
  enterado: true,
  confirmados: 52,
  recordatorioEl: null,
};
const EVENT: NoticeRow = {
  ...CIRCULAR,
  id: 'eventos--feria--2',
  coleccion: 'eventos',
  registro: 'feria',
  titulo: 'Feria de la ciencia',
  tema: 'eventos',
  version: 2,
  encolados: 18,
  enviados: 18,
  pendientes: 0,
  fallidos: 0,
  retenidos: 0,
  push: 8,
  enterado: false,
  confirmados: 0,
};

function answerReads(list: SubscriberList = LIST, notices: NoticeRow[] = [CIRCULAR, EVENT]) {
  server.on('GET /api/suscripciones/resumen', { status: 200, body: COUNTS });
  server.on('GET /api/suscripciones/avisos', { status: 200, body: { items: notices } });
  server.on('GET /api/suscripciones/lista', { status: 200, body: list });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Suscripciones', () => {
  it('shows the counts per topic: e-mail by mode, the total and phones; the pending confirmations', async () => {
    answerReads();
    await renderAdmin(ADMIN_PATHS.suscripciones);
    expect(await screen.findByRole('heading', { level: 1, name: SUBS_TEXT.title })).toBeTruthy();
    const table = await screen.findByRole('table', { name: SUBS_TEXT.countsCaption });
    const circulares = within(table).getByRole('rowheader', { name: 'Circulares' }).closest('tr')!;
    expect(cellsOf(circulares)).toEqual(['90', '30', '120', '30']);
    const tiles = screen.getAllByRole('listitem').filter((li) => li.className.includes('subs-tile'));
    expect(tiles.map((t) => t.textContent)).toEqual([
      `140 ${SUBS_TEXT.tileConfirmed}`,
      `7 ${SUBS_TEXT.tilePending}`,
      `33 ${SUBS_TEXT.tilePhones}`,
    ]);
  });

  it("lists each notice's messages per state, and for a circular with «Enterado» who received and confirmed", async () => {
    answerReads();
    await renderAdmin(ADMIN_PATHS.suscripciones);
    const table = await screen.findByRole('table', { name: SUBS_TEXT.noticesCaption });
    const [circular, event] = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(circular!).slice(1, 8)).toEqual([
      'Enviando (con retenidos)',
      '90',
      '80',
      '4',
      '5',
      '1',
      '30',
    ]);
    expect(within(circular!).getByText('Recibieron 80 · Confirmaron 52')).toBeTruthy();
    expect(
      within(circular!)
        .getByRole('link', { name: `${SUBS_TEXT.readList} de «${CIRCULAR.titulo}»` })
        .getAttribute('href'),
    ).toBe(ADMIN_PATHS.enterado(CIRCULAR.id));
    expect(within(circular!).getByRole('link', { name: CIRCULAR.titulo }).getAttribute('href')).toBe(
      ADMIN_PATHS.edit('noticias', 'circular-7'),
    );
    expect(cellsOf(event!)[1]).toBe('Enviado');
    expect(cellsOf(event!)[8]).toBe(SUBS_TEXT.noReading);
    expect(within(event!).getByText(/aviso n\.º 2/)).toBeTruthy();
  });

  it('sends the reminder once, after saying to how many; a sent one is a disabled button with its date', async () => {
    answerReads();
    server.on(`POST /api/avisos/${CIRCULAR.id}/recordatorio`, () => {
      answerReads(LIST, [{ ...CIRCULAR, recordatorioEl: '2026-12-02T14:30:00.000Z' }, EVENT]);
      return { status: 202, body: {} };
    });
    const { events } = await renderAdmin(ADMIN_PATHS.suscripciones);
    await events.click(
      await screen.findByRole('button', { name: `${SUBS_TEXT.remind} de «${CIRCULAR.titulo}»` }),
    );
    const dialog = screen.getByRole('alertdialog', { name: SUBS_TEXT.remindTitle });
    expect(dialog.textContent).toContain('a 28 familias que recibieron la circular y todavía no confirmaron');
    await events.click(within(dialog).getByRole('button', { name: SUBS_TEXT.remindConfirm }));
    await screen.findByText(SUBS_TEXT.remindDone(CIRCULAR.titulo));
    expect(server.requests(`POST /api/avisos/${CIRCULAR.id}/recordatorio`)).toHaveLength(1);
    const sent = await screen.findByRole('button', {
      name: /^Recordatorio enviado el 2 de diciembre de 2026/,
    });
    expect((sent as HTMLButtonElement).disabled).toBe(true);
  });

  it('says why a reminder was refused (the second one: 409)', async () => {
    answerReads();
    server.on(`POST /api/avisos/${CIRCULAR.id}/recordatorio`, {
      status: 409,
      body: { error: 'conflict', message: 'El recordatorio de esta circular ya se envió.' },
    });
    const { events } = await renderAdmin(ADMIN_PATHS.suscripciones);
    await events.click(
      await screen.findByRole('button', { name: `${SUBS_TEXT.remind} de «${CIRCULAR.titulo}»` }),
    );
    await events.click(screen.getByRole('button', { name: SUBS_TEXT.remindConfirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      SUBS_TEXT.remindFailed(CIRCULAR.titulo, 'El recordatorio de esta circular ya se envió.'),
    );
  });

  it('shows an administrator the addresses, and deletes one on request after a confirmation', async () => {
    answerReads();
    server.on(`DELETE /api/suscripciones/${ANA.id}`, () => {
      answerReads({ total: 1, items: [BETO] } as unknown as SubscriberList);
      return { status: 204 };
    });
    const { events } = await renderAdmin(ADMIN_PATHS.suscripciones);
    const table = await screen.findByRole('table', { name: SUBS_TEXT.addressesTitle });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(rows[0]!).slice(0, 4)).toEqual([
      'ana@familias.test',
      'Confirmada',
      'Circulares, Noticias',
      'Cada vez que se publique',
    ]);
    expect(cellsOf(rows[1]!)[1]).toBe('Sin confirmar');
    await events.click(
      within(rows[0]!).getByRole('button', { name: `${SUBS_TEXT.remove} ana@familias.test` }),
    );
    const dialog = screen.getByRole('alertdialog', { name: SUBS_TEXT.removeTitle });
    expect(dialog.textContent).toContain('ana@familias.test');
    expect(dialog.textContent).toContain('Ley 1581 de 2012');
    // "Cancelar" first: nothing is sent.
    await events.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(server.requests(`DELETE /api/suscripciones/${ANA.id}`)).toHaveLength(0);
    await events.click(
      within(rows[0]!).getByRole('button', { name: `${SUBS_TEXT.remove} ana@familias.test` }),
    );
    await events.click(screen.getByRole('button', { name: SUBS_TEXT.removeConfirm }));
    await screen.findByText(SUBS_TEXT.removed('ana@familias.test'));
    const [sent] = server.requests(`DELETE /api/suscripciones/${ANA.id}`);
    expect(sent!.headers.authorization).toMatch(/^Bearer /);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'ana@familias.test' })).toBeNull());
    expect(await screen.findByRole('cell', { name: 'beto@familias.test' })).toBeTruthy();
  });

  it('says why a deletion failed, and keeps the address and the filter', async () => {
    answerReads();
    server.on(`DELETE /api/suscripciones/${ANA.id}`, {
      status: 503,
      body: { error: 'unavailable', message: 'El servicio no está disponible en este momento.' },
    });
    const { events, router } = await renderAdmin(`${ADMIN_PATHS.suscripciones}?tema=circulares`);
    expect(((await screen.findByLabelText(SUBS_TEXT.topicFilter)) as HTMLSelectElement).value).toBe(
      'circulares',
    );
    await events.click(await screen.findByRole('button', { name: `${SUBS_TEXT.remove} ana@familias.test` }));
    await events.click(screen.getByRole('button', { name: SUBS_TEXT.removeConfirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      SUBS_TEXT.removeFailed('ana@familias.test', 'El servicio no está disponible en este momento.'),
    );
    expect(screen.getByRole('cell', { name: 'ana@familias.test' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tema=circulares');
    expect(((await screen.findByLabelText(SUBS_TEXT.topicFilter)) as HTMLSelectElement).value).toBe(
      'circulares',
    );
  });

  it('filters by part of the address and state through the URL', async () => {
    answerReads();
    const { events, router } = await renderAdmin(ADMIN_PATHS.suscripciones);
    await events.type(await screen.findByLabelText(SUBS_TEXT.search), 'beto');
    await events.selectOptions(screen.getByLabelText(SUBS_TEXT.stateFilter), 'pendiente');
    await events.click(screen.getByRole('button', { name: SUBS_TEXT.filter }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=beto&tema=&estado=pendiente&modo='));
    await waitFor(() => expect(server.requests('GET /api/suscripciones/lista')).toHaveLength(2));
    expect((await screen.findByRole('link', { name: SUBS_TEXT.clear })).getAttribute('href')).toBe(
      ADMIN_PATHS.suscripciones,
    );
  });

  it('shows an editor the counts and the notices, never the addresses (not even asked for)', async () => {
    answerReads();
    await renderAdmin(ADMIN_PATHS.suscripciones, { role: 'editor' });
    await screen.findByRole('table', { name: SUBS_TEXT.countsCaption });
    await screen.findByRole('table', { name: SUBS_TEXT.noticesCaption });
    expect(screen.getByText(SUBS_TEXT.editorNote)).toBeTruthy();
    expect(screen.queryByRole('table', { name: SUBS_TEXT.addressesTitle })).toBeNull();
    expect(screen.queryByRole('button', { name: SUBS_TEXT.csv })).toBeNull();
    expect(server.requests('GET /api/suscripciones/lista')).toHaveLength(0);
  });

  it('is "No tiene permiso" for a role without `avisos`', async () => {
    answerReads();
    await renderAdmin(ADMIN_PATHS.suscripciones, { role: 'atencion' });
    expect(await screen.findByRole('heading', { name: /No tiene permiso/ })).toBeTruthy();
    expect(server.sent).toHaveLength(0);
  });
});

describe('Enterado', () => {
  const READ: ReadList = {
    aviso: { id: CIRCULAR.id, titulo: CIRCULAR.titulo, creadoEl: CIRCULAR.creadoEl, recordatorioEl: null },
    recibieron: 2,
    confirmaron: 1,
    conDirecciones: true,
    items: [
      { email: 'beto@familias.test', enviadoEl: '2026-12-01T13:10:00.000Z', confirmadoEl: null },
      {
        email: 'ana@familias.test',
        enviadoEl: '2026-12-01T13:10:00.000Z',
        confirmadoEl: '2026-12-01T20:00:00.000Z',
      },
    ],
  };

  it('lists who received and who confirmed, the addresses for an administrator', async () => {
    server.on(`GET /api/avisos/${CIRCULAR.id}/enterados`, { status: 200, body: READ });
    await renderAdmin(ADMIN_PATHS.enterado(CIRCULAR.id));
    expect(await screen.findByRole('heading', { level: 1, name: SUBS_TEXT.readTitle })).toBeTruthy();
    expect(await screen.findByText(CIRCULAR.titulo)).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: SUBS_TEXT.readCaption }))
      .getAllByRole('row')
      .slice(1);
    expect(cellsOf(rows[0]!)[0]).toBe('beto@familias.test');
    expect(cellsOf(rows[0]!)[2]).toBe(SUBS_TEXT.notYet);
    expect(cellsOf(rows[1]!)[2]).toMatch(/^1 de diciembre de 2026/);
    expect(screen.getByRole('button', { name: SUBS_TEXT.csv })).toBeTruthy();
  });

  it('shows an editor each family by number, without an address', async () => {
    server.on(`GET /api/avisos/${CIRCULAR.id}/enterados`, {
      status: 200,
      body: { ...READ, conDirecciones: false, items: READ.items.map((i) => ({ ...i, email: null })) },
    });
    await renderAdmin(ADMIN_PATHS.enterado(CIRCULAR.id), { role: 'editor' });
    const table = await screen.findByRole('table', { name: SUBS_TEXT.readCaption });
    expect(within(table).getAllByRole('columnheader')[0]!.textContent).toBe(SUBS_TEXT.recipient);
    expect(cellsOf(within(table).getAllByRole('row')[1]!)[0]).toBe('Familia 1');
    expect(screen.getByText(SUBS_TEXT.readNoAddresses)).toBeTruthy();
  });
});

describe('Notificar de nuevo', () => {
  const publicCircular = (): AnyRecord => ({
    ...sampleRecord('noticias', 'circular-7'),
    kind: 'circular',
    estado: 'publicado',
    publishAt: '2026-01-01T00:00:00.000Z',
    unpublishAt: '',
  });

  it('on a public circular: says how many will receive it, then asks the server and says so', async () => {
    const record = publicCircular();
    server.on('GET /api/noticias/circular-7', { status: 200, body: record });
    server.on('GET /api/noticias', { status: 200, body: [record] });
    server.on('GET /api/suscripciones/resumen', { status: 200, body: COUNTS });
    server.on('POST /api/avisos/noticias/circular-7/notificar', {
      status: 202,
      body: { aviso: 'noticias--circular-7--2' },
    });
    const { events } = await renderAdmin(ADMIN_PATHS.edit('noticias', 'circular-7'));
    await events.click(await screen.findByRole('button', { name: SUBS_TEXT.notifyAgain }));
    const dialog = await screen.findByRole('alertdialog', { name: SUBS_TEXT.notifyTitle });
    expect(dialog.textContent).toContain('hasta 90 familias por correo');
    expect(dialog.textContent).toContain('«Circulares»');
    expect(dialog.textContent).toContain('hasta 30 teléfonos');
    await events.click(within(dialog).getByRole('button', { name: SUBS_TEXT.notifyConfirm }));
    await screen.findByText(SUBS_TEXT.notifyDone);
    expect(server.requests('POST /api/avisos/noticias/circular-7/notificar')).toHaveLength(1);
  });

  it('says why it failed', async () => {
    const record = publicCircular();
    server.on('GET /api/noticias/circular-7', { status: 200, body: record });
    server.on('GET /api/noticias', { status: 200, body: [record] });
    server.on('GET /api/suscripciones/resumen', { status: 200, body: COUNTS });
    server.on('POST /api/avisos/noticias/circular-7/notificar', {
      status: 409,
      body: { error: 'conflict', message: 'Esta publicación tiene marcado «No notificar».' },
    });
    const { events } = await renderAdmin(ADMIN_PATHS.edit('noticias', 'circular-7'));
    await events.click(await screen.findByRole('button', { name: SUBS_TEXT.notifyAgain }));
    await events.click(await screen.findByRole('button', { name: SUBS_TEXT.notifyConfirm }));
    expect(
      (await screen.findAllByRole('alert')).some(
        (a) => a.textContent === SUBS_TEXT.notifyFailed('Esta publicación tiene marcado «No notificar».'),
      ),
    ).toBe(true);
  });

  it('is not offered on a draft, nor to a colaborador', async () => {
    const draft = { ...publicCircular(), estado: 'borrador' };
    server.on('GET /api/noticias/circular-7', { status: 200, body: draft });
    server.on('GET /api/noticias', { status: 200, body: [draft] });
    await renderAdmin(ADMIN_PATHS.edit('noticias', 'circular-7'));
    await screen.findByRole('heading', { level: 1, name: /^Editar/ });
    await screen.findAllByRole('textbox');
    expect(screen.queryByRole('button', { name: SUBS_TEXT.notifyAgain })).toBeNull();
  });
});
