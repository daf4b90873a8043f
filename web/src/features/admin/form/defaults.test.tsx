/**
 * Empty defaults: a new notice is visible from now for a week, a new album is dated today, and an
 * event's «Fin» is «Inicio» + 1 hour and moves with it until the administrator changes «Fin». All
 * of it comes from the collection declarations (startsNow, follows, the date kind), read by
 * createValues and the generic form.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCollection, toSchoolWallClock } from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { FORM_TEXT } from './form-text';
import { createValues, initialFollowing, todayInBogota, valuesFromRecord, withFollowers } from './values';
import { fakeServerForEachTest, type FakeServer } from '../test/fake-network';
import { renderAdmin } from '../test/render-admin';

let server: FakeServer;
fakeServerForEachTest((s) => (server = s));

const NOW = new Date('2026-05-04T14:37:25.120Z');

describe('a new record starts from its declaration', () => {
  it('a notice is visible from the current minute, for a week', () => {
    expect(createValues(getCollection('avisos'), NOW).from).toBe('2026-05-04T14:37:00.000Z');
    // Until the administrator chooses another end.
    expect(createValues(getCollection('avisos'), NOW).until).toBe('2026-05-11T14:37:00.000Z');
  });

  it("an album is dated today, the school's day", () => {
    // 02:00 UTC on 5 May is still 4 May in Bogotá.
    expect(createValues(getCollection('galerias'), new Date('2026-05-05T02:00:00Z')).date).toBe('2026-05-04');
    expect(createValues(getCollection('galerias')).date).toBe(todayInBogota());
  });

  it("an event's end waits for its start: nothing to add an hour to yet", () => {
    const values = createValues(getCollection('eventos'), NOW);
    expect(values.start).toBe('');
    expect(values.end).toBe('');
  });
});

describe("an event's «Fin» follows «Inicio»", () => {
  const eventos = getCollection('eventos');

  it('is the start plus an hour while following, and left alone once not', () => {
    const following = initialFollowing(eventos, createValues(eventos), true);
    expect([...following]).toEqual(['end']);
    const start = '2026-05-04T13:00:00.000Z';
    expect(withFollowers(eventos, { ...createValues(eventos), start }, following).end).toBe(
      '2026-05-04T14:00:00.000Z',
    );
    expect(withFollowers(eventos, { start, end: '2026-05-04T18:00:00.000Z' }, new Set()).end).toBe(
      '2026-05-04T18:00:00.000Z',
    );
  });

  it('a half-typed start (a date without its time) leaves the end as it was', () => {
    const values = { start: '2026-05-04T', end: '2026-05-04T14:00:00.000Z' };
    expect(withFollowers(eventos, values, new Set(['end'])).end).toBe('2026-05-04T14:00:00.000Z');
  });

  it('on a saved event, follows only while the stored end is still the start plus an hour', () => {
    const hour = valuesFromRecord(eventos, {
      start: '2026-05-04T13:00:00.000Z',
      end: '2026-05-04T14:00:00.000Z',
    });
    const longer = valuesFromRecord(eventos, {
      start: '2026-05-04T13:00:00.000Z',
      end: '2026-05-04T17:30:00.000Z',
    });
    expect([...initialFollowing(eventos, hour, false)]).toEqual(['end']);
    expect([...initialFollowing(eventos, longer, false)]).toEqual([]);
  });

  it('in the form: typed «Inicio» moves «Fin»; a «Fin» changed by hand stays when «Inicio» moves again', async () => {
    server.on('GET /api/eventos', { status: 200, body: [] });
    await renderAdmin(ADMIN_PATHS.create('eventos'));
    await screen.findByRole('button', { name: FORM_TEXT.create });
    const part = (group: string, label: 'Fecha' | 'Hora') =>
      within(screen.getByRole('group', { name: new RegExp(`^${group}\\b`) })).getByLabelText(
        label,
      ) as HTMLInputElement;

    fireEvent.change(part('Inicio', 'Fecha'), { target: { value: '2026-05-04' } });
    // A date without its time is not a moment yet: «Fin» waits.
    expect(part('Fin', 'Fecha').value).toBe('');
    fireEvent.change(part('Inicio', 'Hora'), { target: { value: '08:00' } });
    expect([part('Fin', 'Fecha').value, part('Fin', 'Hora').value]).toEqual(['2026-05-04', '09:00']);
    fireEvent.change(part('Inicio', 'Hora'), { target: { value: '23:30' } });
    // Across midnight, in the school's clock.
    expect([part('Fin', 'Fecha').value, part('Fin', 'Hora').value]).toEqual(['2026-05-05', '00:30']);

    fireEvent.change(part('Fin', 'Hora'), { target: { value: '02:00' } });
    fireEvent.change(part('Inicio', 'Hora'), { target: { value: '22:00' } });
    expect([part('Fin', 'Fecha').value, part('Fin', 'Hora').value]).toEqual(['2026-05-05', '02:00']);
  });

  it('in the form: a new notice shows «Visible desde» filled with now, «Visible hasta» a week later, moving with it until changed', async () => {
    server.on('GET /api/avisos', { status: 200, body: [] });
    await renderAdmin(ADMIN_PATHS.create('avisos'));
    await screen.findByRole('button', { name: FORM_TEXT.create });
    const part = (group: string, label: 'Fecha' | 'Hora') =>
      within(screen.getByRole('group', { name: new RegExp(`^${group}\\b`) })).getByLabelText(
        label,
      ) as HTMLInputElement;
    const now = toSchoolWallClock(new Date().toISOString());
    // Seven calendar days on (Colombia keeps one offset all year: the same hour).
    const weekLater = new Date(Date.parse(`${now.date}T12:00:00Z`) + 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(part('Visible desde', 'Fecha').value).toBe(now.date);
    expect(part('Visible desde', 'Hora').value).not.toBe('');
    expect(part('Visible hasta', 'Fecha').value).toBe(weekLater);
    expect(part('Visible hasta', 'Hora').value).toBe(part('Visible desde', 'Hora').value);

    fireEvent.change(part('Visible desde', 'Fecha'), { target: { value: '2026-06-01' } });
    fireEvent.change(part('Visible desde', 'Hora'), { target: { value: '07:00' } });
    expect([part('Visible hasta', 'Fecha').value, part('Visible hasta', 'Hora').value]).toEqual([
      '2026-06-08',
      '07:00',
    ]);
    // Changed by hand, it stays.
    fireEvent.change(part('Visible hasta', 'Fecha'), { target: { value: '2026-06-03' } });
    fireEvent.change(part('Visible desde', 'Fecha'), { target: { value: '2026-06-02' } });
    expect(part('Visible hasta', 'Fecha').value).toBe('2026-06-03');
  });
});
