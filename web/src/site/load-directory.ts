/**
 * The platform's directory page's data (web/src/pages/directorio-de-colegios.astro): the
 * Secretaría's settings and its schools, as the function hands them (platform/platform-pages.ts),
 * and the schools the visitor's search (`?q=`) finds. Null inside a school: the page is the
 * platform's only.
 */
import type { AstroGlobal } from 'astro';
import {
  DIRECTORY_QUERY_MAX,
  searchSchools,
  type PlatformSettings,
  type SchoolSummary,
} from '@model/platform-directory';
import { contextOf, timed } from './load-page';

export interface DirectoryData {
  settings: PlatformSettings;
  /** Every active school. */
  total: number;
  /** The search as the page reads it (trimmed, at most DIRECTORY_QUERY_MAX characters). */
  query: string;
  /** The schools it finds: all of them for no search. */
  schools: SchoolSummary[];
}

export async function loadDirectory(astro: AstroGlobal): Promise<DirectoryData | null> {
  const platform = contextOf(astro).platform;
  if (!platform) return null;
  // Firestore reads it costs when not kept: the table's documents and the settings' one.
  const directory = await timed(
    astro,
    () => platform.directory(),
    (d) => d.schools.length + 1,
  );
  const query = (astro.url.searchParams.get('q') ?? '').trim().slice(0, DIRECTORY_QUERY_MAX);
  return {
    settings: directory.settings,
    total: directory.schools.length,
    query,
    schools: searchSchools(directory.schools, query),
  };
}
