/**
 * Issue 47 in real Chromium: every public page arrives with its content. With JavaScript off, each
 * page of the registry shows its one heading and its seeded texts, and its links lead to other
 * pages that do too. With JavaScript, the first view of five pages asks `/api` for none of the
 * records it shows and React adopts the server's HTML without a hydration error.
 */
import { expect } from 'vitest';
import { holdRequests, PHONE, sharedBrowser, SITE, test } from './browser';
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
      if (typeof route.h1 === 'string') expect(heading.toLowerCase(), route.path).toBe(route.h1.toLowerCase());
      else expect(heading, route.path).toMatch(route.h1);
      // Its text, shown or folded in a <details> a reader opens without JavaScript (the
      // transparency categories on a phone): textContent, which counts both.
      const text = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
      // Nothing waits for its data (the Facebook feed, a third party's, loads later).
      expect(text.replace('Cargando publicaciones…', ''), route.path).not.toMatch(/Cargando/);
      for (const expected of route.texts ?? []) expect(text, `${route.path}: ${expected}`).toContain(expected);
    }
    // A link is a plain link: following one from the menu gives that page, whole, again.
    await page.goto(`${SITE}/`);
    // A visible one: without JavaScript the phone's collapsed menu (whose first entries are
    // Noticias, Circulares and Eventos since issue 48) stays closed.
    const link = page.locator('a[href="/noticias"]:visible').first();
    await link.click();
    await page.waitForURL(`${SITE}/noticias`);
    expect(await page.locator('main h1').innerText()).toMatch(/Noticias/);
    expect(await page.locator('main article, main li').count()).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});

test('with JavaScript the first view asks /api for no record it shows, and hydrates without an error', async ({ open }) => {
  const tab = await open();
  const hydration: string[] = [];
  tab.page.on('console', (message) => {
    if (/Hidratación|hydrat|Minified React error #4(18|19|23|25)/i.test(message.text())) hydration.push(message.text());
  });
  for (const path of FIVE) {
    const before = tab.requests.length;
    await tab.goto(path);
    await tab.page.waitForLoadState('networkidle');
    const asked = tab.requests.slice(before).map((url) => new URL(url).pathname).filter((p) => p.startsWith('/api/'));
    // Only what loads when it nears the screen and is no record of the page (the requests report).
    expect(asked.filter((p) => p !== '/api/pqrsd/informe'), path).toEqual([]);
  }
  expect(hydration).toEqual([]);
  // After the first view, navigation stays in the browser: the next page's records come from /api.
  const before = tab.requests.length;
  await tab.page.locator('nav a[href="/transparencia"]').first().click();
  await tab.page.waitForURL(`${SITE}/transparencia`);
  await tab.page.getByRole('heading', { level: 1, name: /Transparencia/ }).waitFor();
  // No document request: the router drew it.
  const documents = tab.requests.slice(before).filter((url) => new URL(url).pathname === '/transparencia');
  expect(documents.filter((url) => !url.includes('/api/'))).toEqual([]);
});

test('parts below the first screen keep the server HTML without their code until the visitor scrolls, then hydrate', async ({ open }) => {
  const tab = await open();
  const hydration: string[] = [];
  tab.page.on('console', (message) => {
    if (/Hidratación|hydrat|Minified React error #4(18|19|2[0-9])/i.test(message.text())) hydration.push(message.text());
  });
  const chunks = (from: number) => tab.requests.slice(from).map((url) => new URL(url).pathname).filter((p) => p.endsWith('.js'));
  for (const [path, part] of [
    ['/', 'home-below-fold'],
    ['/eventos', 'events-agenda'],
    ['/transparencia', 'transparency-tree'],
  ] as const) {
    const before = tab.requests.length;
    await tab.goto(path);
    await tab.page.waitForLoadState('networkidle');
    // In the HTML, with its links; not its code.
    expect(chunks(before).filter((p) => p.includes(part)), path).toEqual([]);
    const html = await tab.page.locator('main').innerHTML();
    expect(html.length, path).toBeGreaterThan(1000);
    // Scrolling brings its code, and React takes the part over as it is.
    const code = tab.page.waitForResponse((res) => new RegExp(`${part}-[^/]*\\.js$`).test(res.url()));
    await tab.page.mouse.wheel(0, 1500);
    await code;
    await expect.poll(() => tab.page.evaluate(() => document.getElementById('root')!.hasAttribute('data-prerendered'))).toBe(false);
  }
  // Back on the home page after a navigation, its lower sections render at once, from the router.
  await tab.page.locator('nav a[href="/"]').first().click();
  await tab.page.waitForURL(`${SITE}/`);
  await tab.page.getByRole('heading', { level: 2, name: 'Noticias' }).waitFor();
  expect(hydration).toEqual([]);
});

test('the footer, the header search and a PDF frame are hydrated late: their HTML works before, a navigation takes them over quietly', async ({ open }) => {
  const tab = await open();
  const { page } = tab;
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Hidratación|hydrat|Minified React error #4(18|19|2[0-9])/i.test(message.text())) problems.push(message.text());
  });
  const chunks = (from: number) => tab.requests.slice(from).map((url) => new URL(url).pathname).filter((p) => p.endsWith('.js'));
  const before = tab.requests.length;
  await tab.goto('/manualconvivencia');
  await page.waitForLoadState('networkidle');
  // In the first response, without their code.
  expect(chunks(before).filter((p) => /\/assets\/(site-footer|header-search|pdf-viewer)-/.test(p))).toEqual([]);
  const footer = page.getByRole('contentinfo');
  expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()}`);
  expect(await page.locator('main figure form').getAttribute('action')).toMatch(/^\/media\/.+\.pdf$/);
  expect(await page.locator('header form[role="search"]').first().getAttribute('action')).toBe('/buscar');
  // A navigation before their code came: it comes, React takes them over as they are, no mismatch.
  await page.locator('nav a[href="/noticias"]').first().click();
  await page.waitForURL(`${SITE}/noticias`);
  await page.getByRole('heading', { level: 1, name: /Noticias/ }).waitFor();
  expect(chunks(before).some((p) => /\/assets\/site-footer-/.test(p))).toBe(true);
  expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()}`);
  // The footer's links are the router's now: the next page comes without a document request.
  const at = tab.requests.length;
  await footer.getByRole('link', { name: 'Transparencia', exact: true }).click();
  await page.waitForURL(`${SITE}/transparencia`);
  await page.getByRole('heading', { level: 1, name: /Transparencia/ }).waitFor();
  expect(tab.requests.slice(at).filter((url) => new URL(url).pathname === '/transparencia')).toEqual([]);
  expect(problems).toEqual([]);
});

