/**
 * In Chromium: the clipboards of Word, Google Docs and LibreOffice
 * (tests/fixtures/paste/) pasted into the formatted-text editor through a real ClipboardEvent.
 * Each keeps its headings, nested bullet and numbered lists, bold, italic and link, and brings no
 * list marker and no empty paragraph; the Word one is saved, the function accepts it, and the
 * public page shows real lists. Tables: Word's table pasted keeps its rows and its header row, one
 * it cannot keep (merged cells, a nested table, a list in a cell, a picture, hostile markup) is
 * pasted with a notice of what was not kept and nothing hostile; the table saved is drawn on the
 * public page with column headers, in a box that scrolls on its own on a phone (screenshots at
 * 1280 and 390 px).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { getCollection, richTextProblem } from '../../functions/src/model';
import { call } from '../emulator/site';
import { adminToken, firstRecord } from '../emulator/state';
import { formReady, pasteHtml, signInAsAdmin } from './admin';
import { keepSeededContent } from './content';
import { BOTH_WIDTHS, DESKTOP, horizontalOverflow, PHONE, screenshot, SITE, test } from './browser';
import { shown } from './pages';

keepSeededContent();

const LABEL = getCollection('resenahistorica').fields.stringtwo!.label;
const fixture = (name: string) => readFileSync(join(process.cwd(), 'tests/fixtures/paste', name), 'utf8');

/** The structure the three clipboards must give, read from the editor's DOM. */
async function expectCircular(editor: Locator) {
  expect(await editor.locator('h2').allTextContents()).toEqual(['Circular 015: salida pedagógica']);
  expect(await editor.locator('h3').allTextContents()).toEqual(['Qué deben llevar']);
  expect(await editor.locator('ul > li > ul > li').allTextContents()).toEqual([
    'Sudadera y tenis blancos',
    'Gorra',
  ]);
  expect(await editor.locator('ol > li > ol > li').allTextContents()).toEqual([
    'Firma de la lista de asistencia',
  ]);
  expect(await editor.locator(':scope > ul > li').count()).toBe(2);
  expect(await editor.locator('strong').allTextContents()).toEqual(['Jardín Botánico', 'agua']);
  expect(await editor.locator('em').allTextContents()).toEqual(['viernes 14 de marzo']);
  expect(await editor.locator('a[href="https://www.mineducacion.gov.co/portal/"]').textContent()).toBe(
    'página del Ministerio',
  );
  // No Word marker, no empty paragraph, no font or colour.
  const text = (await editor.textContent()) ?? '';
  expect(text).not.toMatch(/[·§]|\bo\s+Sudadera|1\.\s*Llegada/);
  expect(
    await editor
      .locator('p')
      .evaluateAll((ps) => ps.filter((p) => (p.textContent ?? '').trim() === '').length),
  ).toBe(0);
  expect(await editor.locator('[style], span, font').count()).toBe(0);
}

test(
  'Word, Google Docs and LibreOffice clipboards paste as structure; the Word one saves and shows as lists',
  { timeout: 120_000 },
  async ({ open }) => {
    const tab = await open({ viewport: DESKTOP });
    const { page } = tab;
    await signInAsAdmin(tab);
    const { _id: id } = await firstRecord('resenahistorica');
    await tab.goto(`/resenahistoricaEdit/${id}`);
    await formReady(page, 'edit');
    const editor = page.getByRole('textbox', { name: LABEL, exact: true });
    await shown(editor);

    for (const name of ['google-docs.html', 'libreoffice.html', 'word.html']) {
      await editor.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
      await pasteHtml(editor, fixture(name), 'Circular 015: salida pedagógica');
      await shown(editor.locator('h2'));
      await expectCircular(editor);
    }

    await page.getByRole('button', { name: 'Guardar cambios', exact: true }).click();
    await page.waitForURL(`${SITE}/admin?c=resenahistorica`);
    const stored = (
      await call<Record<string, unknown>>('GET', `/api/resenahistorica/${id}`, { token: await adminToken() })
    ).body.stringtwo;
    expect(richTextProblem(stored)).toBeNull();
    expect(JSON.stringify(stored)).not.toMatch(/·|mso|font|color/i);

    await tab.goto('/resenahistorica');
    const main = page.locator('main');
    await shown(main.getByText('Sudadera y tenis blancos'));
    expect(await main.locator('ul > li > ul > li').allTextContents()).toEqual([
      'Sudadera y tenis blancos',
      'Gorra',
    ]);
    expect(await main.locator('ol > li > ol > li').allTextContents()).toEqual([
      'Firma de la lista de asistencia',
    ]);
  },
);

