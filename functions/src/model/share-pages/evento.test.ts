import { describe, expect, it } from 'vitest';
import type { AnyRecord } from '..';
import { fromSchoolWallClock } from '../date-time';
import { eventoSharePage } from './evento';
import { sharePageOf } from './registry';

const meeting = {
  _id: 'e1',
  createdAt: '2027-02-01T12:00:00.000Z',
  updatedAt: '2027-02-01T12:00:00.000Z',
  title: 'Reunión de padres',
  start: fromSchoolWallClock('2027-03-05', '07:00'),
  end: fromSchoolWallClock('2027-03-05', '09:00'),
  allDay: 'no',
  location: 'Auditorio',
  description: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Informes.' }] }],
  },
  slug: 'reunion-de-padres',
  estado: 'publicado',
} as unknown as AnyRecord;

describe('events as request-time pages', () => {
  it('match /eventos/{slug} only, never the calendar file or an event’s file', () => {
    expect(sharePageOf('/eventos/reunion-de-padres')).toMatchObject({
      page: eventoSharePage,
      param: 'reunion-de-padres',
    });
    for (const path of [
      '/eventos',
      '/eventos/',
      '/eventos.ics',
      '/eventos/reunion-de-padres.ics',
      '/eventos/a/b',
    ])
      expect(sharePageOf(path), path).toBeNull();
    expect(eventoSharePage.pathOf(meeting)).toBe('/eventos/reunion-de-padres');
    expect(eventoSharePage.pathOf({ ...meeting, slug: '' } as AnyRecord)).toBeNull();
  });

  it('preview the event with when and where, and its schema.org Event data', () => {
    const meta = eventoSharePage.toMeta(meeting, {
      origin: 'https://colegio.edu.co',
      path: '/eventos/reunion-de-padres/',
      siteName: 'IE San José',
      address: 'Calle 1',
    });
    expect(meta.title).toBe('Reunión de padres');
    expect(meta.description).toMatch(/^5 de marzo de 2027 a las 7:00\sa\.\sm\. · Auditorio\. Informes\.$/);
    expect(meta.jsonLd).toMatchObject({
      '@type': 'Event',
      name: 'Reunión de padres',
      startDate: meeting.start,
      url: 'https://colegio.edu.co/eventos/reunion-de-padres',
      location: { name: 'Auditorio', address: 'Calle 1' },
    });
  });
});
