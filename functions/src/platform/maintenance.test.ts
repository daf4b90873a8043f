import { describe, expect, it } from 'vitest';
import { rotation } from './maintenance';

describe('rotation', () => {
  const ids = ['a', 'b', 'c', 'd'];
  it('starts from the beginning without a cursor, or with an empty one', () => {
    expect(rotation(ids, undefined)).toEqual(ids);
    expect(rotation(ids, '')).toEqual(ids);
  });
  it('starts after the cursor and wraps around', () => {
    expect(rotation(ids, 'b')).toEqual(['c', 'd', 'a', 'b']);
    expect(rotation(ids, 'bb')).toEqual(['c', 'd', 'a', 'b']);
  });
  it('starts from the beginning when the cursor is past the last school', () => {
    expect(rotation(ids, 'd')).toEqual(ids);
    expect(rotation(ids, 'z')).toEqual(ids);
  });
});
