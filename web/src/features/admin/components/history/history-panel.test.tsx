/**
 * The "Historial" panel on the edit screen, through the real routes and form: it loads only when
 * opened, lists versions with date, author and changed fields (declaration labels), compares one
 * with the stored record, and "Restaurar esta versión" saves it in one confirmed, version-checked step.
 * Only the network is fake.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCollection, richTextFrom, type RecordVersion } from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { FORM_TEXT } from '../../form/form-text';
import { sampleRecord } from '../../test/fixtures';
import { fakeServerForEachTest, type FakeServer } from '../../test/fake-network';
import { renderAdmin } from '../../test/render-admin';
import { HISTORY_TEXT } from './history-text';

let server: FakeServer;
fakeServerForEachTest((s) => (server = s));

const collection = 'resenahistorica';
const def = getCollection(collection);
const label = (key: string) => def.fields[key]!.label;
const record = { ...sampleRecord(collection), title: 'Título actual', updatedAt: '2026-03-02T15:00:00.000Z' };
const older = {
  ...record,
  title: 'Título primero',
  stringone: 'Texto de antes',
  updatedAt: '2026-03-01T13:05:00.000Z',
};
const middle = { ...record, title: 'Título segundo', updatedAt: '2026-03-02T14:00:00.000Z' };
const versions: RecordVersion[] = [
  { id: 'v2', at: record.updatedAt, uid: 'u2', email: 'otra@colegio.edu.co', op: 'update', values: middle },
  { id: 'v1', at: middle.updatedAt, uid: 'u1', email: 'admin@colegio.edu.co', op: 'update', values: older },
];
const historyRoute = `GET /api/${collection}/${record._id}/history`;
const putRoute = `PUT /api/${collection}/${record._id}`;

async function openEdit() {
  server.on(`GET /api/${collection}/${record._id}`, { status: 200, body: record });
  server.on(`GET /api/${collection}`, { status: 200, body: [record] });
  server.on(historyRoute, { status: 200, body: versions });
  const view = await renderAdmin(ADMIN_PATHS.edit(collection, record._id));
  await screen.findByRole('button', { name: FORM_TEXT.save });
  return view;
}

describe('Historial panel', () => {
  it('loads the versions only when opened, and lists date (es-CO), author and changed fields', async () => {
    const { events } = await openEdit();
    const toggle = screen.getByRole('button', { name: HISTORY_TEXT.title });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(server.requests(historyRoute)).toHaveLength(0);

    await events.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = await screen.findByRole('list', { name: HISTORY_TEXT.listLabel });
    expect(server.requests(historyRoute)).toHaveLength(1);
    expect(server.requests(historyRoute)[0]!.headers.authorization).toMatch(/^Bearer /);
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(2);
    // Each row is a change: when (Bogotá time, UTC-5) and by whom, and what it changed.
    expect(items[0]!.textContent).toMatch(/2 de marzo de 2026.*10:00/);
    expect(items[0]!.textContent).toContain('otra@colegio.edu.co');
    expect(items[0]!.textContent).toContain(`${HISTORY_TEXT.changed}: ${label('title')}`);
    expect(items[1]!.textContent).toMatch(/2 de marzo de 2026.*9:00/);
    expect(items[1]!.textContent).toContain(`${label('title')}, ${label('stringone')}`);
  });

  it('shows a chosen version beside the stored one (changed words marked, unchanged fields folded), and restoring it is one confirmed, version-checked save', async () => {
    const { events, router } = await openEdit();
    await events.click(screen.getByRole('button', { name: HISTORY_TEXT.title }));
    const list = await screen.findByRole('list', { name: HISTORY_TEXT.listLabel });
    const oldest = within(list).getAllByRole('button')[1]!;
    await events.click(oldest);
    expect(oldest.getAttribute('aria-pressed')).toBe('true');

    const compare = screen.getByRole('region', {
      name: /Versión anterior al cambio del 2 de marzo de 2026.*9:00.*admin@colegio\.edu\.co/,
    });
    const titleRow = within(compare).getByRole('row', { name: new RegExp(label('title')) });
    const [olderCell, nowCell] = within(titleRow).getAllByRole('cell');
    expect(olderCell!.textContent).toBe('Título primero');
    expect(nowCell!.textContent).toBe('Título actual');
    // Only the changed word is marked, on each side.
    expect([...olderCell!.querySelectorAll('del')].map((d) => d.textContent)).toEqual(['primero']);
    expect([...nowCell!.querySelectorAll('ins')].map((d) => d.textContent)).toEqual(['actual']);
    expect(titleRow.textContent).toContain(HISTORY_TEXT.changedMark);
    // Unchanged fields are folded behind a button.
    const imageName = new RegExp(label('image').replace(/[()]/g, '.'));
    expect(within(compare).queryByRole('row', { name: imageName })).toBeNull();
    await events.click(
      within(compare).getByRole('button', { name: /^Mostrar también los \d+ campos sin cambios$/ }),
    );
    // Images by thumbnail, on both sides.
    expect(within(compare).getByRole('row', { name: imageName }).querySelectorAll('img')).toHaveLength(2);

    await events.click(within(compare).getByRole('button', { name: HISTORY_TEXT.restore }));
    const dialog = await screen.findByRole('alertdialog', { name: HISTORY_TEXT.confirmTitle });
    server.on(putRoute, { status: 200, body: { ...older, updatedAt: '2026-03-03T10:00:00.000Z' } });
    await events.click(within(dialog).getByRole('button', { name: HISTORY_TEXT.confirmYes }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ADMIN_PATHS.home));
    const body = server.requests(putRoute)[0]!.body as Record<string, unknown>;
    // Against the version loaded in the form, never the restored version's own stamp.
    // A version kept from before its text was formatted is saved as the document (decision 0011).
    expect(body).toMatchObject({
      title: 'Título primero',
      stringone: richTextFrom('Texto de antes'),
      updatedAt: record.updatedAt,
    });
    expect(body).not.toHaveProperty('updatedBy');
    expect(await screen.findByText(FORM_TEXT.restored)).toBeTruthy();
  });

  it('says so when the record has no versions yet, and offers a retry when loading fails', async () => {
    const { events } = await openEdit();
    server.on(historyRoute, {
      status: 503,
      body: { error: 'unavailable', message: 'El servicio no está disponible en este momento.' },
    });
    await events.click(screen.getByRole('button', { name: HISTORY_TEXT.title }));
    expect((await screen.findByRole('alert')).textContent).toContain('no está disponible');
    server.on(historyRoute, { status: 200, body: [] });
    await events.click(screen.getByRole('button', { name: HISTORY_TEXT.retry }));
    expect(await screen.findByText(HISTORY_TEXT.empty)).toBeTruthy();
  });
});

describe('a save whose outcome is unknown', () => {
  const unknown = {
    status: 503,
    body: { error: 'outcome-unknown', message: 'No sabemos si sus cambios se guardaron.' },
  };

  it('is sent once more by itself; a success then is a success', async () => {
    const { events, router } = await openEdit();
    let calls = 0;
    server.on(putRoute, () => (++calls === 1 ? unknown : { status: 200, body: record }));
    await events.click(screen.getByRole('button', { name: FORM_TEXT.save }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ADMIN_PATHS.home));
    const [first, second] = server.requests(putRoute);
    expect(second!.body).toEqual(first!.body);
  });

  it('if the retry cannot tell either, the form says so and keeps everything', async () => {
    const { events } = await openEdit();
    server.on(putRoute, unknown);
    const title = screen.getByLabelText(label('title'));
    await events.clear(title);
    await events.type(title, 'No se pierde');
    await events.click(screen.getByRole('button', { name: FORM_TEXT.save }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No sabemos si sus cambios se guardaron',
    );
    expect(server.requests(putRoute)).toHaveLength(2);
    expect((screen.getByLabelText(label('title')) as HTMLInputElement).value).toBe('No se pierde');
  });
});
