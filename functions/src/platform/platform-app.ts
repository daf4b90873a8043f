/**
 * The platform in front of every school: it reads which school a request is for, then hands the
 * request to that school's own app (app.ts), built with that school's scoped Firestore, Storage
 * and Auth (tenancy/school-scope.ts, tenancy/school-auth.ts) and kept per instance.
 *
 * Which school (docs/decisions/0033-many-schools.md):
 * 1. The host is a school's own domain in the table of hosts (`hosts/{host}`): that school, its
 *    addresses as they have always been (no slug).
 * 2. The host is the platform's (PLATFORM_ORIGIN): `/` and the platform's own routes are the
 *    directory; `/{slug}/…` is the school `slug`, its addresses under `/{slug}`.
 * 3. In the emulator only, `{slug}.localhost`: the school `slug`, as if on a domain of its own.
 * Anything else, a malformed host or slug, an unknown one, is a 404 that names no school. The
 * host is Hosting's `X-Forwarded-Host` (the domain the visitor asked for), else `Host`; on the
 * function's direct URL a client may write either, and all it can reach is a school's public site
 * by its real domain, as any visitor can.
 */
import express, { type Request, type RequestHandler } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { createApp } from '../app';
import type { Bucket } from '../files/bucket';
import { errorPages } from '../http/error-page';
import { errorHandler, HttpError, notFound } from '../http/errors';
import { platformOrigin } from '../tenancy/site-origin';
import { securityHeaders } from '../http/security-headers';
import { DANE_CODE } from '../model/pqrsd';
import { runInSchool, type SchoolContext } from '../tenancy/current-school';
import { scopeAuth } from '../tenancy/school-auth';
import { SCHOOL_ID, scopeBucket, scopeFirestore } from '../tenancy/school-scope';
import { normaliseHost, SchoolTable, type SchoolEntry } from '../tenancy/schools';
import { SHELL_FIELDS, type SecretariaBand } from '../model/platform-directory';

export interface PlatformDeps {
  /** The whole project's handles; each school's app gets its scoped view. */
  db: Firestore;
  bucket: Bucket;
  auth: Auth;
  sweepOnWrites?: boolean;
  /** The platform's own pages and routes (the directory), for requests that name no school. */
  platformPages?: (table: SchoolTable) => RequestHandler;
  /** The Secretaría's API (platform-api.ts), for the platform's own `/api/…` requests. */
  platformApi?: RequestHandler;
  /** Schools' apps kept per instance (each holds its page copies and search index). */
  maxApps?: number;
  table?: SchoolTable;
}

/** Where a request goes. */
export type Destination =
  { kind: 'school'; school: SchoolEntry; base: string } | { kind: 'platform' } | { kind: 'none' };

