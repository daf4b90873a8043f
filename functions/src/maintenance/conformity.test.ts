/**
 * The conformity check's rules on fixture HTML, and the whole check over a small site served by a
 * real Express app through the in-process GET (no network): a page missing alt, a broken link, a
 * missing PDF, a footer without `data-pie="notificaciones-judiciales"`, a required page missing.
 */
import express from 'express';
import { describe, expect, it } from 'vitest';
import { FOOTER_ELEMENTS } from '../model/govco-footer';
import { PARTICIPA_SECTIONS, participaPath } from '../model/participa';
import { TRANSPARENCY_ANNEX } from '../model/transparency-annex';
import { checkSite, itaVerdicts } from './conformity';
import {
  accessibilityProblems,
  frameProblems,
  internalPath,
  pageLinks,
  parsePage,
  REQUIRED_PAGES,
} from './conformity-rules';
import { inProcessGet } from './in-process';

const JUDICIAL = FOOTER_ELEMENTS.find((e) => e.key === 'notificaciones-judiciales')!.label;
const LEGAL = [
  '/accesibilidad',
  '/politica-de-privacidad',
  '/terminos-y-condiciones',
  '/derechos-de-autor',
  '/mapa-del-sitio',
];

/** A footer holding every required element, but those in `without`. */
function footer(without: string[] = []): string {
  const elements = FOOTER_ELEMENTS.filter((e) => !without.includes(e.key))
    .map((e) => `<p data-pie="${e.key}">${e.label}</p>`)
    .join('');
  const links = ['/transparencia', ...LEGAL].map((p) => `<a href="${p}">${p}</a>`).join(' ');
  return `<footer>${elements}<nav>${links}</nav></footer>`;
}

const header =
  '<header><nav><a href="/">Inicio</a> <a href="/transparencia">Transparencia</a> <a href="/participa">Participa</a></nav></header>';

