/**
 * What a visitor does on the public site, in Chromium against the emulators: menus, the
 * carousel, the staff grids, the PDF viewers, the convocatorias accordion, the contact form, the
 * pages with every script blocked, and the third-party embeds (which must never be fetched
 * here: every request to another host is aborted and recorded by the harness).
 */
import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { SEED_CONTENT } from '../../scripts/seed/content';
import { richTextPlain } from '../../functions/src/model';
import { SITE as SITE_CONFIG } from '../../web/src/config/site';
import {
  DESKTOP,
  PHONE,
  PUBLIC_CDNS,
  scrollThrough,
  settlePdfViewers,
  sharedTabTest,
  SITE,
  test,
  type Tab,
} from './browser';
import { shown } from './pages';

/** The school's settings as seeded: what the header, menu, footer and home show. */
const SETTINGS = SEED_CONTENT.sitio[0] as {
  [
    K in Exclude<
      keyof NonNullable<(typeof SEED_CONTENT.sitio)[0]>,
      'searchSynonyms' | 'sedesSuscripcion' | 'gradosSuscripcion'
    >
  ]-?: string;
};

/** Spec §2, in order: label and target ('/path', or an external URL opening in a new tab). */
const MENUS: Record<string, Array<[label: string, target: string]>> = {
  'Nuestra Institución': [
    ['Reseña histórica', '/resenahistorica'],
    ['Horizonte institucional', '/horizonteinstitucional'],
    ['Directivos', '/directivos'],
    ['Administrativos', '/administrativos'],
    ['Docentes', '/docentes'],
  ],
  'Gestión Académica': [
    ['Enfoque pedagógico', '/enfoquepedagogico'],
    ['Modelo pedagógico', '/modelopedagogico'],
    ['Manual de convivencia', '/manualconvivencia'],
    ['Gobierno estudiantil', '/other'],
    ['Aula extendida', '/other'],
    ['Boletín académico', SETTINGS.boletinAcademico],
  ],
  'Gestión Administrativa': [
    ['Ejecuciones presupuestales', '/other'],
    ['Rendición de cuentas', '/rendicioncuentas'],
  ],
  Servicios: [
    ['Trámites de matrícula', SETTINGS.tramitesMatricula],
    ['Trámite de retiros', '/tramiteretiros'],
    ['Protocolo de bioseguridad', '/protocolobioseguridad'],
    ['Contratación', '/convocatorias'],
    ['Administrar', '/login'],
  ],
};

const nav = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
/** A parent entry's submenu, as the screen shows it: a <details> beside its link (the phone's or the bar's). */
const detailsOf = (page: Page, menu: string) =>
  nav(page).locator('details[data-submenu]:visible', {
    has: page.locator('summary', { hasText: `Submenú ${menu}` }),
  });
/** Its toggle: the <summary> with the chevron. */
const toggleOf = (page: Page, menu: string) => detailsOf(page, menu).locator('> summary');
/** Its list of entries. */
async function submenuOf(page: Page, menu: string): Promise<Locator> {
  return detailsOf(page, menu).locator('> ul');
}
/** Whether a <details> is open: what aria-expanded said of the old toggle buttons. */
const isOpen = (summary: Locator) => summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);

