/** Security and caching headers, as Hosting and the function send them (firebase.json, the Astro app; docs/decisions/0002). */
import { describe, expect, it } from 'vitest';
import { SITE } from './site';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values];
      }),
  );
}

describe('Hosting headers', () => {
  it.each(['/', '/docentes', '/contacto', '/login', '/admin', '/admin/papelera', '/carouselEdit/abc'])(
    '%s has a strict CSP and the hardening headers',
    async (path) => {
      const res = await fetch(`${SITE}${path}`);
      expect(res.status).toBe(200);
      const csp = directives(res.headers.get('content-security-policy') ?? '');
      const adminArea = /^\/(?:login|admin|[A-Za-z]+Edit\/)/.test(path);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      // A public page's policy is Astro's: 'self' and the hashes of the scripts it inlines, never
      // 'unsafe-inline'; the admin area's single-page app inlines none.
      if (adminArea) expect(csp.get('script-src')).toEqual(["'self'"]);
      else {
        expect(csp.get('script-src')![0]).toBe("'self'");
        for (const source of csp.get('script-src')!.slice(1))
          expect(source).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
      }
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://www.facebook.com']);
      // Only what the site calls: itself (/api) and Firebase Auth, plus the local Auth emulator on
      // the admin area here (scripts/emulator-config.mjs). No mail service: mail is the function's.
      const authEmulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
      expect(csp.get('connect-src')).toEqual([
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        ...(adminArea ? [authEmulator] : []),
      ]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      // The admin area's document is always asked again; a public page, rendered by the function,
      // may be kept a minute by the CDN and never by the browser.
      expect(res.headers.get('cache-control')).toBe(
        adminArea ? 'no-cache' : 'public, max-age=0, s-maxage=60',
      );
    },
  );

  // The admin area's paths get admin.html (its single-page app); every other path is the
  // function's, which renders a public page (Astro) or the site's 404 page.
  it.each([
    ['/login', 'admin'],
    ['/admin', 'admin'],
    ['/admin/papelera', 'admin'],
    ['/admin/administradores', 'admin'],
    ['/carouselEdit/abc', 'admin'],
    ['/docentesCreate', 'admin'],
    ['/', 'site'],
    ['/docentes', 'site'],
    ['/transparencia/contratacion', 'site'],
    ['/administrativos', 'site'],
    ['/cualquier/otra/ruta', 'site'],
  ])('%s is served by the %s', async (path, part) => {
    const html = await (await fetch(`${SITE}${path}`)).text();
    if (part === 'admin') {
      expect(html).toContain('<div id="root"></div>');
      expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/admin-/);
    } else {
      expect(html).not.toContain('<div id="root">');
      expect(html).toContain('aria-label="Menú principal"');
    }
  });

  it('caches hashed assets for a year, immutable', async () => {
    const html = await (await fetch(`${SITE}/docentes`)).text();
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
