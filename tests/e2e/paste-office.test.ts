/**
 * In Chromium: the clipboards of Word, Google Docs and LibreOffice
 * (tests/fixtures/paste/) pasted into the formatted-text editor through a real ClipboardEvent.
 * Each keeps its headings, nested bullet and numbered lists, bold, italic and link, and brings no
 * list marker and no empty paragraph; the Word one is saved, the function accepts it, and the
 * public page shows real lists.
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
import { DESKTOP, SITE, test } from './browser';
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
