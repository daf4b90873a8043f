/**
 * The public routes of spec §2 and, for each, what a visitor must see once it has loaded: the
 * spec's labels, and the seeded content (scripts/seed/content.ts, loaded by the global setup).
 */
import type { Locator, Page } from 'playwright-core';
import { SEED_CONTENT } from '../../scripts/seed/content';
import { SEED_NO_APLICA } from '../../scripts/seed/ita';
import { TRANSPARENCY_ANNEX } from '../../functions/src/model/transparency-annex';
import { PARTICIPA_SECTIONS } from '../../functions/src/model/participa';
import { addressOf, PAGES, type PageId } from '../../web/src/config/pages';

const seed = <K extends keyof typeof SEED_CONTENT>(name: K) =>
  SEED_CONTENT[name][0] as Record<string, unknown>;
const str = (value: unknown) => String(value ?? '');

export const SCHOOL = 'Institución Educativa San José';

export interface PublicPage {
  path: string;
  /** File-name part of the screenshots. */
  slug: string;
  /** The page's one h1. */
  h1: string | RegExp;
  /** Headings (any level) that must be visible once loaded. */
  headings?: string[];
  /** Texts that must be visible once loaded (exact element text). */
  texts?: string[];
  /** Further checks of the loaded page. */
  check?: (page: Page) => Promise<void>;
}

/** Waits until `locator` is visible (Playwright's auto-waiting, with the context's time-out). */
export const shown = (locator: Locator) => locator.first().waitFor({ state: 'visible' });

const heading = (page: Page, name: string | RegExp, level?: number) =>
  page.getByRole('heading', { name, exact: typeof name === 'string', level });

/**
 * The PDF frames of a page and their heights (spec: 750 px, 450 px in convocatorias) on a wide
 * screen; on a phone (below 40rem) a frame is not drawn until "Ver aquí" asks for it, so each is
 * 0, its "Abrir el PDF" link drawn instead, and this answers the height a wide screen would give.
 */
async function frameHeights(page: Page): Promise<number[]> {
  return page.locator('main figure').evaluateAll((figures) =>
    figures.map((f) => {
      const frame = f.firstElementChild as HTMLElement;
      if (window.innerWidth >= 640) return Math.round(frame.getBoundingClientRect().height);
      const open = f.querySelector<HTMLElement>('a[type="application/pdf"]');
      const drawn = frame.getBoundingClientRect().height > 0 || !open?.checkVisibility();
      return drawn ? -1 : parseInt(frame.style.getPropertyValue('--frame-height'), 10);
    }),
  );
}

