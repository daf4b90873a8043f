/**
 * A public page's route: on each navigation it starts the page's chunk and its data together
 * (what a data router's lazy route and loader did), renders the page once the chunk is there, and
 * hands it the data, still on its way (components/page-data.tsx).
 *
 * The starts live outside React, keyed by navigation: a render that suspends (the chunk is not
 * there yet) is thrown away and done again, and must find the same requests, not start new ones.
 */
import { use, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { CollectionName } from '@model/public';
import { PageDataRoot } from '@/components/page-data';
import { pageById, type PageDef } from '@/config/pages';
import { collectionLoader, type CollectionData } from '@/features/public/api/get-collection';
import { loadChunk } from '@/lib/lazy-route';
import type { PagePayload } from '@/lib/page-payload';
import { settledWith, track } from '@/lib/settled';
import { VIEWS, type PublicPageId } from './page-views';

interface PageStart {
  view: Promise<ReactNode>;
  /** Starts the page's reads (none for a page without a collection). */
  load?: () => CollectionData<CollectionName>;
  data?: CollectionData<CollectionName>;
}

function start(id: PublicPageId, served?: PagePayload['records']): PageStart {
  const page: PageDef = pageById(id);
  const load = page.collection
    ? collectionLoader<CollectionName>(page.collection, page.alsoLoads ?? [])
    : undefined;
  // The first view's records as the page was rendered with them (lib/page-payload.ts): no
  // request, and a render that reads them at once, on the server and while hydrating alike.
  const data = served && page.collection ? servedData(page.collection, page.alsoLoads ?? [], served) : load?.();
  // Tracked: a render after the chunk came reads it at once (`use`), with no placeholder first.
  return { view: track(loadChunk(page.chunk, VIEWS[id])), load, data };
}

function servedData(
  collection: CollectionName,
  also: readonly CollectionName[],
  served: PagePayload['records'],
): CollectionData<CollectionName> {
  const records = (name: CollectionName) => settledWith(served[name] ?? []);
  return {
    collection,
    records: records(collection),
    also: Object.fromEntries(also.map((name) => [name, records(name)])),
  };
}

/** The last few navigations' starts: the page on screen and the one on its way. */
const starts = new Map<string, PageStart>();
const KEEP = 3;

/**
 * The page's chunk and data for the navigation `locationKey` (started now unless already);
 * `served`: the records the document was rendered with, for its first view.
 */
export function startPage(locationKey: string, id: PublicPageId, served?: PagePayload['records']): PageStart {
  const key = `${locationKey} ${id}`;
  let entry = starts.get(key);
  if (!entry) {
    const first = starts.size === 0;
    entry = start(id, served);
    starts.set(key, entry);
    for (const old of starts.keys()) if (starts.size > KEEP) starts.delete(old);
    // The first page shows the frame's placeholder; later ones keep the previous page on screen
    // (the router's navigations are transitions) with the progress bar.
    if (!first) pending.track(entry.view);
  }
  return entry;
}

/** The server renders one page after another in one process: each starts from none. */
export function forgetStarts(): void {
  starts.clear();
}

/** Whether a navigation's page chunk is on its way (the frame's progress bar). */
const pending = (() => {
  let current: Promise<unknown> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    track(view: Promise<unknown>) {
      // Not during the render that started it: React forbids updates from inside a render.
      queueMicrotask(() => {
        current = view;
        notify();
      });
      const done = () => {
        if (current !== view) return;
        current = null;
        notify();
      };
      view.then(done, done);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => current !== null,
  };
})();

export function usePageLoading(): boolean {
  return useSyncExternalStore(pending.subscribe, pending.get, () => false);
}

export function PageRoute({ id }: { id: PublicPageId }) {
  const { key } = useLocation();
  const entry = startPage(key, id);
  return <PageView key={key} entry={entry} />;
}

function PageView({ entry }: { entry: PageStart }) {
  const view = use(entry.view);
  if (!entry.load) return view;
  return (
    <PageDataRoot first={entry.data} load={entry.load}>
      {view}
    </PageDataRoot>
  );
}
