/**
 * Pictures that fit themselves: a picture larger than its upload rule opens the crop
 * dialog in the drop zone; the browser cuts it to the rule's exact pixels, under its byte limit,
 * upright whatever its EXIF orientation, and the server stores what it receives after its own
 * checks. A picture smaller than the rule still gets the spec's alert. Screenshots of the
 * dialog at 1280 and 390 px into tests/screenshots/.
 *
 * The photos are made here with sharp (no binary fixtures): smooth noise, so a 4032x3024 JPEG
 * weighs about as much as a phone's (~3 MB) and the crop's encoder has real work to do.
 */
import { describe, expect } from 'vitest';
import sharp from 'sharp';
import { imageSize } from 'image-size';
import type { Page } from 'playwright-core';
import { MB, UPLOAD_RULES, type CollectionName } from '../../functions/src/model';
import { getJson } from '../emulator/site';
import { dropInput, field, formReady, signInAsAdmin } from './admin';
import { runAxe } from './axe';
import { keepSeededContent } from './content';
import { DESKTOP, onDisk, PHONE, screenshot, SITE, test, type FilePayload, type Tab } from './browser';
import { shown } from './pages';

const CROP = {
  title: 'Recortar imagen',
  confirm: 'Usar recorte',
  zoom: 'Zoom',
  area: 'Área de recorte',
} as const;
const CREATED = 'El registro se creó.';

keepSeededContent();

/** A 4032x3024 phone-like photo: noise at a quarter size, enlarged smoothly, JPEG. */
async function phonePhoto(): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 1008,
      height: 756,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(noise).resize(4032, 3024, { kernel: 'cubic' }).jpeg({ quality: 78 }).toBuffer();
}

/**
 * A portrait photo as a phone stores it: the pixels lie on their side (2000x1500) and EXIF
 * orientation 6 says "turn 90° clockwise to show". Shown upright it is 1500x2000, red above,
 * blue below.
 */
async function sidewaysPortrait(): Promise<Buffer> {
  const half = (background: string) =>
    sharp({ create: { width: 1500, height: 1000, channels: 3, background } })
      .png()
      .toBuffer();
  const upright = await sharp({ create: { width: 1500, height: 2000, channels: 3, background: '#000' } })
    .composite([
      { input: await half('#d01010'), top: 0, left: 0 },
      { input: await half('#1030d0'), top: 1000, left: 0 },
    ])
    .png()
    .toBuffer();
  // Turned a quarter counter-clockwise in its pixels; the EXIF tag turns it back.
  const sideways = await sharp(upright)
    .rotate(270)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return sideways;
}