/** A well-formed page of the site. */
function page(title: string, content: string, options: { without?: string[]; head?: string } = {}): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${title}</title>${options.head ?? ''}</head><body><a href="#contenido">Saltar al contenido</a>${header}<main id="contenido"><h1>${title}</h1>${content}</main>${footer(options.without)}</body></html>`;
}

describe('the accessibility rules on one page', () => {
  it('finds an image without alt text, a nameless link and a field without a label', async () => {
    const dom = parsePage(
      page(
        'Noticias',
        '<img src="/media/foto.jpg"><a href="/x"></a><form><input type="text" name="q"></form>',
      ),
    );
    const rules = (await accessibilityProblems(dom, '/noticias')).map((p) => p.rule).sort();
    expect(rules).toEqual(['image-alt', 'label', 'link-name']);
    dom.window.close();
  });

  it('finds a page without language or title, and says so in Spanish with the count', async () => {
    const dom = parsePage(
      '<!doctype html><html><head></head><body><main><h1>x</h1><img src="a.png"><img src="b.png"></main></body></html>',
    );
    const problems = await accessibilityProblems(dom, '/x');
    expect(problems.map((p) => p.rule).sort()).toEqual(['document-title', 'html-has-lang', 'image-alt']);
    expect(problems.find((p) => p.rule === 'image-alt')!.message).toBe(
      'Hay imágenes sin texto alternativo (atributo alt) (2 elementos).',
    );
    dom.window.close();
  });

  it('passes a clean page (decorative images with alt="" included)', async () => {
    const dom = parsePage(page('Inicio', '<img src="/media/a.jpg" alt=""><p>Texto</p>'));
    expect(await accessibilityProblems(dom, '/')).toEqual([]);
    dom.window.close();
  });
});

describe('the frame', () => {
  it('finds a footer without the judicial notifications e-mail', () => {
    const dom = parsePage(page('Inicio', '', { without: ['notificaciones-judiciales'] }));
    const { problems, faltan } = frameProblems(dom, '/');
    expect(faltan).toEqual(['notificaciones-judiciales']);
    expect(problems).toEqual([
      {
        page: '/',
        kind: 'pie',
        rule: 'pie-notificaciones-judiciales',
        message: `Al pie de página le falta «${JUDICIAL}».`,
      },
    ]);
  });

  it('counts an element only with text in it', () => {
    const dom = parsePage(page('Inicio', '').replace(`>${JUDICIAL}<`, '> <'));
    expect(frameProblems(dom, '/').faltan).toEqual(['notificaciones-judiciales']);
  });

  it('finds the menu without Participa and the footer without the statement', () => {
    const html = page('Inicio', '')
      .replace('<a href="/participa">Participa</a>', '')
      .replace('<a href="/accesibilidad">/accesibilidad</a>', '');
    const { problems } = frameProblems(parsePage(html), '/');
    expect(problems.map((p) => p.message)).toEqual([
      'El menú principal no enlaza «Participa» (/participa).',
      'El pie de página no enlaza «Declaración de accesibilidad» (/accesibilidad).',
    ]);
  });
});

describe('internal addresses', () => {
  it('keeps the site’s own paths with their query, and leaves out the rest', () => {
    expect(internalPath('/noticias?pagina=2#x', '/')).toBe('/noticias?pagina=2');
    expect(internalPath('detalle', '/noticias/')).toBe('/noticias/detalle');
    expect(internalPath('https://www.gov.co/', '/')).toBeNull();
    expect(internalPath('mailto:a@b.co', '/')).toBeNull();
    expect(internalPath('#arriba', '/')).toBeNull();
    // Hosting's own answers: the admin's single page and the built files.
    expect(internalPath('/login', '/')).toBeNull();
    expect(internalPath('/assets/x.css', '/')).toBeNull();
    // An absolute link to the school's own address (its base on the platform's domain).
    expect(internalPath('https://plataforma.co/acacias/eventos', '/', 'https://plataforma.co/acacias')).toBe(
      '/eventos',
    );
    expect(
      internalPath('https://plataforma.co/otro/eventos', '/', 'https://plataforma.co/acacias'),
    ).toBeNull();
  });

  it('lists a page’s links and images once each', () => {
    const dom = parsePage('<a href="/a">a</a><a href="/a#x">a</a><img src="/media/f.jpg" alt="f">');
    expect(pageLinks(dom, '/')).toEqual(['/a', '/media/f.jpg']);
  });
});

/** A whole site that passes, as an Express app; `change` edits a page's HTML by path. */
function site(change: (path: string, html: string) => string | null = (_p, html) => html) {
  const pages = new Map<string, string>();
  pages.set('/', page('Inicio', '<a href="/noticias">Noticias</a> <a href="/media/plan.pdf">Plan (PDF)</a>'));
  pages.set('/noticias', page('Noticias', '<a href="/">Volver</a>'));
  pages.set(
    '/transparencia',
    page(
      'Transparencia',
      TRANSPARENCY_ANNEX.map((c) => `<a href="/transparencia/${c.slug}">${c.name}</a>`).join(' '),
    ),
  );
  for (const c of TRANSPARENCY_ANNEX) pages.set(`/transparencia/${c.slug}`, page(c.name, '<p>Contenido</p>'));
  pages.set(
    '/participa',
    page('Participa', PARTICIPA_SECTIONS.map((s) => `<a href="${participaPath(s)}">${s.name}</a>`).join(' ')),
  );
  for (const s of PARTICIPA_SECTIONS) pages.set(participaPath(s), page(s.name, '<p>Contenido</p>'));
  for (const p of LEGAL) pages.set(p, page(p, '<p>Texto</p>'));
  const app = express();
  app.get(/.*/, (req, res) => {
    const html = pages.has(req.path) ? change(req.path, pages.get(req.path)!) : null;
    if (html === null) res.status(404).type('html').send(page('No encontrada', '<p>No existe.</p>'));
    else res.type('html').send(html);
  });
  return app;
}

const files = new Set(['plan.pdf']);
const reader = (app: express.Express) => ({
  get: inProcessGet(app, 'colegio.test'),
  fileExists: async (name: string) => files.has(name),
});

describe('the check over a site', () => {
  it('passes a site with every required page, link and footer element', async () => {
    const report = await checkSite(reader(site()));
    expect(report.problemas).toEqual([]);
    expect(report).toMatchObject({
      estado: 'cumple',
      fallos: 0,
      completo: true,
      pie: { faltan: [] },
      ita: {},
    });
    // Every required page, the home page and the news page; the PDF is asked too.
    expect(report.paginas).toBe(new Set(REQUIRED_PAGES.map((r) => r.path)).size + 2);
    expect(report.enlaces).toBe(report.paginas + 1);
  });

  it('finds a broken link, a missing PDF, an image without alt, a missing required page and a footer element', async () => {
    const app = site((path, html) => {
      if (path === '/')
        return html
          .replace('/media/plan.pdf', '/media/no-existe.pdf')
          .replace(/<p data-pie="notificaciones-judiciales">[^<]*<\/p>/, '');
      if (path === '/noticias')
        return html.replace(
          '<a href="/">Volver</a>',
          '<a href="/noticias/vieja">Vieja</a><img src="/media/plan.pdf">',
        );
      if (path === '/participa/control-social') return null;
      return html;
    });
    const report = await checkSite(reader(app));
    expect(report.estado).toBe('fallos');
    const found = report.problemas.map((p) => `${p.page} ${p.rule}`);
    expect(found).toEqual(
      expect.arrayContaining([
        '/ archivo-inexistente',
        '/noticias enlace-roto',
        '/noticias image-alt',
        '/participa/control-social pagina-obligatoria',
        '/ pie-notificaciones-judiciales',
      ]),
    );
    expect(report.problemas.find((p) => p.rule === 'enlace-roto')!.message).toBe(
      'Enlaza una dirección que responde 404: /noticias/vieja.',
    );
    expect(report.pie.faltan).toEqual(['notificaciones-judiciales']);
    // The ITA items these fail: the footer's, the alt texts', Participa's control social.
    expect(Object.keys(report.ita).sort()).toEqual(['accesibilidad-a', 'participa-6-2-6', 'sitio-2-2-2']);
    expect(report.ita['sitio-2-2-2']).toBe(
      `La revisión automática encontró: Al pie de página le falta «${JUDICIAL}».`,
    );
    expect(report.fallos).toBe(report.problemas.length);
  });

  it('asks a look-up that failed once more, and never calls a file broken because Storage failed', async () => {
    const failures = new Map<string, number>([['plan.pdf', 1]]);
    const flaky = () => ({
      get: inProcessGet(site(), 'colegio.test'),
      fileExists: async (name: string) => {
        const left = failures.get(name) ?? 0;
        if (left > 0) {
          failures.set(name, left - 1);
          throw new Error('socket hang up');
        }
        return files.has(name);
      },
    });
    // Once: the second try answers, and the report is whole and clean.
    const once = await checkSite(flaky());
    expect(once.problemas).toEqual([]);
    expect(once.completo).toBe(true);
    // Every time: the file is left unjudged, and the run says it is incomplete.
    failures.set('plan.pdf', 99);
    const always = await checkSite(flaky());
    expect(always.problemas.filter((p) => p.kind === 'enlaces')).toEqual([]);
    expect(always.completo).toBe(false);
  });

  it('stops at its page budget and says the run was incomplete', async () => {
    const report = await checkSite(reader(site()), { maxPages: 3 });
    expect(report.completo).toBe(false);
    expect(report.paginas).toBe(3);
  });

  it('stops at its time budget and says the run was incomplete', async () => {
    let t = 0;
    // Each reading of the clock moves it a second: the 2 s budget ends after a few addresses.
    const report = await checkSite(reader(site()), { budgetMs: 2_000, clock: () => (t += 1_000) });
    expect(report.completo).toBe(false);
    expect(report.paginas).toBeLessThan(5);
  });
});

describe('the ITA verdicts', () => {
  it('names the first three problems and counts the rest', () => {
    const problems = [1, 2, 3, 4, 5].map((n) => ({
      page: `/p${n}`,
      kind: 'accesibilidad' as const,
      rule: 'document-title',
      message: 'La página no tiene título (1 elemento).',
    }));
    expect(itaVerdicts(problems)).toEqual({
      'accesibilidad-e':
        'La revisión automática encontró: La página no tiene título (1 elemento) en /p1. La página no tiene título (1 elemento) en /p2. La página no tiene título (1 elemento) en /p3. Y 2 problema(s) más.',
    });
  });
});
