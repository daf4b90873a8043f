/**
 * Participa on the server: /participa, its five section pages and the accessibility statement as the
 * function renders them (stored content, title, Open Graph tags, no island: no code), the
 * statement linked from every footer, the PQRSD form prefilled from the statement's link, an edit
 * in the next answer, and the `participa` collection's bad inputs (a Spanish 400, nothing stored).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTICIPA_PAGES, PARTICIPA_SECTIONS, richTextFrom } from '@model';
import { call, rootOf, SITE } from './site';
import { adminToken, firstRecord } from './state';

type Entry = { _id: string; seccion: string; title: string; pdf?: string; link?: string; updatedAt: string };

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const textOf = (markup: string) => decode(markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)![1]!);
const metaOf = (html: string, key: string) =>
  decode(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? '');
const mainOf = (root: string) => /<main[\s\S]*<\/main>/.exec(root)?.[0] ?? '';
const footerOf = (root: string) => /<footer[\s\S]*<\/footer>/.exec(root)?.[0] ?? '';

async function page(path: string) {
  const res = await fetch(`${SITE}${path}`, { redirect: 'manual' });
  const html = await res.text();
  return { status: res.status, html, root: rootOf(html) };
}

let school: string;
let entries: Entry[];
beforeAll(async () => {
  school = String((await firstRecord('sitio')).title);
  entries = (await call<Entry[]>('GET', '/api/participa')).body;
});

describe('/participa and its sections, rendered by the function', () => {
  it('has entries in every section with a page (the seed), or this file would prove little', () => {
    for (const section of PARTICIPA_PAGES)
      expect(
        entries.some((e) => e.seccion === section.slug),
        section.slug,
      ).toBe(true);
  });

  it("/participa: the six sections in order, each linked, the stored entries' titles, its title and preview tags", async () => {
    const { status, html, root } = await page('/participa');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`Participa | ${school}`);
    expect(metaOf(html, 'og:title')).toBe(`Participa | ${school}`);
    expect(metaOf(html, 'description')).toMatch(/rendición de cuentas y control social/);
    const main = mainOf(root);
    const headings = [...main.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => textOf(m[1]!).trim());
    expect(headings).toEqual(PARTICIPA_SECTIONS.map((s) => s.name));
    for (const path of [
      '/participa/diagnostico',
      '/participa/planeacion',
      '/participa/consulta',
      '/participa/colaboracion',
      '/rendicioncuentas',
      '/participa/control-social',
    ]) {
      expect(main).toContain(`href="${path}"`);
    }
    // Each section's first stored entry, linked to its place on the section's page.
    for (const section of PARTICIPA_PAGES) {
      const first = entries.find((e) => e.seccion === section.slug)!;
      expect(main).toContain(`href="/participa/${section.slug}#p-${first._id}"`);
      expect(textOf(main)).toContain(first.title);
    }
    // Server HTML alone: no island, no data for a script to read.
    expect(html).not.toContain('<astro-island');
    // The menu bar has the entry, beside Transparencia.
    const nav = /<nav[^>]*aria-label="Menú principal"[\s\S]*?<\/nav>/.exec(root)![0];
    expect(nav.indexOf('href="/transparencia"')).toBeLessThan(nav.indexOf('href="/participa"'));
    expect(nav.indexOf('href="/participa"')).toBeLessThan(nav.indexOf('href="/pqrsd"'));
  });

  it.each(PARTICIPA_PAGES.map((s) => [s.slug, s] as const))(
    '/participa/%s: its name, its entries alone, its title and preview tags',
    async (slug, section) => {
      const { status, html, root } = await page(`/participa/${slug}`);
      expect(status).toBe(200);
      expect(titleOf(html)).toBe(`${section.name} | Participa | ${school}`);
      expect(metaOf(html, 'og:title')).toBe(`${section.name} | Participa | ${school}`);
      expect(metaOf(html, 'og:url')).toMatch(new RegExp(`/participa/${slug}$`));
      expect(metaOf(html, 'description')).toContain(section.name);
      const main = mainOf(root);
      expect(textOf(/<h1[^>]*>[\s\S]*?<\/h1>/.exec(main)![0]).trim()).toBe(section.name);
      const text = textOf(main);
      for (const entry of entries) {
        if (entry.seccion === slug) expect(text).toContain(entry.title);
        // Another section's entry is only its own page's (the six-section index names no entry).
        else expect(text).not.toContain(entry.title);
      }
      for (const entry of entries.filter((e) => e.seccion === slug)) {
        expect(main).toContain(`id="p-${entry._id}"`);
        if (entry.pdf) expect(main).toContain(`href="/media/${encodeURIComponent(entry.pdf)}"`);
        if (entry.link) expect(main).toContain(`href="${entry.link}"`);
      }
      expect(main).toContain('aria-current="page"');
    },
  );

  it('shows an edited entry in the next answer, on its section page and the index', async () => {
    const token = await adminToken();
    const entry = entries.find((e) => e.seccion === 'colaboracion')!;
    const title = `Reto abierto ${Date.now()}`;
    const res = await call<Entry>('PUT', `/api/participa/${entry._id}`, { token, json: { title } });
    expect(res.status).toBe(200);
    try {
      expect(textOf(mainOf((await page('/participa/colaboracion')).root))).toContain(title);
      expect(textOf(mainOf((await page('/participa')).root))).toContain(title);
    } finally {
      await call('PUT', `/api/participa/${entry._id}`, { token, json: { title: entry.title } });
    }
  });
});

describe('/accesibilidad, rendered by the function', () => {
  it("states the target, the checks with the build's date, the stored texts, the report link and the review date", async () => {
    const statement = await firstRecord('accesibilidad');
    const { status, html, root } = await page('/accesibilidad');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`${String(statement.title)} | ${school}`);
    expect(metaOf(html, 'og:title')).toBe(`${String(statement.title)} | ${school}`);
    expect(metaOf(html, 'description')).toMatch(/WCAG 2\.1 AA/);
    const main = mainOf(root);
    const text = textOf(main);
    expect(text).toMatch(/nivel AA de las Pautas de Accesibilidad para el Contenido Web \( WCAG \) 2\.1/);
    expect(text).toContain('Anexo 1 de la Resolución 1519 de 2020');
    // The checks in plain Spanish, without the tools' names.
    expect(text).toContain('en la pantalla de un celular');
    expect(text).not.toContain('axe-core');
    expect(text).not.toContain('390 píxeles');
    // The build's day (VITE_BUILD_DATE), a calendar day, as the version the checks ran on.
    expect(main).toMatch(/se construyó el(?:<!-- -->)? <time dateTime="\d{4}-\d{2}-\d{2}">/);
    // The school's texts (the seed's limitations are a list).
    const limitation = JSON.stringify(statement.limitations).match(
      /Algunos documentos PDF antiguos[^"]*/,
    )![0];
    expect(text).toContain(limitation);
    expect(main).toContain('href="/pqrsd?tipo=reclamo&amp;asunto=Barrera%20de%20accesibilidad"');
    expect(main).toContain(`<time dateTime="${String(statement.reviewed)}">`);
  });

  it('shows an edited limitation in the next answer', async () => {
    const token = await adminToken();
    const statement = await firstRecord('accesibilidad');
    const words = `Los mapas de las sedes no tienen descripción en texto ${Date.now()}.`;
    const limitations = richTextFrom(words);
    expect(
      (await call('PUT', `/api/accesibilidad/${statement._id}`, { token, json: { limitations } })).status,
    ).toBe(200);
    try {
      expect(textOf(mainOf((await page('/accesibilidad')).root))).toContain(words);
    } finally {
      await call('PUT', `/api/accesibilidad/${statement._id}`, {
        token,
        json: { limitations: statement.limitations },
      });
    }
  });

  it.each([
    '/',
    '/docentes',
    '/transparencia/contratacion',
    '/participa/consulta',
    '/pqrsd',
    '/accesibilidad',
    '/no-existe',
  ])('%s links the statement from its footer', async (path) => {
    const footer = footerOf((await page(path)).root);
    expect(footer).toMatch(/<a [^>]*href="\/accesibilidad"[^>]*>Accesibilidad<\/a>/);
  });

  it('renders the PQRSD form of the report link prefilled, and a hostile subject as inert text', async () => {
    const { status, root } = await page('/pqrsd?tipo=reclamo&asunto=Barrera%20de%20accesibilidad');
    expect(status).toBe(200);
    expect(root).toContain('<input type="radio" name="tipo" checked="" value="reclamo"/>');
    expect(root.match(/checked=""/g)).toHaveLength(1);
    expect(root).toMatch(/<input id="pqrsd-asunto"[^>]* value="Barrera de accesibilidad"/);
    const hostile = await page(
      `/pqrsd?tipo=contacto&asunto=${encodeURIComponent('"><script>alert(1)</script>')}`,
    );
    expect(hostile.root).not.toContain('<script>alert(1)');
    expect(hostile.root).toContain('<input type="radio" name="tipo" checked="" value="peticion"/>');
    expect(hostile.root).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});

