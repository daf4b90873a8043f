/** The publication date is when the record became public: a draft published now is dated now. */
import { describe, expect, it } from 'vitest';
import { getCollection } from './collections';
import { publicationStart } from './schedule';

const NOW = Date.parse('2026-05-10T12:00:00.000Z');
const NOW_ISO = new Date(NOW).toISOString();
const WEEK_AGO = '2026-05-03T12:00:00.000Z';
const noticias = getCollection('noticias');
const avisos = getCollection('avisos');
const galerias = getCollection('galerias');
const news = (estado: string, publishAt = WEEK_AGO) => ({ title: 'x', publishAt, estado });

describe('publicationStart', () => {
  it('a week-old draft or record in review published now starts now', () => {
    expect(publicationStart(noticias, news('borrador'), { estado: 'publicado' }, NOW)).toEqual({
      publishAt: NOW_ISO,
    });
    expect(publicationStart(noticias, news('revision'), { estado: 'publicado' }, NOW)).toEqual({
      publishAt: NOW_ISO,
    });
    // The edit form sends the old start back with the new state: still now.
    expect(
      publicationStart(noticias, news('borrador'), { estado: 'publicado', publishAt: WEEK_AGO }, NOW),
    ).toEqual({ publishAt: NOW_ISO });
  });

  it('a scheduled time later than now is kept', () => {
    const later = '2026-05-20T12:00:00.000Z';
    expect(publicationStart(noticias, news('revision', later), { estado: 'publicado' }, NOW)).toEqual({});
    expect(
      publicationStart(noticias, news('borrador'), { estado: 'publicado', publishAt: later }, NOW),
    ).toEqual({});
  });

  it('only the step from unpublished to published moves the date', () => {
    // Already published (or stored before drafts): an edit keeps its date.
    expect(publicationStart(noticias, news('publicado'), { title: 'y' }, NOW)).toEqual({});
    expect(publicationStart(noticias, { title: 'x', publishAt: WEEK_AGO }, { title: 'y' }, NOW)).toEqual({});
    // Still a draft, or sent to review.
    expect(publicationStart(noticias, news('borrador'), { title: 'y' }, NOW)).toEqual({});
    expect(publicationStart(noticias, news('borrador'), { estado: 'revision' }, NOW)).toEqual({});
  });

  it('a notice whose end has passed keeps its dates; one still ahead starts now', () => {
    const notice = { text: 'x', from: WEEK_AGO, estado: 'borrador' };
    expect(
      publicationStart(
        avisos,
        { ...notice, until: '2026-05-05T00:00:00.000Z' },
        { estado: 'publicado' },
        NOW,
      ),
    ).toEqual({});
    expect(
      publicationStart(
        avisos,
        { ...notice, until: '2026-05-15T00:00:00.000Z' },
        { estado: 'publicado' },
        NOW,
      ),
    ).toEqual({ from: NOW_ISO });
  });

  it('a collection without a start (albums) has nothing to move', () => {
    expect(
      publicationStart(galerias, { estado: 'borrador', date: '2026-05-01' }, { estado: 'publicado' }, NOW),
    ).toEqual({});
  });
});
