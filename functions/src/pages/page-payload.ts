/**
 * The data a public page is rendered with (issue 47): the school's settings, the current notices
 * and the page's collections, read as a visitor's GET /api/{name} answers them (published now,
 * at the function's clock; staff-only fields left out). One query per collection; they run
 * together. The same object goes into the page for the browser to hydrate from.
 */
import type { RecordStore } from '../data/records';
import type { CollectionName } from '../model';
import type { PagePayload } from './renderer';

/** Fields of a collection's records that a page's data leaves out: ones its view never shows. */
export type LeftOut = Partial<Record<CollectionName, readonly string[]>>;

export async function pagePayload(
  records: RecordStore,
  collections: readonly CollectionName[],
  leftOut: LeftOut = {},
): Promise<PagePayload> {
  const names = [...new Set(collections)];
  const [settings, notices, ...lists] = await Promise.all([
    records.listForVisitors('sitio'),
    records.listForVisitors('avisos'),
    ...names.map((name) => records.listForVisitors(name)),
  ]);
  return {
    settings: (settings[0] as Record<string, unknown> | undefined) ?? null,
    notices: notices as Record<string, unknown>[],
    records: Object.fromEntries(names.map((name, i) => [name, without(lists[i]!, leftOut[name])])),
  };
}

/** Firestore reads a render costs, by the documents its queries return (bench, decision 0019). */
export function readsOf(payload: PagePayload): number {
  const lists = Object.values(payload.records).reduce((sum, list) => sum + Math.max(1, list?.length ?? 0), 0);
  const reasons = payload.noAplica ? Math.max(1, payload.noAplica.length) : 0;
  return Math.max(1, payload.settings ? 1 : 0) + Math.max(1, payload.notices.length) + lists + reasons;
}

function without<T extends object>(list: T[], fields: readonly string[] | undefined): T[] {
  if (!fields?.length) return list;
  return list.map((record) => Object.fromEntries(Object.entries(record).filter(([key]) => !fields.includes(key))) as T);
}
