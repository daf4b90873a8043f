/**
 * The site search of one function instance (decision 0020): the index lives in memory, built from
 * the public records the first time a search comes and built again when it is older than a minute
 * (SEARCH_INDEX_MAX_AGE_MS), so a save is found within a minute and a query never reads Firestore.
 * One build at a time: queries that come during a rebuild wait for the same one. The age is
 * judged by the store's clock (the emulator's test clock moves it; production reads no document);
 * an index built before the test clock was last set is old whatever its age says.
 */
import type { ClockReading } from '../data/clock';
import type { RecordStore } from '../data/records';
import type { AnyRecord, CollectionName } from '../model';
import type { SearchAnswer } from '../model/search';
import type { PdfTexts } from './pdf-text';
import { synonymGroups } from '../model/search-synonyms';
import { frameLinks } from '../model/site-links';
import {
  documentsOf,
  pdfNamesOf,
  registryDocuments,
  SEARCHED,
  withFrameLinks,
  type SearchDoc,
} from './site-documents';
import { SiteIndex } from './site-index';

const DEFAULT_MAX_AGE_MS = 60_000;

export interface SiteSearchOptions {
  maxAgeMs?: number;
  /** The time the index's age is measured with (the store's clock, test clock included). */
  clock: () => Promise<ClockReading>;
  /** The PDFs' texts (Storage and pdf.js); without it, PDFs are not searched. */
  pdfs?: PdfTexts;
}

export class SiteSearch {
  private index: { built: ClockReading; index: SiteIndex } | null = null;
  private building: Promise<SiteIndex> | null = null;
  private readonly maxAgeMs: number;

  constructor(
    private readonly records: Pick<RecordStore, 'listForVisitors'>,
    private readonly options: SiteSearchOptions,
  ) {
    const configured = Number(process.env.SEARCH_INDEX_MAX_AGE_MS ?? options.maxAgeMs ?? DEFAULT_MAX_AGE_MS);
    this.maxAgeMs = Number.isFinite(configured) && configured >= 0 ? configured : DEFAULT_MAX_AGE_MS;
  }

  async query(raw: unknown): Promise<SearchAnswer> {
    return (await this.current()).query(raw);
  }

  /** The index, built or rebuilt when missing or old; a failed rebuild keeps the old one. */
  async current(): Promise<SiteIndex> {
    const now = await this.options.clock();
    const kept = this.index;
    if (kept && this.fresh(kept.built, now)) return kept.index;
    this.building ??= this.build(now).finally(() => {
      this.building = null;
    });
    if (!kept) return this.building;
    // The query that finds the index old waits for the new one (a function instance gets little
    // CPU once it has answered, so no build in the background); a failed build leaves the old
    // index answering until the next try.
    return this.building.catch((error: unknown) => {
      console.warn('search index rebuild failed', { error: String(error) });
      return kept.index;
    });
  }

  private fresh(built: ClockReading, now: ClockReading): boolean {
    // A clock that went back, or was set at all since (the emulator's test clock), makes it old.
    if (built.setAt !== now.setAt || now.now < built.now) return false;
    return now.now - built.now <= this.maxAgeMs;
  }

  private async build(now: ClockReading): Promise<SiteIndex> {
    const names = Object.keys(SEARCHED) as CollectionName[];
    // The settings too: the menu's links to other sites and the school's synonyms.
    const [settings, ...lists] = await Promise.all([
      this.records.listForVisitors('sitio'),
      ...names.map((name) => this.records.listForVisitors(name)),
    ]);
    const pdfs = this.options.pdfs;
    if (pdfs)
      await pdfs.fill(names.flatMap((name, i) => lists[i]!.flatMap((record) => pdfNamesOf(name, record))));
    const docs: SearchDoc[] = names.flatMap((name, i) =>
      documentsOf(name, lists[i]!, pdfs && ((stored) => pdfs.pagesOf(stored))),
    );
    // A page whose records are no document of their own (contacto, eventos…): its registry entry.
    const registry = registryDocuments();
    const covered = new Set(docs.map((doc) => doc.url));
    docs.push(...registry.filter((doc) => !covered.has(doc.url)));
    const site: AnyRecord = settings?.[0] ?? ({} as AnyRecord);
    const index = new SiteIndex(withFrameLinks(docs, frameLinks(site), registry), {
      synonyms: synonymGroups(site.searchSynonyms),
    });
    this.index = { built: now, index };
    return index;
  }
}
