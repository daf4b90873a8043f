/** The order controls of the admin table: Subir/Bajar, saved at once, failures revert. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, getCollection, type AnyRecord } from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { sampleRecord } from '../../test/fixtures';
import { deferred, fakeServerForEachTest, type FakeServer } from '../../test/fake-network';
import { renderAdmin, TEST_TOKEN } from '../../test/render-admin';
import { ORDER_TEXT } from './use-reorder';

let server: FakeServer;

fakeServerForEachTest((s) => (server = s));

function docente(id: string, title: string): AnyRecord {
  return { ...sampleRecord('docentes', id), title };
}
const loaded = [docente('a', 'Natalia'), docente('b', 'Juan Pablo'), docente('c', 'Sandra')];
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

/** Our live region (dnd-kit adds one of its own for drag announcements). */
const statusLine = () => document.querySelector('.adm-order__status')!.textContent;

describe('order controls', () => {
  it('appear only on orderable collections, with the row title in each button name', async () => {
    server.on('GET /api/docentes', { status: 200, body: loaded });
    renderAdmin(ADMIN_PATHS.list('docentes'));
    expect(await screen.findByRole('button', { name: 'Subir «Juan Pablo»' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bajar «Juan Pablo»' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: ORDER_TEXT.column })).toBeTruthy();
    // The first row cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: 'Subir «Natalia»' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Bajar «Sandra»' }).getAttribute('aria-disabled')).toBe('true');
    expect(COLLECTION_NAMES.filter((n) => getCollection(n).orderable)).toEqual([
      'carousel',
      'directivos',
      'administrativos',
      'docentes',
      'convocatorias',
      'transparencia',
      // Within a Participa section the school sets what comes first.
      'participa',
    ]);
  });

  it('has no order column where the administrator sets no order', async () => {
    server.on('GET /api/horizonte', { status: 200, body: [sampleRecord('horizonte')] });
    renderAdmin(ADMIN_PATHS.list('horizonte'));
    await screen.findByRole('table');
    expect(screen.queryByRole('columnheader', { name: ORDER_TEXT.column })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Subir/ })).toBeNull();
  });

  it('"Mover al principio" and "Mover al final" move a row in one step and mark it', async () => {
    server.on('GET /api/docentes', { status: 200, body: loaded });
    server.on('PUT /api/docentes/order', { status: 200, body: [loaded[2], loaded[0], loaded[1]] });
    const { events } = await renderAdmin(ADMIN_PATHS.list('docentes'));
    expect(
      (await screen.findByRole('button', { name: `${ORDER_TEXT.first} «Natalia»` })).getAttribute(
        'aria-disabled',
      ),
    ).toBe('true');
    expect(
      screen.getByRole('button', { name: `${ORDER_TEXT.last} «Sandra»` }).getAttribute('aria-disabled'),
    ).toBe('true');
    await events.click(screen.getByRole('button', { name: `${ORDER_TEXT.first} «Sandra»` }));
    expect(names()).toEqual(['Sandra', 'Natalia', 'Juan Pablo']);
    await waitFor(() => expect(statusLine()).toBe(ORDER_TEXT.saved));
    expect(server.requests('PUT /api/docentes/order')[0]!.body).toEqual({
      ids: ['c', 'a', 'b'],
      expectedOrder: ['a', 'b', 'c'],
    });
    expect(document.querySelector('[data-moved]')?.getAttribute('data-order-row')).toBe('c');

    server.on('PUT /api/docentes/order', { status: 200, body: [loaded[0], loaded[1], loaded[2]] });
    await events.click(screen.getByRole('button', { name: `${ORDER_TEXT.last} «Sandra»` }));
    await waitFor(() => expect(names()).toEqual(['Natalia', 'Juan Pablo', 'Sandra']));
    expect(server.requests('PUT /api/docentes/order')[1]!.body).toEqual({
      ids: ['a', 'b', 'c'],
      expectedOrder: ['c', 'a', 'b'],
    });
  });

  it('moves a row at once, saves the new order with the loaded one, and says "Orden guardado"', async () => {
    server.on('GET /api/docentes', { status: 200, body: loaded });
    const answer = deferred<{ status: number; body: unknown }>();
    server.on('PUT /api/docentes/order', () => answer.promise);
    const { events } = await renderAdmin(ADMIN_PATHS.list('docentes'));
    const up = await screen.findByRole('button', { name: 'Subir «Sandra»' });
    await events.click(up);
    expect(names()).toEqual(['Natalia', 'Sandra', 'Juan Pablo']);
    expect(statusLine()).toBe(ORDER_TEXT.saving);
    // While one order saves, the next move waits.
    await events.click(screen.getByRole('button', { name: 'Subir «Natalia»' }));
    expect(server.requests('PUT /api/docentes/order')).toHaveLength(1);
    // Where the focus is at the moment "Orden guardado" is written (a microtask after React's
    // commit, when a screen reader reads it): a passive effect gave it back only later, after the
    // browser painted, and on a busy machine after this test had looked (seen once in CI).
    const focusWhenSaved = new Promise<Element | null>((resolve) => {
      const observer = new MutationObserver(() => {
        if (statusLine() !== ORDER_TEXT.saved) return;
        observer.disconnect();
        resolve(document.activeElement);
      });
      observer.observe(document.querySelector('.adm-order__status')!, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    answer.resolve({ status: 200, body: [loaded[0], loaded[2], loaded[1]] });
    await waitFor(() => expect(statusLine()).toBe(ORDER_TEXT.saved));
    const [sent] = server.requests('PUT /api/docentes/order');
    expect(sent!.body).toEqual({ ids: ['a', 'c', 'b'], expectedOrder: ['a', 'b', 'c'] });
    expect(sent!.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);
    // The moved row's button keeps the focus, for the next press.
    expect(await focusWhenSaved).toBe(screen.getByRole('button', { name: 'Subir «Sandra»' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Subir «Sandra»' }));

    // The next save's precondition is the order the server confirmed.
    server.on('PUT /api/docentes/order', { status: 200, body: [loaded[2], loaded[0], loaded[1]] });
    await events.click(screen.getByRole('button', { name: 'Subir «Sandra»' }));
    await waitFor(() => expect(server.requests('PUT /api/docentes/order')).toHaveLength(2));
    expect(server.requests('PUT /api/docentes/order')[1]!.body).toEqual({
      ids: ['c', 'a', 'b'],
      expectedOrder: ['a', 'c', 'b'],
    });
    await waitFor(() => expect(names()).toEqual(['Sandra', 'Natalia', 'Juan Pablo']));
  });

  it.each([
    [
      'a 409',
      {
        status: 409,
        body: {
          error: 'conflict',
          message: 'Otro administrador agregó, eliminó o reordenó registros de esta lista.',
        },
      },
      'Otro administrador agregó, eliminó o reordenó registros de esta lista.',
    ],
    ['a network failure', 'network-error' as const, /conexión|red|servidor/i],
  ])('puts the rows back and says why after %s', async (_case, answer, message) => {
    server.on('GET /api/docentes', { status: 200, body: loaded });
    server.on('PUT /api/docentes/order', answer);
    const { events } = await renderAdmin(ADMIN_PATHS.list('docentes'));
    await events.click(await screen.findByRole('button', { name: 'Bajar «Natalia»' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent!.startsWith(ORDER_TEXT.failed)).toBe(true);
    expect(alert.textContent).toMatch(message);
    expect(names()).toEqual(['Natalia', 'Juan Pablo', 'Sandra']);
    expect(statusLine()).toBe('');
  });
});
