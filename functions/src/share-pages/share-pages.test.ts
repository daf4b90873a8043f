import { describe, expect, it } from 'vitest';
import type { AnyRecord } from '../model';
import { newsRss, sharePagesSitemap } from './feeds';
import { fillTemplate, notFoundPage, scriptJson, templateSiteName } from './html';
import { SHARE_PAGES, sharePageOf } from './registry';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BARE, SiteTemplates } from './template';

/** The head as web/src/prerender/head-tags.ts writes it (one tag a line). */
const TEMPLATE = `<!doctype html>
<html lang="es">
  <head>
    <title>Noticias y circulares | IE San José</title>
    <meta name="description" content="Noticias de la institución." />
    <link rel="canonical" href="https://colegio.edu.co/noticias" />
    <meta property="og:type" content="article" />
    <meta property="og:site_name" content="IE San José &amp; Cía" />
    <meta property="og:title" content="Noticias y circulares | IE San José" />
    <meta property="og:description" content="Noticias de la institución." />
    <meta property="og:url" content="https://colegio.edu.co/noticias" />
    <meta property="og:image" content="https://colegio.edu.co/share-image.png" />
    <meta property="og:image:width" content="1200" />
    <meta property="og:image:height" content="630" />
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="twitter:title" content="Noticias y circulares | IE San José" />
    <meta name="twitter:description" content="Noticias de la institución." />
    <meta name="twitter:image" content="https://colegio.edu.co/share-image.png" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root" data-prerendered>frame</div></body>
</html>`;

const item = (over: Partial<Record<string, string>> = {}): AnyRecord =>
  ({
    _id: 'n1',
    createdAt: '2026-05-01T12:00:00.000Z',
    updatedAt: '2026-05-02T12:00:00.000Z',
    title: 'Reunión de padres',
    kind: 'circular',
    summary: 'El viernes </script><script>alert(1)</script> a las 7.',
    slug: 'reunion-de-padres',
    image: 'mb000001-ab12ab12ab12ab12ab12.jpg',
    imageAlt: 'Padres',
    publishAt: '2026-05-01T12:00:00.000Z',
    ...over,
  }) as AnyRecord;

describe('the request-time page registry', () => {
  it('matches article addresses only', () => {
    expect(sharePageOf('/noticias/reunion-de-padres')).toMatchObject({ param: 'reunion-de-padres' });
    expect(sharePageOf('/noticias/reunion-de-padres/')).toMatchObject({ param: 'reunion-de-padres' });
    for (const path of ['/noticias', '/noticias/', '/noticias/rss.xml', '/noticias/A-B', '/noticias/a/b', '/noticias/-a'])
      expect(sharePageOf(path), path).toBeNull();
    expect(SHARE_PAGES.every((p) => p.template.startsWith('/'))).toBe(true);
  });

  it('takes each page’s section and template from the page registry', () => {
    expect(SHARE_PAGES.map(({ base, template }) => ({ base, template }))).toEqual([
      // The article has a chunk of its own, so a template of its own (issue 23's budget).
      { base: '/noticias', template: '/noticias/_plantilla' },
      { base: '/galeria', template: '/galeria' },
    ]);
    // The template is no article's address: no slug the server makes has an underscore.
    expect(sharePageOf('/noticias/_plantilla')).toBeNull();
  });
});

