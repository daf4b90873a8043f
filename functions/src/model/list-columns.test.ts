import { describe, expect, it } from 'vitest';
import { COLLECTIONS, getCollection } from './collections';
import { defineCollection } from './collection';
import { LIST_COLUMNS, listColumnsOf } from './list-columns';

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