/** What each page of the registry must show; `id` is the page's id in web/src/config/pages.ts. */
const CHECKS: Array<Omit<PublicPage, 'path' | 'slug'> & { id: PageId }> = [
  {
    id: 'home',
    h1: `${SCHOOL}: inicio`,
    headings: [
      '¿Quién dijo que la educación es aburrida?',
      'Aprendiendo',
      'Filosofía',
      'Práctica',
      'Juegos',
      'Escuela y familia, conectadas',
      'Nuestros servicios',
      'Noticias',
      'Preescolar',
      'Primaria',
      'Secundaria',
      'Sabatinos',
      'Síganos y escúchenos',
    ],
    texts: [SEED_CONTENT.carousel[0]!.title!, SEED_CONTENT.carousel[0]!.stringone!],
    async check(page) {
      // Spec §2: the slide title is the image's alt text.
      await shown(page.getByRole('img', { name: SEED_CONTENT.carousel[0]!.title!, exact: true }));
      const chat = page.locator('a[href^="https://wa.me/"]');
      const href = (await chat.getAttribute('href')) ?? '';
      if (!/[?&]text=.*matr%C3%ADcula/.test(href))
        throw new Error(`The chat button has no prefilled enrolment message: ${href}`);
      if ((await chat.getAttribute('target')) !== '_blank')
        throw new Error('The chat button does not open a new tab.');
      await shown(page.locator('audio[controls]'));
    },
  },
  {
    id: 'resenahistorica',
    h1: str(seed('resenahistorica').title),
    texts: [str(seed('resenahistorica').stringone), str(seed('resenahistorica').stringfour)],
  },
  {
    id: 'horizonte',
    h1: str(seed('horizonte').title),
    headings: ['titleone', 'titletwo', 'titlefour', 'titlefive', 'titleten'].map((k) =>
      str(seed('horizonte')[k]),
    ),
    async check(page) {
      // Spec §2: the array fields are bullet lists.
      for (const item of [
        ...(seed('horizonte').stringfour as string[]),
        ...(seed('horizonte').stringfive as string[]),
      ]) {
        await shown(page.locator('main li').getByText(item, { exact: true }));
      }
    },
  },
  ...(['directivos', 'administrativos', 'docentes'] as const).map((name) => ({
    id: name,
    h1: name.toUpperCase(),
    async check(page: Page) {
      for (const person of SEED_CONTENT[name]) {
        await shown(heading(page, new RegExp(`^${person.title}\\s*${person.titleone}$`), 2));
        await shown(page.getByText(person.stringone!, { exact: true }));
      }
    },
  })),
  {
    id: 'rendicioncuentas',
    h1: str(seed('rendicioncuentas').title),
    headings: ['titleone', 'titletwo', 'titlethree'].map((k) => str(seed('rendicioncuentas')[k])),
    texts: [str(seed('rendicioncuentas').stringone)],
    async check(page) {
      const heights = await frameHeights(page);
      if (heights.join() !== '750,750,750')
        throw new Error(`PDF frames should be 3 x 750 px, are ${heights.join()}`);
    },
  },
  {
    id: 'enfoquepedagogico',
    h1: str(seed('enfoquepedagogico').title),
    headings: [str(seed('enfoquepedagogico').titleone)],
    texts: ['stringone', 'stringtwo', 'stringthree'].map((k) => str(seed('enfoquepedagogico')[k])),
  },
  {
    id: 'modelopedagogico',
    h1: str(seed('modelopedagogico').title),
    headings: [str(seed('modelopedagogico').titleone)],
    texts: [str(seed('modelopedagogico').stringone)],
    async check(page) {
      // The second text is a list in the seed: a bullet list (spec §2).
      for (const item of seed('modelopedagogico').stringtwo as string[]) {
        await shown(page.locator('main li').getByText(item, { exact: true }));
      }
    },
  },
  {
    id: 'manualconvivencia',
    h1: str(seed('manualconvivencia').title),
    headings: [str(seed('manualconvivencia').titleone)],
    texts: [str(seed('manualconvivencia').stringone)],
    async check(page) {
      const heights = await frameHeights(page);
      if (heights.join() !== '750')
        throw new Error(`One PDF frame of 750 px expected, found ${heights.join()}`);
    },
  },
  {
    id: 'tramiteretiros',
    h1: str(seed('tramiteretiros').title),
    headings: ['titleone', 'titletwo', 'titlethree', 'titlefour', 'titlefive'].map((k) =>
      str(seed('tramiteretiros')[k]),
    ),
    texts: [str(seed('tramiteretiros').string), str(seed('tramiteretiros').stringfive)],
  },
  {
    id: 'protocolobioseguridad',
    h1: str(seed('protocolobioseguridad').title),
    headings: [str(seed('protocolobioseguridad').titleone)],
    texts: [str(seed('protocolobioseguridad').string)],
    async check(page) {
      const survey = page.getByRole('link', { name: /^Ir a encuesta/ });
      await shown(survey);
      const [href, target] = await Promise.all([survey.getAttribute('href'), survey.getAttribute('target')]);
      if (href !== seed('protocolobioseguridad').stringtwo || target !== '_blank') {
        throw new Error(
          `'Ir a encuesta' should open ${str(seed('protocolobioseguridad').stringtwo)} in a new tab: ${href} ${target}`,
        );
      }
    },
  },
  {
    id: 'convocatorias',
    h1: 'CONTRATOS Y CONVOCATORIAS VIGENTES',
    async check(page) {
      // Each one a <details> whose summary is its heading.
      for (const item of SEED_CONTENT.convocatorias) {
        await shown(page.locator('summary').getByRole('heading', { name: item.title, exact: true }));
      }
    },
  },
  {
    id: 'contacto',
    h1: 'Contáctenos',
    async check(page) {
      for (const label of ['Asunto', 'Nombre', 'Correo electrónico', 'Teléfono', 'Mensaje']) {
        await shown(page.getByLabel(label, { exact: true }));
      }
      await shown(page.getByRole('checkbox', { name: /Ley 1581 de 2012/ }));
      await shown(page.getByRole('button', { name: 'Enviar', exact: true }));
    },
  },
  {
    id: 'pqrsd',
    h1: 'Atención al ciudadano',
    async check(page) {
      for (const label of [
        'Nombre completo',
        'Correo electrónico',
        'Asunto',
        'Mensaje',
        'Archivo adjunto (opcional)',
      ]) {
        await shown(page.getByLabel(label, { exact: true }));
      }
      await shown(page.getByRole('radio', { name: /^Petición/ }));
      await shown(page.getByRole('button', { name: 'Enviar solicitud', exact: true }));
    },
  },
  {
    id: 'suscripcion',
    h1: 'Reciba las circulares por correo',
    async check(page) {
      await shown(page.getByLabel('Correo electrónico', { exact: true }));
      await shown(page.getByRole('button', { name: 'Suscribirme', exact: true }));
    },
  },
  { id: 'suscripcionenviada', h1: 'Revise su correo' },
  { id: 'suscripcionconfirmar', h1: 'Confirmar la suscripción' },
  { id: 'suscripcionbaja', h1: 'Cancelar la suscripción' },
  { id: 'suscripcionpreferencias', h1: 'Preferencias de la suscripción' },
  {
    id: 'pqrsdconsulta',
    h1: 'Consultar una solicitud',
    async check(page) {
      await shown(page.getByLabel('Número de radicado', { exact: true }));
      await shown(page.getByRole('button', { name: 'Consultar', exact: true }));
    },
  },
  {
    // «Enterado»: without the mail's link (its token), the page says the link is incomplete.
    id: 'suscripcionenterado',
    h1: 'Confirmar la lectura de la circular',
    async check(page) {
      await shown(page.getByText(/Este enlace está incompleto/));
    },
  },
  {
    id: 'transparencia',
    h1: 'Transparencia y acceso a la información pública',
    // Every category of Anexo 2 (2.4.2), with its number and name, as a heading.
    headings: TRANSPARENCY_ANNEX.map((c) => `${c.number}. ${c.name}`),
    // In the page, shown on a wide screen, folded in its category's <details> on a phone.
    async check(page) {
      for (const text of [
        SEED_CONTENT.transparencia[0]!.title!,
        // The checklist's "no aplica" reason under its sub-item, the one source of it (docs/decisions/0030).
        `No aplica a la institución: ${SEED_NO_APLICA[0]!.reason}`,
      ]) {
        await page.getByText(text, { exact: true }).first().waitFor({ state: 'attached' });
      }
    },
  },
  {
    id: 'transparenciacategoria',
    h1: '3. Contratación',
    headings: TRANSPARENCY_ANNEX[2]!.subitems.map((s) => `${s.number} ${s.name}`),
    texts: SEED_CONTENT.transparencia.filter((e) => e.subitem!.startsWith('3.')).map((e) => e.title!),
  },
  ...(['politicaprivacidad', 'terminoscondiciones', 'derechosautor'] as const).map((name) => ({
    id: name,
    h1: str(seed(name).title),
    headings: [str(seed(name).titleone)],
  })),
  {
    id: 'mapadelsitio',
    h1: 'Mapa del sitio',
    async check(page: Page) {
      // Generated from the registry and the annex: a menu page, a category, a policy.
      for (const name of ['Docentes', '3. Contratación', 'Términos y condiciones']) {
        await shown(page.locator('main').getByRole('link', { name, exact: true }));
      }
    },
  },
  {
    id: 'login',
    h1: 'Acceso al área de administración del sitio web del colegio',
    async check(page) {
      await shown(page.getByLabel('Email', { exact: true }));
      await shown(page.getByLabel('Contraseña', { exact: true }));
      await shown(page.getByRole('button', { name: 'Iniciar sesión', exact: true }));
    },
  },
  {
    id: 'eventos',
    h1: 'Eventos',
    // The seeded calendar is always ahead of the seed's day (scripts/seed/content.ts).
    headings: SEED_CONTENT.eventos.map((e) => str(e.title)),
  },
  {
    // The seeded meeting's own page: when, where, and both ways into a calendar.
    id: 'evento',
    h1: str(seed('eventos').title),
    texts: [`Lugar: ${str(seed('eventos').location)}`],
    async check(page) {
      await shown(page.getByRole('link', { name: /^Agregar a Google Calendar/ }));
      await shown(page.getByRole('link', { name: /^Descargar para iPhone \(\.ics\)/ }));
    },
  },
  {
    id: 'other',
    h1: 'Contenido en preparación',
    texts: ['Mientras tanto, puede consultar:'],
  },
  {
    id: 'noticias',
    h1: 'Noticias y circulares',
    // The published seed items; the one scheduled for next week is not there.
    headings: SEED_CONTENT.noticias.filter((n) => Date.parse(n.publishAt!) < Date.now()).map((n) => n.title!),
    async check(page) {
      const scheduled = SEED_CONTENT.noticias.find((n) => Date.parse(n.publishAt!) > Date.now())!;
      if ((await page.getByText(scheduled.title!, { exact: true }).count()) !== 0)
        throw new Error('/noticias shows a scheduled item.');
      await shown(
        page.getByRole('navigation', { name: 'Filtrar por tipo' }).getByRole('link', { name: 'Circulares' }),
      );
    },
  },
  {
    id: 'noticia',
    h1: 'Circular 002: reunión de padres de familia',
    async check(page) {
      await shown(page.getByRole('link', { name: /WhatsApp/ }));
      await shown(page.getByRole('link', { name: /Facebook/ }));
      await shown(page.locator('main figure img'));
    },
  },
  {
    // The published circulars alone, each with its PDF as a link.
    id: 'circulares',
    h1: 'Circulares',
    headings: SEED_CONTENT.noticias
      .filter((n) => n.kind === 'circular' && Date.parse(n.publishAt!) < Date.now())
      .map((n) => n.title!),
    async check(page) {
      await shown(page.getByRole('link', { name: /^Abrir el PDF/ }));
      for (const other of SEED_CONTENT.noticias.filter((n) => n.kind !== 'circular')) {
        if ((await page.getByText(other.title!, { exact: true }).count()) !== 0)
          throw new Error(`/circulares shows «${other.title}».`);
      }
    },
  },
  {
    // The site search, here with no query (tests/e2e/site-search.test.ts searches).
    id: 'buscar',
    h1: 'Buscar en el sitio',
    async check(page) {
      await shown(page.getByRole('searchbox', { name: '¿Qué busca?' }));
    },
  },
  {
    // The six sections of Participa, each with its seeded entries' latest titles.
    id: 'participa',
    h1: 'Participa',
    headings: PARTICIPA_SECTIONS.map((s) => s.name),
    async check(page) {
      await shown(page.locator('main').getByRole('link', { name: 'Rendición de cuentas', exact: true }));
      for (const entry of SEED_CONTENT.participa.filter((e) => e.seccion === 'consulta')) {
        await shown(page.locator('main').getByRole('link', { name: entry.title!, exact: true }));
      }
    },
  },
  {
    id: 'participaseccion',
    h1: 'Consulta ciudadana',
    headings: SEED_CONTENT.participa.filter((e) => e.seccion === 'consulta').map((e) => e.title!),
    async check(page) {
      await shown(page.getByRole('link', { name: /^Descargar PDF/ }));
      const nav = page.getByRole('navigation', { name: 'Secciones de Participa' });
      await shown(nav.getByRole('link', { name: 'Consulta ciudadana', exact: true }));
    },
  },
  {
    // The accessibility statement, its fixed parts around the seeded texts.
    id: 'accesibilidad',
    h1: str(seed('accesibilidad').title),
    headings: [
      'Estándar que aplicamos',
      'Cómo revisamos el sitio',
      'Limitaciones conocidas',
      'Reporte una barrera de accesibilidad',
    ],
    texts: (seed('accesibilidad').limitations as string[]).slice(0, 1),
    async check(page) {
      await shown(page.getByRole('link', { name: 'Reportar una barrera de accesibilidad', exact: true }));
    },
  },
  {
    id: 'galeria',
    h1: 'Galería de fotos',
    headings: [str(seed('galerias').title)],
  },
  {
    id: 'galeriaalbum',
    h1: str(seed('galerias').title),
    async check(page: Page) {
      // The seeded album's twelve photos, in order, each named by its alt text.
      const alts = SEED_CONTENT.galerias[0]!.photos!.map((p) => p.alt);
      // Each a link to its photo (the viewer with JavaScript), its picture named by its alt text.
      await shown(page.locator('main ul a').getByRole('img', { name: alts[0]!, exact: true }));
      const shownAlts = await page
        .locator('main ul li')
        .evaluateAll((items) =>
          items.map(
            (li) =>
              li.querySelector('img')?.alt ?? li.querySelector('[role="img"]')?.getAttribute('aria-label'),
          ),
        );
      if (JSON.stringify(shownAlts) !== JSON.stringify(alts))
        throw new Error(`El álbum muestra ${shownAlts.length} fotos en otro orden.`);
    },
  },
];