async function expectEntries(submenu: Locator, entries: Array<[string, string]>): Promise<void> {
  const links = await submenu.locator('a').evaluateAll((anchors) =>
    anchors.map((a) => ({
      // The visually hidden "(se abre en una pestaña nueva)" is not part of the label.
      label: [...a.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join('')
        .trim(),
      href: a.getAttribute('href'),
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel') ?? '',
    })),
  );
  expect(links.map((l) => [l.label, l.href])).toEqual(entries);
  for (const link of links) {
    const external = /^https?:/.test(link.href ?? '');
    expect(link.target).toBe(external ? '_blank' : null);
    if (external) expect(link.rel).toContain('noopener');
  }
}

describe('navigation bar', () => {
  sharedTabTest(
    'menus open on click and hover, close on Escape, list the spec entries, and parents link to /other',
    async ({ reuse }) => {
      const tab = await reuse({ viewport: DESKTOP });
      const { page } = tab;
      await tab.goto('/');
      await shown(nav(page));

      const tops = nav(page).locator(':scope > div > ul > li > a, :scope > div > ul > li > div > a');
      expect(
        await tops.evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')])),
      ).toEqual([
        ['Inicio', '/'],
        // Where a parent looks first.
        ['Noticias', '/noticias'],
        ['Circulares', '/circulares'],
        ['Eventos', '/eventos'],
        ['Nuestra Institución', '/other'],
        ['Gestión Académica', '/other'],
        ['Gestión Administrativa', '/other'],
        ['Servicios', '/other'],
        ['Transparencia', '/transparencia'],
        // The citizen-participation menu of Anexo 2 (category 6).
        ['Participa', '/participa'],
        // Ley 1474 de 2011 art. 76 asks for the citizens' channel in the menu.
        ['Atención al ciudadano', '/pqrsd'],
        ['Contacto', '/contacto'],
      ]);

      for (const [menu, entries] of Object.entries(MENUS)) {
        const toggle = toggleOf(page, menu);
        const submenu = await submenuOf(page, menu);
        expect(await submenu.isVisible()).toBe(false);
        await toggle.click();
        await shown(submenu);
        expect(await isOpen(toggle)).toBe(true);
        await expectEntries(submenu, entries);
        // Escape closes it and gives the focus back to its toggle.
        await page.keyboard.press('Escape');
        await submenu.waitFor({ state: 'hidden' });
        expect(await isOpen(toggle)).toBe(false);
        expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
      }

      // Hover opens a menu; leaving it closes it.
      const institucion = await submenuOf(page, 'Nuestra Institución');
      await nav(page).getByRole('link', { name: 'Nuestra Institución', exact: true }).hover();
      await shown(institucion);
      await page.mouse.move(640, 700);
      await institucion.waitFor({ state: 'hidden' });

      // Following an entry loads its page, with the menu closed.
      await toggleOf(page, 'Nuestra Institución').click();
      await institucion.getByRole('link', { name: 'Docentes', exact: true }).click();
      await page.waitForURL(`${SITE}/docentes`);
      await shown(page.getByRole('heading', { level: 1, name: 'DOCENTES' }));
      expect(await institucion.isVisible()).toBe(false);

      // A parent title itself goes to /other, a real page.
      await nav(page).getByRole('link', { name: 'Servicios', exact: true }).click();
      await page.waitForURL(`${SITE}/other`);
      await shown(page.getByRole('heading', { level: 1, name: 'Contenido en preparación' }));
    },
  );

  sharedTabTest(
    'external entries open in a new tab, which is blocked before it leaves the machine',
    async ({ reuse }) => {
      const tab = await reuse({ viewport: DESKTOP });
      const { page } = tab;
      await tab.goto('/');
      await toggleOf(page, 'Gestión Académica').click();
      const [popup] = await Promise.all([
        tab.context.waitForEvent('page'),
        (await submenuOf(page, 'Gestión Académica'))
          .getByRole('link', { name: /^Boletín académico/ })
          .click(),
      ]);
      await expect
        .poll(() => tab.offHostRequests().map((r) => [r.url, r.fate]))
        .toContainEqual([SETTINGS.boletinAcademico, 'blocked']);
      expect(popup).not.toBe(page);
      expect(page.url()).toBe(`${SITE}/`);
    },
  );

  sharedTabTest(
    'on a phone the menu collapses into a toggle that works by touch and by keyboard',
    async ({ reuse }) => {
      const tab = await reuse({ viewport: PHONE, mobile: true });
      const { page } = tab;
      await tab.goto('/');
      const menu = nav(page).locator('details[data-menu] > summary');
      await shown(menu);
      const inicio = nav(page).getByRole('link', { name: 'Inicio', exact: true });
      expect(await inicio.isVisible()).toBe(false);
      expect(await isOpen(menu)).toBe(false);

      await menu.tap();
      await shown(inicio);
      expect(await isOpen(menu)).toBe(true);
      // A submenu opens with a tap on its toggle, inside the open menu.
      await toggleOf(page, 'Servicios').tap();
      const servicios = await submenuOf(page, 'Servicios');
      await shown(servicios);
      await expectEntries(servicios, MENUS.Servicios!);
      // Escape closes the submenu first, then the whole menu, returning focus to the toggle.
      await page.keyboard.press('Escape');
      await servicios.waitFor({ state: 'hidden' });
      await page.keyboard.press('Escape');
      await inicio.waitFor({ state: 'hidden' });
      expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);

      // Keyboard: Enter on the focused toggle opens it again; a tap outside closes it.
      await page.keyboard.press('Enter');
      await shown(inicio);
      await page.locator('footer').tap();
      await inicio.waitFor({ state: 'hidden' });
    },
  );
});

