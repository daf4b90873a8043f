/**
 * The school's settings (the `sitio` record: name, contact block, links, chat, media, home texts),
 * as the frame and the pages show them. A public page gets them as a prop (site/load-page.ts reads
 * them with the page); the admin build loads them once, before its first render (admin-main.tsx),
 * from a request Hosting preloads (a Link header) in parallel with the JavaScript, so no screen shows a
 * placeholder name that then changes. A save in the admin pushes the new values here.
 */
import { useSyncExternalStore } from 'react';
import type { RecordOf } from '@model/public';
import { apiRequest } from './api-client';

type SettingsRecord = RecordOf<'sitio'>;
/**
 * Every settings field as a string ('' when not set), whatever an older record lacks. The search's
 * synonyms (a list) are the index's, not the frame's.
 */
export type SiteSettings = {
  [K in Exclude<keyof SettingsRecord, '_id' | 'createdAt' | 'updatedAt' | 'searchSynonyms'>]: string;
};

const FALLBACK_NAME = 'Institución educativa';

/**
 * The settings with every field a string: '' where a record lacks it (an older record, a field
 * added later), and a neutral name when there is none. If the settings cannot be read at all (the
 * function is down) the frame shows that name and no contact block or links rather than wrong
 * ones: components hide what is empty.
 */
export function settingsOf(record: object | null | undefined): SiteSettings {
  return withDefaults({ ...(record ?? {}) } as Record<string, unknown>);
}

function withDefaults(record: Record<string, unknown>): SiteSettings {
  return new Proxy(record, {
    get(target, key) {
      const value = typeof key === 'string' ? target[key] : undefined;
      if (typeof value === 'string' && value.trim() !== '') return value;
      return key === 'title' ? FALLBACK_NAME : '';
    },
  }) as SiteSettings;
}

/** How long the first render waits for the settings before showing the frame with the fallback. */
export const FIRST_RENDER_WAIT_MS = 4000;

let current: SiteSettings = withDefaults({});
const listeners = new Set<() => void>();

export function setSiteSettings(record: object | null | undefined): void {
  current = withDefaults({ ...(record ?? {}) } as Record<string, unknown>);
  listeners.forEach((listener) => listener());
}

export function getSiteSettings(): SiteSettings {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSiteSettings(): SiteSettings {
  return useSyncExternalStore(subscribe, getSiteSettings, getSiteSettings);
}

/**
 * Reads GET /api/sitio (the preloaded, briefly cached public read). Resolves within
 * FIRST_RENDER_WAIT_MS whatever happens: on failure or delay the frame renders with the fallback,
 * and a late answer still updates it.
 */
export function loadSiteSettings(): Promise<void> {
  const request = apiRequest<SettingsRecord[]>('/api/sitio').then(
    (list) => {
      if (Array.isArray(list) && list[0]) setSiteSettings(list[0]);
    },
    (error: unknown) => console.error('No se pudieron cargar los datos del colegio:', error),
  );
  return Promise.race([request, new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
}

/** "Página | Colegio", the form of every document title. */
export function documentTitle(page: string, settings: SiteSettings = current): string {
  return page ? `${page} | ${settings.title}` : settings.title;
}

const TILE_WORDS = ['One', 'Two', 'Three', 'Four'] as const;

/**
 * The four tiles of a home section (`tileOneTitle`…, `serviceOneTitle`…), each with its position
 * (which keeps its icon or number); a tile the school emptied is left out.
 */
export function tilesOf(settings: SiteSettings, prefix: 'tile' | 'service') {
  return TILE_WORDS.map((word, position) => ({
    position,
    title: settings[`${prefix}${word}Title`],
    text: settings[`${prefix}${word}Text`],
  })).filter((tile) => tile.title || tile.text);
}

/** A long text's paragraphs: a blank line separates them. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