const emulator = () => process.env.FUNCTIONS_EMULATOR === 'true';
const LOCAL_SUBDOMAIN = /^([a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?)\.localhost(?::\d{1,5})?$/;
/** Paths on the platform's host that are the platform's, not a school's slug. */
const PLATFORM_SEGMENTS = new Set([
  ...['', 'api', 'media', 'buscar', 'favicon.ico', 'robots.txt', 'sitemap.xml'],
  // "Cerrar sesión" ends the preview's credential wherever the admin app runs (the console too).
  'vista-previa',
]);

/** The host the visitor asked for: Hosting's forwarded one (a single value), else Host. */
export function requestHost(req: Request): string | null {
  const forwarded = req.get('x-forwarded-host');
  if (forwarded !== undefined) return forwarded.includes(',') ? null : normaliseHost(forwarded);
  return normaliseHost(req.get('host'));
}

/** A school's canonical address: its own domain's origin, else the platform's plus its slug. */
export function schoolOrigin(school: SchoolEntry): string {
  if (school.domain) {
    const host = school.domain.split(':')[0]!;
    const local = emulator() && (host === '127.0.0.1' || host === 'localhost' || host.endsWith('.localhost'));
    return `${local ? 'http' : 'https'}://${school.domain}`;
  }
  return `${platformOrigin()}/${school.id}`;
}

/**
 * The band with the Secretaría's name above every school's pages: only on a deployment with a
 * platform of its own (PLATFORM_ORIGIN) whose settings say its name; read a minute per instance.
 */
export async function secretariaBand(table: SchoolTable): Promise<SecretariaBand | null> {
  if (!process.env.PLATFORM_ORIGIN) return null;
  const settings = await table.settings();
  if (!settings) return null;
  return {
    name: settings.name,
    ...(settings.logo ? { logo: settings.logo } : {}),
    url: `${platformOrigin()}/`,
    shell: {
      name: settings.name,
      ...Object.fromEntries(SHELL_FIELDS.filter((f) => settings[f]).map((f) => [f, settings[f]])),
    },
  };
}

export async function destinationOf(req: Request, table: SchoolTable): Promise<Destination> {
  const host = requestHost(req);
  if (!host) return { kind: 'none' };
  const own = await table.schoolOfHost(host);
  if (own) {
    const school = await table.school(own);
    return school ? { kind: 'school', school, base: '' } : { kind: 'none' };
  }
  if (host === new URL(platformOrigin()).host) {
    const segment = req.path.split('/')[1] ?? '';
    if (PLATFORM_SEGMENTS.has(segment)) return { kind: 'platform' };
    if (!SCHOOL_ID.test(segment)) return { kind: 'none' };
    const school = await table.school(segment);
    return school ? { kind: 'school', school, base: `/${segment}` } : { kind: 'none' };
  }
  const local = emulator() ? LOCAL_SUBDOMAIN.exec(host) : null;
  if (local) {
    const school = await table.school(local[1]!);
    return school ? { kind: 'school', school, base: '' } : { kind: 'none' };
  }
  return { kind: 'none' };
}

/** A map that forgets the least recently used entry beyond `max`. */
class Recent<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string, make: () => V): V {
    let value = this.map.get(key);
    if (value !== undefined) this.map.delete(key);
    else value = make();
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
    return value;
  }
}

/** The handles and app of one school, built from the project's. */
export function schoolDeps(deps: Pick<PlatformDeps, 'db' | 'bucket' | 'auth'>, schoolId: string) {
  return {
    db: scopeFirestore(deps.db, schoolId),
    bucket: scopeBucket(deps.bucket, schoolId),
    auth: scopeAuth(deps.auth, deps.db, schoolId),
  };
}

export function createPlatformApp(deps: PlatformDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(securityHeaders);
  const table = deps.table ?? new SchoolTable(deps.db);
  const apps = new Recent<express.Express>(deps.maxApps ?? 200);
  const platformPages = deps.platformPages?.(table);

  app.use(async (req, res, next) => {
    let where: Destination;
    try {
      where = await destinationOf(req, table);
    } catch (err) {
      return next(err);
    }
    const own = req.path.startsWith('/api/') || req.path === '/vista-previa/sesion';
    if (where.kind === 'platform' && deps.platformApi && own) return deps.platformApi(req, res, next);
    if (where.kind === 'platform') return platformPages ? platformPages(req, res, next) : next(notFound());
    if (where.kind === 'none') return next(notFound());
    const { school, base } = where;
    if (base && req.path === base) return res.redirect(301, `${base}/${req.url.slice(base.length)}`);
    if (school.status === 'retirada')
      return next(
        new HttpError(
          410,
          'gone',
          'Este colegio ya no publica su sitio en la plataforma. Consulte el directorio de colegios.',
        ),
      );
    const context: SchoolContext = {
      id: school.id,
      base,
      origin: schoolOrigin(school),
      secretaria: () => secretariaBand(table),
      ...(DANE_CODE.test(school.dane) ? { dane: school.dane } : {}),
    };
    const schoolApp = apps.get(school.id, () =>
      createApp({ ...schoolDeps(deps, school.id), sweepOnWrites: deps.sweepOnWrites }),
    );
    if (base) req.url = req.url.slice(base.length) || '/';
    // The school's app sees its own context (addresses on this host) for this request.
    res.locals.school = context;
    runInSchool(context, () => schoolApp(req, res, next));
  });
  app.use((_req, _res, next) => next(notFound()));
  // No school, or a retired one: a person gets a page with the directory's link, the API its JSON.
  app.use(errorPages);
  app.use(errorHandler);
  return app;
}
