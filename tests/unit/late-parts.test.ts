/**
 * Every part hydrated late (web/src/components/hydrate-when-near.tsx) is listed in
 * web/build/late-parts.ts, which inlines its CSS with the page: a part missing there would be
 * unstyled in the first response until its code came.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { LATE_PARTS } from '../../web/build/late-parts';

const WEB = resolve(__dirname, '../../web');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The modules each `hydrateWhenNear(() => import('…'))` of web/src loads, as Vite's manifest names them. */
function lateImports(): string[] {
  const found: string[] = [];
  for (const file of sources(join(WEB, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/hydrateWhenNear\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
      const spec = match[1]!;
      const target = spec.startsWith('@/') ? join(WEB, 'src', spec.slice(2)) : resolve(dirname(file), spec);
      found.push(`${relative(WEB, target)}.tsx`);
    }
  }
  // A part may be declared where it is used, by several pages.
  return [...new Set(found)].sort();
}

it('lists every part hydrated late, and nothing else', () => {
  const parts = lateImports();
  expect(parts.length).toBeGreaterThan(0);
  expect(parts).toEqual([...LATE_PARTS].sort());
});
