/** The registry's pages are found by their name and description, with nothing else written for them. */
import { describe, expect, it } from 'vitest';
import type { RecordStore } from '../data/records';
import { SiteSearch } from './site-search';

const nothingStored = { listForVisitors: async () => [] } as unknown as RecordStore;

describe('the registry pages in the site search', () => {
  it('finds a page with no records of its own by its name or its description', async () => {
    const search = new SiteSearch(nothingStored, { clock: async () => ({ now: 0, setAt: '' }) });
    const urls = async (q: string) =>
      (await search.query(q)).groups.flatMap((group) => group.hits.map((hit) => hit.url));
    expect(await urls('contacto')).toContain('/contacto');
    expect(await urls('mapa del sitio')).toContain('/mapa-del-sitio');
    // Its description's words too: the citizen's requests page.
    expect(await urls('radicado')).toContain('/pqrsd');
    // Never the admin area's sign-in, nor a pattern.
    expect(await urls('iniciar sesión administradores')).not.toContain('/login');
  });
});
