/** The per-client limit of searches: its share a minute, then refusals until tokens come back. */
import { describe, expect, it } from 'vitest';
import { PerClientRateLimit, SEARCH_RATE } from './per-client-rate-limit';

describe('search rate limit', () => {
  it('lets a client search its share a minute, then refuses until tokens come back', () => {
    let t = 0;
    const limit = new PerClientRateLimit(SEARCH_RATE, () => t);
    const results = Array.from({ length: 61 }, () => limit.take('a'));
    expect(results.filter(Boolean)).toHaveLength(60);
    expect(results.at(-1)).toBe(false);
    expect(limit.take('b')).toBe(true);
    t += 1_000;
    expect(limit.take('a')).toBe(true);
    expect(limit.take('a')).toBe(false);
  });
});
