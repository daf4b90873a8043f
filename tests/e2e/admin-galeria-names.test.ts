/**
 * An album's photos named and described in bulk: each photo shows the name its file had on the
 * administrator's computer (kept with the photo, never shown to visitors), and the photos of one
 * scene are marked and given one text alternative at once ("Aplicar a las marcadas"), then those
 * still without text ("Marcar las que no tienen texto"). The stored album keeps the names; the
 * public answer has none. At 1280 and 390 px, with screenshots of the form.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { getJson } from '../emulator/site';
import { runAxe, blockingViolations } from './axe';
import { field, formReady, signInAsAdmin } from './admin';
import { keepSeededContent } from './content';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, SITE, test } from './browser';
import { shown } from './pages';

keepSeededContent();

const DIR = join(tmpdir(), 'galeria-nombres-e2e');
const NAMES = ['izada-bandera-01.jpg', 'izada-bandera-02.jpg', 'izada-bandera-03.jpg', 'banda-marcial.jpg'];
let paths: string[] = [];

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  paths = await Promise.all(
    NAMES.map(async (name, i) => {
      const jpeg = await sharp({
        create: { width: 1200, height: 900, channels: 3, background: { r: 40 * i, g: 110, b: 190 - 30 * i } },
      })
        .jpeg()
        .toBuffer();
      const path = join(DIR, name);
      writeFileSync(path, jpeg);
      return path;
    }),
  );
}, 60_000);

const alt = (page: Page, n: number) => page.getByLabel(`Texto alternativo de la foto ${n}`, { exact: true });
const SCENE = 'Estudiantes de quinto izan la bandera en el patio central';
const BAND = 'La banda marcial desfila frente a la tarima';

describe('photo names and one description for several photos', () => {
  for (const [width, viewport] of [
    [1280, DESKTOP],
    [390, PHONE],
  ] as const) {
    test(`at ${width} px each photo shows its file name, and marked photos take one text at once`, async ({
      open,
    }) => {
      const tab = await open({ viewport, mobile: width === 390 });
      const { page } = tab;
      await signInAsAdmin(tab);
      await tab.goto('/galeriasCreate');
      await formReady(page, 'create');
      const title = `Izada de bandera (e2e nombres ${width})`;
      await field(page, 'galerias', 'title').fill(title);
      await page.getByLabel('Fotos: elegir fotos', { exact: true }).setInputFiles(paths);
      await expect
        .poll(() => page.locator('.adm-photos__count').textContent(), { timeout: 120_000 })
        .toBe(`${NAMES.length} de ${NAMES.length}`);
      // Each row names its file, in the order they were chosen.
      await expect
        .poll(() => page.locator('.adm-photos__name').allTextContents())
        .toEqual(NAMES.map((n) => `Archivo: ${n}`));

      // The three photos of the flag, marked by their names, take one text.
      for (const [i, name] of NAMES.slice(0, 3).entries())
        await page
          .getByRole('checkbox', { name: `Seleccionar la foto ${i + 1} (${name})`, exact: true })
          .check();
      await shown(page.getByText('3 fotos marcadas.', { exact: true }));
      const bulk = page.getByLabel('Texto alternativo para las fotos marcadas', { exact: true });
      await bulk.fill(SCENE);
      await page.getByRole('button', { name: 'Aplicar a las marcadas', exact: true }).click();
      await shown(page.getByText('Texto alternativo aplicado a 3 fotos.', { exact: true }));
      for (const n of [1, 2, 3]) expect(await alt(page, n).inputValue()).toBe(SCENE);
      expect(await alt(page, 4).inputValue()).toBe('');
      // Those still without text: the band's photo alone; Enter in the box applies, not saves.
      await page.getByRole('button', { name: 'Marcar las que no tienen texto', exact: true }).click();
      await shown(page.getByText('1 foto marcada.', { exact: true }));
      await bulk.fill(BAND);
      await bulk.press('Enter');
      await shown(page.getByText('Texto alternativo aplicado a 1 foto.', { exact: true }));
      expect(await alt(page, 4).inputValue()).toBe(BAND);
      expect(page.url()).toBe(`${SITE}/galeriasCreate`);
      // Each stays editable on its own row.
      await alt(page, 2).fill(`${SCENE}, de cerca`);

      expect(await horizontalOverflow(page)).toBe(0);
      await page.locator('.adm-photos__bulk').scrollIntoViewIfNeeded();
      await screenshot(page, `admin-galeria-nombres-${width}`);
      expect(blockingViolations((await runAxe(page, 'form.adm-form')).violations)).toEqual([]);

      await page.getByLabel(/^Confirmo que las fotos/).check();
      await field(page, 'galerias', 'estado').selectOption('publicado');
      await page.getByRole('button', { name: 'Crear', exact: true }).click();
      await page.waitForURL(`${SITE}/admin?c=galerias`, { timeout: 60_000 });

      // Stored with each file's name; the public answer gives the image and its text only.
      const { db } = emulatorDeps();
      const doc = (await db.collection('galerias').where('title', '==', title).get()).docs[0]!;
      const photos = doc.data().photos as Array<{ image: string; alt: string; name?: string }>;
      expect(photos.map((p) => [p.name, p.alt])).toEqual([
        [NAMES[0], SCENE],
        [NAMES[1], `${SCENE}, de cerca`],
        [NAMES[2], SCENE],
        [NAMES[3], BAND],
      ]);
      const { body } =
        await getJson<Array<{ title: string; photos: Array<Record<string, string>> }>>('/api/galerias');
      const shownPublicly = body.find((a) => a.title === title)!;
      expect(shownPublicly.photos.map((p) => Object.keys(p).sort())).toEqual(
        NAMES.map(() => ['alt', 'image']),
      );

      // Read back in the edit form: the names are still there.
      await tab.goto(`/galeriasEdit/${doc.id}`);
      await formReady(page, 'edit');
      await expect
        .poll(() => page.locator('.adm-photos__name').allTextContents())
        .toEqual(NAMES.map((n) => `Archivo: ${n}`));
      await doc.ref.delete();
    });
  }
});
