/**
 * What deploys (firebase.json) names no local address: the auth emulator's address in the
 * Content-Security-Policy let any page of the real site connect to the visitor's own machine.
 * The emulator runs with firebase.emulator.json (scripts/emulator-config.mjs), which differs from
 * it by exactly that address.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../functions/src/http/security-headers';
import { CONTENT_SECURITY_POLICY } from '../../functions/src/model/content-security';

type Config = { hosting: { headers: Array<{ headers: Array<{ key: string; value: string }> }> } };
const read = (file: string) => JSON.parse(readFileSync(join(process.cwd(), file), 'utf8')) as Config;
const csp = (config: Config) =>
  config.hosting.headers.flatMap((b) => b.headers).find((h) => h.key === 'Content-Security-Policy')!.value;

describe('the production Hosting headers', () => {
  it('hold no emulator or local address', () => {
    const headers = JSON.stringify(read('firebase.json').hosting.headers);
    expect(headers).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]|0\.0\.0\.0|:9099/);
    // Only what the site calls: itself and Firebase Auth.
    expect(csp(read('firebase.json'))).toMatch(
      /connect-src 'self' https:\/\/identitytoolkit\.googleapis\.com https:\/\/securetoken\.googleapis\.com;/,
    );
  });

  it('the emulator config is the same plus the auth emulator in connect-src, nothing else', () => {
    execFileSync(process.execPath, ['scripts/emulator-config.mjs']);
    const prod = read('firebase.json');
    const emulator = read('firebase.emulator.json');
    expect(csp(emulator)).toBe(csp(prod).replace(/(connect-src [^;]*)/, '$1 http://127.0.0.1:9099'));
    const withoutCsp = (c: Config) =>
      JSON.stringify({
        ...c,
        hosting: {
          ...c.hosting,
          headers: c.hosting.headers.map((b) => ({
            ...b,
            headers: b.headers.filter((h) => h.key !== 'Content-Security-Policy'),
          })),
        },
      });
    expect(withoutCsp(emulator)).toBe(withoutCsp(prod));
  });
});

describe("the function's own hardening headers", () => {
  type Blocks = Array<{ source?: string; regex?: string; headers: Array<{ key: string; value: string }> }>;
  const blocks = () => (read('firebase.json') as unknown as { hosting: { headers: Blocks } }).hosting.headers;

  it("are the ones Hosting adds to everything it serves, and the admin area's policy", () => {
    const everything = blocks().find((b) => b.source === '**')!.headers;
    const admin = blocks()
      .find((b) => b.regex?.includes('admin'))!
      .headers.find((h) => h.key === 'Content-Security-Policy')!;
    // Hosting sends no policy of its own to the function's answers: a public page's is Astro's.
    expect(everything.some((h) => h.key === 'Content-Security-Policy')).toBe(false);
    expect(SECURITY_HEADERS).toEqual([{ key: 'Content-Security-Policy', value: admin.value }, ...everything]);
    expect(admin.value).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe('the region', () => {
  it('is the same where the function runs and where Hosting sends its rewrites', () => {
    const index = readFileSync(join(process.cwd(), 'functions/src/index.ts'), 'utf8');
    const region = /export const REGION = '([a-z0-9-]+)'/.exec(index)?.[1];
    expect(region).toBe('us-east1');
    const rewrites = (
      JSON.parse(readFileSync(join(process.cwd(), 'firebase.json'), 'utf8')) as {
        hosting: { rewrites: Array<{ function?: { region: string } }> };
      }
    ).hosting.rewrites.filter((r) => r.function);
    expect(rewrites.length).toBeGreaterThan(0);
    for (const rewrite of rewrites) expect(rewrite.function!.region).toBe(region);
  });
});
