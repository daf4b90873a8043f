/**
 * A Secretaría's copy in the school's admin: read-only with the reason (no save, no delete), and
 * the home-page toggle, the school's one choice. Only fetch is fake.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BROADCAST_READ_ONLY, type AnyRecord } from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { FORM_TEXT } from '../form/form-text';
import { sampleRecord } from '../test/fixtures';
import { fakeServerForEachTest, type FakeServer } from '../test/fake-network';
import { renderAdmin } from '../test/render-admin';
import { BROADCAST_COPY_TEXT } from './broadcast-copy';

let server: FakeServer;
fakeServerForEachTest((s) => (server = s));

const copy = (hidden: boolean): AnyRecord =>
  ({
    ...sampleRecord('noticias'),
    title: 'Calendario escolar',
    kind: 'circular',
    comunicado: { id: 'b1', version: 1, de: 'De la Secretaría de Educación' },
    ...(hidden ? { ocultoEnInicio: true } : {}),
  }) as unknown as AnyRecord;

async function open(record: AnyRecord) {
  server.on(`GET /api/noticias/${record._id}`, { status: 200, body: record });
  server.on('GET /api/noticias', { status: 200, body: [record] });
  const view = await renderAdmin(ADMIN_PATHS.edit('noticias', record._id));
  await screen.findByText(BROADCAST_READ_ONLY, { exact: false });
  return view;
}

describe('a Secretaría copy in the school admin', () => {
  it('is read-only with the reason: no form to save', async () => {
    await open(copy(false));
    expect(screen.queryByRole('button', { name: FORM_TEXT.save })).toBeNull();
    expect(screen.getByText('Calendario escolar', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText(BROADCAST_COPY_TEXT.shown)).toBeTruthy();
  });

  it('the toggle hides it from the home page', async () => {
    const record = copy(false);
    server.on(`PUT /api/comunicados/noticias/${record._id}/inicio`, { status: 200, body: copy(true) });
    const { events } = await open(record);
    server.on(`GET /api/noticias/${record._id}`, { status: 200, body: copy(true) });
    await events.click(screen.getByRole('button', { name: BROADCAST_COPY_TEXT.hide }));
    await waitFor(() =>
      expect(server.requests(`PUT /api/comunicados/noticias/${record._id}/inicio`)[0]?.body).toEqual({
        oculto: true,
      }),
    );
    expect(await screen.findByText(BROADCAST_COPY_TEXT.hiddenDone)).toBeTruthy();
    expect(await screen.findByRole('button', { name: BROADCAST_COPY_TEXT.show })).toBeTruthy();
  });
});
