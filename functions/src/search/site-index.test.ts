import { describe, expect, it } from 'vitest';
import type { AnyRecord } from '../model';
import { documentsOf, type SearchDoc } from './site-documents';
import { readQuery, SiteIndex, snippet } from './site-index';

const rec = (id: string, fields: Record<string, unknown>) =>
  ({ _id: id, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', ...fields }) as AnyRecord;
const para = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

const NEWS = [
  rec('n1', {
    title: 'Matrículas abiertas para 2027',
    kind: 'noticia',
    summary: 'Fechas y requisitos de inscripción.',
    slug: 'matriculas-2027',
    publishAt: '2026-10-01T13:00:00Z',
  }),
  rec('n2', {
    title: 'Circular 004: reunión de padres',
    kind: 'circular',
    summary: 'La reunión es el jueves. Traiga el formulario de matrícula firmado.',
    slug: 'circular-004',
    publishAt: '2026-11-02T04:00:00Z',
  }),
  rec('n3', {
    title: 'Jornada deportiva',
    kind: 'noticia',
    summary: 'Los estudiantes compitieron en fútbol y baloncesto.',
    body: para('Hubo refrigerio para los niños.'),
    slug: 'jornada-deportiva',
    publishAt: '2026-09-01T13:00:00Z',
  }),
];
const ALBUM = rec('g1', {
  title: 'Feria de la ciencia',
  date: '2026-08-15',
  slug: 'feria-de-la-ciencia',
  photos: [{ image: 'a.jpg', alt: 'Un volcán de bicarbonato que hace erupción' }],
});
const TEACHER = rec('d1', {
  title: 'Ana María',
  titleone: 'Gómez Peña',
  stringone: 'Docente de matemáticas',
  stringfive: 'ana@colegio.edu.co',
});
const ENTRY = rec('t1', {
  subitem: '1.1',
  title: 'Presupuesto aprobado',
  description: para('Acuerdo del consejo directivo'),
  date: '2026-02-01',
  pdf: 'p.pdf',
});
const MANUAL = rec('manualconvivencia', {
  titleone: 'Acuerdos de la comunidad',
  stringone: para('El uniforme se lleva completo los días de clase.'),
});

function siteIndex(): SiteIndex {
  const docs: SearchDoc[] = [
    ...documentsOf('noticias', NEWS),
    ...documentsOf('galerias', [ALBUM]),
    ...documentsOf('docentes', [TEACHER]),
    ...documentsOf('transparencia', [ENTRY]),
    ...documentsOf('manualconvivencia', [MANUAL]),
    ...documentsOf('eventos', [
      rec('e1', {
        title: 'Entrega de boletines',
        start: '2026-12-05T13:00:00Z',
        end: '2026-12-05T15:00:00Z',
        location: 'Sede principal',
      }),
    ]),
  ];
  return new SiteIndex(docs);
}

const titles = (answer: ReturnType<SiteIndex['query']>) =>
  answer.groups.flatMap((g) => g.hits.map((h) => h.title));

describe('site search index', () => {
  const index = siteIndex();

  it('ignores accents and case, and matches plurals by their stem', () => {
    for (const q of ['matricula', 'MATRÍCULAS', 'matriculas']) {
      expect(titles(index.query(q))).toEqual(
        expect.arrayContaining(['Matrículas abiertas para 2027', 'Circular 004: reunión de padres']),
      );
    }
    expect(titles(index.query('reuniones'))).toContain('Circular 004: reunión de padres');
    expect(titles(index.query('nino'))).toContain('Jornada deportiva');
  });

  it('forgives one typo from four letters, two from eight, none in a shorter word', () => {
    expect(titles(index.query('matrcula'))).toContain('Matrículas abiertas para 2027');
    expect(titles(index.query('bicarbomato'))).toEqual(['Feria de la ciencia']);
    expect(titles(index.query('fitbol'))).toEqual(['Jornada deportiva']);
    expect(titles(index.query('ferla'))).toEqual(['Feria de la ciencia']);
    // Two edits in a word of eight letters or more; a swap of two letters is one.
    expect(titles(index.query('bicrabonatto'))).toEqual(['Feria de la ciencia']);
    expect(titles(index.query('refirgerio'))).toEqual(['Jornada deportiva']);
    // Three letters: "sde" is one letter from "sede", and no typo is forgiven there.
    expect(index.query('sde').total).toBe(0);
    // Five letters, two edits: too many.
    expect(index.query('frlia').total).toBe(0);
  });

  it('ranks the record whose title holds the word before one whose text does', () => {
    const hits = index.query('matrícula').groups.find((g) => g.kind === 'noticias')!.hits;
    expect(hits.map((h) => h.title)).toEqual([
      'Matrículas abiertas para 2027',
      'Circular 004: reunión de padres',
    ]);
  });

  it('groups by kind with the date, the label, the address and a marked snippet', () => {
    const answer = index.query('matematicas');
    expect(answer.groups).toEqual([
      {
        kind: 'personal',
        hits: [
          {
            kind: 'personal',
            title: 'Ana María Gómez Peña',
            url: '/docentes',
            label: 'Docente',
            snippet: [{ text: 'Docente de ' }, { text: 'matemáticas', mark: true }],
          },
        ],
      },
    ]);
    const circular = index.query('formulario').groups[0]!.hits[0]!;
    expect(circular).toMatchObject({ url: '/noticias/circular-004', label: 'Circular', date: '2026-11-01' });
    expect(circular.snippet.filter((p) => p.mark).map((p) => p.text)).toEqual(['formulario']);
    expect(index.query('presupuesto').groups[0]!.hits[0]).toMatchObject({
      kind: 'transparencia',
      url: '/transparencia/informacion-de-la-entidad',
      date: '2026-02-01',
    });
    expect(index.query('uniforme').groups[0]!.hits[0]).toMatchObject({
      kind: 'paginas',
      url: '/manualconvivencia',
      title: 'Manual de convivencia',
    });
    expect(index.query('volcan').groups[0]!.hits[0]).toMatchObject({
      kind: 'galerias',
      url: '/galeria/feria-de-la-ciencia',
      date: '2026-08-15',
    });
    expect(index.query('boletines').groups[0]!.hits[0]).toMatchObject({
      kind: 'eventos',
      url: '/eventos',
      date: '2026-12-05',
    });
  });

  it('finds records having every word first, any word when none has all', () => {
    expect(titles(index.query('reunión padres'))).toEqual(['Circular 004: reunión de padres']);
    expect(titles(index.query('volcán boletines')).sort()).toEqual([
      'Entrega de boletines',
      'Feria de la ciencia',
    ]);
  });

  it('keeps e-mail addresses and other contact fields out of the index', () => {
    expect(index.query('colegio.edu.co').total).toBe(0);
  });

  it('answers hostile queries with an ordinary empty answer', () => {
    expect(index.query('')).toEqual({ query: '', groups: [], total: 0 });
    expect(index.query(undefined)).toEqual({ query: '', groups: [], total: 0 });
    expect(index.query({ $ne: 1 })).toEqual({ query: '', groups: [], total: 0 });
    expect(index.query('<script>alert(1)</script>')).toEqual({
      query: '<script>alert(1)</script>',
      groups: [],
      total: 0,
    });
    expect(index.query('2027 a e 1').total).toBe(1);
    const long = index.query('a'.repeat(500));
    expect(long.query).toHaveLength(200);
    expect(long.total).toBe(0);
    expect(titles(index.query('"matrícula" AND -padres OR *'))).toContain('Matrículas abiertas para 2027');
    expect(index.query('\u0000\n  ').query).toBe('');
    expect(readQuery(['uno', 'dos'])).toBe('uno');
  });

  it('answers quickly whatever is typed, over a large vocabulary', () => {
    // 30,000 different words of 4 to 13 letters, the typo walk's worst case.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const word = () =>
      Array.from({ length: 4 + (next() % 10) }, () => 'abcdeilmnoprstu'[next() % 15]).join('');
    const docs: SearchDoc[] = Array.from({ length: 300 }, (_, i) => ({
      id: `d${i}`,
      kind: 'noticias',
      title: word(),
      text: Array.from({ length: 100 }, word).join(' '),
      url: `/noticias/d${i}`,
    }));
    const big = new SiteIndex(docs);
    const hostile = Array.from({ length: 12 }, () => `${word()}${word()}`).join(' ');
    const started = performance.now();
    for (let i = 0; i < 5; i++) big.query(`${hostile} ${'x'.repeat(i)}`);
    big.query('a'.repeat(200));
    expect((performance.now() - started) / 6).toBeLessThan(500);
  });

  it('makes a snippet around the first match of a long text', () => {
    const text = `${'palabra '.repeat(60)}la matrícula cierra pronto ${'fin '.repeat(60)}`;
    const parts = snippet(text, new Set(['matricul']));
    expect(parts[0]).toEqual({ text: '… ' });
    expect(parts.filter((p) => p.mark)).toEqual([{ text: 'matrícula', mark: true }]);
    expect(parts.at(-1)).toEqual({ text: ' …' });
    expect(parts.map((p) => p.text).join('').length).toBeLessThan(200);
  });
});
