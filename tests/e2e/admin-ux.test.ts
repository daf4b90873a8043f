/**
 * The admin as the school's secretary uses it, on a phone (390 px) and on desktops
 * (1280 and 1440 px): the way into every record is on screen, long forms keep "Guardar cambios"
 * in reach, staff contacts are typed as people write them, a docente is moved first in one tap,
 * deleting asks in the page and can be undone or made final, no message names a field's key,
 * and the admin shows Bogotá time whatever the device says. Screenshots of each changed screen at
 * 390 and 1280 px (tests/screenshots/admin-ux-*), axe on each.
 */
import { beforeEach, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { SEED_CONTENT } from '../../scripts/seed/content';
import { COLLECTION_NAMES, getCollection, type CollectionName } from '../../functions/src/model';
import { call } from '../emulator/site';
import { adminToken } from '../emulator/state';
import { blockingViolations, runAxe } from './axe';
import { adminTest as test, chooseCollection, deleteFromForm, field, formReady } from './admin';
import { keepSeededContent } from './content';
import { DESKTOP, PHONE, screenshot, SITE, type Tab } from './browser';
import { shown } from './pages';

keepSeededContent();

// Other files' deletes leave entries too: each test starts from an empty Papelera.
beforeEach(async () => {
  const { db } = emulatorDeps();
  await Promise.all((await db.collection('_trash').listDocuments()).map((d) => d.delete()));
});

const WIDE = { width: 1440, height: 900 } as const;

/** No serious or critical axe violation, file drop zones included. */
async function axeClean(page: Page, within?: string): Promise<void> {
  expect(blockingViolations((await runAxe(page, within)).violations)).toEqual([]);
}

/** The first row's "Modificar" link lies inside the viewport and inside its table's box, unscrolled. */
async function editLinkInView(page: Page): Promise<{ inView: boolean; scrollLeft: number; detail: string }> {
  return page.evaluate(() => {
    const wrap = document.querySelector<HTMLElement>('.adm-table-wrap');
    const link = document.querySelector<HTMLElement>('table.adm-table tbody tr td[data-label="Modificar"] a');
    if (!wrap || !link) return { inView: false, scrollLeft: -1, detail: 'no table or link' };
    const box = wrap.getBoundingClientRect();
    const l = link.getBoundingClientRect();
    // "Última modificación" is not hidden under the sticky "Modificar" column either.
    const heads = [...document.querySelectorAll<HTMLElement>('table.adm-table thead th')];
    const modified = heads.at(-2)!.getBoundingClientRect();
    const edit = heads.at(-1)!.getBoundingClientRect();
    const inView =
      l.left >= box.left - 1 &&
      l.right <= box.right + 1 &&
      l.right <= window.innerWidth &&
      (window.innerWidth <= 720 || modified.right <= edit.left + 1);
    return {
      inView,
      scrollLeft: wrap.scrollLeft,
      detail: `link ${l.left}-${l.right}, box ${box.left}-${box.right}, table ${wrap.scrollWidth}, modified ends ${modified.right}, edit starts ${edit.left}`,
    };
  });
}

/** Whether an element's box is inside the viewport. */
async function onScreen(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0;
    });
}

async function openEdit(tab: Tab, collection: CollectionName, id?: string): Promise<void> {
  // Read as the administrator: a notice not yet current is no public record, but it is editable.
  const recordId =
    id ??
    (await call<Array<{ _id: string }>>('GET', `/api/${collection}`, { token: await adminToken() })).body[0]!
      ._id;
  await tab.goto(`/${collection}Edit/${recordId}`);
  await formReady(tab.page, 'edit');
}

// The phone in its own (mobile, touch) context; the two desktop widths share one tab, resized
// between them, so each collection's list is loaded once for both.
const LAYOUTS = [
  { phone: true, widths: [['390', PHONE]] },
  {
    phone: false,
    widths: [
      ['1280', DESKTOP],
      ['1440', WIDE],
    ],
  },
] as const;

