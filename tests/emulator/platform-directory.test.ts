/**
 * The platform's own pages on its domain (EMULATOR_PLATFORM, http://localhost:P): the
 * Secretaría's directory of its schools at `/`, searchable on the server; a retired school's
 * addresses answer 410, an unknown or malformed host or slug 404, each a page that names no
 * school and links to the directory; every school's pages carry the Secretaría's band.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorRoot } from '../../scripts/seed/emulator-admin';
import { SEED_SCHOOLS, SEED_SECRETARIA } from '../../scripts/seed/platform';
import { SCHOOLS } from '../../functions/src/tenancy/school-scope';
import { SITE } from './site';

const PLATFORM = process.env.EMULATOR_PLATFORM ?? 'http://localhost:5000';
const RETIRED = 'retirada-prueba';
const RETIRED_NAME = 'Institución Educativa Retirada de Prueba';
const root = emulatorRoot();

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { headers: { Accept: 'text/html', ...headers } });
  return { status: res.status, type: res.headers.get('content-type') ?? '', html: await res.text() };
};

/** The cards' schools, as the directory lists them: name and link. */
const cards = (html: string) =>
  [...html.matchAll(/<h2[^>]*><a href="([^"]+)">([^<]+)<\/a><\/h2>/g)].map((m) => ({
    href: m[1]!,
    name: m[2]!,
  }));
const names = (html: string) => cards(html).map((c) => c.name);

/** A path sent as written, with nothing normalising it (fetch's URL parser would resolve `%2e%2e`). */
function rawGet(origin: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers: { Accept: 'text/html' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const seededName = (id: string) => SEED_SCHOOLS.find((s) => s.id === id)!.name;

beforeAll(async () => {
  await root.db
    .collection(SCHOOLS)
    .doc(RETIRED)
    .set({
      name: RETIRED_NAME,
      dane: '105001000999',
      municipio: 'Villa del Río',
      sedes: [{ name: 'Sede vieja' }],
      status: 'retirada',
    });
});

afterAll(async () => {
  await root.db.recursiveDelete(root.db.collection(SCHOOLS).doc(RETIRED));
});

describe('the directory at / of the platform', () => {
  it('lists the seeded schools with their sedes and places, linking to each one, under the Secretaría', async () => {
    const { status, type, html } = await page(`${PLATFORM}/`);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    expect(html).toContain('<html lang="es">');
    for (const school of SEED_SCHOOLS) {
      expect(names(html)).toContain(school.name);
      for (const sede of school.sedes) expect(html).toContain(sede.name);
      expect(html).toContain(school.municipio);
    }
    const links = Object.fromEntries(cards(html).map((c) => [c.name, c.href]));
    // San José has a domain of its own (the emulator's 127.0.0.1); the others live under a slug.
    expect(links[seededName('sanjose')]).toBe(`${SITE}/`);
    expect(links[seededName('lasacacias')]).toBe(`${PLATFORM}/lasacacias/`);
    expect(links[seededName('elcarmen')]).toBe(`${PLATFORM}/elcarmen/`);
    expect(html).toContain(SEED_SECRETARIA.name);
    expect(html).toContain(SEED_SECRETARIA.email);
    expect(html).toContain(SEED_SECRETARIA.phone);
    expect(html).toMatch(/\b3 colegios en el directorio/);
    // A GET form the server answers: it works without JavaScript.
    const form = /<form[^>]*role="search"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/"');
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    // A retired school is no longer listed.
    expect(html).not.toContain(RETIRED_NAME);
  });

  it('finds schools by name, by sede, by municipality, accents and case ignored', async () => {
    const found = async (q: string) => names((await page(`${PLATFORM}/?q=${encodeURIComponent(q)}`)).html);
    expect(await found('carmen')).toEqual([seededName('elcarmen')]);
    expect(await found('sede la loma')).toEqual([seededName('elcarmen')]);
    expect(await found('SAN JOSÉ')).toEqual([seededName('sanjose')]);
    expect(await found('san jose')).toEqual([seededName('sanjose')]);
    expect(await found('sede unica')).toEqual([seededName('lasacacias')]);
    expect((await found('villa del rio')).sort()).toEqual(
      [seededName('lasacacias'), seededName('sanjose')].sort(),
    );
    const none = await page(`${PLATFORM}/?q=${encodeURIComponent('ningún colegio así')}`);
    expect(none.status).toBe(200);
    expect(names(none.html)).toEqual([]);
    expect(none.html).toContain('Ningún colegio coincide con «ningún colegio así».');
    const one = await page(`${PLATFORM}/?q=carmen`);
    expect(one.html).toContain('1 colegio de 3 coincide con «carmen».');
    expect(one.html).toContain('value="carmen"');
  });

  it('is no page inside a school', async () => {
    expect((await page(`${SITE}/directorio-de-colegios`)).status).toBe(404);
  });
});

describe('the addresses that name no school, or a retired one', () => {
  it('answers 410 for a retired school, with a link to the directory', async () => {
    for (const path of [`/${RETIRED}/`, `/${RETIRED}/noticias`]) {
      const { status, type, html } = await page(`${PLATFORM}${path}`);
      expect(status, path).toBe(410);
      expect(type).toMatch(/^text\/html/);
      expect(html).toContain('<html lang="es">');
      expect(html).toContain(`<a href="${PLATFORM}/">Ver el directorio de colegios</a>`);
    }
    const api = await fetch(`${PLATFORM}/${RETIRED}/api/noticias`);
    expect(api.status).toBe(410);
    expect(((await api.json()) as { error: string }).error).toBe('gone');
  });

  it('answers 404 for an unknown or malformed slug, naming no school', async () => {
    for (const path of ['/noexiste/', '/noexiste/noticias', '/Bad_Slug/']) {
      const { status, type, html } = await page(`${PLATFORM}${path}`);
      expect(status, path).toBe(404);
      expect(type, path).toMatch(/^text\/html/);
      expect(html).toContain('Página no encontrada');
      expect(html).toContain(`<a href="${PLATFORM}/">Ver el directorio de colegios</a>`);
      expect(html.toLowerCase()).not.toContain('noexiste');
      expect(html.toLowerCase()).not.toContain('bad_slug');
      for (const school of SEED_SCHOOLS) expect(html).not.toContain(school.name);
    }
    // Hosting answers this one itself, before the function: a 404 all the same, naming nothing.
    const dots = await rawGet(PLATFORM, '/%2e%2e/');
    expect(dots.status).toBe(404);
    for (const school of SEED_SCHOOLS) expect(dots.body).not.toContain(school.name);
    const api = await fetch(`${PLATFORM}/noexiste/api/noticias`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { error: string }).error).toBe('not-found');
  });

  it('answers 404 for a host that is no school’s', async () => {
    const { status, html } = await page(`${SITE}/`, { 'X-Forwarded-Host': 'desconocido.example' });
    expect(status).toBe(404);
    expect(html).toContain('Página no encontrada');
    for (const school of SEED_SCHOOLS) expect(html).not.toContain(school.name);
  });
});

describe('the Secretaría above every school', () => {
  it('shows its name, linking to the directory, above each school’s header', async () => {
    for (const url of [`${SITE}/`, `${PLATFORM}/lasacacias/`, `${PLATFORM}/elcarmen/noticias`]) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      const band = /<nav aria-label="Secretaría de Educación"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
      expect(band, url).toContain(`href="${PLATFORM}/"`);
      expect(band, url).toContain(SEED_SECRETARIA.name);
      // Above the header.
      expect(html.indexOf('aria-label="Secretaría de Educación"'), url).toBeLessThan(html.indexOf('<header'));
    }
  });
});
