/**
 * The admin form says every problem at once: a blank notice, one press of "Crear", and the
 * summary on top lists its four empty required fields and the state a new record asks for, each a
 * link to its field, each message also beside its field. Then the notice, with a link to a page of this site (/eventos), is created
 * under the screen title "Nuevo aviso" and the list's notice links to the public page. At 390 and
 * 1280 px, with screenshots.
 */
import { expect } from 'vitest';
import { DRAFT_FORM_TEXT } from '../../web/src/features/admin/review/draft-form';
import type { Page } from 'playwright-core';
import { call } from '../emulator/site';
import { adminToken } from '../emulator/state';
import { adminTest as test, field, formReady } from './admin';
import { keepSeededContent } from './content';
import { BOTH_WIDTHS, screenshot, SITE } from './browser';
import { shown } from './pages';

keepSeededContent();

const group = (page: Page, label: string) => page.getByRole('group', { name: new RegExp(`^${label}\\b`) });
const part = (page: Page, label: string, which: 'Fecha' | 'Hora') =>
  group(page, label).getByLabel(which, { exact: true });

const REQUIRED = ['Texto del aviso', 'Nivel', 'Visible desde', 'Visible hasta'];

test('a blank notice lists its four problems and its unchosen state after one «Crear»; filled, it is created with a site path as its link', async ({
  admin: tab,
}) => {
  const { page } = tab;
  for (const [viewport, width] of BOTH_WIDTHS) {
    await page.setViewportSize(viewport);
    await tab.goto('/avisosCreate');
    await formReady(page, 'create');
    await shown(page.getByRole('heading', { level: 1, name: 'Nuevo aviso', exact: true }));
    // «Visible hasta» starts a week after «Visible desde».
    const from = await part(page, 'Visible desde', 'Fecha').inputValue();
    const weekLater = new Date(Date.parse(`${from}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(await part(page, 'Visible hasta', 'Fecha').inputValue()).toBe(weekLater);
    // Blank: the starting moments emptied too.
    for (const label of ['Visible desde', 'Visible hasta']) {
      await part(page, label, 'Hora').fill('');
      await part(page, label, 'Fecha').fill('');
    }
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url() === `${SITE}/api/avisos`) posts.push(request.url());
    });
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    const summary = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'Revise 5 campos' }) });
    await shown(summary);
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    // The four blank fields, and the state a new record asks for (nothing is assumed).
    expect((await summary.getByRole('link').allTextContents()).sort()).toEqual(
      [...REQUIRED.map((label) => `El campo «${label}» es obligatorio.`), DRAFT_FORM_TEXT.missing].sort(),
    );
    // Each message beside its field, tied to its control.
    expect(await field(page, 'avisos', 'text').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'avisos', 'level').getAttribute('aria-invalid')).toBe('true');
    expect(await part(page, 'Visible hasta', 'Fecha').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, `admin-form-problems-${width}`);
    await summary.getByRole('link', { name: /«Nivel»/ }).click();
    expect(await field(page, 'avisos', 'level').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(posts).toEqual([]);

    // Filled in, with a page of this site as its link: created, and the list links to the site.
    const text = `Vea el calendario (e2e ${width})`;
    await field(page, 'avisos', 'text').fill(text);
    await field(page, 'avisos', 'link').fill('/eventos');
    await field(page, 'avisos', 'level').selectOption('info');
    await field(page, 'avisos', 'estado').selectOption('publicado');
    await part(page, 'Visible desde', 'Fecha').fill(from);
    await part(page, 'Visible desde', 'Hora').fill('00:00');
    // Emptied by hand, «Visible hasta» no longer follows: it is typed.
    await part(page, 'Visible hasta', 'Fecha').fill(weekLater);
    await part(page, 'Visible hasta', 'Hora').fill('23:00');
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    await page.waitForURL(`${SITE}/admin?c=avisos`);
    const notice = page.getByRole('status').filter({ hasText: 'El registro se creó.' });
    await shown(notice);
    expect(await notice.getByRole('link', { name: 'Ver página pública' }).getAttribute('href')).toBe('/');
    await screenshot(page, `admin-form-created-${width}`);
    const stored = (
      await call<Array<{ text: string; link: string }>>('GET', '/api/avisos', { token: await adminToken() })
    ).body.find((n) => n.text === text);
    expect(stored?.link).toBe('/eventos');
  }
});
