/**
 * What a version changed, told with the declaration's field labels: the history panel's list and
 * its comparison need nothing else from a collection.
 */
import type { CollectionDef, RecordVersion } from '@model';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/** The declared fields whose values differ between two records (in declaration order). */
export function changedFields(
  def: CollectionDef,
  older: Record<string, unknown>,
  newer: Record<string, unknown>,
): string[] {
  return Object.keys(def.fields).filter((key) => !same(older[key], newer[key]));
}

/**
 * Each version with the labels of the fields the next newer one changed (the newest against the
 * record as stored now). A version replaced by a delete changed nothing: it was removed whole.
 */
export function withChanges(
  def: CollectionDef,
  versions: RecordVersion[],
  current: Record<string, unknown>,
): Array<{ version: RecordVersion; changed: string[] }> {
  return versions.map((version, i) => {
    const newer = i === 0 ? current : versions[i - 1]!.values;
    const changed = version.op === 'delete' ? [] : changedFields(def, version.values, newer);
    return { version, changed: changed.map((key) => def.fields[key]!.label) };
  });
}
