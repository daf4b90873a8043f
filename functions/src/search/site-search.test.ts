/** When the in-memory index is built again: missing, older than its age, or the clock moved since. */
import { describe, expect, it } from 'vitest';
import type { ClockReading } from '../data/clock';
import type { RecordStore } from '../data/records';
import { SiteSearch } from './site-search';

function counted() {
  let lists = 0;
  const records = {
    listForVisitors: async () => {
      lists += 1;
      return [];
    },
  } as unknown as RecordStore;
  return { records, builds: () => lists };
}

describe('the site index age', () => {
  it('is rebuilt after its age, when the clock goes back, and when the test clock was set again', async () => {
    const { records, builds } = counted();
    let clock: ClockReading = { now: 1_000_000, setAt: '' };
    const search = new SiteSearch(records, { clock: async () => clock, maxAgeMs: 60_000 });
    await search.current();
    const perBuild = builds();
    expect(perBuild).toBeGreaterThan(0);

    clock = { now: 1_030_000, setAt: '' };
    await search.current();
    expect(builds()).toBe(perBuild);

    clock = { now: 1_090_001, setAt: '' };
    await search.current();
    expect(builds()).toBe(2 * perBuild);

    clock = { now: 1_000_000, setAt: '' };
    await search.current();
    expect(builds()).toBe(3 * perBuild);

    // Set again to a time the last build's age allows: still a rebuild (another test's offset).
    clock = { now: 1_010_000, setAt: '1765000000000' };
    await search.current();
    expect(builds()).toBe(4 * perBuild);
    await search.current();
    expect(builds()).toBe(4 * perBuild);
  });
});
