/**
 * What the content pages cost a visitor in code, and the home page's island. A page without an
 * island (the single-record pages, the staff grids) requests no script but the frame's own
 * bundled one (the one script its HTML names, and the modules that script imports: the page
 * performance reporter's chunk on a sampled visit), and never React. The home carousel is an
 * island: its first slide, picture included, is in the server's HTML, fetched at once with high
 * priority; once its code is live, next and previous move the slides.
 */
import { expect } from 'vitest';
import { SEED_CONTENT } from '../../scripts/seed/content';
import { DESKTOP, SITE, test } from './browser';
import { frameScripts } from './frame-scripts';
import { shown } from './pages';

/** Pages of this kind without any island. */
const NO_ISLANDS = [
  '/horizonteinstitucional',
  '/enfoquepedagogico',
  '/modelopedagogico',
  '/tramiteretiros',
  '/protocolobioseguridad',
  '/directivos',
  '/docentes',
];

test("a content page without islands requests no script but the frame's, and no React", async ({ open }) => {
  const tab = await open({ viewport: DESKTOP });
  const { page } = tab;
  // The React renderer's address, as the home page's island names it.
  await tab.goto('/');
  const renderer = new URL((await page.locator('astro-island').first().getAttribute('renderer-url'))!, SITE)
    .href;

  for (const path of NO_ISLANDS) {
    const scripts: string[] = [];
    const listen = (request: { resourceType(): string; url(): string }) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    };
    page.on('request', listen);
    await tab.goto(path);
    await page.waitForLoadState('networkidle');
    page.off('request', listen);

    const allowed = await frameScripts(page);
    // Our own scripts only, bundled under /assets/.
    for (const url of allowed) expect(url, path).toMatch(new RegExp(`^${SITE}/assets/[^/]+\\.js$`));
    expect(await page.locator('astro-island').count(), path).toBe(0);
    expect(
      scripts.filter((url) => !allowed.has(url)),
      path,
    ).toEqual([]);
    expect(scripts, path).not.toContain(renderer);
    expect(allowed.has(renderer), path).toBe(false);
  }
});

test('the home carousel: its first picture in the server HTML with priority; next and previous work once its code is live', async ({
  open,
}) => {
  const tab = await open({ viewport: DESKTOP });
  const { page } = tab;
  const slides = SEED_CONTENT.carousel;

  // The server's HTML: the first slide active, its picture eager and high priority, the others'
  // pictures not yet there (they come with the island's code).
  const html = await (await page.request.get(`${SITE}/`)).text();
  const carousel = html.slice(html.indexOf('aria-roledescription="carrusel"'));
  // (React writes the attribute as fetchPriority: HTML attribute names are case-insensitive.)
  const firstImg = /<img [^>]*>/.exec(carousel)![0].toLowerCase();
  expect(firstImg).toContain(`alt="${slides[0]!.title!.toLowerCase()}"`);
  expect(firstImg).toContain('fetchpriority="high"');
  expect(firstImg).toContain('loading="eager"');
  expect(carousel.slice(0, carousel.indexOf('</section>')).match(/<img /g)).toHaveLength(1);

  await tab.goto('/');
  // Live: Astro takes the `ssr` mark off a hydrated island.
  expect(await page.locator('astro-island[ssr]').count()).toBe(0);
  const active = page.locator('[aria-roledescription="diapositiva"][data-active="true"]');
  const label = () => active.getAttribute('aria-label');
  // The pointer on the carousel pauses it, so no automatic change interferes.
  await page.locator('[aria-roledescription="carrusel"]').hover();
  const start = Number((await label())!.split(' ')[0]);
  const at = (n: number) => `${((n - 1 + slides.length) % slides.length) + 1} de ${slides.length}`;
  await page.getByRole('button', { name: 'Diapositiva siguiente' }).click();
  await expect.poll(label).toBe(at(start + 1));
  await shown(active.getByRole('img'));
  await page.getByRole('button', { name: 'Diapositiva anterior' }).click();
  await expect.poll(label).toBe(at(start));
  await page.getByRole('button', { name: 'Diapositiva anterior' }).click();
  await expect.poll(label).toBe(at(start - 1));
  await shown(
    active.getByRole('img', {
      name: slides[(start - 2 + slides.length) % slides.length]!.title!,
      exact: true,
    }),
  );
});