/** Mean colour of a 40x40 patch of a stored image, centred at (x, y). */
async function patch(image: Buffer, x: number, y: number): Promise<{ r: number; g: number; b: number }> {
  const { data } = await sharp(image)
    .extract({ left: x - 20, top: y - 20, width: 40, height: 40 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sum = { r: 0, g: 0, b: 0 };
  for (let i = 0; i < data.length; i += 3) {
    sum.r += data[i]!;
    sum.g += data[i + 1]!;
    sum.b += data[i + 2]!;
  }
  const n = data.length / 3;
  return { r: sum.r / n, g: sum.g / n, b: sum.b / n };
}

/** The viewport only: a modal dialog is fixed to it, a full-page capture would cut its backdrop. */
async function screenshotDialog(page: Page, name: string): Promise<void> {
  await screenshot(page, name, { viewport: true });
}

/** The bytes the site serves for the image of the record titled `title`. */
async function storedImage(collection: CollectionName, title: string): Promise<Buffer> {
  const { body } = await getJson<Array<{ title: string; image: string }>>(`/api/${collection}`);
  const record = body.find((r) => r.title === title);
  expect(record, `${collection} record «${title}»`).toBeTruthy();
  const res = await fetch(`${SITE}/media/${encodeURIComponent(record!.image)}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/**
 * Waits until every picture of the page has loaded (or failed). The list shown after a create
 * loads the new record's thumbnail; the content restore after the test deletes that record, and
 * /media no longer serves a deleted record's file: a thumbnail still loading then
 * would log a 404.
 */
async function imagesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

/** Opens the crop dialog with a photo and waits for the picture inside it. */
async function openCrop(page: Page, collection: CollectionName, file: FilePayload) {
  await dropInput(page, collection, 'image').setInputFiles(onDisk(file));
  const dialog = page.getByRole('dialog', { name: CROP.title, exact: true });
  await shown(dialog);
  const area = dialog.getByRole('group', { name: CROP.area, exact: true });
  await shown(area);
  // The keyboard starts on the crop area once the picture is there.
  await expect.poll(() => area.evaluate((el) => el === document.activeElement)).toBe(true);
  return { dialog, area };
}

async function createWithCrop(
  tab: Tab,
  collection: CollectionName,
  title: string,
  photo: FilePayload,
  shot: string,
) {
  const { page } = tab;
  await tab.goto(`/${collection}Create`);
  await formReady(page, 'create');
  await field(page, collection, 'title').fill(title);
  const { dialog } = await openCrop(page, collection, photo);
  await screenshotDialog(page, shot);
  await dialog.getByRole('button', { name: CROP.confirm, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  // The result is shown in the drop zone before anything is saved.
  const chosen = page.getByTestId('image-chosen');
  await shown(chosen);
  return chosen;
}

describe('the crop dialog', () => {
  test('a 3 MB phone photo becomes a 1280x471 slide under 1 MB; a 100x100 picture still gets the alert', async ({
    open,
  }) => {
    // CSP bypassed for axe only in this tab; the portrait test below crops under the site's CSP.
    const tab = await open({ viewport: DESKTOP });
    const { page } = tab;
    await signInAsAdmin(tab);
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(2 * MB);
    expect(imageSize(photo)).toMatchObject({ width: 4032, height: 3024 });

    // Too small: the spec's alert, and no dialog.
    await tab.goto('/carouselCreate');
    await formReady(page, 'create');
    const alert = tab.nextDialog();
    await dropInput(page, 'carousel', 'image').setInputFiles(
      onDisk({
        name: 'icono.png',
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 100, height: 100, channels: 3, background: '#333' } })
          .png()
          .toBuffer(),
      }),
    );
    expect(await alert).toBe('La imagen debe tener una resolución de 1280x471px');
    expect(await page.getByRole('dialog').count()).toBe(0);

    const title = 'Foto del patio (e2e recorte)';
    await tab.goto('/carouselCreate');
    await formReady(page, 'create');
    await field(page, 'carousel', 'title').fill(title);
    const { dialog, area } = await openCrop(page, 'carousel', {
      name: 'IMG_2041.jpeg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    // Keyboard: zoom in with +, move with the arrows; the slider follows.
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await area.press('ArrowUp');
    await area.press('ArrowLeft');
    expect(
      Number(await dialog.getByRole('slider', { name: CROP.zoom, exact: true }).inputValue()),
    ).toBeCloseTo(1.2);
    await screenshotDialog(page, 'admin-crop-1280');
    const { violations, passes } = await runAxe(page, 'dialog.adm-crop');
    expect(passes).toBeGreaterThan(5);
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await dialog.getByRole('button', { name: CROP.confirm, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const chosen = page.getByTestId('image-chosen');
    await shown(chosen);
    expect(await chosen.textContent()).toMatch(/^IMG_2041\.jpg \(\d+ KB\)$/);
    await shown(page.getByRole('img', { name: 'Imagen (1280x471 px): archivo nuevo', exact: true }));

    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    await page.waitForURL(`${SITE}/admin?c=carousel`);
    await shown(page.getByRole('status').getByText(CREATED, { exact: true }));
    await imagesSettled(page);
    const stored = await storedImage('carousel', title);
    expect(imageSize(stored)).toMatchObject({ width: 1280, height: 471, type: 'jpg' });
    expect(stored.length).toBeLessThanOrEqual(UPLOAD_RULES.carousel.maxBytes);
    expect(tab.dialogs).toEqual(['La imagen debe tener una resolución de 1280x471px']);
  });

  test('a sideways phone portrait (EXIF orientation 6) becomes an upright 1040x1040 staff photo, at phone width', async ({
    open,
  }) => {
    const tab = await open({ viewport: PHONE, mobile: true });
    const title = 'Retrato girado (e2e)';
    const portrait = await sidewaysPortrait();
    // The fixture is what it claims: stored sideways, upright once its tag is applied.
    expect(imageSize(portrait)).toMatchObject({ width: 2000, height: 1500, orientation: 6 });
    const upright = await sharp(portrait).rotate().toBuffer();
    expect((await patch(upright, 750, 200)).r).toBeGreaterThan(150);

    await signInAsAdmin(tab);
    await createWithCrop(
      tab,
      'docentes',
      title,
      { name: 'retrato.jpg', mimeType: 'image/jpeg', buffer: portrait },
      'admin-crop-390',
    );
    await tab.page.getByRole('button', { name: 'Crear', exact: true }).click();
    await tab.page.waitForURL(`${SITE}/admin?c=docentes`);
    await imagesSettled(tab.page);

    const stored = await storedImage('docentes', title);
    expect(imageSize(stored)).toMatchObject({ width: 1040, height: 1040 });
    // Centred square of the upright picture: red across the top, blue across the bottom. Ignoring
    // the tag would have put red on the left and blue on the right instead.
    for (const x of [100, 940]) {
      const top = await patch(stored, x, 100);
      const bottom = await patch(stored, x, 940);
      expect(top.r, `top at x=${x}`).toBeGreaterThan(150);
      expect(top.b, `top at x=${x}`).toBeLessThan(100);
      expect(bottom.b, `bottom at x=${x}`).toBeGreaterThan(150);
      expect(bottom.r, `bottom at x=${x}`).toBeLessThan(100);
    }
  });

  // The secretary's report: a 4032x3024 photo cropped, "Crear" pressed at once, and nothing was
  // sent nor said. A press while the crop is prepared now waits for it (the button says so), then
  // saves. At 1280 and 390 px.
  test('"Crear" pressed right after "Usar recorte" waits for the picture, then saves', async ({ open }) => {
    const photo = await phonePhoto();
    for (const viewport of [DESKTOP, PHONE]) {
      const tab = await open({ viewport, mobile: viewport === PHONE });
      const { page } = tab;
      await signInAsAdmin(tab);
      const title = `Crear al instante (e2e ${viewport.width})`;
      await tab.goto('/carouselCreate');
      await formReady(page, 'create');
      await field(page, 'carousel', 'title').fill(title);
      const { dialog } = await openCrop(page, 'carousel', {
        name: 'IMG_4032.jpeg',
        mimeType: 'image/jpeg',
        buffer: photo,
      });
      // The encoder is held until the test lets it go (canvas.toBlob waits for releaseCrop()), so
      // "Crear" is surely pressed while the picture is prepared, whatever this machine's speed.
      await page.evaluate(() => {
        const encode = HTMLCanvasElement.prototype.toBlob;
        const held = new Promise<void>((release) => {
          (window as unknown as { releaseCrop: () => void }).releaseCrop = release;
        });
        HTMLCanvasElement.prototype.toBlob = function (this: HTMLCanvasElement, ...args) {
          void held.then(() => encode.apply(this, args));
        };
      });
      const sent: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (request.method() === 'POST' && ['/api/upload', '/api/carousel'].includes(path)) sent.push(path);
      });
      await dialog.getByRole('button', { name: CROP.confirm, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Crear', exact: true }).click();
      // The press is not lost: the button says what it waits for, and nothing is sent yet.
      const waiting = page.getByRole('button', { name: 'Preparando la imagen…', exact: true });
      await shown(waiting);
      await waiting.scrollIntoViewIfNeeded();
      await screenshot(page, `admin-crop-create-waiting-${viewport.width}`, { viewport: true });
      expect(sent).toEqual([]);
      await page.evaluate(() => (window as unknown as { releaseCrop: () => void }).releaseCrop());
      // Then it saves by itself: upload, create, the list.
      await page.waitForURL(`${SITE}/admin?c=carousel`);
      await shown(page.getByRole('status').getByText(CREATED, { exact: true }));
      await imagesSettled(page);
      await screenshot(page, `admin-crop-create-at-once-${viewport.width}`);
      expect(sent).toEqual(['/api/upload', '/api/carousel']);
      const stored = await storedImage('carousel', title);
      expect(imageSize(stored)).toMatchObject({ width: 1280, height: 471 });
    }
  });

  // The crop lands about a second after "Usar recorte" (the encoder works
  // on a phone photo); what was typed meanwhile must stay. Then a failed "Crear" must leave the
  // form readable: the "Archivo nuevo" box never over the error alert, at 1280 and at 390 px.
  test('text typed into "Leyenda" right after "Usar recorte" is kept; after a failed "Crear" nothing overlaps the alert', async ({
    open,
  }) => {
    const tab = await open({ viewport: DESKTOP });
    const { page } = tab;
    const refusal = { error: 'invalid-record', message: 'El servidor rechazó el registro (prueba e2e).' };
    // The failed create's 400, and the form's own log of it.
    tab.expectConsoleError(/status of 400/, /El servidor rechazó el registro/);
    await signInAsAdmin(tab);
    await tab.goto('/carouselCreate');
    await formReady(page, 'create');
    const title = 'Leyenda durante el recorte (e2e)';
    await field(page, 'carousel', 'title').fill(title);
    const { dialog } = await openCrop(page, 'carousel', {
      name: 'IMG_3000.jpeg',
      mimeType: 'image/jpeg',
      buffer: await phonePhoto(),
    });
    const caption = 'Escrita mientras se prepara la imagen';
    await dialog.getByRole('button', { name: CROP.confirm, exact: true }).click();
    // Right away, not after the dialog went: the encoder is still at work.
    await field(page, 'carousel', 'stringone').fill(caption);
    await dialog.waitFor({ state: 'detached' });
    await shown(page.getByTestId('image-chosen'));
    expect(await field(page, 'carousel', 'stringone').inputValue()).toBe(caption);
    expect(await field(page, 'carousel', 'title').inputValue()).toBe(title);

    await page.route(`${SITE}/api/carousel`, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(refusal) });
    });
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: refusal.message });
    await shown(alert);
    const preview = page.locator('.adm-file__preview--new');
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      // Wherever the page is scrolled, the two boxes never cover each other.
      for (const target of [preview, alert]) {
        await target.scrollIntoViewIfNeeded();
        const a = (await preview.boundingBox())!;
        const b = (await alert.boundingBox())!;
        const overlap =
          a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
        expect(overlap, `${viewport.width} px: preview ${JSON.stringify(a)} alert ${JSON.stringify(b)}`).toBe(
          false,
        );
      }
      await screenshot(page, `admin-crop-failed-create-${viewport.width}`);
    }
    // Nothing typed or chosen was lost by the failure.
    expect(await field(page, 'carousel', 'stringone').inputValue()).toBe(caption);
    await shown(page.getByTestId('image-chosen'));
  });
});