describe('home carousel', () => {
  const active = (page: Page) => page.locator('[aria-roledescription="diapositiva"][data-active="true"]');
  const activeLabel = (page: Page) => active(page).getAttribute('aria-label');

  sharedTabTest(
    'starts on the first slide, advances every ~3000 ms, and its controls work',
    async ({ reuse }) => {
      const tab = await reuse({ viewport: DESKTOP });
      const { page } = tab;
      const slides = SEED_CONTENT.carousel;
      await tab.goto('/');
      await shown(active(page));
      expect(await activeLabel(page)).toBe(`1 de ${slides.length}`);
      await shown(active(page).getByRole('img', { name: slides[0]!.title!, exact: true }));
      await shown(active(page).getByText(slides[0]!.stringone!, { exact: true }));

      // Time two consecutive changes in the page itself: the carousel's interval is what is measured.
      const interval = await page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const times: number[] = [];
            const observer = new MutationObserver((records) => {
              if (!records.some((r) => (r.target as Element).getAttribute('data-active') === 'true')) return;
              times.push(performance.now());
              if (times.length === 2) {
                observer.disconnect();
                resolve(times[1]! - times[0]!);
              }
            });
            observer.observe(document.querySelector('[aria-roledescription="carrusel"]')!, {
              attributes: true,
              attributeFilter: ['data-active'],
              subtree: true,
            });
            setTimeout(() => reject(new Error('The carousel did not advance twice within 9 s.')), 9_000);
          }),
      );
      // 3000 ms by the carousel's timer, plus a render; a busy 2-core machine may add a little.
      expect(interval).toBeGreaterThan(2_900);
      expect(interval).toBeLessThan(4_000);

      // The controls. The pointer on the carousel pauses it, so no automatic change interferes.
      await page.locator('[aria-roledescription="carrusel"]').hover();
      const start = Number((await activeLabel(page))!.split(' ')[0]);
      const label = (n: number) => `${((n - 1 + slides.length) % slides.length) + 1} de ${slides.length}`;
      await page.getByRole('button', { name: 'Diapositiva siguiente' }).click();
      await expect.poll(() => activeLabel(page)).toBe(label(start + 1));
      await page.getByRole('button', { name: 'Diapositiva anterior' }).click();
      await page.getByRole('button', { name: 'Diapositiva anterior' }).click();
      await expect.poll(() => activeLabel(page)).toBe(label(start - 1));
      await page
        .getByRole('button', { name: new RegExp(`^Ir a la diapositiva 2: ${slides[1]!.title}`) })
        .click();
      await expect.poll(() => activeLabel(page)).toBe(label(2));
      await shown(active(page).getByRole('img', { name: slides[1]!.title!, exact: true }));
      // Keyboard: arrows move between slides.
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => activeLabel(page)).toBe(label(3));

      // Hovered and focused, it stays put for longer than an interval.
      const stayed = await page
        .waitForFunction(
          (label) =>
            document
              .querySelector('[aria-roledescription="diapositiva"][data-active="true"]')
              ?.getAttribute('aria-label') !== label,
          `3 de ${slides.length}`,
          { timeout: 3_800 },
        )
        .then(
          () => false,
          () => true,
        );
      expect(stayed).toBe(true);
    },
  );
});