/**
 * Every page of the site's page registry, in its order, with its checks: a page added to the
 * registry without checks here fails the suite instead of going untested.
 */
export const PUBLIC_PAGES: PublicPage[] = PAGES.map((registered) => {
  const checks = CHECKS.find((c) => c.id === registered.id);
  if (!checks) throw new Error(`tests/e2e/pages.ts has no checks for ${registered.path}.`);
  const path = addressOf(registered);
  const slug = path === '/' ? 'inicio' : path.slice(1).replaceAll('/', '-');
  return { ...checks, path, slug };
});

/** Waits for the page's own content (its h1 and every key label), then runs its checks. */
export async function expectLoaded(page: Page, spec: PublicPage): Promise<void> {
  await shown(heading(page, spec.h1, 1));
  const h1s = await page.getByRole('heading', { level: 1 }).count();
  if (h1s !== 1) throw new Error(`${spec.path} has ${h1s} h1 elements; one expected.`);
  for (const name of spec.headings ?? []) await shown(heading(page, name));
  for (const text of spec.texts ?? []) await shown(page.getByText(text, { exact: true }));
  await spec.check?.(page);
}

/** The frame of every page (spec §2): the navigation bar's entries and the footer. */
export async function expectShell(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  const labels = await nav
    .locator(':scope > div > ul > li')
    .evaluateAll((items) => items.map((li) => (li.querySelector('a')?.textContent ?? '').trim()));
  const expected = [
    'Inicio',
    // Where a parent looks first.
    'Noticias',
    'Circulares',
    'Eventos',
    'Nuestra Institución',
    'Gestión Académica',
    'Gestión Administrativa',
    'Servicios',
    'Transparencia',
    // The citizen-participation menu of Anexo 2 (category 6).
    'Participa',
    // Ley 1474 de 2011, art. 76: the citizen-request channel is a top-level entry.
    'Atención al ciudadano',
    'Contacto',
  ];
  if (labels.join('|') !== expected.join('|')) throw new Error(`Navigation bar: ${labels.join('|')}`);
  const footer = page.locator('footer');
  await shown(footer.getByText(`© ${new Date().getFullYear()} ${SCHOOL}`, { exact: false }));
  for (const item of ['Misión y visión', 'Política de privacidad', 'Tratamiento de datos personales']) {
    await shown(footer.getByText(item, { exact: true }));
  }
  // Anexo 2 §2.3: transparency, the policies and the site map, linked from every page; Anexo 1:
  // the accessibility statement too.
  const legal = footer.getByRole('navigation', { name: 'Transparencia y políticas' });
  for (const name of [
    'Transparencia',
    'Política de privacidad y tratamiento de datos personales',
    'Mapa del sitio',
    'Accesibilidad',
  ]) {
    await shown(legal.getByRole('link', { name, exact: true }));
  }
  // The seeded school's Facebook, YouTube and Instagram, its site and its academic platform.
  const icons = await footer.locator('a[target="_blank"]').count();
  if (icons !== 5) throw new Error(`The footer should have five icon links, has ${icons}.`);
  const title = await page.title();
  if (!title.endsWith(`| ${SCHOOL}`))
    throw new Error(`Document title '${title}' does not name the page and the school.`);
}
