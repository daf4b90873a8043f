/**
 * The hourly check of the ITA checklist's internal evidence: does a path of this site
 * answer 200, and does it show something published? Judged in-process from the page registry and
 * the records a visitor's render of that page would receive (RecordStore.listForVisitors, the same
 * reads a page's loadPage makes through the function), so it works offline and needs neither the
 * Astro build nor the network. An address the registry has no page for is a 404, as the function would
 * answer; a page whose collection has nothing published, or whose record's texts are all empty,
 * "shows nothing". A #fragment of a transparency category names a sub-item: it must have an entry,
 * the school's note, or a page or report of the site that covers it.
 */
import type { AnyRecord, CollectionName } from '../model';
import { getCollection, isCollectionName } from '../model';
import { pageOfPath } from '../model/ita-matrix';
import { isRichTextEmpty } from '../model/rich-text';
import { noteKey, TRANSPARENCY_ANNEX } from '../model/transparency-annex';
import type { RecordStore } from './records';

export interface EvidenceVerdict {
  /** The Spanish sentence the item shows as its reason when the evidence fails. */
  problem: string | null;
  /** The newest `updatedAt` of the records behind the page (a calendar's last change). */
  updatedAt: string | null;
}

/** Fields that say nothing by themselves: what a record always has, and a page's fixed heading. */
const NOT_CONTENT = new Set([
  '_id',
  'createdAt',
  'updatedAt',
  'updatedBy',
  'order',
  'title',
  'slug',
  'date',
  'seccion',
  'subitem',
]);

function filled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(filled);
  if (value && typeof value === 'object')
    return (value as { type?: unknown }).type === 'doc'
      ? !isRichTextEmpty(value)
      : Object.values(value).some(filled);
  return false;
}

/**
 * Whether a record shows something: a list's record (an event, a document entry) when it has a
 * title or any text; a single page (a policy, the statement) only by its texts, since its title
 * stays when its texts are emptied.
 */
export function hasContent(record: Record<string, unknown>, collection: CollectionName): boolean {
  const single = getCollection(collection).cardinality !== 'many';
  if (!single && filled(record.title)) return true;
  return Object.entries(record).some(([key, value]) => !NOT_CONTENT.has(key) && filled(value));
}

const newest = (records: AnyRecord[]) =>
  records.reduce<string | null>((max, r) => {
    const at = typeof r.updatedAt === 'string' ? r.updatedAt : null;
    return at && (!max || at > max) ? at : max;
  }, null);

/**
 * The page a path names and its decoded #fragment, or the verdict on a path that cannot be read.
 * Never throws: a stored path may be anything an older version accepted (a `%` that forms no
 * character, `/transparencia/%E0%A4%A`), and its item is judged for it, not the whole run.
 */
function readPath(
  path: string,
): { match: ReturnType<typeof pageOfPath>; fragment: string } | EvidenceVerdict {
  try {
    const match = pageOfPath(path);
    const fragment = path.includes('#') ? decodeURIComponent(path.slice(path.indexOf('#') + 1)) : '';
    return { match, fragment };
  } catch {
    return {
      problem: `La dirección ${path} no es una ruta válida del sitio: tiene un «%» que no forma un carácter.`,
      updatedAt: null,
    };
  }
}

export class EvidenceChecker {
  private readonly lists = new Map<CollectionName, Promise<AnyRecord[]>>();

  constructor(private readonly records: RecordStore) {}

  /** One read per collection per run, however many items name its pages. */
  private list(name: CollectionName): Promise<AnyRecord[]> {
    let found = this.lists.get(name);
    if (!found) {
      found = this.records.listForVisitors(name);
      this.lists.set(name, found);
    }
    return found;
  }

  async check(path: string): Promise<EvidenceVerdict> {
    const target = readPath(path);
    if ('problem' in target) return target;
    const { match, fragment } = target;
    if (!match)
      return { problem: `La dirección ${path} no existe en el sitio (respondería 404).`, updatedAt: null };
    const { page, param } = match;
    const empty = { problem: `La página ${path} no muestra nada publicado.`, updatedAt: null };

    if (page.id === 'transparenciacategoria') {
      const category = TRANSPARENCY_ANNEX.find((c) => c.slug === param);
      if (!category)
        return { problem: `La dirección ${path} no existe en el sitio (respondería 404).`, updatedAt: null };
      const [entries, notes] = await Promise.all([
        this.list('transparencia'),
        this.list('transparencianotas'),
      ]);
      const subitems = fragment ? category.subitems.filter((s) => s.slug === fragment) : category.subitems;
      if (fragment && subitems.length === 0)
        return { problem: `La página ${path} no tiene el ítem «${fragment}».`, updatedAt: null };
      const mine = entries.filter((e) => subitems.some((s) => s.number === e.subitem));
      const noted = subitems.some((s) =>
        filled((notes[0] as Record<string, unknown> | undefined)?.[noteKey(s)]),
      );
      const covered = subitems.some((s) => s.coveredBy || s.report);
      if (mine.length === 0 && !noted && !covered) return empty;
      return { problem: null, updatedAt: newest(mine) };
    }

    const names = [page.collection, ...(page.alsoLoads ?? [])].filter(
      (n): n is CollectionName => !!n && isCollectionName(n),
    );
    if (names.length === 0) return { problem: null, updatedAt: null };
    const lists = await Promise.all(names.map(async (name) => ({ name, records: await this.list(name) })));
    let shown = lists.flatMap(({ name, records }) =>
      records.filter((r) => hasContent(r as Record<string, unknown>, name)),
    );
    if (param !== null) {
      // A page per section or per record: its own records (by `seccion` or `slug`).
      shown = shown.filter((r) => r.seccion === param || r.slug === param);
    }
    if (shown.length === 0) return empty;
    return { problem: null, updatedAt: newest(shown) };
  }
}
