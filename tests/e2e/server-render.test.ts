/**
 * Every public page arrives with its content, in real Chromium. With JavaScript off, each page of
 * the registry shows its one heading and its seeded texts, and its links lead to other pages that
 * do too. With JavaScript, a page asks `/api` for none of the records it shows, loads only the
 * frame's script and its own islands' code (no React where it has none), its islands come alive
 * without a hydration error, and a link is a normal page load.
 */
import { expect } from 'vitest';
import { PHONE, sharedBrowser, SITE, test } from './browser';
import { frameScripts } from './frame-scripts';
import { PUBLIC_PAGES } from './pages';

const FIVE = ['/', '/docentes', '/noticias', '/transparencia', '/galeria'];

test('without JavaScript every public page shows its heading and content, and its links work', async () => {
  const browser = await sharedBrowser();
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    // /login is the admin area's (its own build, no server render).
    for (const route of PUBLIC_PAGES.filter((r) => r.path !== '/login')) {
      const res = await page.goto(`${SITE}${route.path}`);
      expect(res?.status(), route.path).toBe(200);
      const h1 = page.locator('main h1');
      expect(await h1.count(), route.path).toBe(1);
      const heading = (await h1.innerText()).trim();
      if (typeof route.h1 === 'string')
        expect(heading.toLowerCase(), route.path).toBe(route.h1.toLowerCase());
      else expect(heading, route.path).toMatch(route.h1);
      // Its text, shown or folded in a <details> a reader opens without JavaScript (the
      // transparency categories on a phone): textContent, which counts both.
      const text = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
      // Nothing waits for its data (the Facebook feed, a third party's, loads later).
      expect(text.replace('Cargando publicaciones…', ''), route.path).not.toMatch(/Cargando/);
      for (const expected of route.texts ?? [])
        expect(text, `${route.path}: ${expected}`).toContain(expected);
    }
    // A link is a plain link: following one from the menu gives that page, whole, again.
    await page.goto(`${SITE}/`);
    // A visible one: without JavaScript the phone's collapsed menu (whose first entries are
    // Noticias, Circulares and Eventos) stays closed.
    const link = page.locator('a[href="/noticias"]:visible').first();
    await link.click();
    await page.waitForURL(`${SITE}/noticias`);
    expect(await page.locator('main h1').innerText()).toMatch(/Noticias/);
    expect(await page.locator('main article, main li').count()).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});

test('with JavaScript a page asks /api for no record it shows, and its islands come alive without an error', async ({
  open,
}) => {
  const tab = await open();
  const hydration: string[] = [];
  tab.page.on('console', (message) => {
    if (/hydrat|Minified React error #4(18|19|23|25)/i.test(message.text())) hydration.push(message.text());
  });
  for (const path of FIVE) {
    const before = tab.requests.length;
    await tab.goto(path);
    await tab.page.waitForLoadState('networkidle');
    const asked = tab.requests
      .slice(before)
      .map((url) => new URL(url).pathname)
      .filter((p) => p.startsWith('/api/'));
    // Only what loads when it nears the screen and is no record of the page (the requests report).
    expect(
      asked.filter((p) => p !== '/api/pqrsd/informe'),
      path,
    ).toEqual([]);
  }
  expect(hydration).toEqual([]);
  // A link is a page load: the next page comes whole from the server.
  const before = tab.requests.length;
  await tab.page.locator('a[href="/transparencia"]:visible').first().click();
  await tab.page.waitForURL(`${SITE}/transparencia`);
  await tab.page.getByRole('heading', { level: 1, name: /Transparencia/ }).waitFor();
  expect(tab.requests.slice(before).some((url) => new URL(url).pathname === '/transparencia')).toBe(true);
});

test("every public page loads the frame's script and its islands' code alone; no React where it has no island", async ({
  open,
}) => {
  const tab = await open();
  for (const route of PUBLIC_PAGES.filter((r) => r.path !== '/login')) {
    const before = tab.requests.length;
    await tab.goto(route.path);
    // Every island, also those further down the page, is asked for its code.
    await tab.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await tab.page.waitForLoadState('networkidle');
    const islands = await tab.page.locator('astro-island').count();
    const scripts = tab.requests.slice(before).filter((url) => new URL(url).pathname.endsWith('.js'));
    const bodies = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
    const react = bodies.some((body) => body.includes('__reactContainer$') || body.includes('react-dom'));
    if (islands === 0) {
      // The frame's script (notices, menus, vitals) and what it loads after the page, no more.
      expect(react, `${route.path} loads React without an island`).toBe(false);
      const allowed = await frameScripts(tab.page);
      expect(
        scripts.filter((url) => !allowed.has(url)),
        route.path,
      ).toEqual([]);
    }
    for (const url of scripts) expect(new URL(url).pathname, route.path).toMatch(/^\/assets\//);
  }
});
