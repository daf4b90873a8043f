/**
 * The calendar on a phone: /eventos.ics is a calendar a phone can subscribe to (read
 * back by ical.js, a real iCalendar parser: the school's name, its zone, a one-hour refresh), and
 * /eventos as the function renders it (a phone with JavaScript off) carries the webcal, Google
 * Calendar and Outlook subscriptions of that feed.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { getJson, SITE, SITE_ORIGIN } from './site';

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('the calendar subscription', () => {
  it('/eventos.ics names the school, its zone and an hourly refresh, as ical.js reads it', async () => {
    const { body: settings } = await getJson<Array<{ title: string }>>('/api/sitio');
    const school = settings[0]!.title;
    expect(school.length).toBeGreaterThan(0);

    const res = await fetch(`${SITE}/eventos.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar; charset=utf-8/);
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`Eventos: ${school}`);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Bogota');
    expect(calendar.getFirstProperty('refresh-interval')!.type).toBe('duration');
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
    expect(String(calendar.getFirstPropertyValue('x-published-ttl'))).toBe('PT1H');
    // Every event reads back as one, with a start.
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.startDate, event.summary).toBeTruthy();
  });

  it('/eventos without JavaScript links the feed as webcal, Google Calendar and Outlook subscriptions', async () => {
    const res = await fetch(`${SITE}/eventos`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    const html = decode(await res.text());
    // The site's address as the function knows it (SITE_ORIGIN), the one the page is rendered with.
    const https = `${SITE_ORIGIN}/eventos.ics`;
    const webcal = https.replace(/^https?:/, 'webcal:');
    expect(html).toContain(`href="${webcal}"`);
    expect(html).toContain(`href="https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}"`);
    expect(html).toContain(
      `href="https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(https)}&name=`,
    );
    expect(html).toContain('Tenga el calendario en su celular');
    expect(html).toMatch(/En iPhone [^<]*; en Android [^<]*Google/);
    // The plain file is still offered, for any other calendar.
    expect(html).toContain('href="/eventos.ics"');
  });
});
