/**
 * Drafts and review in the admin area: the editor's queue on the home, and the review
 * panel of a record in review: Publicar, Devolver with a note (sent as the API takes it), and the
 * page's notice once done. The server's side is tests/emulator/drafts-review.test.ts.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_PATHS } from '@/config/paths';
import { fakeServerForEachTest, type FakeServer } from '../test/fake-network';
import { sampleRecord } from '../test/fixtures';
import { renderAdmin } from '../test/render-admin';
import { PENDING_TEXT } from './pending-review';
import { REVIEW_TEXT } from './review-panel';
import { FORM_TEXT } from '../form/form-text';
import { CREATE_REVIEW_TEXT } from './create-actions';
import { DRAFT_FORM_TEXT } from './draft-form';

/** The required fields of a news item (title, type, summary; «Publicar desde» starts now). */
async function fillNews(events: {
  type(el: Element, text: string): Promise<void>;
  selectOptions(el: Element, value: string): Promise<void>;
}) {
  await events.type(screen.getByLabelText(/^Título/, { selector: 'input' }), 'Circular nueva');
  await events.selectOptions(screen.getByLabelText(/^Tipo/, { selector: 'select' }), 'circular');
  await events.type(screen.getByLabelText(/^Resumen/, { selector: 'textarea' }), 'Resumen de la circular.');
}

let server: FakeServer;
fakeServerForEachTest((s) => (server = s));

