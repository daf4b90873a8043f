/**
 * GET /vista-previa/{collection}/{id} (decision 0021): a draft, a record in review or a
 * scheduled item as its public page will show it, for the staff who may edit it (a colaborador:
 * its own). The same page as the public one (routes/pages.ts: the Astro app), rendered with the
 * record among the page's data, a "Vista previa" band above it and no script (the page reads
 * whole without one; web/src/middleware.ts does the rest).
 * Never cached, never indexed; anyone else gets the site's 404 page (no token, a token of another
 * project, a record that does not exist or was deleted), which says nothing of what exists.
 *
 * A browser navigation carries no Authorization header. Before opening the address, the admin
 * asks `POST /vista-previa/sesion` with its ID token for a preview credential
 * (data/preview-sessions.ts): a random value the server keeps, set in the cookie `__session` (the
 * one Firebase Hosting forwards to functions), HttpOnly, SameSite=Strict, Secure outside the
 * emulators, on this path only. The ID token never goes into a cookie. `DELETE /vista-previa/sesion`
 * (the admin's "Cerrar sesión") revokes it and clears the cookie; a revoked or expired credential
 * gets the 404 page. Each use checks the account as it is now (role, disabled, revoked sessions).
 *
 * The page's files are served under `/vista-previa/media/{name}` with the same credential: a draft's
 * pictures and PDFs are not public (routes/media.ts), and the page's addresses are rewritten to it.
 */
import { Router, type Request, type Response } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { now } from '../data/clock';
import {
  mintPreviewSession,
  PREVIEW_SESSION_MS,
  previewSessionOf,
  revokePreviewSession,
} from '../data/preview-sessions';
import { forVisitors, type RecordStore } from '../data/records';
import type { Bucket } from '../files/bucket';
import { HttpError } from '../http/errors';
import { siteOrigin } from '../tenancy/site-origin';
import { currentSchool } from '../tenancy/current-school';
import { siteHref } from '../model/site-href';
import { currentRoleOf, verifyStaff } from '../http/require-role';
import { mediaRouter } from './media';
import {
  can,
  creatorOf,
  DRAFT_COLLECTIONS,
  DRAFT_LABELS,
  draftStateOf,
  getCollection,
  isCollectionName,
  proposesOnly,
  ROLE_LABELS,
  scheduleState,
  writeCapabilityOf,
  type AnyRecord,
  type CollectionName,
  type Role,
} from '../model';
import type { PageContext } from '../model/page-context';
import type { PublicRecord } from '../model/public';
import { compressPage } from '../pages/compressed-pages';
import { siteHandler, type SiteHandler } from '../pages/site-handler';
import { secretariaOfSchool } from './pages';
import { SHARE_PAGES } from '../model/share-pages/registry';

export const PREVIEW_PATH = '/vista-previa';
/** The cookie Firebase Hosting forwards to functions (every other cookie is stripped). */
export const PREVIEW_COOKIE = '__session';
const PRIVATE = 'private, no-store';

/**
 * The cookie's attributes: never readable by scripts, never sent from another site, this path
 * only (under the school's base on the platform's domain: each school's preview its own).
 */
