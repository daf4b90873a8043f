/**
 * The platform's table of schools and of hosts, in the project's root: `schools/{id}` (the
 * school's public facts and addresses; its data lives in that document's subcollections, see
 * school-scope.ts) and `hosts/{host}` (a domain of its own → the school). Firestore rules deny
 * clients both, as everything else.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { SHELL_FIELDS, type PlatformSettings } from '../model/platform-directory';
import { withDeadline } from '../domain/deadline';
import { PAGES } from '../model/pages';
import { SCHOOL_ID, SCHOOLS } from './school-scope';

/** The school the seed and the emulator's http://127.0.0.1:5000/ serve: San José. */
export const HOME_SCHOOL = 'sanjose';

/** The root collection mapping a host (`iesanjose.edu.co`, `127.0.0.1:5000`) to its school. */
export const HOSTS = 'hosts';

/** The platform's own settings (the Secretaría's name, logo, contact): one document. */
export const PLATFORM_SETTINGS = 'platform/sitio';

export interface Sede {
  name: string;
  address?: string;
  /** The sede's own DANE code, 12 digits. */
  dane?: string;
}

/** A school as the platform's table holds it (`schools/{id}`). */
export interface SchoolEntry {
  /** Its id, also its slug: `/{id}/` on the platform's domain. Never changes. */
  id: string;
  name: string;
  /** The institution's DANE code, 12 digits: part of its radicados. */
  dane: string;
  municipio: string;
  comuna?: string;
  sedes: Sede[];
  /** Its own domain (host[:port], lower case), when it has one; its canonical address then. */
  domain?: string;
  /** Its colours (`#rrggbb`, each 4.5:1 against white), as the Secretaría chose them. */
  colores?: { primary: string; secondary: string };
  /** 'retirada': its addresses answer 410; its data stays exportable. */
  status: 'activa' | 'retirada';
  /** When it was retired (ISO), while it is. */
  retiredAt?: string;
}

/** A host as it may appear in the table: lower-case name, optional port. Anything else is no host. */
export const HOST = /^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/;

/** A request's host, normalised, or null when it is malformed (no school then). */
export function normaliseHost(raw: string | undefined): string | null {
  const host = (raw ?? '').trim().toLowerCase().replace(/\.$/, '');
  return HOST.test(host) ? host : null;
}

const asSchool = (id: string, data: FirebaseFirestore.DocumentData | undefined): SchoolEntry | null => {
  if (!data || !SCHOOL_ID.test(id)) return null;
  return {
    id,
    name: String(data.name ?? id),
    dane: String(data.dane ?? ''),
    municipio: String(data.municipio ?? ''),
    ...(data.comuna ? { comuna: String(data.comuna) } : {}),
    sedes: Array.isArray(data.sedes) ? (data.sedes as Sede[]) : [],
    ...(data.domain ? { domain: String(data.domain) } : {}),
    ...(isColours(data.colores)
      ? { colores: { primary: data.colores.primary, secondary: data.colores.secondary } }
      : {}),
    status: data.status === 'retirada' ? 'retirada' : 'activa',
    ...(data.status === 'retirada' && typeof data.retiredAt === 'string'
      ? { retiredAt: data.retiredAt }
      : {}),
  };
};

const isColours = (value: unknown): value is { primary: string; secondary: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).primary === 'string' &&
  typeof (value as Record<string, unknown>).secondary === 'string';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The Secretaría's settings as stored, or null when there are none (no name: no platform shown). */
export function asPlatformSettings(
  data: FirebaseFirestore.DocumentData | undefined,
): PlatformSettings | null {
  const name = text(data?.name);
  if (!name) return null;
  const logo = text(data?.logo);
  const optional = {
    shortName: text(data?.shortName),
    // An address on the site itself only: any host serves it, and the CSP allows it.
    logo: logo && /^\/(?!\/)/.test(logo) ? logo : undefined,
    email: text(data?.email),
    phone: text(data?.phone),
    address: text(data?.address),
    ...Object.fromEntries(SHELL_FIELDS.map((field) => [field, text(data?.[field])])),
  };
  return {
    name,
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
  } as PlatformSettings;
}