for (const { phone, widths } of LAYOUTS) {
  const names = widths.map(([name]) => name).join(' and ');
  test(`at ${names} px the first row's "Modificar" is visible without scrolling sideways on every collection`, async ({
    signedIn,
  }) => {
    const tab = await signedIn({ viewport: widths[0][1], mobile: phone, bypassCSP: true });
    const { page } = tab;
    for (const collection of COLLECTION_NAMES) {
      await chooseCollection(page, collection);
      for (const [name, viewport] of widths) {
        await page.setViewportSize(viewport);
        // Polled: the layout of the new width may take a frame; a failure names what was seen.
        const seen = () =>
          editLinkInView(page).then((f) =>
            f.inView && f.scrollLeft === 0
              ? 'in view'
              : `${collection} at ${name}: ${f.detail}, scrolled ${f.scrollLeft}`,
          );
        await expect.poll(seen).toBe('in view');
        if (name !== '1440' && ['docentes', 'transparencia', 'sitio'].includes(collection)) {
          await screenshot(page, `admin-ux-list-${collection}-${name}`);
        }
      }
    }
    await page.setViewportSize(widths[0][1]);
    await chooseCollection(page, 'docentes');
    await axeClean(page);
  });
}

test('on a phone, "Guardar cambios" stays on screen in the middle of Datos del colegio, and the form has an index of its sections', async ({
  signedIn,
}) => {
  const tab = await signedIn({ viewport: PHONE, mobile: true, bypassCSP: true });
  const { page } = tab;
  await openEdit(tab, 'sitio');
  const index = page.getByRole('navigation', { name: 'Secciones de este formulario' });
  await shown(index);
  await screenshot(page, 'admin-ux-sitio-form-390');
  await axeClean(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(3 * PHONE.height);
  expect(await onScreen(page, 'button.adm-btn--primary[type="submit"]')).toBe(true);
  await screenshot(page, 'admin-ux-sitio-middle-390', { viewport: true });
  // The index jumps to a section.
  await page.evaluate(() => window.scrollTo(0, 0));
  await index.getByRole('link', { name: 'Chat de WhatsApp', exact: true }).click();
  expect(await onScreen(page, 'fieldset:has(> legend:text-is("Chat de WhatsApp")) > legend')).toBe(true);

  const desk = await signedIn({ viewport: DESKTOP });
  await openEdit(desk, 'sitio');
  await screenshot(desk.page, 'admin-ux-sitio-form-1280');
});

test('a plain phone number and e-mail typed for a docente become working tel: and mailto: links on /docentes, and read back as typed', async ({
  signedIn,
}) => {
  const tab = await signedIn({ viewport: PHONE, mobile: true, bypassCSP: true });
  const { page } = tab;
  const first = (await call<Array<{ _id: string; title: string }>>('GET', '/api/docentes')).body[0]!;
  await openEdit(tab, 'docentes', first._id);
  await field(page, 'docentes', 'stringthree').fill('300 123 4567');
  await field(page, 'docentes', 'stringfour').fill('310 765 4321');
  await field(page, 'docentes', 'stringfive').fill('maria.e2e@colegio.edu.co');
  await screenshot(page, 'admin-ux-docente-form-390');
  await axeClean(page, 'form');
  await page.getByRole('button', { name: 'Guardar cambios', exact: true }).click();
  await page.waitForURL(`${SITE}/admin?c=docentes`);

  const stored = (await call<Record<string, string>>('GET', `/api/docentes/${first._id}`)).body;
  expect(stored).toMatchObject({
    stringthree: 'tel:3001234567',
    stringfour: 'https://wa.me/573107654321',
    stringfive: 'mailto:maria.e2e@colegio.edu.co',
  });

  await tab.goto('/docentes');
  await page.reload();
  const card = page.locator('main article', { hasText: first.title }).first();
  await shown(card);
  expect(await card.locator('a[href="tel:3001234567"]').count()).toBe(1);
  expect(await card.locator('a[href="mailto:maria.e2e@colegio.edu.co"]').count()).toBe(1);
  expect(await card.locator('a[href="https://wa.me/573107654321"]').count()).toBe(1);

  await openEdit(tab, 'docentes', first._id);
  expect(await field(page, 'docentes', 'stringthree').inputValue()).toBe('300 123 4567');
  expect(await field(page, 'docentes', 'stringfive').inputValue()).toBe('maria.e2e@colegio.edu.co');

  const desk = await signedIn({ viewport: DESKTOP });
  await openEdit(desk, 'docentes', first._id);
  await screenshot(desk.page, 'admin-ux-docente-form-1280');
});

test('"Mover al principio" puts a docente first, keeps the row in view and marks it', async ({
  signedIn,
}) => {
  const tab = await signedIn({ viewport: PHONE, mobile: true, bypassCSP: true });
  const { page } = tab;
  await chooseCollection(page, 'docentes');
  const names = SEED_CONTENT.docentes.map((d) => d.title as string);
  const last = names.at(-1)!;
  await page.getByRole('button', { name: `Mover al principio «${last}»`, exact: true }).click();
  await shown(page.getByRole('status').getByText('Orden guardado', { exact: true }));
  expect(await page.locator('table.adm-table tbody tr td:nth-child(2)').first().textContent()).toBe(last);
  expect(await onScreen(page, 'tr[data-moved]')).toBe(true);
  await screenshot(page, 'admin-ux-order-390');
  await axeClean(page);
  const order = (await call<Array<{ title: string }>>('GET', '/api/docentes')).body.map((r) => r.title);
  expect(order[0]).toBe(last);
});

test('"Eliminar" asks in the page, the list offers "Deshacer", and the Papelera can remove an entry for good', async ({
  signedIn,
}) => {
  for (const [name, viewport, index] of [
    ['1280', DESKTOP, 1],
    ['390', PHONE, 2],
  ] as const) {
    const tab = await signedIn({ viewport, mobile: viewport === PHONE, bypassCSP: true });
    const { page } = tab;
    const victim = (await call<Array<{ _id: string; title: string }>>('GET', '/api/docentes')).body[index]!;
    await openEdit(tab, 'docentes', victim._id);
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar este registro?' });
    await shown(dialog);
    expect(tab.dialogs).toEqual([]); // no browser confirm()
    await axeClean(page, '.adm-modal');
    await screenshot(page, `admin-ux-delete-dialog-${name}`);
    await dialog.getByRole('button', { name: 'Sí, eliminar', exact: true }).click();
    await page.waitForURL(`${SITE}/admin?c=docentes`);
    const undo = page.getByRole('button', { name: 'Deshacer', exact: true });
    await shown(undo);
    await screenshot(page, `admin-ux-undo-${name}`);
    await axeClean(page);
    await undo.click();
    await shown(page.getByText(`Se restauró «${victim.title}».`, { exact: true }));
    await shown(page.locator('table.adm-table tbody td', { hasText: victim.title }));
    expect((await call('GET', `/api/docentes/${victim._id}`)).status).toBe(200);

    // A docente of its own (a seeded one's photo would be removed for good with it), deleted,
    // then removed for good from the Papelera.
    const title = `Docente que pide retirarse (e2e ${name})`;
    const created = await call<{ _id: string }>('POST', '/api/docentes', {
      token: await adminToken(),
      json: { title },
    });
    expect(created.status).toBe(201);
    await openEdit(tab, 'docentes', created.body._id);
    await deleteFromForm(page);
    await page.waitForURL(`${SITE}/admin?c=docentes`);
    await tab.goto('/admin/papelera');
    const purge = page.getByRole('button', { name: `Eliminar definitivamente «${title}»`, exact: true });
    await shown(purge);
    await screenshot(page, `admin-ux-papelera-${name}`);
    await purge.click();
    const ask = page.getByRole('alertdialog', { name: '¿Eliminar definitivamente?' });
    await shown(ask);
    await axeClean(page, '.adm-modal');
    await ask.getByRole('button', { name: 'Sí, eliminar para siempre', exact: true }).click();
    await shown(page.getByText(`Se eliminó definitivamente «${title}».`, { exact: true }));
    const entries = (
      await call<Array<{ recordId: string }>>('GET', '/api/trash', { token: await adminToken() })
    ).body;
    expect(entries.some((e) => e.recordId === created.body._id)).toBe(false);
  }
});

test('a list of dated items runs newest first, names what each column holds, says each state in a word, and is one compact line per record on a phone', async ({
  signedIn,
}) => {
  const tab = await signedIn({ viewport: DESKTOP, bypassCSP: true });
  const { page } = tab;
  const token = await adminToken();
  const STATES = ['Borrador', 'En revisión', 'Programada', 'Publicada', 'Retirada'];
  for (const [collection, date] of [
    ['noticias', 'publishAt'],
    ['galerias', 'date'],
  ] as const) {
    await page.setViewportSize(DESKTOP);
    const stored = (await call<Array<Record<string, string>>>('GET', `/api/${collection}`, { token })).body;
    // The seed has several news items (their order is the point) and one album.
    expect(stored.length).toBeGreaterThan(collection === 'noticias' ? 1 : 0);
    const newestFirst = [...stored]
      .sort((a, b) => String(b[date]).localeCompare(String(a[date])))
      .map((r) => `/${collection}Edit/${r._id}`);
    await chooseCollection(page, collection);
    const table = page.locator('table.adm-table');
    const hrefs = await table
      .locator('tbody tr a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(newestFirst);
    const headers = await table.locator('thead th').allTextContents();
    expect(headers).toContain(
      collection === 'noticias' ? 'Texto tres · Publicar desde' : 'Texto uno · Fecha',
    );
    const states = await table.locator('tbody td[data-label="Estado"]').allTextContents();
    expect(states.length).toBe(stored.length);
    expect(states.filter((w) => !STATES.includes(w))).toEqual([]);
    await screenshot(page, `admin-ux-list-${collection}-1280`);

    // On a phone: the title over the state and the date, "Editar" beside them; nothing else.
    await page.setViewportSize(PHONE);
    const rows = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('table.adm-table tbody tr')].map((tr) => ({
          height: Math.round(tr.getBoundingClientRect().height),
          shown: [...tr.querySelectorAll('td')]
            .filter((td) => td.getBoundingClientRect().height > 0)
            .map((td) => td.className.split(' ').find((c) => c.startsWith('adm-table__'))),
        })),
      );
    // A title of two lines at most over its state and date: not a card of seven labelled lines.
    await expect.poll(async () => Math.max(...(await rows()).map((r) => r.height))).toBeLessThan(110);
    const LINE = ['adm-table__date', 'adm-table__edit', 'adm-table__state', 'adm-table__title'];
    for (const row of await rows()) expect([...row.shown].sort()).toEqual(LINE);
    const edit = await page.locator('tbody td[data-label="Modificar"] a').first().boundingBox();
    expect(edit!.x + edit!.width).toBeLessThanOrEqual(390);
    await screenshot(page, `admin-ux-list-${collection}-390`);
  }
  await axeClean(page);
});

