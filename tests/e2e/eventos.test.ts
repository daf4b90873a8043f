/**
 * Events and notices in Chromium: an event written in the admin's generic form shows on
 * /eventos and in /eventos.ics (read by ical.js, a real iCalendar parser); one event reached from
 * the home page, added to Google Calendar by its link and downloaded as its own named file; the
 * month view opening on the next event, its days marked; a current notice shows
 * above the header of every public page, closable, without moving the page (no layout shift), and
 * is gone once its «hasta» passes (the emulator's test clock); axe on both views of /eventos and
 * with the notice shown; screenshots at 1280 and 390 px.
 */
import ICAL from 'ical.js';
import { afterEach, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { fromSchoolWallClock, toSchoolWallClock } from '../../functions/src/model/date-time';
import { blockingViolations, runAxe } from './axe';
import { adminTest as test, chooseCollection, field, formReady } from './admin';
import { keepSeededContent } from './content';
import { SEED_CONTENT } from '../../scripts/seed/content';
import { BOTH_WIDTHS, DESKTOP, horizontalOverflow, PHONE, screenshot, scrollThrough, SITE } from './browser';
import { shown } from './pages';
import { call } from '../emulator/site';
import { adminToken } from '../emulator/state';

keepSeededContent();

afterEach(async () => {
  await emulatorDeps().db.doc('_test/clock').delete();
});

/** A day `days` after today in the school, yyyy-mm-dd. */
function schoolDay(days: number): string {
  const [y, m, d] = toSchoolWallClock(new Date().toISOString()).date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** yyyy-mm-dd, `n` days after `day`. */
function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

/** The school's day of the first coming event, as visitors get the events. */
async function nextEventDay(): Promise<string> {
  const { body } = await call<Array<{ start: string }>>('GET', '/api/eventos');
  const first = body.map((e) => e.start).sort()[0]!;
  return toSchoolWallClock(first).date;
}

async function fillDateTime(page: Page, label: string, date: string, time: string) {
  // The legend may carry the required mark after the label.
  const group = page.getByRole('group', { name: new RegExp(`^${label}\\b`) });
  await group.getByLabel('Fecha', { exact: true }).fill(date);
  await group.getByLabel('Hora', { exact: true }).fill(time);
}

/**
 * The sum of the page's layout shifts so far (the Layout Instability API, as CLS counts them), and
 * what moved (each shift's sources: the element and its box before and after), for a failure to
 * name it.
 */
function layoutShifts(page: Page): Promise<{ score: number; moved: string }> {
  return page.evaluate(
    () =>
      new Promise<{ score: number; moved: string }>((resolve) => {
        type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        type Shift = PerformanceEntry & { value: number; sources?: Source[] };
        const box = (r: DOMRectReadOnly) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        const named = (node: Node | null) => {
          if (!(node instanceof Element)) return node ? node.nodeName : '(removed)';
          const cls =
            typeof node.className === 'string' && node.className
              ? `.${node.className.trim().split(/\s+/).join('.')}`
              : '';
          return `${node.tagName.toLowerCase()}${cls} «${(node.textContent ?? '').trim().slice(0, 40)}»`;
        };
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const shifts = list.getEntries() as Shift[];
          resolve({
            score: shifts.reduce((sum, e) => sum + e.value, 0),
            moved: shifts
              .map(
                (e) =>
                  `${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${(e.sources ?? []).map((s) => `${named(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`).join(', ')}`,
              )
              .join('; '),
          });
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all is a sum of 0: the observer is not called then, so answer after a frame.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve({ score: 0, moved: '' })));
      }),
  );
}

test('an event written in the admin shows on /eventos and in /eventos.ics, read by a real iCalendar parser', async ({
  signedIn,
}) => {
  const tab = await signedIn({ viewport: DESKTOP });
  const { page } = tab;
  await chooseCollection(page, 'eventos');
  await page.getByRole('link', { name: 'Crear nuevo: Eventos', exact: true }).click();
  await page.waitForURL(`${SITE}/eventosCreate`);
  await formReady(page, 'create');
  const day = schoolDay(9);
  await field(page, 'eventos', 'title').fill('Encuentro de exalumnos');
  await fillDateTime(page, 'Inicio', day, '15:00');
  // First an end before the start: the form refuses it in Spanish before sending anything.
  await fillDateTime(page, 'Fin', day, '14:00');
  // A new record's state is chosen (none is assumed).
  await field(page, 'eventos', 'estado').selectOption('publicado');
  await page.getByRole('button', { name: 'Crear', exact: true }).click();
  await shown(page.getByRole('alert').getByText('«Fin» no puede ser anterior a «Inicio».'));
  await fillDateTime(page, 'Fin', day, '17:30');
  await field(page, 'eventos', 'allDay').selectOption('no');
  await field(page, 'eventos', 'location').fill('Biblioteca');
  // A new record's state is chosen (none is assumed).
  await field(page, 'eventos', 'estado').selectOption('publicado');
  await page.getByRole('button', { name: 'Crear', exact: true }).click();
  await page.waitForURL(`${SITE}/admin?c=eventos`);

  await tab.goto('/eventos');
  const article = page.getByRole('article', { name: 'Encuentro de exalumnos' });
  await shown(article);
  await shown(article.getByText('Lugar: Biblioteca'));
  await shown(article.getByRole('link', { name: /^Agregar a Google Calendar/ }));

  const res = await fetch(`${SITE}/eventos.ics`);
  expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  const event = calendar
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v))
    .find((e) => e.summary === 'Encuentro de exalumnos');
  expect(event, 'the new event in /eventos.ics').toBeDefined();
  expect(event!.location).toBe('Biblioteca');
  expect(event!.startDate.toJSDate().toISOString()).toBe(fromSchoolWallClock(day, '15:00'));
  expect(event!.endDate.toJSDate().toISOString()).toBe(fromSchoolWallClock(day, '17:30'));

  // Its file downloads that one event, named after it.
  const download = page.waitForEvent('download');
  await article.getByRole('link', { name: /^Descargar para iPhone/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`encuentro-de-exalumnos-${day}.ics`);
  expect(tab.problems).toEqual([]);
});

test('/eventos in both views: axe, keyboard in the month grid, screenshots at 1280 and 390 px', async ({
  open,
}) => {
  for (const [viewport, width] of BOTH_WIDTHS) {
    const tab = await open({ viewport, mobile: width === 390 });
    const { page } = tab;
    await tab.goto('/eventos');
    await shown(page.getByRole('article', { name: 'Reunión de padres de familia' }));
    await screenshot(page, `eventos-agenda-${width}`);
    expect(await horizontalOverflow(page), `agenda at ${width} px`).toBe(0);
    if (width === 1280) expect(blockingViolations((await runAxe(page)).violations)).toEqual([]);

    await page.getByRole('button', { name: 'Mes', exact: true }).click();
    const grid = page.getByRole('grid');
    await shown(grid);
    // It opens on the next event's day, in the tab order.
    const opening = grid.locator('[role="gridcell"][tabindex="0"]');
    expect(await opening.getAttribute('data-day')).toBe(await nextEventDay());
    // Marked for the eye: filled and outlined, with the event's name (wide) or the count (phone).
    const marking = await opening.evaluate((cell) => ({
      background: getComputedStyle(cell).backgroundColor,
      border: getComputedStyle(cell).borderTopWidth,
      seen: [...cell.querySelectorAll('[aria-hidden="true"]')]
        .filter((el) => el.checkVisibility())
        .map((el) => el.textContent),
    }));
    expect(marking.background, `a day with events at ${width} px`).toBe('rgb(253, 243, 220)');
    expect(marking.border).toBe('2px');
    const first = SEED_CONTENT.eventos[0]!.title!;
    expect(marking.seen.slice(1)).toEqual(width === 390 ? ['1'] : [first]);
    await opening.focus();
    await page.keyboard.press('ArrowRight');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-day'));
    expect(focused).toBe(addDays(await nextEventDay(), 1));
    // Back on the event's day: its event listed under the grid, a link to its page.
    await page.keyboard.press('ArrowLeft');
    await shown(page.getByRole('link', { name: SEED_CONTENT.eventos[0]!.title!, exact: true }));
    await screenshot(page, `eventos-mes-${width}`);
    expect(await horizontalOverflow(page), `month view at ${width} px`).toBe(0);
    if (width === 1280) expect(blockingViolations((await runAxe(page)).violations)).toEqual([]);
    expect(tab.problems).toEqual([]);
  }
});

test('one event from the home page: its page, Google Calendar by its link and its own named file, at 390 and 1280 px', async ({
  open,
}) => {
  const seeded = SEED_CONTENT.eventos[0]!;
  const { body: events } = await call<Array<{ _id: string; title: string; slug: string; start: string }>>(
    'GET',
    '/api/eventos',
  );
  const meeting = events.find((e) => e.title === seeded.title)!;
  const day = toSchoolWallClock(meeting.start).date;
  const start = toSchoolWallClock(seeded.start!);
  const end = toSchoolWallClock(seeded.end!);
  const compact = (w: { date: string; time: string }) =>
    `${w.date.replace(/-/g, '')}T${w.time.replace(':', '')}00`;
  for (const [viewport, width] of BOTH_WIDTHS) {
    const tab = await open({ viewport, mobile: width === 390 });
    const { page } = tab;
    await tab.goto('/');
    // "Próximos eventos" on the home page: each event a link to its page.
    const upcoming = page.getByRole('region', { name: 'Próximos eventos' });
    await upcoming.scrollIntoViewIfNeeded();
    await upcoming.getByRole('link', { name: seeded.title!, exact: true }).click();
    await page.waitForURL(`${SITE}/eventos/${meeting.slug}`);
    await shown(page.getByRole('heading', { level: 1, name: seeded.title!, exact: true }));
    await shown(page.getByText(`Lugar: ${seeded.location}`, { exact: true }));

    // Google Calendar gets this event alone: its title, the school's times and zone, its place.
    const google = page.getByRole('link', { name: /^Agregar a Google Calendar/ });
    expect(await google.getAttribute('target')).toBe('_blank');
    const url = new URL((await google.getAttribute('href'))!);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      action: 'TEMPLATE',
      text: seeded.title,
      dates: `${compact(start)}/${compact(end)}`,
      location: seeded.location,
      ctz: 'America/Bogota',
    });
    expect(url.searchParams.get('details')).toContain(`/eventos/${meeting.slug}`);

    // Its file: one event, named after it, read back by a real iCalendar parser.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Descargar para iPhone/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`reunion-de-padres-de-familia-${day}.ics`);
    const { readFile } = await import('node:fs/promises');
    const calendar = new ICAL.Component(ICAL.parse(await readFile((await file.path())!, 'utf8')));
    const [only, ...rest] = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(rest).toEqual([]);
    expect(only!.summary).toBe(seeded.title);
    expect(only!.startDate.toJSDate().toISOString()).toBe(seeded.start);

    await screenshot(page, `evento-${width}`);
    expect(await horizontalOverflow(page), `event page at ${width} px`).toBe(0);
    if (width === 1280) expect(blockingViolations((await runAxe(page)).violations)).toEqual([]);
    expect(tab.problems).toEqual([]);
  }
});

