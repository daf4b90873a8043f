/**
 * The search's limit per client (decision 0020): a token bucket in the instance's memory, so a
 * query costs no Firestore read (the PQRSD limit counts in Firestore because a filing is rare and
 * must hold across instances; a search is cheap and cached a minute at the edge). The client is
 * the same salted hash of the platform's address (pqrsd/rate-limit.ts clientKey, decision 0018).
 * SEARCH_RATE_LIMIT: searches a minute per client (default 60, a burst of as many).
 */
const DEFAULT_PER_MINUTE = 60;
/** Clients remembered at most: a flood of new addresses forgets the oldest, never grows without end. */
const MAX_CLIENTS = 10_000;

export class SearchRateLimit {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly clock: () => number = Date.now) {}

  private perMinute(): number {
    const configured = Number(process.env.SEARCH_RATE_LIMIT ?? DEFAULT_PER_MINUTE);
    return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_PER_MINUTE;
  }

  /** Whether this client may search now (and a token taken if so). */
  take(client: string): boolean {
    const rate = this.perMinute();
    const now = this.clock();
    const bucket = this.buckets.get(client) ?? { tokens: rate, at: now };
    bucket.tokens = Math.min(rate, bucket.tokens + ((now - bucket.at) / 60_000) * rate);
    bucket.at = now;
    this.buckets.delete(client);
    if (this.buckets.size >= MAX_CLIENTS) this.buckets.delete(this.buckets.keys().next().value!);
    this.buckets.set(client, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}
