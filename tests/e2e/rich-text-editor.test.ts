/**
 * The formatted-text editor in Chromium: the administrator writes a long text with the
 * toolbar and the shortcuts (bold, a heading, a list, a link the link button first refuses),
 * pastes part of it from a Word-like HTML clipboard (fonts, colours, spans, script and a
 * javascript: link arrive clean), saves, and the public page shows the elements. axe on the editor;
 * the editor at 1280 and 390 px, screenshotted; a page whose texts are still stored as plain text
 * (before the migration) shows them as before.
 */
import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { getCollection, richTextFrom } from '../../functions/src/model';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { call } from '../emulator/site';
import { adminToken, firstRecord } from '../emulator/state';
import { formReady, pasteHtml, signInAsAdmin } from './admin';
import { blockingViolations, runAxe } from './axe';
import { keepSeededContent } from './content';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, SITE, test, type Tab } from './browser';
import { shown } from './pages';

keepSeededContent();

const LABEL = getCollection('resenahistorica').fields.stringtwo!.label;

/** What Word puts on the clipboard (trimmed): office namespaces, a style sheet, classes and styles on every span. */
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta charset="utf-8"><style>p.MsoNormal{margin:0cm;font-size:11pt;font-family:"Calibri",sans-serif;color:#1F3864}</style></head>
<body lang=ES-CO><!--StartFragment-->
<p class=MsoNormal style='margin:0cm;font-size:11pt;font-family:"Calibri",sans-serif;color:#1F3864'><b><span style='font-size:14pt;color:red;mso-bidi-font-family:Arial'>Jornada pedagógica</span></b><span style='font-family:"Comic Sans MS"'> el viernes, <i>sin clases</i>.</span><o:p></o:p></p>
<ul style='margin-top:0cm'><li class=MsoNormal style='color:#1F3864;mso-list:l0 level1 lfo1'><span style='background:yellow;mso-highlight:yellow'>Traer el uniforme</span></li></ul>
<p class=MsoNormal><a href="javascript:window.__pwned=1" onclick="window.__pwned=2">enlace malo</a><img src="x" onerror="window.__pwned=3"> y <a href="https://www.mineducacion.gov.co/" style='color:blue'><span style='font-family:Arial'>Ministerio</span></a><o:p></o:p></p>
<script>alert(3)</script><table class=MsoTableGrid><tr><td style='width:100pt'>celda</td></tr></table>
<!--EndFragment--></body></html>`;

async function openResena(tab: Tab): Promise<{ id: string; editor: Locator; toolbar: Locator }> {
  const { page } = tab;
  await signInAsAdmin(tab);
  const { _id: id } = await firstRecord('resenahistorica');
  await tab.goto(`/resenahistoricaEdit/${id}`);
  await formReady(page, 'edit');
  const editor = page.getByRole('textbox', { name: LABEL, exact: true });
  await shown(editor);
  const toolbar = page
    .locator('.adm-field', { has: editor })
    .getByRole('toolbar', { name: 'Formato del texto' });
  return { id, editor, toolbar };
}

const pressed = (button: Locator) => button.getAttribute('aria-pressed');
/** Whether the editor's own selection (Tiptap keeps the editor on its element) is a caret. */
const selectionIsEmpty = (editor: Locator) =>
  editor.evaluate(
    (el) =>
      (el as unknown as { editor: { state: { selection: { empty: boolean } } } }).editor.state.selection
        .empty,
  );
/** axe's scope: the form's formatted-text fields (label, toolbar, text box, link form). */
const EDITOR_FIELDS = '.adm-field:has(> .adm-rich)';

describe('formatted text in the admin', () => {
  test('written with the toolbar and shortcuts, partly pasted from Word, saved and shown on the public page as elements', async ({
    open,
  }) => {
    const tab = await open({ viewport: DESKTOP });
    const { page } = tab;
    // ProseMirror reads the pasted HTML in a detached document; Chromium still applies the page's
    // CSP to its event-handler attributes and reports refusing them. Nothing runs (checked below).
    tab.expectConsoleError(/Executing inline event handler violates the following Content Security Policy/);
    const { id, editor, toolbar } = await openResena(tab);
    const button = (name: string) => toolbar.getByRole('button', { name, exact: true });

    // Start from an empty text.
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');

    // A heading from the toolbar, bold and italic from the shortcuts.
    await button('Título').click();
    await expect.poll(() => pressed(button('Título'))).toBe('true');
    await page.keyboard.type('Nuestra fundación');
    await page.keyboard.press('Enter');
    await expect.poll(() => pressed(button('Título'))).toBe('false');
    await page.keyboard.type('Fundado en ');
    await page.keyboard.press('Control+B');
    await expect.poll(() => pressed(button('Negrita'))).toBe('true');
    await page.keyboard.type('1962');
    await page.keyboard.press('Control+B');
    await page.keyboard.type(' por ');
    await page.keyboard.press('Control+I');
    await expect.poll(() => pressed(button('Cursiva'))).toBe('true');
    await page.keyboard.type('la comunidad');
    await page.keyboard.press('Control+I');
    await page.keyboard.press('Enter');

    // A bullet list from the toolbar, left with Enter on an empty item.
    await button('Lista con viñetas').click();
    await expect.poll(() => pressed(button('Lista con viñetas'))).toBe('true');
    await page.keyboard.type('Primaria');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Secundaria');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(() => pressed(button('Lista con viñetas'))).toBe('false');

    // A link: the words selected, the address asked; what the validator refuses is refused, in Spanish.
    await page.keyboard.type('Conozca a los docentes');
    await page.keyboard.press('Shift+Home');
    await button('Enlace').click();
    const address = page.getByLabel('Dirección del enlace', { exact: true });
    await address.fill(' JaVaScRiPt:alert(1)');
    await page.getByRole('button', { name: 'Aplicar enlace', exact: true }).click();
    await shown(
      page
        .getByRole('alert')
        .getByText(/^La dirección del enlace debe empezar por https:\/\/, mailto: o tel:/),
    );
    expect(await editor.locator('a').count()).toBe(0);
    await address.fill('/docentes');
    await address.press('Enter');
    await shown(editor.locator('a[href="/docentes"]'));
    await expect.poll(() => pressed(button('Enlace'))).toBe('true');
    // The focus goes back to the text a frame after the link form closes (Tiptap's focus()): the
    // next keys are typed there, as a person's would be.
    await expect.poll(() => editor.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('End');
    // The caret moved by End reaches the editor's own state through a selectionchange event, a
    // task later; an Enter sent before it would split (and so delete) the still-selected linked
    // words. A person's next key never comes that fast.
    await expect.poll(() => selectionIsEmpty(editor)).toBe(true);
    await page.keyboard.press('Enter');

    // Word's HTML pasted at the end: its words, bold, italic, list and safe link stay; the rest goes.
    await pasteHtml(editor, WORD_HTML, 'Jornada pedagógica el viernes, sin clases.');
    await shown(editor.locator('strong', { hasText: 'Jornada pedagógica' }));
    expect(await editor.locator('em').allTextContents()).toEqual(['la comunidad', 'sin clases']);
    await shown(editor.locator('li', { hasText: 'Traer el uniforme' }));
    expect(await editor.locator('a[href="https://www.mineducacion.gov.co/"]').textContent()).toBe(
      'Ministerio',
    );
    // Its one-cell table is kept as a table (decision 0011, "Tables").
    await shown(editor.locator('table td', { hasText: 'celda' }));
    expect(await editor.textContent()).toContain('enlace malo');
    // Nothing of Word's formatting or script reaches the editor.
    expect(
      await editor
        .locator(
          // (The editor's own table and <col> widths are set by script, not pasted.)
          ':not(col, table)[style], [class*="Mso"], span, font, script, img:not(.ProseMirror-separator), a[href^="javascript"], [onclick], [onerror]',
        )
        .count(),
    ).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    // The picture was not pasted, and the editor says so.
    const notice = page.getByRole('status').filter({ hasText: 'Al pegar no se pudo conservar' });
    await shown(notice.getByText(/^imágenes/));
    await notice.getByRole('button', { name: 'Entendido' }).click();

    // Keyboard: the tools are reached with Shift+Tab from the text (the table's, with the cursor
    // in the pasted table, or the toolbar's), and work with Enter.
    await editor.focus();
    await page.keyboard.press('Shift+Tab');
    expect(
      await page.evaluate(
        () => !!document.activeElement?.closest('[role="toolbar"], [role="group"][aria-label="Tabla"]'),
      ),
    ).toBe(true);
    await page.keyboard.press('Escape');

    // axe on the editor: toolbar, labelled text box, link form.
    await button('Enlace').click();
    await shown(address);
    const { violations, passes } = await runAxe(page, EDITOR_FIELDS);
    expect(passes).toBeGreaterThan(5);
    expect(blockingViolations(violations)).toEqual([]);
    await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await editor.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-richtext-editor-1280');

    await page.getByRole('button', { name: 'Guardar cambios', exact: true }).click();
    await page.waitForURL(`${SITE}/admin?c=resenahistorica`);

    // Stored as structure: the marks and nodes, no HTML, no style, no refused link.
    const token = await adminToken();
    const stored = (await call<Record<string, unknown>>('GET', `/api/resenahistorica/${id}`, { token })).body
      .stringtwo;
    const json = JSON.stringify(stored);
    expect(json).toContain('"type":"bulletList"');
    // Every link mark's address, whatever order its keys were written in.
    const hrefs: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      const { type, attrs } = node as { type?: string; attrs?: { href?: string } };
      if (type === 'link' && attrs?.href) hrefs.push(attrs.href);
      Object.values(node).forEach(walk);
    };
    walk(stored);
    expect(hrefs).toContain('/docentes');
    expect(hrefs).toContain('https://www.mineducacion.gov.co/');
    expect(json).not.toMatch(/style|Mso|span|javascript|script|color|font/i);

    // The public page draws the elements.
    await tab.goto('/resenahistorica');
    const main = page.locator('main');
    await shown(main.getByRole('heading', { level: 2, name: 'Nuestra fundación', exact: true }));
    expect(await main.locator('strong').allTextContents()).toEqual(['1962', 'Jornada pedagógica']);
    expect(await main.locator('em').allTextContents()).toEqual(['la comunidad', 'sin clases']);
    expect(await main.locator('ul li').allTextContents()).toEqual(
      expect.arrayContaining(['Primaria', 'Secundaria', 'Traer el uniforme']),
    );
    const ministerio = main.getByRole('link', { name: 'Ministerio', exact: true });
    expect(await ministerio.getAttribute('rel')).toBe('noopener');
    // An own path is a plain link of the site: following it loads that page.
    const own = main.getByRole('link', { name: 'Conozca a los docentes', exact: true });
    expect(await own.getAttribute('rel')).toBeNull();
    await own.click();
    await page.waitForURL(`${SITE}/docentes`);
    await shown(page.getByRole('heading', { level: 1, name: 'DOCENTES' }));
  });

  test('fits a 390 px phone: the toolbar wraps, nothing overflows, the buttons keep their names', async ({
    open,
  }) => {
    const tab = await open({ viewport: PHONE, mobile: true });
    const { page } = tab;
    const { editor, toolbar } = await openResena(tab);
    expect(await toolbar.getByRole('button').evaluateAll((bs) => bs.map((b) => b.textContent))).toEqual([
      'BNegrita',
      'ICursiva',
      '•Lista con viñetas',
      '1.Lista numerada',
      'TTítulo',
      'tSubtítulo',
      'Enlace',
      'Tabla',
    ]);
    const boxes = await toolbar
      .getByRole('button')
      .evaluateAll((bs) =>
        bs.map((b) => b.getBoundingClientRect()).map((r) => ({ w: r.width, h: r.height, right: r.right })),
      );
    for (const box of boxes) {
      expect(box.w).toBeGreaterThanOrEqual(44);
      expect(box.h).toBeGreaterThanOrEqual(44);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    expect(await horizontalOverflow(page)).toBe(0);
    await editor.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-richtext-editor-390');
    const { violations } = await runAxe(page, EDITOR_FIELDS);
    expect(blockingViolations(violations)).toEqual([]);
  });
});

describe('texts stored before the migration', () => {
  test('read the same on the public pages, at 1280 and 390 px', async ({ open }) => {
    // As records stored before formatted text hold them: plain strings, one paragraph per line; lists.
    const { db } = emulatorDeps();
    const horizonte = await firstRecord('horizonte');
    const modelo = await firstRecord('modelopedagogico');
    const legacy = {
      horizonte: {
        stringone: 'Formar personas íntegras.\nCon pensamiento crítico.',
        stringfour: ['Respeto', 'Responsabilidad', 'Solidaridad'],
      },
      modelopedagogico: { stringtwo: ['Aprendizaje significativo', 'Trabajo por proyectos'] },
    };
    await db.collection('horizonte').doc(horizonte._id).update(legacy.horizonte);
    await db.collection('modelopedagogico').doc(modelo._id).update(legacy.modelopedagogico);

    async function look(path: string, name: string, check: (page: Page) => Promise<void>) {
      for (const [viewport, width] of [
        [DESKTOP, 1280],
        [PHONE, 390],
      ] as const) {
        const tab = await open({ viewport, mobile: width === 390 });
        await tab.goto(path);
        await check(tab.page);
        expect(await horizontalOverflow(tab.page)).toBe(0);
        await screenshot(tab.page, `${name}-${width}`);
        await tab.close();
      }
    }
    await look('/horizonteinstitucional', 'richtext-legacy-horizonte', async (page) => {
      const mission = page
        .locator('main section')
        .filter({ has: page.getByRole('heading', { name: String(horizonte.titleone), exact: true }) });
      await expect
        .poll(() => mission.locator('p').allTextContents())
        .toEqual(['Formar personas íntegras.', 'Con pensamiento crítico.']);
      await shown(page.locator('main ul li', { hasText: 'Responsabilidad' }));
    });
    await look('/modelopedagogico', 'richtext-legacy-modelo', async (page) => {
      await shown(page.locator('main ul li', { hasText: 'Trabajo por proyectos' }));
      expect(await page.locator('main ul li p').count()).toBe(0);
    });

    // Migrated (as the seeder and a save store them): the same elements, attribute for attribute.
    const texts = (page: Page) =>
      page.locator('main p, main ul').evaluateAll((els) => els.map((e) => e.outerHTML));
    const tab = await open({ viewport: DESKTOP });
    await tab.goto('/horizonteinstitucional');
    await shown(tab.page.locator('main ul li', { hasText: 'Responsabilidad' }));
    const before = await texts(tab.page);
    expect(before.join('')).toContain('<p>Con pensamiento crítico.</p>');
    await db
      .collection('horizonte')
      .doc(horizonte._id)
      .update({
        stringone: richTextFrom(legacy.horizonte.stringone),
        stringfour: richTextFrom(legacy.horizonte.stringfour),
      });
    expect(
      JSON.stringify((await db.collection('horizonte').doc(horizonte._id).get()).get('stringfour')),
    ).toContain('bulletList');
    const after = await open({ viewport: DESKTOP });
    await after.goto('/horizonteinstitucional');
    await shown(after.page.locator('main ul li', { hasText: 'Responsabilidad' }));
    expect(await texts(after.page)).toEqual(before);
    // And looked at, beside the screenshots of the plain texts.
    await look('/horizonteinstitucional', 'richtext-migrated-horizonte', async (page) => {
      await shown(page.locator('main ul li', { hasText: 'Responsabilidad' }));
    });
  });
});