describe('review', () => {
  it("lists what waits for review on an editor's home, each with its preview and its form", async () => {
    server.on('GET /api/pendientes', {
      status: 200,
      body: [
        {
          collection: 'eventos',
          rows: [
            {
              _id: 'e1',
              title: 'Feria de la ciencia',
              updatedAt: '2026-11-20T15:04:00.000Z',
              updatedBy: { uid: 'c', email: 'docente@colegio.edu.co' },
            },
          ],
        },
      ],
    });
    await renderAdmin(ADMIN_PATHS.home, { role: 'editor' });
    expect(await screen.findByRole('heading', { name: PENDING_TEXT.title })).toBeTruthy();
    expect(await screen.findByText('Feria de la ciencia')).toBeTruthy();
    expect(screen.getByText(/docente@colegio\.edu\.co/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: `${PENDING_TEXT.open} «Feria de la ciencia»` }).getAttribute('href'),
    ).toBe(ADMIN_PATHS.edit('eventos', 'e1'));
    expect(
      screen.getByRole('link', { name: /Vista previa de «Feria de la ciencia»/ }).getAttribute('href'),
    ).toBe('/vista-previa/eventos/e1');
  });

  it('says when nothing waits', async () => {
    server.on('GET /api/pendientes', { status: 200, body: [] });
    await renderAdmin(ADMIN_PATHS.home, { role: 'admin' });
    expect(await screen.findByText(PENDING_TEXT.none)).toBeTruthy();
  });

  it('returns a record in review with a note, then says so; Publicar is offered beside it', async () => {
    const record = { ...sampleRecord('noticias'), estado: 'revision' };
    server.on(`GET /api/noticias/${record._id}`, { status: 200, body: record });
    server.on(`POST /api/noticias/${record._id}/devolver`, {
      status: 200,
      body: { ...record, estado: 'borrador', reviewNote: 'Falta la hora.' },
    });
    const { events } = await renderAdmin(ADMIN_PATHS.edit('noticias', record._id), { role: 'editor' });
    expect(await screen.findByText(REVIEW_TEXT.state('En revisión'))).toBeTruthy();
    expect(screen.getByRole('button', { name: REVIEW_TEXT.publish })).toBeTruthy();
    expect(screen.queryByRole('button', { name: REVIEW_TEXT.send })).toBeNull();
    await events.click(screen.getByRole('button', { name: REVIEW_TEXT.giveBack }));
    const confirm = screen.getByRole('button', { name: REVIEW_TEXT.confirmGiveBack }) as HTMLButtonElement;
    // No empty note: the button waits for words.
    expect(confirm.disabled).toBe(true);
    await events.type(screen.getByLabelText(REVIEW_TEXT.noteLabel), '  Falta la hora. ');
    await events.click(confirm);
    await waitFor(() => expect(server.requests(`POST /api/noticias/${record._id}/devolver`)).toHaveLength(1));
    expect(server.requests(`POST /api/noticias/${record._id}/devolver`)[0]!.body).toEqual({
      nota: 'Falta la hora.',
    });
    expect(await screen.findByText(REVIEW_TEXT.returned)).toBeTruthy();
  });

  it("shows the server's refusal in Spanish and keeps the panel", async () => {
    const record = { ...sampleRecord('eventos'), estado: 'borrador' };
    server.on(`GET /api/eventos/${record._id}`, { status: 200, body: record });
    server.on(`POST /api/eventos/${record._id}/revision`, {
      status: 403,
      body: {
        error: 'forbidden',
        message: 'Su rol (Colaborador) solo permite modificar sus propios borradores.',
      },
    });
    const { events } = await renderAdmin(ADMIN_PATHS.edit('eventos', record._id), { role: 'colaborador' });
    await events.click(await screen.findByRole('button', { name: REVIEW_TEXT.send }));
    expect(await screen.findByText(/solo permite modificar sus propios borradores/)).toBeTruthy();
    expect(screen.getByRole('button', { name: REVIEW_TEXT.send })).toBeTruthy();
  });

  it("a colaborador's new notice is a draft: the status starts at Borrador, without Publicado, and the POST says so", async () => {
    server.on('GET /api/avisos', { status: 200, body: [] });
    server.on('POST /api/avisos', (req) => ({
      status: 201,
      body: {
        ...(req.body as object),
        _id: 'a1',
        createdAt: '2026-05-04T14:00:00.000Z',
        updatedAt: '2026-05-04T14:00:00.000Z',
      },
    }));
    const { events } = await renderAdmin(ADMIN_PATHS.create('avisos'), { role: 'colaborador' });
    await screen.findByRole('button', { name: FORM_TEXT.create });
    const estado = screen.getByLabelText('Estado') as HTMLSelectElement;
    expect(estado.value).toBe('borrador');
    expect([...estado.options].map((o) => o.value)).not.toContain('publicado');
    await events.type(
      screen.getByLabelText(/^Texto del aviso/, { selector: 'input' }),
      'Mañana no hay clases',
    );
    fireEvent.change(screen.getByLabelText(/^Nivel/), { target: { value: 'info' } });
    const until = screen.getByRole('group', { name: /^Visible hasta\b/ });
    fireEvent.change(within(until).getByLabelText('Fecha'), { target: { value: '2030-05-05' } });
    fireEvent.change(within(until).getByLabelText('Hora'), { target: { value: '18:00' } });
    await events.click(screen.getByRole('button', { name: FORM_TEXT.create }));
    await waitFor(() => expect(server.requests('POST /api/avisos')).toHaveLength(1));
    expect(server.requests('POST /api/avisos')[0]!.body).toMatchObject({
      text: 'Mañana no hay clases',
      estado: 'borrador',
    });
  });

  it("an editor's new record asks for its state: nothing is assumed, and «Crear» without one says so", async () => {
    server.on('GET /api/noticias', { status: 200, body: [] });
    const { events } = await renderAdmin(ADMIN_PATHS.create('noticias'), { role: 'editor' });
    await screen.findByRole('button', { name: FORM_TEXT.create });
    const estado = screen.getByLabelText(/^Estado/, { selector: 'select' }) as HTMLSelectElement;
    expect(estado.value).toBe('');
    expect([...estado.options].map((o) => o.value)).toEqual(['', 'publicado', 'borrador', 'revision']);
    await fillNews(events);
    await events.click(screen.getByRole('button', { name: FORM_TEXT.create }));
    expect((await screen.findAllByText(DRAFT_FORM_TEXT.missing)).length).toBeGreaterThan(0);
    // The summary of problems takes the focus; its link leads to the state.
    const summary = screen.getByRole('alert');
    await waitFor(() => expect(summary.contains(document.activeElement)).toBe(true));
    await events.click(within(summary).getByRole('link', { name: DRAFT_FORM_TEXT.missing }));
    expect(document.activeElement).toBe(estado);
    expect(server.requests('POST /api/noticias')).toHaveLength(0);
  });

  it("a colaborador's new record starts as a draft, and «Enviar a revisión» beside «Crear» creates it in review", async () => {
    server.on('GET /api/noticias', { status: 200, body: [] });
    server.on('POST /api/noticias', { status: 201, body: { _id: 'n1', estado: 'revision' } });
    const { events, router } = await renderAdmin(ADMIN_PATHS.create('noticias'), { role: 'colaborador' });
    await screen.findByRole('button', { name: FORM_TEXT.create });
    const estado = screen.getByLabelText(/^Estado/, { selector: 'select' }) as HTMLSelectElement;
    expect(estado.value).toBe('borrador');
    await fillNews(events);
    await events.click(screen.getByRole('button', { name: CREATE_REVIEW_TEXT.send }));
    await waitFor(() => expect(server.requests('POST /api/noticias')).toHaveLength(1));
    expect((server.requests('POST /api/noticias')[0]!.body as Record<string, unknown>).estado).toBe(
      'revision',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(ADMIN_PATHS.home));
    expect(await screen.findByText(CREATE_REVIEW_TEXT.sent)).toBeTruthy();
  });

  it("an editor's «Guardar como borrador y ver la vista previa» creates a draft and opens its edit screen, with the preview and «Publicar»", async () => {
    const created = { ...sampleRecord('noticias'), _id: 'n2', estado: 'borrador' };
    server.on('GET /api/noticias', { status: 200, body: [] });
    server.on('POST /api/noticias', { status: 201, body: created });
    server.on('GET /api/noticias/n2', { status: 200, body: created });
    const { events, router } = await renderAdmin(ADMIN_PATHS.create('noticias'), { role: 'editor' });
    await screen.findByRole('button', { name: FORM_TEXT.create });
    await fillNews(events);
    await events.click(screen.getByRole('button', { name: CREATE_REVIEW_TEXT.draftPreview }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ADMIN_PATHS.edit('noticias', 'n2')));
    expect((server.requests('POST /api/noticias')[0]!.body as Record<string, unknown>).estado).toBe(
      'borrador',
    );
    expect(await screen.findByText(CREATE_REVIEW_TEXT.draftSaved)).toBeTruthy();
    expect(await screen.findByRole('link', { name: /^Vista previa/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: REVIEW_TEXT.publish })).toBeTruthy();
  });
});
