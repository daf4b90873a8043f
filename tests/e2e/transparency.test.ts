/**
 * The transparency section and the legal policies in real Chromium against the
 * emulators: a visitor reaches Transparencia from the menu and from the footer, sees the annex's
 * categories in order, downloads a seeded PDF and follows a link to another site (a new tab,
 * blocked before it leaves the machine); the administrator publishes a PDF under "Contratación",
 * moves it up, sees it on the category page and deletes it; an edit of the privacy policy shows
 * from the footer and from the contact form's consent. Each test puts the seed back afterwards.
 * (Every new page also goes through public-pages.test.ts: labels, 390 px, axe, screenshots.)
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { TRANSPARENCY_ANNEX } from '../../functions/src/model/transparency-annex';
import { SEED_CONTENT } from '../../scripts/seed/content';
import { SEED_NO_APLICA } from '../../scripts/seed/ita';
import { pdf } from '../emulator/fixtures';
import { call } from '../emulator/site';
import { firstRecord } from '../emulator/state';
import { adminTest as test, chooseCollection, dropInput, field, deleteFromForm, formReady } from './admin';
import { keepSeededContent } from './content';
import { DESKTOP, onDisk, PHONE, screenshot, sharedBrowser, SITE } from './browser';
import { expectNoScriptButFrames } from './frame-scripts';
import { shown } from './pages';

const CATEGORY_HEADINGS = TRANSPARENCY_ANNEX.map((c) => `${c.number}. ${c.name}`);
const SEEDED_PDF_ENTRY = SEED_CONTENT.transparencia.find((e) => e.subitem === '3.1')!.title!;
const SEEDED_LINK_ENTRY = SEED_CONTENT.transparencia.find((e) => e.subitem === '3.2')!;
const PRIVACY = 'Política de privacidad y tratamiento de datos personales';

keepSeededContent();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const legal = (page: Page) => page.getByRole('navigation', { name: 'Transparencia y políticas' });

async function expectTree(page: Page): Promise<void> {
  await shown(
    page.getByRole('heading', { level: 1, name: 'Transparencia y acceso a la información pública' }),
  );
  // The categories' headings (each in its <details>); a list of the checklist's "no aplica"
  // answers may follow them, as other files leave the checklist.
  await expect.poll(() => page.locator('main details h2').allTextContents()).toEqual(CATEGORY_HEADINGS);
  await shown(page.locator('main').getByText(SEEDED_PDF_ENTRY, { exact: true }));
}

/** The entry (list item) of the tree whose title is `title`. */
const entry = (page: Page, title: string) =>
  page.locator('main li').filter({ has: page.getByText(title, { exact: true }) });

