/**
 * Events and notices through Hosting: visitors get only the events that have not
 * ended and the notices current by the server's clock (moved with the emulator-only test clock);
 * administrators get everything; /eventos.ics is a calendar a real parser (ical.js) reads.
 */
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { SEED_CONTENT } from '../../scripts/seed/content';
import { fromSchoolWallClock, toSchoolWallClock } from '../../functions/src/model/date-time';
import { call, SITE, SITE_ORIGIN } from './site';
import { adminToken, storedState } from './state';

type Rec = {
  _id: string;
  title?: string;
  text?: string;
  slug?: string;
  updatedAt: string;
  updatedBy?: unknown;
};

let token: string;
const created: Array<[string, string]> = [];

beforeAll(async () => {
  token = await adminToken();
});
afterEach(async () => {
  await emulatorDeps().db.doc('_test/clock').delete();
});
afterAll(async () => {
  for (const [collection, id] of created) await call('DELETE', `/api/${collection}/${id}`, { token });
});

async function create(collection: 'eventos' | 'avisos', json: Record<string, unknown>): Promise<Rec> {
  const res = await call<Rec>('POST', `/api/${collection}`, { token, json });
  expect(res.status).toBe(201);
  created.push([collection, res.body._id]);
  return res.body;
}

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const moveClock = (offsetMs: number) => emulatorDeps().db.doc('_test/clock').set({ offsetMs });

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('GET /api/eventos', () => {
  it('gives visitors the coming events only (without who saved them), and the administrator all', async () => {
    const ended = await create('eventos', {
      title: 'Evento que ya pasó',
      start: hours(-5),
      end: hours(-3),
      allDay: 'no',
    });
    const ongoing = await create('eventos', {
      title: 'Evento en curso',
      start: hours(-1),
      end: hours(1),
      allDay: 'no',
    });
    const pub = await call<Rec[]>('GET', '/api/eventos');
    expect(pub.status).toBe(200);
    const titles = pub.body.map((e) => e.title);
    expect(titles).toEqual(
      expect.arrayContaining([...SEED_CONTENT.eventos.map((e) => e.title), 'Evento en curso']),
    );
    expect(titles).not.toContain('Evento que ya pasó');
    expect(pub.body.every((e) => e.updatedBy === undefined)).toBe(true);
    expect((await call('GET', `/api/eventos/${ended._id}`)).status).toBe(404);
    expect((await call('GET', `/api/eventos/${ongoing._id}`)).status).toBe(200);

    const admin = await call<Rec[]>('GET', '/api/eventos', { token });
    expect(admin.body.map((e) => e.title)).toContain('Evento que ya pasó');
    expect((await call('GET', `/api/eventos/${ended._id}`, { token })).status).toBe(200);
  });

  it('refuses an end before the start in Spanish and stores nothing', async () => {
    const before = await storedState();
    const res = await call<{ message: string }>('POST', '/api/eventos', {
      token,
      json: { title: 'Al revés', start: hours(48), end: hours(47) },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('«Fin» no puede ser anterior a «Inicio».');
    expect(await storedState()).toEqual(before);
  });
});

describe('GET /api/avisos', () => {
  it('shows a notice from «desde» to «hasta» by the server clock, and never the seeded future one', async () => {
    const seeded = SEED_CONTENT.avisos[0]!.text;
    expect((await call<Rec[]>('GET', '/api/avisos')).body.map((n) => n.text)).not.toContain(seeded);
    expect((await call<Rec[]>('GET', '/api/avisos', { token })).body.map((n) => n.text)).toContain(seeded);

    const notice = await create('avisos', {
      text: 'Hoy salida temprano',
      level: 'urgente',
      from: hours(-1),
      until: hours(2),
    });
    const now = await call<Rec[]>('GET', '/api/avisos');
    expect(now.body.map((n) => n._id)).toEqual([notice._id]);

    // Three hours later (test clock): past «hasta», gone from every public answer.
    await moveClock(3 * 3_600_000);
    expect((await call<Rec[]>('GET', '/api/avisos')).body).toEqual([]);
    expect((await call('GET', `/api/avisos/${notice._id}`)).status).toBe(404);
    expect((await call<Rec[]>('GET', '/api/avisos', { token })).body.map((n) => n._id)).toContain(notice._id);
  });
});

describe('POST /api/avisos refused', () => {
  it('names every field at fault in one answer, and stores nothing', async () => {
    const before = await storedState();
    const res = await call<{ error: string; message: string; fields: Record<string, string> }>(
      'POST',
      '/api/avisos',
      { token, json: { text: '', link: '//otro-sitio.example', level: '', from: '', until: '' } },
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid-record');
    expect(res.body.message).toBe('El campo «Texto del aviso» es obligatorio.');
    expect(Object.keys(res.body.fields)).toEqual(['text', 'link', 'level', 'from', 'until']);
    expect(res.body.fields.until).toBe('El campo «Visible hasta» es obligatorio.');
    expect(await storedState()).toEqual(before);
  });

  it('accepts a path of this site as the link', async () => {
    const notice = await create('avisos', {
      text: 'Vea el calendario',
      link: '/eventos',
      level: 'info',
      from: hours(-1),
      until: hours(2),
    });
    expect(
      (await call<Rec & { link: string }>('GET', `/api/avisos/${notice._id}`, { token })).body.link,
    ).toBe('/eventos');
  });
});

describe('/eventos.ics', () => {
  it('is an RFC 5545 calendar of the coming events that ical.js reads, served by the function through Hosting', async () => {
    await create('eventos', {
      title: 'Evento que ya pasó (ics)',
      start: hours(-5),
      end: hours(-3),
      allDay: 'no',
    });
    const res = await fetch(`${SITE}/eventos.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar; charset=utf-8/);
    const events = parseCalendar(await res.text());
    const summaries = events.map((e) => e.summary);
    expect(summaries).toEqual(expect.arrayContaining(SEED_CONTENT.eventos.map((e) => e.title!)));
    expect(summaries).not.toContain('Evento que ya pasó (ics)');
    const allDay = events.find((e) => e.summary === 'Jornada pedagógica: no hay clases')!;
    expect(allDay.startDate.isDate).toBe(true);
    const meeting = events.find((e) => e.summary === 'Reunión de padres de familia')!;
    expect(meeting.startDate.toJSDate().toISOString()).toBe(SEED_CONTENT.eventos[0]!.start);
  });

  it('gives one event as a download at the file’s older address, named after the event', async () => {
    const event = await create('eventos', {
      title: 'Salida pedagógica',
      start: hours(30),
      end: hours(34),
      allDay: 'no',
      location: 'Museo',
    });
    // The file's older address (links shared before events had a page) still answers, named after the event.
    const res = await fetch(`${SITE}/eventos.ics?evento=${event._id}`);
    expect(res.status).toBe(200);
    const name = `salida-pedagogica-${toSchoolWallClock(hours(30)).date}.ics`;
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    const [only, ...rest] = parseCalendar(await res.text());
    expect(rest).toEqual([]);
    expect(only!.summary).toBe('Salida pedagógica');
    expect(only!.location).toBe('Museo');
  });
});

describe('one event: its page /eventos/{slug} and its file /eventos/{slug}.ics', () => {
  /** A day `n` days ahead in the school, yyyy-mm-dd. */
  const dayAhead = (n: number) => toSchoolWallClock(hours(24 * n)).date;

  it('serves the file named after the event, with its times, place, words, stable UID and page', async () => {
    const day = dayAhead(15);
    const event = await create('eventos', {
      title: 'Reunión de padres: grado 5°',
      start: fromSchoolWallClock(day, '07:00')!,
      end: fromSchoolWallClock(day, '09:30')!,
      allDay: 'no',
      location: 'Auditorio, sede norte',
      description: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Entrega de informes; traiga el ' },
              { type: 'text', text: 'documento', marks: [{ type: 'bold' }] },
              { type: 'text', text: '.' },
            ],
          },
          { type: 'paragraph', content: [{ type: 'text', text: 'Hay parqueadero.' }] },
        ],
      },
    });
    // The server made the address from the title, and the page and the file live there.
    expect(event.slug).toMatch(/^reunion-de-padres-grado-5(-\d+)?$/);
    const res = await fetch(`${SITE}/eventos/${event.slug}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const name = `reunion-de-padres-grado-5-${day}.ics`;
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    const text = await res.text();
    const [only, ...rest] = parseCalendar(text);
    expect(rest).toEqual([]);
    expect(only!.summary).toBe('Reunión de padres: grado 5°');
    expect(only!.location).toBe('Auditorio, sede norte');
    // Plain text: the formatted text's words, a line per paragraph.
    expect(only!.description).toBe('Entrega de informes; traiga el documento.\nHay parqueadero.');
    expect(only!.startDate.toJSDate().toISOString()).toBe(fromSchoolWallClock(day, '07:00'));
    expect(only!.endDate.toJSDate().toISOString()).toBe(fromSchoolWallClock(day, '09:30'));
    expect(only!.component.getFirstPropertyValue('url')).toBe(`${SITE_ORIGIN}/eventos/${event.slug}`);
    // The same UID on every download: a phone that adds it twice keeps one entry.
    const again = parseCalendar(await (await fetch(`${SITE}/eventos/${event.slug}.ics`)).text());
    expect(again[0]!.uid).toBe(only!.uid);
    expect(only!.uid).toBe(`${event._id}@${new URL(SITE_ORIGIN).host}`);

    const page = await fetch(`${SITE}/eventos/${event.slug}`, { redirect: 'manual' });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Reunión de padres: grado 5°');
    expect(html).toContain(`href="/eventos/${event.slug}.ics"`);
    expect(html).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE&amp;text=');
    expect(html).toContain('"@type":"Event"');
    // Search engines find its page in the function's sitemap of records' pages.
    const sitemap = await (await fetch(`${SITE}/noticias/sitemap.xml`)).text();
    expect(sitemap).toContain(`/eventos/${event.slug}</loc>`);
  });

  it('writes an all-day event over three days as DATEs, the end the day after its last', async () => {
    const [first, last] = [dayAhead(40), dayAhead(42)];
    const event = await create('eventos', {
      title: 'Semana de la ciencia',
      start: fromSchoolWallClock(first, '00:00')!,
      end: fromSchoolWallClock(last, '00:00')!,
      allDay: 'si',
    });
    const res = await fetch(`${SITE}/eventos/${event.slug}.ics`);
    expect(res.headers.get('content-disposition')).toContain(`filename="semana-de-la-ciencia-${first}.ics"`);
    const [only] = parseCalendar(await res.text());
    expect(only!.startDate.isDate).toBe(true);
    expect(only!.startDate.toString()).toBe(first);
    const after = new Date(`${last}T12:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 1);
    expect(only!.endDate.toString()).toBe(after.toISOString().slice(0, 10));
  });

  it('is a 404 for an event that does not exist, is a draft, was deleted or has ended', async () => {
    const draft = await create('eventos', {
      title: 'Evento en borrador',
      start: hours(50),
      end: hours(51),
      allDay: 'no',
      estado: 'borrador',
    });
    const deleted = await create('eventos', {
      title: 'Evento borrado',
      start: hours(60),
      end: hours(61),
      allDay: 'no',
    });
    const ended = await create('eventos', {
      title: 'Evento terminado',
      start: hours(-5),
      end: hours(-4),
      allDay: 'no',
    });
    expect(deleted.slug).toBeTruthy();
    expect((await call('DELETE', `/api/eventos/${deleted._id}`, { token })).status).toBeLessThan(300);
    // A draft holds no address of its own yet; the address its title would take answers nothing.
    const addresses = [
      'no-existe-este-evento',
      draft.slug || 'evento-en-borrador',
      deleted.slug!,
      ended.slug!,
    ];
    for (const slug of addresses) {
      const file = await fetch(`${SITE}/eventos/${slug}.ics`, { redirect: 'manual' });
      expect(file.status, `/eventos/${slug}.ics`).toBe(404);
      // The site's 404 page, for a person who followed an old link; never a calendar.
      expect(file.headers.get('content-type')).toMatch(/^text\/html/);
      expect(file.headers.get('content-disposition')).toBeNull();
      expect(await file.text()).toContain('Página no encontrada');
      expect(
        (await fetch(`${SITE}/eventos/${slug}`, { redirect: 'manual' })).status,
        `/eventos/${slug}`,
      ).toBe(404);
    }
    for (const id of [draft._id, deleted._id, ended._id]) {
      const old = await fetch(`${SITE}/eventos.ics?evento=${id}`);
      expect(old.status).toBe(404);
      expect(((await old.json()) as { message: string }).message).toBe(
        'Ese evento no existe, no está publicado o ya terminó.',
      );
    }
  });
});
