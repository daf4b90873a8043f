import { describe, expect, it } from 'vitest';
import { getCollection, type RecordVersion } from '@model';
import { changedFields, withChanges } from './version-diff';

const def = getCollection('resenahistorica');
const version = (
  id: string,
  values: Record<string, unknown>,
  op: RecordVersion['op'] = 'update',
): RecordVersion => ({
  id,
  at: '2026-03-01T10:00:00.000Z',
  uid: 'u',
  email: 'a@colegio.edu.co',
  op,
  values,
});

describe('version-diff', () => {
  it('names the declared fields that differ, ignoring server fields and empty-vs-missing', () => {
    const keys = Object.keys(def.fields);
    const [first, second] = [keys[0]!, keys[1]!];
    expect(
      changedFields(def, { [first]: 'a', updatedAt: '1' }, { [first]: 'b', updatedAt: '2', [second]: '' }),
    ).toEqual([first]);
  });

  it('compares each version with the next newer one, the newest with the current record', () => {
    const [first] = Object.keys(def.fields);
    const label = def.fields[first!]!.label;
    const versions = [version('v2', { [first!]: 'dos' }), version('v1', { [first!]: 'uno' })];
    const result = withChanges(def, versions, { [first!]: 'tres' });
    expect(result.map((r) => r.changed)).toEqual([[label], [label]]);
    expect(withChanges(def, [version('v2', { [first!]: 'tres' })], { [first!]: 'tres' })[0]!.changed).toEqual(
      [],
    );
    expect(withChanges(def, [version('d', { [first!]: 'x' }, 'delete')], {})[0]!.changed).toEqual([]);
  });
});