test(
  'a Word table pastes as a table with its header row, what cannot be kept is said, and the page draws it',
  { timeout: 180_000 },
  async ({ open }) => {
    const tab = await open({ viewport: DESKTOP });
    const { page } = tab;
    await signInAsAdmin(tab);
    const { _id: id } = await firstRecord('resenahistorica');
    await tab.goto(`/resenahistoricaEdit/${id}`);
    await formReady(page, 'edit');
    const editor = page.getByRole('textbox', { name: LABEL, exact: true });
    await shown(editor);
    const clear = async () => {
      await editor.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
    };

    // What a table cannot keep: said under the toolbar, the rest pasted, nothing hostile.
    await clear();
    await pasteHtml(editor, fixture('word-table-merged.html'), 'Jornadas');
    const notice = page.getByRole('status').filter({ hasText: 'Al pegar no se pudo conservar' });
    await shown(notice);
    expect(await notice.locator('li').allTextContents()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^celdas combinadas/),
        expect.stringMatching(/^tablas dentro de otras tablas/),
        expect.stringMatching(/^imágenes/),
      ]),
    );
    expect(await editor.locator('table tr').count()).toBe(3);
    expect(await editor.locator('table script, table img, a[href^="javascript"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    await screenshot(page, 'paste-word-table-notice-1280');
    await notice.getByRole('button', { name: 'Entendido' }).click();

    // Word's table, kept.
    await clear();
    await pasteHtml(editor, fixture('word-table.html'), 'Horarios de atención al público:');
    await shown(editor.locator('table'));
    expect(await editor.locator('table th').allTextContents()).toEqual(['Dependencia', 'Días', 'Horario']);
    expect(await editor.locator('table tr').count()).toBe(4);
    // No Word style on a cell or in its text (the editor's own <col> widths are set by script).
    expect(
      await editor
        .locator('table td[style], table th[style], table p[style], table span, table font')
        .count(),
    ).toBe(0);
    expect(await notice.count()).toBe(0);
    // The table's tools appear with the cursor in it.
    await editor.locator('table td').first().click();
    await shown(page.getByRole('group', { name: 'Tabla' }));
    expect(await page.getByRole('button', { name: 'Fila de encabezado' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await screenshot(page, 'paste-word-table-editor-1280');

    await page.getByRole('button', { name: 'Guardar cambios', exact: true }).click();
    await page.waitForURL(`${SITE}/admin?c=resenahistorica`);
    const token = await adminToken();
    const record = (await call<Record<string, unknown>>('GET', `/api/resenahistorica/${id}`, { token })).body;
    expect(richTextProblem(record.stringtwo)).toBeNull();
    expect(JSON.stringify(record.stringtwo)).not.toMatch(/mso|font|color|colspan/i);

    // A wide table beside it (six columns), to see the box scroll on a phone.
    const cell = (type: string, text: string) => ({
      type,
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
    });
    const days = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes'];
    const wide = {
      type: 'doc',
      content: [
        {
          type: 'table',
          content: [
            {
              type: 'tableRow',
              content: [cell('tableHeader', 'Grado'), ...days.map((d) => cell('tableHeader', d))],
            },
            ...['Sexto', 'Séptimo'].map((g) => ({
              type: 'tableRow',
              content: [
                cell('tableCell', g),
                ...days.map(() => cell('tableCell', '6:30 a. m. – 12:30 p. m.')),
              ],
            })),
          ],
        },
      ],
    };
    const put = await call('PUT', `/api/resenahistorica/${id}`, {
      token,
      json: { stringthree: wide, updatedAt: record.updatedAt },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    for (const [viewport, width] of BOTH_WIDTHS) {
      const visitor = await open({ viewport, mobile: width === PHONE.width });
      await visitor.goto('/resenahistorica');
      const main = visitor.page.locator('main');
      const region = main.getByRole('region', { name: 'Tabla: Dependencia, Días, Horario' });
      await shown(region);
      expect(await region.locator('th[scope="col"]').allTextContents()).toEqual([
        'Dependencia',
        'Días',
        'Horario',
      ]);
      expect(await region.locator('tbody tr').count()).toBe(3);
      expect(await region.getAttribute('tabindex')).toBe('0');
      const wideBox = main.getByRole('region', { name: /^Tabla: Grado, Lunes/ });
      await wideBox.scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(visitor.page), `page at ${width} px`).toBe(0);
      if (width === PHONE.width) {
        // Wider than the phone: the box scrolls, the page does not, and the keyboard scrolls it.
        const sizes = await wideBox.evaluate((el) => [el.scrollWidth, el.clientWidth]);
        expect(sizes[0]!).toBeGreaterThan(sizes[1]!);
        await wideBox.focus();
        await visitor.page.keyboard.press('ArrowRight');
        await expect
          .poll(() => wideBox.evaluate((el) => el.scrollLeft), { timeout: 5_000 })
          .toBeGreaterThan(0);
        await visitor.page.keyboard.press('Home');
      }
      await region.scrollIntoViewIfNeeded();
      await screenshot(visitor.page, `public-table-${width}`);
      expect(visitor.problems).toEqual([]);
    }
  },
);
