import { PARTICIPA_PAGES, TRANSPARENCY_ANNEX } from '@model/public';
import { describe, expect, it } from 'vitest';
import { PAGES } from '@/config/pages';
import { publicRoutes } from './public-routes';
import { sitemapXml } from './sitemap';

describe('publicRoutes', () => {
  const paths = publicRoutes().map((route) => route.path);

  it('has every public page of the registry, each transparency category and Participa section, and no admin or login page', () => {
    for (const page of PAGES.filter((p) => !p.path.includes(':') && p.id !== 'login')) {
      // A page a personal link opens (`noindex`) is no address for a crawler.
      if ('noindex' in page && page.noindex) expect(paths).not.toContain(page.path);
      else expect(paths).toContain(page.path);
    }
    for (const category of TRANSPARENCY_ANNEX) expect(paths).toContain(`/transparencia/${category.slug}`);
    // The five Participa sections with a page of their own (rendición de cuentas is /rendicioncuentas).
    expect(paths.filter((path) => path.startsWith('/participa/'))).toEqual(
      PARTICIPA_PAGES.map((s) => `/participa/${s.slug}`),
    );
    expect(paths).not.toContain('/participa/rendicion-de-cuentas');
    expect(paths).not.toContain('/login');
    expect(paths.some((path) => path.includes(':') || path === '/admin' || path.endsWith('Edit'))).toBe(
      false,
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("leaves a record's page (an article, an album) to the function's sitemap", () => {
    expect(paths.some((path) => path.startsWith('/noticias/') || path.startsWith('/galeria/'))).toBe(false);
  });

  it('gives every route a title and a description of its own', () => {
    const routes = publicRoutes();
    expect(routes.every((route) => route.title && route.description.length > 20)).toBe(true);
    expect(new Set(routes.map((route) => route.title)).size).toBe(routes.length);
    const category = routes.find((route) => route.path === '/transparencia/contratacion')!;
    expect(category.title).toMatch(/Contratación \| Transparencia$/);
    expect(routes.find((route) => route.path === '/participa/control-social')!.title).toBe(
      'Control social | Participa',
    );
  });
});

describe('sitemapXml', () => {
  it('lists each address, absolute and escaped, in the sitemaps.org format', () => {
    const xml = sitemapXml('https://colegio.edu.co', ['/', '/docentes', '/a&b']);
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect([...doc.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual([
      'https://colegio.edu.co/',
      'https://colegio.edu.co/docentes',
      'https://colegio.edu.co/a&b',
    ]);
  });
});
