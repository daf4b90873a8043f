/**
 * GET /vista-previa/{collection}/{id} (issue 49, decision 0021): a draft, a record in review or a
 * scheduled item as its public page will show it, for the staff who may edit it (a colaborador:
 * its own). The same server render as the public page (routes/pages.ts, decision 0019), with the
 * record put into the page's data, a "Vista previa" band above it, and no script (the browser's
 * router would take /vista-previa for an unknown address; the page reads whole without one).
 * Never cached, never indexed; anyone else gets the site's 404 page (no token, a token of another
 * project, a record that does not exist or was deleted), which says nothing of what exists.
 *
 * A browser navigation carries no Authorization header: the admin sets the ID token in the cookie
 * `__session` (the one Firebase Hosting forwards to functions), on this path only, before opening
 * the address (web/src/features/admin/review/preview-link.tsx). The token is checked as on every
 * staff route (http/require-role.ts verifyStaff: current role, revoked sessions).
 */
import { Router, type Request, type Response } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { forVisitors, type RecordStore } from '../data/records';
import { siteOrigin } from '../http/site-origin';
import { verifyStaff } from '../http/require-role';
import {
  can,
  creatorOf,
  DRAFT_COLLECTIONS,
  DRAFT_LABELS,
  draftStateOf,
  getCollection,
  isCollectionName,
  proposesOnly,
  scheduleState,
  writeCapabilityOf,
  type AnyRecord,
  type CollectionName,
} from '../model';
import { pagePayload } from '../pages/page-payload';
import { renderer, type HeadMeta, type Renderer } from '../pages/renderer';
import { SHARE_PAGES } from '../share-pages/registry';

export const PREVIEW_PATH = '/vista-previa';
/** The cookie Firebase Hosting forwards to functions (every other cookie is stripped). */
export const PREVIEW_COOKIE = '__session';
const PRIVATE = 'private, no-store';

/** The public page a record shows on: its own address (an article, an album), else its list or every page (a notice). */
function publicPathOf(name: CollectionName, record: AnyRecord): string {
  const share = SHARE_PAGES.find((page) => page.collection === name);
  if (share) return share.pathOf(record) ?? share.base;
  return name === 'eventos' ? '/eventos' : '/';
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

/** The band above the page: outside the rendered root, so the page itself is exactly the public one. */
function band(title: string, state: string): string {
  return (
    '<div class="preview-band" role="status" style="margin:0;padding:.6rem 1rem;background:#5c2d91;color:#fff;font:600 15px/1.4 system-ui,sans-serif;text-align:center">' +
    `Vista previa: «${escapeHtml(title)}» (${escapeHtml(state)}). ` +
    (state === 'Publicada' ? 'Así se ve la página: ya es pública.' : 'Así se verá la página cuando se publique; los visitantes todavía no la ven.') +
    '</div>'
  );
}

/** The render without its scripts: a preview is looked at, and the browser's router would not know its address. */
const withoutScripts = (html: string) =>
  html.replace(/<script type="module"[^>]*><\/script>\s*/g, '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '');

export interface PreviewOptions {
  renderer?: () => Renderer;
  clock?: () => number;
}

export function previewRouter(records: RecordStore, auth: Auth, options: PreviewOptions = {}): Router {
  const router = Router();
  const load = options.renderer ?? (() => renderer());
  const clock = options.clock ?? Date.now;

  const send = (res: Response, status: number, html: string) =>
    res
      .status(status)
      .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PRIVATE, 'X-Robots-Tag': 'noindex', Vary: 'Cookie' })
      .send(html);

  /** The record the caller may preview, or null (then: the site's 404, whatever the reason). */
  async function previewable(req: Request): Promise<{ name: CollectionName; record: AnyRecord } | null> {
    const name = String(req.params.collection ?? '');
    const id = String(req.params.id ?? '');
    if (!isCollectionName(name) || !DRAFT_COLLECTIONS.includes(name) || !/^[A-Za-z0-9_-]{1,128}$/.test(id) || /^__.*__$/.test(id)) return null;
    const token = cookieValue(req, PREVIEW_COOKIE);
    if (!token) return null;
    const staff = await verifyStaff(auth, `Bearer ${token}`).catch(() => null);
    if (!staff) return null;
    const mayEdit = can(staff.role, writeCapabilityOf(name));
    if (!mayEdit && !proposesOnly(staff.role, name)) return null;
    const record = await records.get(name, id);
    if (!record) return null;
    if (!mayEdit && creatorOf(record) !== staff.token.uid) return null;
    return { name, record };
  }

  router.get(`${PREVIEW_PATH}/:collection/:id`, async (req, res) => {
    const { module, assets } = load();
    const found = await previewable(req);
    if (!found) {
      const payload = await pagePayload(records, []);
      const html = await module.renderDocument({ url: req.path, origin: siteOrigin(), payload, assets, noindex: true });
      return send(res, 404, withoutScripts(html));
    }
    const { name, record } = found;
    const path = publicPathOf(name, record);
    const match = module.matchRoute(path);
    const payload = await pagePayload(records, module.collectionsOf(match?.page));
    const [shown] = forVisitors(name, [record]);
    // The record as the page will list it once public: in place of its public copy, or first.
    if (name === 'avisos') payload.notices = [shown!, ...payload.notices.filter((r) => r._id !== record._id)];
    else payload.records[name] = [shown!, ...(payload.records[name] ?? []).filter((r) => r._id !== record._id)];
    let meta: Partial<HeadMeta> | undefined;
    const share = SHARE_PAGES.find((page) => page.collection === name && page.pathOf(record) === path);
    if (share) {
      const siteName = String(payload.settings?.title ?? '');
      const { image, ...rest } = share.toMeta(record, { origin: siteOrigin(), siteName, path });
      meta = { ...rest, type: 'article', ...(image ? { image } : {}) };
    }
    const html = await module.renderDocument({ url: path, origin: siteOrigin(), payload, assets, meta, noindex: true });
    const title = String(record.title ?? record.text ?? '');
    send(res, 200, withoutScripts(html).replace('<!--stale-->', () => band(title, stateOf(name, record, clock()))));
  });

  return router;
}
