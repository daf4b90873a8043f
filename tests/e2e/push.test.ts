/**
 * Phone notices in Chromium: every page links the school's web app manifest; «Recibir avisos en
 * este teléfono» registers the school's service worker, which shows a push's notification (a push
 * delivered through the DevTools protocol, as a push service would) with the notice's title, text
 * and link, and never a link to another site; the island's states: ready, blocked (and how to
 * allow again), not available (a browser without the Push API, like an iPhone's Safari before the
 * site is on the home screen), and subscribed → «Dejar de recibir avisos en este teléfono».
 *
 * This file runs Debian's full `chromium`, not the harness's headless shell: the shell has no
 * notifications at all (Notification.permission is always «denied» there). Offline, Chromium has
 * no push service either: its PushManager.subscribe fails, and the test checks the island says
 * so. For the subscribed state, the page's PushManager hands out a subscription the test made
 * (an ECDH key pair and an auth secret, with a loopback endpoint the emulator accepts): the island's
 * request, the function's check and the stored document are real. Screenshots at 390 px.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM_PATH, launchChromium } from '../../scripts/chromium';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { PUSH_SUBSCRIBERS_COLLECTION } from '../../functions/src/model/subscriptions';
import { pushSubscriberId } from '../../functions/src/subscriptions/push-subscribers';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, SCREENSHOTS, SITE, TAKE_SCREENSHOTS } from './browser';
import { PLATFORM } from '../emulator/platform';

const PAGE = '/suscripcion';
const { db } = emulatorDeps('sanjose');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium(CHROMIUM_PATH);
});

afterAll(async () => {
  await browser?.close();
});

/** A phone-sized context with service workers; page errors and console errors fail the test. */
async function phone(options: { permission?: 'granted' | 'denied'; init?: string } = {}) {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'es-CO',
    serviceWorkers: 'allow',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  if (options.permission === 'granted') await context.grantPermissions(['notifications'], { origin: SITE });
  if (options.permission === 'denied') {
    // Blocked before, as the browser's site settings keep it (for this context only).
    const { targetInfo } = await (await context.newCDPSession(page)).send('Target.getTargetInfo');
    await (
      await browser.newBrowserCDPSession()
    ).send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin: SITE,
      browserContextId: targetInfo.browserContextId,
    });
  }
  if (options.init) await context.addInitScript(options.init);
  return { context, page, problems };
}

/** The island, live (Astro removes its `ssr` once React has hydrated it), whatever else the page holds. */
async function openIsland(page: Page) {
  await page.goto(`${SITE}${PAGE}`, { waitUntil: 'load' });
  const box = page.locator('section[data-avisos-telefono]');
  await box.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () => document.querySelector('section[data-avisos-telefono]')?.closest('astro-island[ssr]') === null,
  );
  return box;
}