describe('staff grids', () => {
  async function cardBoxes(page: Page) {
    await shown(page.locator('main article'));
    return page.locator('main ul > li:has(article)').evaluateAll((items) =>
      items.map((li) => {
        const box = li.getBoundingClientRect();
        return { x: Math.round(box.x), y: Math.round(box.y + window.scrollY) };
      }),
    );
  }

  for (const name of ['directivos', 'administrativos', 'docentes'] as const) {
    sharedTabTest(`/${name}: 3 cards per row at 1280 px, one column at 390 px`, async ({ reuse }) => {
      const count = SEED_CONTENT[name].length;
      const wide = await reuse({ viewport: DESKTOP });
      await wide.goto(`/${name}`);
      const desktop = await cardBoxes(wide.page);
      expect(desktop).toHaveLength(count);
      desktop.forEach((box, i) => {
        const row = Math.floor(i / 3);
        const column = i % 3;
        expect(box.y, `card ${i + 1} row`).toBe(desktop[row * 3]!.y);
        expect(box.x, `card ${i + 1} column`).toBe(desktop[column]!.x);
        if (column > 0) expect(box.x).toBeGreaterThan(desktop[i - 1]!.x);
        if (row > 0) expect(box.y).toBeGreaterThan(desktop[i - 3]!.y);
      });

      const phone = await reuse({ viewport: PHONE, mobile: true });
      await phone.goto(`/${name}`);
      const mobile = await cardBoxes(phone.page);
      expect(mobile).toHaveLength(count);
      mobile.forEach((box, i) => {
        expect(box.x).toBe(mobile[0]!.x);
        if (i > 0) expect(box.y).toBeGreaterThan(mobile[i - 1]!.y);
      });
    });
  }

  sharedTabTest(
    'icon links open in a new tab, and only the channels a person has are shown',
    async ({ reuse }) => {
      const tab = await reuse({ viewport: DESKTOP });
      await tab.goto('/directivos');
      await shown(tab.page.locator('main article'));
      const cards = await tab.page
        .locator('main article')
        .evaluateAll((articles) =>
          articles.map((a) =>
            [...a.querySelectorAll('a')].map((l) => [l.getAttribute('href'), l.getAttribute('target')]),
          ),
        );
      SEED_CONTENT.directivos.forEach((person, i) => {
        const expected = [person.stringtwo, person.stringthree, person.stringfour, person.stringfive]
          .filter((href) => href)
          .map((href) => [href, '_blank']);
        expect(cards[i]).toEqual(expected);
      });
    },
  );
});

/** Waits for a PDF viewer (the figure) to draw its first page and show `text` in its text layer. */
async function expectPdfRendered(figure: Locator, text: string): Promise<void> {
  await shown(figure.locator('.react-pdf__Page canvas'));
  await shown(figure.locator('.react-pdf__Page__textContent').getByText(text, { exact: false }));
  await shown(figure.getByText(/^Página 1 de \d+$/));
  const size = await figure
    .locator('.react-pdf__Page canvas')
    .evaluate((c: HTMLCanvasElement) => c.width * c.height);
  expect(size).toBeGreaterThan(10_000);
}

/** The PDF worker came from the site itself, and no request even tried another host. */
function expectBundledWorker(tab: Tab): void {
  const workers = tab.requests.filter((url) => /pdf\.worker/.test(url));
  expect(workers.length).toBeGreaterThan(0);
  for (const url of workers) expect(url.startsWith(`${SITE}/assets/`)).toBe(true);
  expect(tab.offHostRequests().filter((r) => PUBLIC_CDNS.test(new URL(r.url).hostname))).toEqual([]);
  expect(tab.offHostRequests()).toEqual([]);
}

