/**
 * The platform's own page, the Secretaría's directory of its schools (`/` on the platform's
 * domain), and the band with the Secretaría's name above every school's header: what the function
 * hands the Astro app for them (model/page-context.ts), and the directory's search. No zod: the
 * public site imports it.
 */

/** The Secretaría's site settings (`platform/sitio`). */
export interface PlatformSettings {
  name: string;
  shortName?: string;
  /** An address on the site itself (a path beginning with `/`, which every host serves). */
  logo?: string;
  email?: string;
  phone?: string;
  address?: string;
  /**
   * The shell every school's site shares (GOV.CO footer): the lines that are the same for all
   * schools, and the defaults a school that set none of its own shows.
   */
  tollFree?: string;
  anticorruption?: string;
  hours?: string;
  facebook?: string;
  youtube?: string;
  instagram?: string;
  x?: string;
}

/** The shell settings every school's footer reads (model/govco-footer.ts), with the Secretaría's name. */
export type ShellDefaults = Pick<
  PlatformSettings,
  'name' | 'tollFree' | 'anticorruption' | 'hours' | 'facebook' | 'youtube' | 'instagram' | 'x'
>;

/** The shell settings' fields, in the order the console's form shows them. */
export const SHELL_FIELDS = [
  'tollFree',
  'anticorruption',
  'hours',
  'facebook',
  'youtube',
  'instagram',
  'x',
] as const satisfies ReadonlyArray<keyof ShellDefaults>;

/** A school as the directory shows it: nothing of its own data, only the platform's table. */
export interface SchoolSummary {
  id: string;
  name: string;
  municipio: string;
  comuna?: string;
  /** Its sedes' names, in the table's order. */
  sedes: string[];
  /** Its home page: its own domain's origin, else the platform's plus its slug, ending in `/`. */
  href: string;
}

export interface PlatformDirectory {
  settings: PlatformSettings;
  /** Every active school, by name. */
  schools: SchoolSummary[];
}

/** The band above a school's header: the Secretaría's name (and logo) linking to the directory. */
export interface SecretariaBand {
  name: string;
  logo?: string;
  /** The directory's address (the platform's origin and `/`). */
  url: string;
  /** The shared shell's lines and defaults, for the school's footer. */
  shell?: ShellDefaults;
}

/** The longest search the directory reads; anything beyond is dropped. */
export const DIRECTORY_QUERY_MAX = 100;

/** Lower case, without accents or other marks, spaces collapsed: «Río» finds «rio». */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The schools a visitor's search finds: every word of the query appears in the school's name,
 * a sede's name, its municipality or its comuna (accents and case ignored). An empty query
 * finds them all.
 */
export function searchSchools(schools: readonly SchoolSummary[], query: string): SchoolSummary[] {
  const words = foldText(query.slice(0, DIRECTORY_QUERY_MAX)).split(' ').filter(Boolean);
  if (words.length === 0) return [...schools];
  return schools.filter((school) => {
    const text = foldText([school.name, school.municipio, school.comuna ?? '', ...school.sedes].join(' '));
    return words.every((word) => text.includes(word));
  });
}

/** «1 colegio», «3 colegios». */
export const schoolCount = (n: number) => `${n} ${n === 1 ? 'colegio' : 'colegios'}`;