describe('visitor', () => {
  test('opens Transparencia from the menu and from the footer and sees every category in the annex order', async ({
    open,
  }) => {
    const tab = await open({ viewport: DESKTOP });
    const { page } = tab;
    await tab.goto('/');
    const menuEntry = nav(page).getByRole('link', { name: 'Transparencia', exact: true });
    expect(await menuEntry.getAttribute('data-highlight')).not.toBeNull();
    await menuEntry.click();
    await page.waitForURL(`${SITE}/transparencia`);
    await expectTree(page);

    await tab.goto('/contacto');
    await legal(page).getByRole('link', { name: 'Transparencia', exact: true }).click();
    await page.waitForURL(`${SITE}/transparencia`);
    await expectTree(page);

    // A category heading leads to the category's own page.
    await page.getByRole('link', { name: '3. Contratación', exact: true }).click();
    await page.waitForURL(`${SITE}/transparencia/contratacion`);
    await shown(page.getByRole('heading', { level: 1, name: '3. Contratación' }));
  });

  test('downloads a seeded PDF and follows an external link in a new tab', async ({ open }) => {
    const tab = await open({ viewport: DESKTOP });
    const { page } = tab;
    await tab.goto('/transparencia/contratacion');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      entry(page, SEEDED_PDF_ENTRY)
        .getByRole('link', { name: /Descargar PDF/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    // Read through the connection (the run's Chromium is shared, so the file is not on a local path).
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

    const [popup] = await Promise.all([
      tab.context.waitForEvent('page'),
      entry(page, SEEDED_LINK_ENTRY.title!)
        .getByRole('link', { name: /Ir al sitio/ })
        .click(),
    ]);
    await expect
      .poll(() => tab.offHostRequests().map((r) => [r.url.replace(/\/$/, ''), r.fate]))
      .toContainEqual([SEEDED_LINK_ENTRY.link, 'blocked']);
    expect(popup).not.toBe(page);
    expect(page.url()).toBe(`${SITE}/transparencia/contratacion`);
  });
});

describe('"no aplica"', () => {
  test("10.1 shows the ITA checklist's reason once under its sub-item, and no note beside it", async ({
    open,
  }) => {
    const reason = SEED_NO_APLICA[0]!.reason;
    for (const viewport of [DESKTOP, PHONE]) {
      const tab = await open({ viewport, mobile: viewport === PHONE });
      const { page } = tab;
      await tab.goto('/transparencia#procesos-de-recaudo-de-rentas-locales');
      // The fragment opens the sub-item's <details> (the browser does on fragment navigation).
      const subitem = page.locator('section[aria-labelledby="procesos-de-recaudo-de-rentas-locales"]');
      const said = subitem.getByText(reason, { exact: false });
      await shown(said);
      expect(await said.count()).toBe(1);
      expect(await said.textContent()).toBe(`No aplica a la institución: ${reason}`);
      expect(await subitem.getByText('No aplica:', { exact: false }).count()).toBe(0);
      // Beside it, only the closing list of every "no aplica" of the checklist repeats it.
      const main = page.locator('main');
      expect(await main.getByText(reason, { exact: false }).count()).toBe(2);
      expect(
        await page
          .locator('section[aria-labelledby="no-aplica"]')
          .getByText(reason, { exact: false })
          .count(),
      ).toBe(1);
      await subitem.scrollIntoViewIfNeeded();
      await screenshot(page, `transparencia-no-aplica-${viewport === PHONE ? 390 : 1280}`, {
        viewport: true,
      });
    }
  });
});

describe('no script', () => {
  test("/transparencia and a category page are HTML with no island: no script but the frame's", async ({
    open,
  }) => {
    const tab = await open({ viewport: DESKTOP });
    for (const path of ['/transparencia', '/transparencia/planeacion-presupuesto-e-informes']) {
      await expectNoScriptButFrames(tab.page, `${SITE}${path}`);
    }
    // The whole tree and its report work as HTML: a category opens from its summary.
    await tab.goto('/transparencia');
    const category = tab.page
      .locator('main details')
      .filter({ has: tab.page.getByRole('heading', { name: /^4\. / }) });
    await category.locator('summary').first().click();
    await shown(category.getByRole('table', { name: /^Solicitudes del .* (trimestre|semestre) de \d{4}/ }));
    expect(tab.problems).toEqual([]);
  });

  test('without JavaScript a category opens and shows its entries', async () => {
    const browser = await sharedBrowser();
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${SITE}/transparencia`);
      const first = page
        .locator('main details')
        .filter({ has: page.getByRole('heading', { name: /^3\. / }) });
      await first.locator('summary').first().click();
      await shown(first.getByText(SEEDED_PDF_ENTRY, { exact: true }));
    } finally {
      await context.close();
    }
  });
});

describe('on a phone', () => {
  test('the ten categories are listed once, as headings; each opens from its heading, and 1.10 leads to /pqrsd', async ({
    open,
  }) => {
    const tab = await open({ viewport: PHONE, mobile: true });
    const { page } = tab;
    await tab.goto('/transparencia');
    // The tree's ten headings are the list: the index of the same ten is not drawn above them.
    const index = page.getByRole('navigation', { name: 'Categorías de transparencia' });
    expect(await index.isVisible()).toBe(false);
    const headings = page.locator('main details > summary').getByRole('heading', { level: 2 });
    expect(await headings.count()).toBe(10);
    for (const heading of await headings.all()) expect(await heading.isVisible()).toBe(true);
    await screenshot(page, 'transparencia-390', { viewport: true });
    // Closed categories: their sub-items are not on screen until the heading is tapped.
    const first = page.locator('main details').first();
    const subitem = first.getByRole('heading', { level: 3, name: /^1\.10 / });
    expect(await subitem.isVisible()).toBe(false);
    await first.locator('summary').click();
    await shown(subitem);
    await first.getByRole('link', { name: /Atención al ciudadano/ }).click();
    await page.waitForURL(`${SITE}/pqrsd`);
    await shown(page.getByRole('heading', { level: 1, name: 'Atención al ciudadano' }));
    // A category page: its index folded under "Ver las 10 categorías", the category marked.
    await tab.goto('/transparencia/contratacion');
    const fold = page.getByText('Ver las 10 categorías', { exact: true });
    await shown(fold);
    await fold.click();
    const current = page
      .getByRole('navigation', { name: 'Categorías de transparencia' })
      .locator('[aria-current="page"]');
    await shown(current);
    expect(await current.textContent()).toBe('3. Contratación');
    await screenshot(page, 'transparencia-categoria-390', { viewport: true });
  });
});

describe('administrator', () => {
  test('publishes a PDF under Contratación, moves it up, sees it on the category page, deletes it', async ({
    signedIn,
  }) => {
    const tab = await signedIn({ viewport: DESKTOP });
    const { page } = tab;
    const title = 'Plan Anual de Adquisiciones 2026, modificación 1 (e2e)';
    await chooseCollection(page, 'transparencia');
    await page.getByRole('link', { name: /^Crear nuevo: / }).click();
    await formReady(page, 'create');
    await field(page, 'transparencia', 'subitem').selectOption({ label: '3.1 Plan Anual de Adquisiciones' });
    await field(page, 'transparencia', 'title').fill(title);
    await field(page, 'transparencia', 'date').fill('2026-06-01');
    await dropInput(page, 'transparencia', 'pdf').setInputFiles(
      onDisk({ name: 'paa-modificacion-1.pdf', mimeType: 'application/pdf', buffer: pdf() }),
    );
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    await page.waitForURL(`${SITE}/admin?c=transparencia`);
    await shown(page.getByRole('status').getByText('El registro se creó.', { exact: true }));

    // New entries go last; "Subir" until it is above the seeded plan of the same sub-item.
    const titles = () => page.locator('table.adm-table tbody tr td:nth-child(2)').allTextContents();
    await expect.poll(titles).toContain(title);
    while ((await titles()).indexOf(title) > (await titles()).indexOf(SEEDED_PDF_ENTRY)) {
      const before = (await titles()).indexOf(title);
      await page.getByRole('button', { name: `Subir «${title}»`, exact: true }).click();
      await expect.poll(async () => (await titles()).indexOf(title)).toBe(before - 1);
      await shown(page.locator('.adm-order__status').getByText('Orden guardado', { exact: true }));
    }

    await tab.goto('/transparencia/contratacion');
    await page.reload();
    // The sub-item's own section (its id is the annex slug of 3.1).
    const plan = page.locator('main section[aria-labelledby="plan-anual-de-adquisiciones"]');
    await shown(plan.getByText(title, { exact: true }));
    expect(await plan.locator('li > p:first-child').allTextContents()).toEqual([title, SEEDED_PDF_ENTRY]);
    const href = await entry(page, title)
      .getByRole('link', { name: /Descargar PDF/ })
      .getAttribute('href');
    expect(href).toMatch(/^\/media\/.+\.pdf$/);
    expect((await fetch(`${SITE}${href}`)).status).toBe(200);

    await tab.goto('/admin?c=transparencia');
    await page.getByRole('link', { name: `Editar «${title}»`, exact: true }).click();
    await formReady(page, 'edit');
    await deleteFromForm(page);
    await page.waitForURL(`${SITE}/admin?c=transparencia`);
    expect(
      (await call<Array<{ title: string }>>('GET', '/api/transparencia')).body.some((r) => r.title === title),
    ).toBe(false);
    await tab.goto('/transparencia/contratacion');
    await page.reload();
    await shown(page.locator('main').getByText(SEEDED_PDF_ENTRY, { exact: true }));
    expect(await page.locator('main').getByText(title, { exact: true }).count()).toBe(0);
  });

  test('a note that says "no aplica" is refused in the form, sending it to the ITA checklist (1280 and 390 px)', async ({
    signedIn,
  }) => {
    const id = (await firstRecord('transparencianotas'))._id;
    for (const viewport of [DESKTOP, PHONE]) {
      const tab = await signedIn({ viewport, mobile: viewport === PHONE });
      const { page } = tab;
      await tab.goto(`/transparencianotasEdit/${id}`);
      await formReady(page, 'edit');
      const note = field(page, 'transparencianotas', 'nota10_1');
      await note.fill('No aplica: la alcaldía publica las tarifas.');
      await page.getByRole('button', { name: 'Guardar cambios', exact: true }).click();
      const said = page
        .getByText(/no puede empezar por «No aplica».*«Índice de transparencia \(ITA\)»/)
        .first();
      await shown(said);
      // Nothing sent: the form stays, and the stored note is the seed's (none).
      expect(page.url()).toBe(`${SITE}/transparencianotasEdit/${id}`);
      await note.scrollIntoViewIfNeeded();
      await screenshot(page, `admin-nota-no-aplica-${viewport === PHONE ? 390 : 1280}`, { viewport: true });
    }
    expect((await firstRecord('transparencianotas')).nota10_1 ?? '').toBe('');
  });

  test('edits the privacy policy and sees it from the footer and from the contact form consent', async ({
    signedIn,
  }) => {
    const tab = await signedIn({ viewport: DESKTOP });
    const { page } = tab;
    const changed = `${SEED_CONTENT.politicaprivacidad[0]!.title} (e2e)`;
    await chooseCollection(page, 'politicaprivacidad');
    await page.locator('table.adm-table tbody tr a').first().click();
    await formReady(page, 'edit');
    await field(page, 'politicaprivacidad', 'title').fill(changed);
    await page.getByRole('button', { name: 'Guardar cambios', exact: true }).click();
    await page.waitForURL(`${SITE}/admin?c=politicaprivacidad`);
    await shown(page.getByRole('status').getByText('Los cambios se guardaron.', { exact: true }));

    await tab.goto('/');
    await legal(page).getByRole('link', { name: PRIVACY, exact: true }).click();
    await page.waitForURL(`${SITE}/politica-de-privacidad`);
    await page.reload();
    await shown(page.getByRole('heading', { level: 1, name: changed, exact: true }));

    await tab.goto('/contacto');
    await page.locator('main form').getByRole('link', { name: PRIVACY, exact: true }).click();
    await page.waitForURL(`${SITE}/politica-de-privacidad`);
    await shown(page.getByRole('heading', { level: 1, name: changed, exact: true }));
  });
});
