/**
 * The two builds' split (config/areas.ts): Hosting must send the admin area's paths admin.html
 * and every other path to the function, which renders the public pages (decision 0019), with
 * the same pattern the dev server and the apps use.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from '@model';
import { ADMIN_AREA_PATTERN, SCHOOL_ADMIN_AREA_PATTERN, adminBaseOf, isAdminAreaPath } from './areas';
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
  it('Hosting rewrites exactly the admin area to admin.html, at the root and under a school, before the function that renders the rest', () => {
    const admin = rewrites.flatMap((r, i) => (r.destination === '/admin.html' ? [i] : []));
    expect(admin.map((i) => rewrites[i]?.regex)).toEqual([ADMIN_AREA_PATTERN, SCHOOL_ADMIN_AREA_PATTERN]);
    expect(rewrites.at(-1)).toEqual({ source: '**', function: { functionId: 'api', region: 'us-east1' } });
    expect(admin).toEqual([rewrites.length - 3, rewrites.length - 2]);
  });

  it("a school's admin area is its base and the admin area's path", () => {
    const school = new RegExp(SCHOOL_ADMIN_AREA_PATTERN);
    for (const path of [
      '/lasacacias/login',
      '/lasacacias/admin',
      '/lasacacias/admin/papelera',
      '/el-carmen/noticiasEdit/abc-1',
      '/x2/eventosCreate/',
    ])
      expect(school.test(path), path).toBe(true);
    for (const path of [
      '/lasacacias',
      '/lasacacias/',
      '/lasacacias/noticias',
      '/lasacacias/adminx',
      '/a/b/login',
    ])
      expect(school.test(path), path).toBe(false);
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

  it("the Secretaría's console, its sections and anything deeper are the admin area at the root only", () => {
    const school = new RegExp(SCHOOL_ADMIN_AREA_PATTERN);
    for (const path of [
      '/secretaria',
      '/secretaria/',
      '/secretaria/comunicados',
      '/secretaria/colegios/nuevo',
    ])
      expect(isAdminAreaPath(path), path).toBe(true);
    for (const path of ['/secretariax', '/secretaria/Mayus', '/lasacacias/secretaria']) {
      expect(isAdminAreaPath(path), path).toBe(false);
      expect(school.test(path), path).toBe(false);
    }
  });

  it('every page of the registry but /login is public', () => {
    const admin = PAGES.filter((page) => isAdminAreaPath(addressOf(page))).map((page) => page.id);
    expect(admin).toEqual(['login']);
    for (const path of ['/administrativos', '/adminx', '/cualquier/otra/ruta', '/docentesEdit']) {
      expect(isAdminAreaPath(path), path).toBe(false);
    }
  });
});

describe("the admin app's base (adminBaseOf)", () => {
  it("is '/{slug}' when the first segment is a school's id and the rest the admin area", () => {
    expect(adminBaseOf('/lasacacias/admin')).toBe('/lasacacias');
    expect(adminBaseOf('/lasacacias/login')).toBe('/lasacacias');
    expect(adminBaseOf('/el-carmen/admin/papelera')).toBe('/el-carmen');
    expect(adminBaseOf('/lasacacias/noticiasEdit/abc-123')).toBe('/lasacacias');
    expect(adminBaseOf('/sanjose2/galeriaCreate')).toBe('/sanjose2');
  });

  it("is '' at the root: the app's own routes, or no school's id, or no admin area after it", () => {
    for (const path of [
      '/login',
      '/admin',
      '/admin/papelera',
      '/admin/login',
      '/noticiasEdit/abc-123',
      '/galeriaCreate',
      '/',
      '/lasacacias',
      '/lasacacias/noticias',
      '/Lasacacias/admin',
      '/-x/admin',
      '/a/admin',
      '/secretaria',
      '/secretaria/login',
      '/secretaria/admin',
      '/secretaria/comunicados',
    ])
      expect(adminBaseOf(path), path).toBe('');
  });
});
