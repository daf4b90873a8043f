/**
 * The scripts a page may load when it has no island: the frame's one script (the single
 * `<script type="module" src>` of the document) and the modules it imports, found by reading
 * them. A page without an island loads no React and nothing else.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** The frame's script and every module it imports, statically or with import(), as full URLs. */
export async function frameScripts(page: Page): Promise<Set<string>> {
  const sources = await page
    .locator('script[type="module"][src]')
    .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src));
  expect(sources, 'one script of the frame').toHaveLength(1);
  const found = new Set<string>();
  const queue = [...sources];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (found.has(url)) continue;
    found.add(url);
    const code = await (await page.request.get(url)).text();
    for (const [, spec] of code.matchAll(/["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g))
      queue.push(new URL(spec!, url).href);
  }
  return found;
}

/** Loads `path` in `page` and checks it has no island and requests no script but the frame's. */
export async function expectNoScriptButFrames(page: Page, url: string): Promise<void> {
  const scripts: string[] = [];
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  };
  page.on('request', onRequest);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    page.off('request', onRequest);
  }
  expect(await page.locator('astro-island').count(), `${url}: no island`).toBe(0);
  const allowed = await frameScripts(page);
  expect(
    scripts.filter((s) => !allowed.has(s)),
    `${url}: scripts beyond the frame's`,
  ).toEqual([]);
}
