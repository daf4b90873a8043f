/** Security and caching headers, as Hosting sends them (firebase.json; docs/decisions/0002). */
import { describe, expect, it } from 'vitest';
import { SITE } from './site';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
      const [name, ...values] = d.split(/\s+/);
      return [name!, values];
    }),
  );
}

describe('Hosting headers', () => {
  it.each(['/', '/docentes', '/contacto', '/login', '/admin', '/admin/papelera', '/carouselEdit/abc'])('%s has a strict CSP and the hardening headers', async (path) => {
    const res = await fetch(`${SITE}${path}`);
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get('content-security-policy') ?? '');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://www.facebook.com']);
    // Only what the site calls (issue 46): itself (/api) and Firebase Auth, plus the local Auth
    // emulator here (scripts/emulator-config.mjs). No mail service: mail is the function's.
    const authEmulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', authEmulator]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    // The admin area's document is always asked again; a public page, rendered by the function,
    // may be kept a minute by the CDN and never by the browser (issue 47, decision 0019).
    const adminArea = /^\/(?:login|admin|[A-Za-z]+Edit\/)/.test(path);
    expect(res.headers.get('cache-control')).toBe(adminArea ? 'no-cache' : 'public, max-age=0, s-maxage=60');
  });

  // Two builds (decision 0006): the admin area's paths get admin.html (the data router), every
  // other path the public pages' index.html, whose first load carries no data router.
  it.each([
    ['/login', 'admin'],
    ['/admin', 'admin'],
    ['/admin/papelera', 'admin'],
    ['/admin/administradores', 'admin'],
    ['/carouselEdit/abc', 'admin'],
    ['/docentesCreate', 'admin'],
    ['/', 'index'],
    ['/docentes', 'index'],
    ['/transparencia/contratacion', 'index'],
    ['/administrativos', 'index'],
    ['/cualquier/otra/ruta', 'index'],
  ])('%s is served the %s.html build', async (path, build) => {
    const html = await (await fetch(`${SITE}${path}`)).text();
    // A public page names the boot script, which loads index.html's entry after the content
    // (decision 0019); the admin area's HTML names its entry itself.
    const script = /<script type="module"[^>]* src="\/assets\/([a-z]+)-[^"]*"(?: data-entry="\/assets\/([a-z]+)-)?/.exec(html);
    expect(script?.[2] ?? script?.[1]).toBe(build);
    if (build === 'index') expect(script?.[1]).toBe('boot');
  });

  it('caches hashed assets for a year, immutable', async () => {
    const html = await (await fetch(`${SITE}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const res = await fetch(`${SITE}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('API answers keep their own cache policy', async () => {
    const res = await fetch(`${SITE}/api/carousel`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=20, s-maxage=30');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
