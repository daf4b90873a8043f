/**
 * The harness itself, where a wrong shortcut would make other tests pass or fail for the wrong
 * reason: a tab shared by tests that change content (the administrator's, tests/e2e/admin.ts)
 * must never show the next test a public list as an earlier test left it, and keeps its scripts.
 */
import { describe, expect } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { ensureSeeded } from './content';
import { reusedBriefly, TabPool, test } from './browser';

describe('reusedBriefly', () => {
  test('is true for the short-lived public answers, false for what never changes under its name or is never kept', () => {
    expect(reusedBriefly('public, max-age=20, s-maxage=30')).toBe(true);
    expect(reusedBriefly('public, max-age=300, s-maxage=600')).toBe(true);
    expect(reusedBriefly('public, max-age=31536000, immutable')).toBe(false);
    expect(reusedBriefly('public, max-age=86400, s-maxage=86400')).toBe(false);
    expect(reusedBriefly('public, max-age=0, s-maxage=300')).toBe(false);
    expect(reusedBriefly('private, no-store')).toBe(false);
    expect(reusedBriefly('no-cache')).toBe(false);
    expect(reusedBriefly(undefined)).toBe(false);
  });
});

describe('a tab lent to one test after another (refreshChanging)', () => {
  test('gives the next test the list as it is now, from its cache, and keeps the scripts it loaded', async ({
    browser,
  }) => {
    const pool = new TabPool(browser, { keepStorage: true, refreshChanging: true });
    try {
      const { tab } = await pool.lend();
      await tab.goto('/directivos');
      await tab.page.getByRole('heading', { level: 1 }).waitFor();
      // The page reads nothing from /api (the function renders it with its records); read the
      // list as a script in the page would, which the browser keeps 20 s.
      await tab.page.evaluate(() => fetch('/api/directivos').then((r) => r.text()));
      // What the public page read (kept 20 s by the browser) and one of its scripts.
      const list = tab.requests.find((url) => /\/api\/directivos$/.test(url))!;
      const script = tab.requests.find((url) => /\/assets\/.*\.js$/.test(url))!;
      expect(list).toBeDefined();
      expect(script).toBeDefined();

      // The list changes behind the browser's back, as putting the seed back after a test does.
      const { db } = emulatorDeps();
      const first = (await db.collection('directivos').limit(1).get()).docs[0]!;
      await first.ref.update({ title: 'Nombre cambiado por la prueba del arnés' });
      try {
        expect(await pool.giveBack(tab)).toEqual([]);
        const { tab: again, fresh } = await pool.lend();
        expect(fresh).toBe(false);
        const cached = (url: string) =>
          again.page.evaluate(
            (u) =>
              fetch(u, { cache: 'only-if-cached', mode: 'same-origin' }).then(
                async (r) => (r.ok ? r.text() : `status ${r.status}`),
                (e: unknown) => `not in the cache: ${String(e)}`,
              ),
            url,
          );
        // Straight from the cache, no request: the list as it is now, and the script still there.
        expect(await cached(list)).toContain('Nombre cambiado por la prueba del arnés');
        expect(await cached(script)).not.toMatch(/^(not in the cache|status)/);
        await pool.giveBack(again);
      } finally {
        await ensureSeeded();
      }
    } finally {
      await pool.close();
    }
  });
});
