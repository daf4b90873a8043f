import { describe, expect, it } from 'vitest';
import { editableCollections, overviewRowOf, overviewTitle } from './overview';
import { COLLECTION_NAMES } from './collections';

describe('the admin overview rows', () => {
  it('names a record by its title and titleone, else by its list title column, else by its id', () => {
    expect(overviewTitle('docentes', { _id: 'd1', title: ' María ', titleone: 'Gómez' })).toBe('María Gómez');
    // A notice has no `title`: its list's "Título" column is its text.
    expect(overviewTitle('avisos', { _id: 'a1', text: 'Mañana no hay clases' })).toBe('Mañana no hay clases');
    expect(overviewTitle('docentes', { _id: 'd2', title: '   ' })).toBe('d2');
  });

  it('keeps only the name, the version and who saved it', () => {
    const row = overviewRowOf('docentes', {
      _id: 'd1',
      title: 'María',
      stringone: 'Matemáticas',
      image: 'docentes-0123456789abcdef0123.jpg',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-11-24T23:58:00.000Z',
      updatedBy: { uid: 'u', email: 'secretaria@colegio.edu.co', extra: 'x' },
    });
    expect(row).toEqual({
      _id: 'd1',
      title: 'María',
      updatedAt: '2026-11-24T23:58:00.000Z',
      updatedBy: { uid: 'u', email: 'secretaria@colegio.edu.co' },
    });
    expect(
      overviewRowOf('docentes', { _id: 'd3', title: 'Sin firma', updatedAt: '2026-01-01T00:00:00.000Z' }),
    ).not.toHaveProperty('updatedBy');
  });

  it("an editor's sections are every one but the settings", () => {
    expect(editableCollections('admin')).toEqual(COLLECTION_NAMES);
    expect(editableCollections('editor')).toEqual(COLLECTION_NAMES.filter((n) => n !== 'sitio'));
    expect(editableCollections('atencion')).toEqual([]);
  });
});
