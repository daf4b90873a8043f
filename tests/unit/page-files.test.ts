/**
 * The page registry (functions/src/model/pages.ts) is the one list of public pages; Astro's file
 * routing (web/src/pages/) must follow it: one file per registry path, no page file the registry
 * does not name, and each file reads its own entry. Besides the pages: the 404 and 500 pages, the
 * catch-all that sends any other address to the 404 page, the sitemap.xml endpoint, and the
 * platform's directory of schools (no school's page: the platform's router renders it at `/` of
 * its own domain, and inside a school it is the 404 page).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES, type PageDef } from '../../functions/src/model/pages';

const ROOT = join(__dirname, '../../web/src/pages');
const NOT_PAGES = [
  '404.astro',
  '500.astro',
  '[...unknown].astro',
  'sitemap.xml.ts',
  'directorio-de-colegios.astro',
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [relative(ROOT, path)];
  });
}

/** The file Astro routes a registry path to: `/a/:b` → `a/[b].astro`, `/a` → `a.astro` or `a/index.astro`. */
function fileOf(page: PageDef): string {
  const path = page.path.replace(/:([a-z]+)/g, '[$1]');
  if (path === '/') return 'index.astro';
  const flat = `${path.slice(1)}.astro`;
  return existsSync(join(ROOT, flat)) ? flat : `${path.slice(1)}/index.astro`;
}

const PUBLIC = (PAGES as readonly PageDef[]).filter((page) => page.id !== 'login');

describe('the page files', () => {
  it.each(PUBLIC.map((page) => [page.id, page] as const))(
    '%s has its one file, which reads its own registry entry',
    (_id, page) => {
      const file = fileOf(page);
      expect(existsSync(join(ROOT, file)), file).toBe(true);
      const source = readFileSync(join(ROOT, file), 'utf8');
      const ids = [...source.matchAll(/load(?:Page|Frame)\(Astro(?:, '([a-z]+)')?\)/g)].map((m) => m[1]);
      expect(ids, file).toEqual([page.id]);
    },
  );

  it('has no page the registry does not name', () => {
    const named = new Set(PUBLIC.map(fileOf));
    expect(files(ROOT).filter((file) => !named.has(file) && !NOT_PAGES.includes(file))).toEqual([]);
  });
});
