import { describe, expect, it } from 'vitest';
import { COLLECTIONS, getCollection } from './collections';
import { defineCollection } from './collection';
import {
  columnHeading,
  LIST_COLUMNS,
  listColumnsOf,
  listDateOf,
  listOrder,
  listsState,
  recordState,
  shortFieldLabel,
} from './list-columns';

describe('admin list columns from the declarations', () => {
  it('gives every collection the spec headers, filled by its own fields', () => {
    for (const def of Object.values(COLLECTIONS)) {
      const columns = listColumnsOf(def);
      expect(columns.map((c) => c.label)).toEqual([...LIST_COLUMNS]);
      for (const column of columns) if (column.field) expect(def.fields).toHaveProperty(column.field.key);
    }
    const horizonte = listColumnsOf(getCollection('horizonte'));
    expect(horizonte.map((c) => c.field?.key)).toEqual([
      'title',
      'stringone',
      'stringtwo',
      'stringthree',
      'stringfour',
      'image',
    ]);
    expect(horizonte.at(-1)!.field!.def.kind).toBe('image');
    // The carousel has no Texto dos…cuatro: those columns stay empty.
    expect(listColumnsOf(getCollection('carousel')).map((c) => c.field?.key ?? null)).toEqual([
      'title',
      'stringone',
      null,
      null,
      null,
      'image',
    ]);
  });

  it('lets a declaration choose another field for a column, or none', () => {
    const def = defineCollection({
      name: 'x',
      label: 'X',
      cardinality: 'many',
      canCreate: true,
      canDelete: true,
      fields: {
        title: { kind: 'text', label: 'T' },
        summary: { kind: 'longText', label: 'S' },
        image: { kind: 'image', label: 'I', rule: 'staff' },
      },
      listColumns: { 'Texto uno': 'summary', Imágen: null },
    });
    expect(listColumnsOf(def).map((c) => c.field?.key ?? null)).toEqual([
      'title',
      'summary',
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('what each header says beneath the spec word', () => {
  it("keeps the spec's words exactly and names the field under each", () => {
    const headings = (name: Parameters<typeof getCollection>[0]) =>
      listColumnsOf(getCollection(name)).map(columnHeading);
    expect(headings('docentes')).toEqual([
      'Título · Nombres',
      'Texto uno · Cargo',
      'Texto dos · Página de red social',
      'Texto tres · Teléfono',
      'Texto cuatro · WhatsApp',
      'Imágen · Foto',
    ]);
    // A field called as the header says nothing more; a column without a field is the word alone.
    expect(headings('noticias')).toEqual([
      'Título',
      'Texto uno · Tipo',
      'Texto dos · Resumen',
      'Texto tres · Publicar desde',
      'Texto cuatro · Dirección en el sitio',
      'Imágen',
    ]);
    expect(headings('galerias').slice(2)).toEqual([
      'Texto dos · Descripción',
      'Texto tres',
      'Texto cuatro',
      'Imágen',
    ]);
  });

  it('drops the parenthesis a form label carries for its user', () => {
    expect(shortFieldLabel('Fecha (de la actividad o de la publicación)')).toBe('Fecha');
    expect(shortFieldLabel('Imagen (1920x650 px)')).toBe('Imagen');
    expect(shortFieldLabel('(solo paréntesis)')).toBe('(solo paréntesis)');
  });
});

describe('the order of a list', () => {
  it('runs dated collections by their date, and leaves the ordered ones to the administrator', () => {
    const dates = Object.fromEntries(
      Object.values(COLLECTIONS)
        .map((def) => [def.name, listDateOf(def)] as const)
        .filter(([, key]) => key !== null),
    );
    expect(dates).toEqual({ noticias: 'publishAt', galerias: 'date', eventos: 'start', avisos: 'from' });
  });

  it('puts the newest first, an undated record last, ties by creation', () => {
    const rows = [
      { _id: 'a', date: '2026-03-01', createdAt: '2026-03-01T10:00:00.000Z' },
      { _id: 'b', date: '2026-11-20', createdAt: '2026-01-01T10:00:00.000Z' },
      { _id: 'c', createdAt: '2026-12-01T10:00:00.000Z' },
      { _id: 'd', date: '2026-03-01', createdAt: '2026-04-01T10:00:00.000Z' },
    ];
    expect(listOrder(getCollection('galerias'), rows).map((r) => r._id)).toEqual(['b', 'd', 'a', 'c']);
    // The carousel keeps the order it was given.
    expect(listOrder(getCollection('carousel'), rows).map((r) => r._id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('the state word of a row', () => {
  const now = Date.parse('2026-06-15T12:00:00.000Z');
  const noticias = getCollection('noticias');
  it('says a draft or a review first, then what the schedule says', () => {
    const future = '2026-07-01T12:00:00.000Z';
    expect(recordState(noticias, { estado: 'borrador', publishAt: future }, now)).toBe('Borrador');
    expect(recordState(noticias, { estado: 'revision' }, now)).toBe('En revisión');
    expect(recordState(noticias, { estado: 'publicado', publishAt: future }, now)).toBe('Programada');
    expect(recordState(noticias, { publishAt: '2026-06-01T12:00:00.000Z' }, now)).toBe('Publicada');
    expect(
      recordState(
        noticias,
        { publishAt: '2026-05-01T12:00:00.000Z', unpublishAt: '2026-06-01T12:00:00.000Z' },
        now,
      ),
    ).toBe('Retirada');
  });

  it('reads Publicada for a collection without drafts or a schedule, which lists no state column', () => {
    expect(recordState(getCollection('docentes'), { title: 'Ana' }, now)).toBe('Publicada');
    expect(
      Object.values(COLLECTIONS)
        .filter(listsState)
        .map((d) => d.name),
    ).toEqual(['noticias', 'galerias', 'eventos', 'avisos']);
  });
});
