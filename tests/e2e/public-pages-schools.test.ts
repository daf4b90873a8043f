/**
 * The public site of the platform's other seeded schools, in Chromium: Las Acacias by its path on
 * the platform's host (http://localhost:P/lasacacias/…) and El Carmen by a host of its own
 * (http://elcarmen.localhost:P/…). Every page of the registry without a record of its own renders
 * the school's frame and one h1, names its own school and never San José, keeps every link of
 * the site under the school's base, and axe finds no serious or critical violation. Screenshots of
 * the home page at 1280 and 390 px.
 */
import { describe, expect } from 'vitest';
import { PAGES, addressOf, type PageDef } from '../../functions/src/model/pages';
import { SEED_SCHOOLS } from '../../scripts/seed/platform';
import { blockingViolations, runAxe } from './axe';
import { DESKTOP, islandsLive, PHONE, screenshot, sharedTabTest as test, type Tab } from './browser';

const PORT = new URL(process.env.EMULATOR_SITE ?? 'http://127.0.0.1:5000').port || '5000';
const PLATFORM = process.env.EMULATOR_PLATFORM ?? `http://localhost:${PORT}`;

const SCHOOLS = [
  { id: 'lasacacias', how: 'por ruta', origin: `${PLATFORM}/lasacacias`, base: '/lasacacias' },
  { id: 'elcarmen', how: 'por dominio', origin: `http://elcarmen.localhost:${PORT}`, base: '' },
] as const;

/**
 * The registry's public pages a school has whatever its content: no record's own page, and not
 * the staff's sign-in (the admin area's, with no site frame).
 */
const PATHS = (PAGES as readonly PageDef[])
  .filter((page) => !page.requestTime && page.path !== '/login')
  .map((page) => addressOf(page));

async function visit(tab: Tab, url: string) {
  const answer = await tab.page.goto(url, { waitUntil: 'load' });
  expect(answer?.status(), url).toBe(200);
  await tab.page.waitForFunction(islandsLive, true);
}

describe.each(SCHOOLS)('$id ($how)', (school) => {
  const name = SEED_SCHOOLS.find((s) => s.id === school.id)!.name;

  test('every page renders the school frame under its base, names its school, and passes axe', async ({
    reuse,
  }) => {
    const tab = await reuse({ viewport: DESKTOP });
    for (const path of PATHS) {
      const url = `${school.origin}${path === '/' ? '/' : path}`;
      await visit(tab, url);
      // The school's frame: its main menu and its footer (the labels are the site's, the names its own).
      expect(await tab.page.getByRole('navigation', { name: 'Menú principal' }).count(), url).toBe(1);
      expect(await tab.page.locator('footer').count(), url).toBeGreaterThan(0);
      expect(await tab.page.getByRole('heading', { level: 1 }).count(), url).toBe(1);
      const text = await tab.page.locator('body').innerText();
      expect(text, url).not.toContain('San José');
      // Every address of the site on the page is under the school's base (built files at the root).
      const own = await tab.page.$$eval('a[href^="/"], form[action^="/"]', (els) =>
        els.map((el) => el.getAttribute('href') ?? el.getAttribute('action') ?? ''),
      );
      for (const href of own.filter((h) => !h.startsWith('/assets/')))
        expect(href.startsWith(`${school.base}/`) || href === school.base, `${url}: ${href}`).toBe(true);
      const { violations } = await runAxe(tab.page);
      expect(blockingViolations(violations), url).toEqual([]);
      if (path === '/') expect(text, url).toContain(name.replace('Institución Educativa ', ''));
    }
    await visit(tab, `${school.origin}/`);
    await screenshot(tab.page, `colegio-${school.id}-inicio-1280`);
  });

  test('the home page fits a 390 px phone', async ({ reuse }) => {
    const tab = await reuse({ viewport: PHONE, mobile: true });
    await visit(tab, `${school.origin}/`);
    expect(
      await tab.page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(tab.page, `colegio-${school.id}-inicio-390`);
  });
});