describe('PDF viewers', () => {
  test('/manualconvivencia: scrolling to the 750 px viewer draws the manual with the bundled worker', async ({
    open,
  }) => {
    const tab = await open({ viewport: DESKTOP });
    const { page } = tab;
    const manual = SEED_CONTENT.manualconvivencia[0]!;
    await tab.goto('/manualconvivencia');
    const figure = page.locator('main figure');
    await shown(figure.getByRole('button', { name: /^Ver documento/ }));
    // Nothing of pdf.js is loaded before the visitor does anything.
    expect(tab.requests.filter((url) => /pdf\.worker|pdf-document/.test(url))).toEqual([]);
    await page.mouse.wheel(0, 400);
    await expectPdfRendered(figure, manual.titleone!);
    expect(
      await figure
        .locator(':scope > div')
        .first()
        .evaluate((el) => el.getBoundingClientRect().height),
    ).toBe(750);
    const download = figure.getByRole('link', { name: /^Descargar PDF/ });
    expect(await download.getAttribute('href')).toMatch(/^\/media\/.+\.pdf\?descargar=1$/);
    expectBundledWorker(tab);
  });

  test('/rendicioncuentas: a viewer far below the fold is a plain form to its PDF until it is scrolled to; all three draw', async ({
    open,
  }) => {
    const tab = await open({ viewport: DESKTOP });
    const { page } = tab;
    const report = SEED_CONTENT.rendicioncuentas[0]!;
    await tab.goto('/rendicioncuentas');
    const figures = page.locator('main figure');
    const button = figures.nth(2).getByRole('button', { name: /^Ver documento/ });
    await shown(button);
    // Before its island's code has come (it wakes when it comes into view), the button is a plain
    // form that opens the PDF in the browser.
    expect(await figures.nth(2).locator('form').getAttribute('action')).toMatch(/^\/media\/.+\.pdf$/);
    expect(await figures.nth(2).locator('form').getAttribute('data-enhanced')).toBeNull();
    expect(tab.requests.filter((url) => /pdf\.worker|pdf-document/.test(url))).toEqual([]);
    await figures.nth(2).scrollIntoViewIfNeeded();
    await shown(figures.nth(2).locator('form[data-enhanced], .react-pdf__Document').first());
    await expectPdfRendered(figures.nth(2), report.titlethree!);
    await scrollThrough(page);
    await expectPdfRendered(figures.nth(0), report.titleone!);
    await expectPdfRendered(figures.nth(1), report.titletwo!);
    expectBundledWorker(tab);
  });
});