test('with the browser in UTC, the Papelera and the lists show the same Bogotá time for the same moment', async ({
  signedIn,
}) => {
  const tab = await signedIn({ viewport: DESKTOP, timezoneId: 'UTC', bypassCSP: true });
  const { page } = tab;
  const [kept, gone] = (
    await call<Array<{ _id: string; title: string; updatedAt: string }>>('GET', '/api/docentes')
  ).body;
  expect((await call('DELETE', `/api/docentes/${gone!._id}`, { token: await adminToken() })).status).toBe(
    204,
  );
  // The same moment on both screens: the entry's deletion time set to the kept record's last save.
  await emulatorDeps().db.doc(`_trash/docentes__${gone!._id}`).update({ deletedAt: kept!.updatedAt });
  const bogota = new Intl.DateTimeFormat('es-CO', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Bogota',
  }).format(new Date(kept!.updatedAt));

  await chooseCollection(page, 'docentes');
  const row = page.locator('table.adm-table tbody tr', { hasText: kept!.title }).first();
  const listed = (await row
    .locator('td[data-label="Última modificación"] span')
    .first()
    .textContent())!.trim();
  await tab.goto('/admin/papelera');
  const trashed = page.locator('table.adm-table tbody tr', { hasText: gone!.title }).first().locator('time');
  await shown(trashed);
  expect(listed).toBe(bogota);
  expect((await trashed.textContent())!.trim()).toBe(bogota);
});