function cookieAttributes(maxAgeSeconds: number): string {
  const secure = process.env.FUNCTIONS_EMULATOR === 'true' ? '' : '; Secure';
  return `Path=${siteHref(currentSchool()?.base ?? '', PREVIEW_PATH)}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

/** Who may open a preview at all: the roles that write a publishing collection (a colaborador: its drafts). */
const mayPreviewAny = (role: Role) =>
  DRAFT_COLLECTIONS.some((name) => can(role, writeCapabilityOf(name)) || proposesOnly(role, name));

/** The public page a record shows on: its own address (an article, an album, an event), else its list or every page (a notice). */
function publicPathOf(name: CollectionName, record: AnyRecord): string {
  const share = SHARE_PAGES.find((page) => page.collection === name);
  return share ? (share.pathOf(record) ?? share.base) : '/';
}

function cookieValue(req: Request, name: string): string | null {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Where the record stands, in the band's words. */
function stateOf(name: CollectionName, record: AnyRecord, nowMs: number): string {
  const def = getCollection(name);
  const draft = draftStateOf(def, record);
  if (draft !== 'publicado') return DRAFT_LABELS[draft];
  return scheduleState(def, record, nowMs) ?? 'Publicada';
}

/** The band above the page, which is otherwise exactly the public one. */
function band(title: string, state: string): string {
  return (
    '<div class="preview-band" role="status" style="margin:0;padding:.6rem 1rem;background:#5c2d91;color:#fff;font:600 15px/1.4 system-ui,sans-serif;text-align:center">' +
    `Vista previa: «${escapeHtml(title)}» (${escapeHtml(state)}). ` +
    (state === 'Publicada'
      ? 'Así se ve la página: ya es pública.'
      : 'Así se verá la página cuando se publique; los visitantes todavía no la ven.') +
    '</div>'
  );
}

export interface PreviewOptions {
  site?: () => Promise<SiteHandler>;
  clock?: () => number;
}

export function previewRouter(
  records: RecordStore,
  db: Firestore,
  bucket: Bucket,
  auth: Auth,
  options: PreviewOptions = {},
): Router {
  const router = Router();
  const load = options.site ?? (() => siteHandler());
  const clock = options.clock ?? Date.now;

  /** The staff member behind the request's preview credential, as the account stands now; or null. */
  async function previewer(req: Request): Promise<{ uid: string; role: Role } | null> {
    const credential = cookieValue(req, PREVIEW_COOKIE);
    if (!credential) return null;
    const session = await previewSessionOf(db, credential, await now(db));
    if (!session) return null;
    const role = await currentRoleOf(auth, session.uid, session.createdAtMs);
    return role && mayPreviewAny(role) ? { uid: session.uid, role } : null;
  }

  // The credential: minted for a verified staff member's ID token, revoked at sign-out.
  router.post(`${PREVIEW_PATH}/sesion`, async (req, res) => {
    const staff = await verifyStaff(auth, req.get('authorization') ?? '');
    if (!mayPreviewAny(staff.role))
      throw new HttpError(403, 'forbidden', `Su rol (${ROLE_LABELS[staff.role]}) no permite ver borradores.`);
    const credential = await mintPreviewSession(db, staff.token.uid, await now(db));
    res
      .status(204)
      .set('Cache-Control', PRIVATE)
      .set('Set-Cookie', `${PREVIEW_COOKIE}=${credential}; ${cookieAttributes(PREVIEW_SESSION_MS / 1000)}`)
      .end();
  });
  router.delete(`${PREVIEW_PATH}/sesion`, async (req, res) => {
    const credential = cookieValue(req, PREVIEW_COOKIE);
    if (credential) await revokePreviewSession(db, credential);
    res
      .status(204)
      .set('Cache-Control', PRIVATE)
      .set('Set-Cookie', `${PREVIEW_COOKIE}=; ${cookieAttributes(0)}`)
      .end();
  });

  // The preview's files: whatever the page shows, for whoever holds a valid credential.
  router.use(
    `${PREVIEW_PATH}/media`,
    mediaRouter(bucket, db, async (req) => (await previewer(req)) !== null),
  );

  /** The page at `path`, rendered by the site with `reads` and the band (none for the 404). */
  async function render(
    req: Request,
    res: Response,
    path: string,
    reads: PageContext['reads'],
    band: string,
  ) {
    const [handler, secretaria] = await Promise.all([load(), secretariaOfSchool()]);
    req.url = path;
    const page: PageContext = {
      reads,
      // Never kept: a preview is no version of the public page.
      copies: { remember: () => undefined, recall: () => null, compress: compressPage },
      origin: siteOrigin(),
      base: currentSchool()?.base ?? '',
      allowed: true,
      now: clock(),
      preview: { band },
      ...(secretaria ? { secretaria } : {}),
    };
    await handler(req, res, () => res.status(404).end(), { page });
  }

  /** The record the caller may preview, or null (then: the site's 404, whatever the reason). */
  async function previewable(req: Request): Promise<{ name: CollectionName; record: AnyRecord } | null> {
    const name = String(req.params.collection ?? '');
    const id = String(req.params.id ?? '');
    if (
      !isCollectionName(name) ||
      !DRAFT_COLLECTIONS.includes(name) ||
      !/^[A-Za-z0-9_-]{1,128}$/.test(id) ||
      /^__.*__$/.test(id)
    )
      return null;
    const staff = await previewer(req);
    if (!staff) return null;
    const mayEdit = can(staff.role, writeCapabilityOf(name));
    if (!mayEdit && !proposesOnly(staff.role, name)) return null;
    const record = await records.get(name, id);
    if (!record) return null;
    if (!mayEdit && creatorOf(record) !== staff.uid) return null;
    return { name, record };
  }

  router.get(`${PREVIEW_PATH}/:collection/:id`, async (req, res) => {
    const found = await previewable(req);
    const visitorReads: PageContext['reads'] = {
      list: <N extends CollectionName>(name: N) =>
        records.listForVisitors(name) as Promise<PublicRecord<N>[]>,
      search: async (query) => ({ query, total: 0, groups: [] }),
      noAplica: async () => [],
      pqrsdReport: async () => ({ semesters: [], quarters: [] }),
      subscription: async () => null,
    };
    if (!found) return render(req, res, '/404', visitorReads, '');
    const { name, record } = found;
    const [shown] = forVisitors(name, [record]);
    // The record as the page will list it once public: in place of its public copy, or first.
    const reads: PageContext['reads'] = {
      ...visitorReads,
      list: async <N extends CollectionName>(list: N) => {
        const published = await visitorReads.list(list);
        if (list !== name) return published;
        return [shown as PublicRecord<N>, ...published.filter((r) => r._id !== record._id)];
      },
    };
    const title = String(record.title ?? record.text ?? '');
    await render(req, res, publicPathOf(name, record), reads, band(title, stateOf(name, record, clock())));
  });

  return router;
}