describe('convocatorias accordion', () => {
  /** An item: its <details>, the summary (the disclosure's button) and the panel. */
  const itemOf = (page: Page, title: string) => {
    const details = page
      .locator('main details')
      .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
    return {
      details,
      summary: details.locator('summary'),
      panel: page.getByRole('region', { name: title, exact: true }),
    };
  };
  const isOpen = (details: Locator) => details.evaluate((d: HTMLDetailsElement) => d.open);

  test('items open and close by click and keyboard; only sections with a heading are shown, each with a 450 px viewer', async ({
    open,
  }) => {
    const tab = await open({ viewport: DESKTOP });
    const { page } = tab;
    await tab.goto('/convocatorias');
    await shown(page.getByRole('heading', { level: 1, name: 'CONTRATOS Y CONVOCATORIAS VIGENTES' }));

    for (const item of SEED_CONTENT.convocatorias) {
      const { details, summary, panel } = itemOf(page, item.title!);
      expect(await isOpen(details)).toBe(false);
      expect(await panel.isVisible()).toBe(false);
      await summary.click();
      await shown(panel);
      expect(await isOpen(details)).toBe(true);
      await shown(panel.getByText(richTextPlain(item.string), { exact: true }));

      const headings = [item.titleone, item.titletwo, item.titlethree, item.titlefour].filter((t) => t);
      expect(await panel.locator('h3').allTextContents()).toEqual(headings);
      expect(await panel.locator('figure').count()).toBe(headings.length);
      const heights = await panel
        .locator('figure')
        .evaluateAll((fs) =>
          fs.map((f) => (f.firstElementChild as HTMLElement).getBoundingClientRect().height),
        );
      expect(heights).toEqual(headings.map(() => 450));
      // The viewers' islands wake as the panel shows them on screen (the first one is brought
      // there: the top bars put it just below the fold), and wait for the visitor's next move
      // (here a scroll) before loading.
      const first = panel.locator('figure').first();
      await shown(first.getByRole('button', { name: /^Ver documento/ }));
      await first.scrollIntoViewIfNeeded();
      await expect
        .poll(() => first.evaluate((f) => f.closest('astro-island')!.hasAttribute('ssr')))
        .toBe(false);
      await page.mouse.wheel(0, 120);
      await expectPdfRendered(panel.locator('figure').first(), item.titleone!);
      // Let the other viewers of the panel finish first, so this test closes a settled panel;
      // closing one mid-download is the next test.
      await settlePdfViewers(page);

      // Keyboard: Enter closes it, Space opens it again, Enter closes it.
      await summary.focus();
      await page.keyboard.press('Enter');
      await panel.waitFor({ state: 'hidden' });
      await page.keyboard.press('Space');
      await shown(panel);
      await page.keyboard.press('Enter');
      await panel.waitFor({ state: 'hidden' });
      expect(await isOpen(details)).toBe(false);
    }
    expectBundledWorker(tab);
  });

  test('without JavaScript the items still open, and a viewer\'s "Ver documento" opens its PDF', async ({
    open,
  }) => {
    const tab = await open({ viewport: DESKTOP });
    const { page } = tab;
    await page.route('**/*.js', (route) => route.abort('blockedbyclient'));
    // The islands' loader logs its failed imports: the page must work without them.
    tab.expectConsoleError(/Failed to load resource/, /dynamically imported module/);
    await page.goto(`${SITE}/convocatorias`, { waitUntil: 'load' });
    const item = SEED_CONTENT.convocatorias[0]!;
    const { summary, panel } = itemOf(page, item.title!);
    await summary.click();
    await shown(panel);
    const form = panel.locator('figure form').first();
    expect(await form.getAttribute('action')).toMatch(/^\/media\/.+\.pdf$/);
    expect(await form.getAttribute('method')).toBe('get');
  });

  // pdf.js before 5.5 threw an uncatchable "Worker was terminated" when a viewer was unmounted
  // while its document was still downloading (a visitor leaves the page on a slow connection);
  // the site pins pdfjs-dist 5.5.207, which has the fix (pdf.js PR 20503). The PDF download is
  // held here to make that moment certain; closing the item hides the viewer, leaving the page
  // unmounts it.
  test('closing an item, or leaving the page, while its PDFs are still downloading raises no page error', async ({
    open,
  }) => {
    const tab = await open({ viewport: DESKTOP });
    const { page } = tab;
    const item = SEED_CONTENT.convocatorias[0]!;
    // The viewer fetches its PDF only after loading pdf.js and starting its worker, which on a
    // busy machine takes longer than expect.poll's 1 s default: wait for the request itself.
    let heldOne!: () => void;
    const held = new Promise<void>((resolve) => (heldOne = resolve));
    await page.route('**/media/*.pdf', () => {
      heldOne(); // Never answered while the panel is open: a very slow connection.
    });
    await tab.goto('/convocatorias');
    const { summary, panel } = itemOf(page, item.title!);
    await summary.click();
    const first = panel.locator('figure').first();
    await shown(first.getByRole('button', { name: /^Ver documento/ }));
    // On screen (the top bars put it just below the fold), its island awake, then the next move.
    await first.scrollIntoViewIfNeeded();
    await expect
      .poll(() => first.evaluate((f) => f.closest('astro-island')!.hasAttribute('ssr')))
      .toBe(false);
    await page.mouse.wheel(0, 120);
    await held;
    await shown(panel.getByText('Cargando documento…').first());
    await summary.click();
    await panel.waitFor({ state: 'hidden' });
    // Leaving the page unmounts the viewers, their documents still on their way.
    await tab.goto('/horizonteinstitucional');
    await page.unroute('**/media/*.pdf');
    await expect
      .poll(() => tab.problems.filter((p) => /Worker was terminated/.test(p)), { timeout: 2_000 })
      .toEqual([]);
  });
});