/** The keys of a collection, whole words: a message must not contain one. */
const namesKey = (message: string, collection: CollectionName) =>
  Object.keys(getCollection(collection).fields).filter((key) =>
    new RegExp(`(^|[^\\p{L}\\p{N}])${key}($|[^\\p{L}\\p{N}])`, 'u').test(
      message.replace(/https?:\/\/\S+/g, ''),
    ),
  );

test("no error message shown on any collection's form names a field by its key (required and format errors)", async ({
  signedIn,
}) => {
  const tab = await signedIn({ viewport: DESKTOP });
  const { page } = tab;
  const seen: string[] = [];
  for (const collection of COLLECTION_NAMES) {
    const def = getCollection(collection);
    const required = Object.entries(def.fields).find(
      ([, f]) => f.required && (f.kind === 'text' || f.kind === 'longText'),
    );
    const formatted = Object.entries(def.fields).find(
      ([, f]) =>
        (f.kind === 'text' || f.kind === 'link') && (('format' in f && f.format) || f.kind === 'link'),
    );
    if (!required && !formatted) continue;
    await openEdit(tab, collection);
    for (const [key, bad] of [
      required && [required[0], ''],
      formatted && [formatted[0], 'no válido ###'],
    ].filter(Boolean) as Array<[string, string]>) {
      const control = field(page, collection, key);
      const before = await control.inputValue();
      await control.fill(bad);
      await page.getByRole('button', { name: 'Guardar cambios', exact: true }).click();
      const message = (await page.getByRole('alert').first().textContent())!;
      seen.push(message);
      expect(message).toContain(`«${def.fields[key]!.label}»`);
      expect(namesKey(message, collection), `${collection}: ${message}`).toEqual([]);
      await control.fill(before);
    }
  }
  expect(seen.length).toBeGreaterThan(5);
});

