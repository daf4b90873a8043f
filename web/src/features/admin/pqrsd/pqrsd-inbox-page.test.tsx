/**
 * The PQRSD inbox with a fake server: the list (overdue first, business days left),
 * one request open with its log, answering (formatted text, denied, PDF), an empty answer refused
 * before sending, a refusal that keeps the typed text, transfer and extension, the unsent mail with
 * its retry, and the admin home's box.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PQRSD_ANSWER_REQUIRED, PQRSD_CONSENT_TEXT, type PqrsdAnswerPreview, type RichTextDoc } from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { fakeServerForEachTest, type FakeServer } from '../test/fake-network';
import { renderAdmin, TEST_TOKEN } from '../test/render-admin';
import type { Inbox, PqrsdRequest, UnsentMail } from './pqrsd-api';
import { PQRSD_TEXT as T } from './pqrsd-text';

let server: FakeServer;

const item = (over: Partial<Inbox['items'][number]>): Inbox['items'][number] => ({
  radicado: 'PQRSD-2026-000001',
  tipo: 'peticion',
  estado: 'radicada',
  asunto: 'Certificado',
  nombre: 'Ana Pérez',
  anonimo: false,
  receivedDate: '2026-11-02',
  dueDate: '2026-11-24',
  daysLeft: -1,
  overdue: true,
  hasAttachment: false,
  ...over,
});

const INBOX: Inbox = {
  today: '2026-11-25',
  items: [
    item({}),
    item({
      radicado: 'PQRSD-2026-000002',
      tipo: 'informacion',
      asunto: 'Presupuesto',
      dueDate: '2026-11-27',
      daysLeft: 2,
      overdue: false,
    }),
    item({
      radicado: 'PQRSD-2026-000003',
      tipo: 'denuncia',
      anonimo: true,
      nombre: 'Anónima',
      dueDate: '2026-12-15',
      daysLeft: 14,
      overdue: false,
    }),
    item({
      radicado: 'PQRSD-105001000101-2026-000004',
      tipo: 'contacto',
      estado: 'radicada',
      dueDate: null,
      daysLeft: null,
      overdue: false,
    }),
  ],
};

const request = (over: Partial<PqrsdRequest> = {}): PqrsdRequest => ({
  radicado: 'PQRSD-2026-000002',
  tipo: 'informacion',
  estado: 'radicada',
  anonimo: false,
  nombre: 'Ana Pérez',
  documento: '',
  email: 'ana@example.com',
  telefono: '3001234567',
  asunto: 'Presupuesto',
  mensaje: 'Solicito el presupuesto.\nGracias.',
  receivedAt: '2026-11-13T17:00:00.000Z',
  receivedDate: '2026-11-13',
  dueDate: '2099-11-27',
  originalDueDate: '2099-11-27',
  consent: { version: '2026-01', text: PQRSD_CONSENT_TEXT, at: '2026-11-13T17:00:00.000Z' },
  attachment: { name: 'carta.pdf', type: 'pdf', bytes: 1000 },
  answer: null,
  transfer: null,
  extensions: [],
  log: [{ action: 'radicada', at: '2026-11-13T17:00:00.000Z', by: null }],
  ...over,
});

const NO_MAIL = { items: [] as UnsentMail[] };

/** An answer with a bold word, a list and a link: what the editor's toolbar makes. */
const FORMATTED: RichTextDoc = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'No es posible ' },
        { type: 'text', text: 'entregarla', marks: [{ type: 'bold' }] },
      ],
    },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Datos de terceros' }] }],
        },
      ],
    },
    {
      type: 'paragraph',
      content: [
        {
          type: 'text',
          text: 'Ley 1581',
          marks: [{ type: 'link', attrs: { href: 'https://www.funcionpublica.gov.co/' } }],
        },
      ],
    },
  ],
};

/**
 * The answer's editor (lazy: it appears once its chunk is there), named by the field's label.
 * jsdom has no layout for typing into a contenteditable: content goes in through the editor's
 * own commands, which run the same update the keyboard does.
 */
async function answerEditor() {
  const area = await screen.findByRole('textbox', { name: T.answerText });
  await waitFor(() => expect(area.getAttribute('contenteditable')).toBe('true'));
  const editor = (area as unknown as { editor: { commands: { insertContent(content: unknown): boolean } } })
    .editor;
  return { area, insert: (content: unknown) => act(() => void editor.commands.insertContent(content)) };
}