describe('contact form', () => {
  const FIELDS = {
    Asunto: 'Certificado de estudios',
    Nombre: 'Ana Pérez',
    'Correo electrónico': 'ana.perez@example.com',
    Teléfono: '3001234567',
    Mensaje: 'Necesito un certificado de estudios de 2025.',
  } as const;
  const consent = (page: Page) => page.getByRole('checkbox', { name: /Ley 1581 de 2012/ });

  async function fill(page: Page, skip?: string) {
    for (const [label, value] of Object.entries(FIELDS)) {
      await page.getByLabel(label, { exact: true }).fill(label === skip ? '' : value);
    }
    await consent(page).setChecked(skip !== 'consent');
  }

  async function expectCleared(page: Page) {
    for (const label of Object.keys(FIELDS)) {
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe('');
    }
    expect(await consent(page).isChecked()).toBe(false);
  }

  /** Counts the browser's calls to the filing endpoint, letting them through to the function. */
  async function filings(tab: Tab): Promise<string[]> {
    const bodies: string[] = [];
    await tab.page.route('**/api/pqrsd', async (route) => {
      bodies.push(route.request().postData() ?? '');
      await route.continue();
    });
    return bodies;
  }

  test('every field and the data-treatment consent are required; a bad e-mail is refused', async ({
    open,
  }) => {
    const tab = await open({ viewport: DESKTOP });
    const { page } = tab;
    const sent = await filings(tab);
    await tab.goto('/contacto');
    await shown(page.getByRole('button', { name: 'Enviar', exact: true }));
    expect(await page.getByLabel('Correo electrónico', { exact: true }).getAttribute('type')).toBe('email');
    expect(await page.getByLabel('Teléfono', { exact: true }).getAttribute('type')).toBe('tel');

    for (const missing of [...Object.keys(FIELDS), 'consent']) {
      await fill(page, missing);
      await page.getByRole('button', { name: 'Enviar', exact: true }).click();
      const field = missing === 'consent' ? consent(page) : page.getByLabel(missing, { exact: true });
      expect(await field.evaluate((el: HTMLInputElement) => el.validity.valueMissing), missing).toBe(true);
    }
    await fill(page);
    await page.getByLabel('Correo electrónico', { exact: true }).fill('ana.perez-en-example.com');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    expect(
      await page
        .getByLabel('Correo electrónico', { exact: true })
        .evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
    ).toBe(true);

    expect(sent).toEqual([]);
    expect(tab.dialogs).toEqual([]);
  });

  test("a stored message shows 'Mensaje enviado con éxito!' with its radicado and clears the form", async ({
    open,
  }) => {
    const tab = await open({ viewport: DESKTOP });
    const { page } = tab;
    const sent = await filings(tab);
    await tab.goto('/contacto');
    await fill(page);
    const dialog = tab.nextDialog();
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    expect(await dialog).toMatch(/^Mensaje enviado con éxito! Radicado: PQRSD-\d{12}-\d{4}-\d{6}$/);
    await shown(page.getByRole('status').filter({ hasText: /PQRSD-\d{12}-\d{4}-\d{6}/ }));
    await expectCleared(page);
    expect(sent).toHaveLength(1);
    // The browser names no recipient: the server mails the school from its settings.
    expect(JSON.parse(sent[0]!)).toMatchObject({
      tipo: 'contacto',
      asunto: FIELDS.Asunto,
      email: FIELDS['Correo electrónico'],
    });
    expect(sent[0]).not.toContain(SETTINGS.formRecipient);
  });

  test("when the endpoint is down it shows 'Hubo un error al enviar el mensaje.' and keeps the text", async ({
    open,
  }) => {
    const tab = await open({ viewport: DESKTOP });
    const { page } = tab;
    tab.expectConsoleError(/Error al enviar el mensaje de contacto/, /Failed to load resource|ERR_FAILED/);
    await page.route('**/api/pqrsd', (route) => route.abort('failed'));
    await tab.goto('/contacto');
    await fill(page);
    const dialog = tab.nextDialog();
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    expect(await dialog).toBe('Hubo un error al enviar el mensaje.');
    for (const [label, value] of Object.entries(FIELDS)) {
      expect(await page.getByLabel(label, { exact: true }).inputValue(), label).toBe(value);
    }
    expect(await consent(page).isChecked()).toBe(true);
  });
});

