import { describe, expect, it } from 'vitest';
import type { AnyRecord } from '../model';
import { forVisitors } from './records';

describe('records as a visitor reads them', () => {
  it("drops a photo's original file name (it may carry a child's name), and the staff's fields", () => {
    const album = {
      _id: 'a1',
      createdAt: '2026-03-01T12:00:00.000Z',
      updatedAt: '2026-03-01T12:00:00.000Z',
      title: 'Izada de bandera',
      photos: [
        { image: 'mf0abc12-00000000000000000001.jpg', alt: 'La banda marcial', name: 'juanita-perez-5b.jpg' },
        { image: 'mf0abc12-00000000000000000002.jpg', alt: 'El patio' },
      ],
      updatedBy: { uid: 'u', email: 'rectoria@colegio.edu.co' },
    } as unknown as AnyRecord;
    const [shown] = forVisitors('galerias', [album]);
    expect(shown!.photos).toEqual([
      { image: 'mf0abc12-00000000000000000001.jpg', alt: 'La banda marcial' },
      { image: 'mf0abc12-00000000000000000002.jpg', alt: 'El patio' },
    ]);
    expect(shown).not.toHaveProperty('updatedBy');
    // The stored record itself is untouched.
    expect((album.photos as Array<{ name?: string }>)[0]!.name).toBe('juanita-perez-5b.jpg');
  });
});
