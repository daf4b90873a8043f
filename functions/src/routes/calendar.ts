/**
 * /eventos.ics: the school's calendar as iCalendar (RFC 5545), for phones to subscribe to, and
 * /eventos/{slug}.ics: one event, the file behind "Descargar el evento (.ics)" on /eventos and on
 * the event's page, named after it (`reunion-de-padres-2027-03-05.ics`). Hosting sends both here
 * (firebase.json: /eventos.ics by name, the other by the function's catch-all). Public like GET
 * /api/eventos, and with the same rule: only the published events that have not ended
 * (model/schedule.ts); a missing, unpublished, deleted or ended event is a 404 (for the
 * named file, the site's 404 page, which a person following an old link reads).
 * /eventos.ics?evento={id}, the one-event file's older address, still answers for links shared
 * before events had a page.
 */
import { Router, type Response } from 'express';
import type { RecordStore } from '../data/records';
import { notFound } from '../http/errors';
import { siteOrigin } from '../tenancy/site-origin';
import { eventFileDisposition, richTextPlain, type AnyRecord } from '../model';
import { eventoSharePage } from '../model/share-pages/evento';
import { calendarFeed, singleEventFeed, type FeedEvent } from './ical-feed';
import { idParam } from './params';

/** An event's file: its page's address with `.ics` (the slug as model/slug.ts makes it). */
const EVENT_FILE = /^\/eventos\/([a-z0-9]+(?:-[a-z0-9]+)*)\.ics$/;

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
    path: eventoSharePage.pathOf(record) ?? undefined,
    updatedAt: record.updatedAt,
  };
}

export function calendarRouter(records: RecordStore): Router {
  const router = Router();

  /** What a visitor may see: the published events that have not ended, and the school's name. */
  async function visible() {
    const [upcoming, settings] = await Promise.all([records.listPublic('eventos'), records.list('sitio')]);
    const schoolName = typeof settings[0]?.title === 'string' ? settings[0].title : '';
    return { upcoming, schoolName };
  }

  /** The whole calendar (the events given), or one event's file, named after it. */
  function send(res: Response, schoolName: string, what: { all: AnyRecord[] } | { one: AnyRecord }) {
    const options = { origin: siteOrigin(), schoolName, now: new Date() };
    res.set('Content-Type', 'text/calendar; charset=utf-8');
    // A subscribed calendar is polled hourly (the feed's REFRESH-INTERVAL): the edge
    // answers most polls, and an edit reaches the edge within five minutes.
    res.set('Cache-Control', 'public, max-age=60, s-maxage=300');
    if ('all' in what) return res.send(calendarFeed(what.all.map(toFeedEvent), options));
    res.set('Content-Disposition', eventFileDisposition(what.one));
    res.send(singleEventFeed(toFeedEvent(what.one), options));
  }

  const gone = () => notFound('Ese evento no existe, no está publicado o ya terminó.');

  router.get('/eventos.ics', async (req, res) => {
    const wanted = req.query.evento;
    const id = wanted === undefined ? undefined : idParam(wanted);
    const { upcoming, schoolName } = await visible();
    if (id === undefined) return send(res, schoolName, { all: upcoming });
    const event = upcoming.find((record) => record._id === id);
    if (!event) throw gone();
    send(res, schoolName, { one: event });
  });

  router.get(EVENT_FILE, async (req, res, next) => {
    const slug = EVENT_FILE.exec(req.path)![1]!;
    const { upcoming, schoolName } = await visible();
    const event = upcoming.find((record) => eventoSharePage.matches(record, slug));
    // A link followed after the event went away (or never was): the site's own 404 page, which a
    // person reads, rather than an API answer.
    if (!event) return next();
    send(res, schoolName, { one: event });
  });

  return router;
}