const PREVIEW = '/api/pqrsd/PQRSD-2026-000002/respuesta/vista-previa';
/** What the server's preview answers: the mail its outbox would send. */
const MAIL: PqrsdAnswerPreview = {
  para: 'ana@example.com',
  asunto: 'Respuesta a su solicitud PQRSD-2026-000002',
  texto:
    'Hola, Ana Pérez:\n\nEsta es la respuesta a su solicitud de información «Presupuesto» (radicado PQRSD-2026-000002, recibida el 13 de noviembre de 2026):\n\nNo es posible entregarla\nDatos de terceros\nLey 1581\n\nConsulte la solicitud en:\nhttp://127.0.0.1:5000/pqrsd/consulta?radicado=PQRSD-2026-000002',
};

fakeServerForEachTest((s) => (server = s));
beforeEach(() => {
  server.on('GET /api/pqrsd', { status: 200, body: INBOX });
  server.on('GET /api/pqrsd/outbox', { status: 200, body: NO_MAIL });
  server.on(`POST ${PREVIEW}`, { status: 200, body: MAIL });
});

describe('PQRSD inbox', () => {
  it('lists the requests in the server order with type, state and business days left', async () => {
    await renderAdmin(ADMIN_PATHS.pqrsd);
    const table = await screen.findByRole('table', { name: T.caption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(
      INBOX.items.map((i) => i.radicado),
    );
    expect(rows[0]!.textContent).toContain(T.overdueBy(1));
    expect(rows[1]!.textContent).toContain(T.daysLeft(2));
    expect(rows[1]!.textContent).toContain('Solicitud de información');
    expect(rows[2]!.textContent).toContain(T.anonymous);
    expect(rows[3]!.textContent).toContain(T.noTerm);
    // A radicado with the school's DANE code may break after the code only, so it fits a phone.
    const long = within(rows[3]!).getByRole('link', { name: T.open('PQRSD-105001000101-2026-000004') });
    expect(long.innerHTML).toBe('<span>PQRSD-105001000101-</span><wbr><span>2026-000004</span>');
    expect(within(rows[0]!).getByRole('link').innerHTML).toBe('<span>PQRSD-2026-000001</span>');
    expect(server.requests('GET /api/pqrsd')[0]!.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('filters by state, type and due date, searches by radicado, name and subject, and keeps the filter while a request is open', async () => {
    server.on('GET /api/pqrsd/PQRSD-2026-000002', { status: 200, body: request() });
    await renderAdmin(ADMIN_PATHS.pqrsd);
    const table = await screen.findByRole('table', { name: T.caption });
    const shown = () =>
      within(screen.getByRole('table', { name: T.caption }))
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(table).toBeTruthy();
    const filters = screen.getByRole('search', { name: T.filterLabel });
    const search = within(filters).getByRole('searchbox', { name: T.search });
    const choose = (name: string, value: string) =>
      fireEvent.change(within(filters).getByRole('combobox', { name }), { target: { value } });

    // Accents and case aside, every word must be found: "perez presupuesto" is one request.
    fireEvent.change(search, { target: { value: 'perez PRESUPUESTO' } });
    expect(shown()).toEqual(['PQRSD-2026-000002']);
    expect(screen.getByRole('status').textContent).toBe(T.shown(1, 4));
    fireEvent.change(search, { target: { value: '000003' } });
    expect(shown()).toEqual(['PQRSD-2026-000003']);
    // An anonymous request is found by the word the list shows for it.
    fireEvent.change(search, { target: { value: 'anonima' } });
    expect(shown()).toEqual(['PQRSD-2026-000003']);
    fireEvent.change(search, { target: { value: '' } });

    choose(T.type, 'informacion');
    expect(shown()).toEqual(['PQRSD-2026-000002']);
    choose(T.type, '');
    choose(T.due, 'vencidas');
    expect(shown()).toEqual(['PQRSD-2026-000001']);
    choose(T.due, 'semana');
    expect(shown()).toEqual(['PQRSD-2026-000002']);
    choose(T.due, 'sin-plazo');
    expect(shown()).toEqual(['PQRSD-105001000101-2026-000004']);
    choose(T.due, '');
    choose(T.state, 'respondida');
    expect(screen.queryByRole('table', { name: T.caption })).toBeNull();
    expect(screen.getByText(T.noMatch)).toBeTruthy();
    choose(T.state, 'radicada');
    choose(T.due, 'semana');
    expect(shown()).toEqual(['PQRSD-2026-000002']);

    // Opening the request keeps the list as filtered; "Quitar filtros" shows every request again.
    fireEvent.click(screen.getByRole('link', { name: T.open('PQRSD-2026-000002') }));
    await screen.findByRole('article', { name: /PQRSD-2026-000002: Presupuesto/ });
    expect(shown()).toEqual(['PQRSD-2026-000002']);
    fireEvent.click(screen.getByRole('button', { name: T.clearFilter }));
    expect(shown()).toEqual(INBOX.items.map((i) => i.radicado));
  });

  it('opens one request: its facts, message, attachment button and who did what when', async () => {
    server.on('GET /api/pqrsd/PQRSD-2026-000002', { status: 200, body: request() });
    await renderAdmin(`${ADMIN_PATHS.pqrsd}?r=PQRSD-2026-000002`);
    const detail = await screen.findByRole('article', { name: /PQRSD-2026-000002: Presupuesto/ });
    expect(detail.textContent).toContain('Solicito el presupuesto.');
    expect(within(detail).getByRole('button', { name: T.downloadAttachment('carta.pdf') })).toBeTruthy();
    expect(within(detail).getByRole('listitem').textContent).toContain(T.actions.radicada);
    // An information request may be denied; the others are not offered that.
    expect(within(detail).getByLabelText(T.denied)).toBeTruthy();
    expect(within(detail).getByLabelText(T.newDate)).toBeTruthy();
  });

  it('answers in formatted text with "denied": the document is sent as JSON, and the list and the request are read again', async () => {
    server.on('GET /api/pqrsd/PQRSD-2026-000002', { status: 200, body: request() });
    server.on('POST /api/pqrsd/PQRSD-2026-000002/answer', {
      status: 200,
      body: request({ estado: 'respondida' }),
    });
    const { events } = await renderAdmin(`${ADMIN_PATHS.pqrsd}?r=PQRSD-2026-000002`);
    const { insert } = await answerEditor();
    insert(FORMATTED.content);
    await events.click(screen.getByLabelText(T.denied));
    await events.click(screen.getByRole('button', { name: T.send }));
    await events.click(await screen.findByRole('button', { name: T.confirmSend }));
    expect(await screen.findByText(T.answered('PQRSD-2026-000002'))).toBeTruthy();
    const sent = server.requests('POST /api/pqrsd/PQRSD-2026-000002/answer')[0]!.body as FormData;
    expect(JSON.parse(sent.get('text') as string)).toEqual(FORMATTED);
    expect(sent.get('denied')).toBe('true');
    expect(sent.get('pdf')).toBeNull();
    expect(server.requests('GET /api/pqrsd').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses an answer without words in the browser, beside the editor, and sends nothing', async () => {
    server.on('GET /api/pqrsd/PQRSD-2026-000002', { status: 200, body: request() });
    const { events } = await renderAdmin(`${ADMIN_PATHS.pqrsd}?r=PQRSD-2026-000002`);
    const { area, insert } = await answerEditor();
    // Empty paragraphs and a blank are no answer either.
    insert([{ type: 'paragraph' }, { type: 'paragraph', content: [{ type: 'text', text: ' ' }] }]);
    await events.click(screen.getByRole('button', { name: T.send }));
    expect((await screen.findByText(PQRSD_ANSWER_REQUIRED)).id).toBe(area.getAttribute('aria-describedby'));
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(server.requests('POST /api/pqrsd/PQRSD-2026-000002/answer')).toHaveLength(0);
    expect(server.requests(`POST ${PREVIEW}`)).toHaveLength(0);
  });

  it('shows the mail the server would send before anything is sent; "Volver a editar" keeps the answer, "Enviar" sends it', async () => {
    server.on('GET /api/pqrsd/PQRSD-2026-000002', { status: 200, body: request() });
    server.on('POST /api/pqrsd/PQRSD-2026-000002/answer', {
      status: 200,
      body: request({ estado: 'respondida' }),
    });
    const { events } = await renderAdmin(`${ADMIN_PATHS.pqrsd}?r=PQRSD-2026-000002`);
    const { area, insert } = await answerEditor();
    insert(FORMATTED.content);
    await events.upload(
      screen.getByLabelText(T.pdf),
      new File(['%PDF-1.4'], 'respuesta.pdf', { type: 'application/pdf' }),
    );
    await events.click(screen.getByRole('button', { name: T.send }));

    // The confirmation shows the server's mail as it is: address, subject, text line by line.
    const dialog = await screen.findByRole('alertdialog', { name: T.confirmTitle });
    expect(within(dialog).getByText(MAIL.para!)).toBeTruthy();
    expect(within(dialog).getByText(MAIL.asunto)).toBeTruthy();
    expect(dialog.querySelector('pre')!.textContent).toBe(MAIL.texto);
    expect(dialog.textContent).toContain(T.confirmPdf('respuesta.pdf'));
    // The preview was asked with the document, the box and whether a PDF goes; nothing was sent.
    expect(server.requests(`POST ${PREVIEW}`)[0]!.body).toEqual({
      text: FORMATTED,
      denied: false,
      pdf: true,
    });
    expect(server.requests('POST /api/pqrsd/PQRSD-2026-000002/answer')).toHaveLength(0);
    // The safe choice has the focus.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: T.confirmBack }));

    await events.click(within(dialog).getByRole('button', { name: T.confirmBack }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(area.textContent).toContain('Datos de terceros');
    expect((screen.getByLabelText(T.pdf) as HTMLInputElement).files?.[0]?.name).toBe('respuesta.pdf');
    expect(server.requests('POST /api/pqrsd/PQRSD-2026-000002/answer')).toHaveLength(0);

    await events.click(screen.getByRole('button', { name: T.send }));
    await events.click(await screen.findByRole('button', { name: T.confirmSend }));
    expect(await screen.findByText(T.answered('PQRSD-2026-000002'))).toBeTruthy();
    const sent = server.requests('POST /api/pqrsd/PQRSD-2026-000002/answer');
    expect(sent).toHaveLength(1);
    expect(JSON.parse((sent[0]!.body as FormData).get('text') as string)).toEqual(FORMATTED);
  });

  it("shows the server's refusal of the preview and sends nothing", async () => {
    server.on('GET /api/pqrsd/PQRSD-2026-000002', { status: 200, body: request() });
    server.on(`POST ${PREVIEW}`, {
      status: 409,
      body: { error: 'conflict', message: 'Esta solicitud ya fue respondida.' },
    });
    const { events } = await renderAdmin(`${ADMIN_PATHS.pqrsd}?r=PQRSD-2026-000002`);
    const { insert } = await answerEditor();
    insert('Una respuesta.');
    await events.click(screen.getByRole('button', { name: T.send }));
    expect((await screen.findByRole('alert')).textContent).toBe('Esta solicitud ya fue respondida.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.requests('POST /api/pqrsd/PQRSD-2026-000002/answer')).toHaveLength(0);
  });

  it('says no mail goes when the request has no address', async () => {
    server.on('GET /api/pqrsd/PQRSD-2026-000002', {
      status: 200,
      body: request({ email: '', anonimo: true }),
    });
    server.on(`POST ${PREVIEW}`, { status: 200, body: { para: null, asunto: '', texto: '' } });
    const { events } = await renderAdmin(`${ADMIN_PATHS.pqrsd}?r=PQRSD-2026-000002`);
    const { insert } = await answerEditor();
    insert('Una respuesta.');
    await events.click(screen.getByRole('button', { name: T.send }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(T.confirmNoMail);
  });

  it("keeps the typed answer and shows the server's reason when the answer is refused", async () => {
    server.on('GET /api/pqrsd/PQRSD-2026-000002', { status: 200, body: request() });
    const message = 'El documento de la respuesta debe ser PDF; el contenido del archivo no lo es.';
    server.on('POST /api/pqrsd/PQRSD-2026-000002/answer', {
      status: 400,
      body: { error: 'invalid-file', message },
    });
    const { events } = await renderAdmin(`${ADMIN_PATHS.pqrsd}?r=PQRSD-2026-000002`);
    const { area, insert } = await answerEditor();
    insert('Respuesta larga que no se pierde.');
    await events.click(screen.getByRole('button', { name: T.send }));
    await events.click(await screen.findByRole('button', { name: T.confirmSend }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(area.textContent).toBe('Respuesta larga que no se pierde.');
  });

  it('transfers with the entity and the reason, and extends with the new date and the reason', async () => {
    server.on('GET /api/pqrsd/PQRSD-2026-000002', { status: 200, body: request() });
    server.on('POST /api/pqrsd/PQRSD-2026-000002/transfer', {
      status: 200,
      body: request({ estado: 'trasladada' }),
    });
    server.on('POST /api/pqrsd/PQRSD-2026-000002/extend', {
      status: 200,
      body: request({ estado: 'prorrogada', dueDate: '2099-12-10' }),
    });
    const { events } = await renderAdmin(`${ADMIN_PATHS.pqrsd}?r=PQRSD-2026-000002`);
    await events.type(await screen.findByLabelText(T.newDate), '2099-12-10');
    await events.type(screen.getAllByLabelText(T.reason)[1]!, 'Falta un documento de otra dependencia.');
    await events.click(screen.getByRole('button', { name: T.extend }));
    expect(await screen.findByText(/Se prorrogó PQRSD-2026-000002 hasta el/)).toBeTruthy();
    expect(server.requests('POST /api/pqrsd/PQRSD-2026-000002/extend')[0]!.body).toEqual({
      newDate: '2099-12-10',
      reason: 'Falta un documento de otra dependencia.',
    });
    await events.type(screen.getByLabelText(T.entity), 'Secretaría de Educación');
    await events.type(screen.getAllByLabelText(T.reason)[0]!, 'Es de su competencia.');
    await events.click(screen.getByRole('button', { name: T.transfer }));
    expect(
      await screen.findByText(T.transferred('PQRSD-2026-000002', 'Secretaría de Educación')),
    ).toBeTruthy();
    expect(server.requests('POST /api/pqrsd/PQRSD-2026-000002/transfer')[0]!.body).toEqual({
      entity: 'Secretaría de Educación',
      reason: 'Es de su competencia.',
    });
  });

  it('shows a closed request without forms, with its formatted answer and who gave it', async () => {
    const answered = request({
      estado: 'respondida',
      answer: {
        text: FORMATTED,
        at: '2026-11-20T15:00:00.000Z',
        date: '2026-11-20',
        by: { uid: 'u', email: 'rectoria@colegio.edu.co' },
        pdf: null,
        denied: false,
      },
      log: [
        { action: 'radicada', at: '2026-11-13T17:00:00.000Z', by: null },
        {
          action: 'respondida',
          at: '2026-11-20T15:00:00.000Z',
          by: { uid: 'u', email: 'rectoria@colegio.edu.co' },
        },
      ],
    });
    server.on('GET /api/pqrsd/PQRSD-2026-000002', { status: 200, body: answered });
    await renderAdmin(`${ADMIN_PATHS.pqrsd}?r=PQRSD-2026-000002`);
    const detail = await screen.findByRole('article');
    // The stored answer, formatted: the bold word, the list, the link.
    expect(within(detail).getByText('entregarla').tagName).toBe('STRONG');
    expect(detail.querySelector('ul')?.textContent).toBe('Datos de terceros');
    expect(within(detail).getByRole('link', { name: 'Ley 1581' }).getAttribute('href')).toBe(
      'https://www.funcionpublica.gov.co/',
    );
    const log = within(detail)
      .getAllByRole('listitem')
      .filter((li) => li.closest('ol'));
    expect(log[1]!.textContent).toContain('rectoria@colegio.edu.co');
    expect(within(detail).queryByLabelText(T.answerText)).toBeNull();
  });

  it('lists the mail that failed with its error, and sends it again on request', async () => {
    const failed: UnsentMail = {
      id: 'm1',
      kind: 'pqrsd-acuse',
      radicado: 'PQRSD-2026-000001',
      to: 'ciudadano',
      state: 'failed',
      attempts: 8,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
      nextAttemptAt: null,
      createdAt: '2026-11-20T15:00:00.000Z',
    };
    server.on('GET /api/pqrsd/outbox', { status: 200, body: { items: [failed] } });
    server.on('POST /api/pqrsd/outbox/retry', { status: 200, body: { sent: 1, failed: 0 } });
    const { events } = await renderAdmin(ADMIN_PATHS.pqrsd);
    const table = await screen.findByRole('table', { name: T.mailCaption });
    expect(table.textContent).toContain('connect ECONNREFUSED');
    expect(table.textContent).toContain(T.mailFailed);
    await events.click(screen.getByRole('button', { name: T.retryMail }));
    expect(await screen.findByText(T.retried(1, 0))).toBeTruthy();
  });
});

describe('admin home', () => {
  it('shows what is overdue and what is due this week, linked to the inbox', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await renderAdmin(ADMIN_PATHS.home);
    const box = await screen.findByRole('region', { name: T.homeTitle });
    await within(box).findByText(`${T.homeOverdue} (1)`);
    // Wednesday the 25th: the 27th is this week, the 15th of December is not.
    expect(within(box).getByText(`${T.homeWeek} (1)`)).toBeTruthy();
    expect(within(box).getByRole('link', { name: 'PQRSD-2026-000001' }).getAttribute('href')).toBe(
      `${ADMIN_PATHS.pqrsd}?r=PQRSD-2026-000001`,
    );
    expect(within(box).getByRole('link', { name: 'PQRSD-2026-000002' })).toBeTruthy();
  });
});
