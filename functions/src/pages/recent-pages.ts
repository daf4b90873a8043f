/**
 * The pages this instance rendered lately, kept in memory for when Firestore fails:
 * a page rendered a few minutes ago is better than an error page (stale-if-error). Bounded:
 * the most recent addresses only, each at most an hour old.
 */
const MAX_PAGES = 200;
const MAX_AGE_MS = 60 * 60 * 1000;

interface Kept {
  status: number;
  html: string;
  at: number;
}

export class RecentPages {
  private readonly pages = new Map<string, Kept>();

  remember(url: string, status: number, html: string, at: number): void {
    this.pages.delete(url);
    this.pages.set(url, { status, html, at });
    // A Map keeps insertion order: the first key is the least recently rendered.
    while (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
  }

  /** The copy of `url` rendered within the last hour, if any. */
  recall(url: string, now: number): Kept | null {
    const kept = this.pages.get(url);
    if (!kept || now - kept.at > MAX_AGE_MS) return null;
    return kept;
  }
}

/** The line a stale copy shows above the page (before the page's own content, which it leaves as it is). */
export const STALE_NOTICE =
  '<p class="stale-notice" role="status" style="margin:0;padding:.5rem 1rem;background:#fff4ce;color:#3d2c00;font:14px/1.4 system-ui,sans-serif;text-align:center">' +
  'No pudimos consultar la versión más reciente: es posible que este contenido tenga unos minutos de antigüedad.</p>';

/** A served copy with that line in place of the shell's mark. */
export const asStale = (html: string) => html.replace('<!--stale-->', () => STALE_NOTICE);