describe('failures', () => {
  test('with every script blocked, the staff grid and the home page are whole', async ({ open }) => {
    const tab = await open({ viewport: DESKTOP });
    const { page } = tab;
    await page.route('**/*.js', (route) => route.abort('blockedbyclient'));
    // The islands' loader logs its failed imports: the page must work without them.
    tab.expectConsoleError(/Failed to load resource/, /dynamically imported module/);
    await page.goto(`${SITE}/docentes`, { waitUntil: 'load' });
    await shown(page.getByRole('heading', { level: 1, name: 'DOCENTES' }));
    expect(await page.locator('main article').count()).toBe(SEED_CONTENT.docentes.length);
    await shown(page.getByRole('navigation', { name: 'Menú principal' }));
    // The home page: its first slide with its picture, and every section under it.
    await page.goto(`${SITE}/`, { waitUntil: 'load' });
    const first = page.locator('[aria-roledescription="diapositiva"][data-active="true"]');
    await shown(first.getByRole('img', { name: SEED_CONTENT.carousel[0]!.title!, exact: true }));
    await shown(page.getByRole('heading', { level: 2, name: 'Atención al ciudadano' }));
    await shown(page.getByRole('link', { name: 'Ver todas las noticias y circulares' }));
  });

  sharedTabTest(
    'the home embeds (video, social feed) are mounted but never fetched here',
    async ({ reuse }) => {
      const tab = await reuse({ viewport: DESKTOP });
      const { page } = tab;
      await tab.goto('/');
      // The embeds' boxes are in the server's HTML (from the settings the page was rendered with):
      // they must exist before the scroll that brings them into view.
      await shown(page.locator('section[aria-labelledby="proyecto-titulo"] .deferred-frame'));
      await shown(page.locator('section[aria-labelledby="redes-titulo"] .deferred-frame'));
      await scrollThrough(page);
      const video = page.locator(`iframe[title="${SITE_CONFIG.communityVideoTitle}"]`);
      const feed = page.locator(`iframe[title="${SITE_CONFIG.socialFeedTitle}"]`);
      // The frames are lazy: each loads once it is in view.
      await video.scrollIntoViewIfNeeded();
      await feed.scrollIntoViewIfNeeded();
      const src = (await video.getAttribute('src')) ?? '';
      for (const param of ['autoplay=1', 'mute=1', 'loop=1']) expect(src).toContain(param);
      await expect
        .poll(
          () =>
            tab
              .offHostRequests()
              .map((r) => `${new URL(r.url).hostname} ${r.fate}`)
              .sort(),
          { timeout: 10_000 },
        )
        .toEqual(['www.facebook.com blocked', 'www.youtube-nocookie.com blocked']);
    },
  );
});
