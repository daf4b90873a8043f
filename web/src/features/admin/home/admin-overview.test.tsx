/** The admin home's latest changes, search and section descriptions. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { overviewRowOf } from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { sampleRecord } from '../test/fixtures';
import { fakeServerForEachTest, type FakeServer } from '../test/fake-network';
import { renderAdmin } from '../test/render-admin';
import { HOME_TEXT } from '../pages/admin-home-page';
import { OVERVIEW_TEXT } from './admin-overview';
import { COLLECTION_DESCRIPTIONS } from './collection-descriptions';

let server: FakeServer;

fakeServerForEachTest((s) => (server = s));

describe('admin home overview', () => {
  it('lists the latest changes with who, what and when, and finds records by title across sections', async () => {
    const maria = {
      ...sampleRecord('docentes', 'd1'),
      title: 'María',
      titleone: 'Gómez',
      updatedAt: '2026-11-24T23:58:00.000Z',
      updatedBy: { uid: 'u', email: 'secretaria@colegio.edu.co' },
    };
    const resena = {
      ...sampleRecord('resenahistorica', 'r1'),
      title: 'Reseña histórica',
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    // One request for every section: the rows the function makes of the stored records.
    server.on('GET /api/overview', {
      status: 200,
      body: [
        { collection: 'docentes', rows: [overviewRowOf('docentes', maria)] },
        { collection: 'resenahistorica', rows: [overviewRowOf('resenahistorica', resena)] },
      ],
    });
    const { events, router } = await renderAdmin(ADMIN_PATHS.home);

    const recent = await screen.findByRole('region', { name: OVERVIEW_TEXT.recent });
    const first = await within(recent).findByRole('link', { name: 'María Gómez' });
    expect(first.closest('li')!.textContent).toMatch(
      /Docentes · 24 de noviembre de 2026.*6:58.*secretaria@colegio\.edu\.co/,
    );
    expect(
      within(recent)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['María Gómez', 'Reseña histórica']);

    await events.type(screen.getByRole('searchbox', { name: OVERVIEW_TEXT.search }), 'resena');
    const search = screen.getByRole('search');
    expect(within(search).getByRole('status').textContent).toBe(OVERVIEW_TEXT.results(1));
    await events.click(within(search).getByRole('link', { name: 'Reseña histórica' }));
    expect(router.state.location.pathname).toBe(ADMIN_PATHS.edit('resenahistorica', 'r1'));
  });

  it('says under the select what the chosen section holds', async () => {
    server.on('GET /api/docentes', { status: 200, body: [sampleRecord('docentes')] });
    const { events } = await renderAdmin(ADMIN_PATHS.home);
    await events.selectOptions(screen.getByLabelText(HOME_TEXT.select), 'docentes');
    expect(await screen.findByText(COLLECTION_DESCRIPTIONS.docentes)).toBeTruthy();
    expect(screen.queryByRole('region', { name: OVERVIEW_TEXT.recent })).toBeNull();
  });
});
