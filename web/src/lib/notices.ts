/**
 * The current notices (`avisos`: "Mañana no hay clases…"): their type, which site/load-page.ts
 * reads with every page and NoticeBar renders in the page's HTML, so nothing moves later
 * (docs/decisions/0013-notice-bar.md). Below it, a client-side store of them, written for the old
 * client-rendered pages and called by no page now: notices read before a first render, marked late
 * when they answer after it (the bar then lies over the page), a notice closed by the visitor kept
 * closed for the visit (sessionStorage), one whose "hasta" passes gone at the next render.
 */
import { useSyncExternalStore } from 'react';
import type { PublicRecord } from '@model/public';
import { apiRequest } from './api-client';
import { FIRST_RENDER_WAIT_MS } from './site-settings';

export type Notice = PublicRecord<'avisos'>;

/** sessionStorage key: the notices this visit closed (id and version, so an edited one shows again). */
export const CLOSED_KEY = 'avisos-cerrados';

let notices: Notice[] = [];
let closed = readClosed();
/** The client has rendered the page (markFirstRender): notices set from now on are late. */
let rendered = false;
/** The notices came after the first render: the bar overlays the page (see NoticeBar). */
let late = false;
const listeners = new Set<() => void>();
let snapshot: Notice[] = [];
/** What the server rendered: the same notices, none closed (hydration starts from it). */
let served: Notice[] = [];

function readClosed(): Set<string> {
  try {
    const raw = globalThis.sessionStorage?.getItem(CLOSED_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    // Storage blocked (private mode, a sandboxed frame): closing then lasts for this page only.
    return new Set();
  }
}

const closeKey = (notice: Notice) => `${notice._id}:${notice.updatedAt ?? ''}`;

/**
 * Urgent first, then the newest; only those still current and, unless `ignoreClosed` (what the
 * server rendered, which cannot know what this visit closed), not closed in this visit.
 */
function visible(nowMs = Date.now(), ignoreClosed = false): Notice[] {
  return notices
    .filter((n) => n.text && n.until && Date.parse(n.until) > nowMs && (ignoreClosed || !closed.has(closeKey(n))))
    .sort((a, b) => Number(b.level === 'urgente') - Number(a.level === 'urgente') || (b.from ?? '').localeCompare(a.from ?? ''));
}

function publish() {
  snapshot = visible();
  served = visible(Date.now(), true);
  listeners.forEach((listener) => listener());
}

export function setNotices(list: Notice[]): void {
  notices = list;
  late = rendered;
  publish();
}

/** Just before a client's first render: notices that come after this must not move the page. */
export function markFirstRender(): void {
  rendered = true;
}

/** Whether the notices came after the first render (the bar then overlays the page, moving nothing). */
export function noticesCameLate(): boolean {
  return late;
}

export function closeNotice(notice: Notice): void {
  closed.add(closeKey(notice));
  try {
    globalThis.sessionStorage?.setItem(CLOSED_KEY, JSON.stringify([...closed]));
  } catch {
    // See readClosed.
  }
  publish();
}

/** For tests: forget the notices and what this visit closed. */
export function resetNotices(): void {
  notices = [];
  closed = readClosed();
  rendered = false;
  late = false;
  publish();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotices(): Notice[] {
  // Hydration reads the server's list, then React renders again with this visit's (a notice it
  // closed goes); on the server both are the same.
  return useSyncExternalStore(subscribe, () => snapshot, () => served);
}

/**
 * Reads GET /api/avisos (public: only current notices, briefly cached). Resolves within the
 * settings' first-render wait and never rejects: without the notices the page still shows, just
 * without the bar; a late answer then adds it over the page (noticesCameLate), moving nothing.
 */
export function loadNotices(): Promise<void> {
  const request = apiRequest<Notice[]>('/api/avisos').then(
    (list) => setNotices(Array.isArray(list) ? list : []),
    (error: unknown) => console.error('No se pudieron cargar los avisos:', error),
  );
  return Promise.race([request, new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
}
