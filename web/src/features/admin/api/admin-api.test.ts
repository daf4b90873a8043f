/**
 * A write's promise settles once the browser's public copy of the list is stored again: a screen
 * that says "saved" then, and a public page opened right after, show the change (the same tab's
 * navigation would otherwise cancel a refresh still on its way and show the old order).
 */
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, type FakeServer } from '../test/fake-network';
import { reorderRecords } from './admin-api';

let server: FakeServer;
fakeServerForEachTest((s) => (server = s));

/** Settles `promise` into a flag, to ask whether it has settled yet. */
function track(promise: Promise<unknown>) {
  const state = { settled: false };
  void promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}

describe('a write that changes a public list', () => {
  it('settles only after the anonymous refresh of the public list has been answered', async () => {
    const order = [{ _id: 'b' }, { _id: 'a' }];
    server.on('PUT /api/docentes/order', { status: 200, body: order });
    let answerRefresh!: () => void;
    const refreshed = new Promise<void>((resolve) => (answerRefresh = resolve));
    server.on('GET /api/docentes', async () => {
      await refreshed;
      return { status: 200, body: order };
    });

    const write = reorderRecords('docentes', ['b', 'a'], ['a', 'b'], 'token');
    const state = track(write);
    await expect.poll(() => server.requests('GET /api/docentes').length).toBe(1);
    const refresh = server.requests('GET /api/docentes')[0]!;
    expect(refresh.cache).toBe('reload');
    expect(refresh.headers.authorization).toBeUndefined();
    // The order is stored, the refresh is on its way: not "saved" yet, however many turns the
    // event loop takes (every fake answer is a promise: none is left pending but the refresh).
    for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state.settled).toBe(false);

    answerRefresh();
    await expect(write).resolves.toEqual(order);
  });

  it('a refresh that fails does not fail the write', async () => {
    server.on('PUT /api/docentes/order', { status: 200, body: [] });
    server.on('GET /api/docentes', 'network-error');
    await expect(reorderRecords('docentes', [], [], 'token')).resolves.toEqual([]);
  });
});
