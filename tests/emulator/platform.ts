/**
 * Helpers of the platform's tests: its address (the Secretaría's domain, where every school is
 * at /{slug}/), a school's address as a subdomain of localhost (Node's fetch cannot resolve
 * `*.localhost`: the host goes in X-Forwarded-Host to SITE, as Hosting forwards a browser's),
 * and the seeded accounts' tokens (scripts/seed/accounts.ts).
 */
import { SEED_ACCOUNTS, type SeedAccount } from '../../scripts/seed/accounts';
import { call, signIn, SITE, type CallOptions, type CallResult } from './site';

/** The platform's Hosting origin (scripts/with-emulators.sh exports it). */
export const PLATFORM = process.env.EMULATOR_PLATFORM ?? SITE.replace('127.0.0.1', 'localhost');

/** A call on the platform's domain: `/api/plataforma/…`, or a school's `/{slug}/…`. */
export const platformCall = <T = unknown>(method: string, path: string, options: CallOptions = {}) =>
  call<T>(method, path, { ...options, base: PLATFORM });

/** A call to school `slug` at `{slug}.localhost`, as a browser would make it. */
export function subdomainCall<T = unknown>(
  slug: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const { port } = new URL(SITE);
  return call<T>(method, path, {
    ...options,
    headers: { ...options.headers, 'X-Forwarded-Host': `${slug}.localhost:${port}` },
  });
}

/** The seeded account of a school's administrator or of a platform role. */
export function seededAccount(which: { school: string } | { platform: string }): SeedAccount {
  const account = SEED_ACCOUNTS.find((a) =>
    'school' in which ? a.school === which.school : a.platform === which.platform,
  );
  if (!account) throw new Error(`no seeded account for ${JSON.stringify(which)}`);
  return account;
}

/** An ID token of a seeded account. */
export const seededToken = (account: SeedAccount) => signIn(account.email, account.password);