/** Every /media answer (the load event waits for them). */
const PICTURES = /\/media\//;

test('the code comes after the content: only the boot script until the load event and the main picture, at once on a key', async ({ open }) => {
  const tab = await open({ viewport: PHONE });
  const { page } = tab;
  const entry = (from: number) => tab.requests.slice(from).filter((url) => /\/assets\/index-[^/]+\.js$/.test(url));
  // The pictures held: the load event waits for them (the main one among them).
  const { release } = await holdRequests(page, PICTURES);
  try {
    for (const path of ['/', '/docentes']) {
      const before = tab.requests.length;
      await page.goto(`${SITE}${path}`, { waitUntil: 'domcontentloaded' });
      // The text is painted and the boot has run (the document parsed): no code asked for yet.
      await page.waitForFunction(() => performance.getEntriesByType('paint').some((p) => p.name === 'first-contentful-paint'));
      expect(tab.requests.slice(before).some((url) => /\/assets\/boot-[^/]+\.js$/.test(url)), path).toBe(true);
      expect(entry(before), path).toEqual([]);
      expect(await page.evaluate(() => document.readyState), path).toBe('interactive');
      if (path === '/') {
        // A key before the load event: the code comes at once, and takes the page over.
        const code = page.waitForRequest(/\/assets\/index-[^/]+\.js$/);
        await page.keyboard.press('Shift');
        await code;
        await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
      } else {
        // Without one: once the pictures came and the main one is painted, the code comes too.
        expect(await page.locator('img[data-main-picture]').count(), path).toBe(1);
        const code = page.waitForRequest(/\/assets\/index-[^/]+\.js$/);
        release();
        await code;
        // By then the main picture was decoded, whole: what boot.ts waited for (and a frame).
        expect(await page.evaluate(() => document.querySelector<HTMLImageElement>('img[data-main-picture]')!.complete)).toBe(true);
        expect(await page.evaluate(() => document.querySelector<HTMLImageElement>('img[data-main-picture]')!.naturalWidth)).toBeGreaterThan(0);
        await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
        expect(await page.evaluate(() => document.readyState)).toBe('complete');
      }
    }
  } finally {
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});

test('a button pressed before the code came (the phone menu) is pressed again once the page is live', async ({ open }) => {
  const tab = await open({ viewport: PHONE });
  const { page } = tab;
  // The pictures held: without a key or a pointer the code would wait for the load event.
  const { release } = await holdRequests(page, PICTURES);
  try {
    const before = tab.requests.length;
    await page.goto(`${SITE}/`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => performance.getEntriesByType('paint').some((p) => p.name === 'first-contentful-paint'));
    expect(tab.requests.slice(before).filter((url) => /\/assets\/index-[^/]+\.js$/.test(url))).toEqual([]);
    const menu = page.getByRole('button', { name: 'Menú', exact: true });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    // Pressed on the server's HTML: the press brings the code, and the menu opens once React holds it.
    await menu.click();
    await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Noticias', exact: true }).waitFor();
  } finally {
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});