/** The island alone, as a picture (tests/screenshots/). */
async function shot(box: Locator, name: string) {
  if (TAKE_SCREENSHOTS)
    await box.screenshot({ path: join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
}

const close = async (context: BrowserContext, problems: string[], expected: RegExp[] = []) => {
  await context.close();
  expect(problems.filter((p) => !expected.some((e) => e.test(p)))).toEqual([]);
};

describe('phone notices in the browser', () => {
  it('links the manifest from every page, at the school base, and serves it', async () => {
    const { context, page, problems } = await phone();
    await page.goto(`${SITE}/`);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    const manifest = (await (await page.request.get(`${SITE}/manifest.webmanifest`)).json()) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
    await page.goto(`${PLATFORM}/lasacacias/`);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/lasacacias/manifest.webmanifest',
    );
    await close(context, problems);
  });

  it('registers the worker, which shows a push with its title, text and same-site link only', async () => {
    const { context, page, problems } = await phone({ permission: 'granted' });
    const box = await openIsland(page);
    await box.locator('[data-estado="listo"]').waitFor();
    await shot(box, 'avisos-telefono-listo-390');
    await screenshot(page, 'avisos-telefono-pagina-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'avisos-telefono-pagina-1280');
    await page.setViewportSize(PHONE);
    await box.getByRole('button', { name: 'Recibir avisos en este teléfono' }).click();
    // Offline, Chromium has no push service: the worker is registered, the subscription fails, and
    // the island says so and offers the button again.
    await box.getByRole('alert').waitFor();
    expect(await box.getByRole('alert').innerText()).toMatch(
      /no logró conectarse con su servicio de notificaciones/,
    );
    await box.getByRole('button', { name: 'Recibir avisos en este teléfono' }).waitFor();
    await shot(box, 'avisos-telefono-error-390');
    const registered = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL };
    });
    expect(registered).toEqual({ scope: `${SITE}/`, script: `${SITE}/avisos-sw.js` });

    // A push, as a push service would deliver it (the DevTools protocol stands in for it).
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.find((r) => r.scopeURL === `${SITE}/`)).toBeTruthy();
    const { registrationId } = registrations.find((r) => r.scopeURL === `${SITE}/`)!;
    const push = (data: unknown) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: `${SITE}/`,
        registrationId,
        data: JSON.stringify(data),
      });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          url: (n.data as { url: string }).url,
        })),
      );
    await push({
      title: 'Circular 12: salida pedagógica',
      body: 'Lea la circular.',
      url: `${SITE}/circulares`,
    });
    await expect
      .poll(shown)
      .toEqual([
        { title: 'Circular 12: salida pedagógica', body: 'Lea la circular.', url: `${SITE}/circulares` },
      ]);
    // A link to another site is never opened: the notification opens the school's home instead.
    await push({ title: 'Otro aviso', body: '', url: 'https://sitio-ajeno.example/phishing' });
    await expect
      .poll(async () => (await shown()).find((n) => n.title === 'Otro aviso')?.url)
      .toBe(`${SITE}/`);
    // Chromium's own words when a context has no push service (a test browser's contexts are private).
    await close(context, problems, [/does not support the Push API in incognito mode/]);
  });

  it('says how to allow notices again once they are blocked', async () => {
    const { context, page, problems } = await phone({ permission: 'denied' });
    const box = await openIsland(page);
    await box.locator('[data-estado="bloqueado"]').waitFor();
    expect(await box.innerText()).toMatch(/«Notificaciones» y elija «Permitir»/);
    expect(await box.getByRole('button', { name: 'Recibir avisos en este teléfono' }).count()).toBe(0);
    await shot(box, 'avisos-telefono-bloqueado-390');
    await close(context, problems);
  });

  it('says the same when the visitor refuses at the browser question', async () => {
    // Nothing granted: headless Chromium answers the question «denied», as a tap on «Bloquear» does.
    const { context, page, problems } = await phone();
    const box = await openIsland(page);
    await box.getByRole('button', { name: 'Recibir avisos en este teléfono' }).click();
    await box.locator('[data-estado="bloqueado"]').waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
    await close(context, problems);
  });

  it('says where it works when the browser has no Push API (an iPhone before the home screen)', async () => {
    const { context, page, problems } = await phone({ init: 'delete window.PushManager;' });
    const box = await openIsland(page);
    await box.locator('[data-estado="no-disponible"]').waitFor();
    expect(await box.innerText()).toMatch(/Compartir → Agregar a inicio/);
    expect(await box.innerText()).toMatch(/Android.*Chrome, Firefox y Edge/);
    await shot(box, 'avisos-telefono-no-disponible-390');
    await close(context, problems);
  });

  it('subscribes with the topics chosen, then stops on request', async () => {
    // The subscription a push service would give (none is reachable offline): real keys, and an
    // endpoint on this machine, which only the emulator accepts.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const subscription = {
      endpoint: `http://127.0.0.1:9/push/${randomBytes(6).toString('hex')}`,
      expirationTime: null,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };
    const init = `(() => {
      const json = ${JSON.stringify(subscription)};
      let current = null;
      const made = { endpoint: json.endpoint, toJSON: () => json, unsubscribe: async () => { current = null; return true; } };
      PushManager.prototype.subscribe = async function () { current = made; return made; };
      PushManager.prototype.getSubscription = async function () { return current; };
    })();`;
    const { context, page, problems } = await phone({ permission: 'granted', init });
    const id = pushSubscriberId(subscription.endpoint);
    try {
      const box = await openIsland(page);
      await box.getByRole('checkbox', { name: 'Eventos' }).uncheck();
      await box.getByRole('button', { name: 'Recibir avisos en este teléfono' }).click();
      await box.locator('[data-estado="suscrito"]').waitFor();
      expect(await box.getByRole('status').innerText()).toBe('Este teléfono recibe los avisos del colegio.');
      await shot(box, 'avisos-telefono-suscrito-390');
      const stored = await db.collection(PUSH_SUBSCRIBERS_COLLECTION).doc(id).get();
      expect(stored.data()).toMatchObject({ temas: ['circulares', 'noticias'], keys: subscription.keys });

      await box.getByRole('button', { name: 'Dejar de recibir avisos en este teléfono' }).click();
      await box.locator('[data-estado="listo"]').waitFor();
      expect((await db.collection(PUSH_SUBSCRIBERS_COLLECTION).doc(id).get()).exists).toBe(false);
    } finally {
      await db.collection(PUSH_SUBSCRIBERS_COLLECTION).doc(id).delete();
      await close(context, problems);
    }
  });
});
