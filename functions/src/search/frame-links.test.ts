/** The menu's and the footer's links in the site search: found by their labels, other sites' too. */
import { describe, expect, it } from 'vitest';
import type { RecordStore } from '../data/records';
import type { AnyRecord, CollectionName } from '../model';
import { DEFAULT_SYNONYMS } from '../model/search-synonyms';
import { frameLinks } from '../model/site-links';
import { SiteSearch } from './site-search';

const rec = (id: string, fields: Record<string, unknown>) =>
  ({ _id: id, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', ...fields }) as AnyRecord;

const SETTINGS = rec('sitio', {
  title: 'Institución Educativa San José',
  tramitesMatricula: 'https://matriculas.example.edu.co',
  boletinAcademico: 'https://notas.example.edu.co/boletines',
  studentSystemLogin: 'https://notas.example.edu.co/login',
  facebook: 'https://www.facebook.com/colegio',
  siteUrl: 'https://www.example.edu.co',
  searchSynonyms: [...DEFAULT_SYNONYMS],
});

const STORED: Partial<Record<CollectionName, AnyRecord[]>> = {
  sitio: [SETTINGS],
  horizonte: [
    rec('horizonte', { title: 'Horizonte institucional', titleone: 'Misión', stringone: 'Formar.' }),
  ],
  tramiteretiros: [
    rec('tramiteretiros', {
      title: 'Trámite de retiros',
      stringone: 'Para retirar la matrícula de un estudiante…',
    }),
  ],
  eventos: [
    rec('e1', { title: 'Izada de bandera', start: '2026-11-02T13:00:00Z', end: '2026-11-02T14:00:00Z' }),
    rec('e2', { title: 'Feria de la ciencia', start: '2026-11-03T13:00:00Z', end: '2026-11-03T14:00:00Z' }),
  ],
};

function search(stored = STORED) {
  const records = {
    listForVisitors: async (name: CollectionName) => stored[name] ?? [],
  } as unknown as RecordStore;
  return new SiteSearch(records, { clock: async () => ({ now: 0, setAt: '' }) });
}

const hits = async (q: string, s = search()) => (await s.query(q)).groups.flatMap((g) => g.hits);

describe('the menu and footer links in the site search', () => {
  it('lists every link of the frame with its label, the settings filled in', () => {
    const links = frameLinks(SETTINGS);
    expect(links).toContainEqual({
      label: 'Trámites de matrícula',
      url: 'https://matriculas.example.edu.co',
      external: true,
    });
    expect(links).toContainEqual({
      label: 'Misión y visión',
      url: '/horizonteinstitucional',
      external: false,
    });
    expect(links).toContainEqual({ label: 'Mapa del sitio', url: '/mapa-del-sitio', external: false });
    // The pending entries lead to /other, this site's own address is no other site, the PEI item has no target.
    expect(links.map((l) => l.url)).not.toContain('/other');
    expect(links.map((l) => l.url)).not.toContain('https://www.example.edu.co');
    // A setting left empty: no link.
    expect(frameLinks({}).some((l) => l.external)).toBe(false);
  });

  it('finds the link to another site by its label, first, and marks it as another site', async () => {
    const found = await hits('matrícula');
    expect(found[0]).toEqual({
      kind: 'paginas',
      title: 'Trámites de matrícula',
      url: 'https://matriculas.example.edu.co',
      external: true,
      label: 'Enlace a otro sitio',
      snippet: [],
    });
    expect(found.map((h) => h.title)).toContain('Trámite de retiros');
    expect((await hits('boletín'))[0]).toMatchObject({
      title: 'Boletín académico',
      url: 'https://notas.example.edu.co/boletines',
    });
    // Its synonym finds it too.
    expect((await hits('notas')).map((h) => h.title)).toContain('Boletín académico');
    expect((await hits('plataforma academica'))[0]?.url).toBe('https://notas.example.edu.co/login');
  });

  it("gives a page the menu's and footer's words for it, and a list page its own entry", async () => {
    // The footer calls the horizon page "Misión y visión" and "Valores institucionales".
    const horizon = await hits('valores institucionales');
    expect(horizon[0]).toMatchObject({ title: 'Horizonte institucional', url: '/horizonteinstitucional' });
    expect(horizon.filter((h) => h.url === '/horizonteinstitucional')).toHaveLength(1);
    // "Eventos" in the menu: the events page, not one of its events.
    expect((await hits('eventos'))[0]).toMatchObject({ title: 'Eventos', url: '/eventos' });
    // The staff's door is in the menu ("Administrar") but is no page to search for.
    expect((await hits('administrar')).map((h) => h.url)).not.toContain('/login');
  });

  it('follows the settings: an address the school empties is no longer found', async () => {
    const without = search({ ...STORED, sitio: [{ ...SETTINGS, tramitesMatricula: '' } as AnyRecord] });
    expect((await hits('matrícula', without)).map((h) => h.url)).not.toContain(
      'https://matriculas.example.edu.co',
    );
  });
});
