/**
 * A limit per client on what a visitor can make the function do without bound: searches
 * (decision 0020) and page renders (each unique address that misses the CDN costs a render). A
 * token bucket in the instance's memory, so a request costs no Firestore read (the PQRSD limit
 * counts in Firestore because a filing is rare and must hold across instances; these are cheap and
 * cached a minute at the edge). The client is the same salted hash of the platform's address
 * (pqrsd/rate-limit.ts clientKey, decision 0018), never an address a client can write.
 *
 * The rate is read from an environment variable at each request (so a test can set it), falling
 * back to the default: requests a minute per client, with a burst of as many.
 */
/** Clients remembered at most: a flood of new addresses forgets the oldest, never grows without end. */
const MAX_CLIENTS = 10_000;

export interface RateSetting {
  /** The environment variable that sets the rate (requests a minute per client). */
  env: string;
  perMinute: number;
}

/** Searches: SEARCH_RATE_LIMIT a minute per client. */
export const SEARCH_RATE: RateSetting = { env: 'SEARCH_RATE_LIMIT', perMinute: 60 };
/**
 * Page renders: PAGE_RATE_LIMIT a minute per client. A visitor's pages mostly come from the CDN;
 * this bounds one client asking for ever new addresses (query strings), not a class browsing.
 */
export const PAGE_RATE: RateSetting = { env: 'PAGE_RATE_LIMIT', perMinute: 300 };
/**
 * Subscriptions (POST /api/suscripciones): SUBSCRIBE_RATE_LIMIT a minute per client. Each one may
 * mail a confirmation to an address a visitor typed: a person subscribes once, a flood is a bot.
 */
export const SUBSCRIBE_RATE: RateSetting = { env: 'SUBSCRIBE_RATE_LIMIT', perMinute: 5 };

export class PerClientRateLimit {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly setting: RateSetting,
    private readonly clock: () => number = Date.now,
  ) {}

  private perMinute(): number {
    const configured = Number(process.env[this.setting.env] ?? this.setting.perMinute);
    return Number.isInteger(configured) && configured > 0 ? configured : this.setting.perMinute;
  }

  /** Whether this client may go on now (and a token taken if so); `perMinute`: a test's rate instead. */
  take(client: string, perMinute?: number): boolean {
    const rate = perMinute ?? this.perMinute();
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