test('a current notice shows above the header of every page without moving it (over the page when it answers late), closes for the visit, and is gone after «hasta»', async ({
  open,
}) => {
  const token = await adminToken();
  const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
  const created = await call<{ _id: string }>('POST', '/api/avisos', {
    token,
    json: {
      text: 'Mañana no hay clases por jornada pedagógica.',
      level: 'urgente',
      link: 'https://colegio.edu.co/circular',
      from: hours(-1),
      until: hours(2),
    },
  });
  expect(created.status).toBe(201);
  const seeded = 'El lunes no hay clases por jornada pedagógica.';

  for (const [viewport, width] of BOTH_WIDTHS) {
    const tab = await open({ viewport, mobile: width === 390 });
    const { page } = tab;
    for (const [path, content] of [
      // Its first screen's heading (its events are further down).
      ['/', '¿Quién dijo que la educación es aburrida?'],
      ['/docentes', 'DOCENTES'],
      ['/eventos', 'Reunión de padres de familia'],
      ['/transparencia', 'Transparencia y acceso a la información pública'],
    ] as const) {
      await tab.goto(path);
      // The page's own content is in, so the shifts below are the whole load's.
      await shown(page.getByRole('heading', { name: content, exact: true }));
      const region = page.getByRole('region', { name: 'Aviso del colegio' });
      await shown(region.getByText('Mañana no hay clases por jornada pedagógica.', { exact: false }));
      // The seeded notice is not current: it shows nowhere.
      expect(await page.getByText(seeded, { exact: false }).count()).toBe(0);
      // Above the header, and nothing on the page moved (CLS 0).
      const above = await page.evaluate(() => {
        const bar = document.querySelector('[role="region"][aria-label="Aviso del colegio"]')!;
        return (
          bar.compareDocumentPosition(document.querySelector('header')!) & Node.DOCUMENT_POSITION_FOLLOWING
        );
      });
      expect(above).toBeTruthy();
      // When /api/avisos answered, for a failure's message: -1 when the page never asked it (the
      // notices are in the server's HTML, web/src/lib/notices.ts), any other value is a defect.
      const noticesAt = await page.evaluate(() =>
        Math.round(
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) =>
            e.name.includes('/api/avisos'),
          )?.responseEnd ?? -1,
        ),
      );
      const shifts = await layoutShifts(page);
      expect(
        shifts.score,
        `layout shift on ${path} at ${width} px (the notices answered ${noticesAt} ms into the load; moved: ${shifts.moved})`,
      ).toBe(0);
      if (path === '/') {
        // The news and the next events, further down the page.
        const news = page.getByRole('region', { name: 'Noticias', exact: true });
        await news.scrollIntoViewIfNeeded();
        await shown(news.getByRole('article'));
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await shown(page.getByRole('heading', { name: 'Próximos eventos', exact: true }));
        await scrollThrough(page);
        await screenshot(page, `inicio-aviso-${width}`);
        if (width === 1280) expect(blockingViolations((await runAxe(page)).violations)).toEqual([]);
      }
    }
    // Closed: gone for the rest of the visit, on this page and the next.
    await page.getByRole('button', { name: 'Cerrar aviso', exact: true }).click();
    expect(await page.getByRole('region', { name: 'Aviso del colegio' }).count()).toBe(0);
    await tab.goto('/docentes');
    await shown(page.getByRole('heading', { level: 1 }));
    expect(await page.getByRole('region', { name: 'Aviso del colegio' }).count()).toBe(0);
    expect(tab.problems).toEqual([]);
  }

  // The notices are in the page the function rendered: the bar is there before any
  // script runs, asks /api/avisos for nothing, and nothing moves once scripts run.
  {
    const tab = await open({ viewport: PHONE, mobile: true });
    const { page } = tab;
    await tab.goto('/transparencia');
    await shown(
      page.getByRole('heading', { name: 'Transparencia y acceso a la información pública', exact: true }),
    );
    const region = page.getByRole('region', { name: 'Aviso del colegio' });
    await shown(region.getByText('Mañana no hay clases por jornada pedagógica.', { exact: false }));
    expect(tab.requests.filter((url) => new URL(url).pathname === '/api/avisos')).toEqual([]);
    const html = await (await fetch(`${SITE}/transparencia`)).text();
    expect(html).toContain('Mañana no hay clases por jornada pedagógica.');
    const shifts = await layoutShifts(page);
    expect(
      shifts.score,
      `layout shift on /transparencia at 390 px with the notice (moved: ${shifts.moved})`,
    ).toBe(0);
    await region.getByRole('button', { name: 'Cerrar aviso', exact: true }).click();
    expect(await page.getByRole('region', { name: 'Aviso del colegio' }).count()).toBe(0);
    // Closed for this visit: the next page the function renders has it, the browser leaves it out.
    await tab.goto('/docentes');
    await shown(page.getByRole('heading', { level: 1 }));
    expect(await page.getByRole('region', { name: 'Aviso del colegio' }).count()).toBe(0);
    expect(tab.problems).toEqual([]);
  }

  // Three hours later by the server's clock: past «hasta», no page shows it (a new visit).
  await emulatorDeps()
    .db.doc('_test/clock')
    .set({ offsetMs: 3 * 3_600_000 });
  const tab = await open({ viewport: DESKTOP });
  for (const path of ['/', '/docentes']) {
    await tab.goto(path);
    await shown(tab.page.getByRole('heading', { level: 1 }));
    expect(await tab.page.getByRole('region', { name: 'Aviso del colegio' }).count()).toBe(0);
  }
});