test('the admin home shows the latest changes and a search across sections; a chosen section says what it holds', async ({
  signedIn,
}) => {
  for (const [name, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    const tab = await signedIn({ viewport, mobile: viewport === PHONE, bypassCSP: true });
    const { page } = tab;
    const recent = page.getByRole('region', { name: 'Últimos cambios' });
    await shown(recent.getByRole('link').first());
    await page.getByRole('searchbox', { name: 'Buscar en todas las secciones' }).fill('rese');
    await shown(page.getByRole('search').getByRole('link', { name: /Reseña/ }));
    await screenshot(page, `admin-ux-home-${name}`);
    await axeClean(page);
    await chooseCollection(page, 'docentes');
    await shown(page.getByText('Las tarjetas de los docentes', { exact: false }));
  }
});

test('Personas y permisos: a one-time link is shared by WhatsApp and e-mail, and renewed for an account that never signed in', async ({
  signedIn,
}) => {
  const { removeTestAdmins, testEmail } = await import('../emulator/admins');
  await removeTestAdmins();
  try {
    const email = testEmail('rector');
    expect(
      (await call('POST', '/api/admins', { token: await adminToken(), json: { email, role: 'admin' } }))
        .status,
    ).toBe(201);
    for (const [name, viewport] of [
      ['1280', DESKTOP],
      ['390', PHONE],
    ] as const) {
      const tab = await signedIn({ viewport, mobile: viewport === PHONE, bypassCSP: true });
      const { page } = tab;
      await tab.goto('/admin/administradores');
      await page.getByRole('button', { name: `Generar un enlace nuevo para ${email}`, exact: true }).click();
      const whatsapp = page.getByRole('link', { name: 'Compartir por WhatsApp', exact: true });
      await shown(whatsapp);
      const href = (await whatsapp.getAttribute('href'))!;
      expect(href.startsWith('https://wa.me/?text=')).toBe(true);
      expect(new URL(href).searchParams.get('text')).toMatch(/\/login\?mode=invitacion&codigo=.*vence el/s);
      expect(
        (await page
          .getByRole('link', { name: 'Compartir por correo', exact: true })
          .getAttribute('href'))!.startsWith('mailto:'),
      ).toBe(true);
      // Never for the signed-in seeded administrator.
      expect(await page.getByRole('button', { name: /^Generar un enlace nuevo para admin@/ }).count()).toBe(
        0,
      );
      await screenshot(page, `admin-ux-admins-${name}`);
      await axeClean(page);
    }
  } finally {
    await removeTestAdmins();
  }
});

test('a new transparency entry lists the sub-items under their categories and starts its date at today', async ({
  signedIn,
}) => {
  for (const [name, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    const tab = await signedIn({ viewport, mobile: viewport === PHONE, bypassCSP: true });
    const { page } = tab;
    await tab.goto('/transparenciaCreate');
    await formReady(page, 'create');
    const select = field(page, 'transparencia', 'subitem');
    expect(await select.locator('optgroup').count()).toBeGreaterThan(5);
    const today = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Bogota',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date());
    expect(await field(page, 'transparencia', 'date').inputValue()).toBe(today);
    await screenshot(page, `admin-ux-transparencia-create-${name}`);
    await axeClean(page, 'form');
  }
});