describe('bad Participa entries: a Spanish 400 naming the field, nothing stored', () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken();
  });
  afterAll(async () => {
    expect((await call<Entry[]>('GET', '/api/participa')).body.map((e) => e._id)).toEqual(
      entries.map((e) => e._id),
    );
  });

  it.each([
    [
      'a section that is no page here',
      { seccion: 'rendicion-de-cuentas', title: 'x', link: 'https://example.gov.co' },
      /Sección de Participa/,
    ],
    [
      'a section the menu lacks',
      { seccion: 'otra', title: 'x', link: 'https://example.gov.co' },
      /Sección de Participa/,
    ],
    ['only a title', { seccion: 'consulta', title: 'Encuesta' }, /al menos uno/],
    ['a javascript: link', { seccion: 'consulta', title: 'x', link: 'javascript:alert(1)' }, /Enlace/],
    ['no section', { title: 'x', link: 'https://example.gov.co' }, /Sección de Participa/],
  ])('%s', async (_name, json, message) => {
    const res = await call<{ error: string; message: string }>('POST', '/api/participa', { token, json });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('a visitor cannot publish', async () => {
    const res = await call('POST', '/api/participa', {
      json: { seccion: 'consulta', title: 'x', link: 'https://example.gov.co' },
    });
    expect(res.status).toBe(401);
  });
});
