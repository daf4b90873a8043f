/**
 * /eventos.ics: the school's calendar as iCalendar (RFC 5545), for phones to subscribe to, and
 * /eventos.ics?evento={id}: one event, the file behind "Agregar a mi calendario". Hosting rewrites
 * /eventos.ics here (firebase.json). Public like GET /api/eventos, and with the same rule: only
 * the events that have not ended (model/schedule.ts).
 */
import { Router } from 'express';
import type { RecordStore } from '../data/records';
import { notFound } from '../http/errors';
import { siteOrigin } from '../http/site-origin';
import { richTextPlain, type AnyRecord } from '../model';
import { calendarFeed, type FeedEvent } from './ical-feed';
import { idParam } from './params';

function toFeedEvent(record: AnyRecord): FeedEvent {
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  return {
    _id: record._id,
    title: text('title'),
    start: text('start'),
    end: text('end'),
    allDay: text('allDay'),
    location: text('location'),
    // A calendar's DESCRIPTION is plain text: the formatted text's words, a line per block.
    descriptionText: richTextPlain(record.description),
    updatedAt: record.updatedAt,
  };
}

export function calendarRouter(records: RecordStore): Router {
  const router = Router();

  router.get('/eventos.ics', async (req, res) => {
    const wanted = req.query.evento;
    const id = wanted === undefined ? undefined : idParam(wanted);
    // What a visitor may see: the events that have not ended (model/schedule.ts).
    const [upcoming, settings] = await Promise.all([records.listPublic('eventos'), records.list('sitio')]);
    const chosen = id === undefined ? upcoming : upcoming.filter((record) => record._id === id);
    if (id !== undefined && chosen.length === 0) throw notFound('Ese evento no existe o ya terminó.');
    const schoolName = typeof settings[0]?.title === 'string' ? settings[0].title : '';
    const body = calendarFeed(chosen.map(toFeedEvent), { origin: siteOrigin(), schoolName, now: new Date() });
    res.set('Content-Type', 'text/calendar; charset=utf-8');
    // A subscribed calendar is polled hourly (the feed's REFRESH-INTERVAL): the edge
    // answers most polls, and an edit reaches the edge within five minutes.
    res.set('Cache-Control', 'public, max-age=60, s-maxage=300');
    if (id !== undefined) res.set('Content-Disposition', 'attachment; filename="evento.ics"');
    res.send(body);
  });

  return router;
}
