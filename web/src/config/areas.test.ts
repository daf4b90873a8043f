/**
 * The two builds' split (config/areas.ts): Hosting must send the admin area's paths admin.html
 * and every other path to the function, which renders the public pages (decision 0019), with
 * the same pattern the dev server and the apps use.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from '@model';
import { ADMIN_AREA_PATTERN, isAdminAreaPath } from './areas';
import { PAGES, addressOf } from './pages';
import { ADMIN_PATHS } from './paths';

interface Rewrite {
  source?: string;
  regex?: string;
  destination?: string;
  function?: { functionId: string; region: string };
}
// Tests run from the repository root (vitest.config.ts).
const firebase = JSON.parse(readFileSync(join(process.cwd(), 'firebase.json'), 'utf8')) as {
  hosting: { rewrites: Rewrite[] };
};
const rewrites = firebase.hosting.rewrites;

describe('admin area paths', () => {
  it('Hosting rewrites exactly the admin area to admin.html, before the function that renders the rest', () => {
    const admin = rewrites.findIndex((r) => r.destination === '/admin.html');
    expect(rewrites[admin]?.regex).toBe(ADMIN_AREA_PATTERN);
    expect(rewrites.at(-1)).toEqual({ source: '**', function: { functionId: 'api', region: 'us-east1' } });
    expect(admin).toBe(rewrites.length - 2);
  });

  it('/login, /admin, its screens (Papelera, Administradores) and every edit and create path are the admin area', () => {
    const paths = [
      '/login',
      ADMIN_PATHS.home,
      ADMIN_PATHS.trash,
      ADMIN_PATHS.admins,
      ...COLLECTION_NAMES.flatMap((name) => [ADMIN_PATHS.edit(name, 'abc-123'), ADMIN_PATHS.create(name)]),
    ];
    for (const path of paths) expect(isAdminAreaPath(path), path).toBe(true);
  });

  it('every page of the registry but /login is public', () => {
    const admin = PAGES.filter((page) => isAdminAreaPath(addressOf(page))).map((page) => page.id);
    expect(admin).toEqual(['login']);
    for (const path of ['/administrativos', '/adminx', '/cualquier/otra/ruta', '/docentesEdit']) {
      expect(isAdminAreaPath(path), path).toBe(false);
    }
  });
});