describe('fillTemplate', () => {
  const page = SHARE_PAGES[0]!;
  const context = { origin: 'https://colegio.edu.co', path: '/noticias/reunion-de-padres', siteName: 'IE San José' };

  it('puts the record’s own title, description, canonical and picture in the head, escaped', () => {
    const html = fillTemplate(TEMPLATE, page.toMeta(item(), context), context);
    expect(html).toContain('<title>Reunión de padres | IE San José</title>');
    expect(html).toContain('<meta property="og:title" content="Reunión de padres | IE San José" />');
    expect(html).toContain('<link rel="canonical" href="https://colegio.edu.co/noticias/reunion-de-padres" />');
    expect(html).toContain('<meta property="og:url" content="https://colegio.edu.co/noticias/reunion-de-padres" />');
    expect(html).toContain('<meta property="og:image" content="https://colegio.edu.co/media/mb000001-ab12ab12ab12ab12ab12.jpg" />');
    expect(html).toContain('<meta property="og:image:alt" content="Padres" />');
    expect(html).toContain('content="El viernes &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; a las 7."');
    // Nothing the administrator typed can close the JSON-LD script.
    const ld = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1]!;
    expect(ld).not.toContain('</script');
    expect(JSON.parse(ld)).toMatchObject({ '@type': 'NewsArticle', headline: 'Reunión de padres', articleSection: 'Circulares' });
    expect(html.match(/<title>/g)).toHaveLength(1);
    // The rest of the built page stays: its script and its frame.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<div id="root" data-prerendered>frame</div>');
  });

  it('keeps the site picture for an item without one', () => {
    const html = fillTemplate(TEMPLATE, page.toMeta(item({ image: '' }), context), context);
    expect(html).toContain('<meta property="og:image" content="https://colegio.edu.co/share-image.png" />');
  });

  it('reads the school’s name the build wrote', () => {
    expect(templateSiteName(TEMPLATE)).toBe('IE San José & Cía');
    expect(templateSiteName('<html><head></head></html>')).toBe('');
  });

  it('lets the record’s page be indexed, though its template file is not', () => {
    const template = TEMPLATE.replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>');
    const html = fillTemplate(template, page.toMeta(item(), context), context);
    expect(html).not.toContain('name="robots"');
    expect(notFoundPage(template, context).match(/name="robots"/g)).toHaveLength(1);
  });

  it('makes a 404 page without a canonical and not indexed', () => {
    const html = notFoundPage(TEMPLATE, context);
    expect(html).toContain('<title>Página no encontrada | IE San José</title>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('escapes JSON for a script element', () => {
    expect(scriptJson({ a: '</script><!--\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u2028"}');
  });
});

describe('feeds', () => {
  it('writes RSS 2.0 with the items’ links, dates and categories, without control characters', () => {
    const xml = newsRss({ origin: 'https://colegio.edu.co', siteName: 'IE', items: [item({ title: 'A & B\u0007' })] });
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title>A &amp; B</title>');
    expect(xml).toContain('<link>https://colegio.edu.co/noticias/reunion-de-padres</link>');
    expect(xml).toContain('<pubDate>Fri, 01 May 2026 12:00:00 GMT</pubDate>');
    expect(xml).toContain('<category>Circulares</category>');
  });

  it('lists each public record’s address in the sitemap', () => {
    const xml = sharePagesSitemap('https://colegio.edu.co', [{ page: SHARE_PAGES[0]!, records: [item(), item({ slug: '' })] }]);
    expect(xml.match(/<loc>/g)).toHaveLength(1);
    expect(xml).toContain('<loc>https://colegio.edu.co/noticias/reunion-de-padres</loc><lastmod>2026-05-02T12:00:00.000Z</lastmod>');
  });
});

describe('SiteTemplates', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-templates-'));
  mkdirSync(join(dir, 'noticias'));
  writeFileSync(join(dir, 'noticias', '_plantilla.html'), TEMPLATE);

  it('reads each template from the function’s own folder, by the file the build wrote for its address', () => {
    const templates = SiteTemplates.load(dir, ['/noticias/_plantilla'], true);
    expect(templates.get('/noticias/_plantilla')).toBe(TEMPLATE);
  });

  it('refuses to start without a template when they are required (production), naming the file', () => {
    expect(() => SiteTemplates.load(dir, ['/noticias/_plantilla', '/galeria'], true)).toThrow(/galeria\.html.*npm run build/);
  });

  it('serves the bare document for a missing template where they are not required (emulator without a web build)', () => {
    const templates = SiteTemplates.load(dir, ['/galeria'], false);
    expect(templates.get('/galeria')).toBe(BARE);
    expect(BARE).toContain('<link rel="canonical" href="" />');
  });
});
