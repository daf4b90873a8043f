/** The school's synonyms in the site search: written in its settings, checked, and followed by the index. */
import { describe, expect, it } from 'vitest';
import { getCollection, type AnyRecord } from '../model';
import { validateRecord } from '../model/schema';
import { DEFAULT_SYNONYMS, synonymGroup, synonymGroups } from '../model/search-synonyms';
import { documentsOf } from './site-documents';
import { SiteIndex } from './site-index';

const rec = (id: string, fields: Record<string, unknown>) =>
  ({ _id: id, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', ...fields }) as AnyRecord;

const DOCS = [
  ...documentsOf('noticias', [
    rec('n1', {
      title: 'El Proyecto Educativo Institucional, actualizado',
      kind: 'noticia',
      summary: 'El consejo directivo aprobó los cambios.',
      slug: 'proyecto-educativo',
      publishAt: '2026-10-01T13:00:00Z',
    }),
    rec('n2', {
      title: 'Entrega de notas del primer periodo',
      kind: 'circular',
      summary: 'Los acudientes reciben las calificaciones el viernes.',
      slug: 'entrega-de-notas',
      publishAt: '2026-10-02T13:00:00Z',
    }),
    rec('n3', {
      title: 'Presentación personal en la institución',
      kind: 'noticia',
      summary: 'Recordamos cómo se lleva el vestido de diario.',
      slug: 'presentacion-personal',
      publishAt: '2026-10-03T13:00:00Z',
    }),
  ]),
];

const titles = (index: SiteIndex, q: string) =>
  index.query(q).groups.flatMap((g) => g.hits.map((h) => h.title));

describe('the search synonyms', () => {
  it('reads a group from a line of words or phrases separated by "="', () => {
    expect(synonymGroup('PEI = Proyecto Educativo Institucional')).toEqual([
      'PEI',
      'Proyecto Educativo Institucional',
    ]);
    expect(synonymGroup(' boletín=notas ,  calificaciones ')).toEqual(['boletín', 'notas', 'calificaciones']);
    expect(synonymGroup('PEI ↔ pei')).toBeNull();
    expect(synonymGroup('solo una palabra')).toBeNull();
    expect(synonymGroups(['a = b', 'nada', 3, 'x = y = z'])).toEqual([
      ['a', 'b'],
      ['x', 'y', 'z'],
    ]);
    expect(synonymGroups(undefined)).toEqual([]);
    expect(DEFAULT_SYNONYMS.every((line) => synonymGroup(line) !== null)).toBe(true);
  });

  it('are checked by the settings declaration, on the server and in the admin form alike', () => {
    const sitio = getCollection('sitio');
    expect(validateRecord(sitio, { searchSynonyms: [...DEFAULT_SYNONYMS] }, { partial: true }).ok).toBe(true);
    const wrong = validateRecord(sitio, { searchSynonyms: ['PEI = PEI', 'boletín'] }, { partial: true });
    expect(wrong).toMatchObject({ ok: false, field: 'searchSynonyms' });
    expect(!wrong.ok && wrong.message).toMatch(/separadas por «=»/);
    const long = validateRecord(sitio, { searchSynonyms: [`a = ${'b'.repeat(81)}`] }, { partial: true });
    expect(long.ok).toBe(false);
  });

  it('find the other members of a group: an acronym its phrase, a phrase its acronym, a word its synonym', () => {
    const index = new SiteIndex(DOCS, { synonyms: synonymGroups([...DEFAULT_SYNONYMS]) });
    expect(titles(index, 'PEI')).toEqual(['El Proyecto Educativo Institucional, actualizado']);
    // The phrase it found is what the snippet marks.
    const marked = index.query('proyecto educativo institucional').groups[0]!.hits[0]!;
    expect(marked.title).toBe('El Proyecto Educativo Institucional, actualizado');
    expect(
      index
        .query('calificaciones')
        .groups[0]!.hits[0]!.snippet.filter((p) => p.mark)
        .map((p) => p.text),
    ).toEqual(['calificaciones']);
    expect(
      index
        .query('boletín')
        .groups[0]!.hits[0]!.snippet.filter((p) => p.mark)
        .map((p) => p.text),
    ).toEqual(['calificaciones']);
    expect(titles(index, 'pei 2026')).toEqual(['El Proyecto Educativo Institucional, actualizado']);
    expect(titles(index, 'boletín')).toEqual(['Entrega de notas del primer periodo']);
    expect(titles(index, 'boletines')).toEqual(['Entrega de notas del primer periodo']);
    expect(titles(index, 'uniformes')).toEqual(['Presentación personal en la institución']);
    // A phrase counts where it is said whole: "presentación" here, "personal" there, is not it.
    const apart = new SiteIndex(
      documentsOf('noticias', [
        rec('n5', {
          title: 'Presentación del informe',
          kind: 'noticia',
          summary: 'Con los datos del personal docente.',
          slug: 'informe',
          publishAt: '2026-10-05T13:00:00Z',
        }),
      ]),
      { synonyms: synonymGroups([...DEFAULT_SYNONYMS]) },
    );
    expect(apart.query('uniformes').total).toBe(0);
    // A word the synonyms name is no typo of another ("uniformes" is two edits from "informes").
    expect(apart.query('uniformes').suggestion).toBeUndefined();
    // The word typed weighs more than its synonym.
    const both = new SiteIndex(
      [
        ...DOCS,
        ...documentsOf('noticias', [
          rec('n4', {
            title: 'Boletín del segundo periodo',
            kind: 'noticia',
            slug: 'boletin',
            publishAt: '2026-10-04T13:00:00Z',
          }),
        ]),
      ],
      { synonyms: synonymGroups([...DEFAULT_SYNONYMS]) },
    );
    expect(titles(both, 'boletín')).toEqual([
      'Boletín del segundo periodo',
      'Entrega de notas del primer periodo',
    ]);
    // Without the school's groups, none of it.
    const plain = new SiteIndex(DOCS);
    expect(plain.query('PEI').total).toBe(0);
    expect(titles(plain, 'boletín')).toEqual([]);
  });
});
