/**
 * The newcomer's recipe (docs/architecture.md, "A new public page"), followed for real on a copy
 * of the site: one entry in the page registry and one file under web/src/pages/, nothing else.
 * The copy is built with Astro and served by the function's pages route; the new page must be
 * rendered without JavaScript, listed in the menu and sitemap.xml, and found by the site search.
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordStore } from '../../functions/src/data/records';
import type { SiteHandler } from '../../functions/src/pages/site-handler';
import { pagesRouter } from '../../functions/src/routes/pages';
import { PRE_PAINT } from '../../web/src/lib/accessibility-prefs';

const ROOT = join(__dirname, '../..');

/** Step 1: the registry entry. */
const ENTRY = `  {
    id: 'horario',
    path: '/horario',
    title: 'Horario de atención',
    description: 'Los días y las horas en que la secretaría atiende a las familias.',
    menu: { in: 'top', label: 'Horario' },
  },
`;

/** Step 2: the page's file, as the recipe writes it. */
const PAGE = `---
import PageFrame from '@/site/page-frame.astro';
import { loadPage } from '@/site/load-page';
import { registryHead } from '@/site/public-routes';

const data = await loadPage(Astro, 'horario');
---
<PageFrame data={data} head={registryHead(data.page)}>
  <main class="container">
    <h1>{data.page.title}</h1>
    <p>Lunes a viernes, de 7:00 a. m. a 3:00 p. m.</p>
  </main>
</PageFrame>
`;

let copy: string;
let base: string;
let close: () => void;
let searchFor: (q: string) => Promise<string[]>;

beforeAll(async () => {
  // Inside the repository, so the copy finds the installed packages.
  copy = mkdtempSync(join(ROOT, '.recipe-'));
  for (const part of [
    'web/src',
    'web/public',
    'web/astro.config.mjs',
    'web/tsconfig.json',
    'web/package.json',
    'tools/aliases.mjs',
    'tsconfig.json',
    'tsconfig.paths.json',
    'functions/src/model',
    'functions/src/search',
  ]) {
    cpSync(join(ROOT, part), join(copy, part), { recursive: true });
  }
  const registry = join(copy, 'functions/src/model/pages.ts');
  const source = readFileSync(registry, 'utf8');
  const end = source.indexOf('] as const satisfies readonly PageDef[];');
  expect(end).toBeGreaterThan(0);
  writeFileSync(registry, `${source.slice(0, end)}${ENTRY}${source.slice(end)}`);
  writeFileSync(join(copy, 'web/src/pages/horario.astro'), PAGE);

  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { build } from 'astro'; await build({ root: process.cwd(), logLevel: 'error' });",
    ],
    {
      cwd: join(copy, 'web'),
      stdio: 'inherit',
    },
  );

  const entry = pathToFileURL(join(copy, 'functions/site/server/entry.mjs')).href;
  const site = async () => ((await import(/* @vite-ignore */ entry)) as { handler: SiteHandler }).handler;
  const stored: Record<string, Record<string, unknown>[]> = { sitio: [{ _id: 's', title: 'IE San José' }] };
  const records = { listForVisitors: async (name: string) => stored[name] ?? [] } as unknown as RecordStore;
  const app = express();
  app.use(pagesRouter(records, { site, origin: () => 'https://colegio.edu.co' }));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  close = () => server.close();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { SiteSearch } = (await import(
    /* @vite-ignore */ join(copy, 'functions/src/search/site-search.ts')
  )) as typeof import('../../functions/src/search/site-search');
  const search = new SiteSearch(records, { clock: async () => ({ now: 0, setAt: '' }) });
  searchFor = async (q) =>
    (await search.query(q)).groups.flatMap((group) => group.hits.map((hit) => hit.url));
}, 300_000);

afterAll(() => {
  close?.();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a new public page: one registry entry and one file', () => {
  it('is rendered on the server with its title and head, and ships no code of its own', async () => {
    const res = await fetch(`${base}/horario`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Horario de atención</h1>');
    expect(html).toContain('<title>Horario de atención | IE San José</title>');
    expect(html).toContain('content="Los días y las horas en que la secretaría atiende a las familias."');
    expect(html).toContain('<link rel="canonical" href="https://colegio.edu.co/horario" />');
    expect(html).not.toContain('<astro-island');
    // The frame's scripts (its module, the accessibility bar's pre-paint lines), nothing of the page's.
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(html).toContain(`<script>${PRE_PAINT}</script>`);
  });

  it('is in the menu of every page, and in sitemap.xml', async () => {
    const other = await (await fetch(`${base}/resenahistorica`)).text();
    expect(other).toMatch(/<a href="\/horario"[^>]*>Horario<\/a>/);
    expect(await (await fetch(`${base}/sitemap.xml`)).text()).toContain(
      '<loc>https://colegio.edu.co/horario</loc>',
    );
  });

  it('is found by the site search, by its name and by its description', async () => {
    expect(await searchFor('horario')).toContain('/horario');
    expect(await searchFor('secretaría atiende')).toContain('/horario');
  });
});
