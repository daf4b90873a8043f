/** /admin: the collection select, the table, the empty message, the create buttons, sign-out. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COLLECTION_NAMES, getCollection } from '@model';
import { ADMIN_PATHS, PUBLIC_PATHS } from '@/config/paths';
import { sampleRecord } from '../test/fixtures';
import { fakeServerForEachTest, type FakeServer } from '../test/fake-network';
import { fakeService, renderAdmin, TEST_TOKEN } from '../test/render-admin';
import { TABLE_TEXT } from '../components/records-table';
import { HOME_TEXT } from './admin-home-page';

let server: FakeServer;

fakeServerForEachTest((s) => (server = s));

const select = () => screen.getByLabelText(HOME_TEXT.select) as HTMLSelectElement;

describe('admin home', () => {
  it('offers every collection by name and keeps the choice in the URL', async () => {
    server.on('GET /api/docentes', { status: 200, body: [sampleRecord('docentes')] });
    server.on('GET /api/carousel', { status: 200, body: [sampleRecord('carousel')] });
    const { events, router } = await renderAdmin(ADMIN_PATHS.home);
    const values = [...select().options].filter((o) => !o.disabled).map((o) => o.value);
    expect(values).toEqual(COLLECTION_NAMES);
    expect(screen.getByText(HOME_TEXT.choose)).toBeTruthy();

    await events.selectOptions(select(), 'docentes');
    expect(router.state.location.search).toBe('?c=docentes');
    expect(await screen.findByRole('table')).toBeTruthy();
    await events.selectOptions(select(), 'carousel');
    expect(router.state.location.search).toBe('?c=carousel');
    await screen.findByText(sampleRecord('carousel').title as string);

    // Back returns to the previous list.
    await act(() => router.navigate(-1));
    expect(select().value).toBe('docentes');
    await screen.findByRole('link', { name: /Editar/ });
    expect(screen.getByRole('heading', { name: getCollection('docentes').label })).toBeTruthy();
  });

  it('lists the records in the spec columns, fresh, with 100 px thumbnails and edit links', async () => {
    const first = {
      ...sampleRecord('horizonte', 'h1'),
      updatedBy: { uid: 'u', email: 'rectoria@colegio.edu.co' },
    } as unknown as ReturnType<typeof sampleRecord>;
    server.on('GET /api/horizonte', { status: 200, body: [first] });
    await renderAdmin(ADMIN_PATHS.list('horizonte'));
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    // The spec's words, each with the field it holds beneath.
    expect(headers).toEqual([
      'Título',
      'Texto uno · Texto del bloque 1',
      'Texto dos · Texto del bloque 2',
      'Texto tres · Texto del bloque 3',
      'Texto cuatro · Lista del bloque 4',
      'Imágen · Imagen principal',
      'Última modificación',
      'Modificar',
    ]);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(0, 5).map((td) => td.textContent)).toEqual([
      first.title,
      first.stringone,
      first.stringtwo,
      first.stringthree,
      first.stringfour,
    ]);
    const img = within(cells[5]!).getByRole('img') as HTMLImageElement;
    // Its box is kept before it loads (1600x1066 at 100 px wide): the rows do not grow under the pointer.
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['100', '67']);
    expect(img.getAttribute('src')).toBe(`/media/${first.image as string}`);
    // When (Bogotá time) and by whom it was last saved. A page without drafts or a schedule is
    // always published: it has no state column.
    expect(cells[6]!.textContent).toBe('1 de febrero de 2026 a las 3:30 a. m.rectoria@colegio.edu.co');
    expect(within(cells[7]!).getByRole('link').getAttribute('href')).toBe(
      ADMIN_PATHS.edit('horizonte', 'h1'),
    );

    const [req] = server.requests('GET /api/horizonte');
    expect(req!.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(req!.cache).toBe('no-store');
  });

  it('says so when a collection is empty', async () => {
    server.on('GET /api/convocatorias', { status: 200, body: [] });
    await renderAdmin(ADMIN_PATHS.list('convocatorias'));
    expect(await screen.findByText(TABLE_TEXT.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it.each(COLLECTION_NAMES)(
    'shows a create button for %s only where the collection allows it',
    async (name) => {
      server.on(`GET /api/${name}`, { status: 200, body: [] });
      await renderAdmin(ADMIN_PATHS.list(name));
      await screen.findByText(TABLE_TEXT.empty);
      const create = screen.queryByRole('link', { name: new RegExp(`^${HOME_TEXT.create}`) });
      // The spec's six lists, what the school publishes every week and the
      // Participa entries.
      const lists = [
        'carousel',
        'directivos',
        'administrativos',
        'docentes',
        'convocatorias',
        'transparencia',
      ];
      const expected = [...lists, 'noticias', 'eventos', 'avisos', 'galerias', 'participa'].includes(name);
      expect(create !== null).toBe(expected);
      if (create) expect(create.getAttribute('href')).toBe(`/${name}Create`);
    },
  );

  it('shows a failed load with the server message and retries', async () => {
    server.on('GET /api/docentes', {
      status: 503,
      body: { error: 'unavailable', message: 'El servicio no está disponible.' },
    });
    const { events } = await renderAdmin(ADMIN_PATHS.list('docentes'));
    expect((await screen.findByRole('alert')).textContent).toContain('El servicio no está disponible.');
    server.on('GET /api/docentes', { status: 200, body: [] });
    await events.click(screen.getByRole('button', { name: HOME_TEXT.retry }));
    expect(await screen.findByText(TABLE_TEXT.empty)).toBeTruthy();
  });

  it('signs out and goes to /login; a failed sign-out is only logged', async () => {
    const service = fakeService();
    const { events, router } = await renderAdmin(ADMIN_PATHS.home, { service });
    vi.mocked(service.signOut).mockRejectedValueOnce(new Error('sin red'));
    await events.click(screen.getByRole('button', { name: HOME_TEXT.signOut }));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe(ADMIN_PATHS.home);

    await events.click(screen.getByRole('button', { name: HOME_TEXT.signOut }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PUBLIC_PATHS.login));
    expect(service.signOut).toHaveBeenCalledTimes(2);
  });
});
