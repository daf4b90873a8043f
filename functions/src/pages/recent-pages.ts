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
