/**
 * Empty defaults, as the secretary meets them in Chromium: a notice is created by
 * typing only its text, its level and its «Visible hasta» («Visible desde» starts at now, so the
 * first save no longer fails); an event's «Fin» is «Inicio» + 1 hour and moves with it until
 * changed; a new album is dated today.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { toSchoolWallClock } from '../../functions/src/model/date-time';
import { call } from '../emulator/site';
import { adminToken } from '../emulator/state';
import { adminTest as test, field, formReady } from './admin';
import { keepSeededContent } from './content';
import { SITE } from './browser';

keepSeededContent();

const group = (page: Page, label: string) => page.getByRole('group', { name: new RegExp(`^${label}\\b`) });
const part = (page: Page, label: string, which: 'Fecha' | 'Hora') =>
  group(page, label).getByLabel(which, { exact: true });

test("a notice saves without typing «Visible desde»; an event's «Fin» follows «Inicio»; an album is dated today", async ({
  admin: tab,
}) => {
  const { page } = tab;
  const before = Date.now() - 60_000;
  await tab.goto('/avisosCreate');
  await formReady(page, 'create');
  await field(page, 'avisos', 'text').fill('Mañana no hay transporte escolar (e2e valores iniciales).');
  await field(page, 'avisos', 'level').selectOption('info');
  const tomorrow = toSchoolWallClock(new Date(Date.now() + 86_400_000).toISOString());
  await part(page, 'Visible hasta', 'Fecha').fill(tomorrow.date);
  await part(page, 'Visible hasta', 'Hora').fill('18:00');
  // A new record's state is chosen (none is assumed).
  await field(page, 'avisos', 'estado').selectOption('publicado');
  await page.getByRole('button', { name: 'Crear', exact: true }).click();
  await page.waitForURL(`${SITE}/admin?c=avisos`);
  const notices = (
    await call<Array<{ text: string; from: string }>>('GET', '/api/avisos', { token: await adminToken() })
  ).body;
  const created = notices.find((n) => n.text.includes('(e2e valores iniciales)'));
  expect(created, 'the notice was created').toBeDefined();
  expect(new Date(created!.from).getTime()).toBeGreaterThanOrEqual(before);
  expect(new Date(created!.from).getTime()).toBeLessThanOrEqual(Date.now());

  await tab.goto('/eventosCreate');
  await formReady(page, 'create');
  await part(page, 'Inicio', 'Fecha').fill('2026-12-10');
  await part(page, 'Inicio', 'Hora').fill('15:00');
  expect([
    await part(page, 'Fin', 'Fecha').inputValue(),
    await part(page, 'Fin', 'Hora').inputValue(),
  ]).toEqual(['2026-12-10', '16:00']);
  await part(page, 'Inicio', 'Hora').fill('09:30');
  expect(await part(page, 'Fin', 'Hora').inputValue()).toBe('10:30');
  await part(page, 'Fin', 'Hora').fill('12:00');
  await part(page, 'Inicio', 'Hora').fill('10:00');
  expect(await part(page, 'Fin', 'Hora').inputValue()).toBe('12:00');

  await tab.goto('/galeriasCreate');
  await formReady(page, 'create');
  expect(await field(page, 'galerias', 'date').inputValue()).toBe(
    toSchoolWallClock(new Date().toISOString()).date,
  );
});