/** Reads of the table, each kept for `ttlMs` per instance: a page never waits on them twice a minute. */
export class SchoolTable {
  private readonly schools = new Map<string, { at: number; value: Promise<SchoolEntry | null> }>();
  private readonly hosts = new Map<string, { at: number; value: Promise<string | null> }>();
  private all: { at: number; value: Promise<SchoolEntry[]> } | null = null;
  private readonly sitio = new Map<string, { at: number; value: Promise<PlatformSettings | null> }>();

  constructor(
    private readonly root: Firestore,
    private readonly ttlMs = 60_000,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * The cached answer for `key`, read again once older than the TTL. While Firestore fails, the
   * last answer read stays in use (a school's recent page copies must still be served); a key
   * never read successfully fails as the read did.
   */
  private cached<T>(
    map: Map<string, { at: number; value: Promise<T> }>,
    key: string,
    load: () => Promise<T>,
  ) {
    const hit = map.get(key);
    if (hit && this.clock() - hit.at < this.ttlMs) return hit.value;
    const fresh = load();
    const value = hit ? fresh.catch(() => hit.value) : fresh;
    // A failed read is not remembered as fresh: the next request asks again.
    fresh.catch(() => {
      if (hit) map.set(key, hit);
      else map.delete(key);
    });
    map.set(key, { at: this.clock(), value });
    if (map.size > 2_000) map.delete(map.keys().next().value as string);
    return value;
  }

  /**
   * Forgets what was read of school `id` (and the list): the Secretaría's change of a school is
   * seen at once by this instance; other instances see it within their TTL.
   */
  forget(id: string): void {
    this.schools.delete(id);
    this.all = null;
  }

  /** The school `id`, or null when there is none (or the id is malformed: no read at all). */
  school(id: string): Promise<SchoolEntry | null> {
    if (!SCHOOL_ID.test(id)) return Promise.resolve(null);
    return this.cached(this.schools, id, async () =>
      asSchool(id, (await withDeadline('Firestore', this.root.collection(SCHOOLS).doc(id).get())).data()),
    );
  }

  /** The school a host of its own maps to, or null. */
  schoolOfHost(host: string): Promise<string | null> {
    return this.cached(this.hosts, host, async () => {
      const doc = await withDeadline('Firestore', this.root.collection(HOSTS).doc(host).get());
      const school = doc.get('school') as unknown;
      return typeof school === 'string' && SCHOOL_ID.test(school) ? school : null;
    });
  }

  /** The Secretaría's settings (`platform/sitio`), or null when it has none. */
  settings(): Promise<PlatformSettings | null> {
    return this.cached(this.sitio, PLATFORM_SETTINGS, async () =>
      asPlatformSettings((await withDeadline('Firestore', this.root.doc(PLATFORM_SETTINGS).get())).data()),
    );
  }

  /** Every school, for the directory (one query, kept like the rest). */
  list(): Promise<SchoolEntry[]> {
    if (this.all && this.clock() - this.all.at < this.ttlMs) return this.all.value;
    const previous = this.all;
    const fresh = withDeadline('Firestore', this.root.collection(SCHOOLS).get()).then((snap) =>
      snap.docs
        .map((d) => asSchool(d.id, d.data()))
        .filter((s): s is SchoolEntry => s !== null)
        .sort((a, b) => a.name.localeCompare(b.name, 'es')),
    );
    fresh.catch(() => {
      this.all = previous;
    });
    const value = previous ? fresh.catch(() => previous.value) : fresh;
    this.all = { at: this.clock(), value };
    return value;
  }
}

/**
 * Ids a school may not take: the first segment of an address the platform or every school
 * answers itself (the API, files, the admin screens, the built assets, the public pages of the
 * registry). A school called `admin` or `noticias` would make `/admin/…` or a record's
 * `/noticias/admin` ambiguous.
 */
export const RESERVED_SCHOOL_IDS: ReadonlySet<string> = new Set([
  ...['api', 'media', 'assets', 'login', 'admin', 'vista-previa', 'buscar', 'plataforma', 'www'],
  ...['favicon.ico', 'robots.txt', 'sitemap.xml', 'directorio-de-colegios', 'secretaria'],
  ...PAGES.map((page) => page.path.split('/')[1] ?? '').filter(Boolean),
]);

/** Whether `id` can name a new school: the id pattern, and no reserved segment. */
export const isAvailableSchoolId = (id: string) => SCHOOL_ID.test(id) && !RESERVED_SCHOOL_IDS.has(id);
