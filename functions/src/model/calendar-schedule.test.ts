import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from './collections';
import { endOfSchoolDay, isPublicAt as isPublicNow } from './schedule';
import { validateRecord } from './schema';

const at = (iso: string) => Date.parse(iso);

describe('the schedules of events and notices (model/schedule.ts)', () => {
  const event = { start: '2026-12-01T12:00:00.000Z', end: '2026-12-01T14:00:00.000Z', allDay: 'no' };

  it('shows an event until it ends, an all-day one until the end of its last day in Bogotá', () => {
    expect(isPublicNow(COLLECTIONS.eventos, event, at('2026-11-01T00:00:00Z'))).toBe(true);
    expect(isPublicNow(COLLECTIONS.eventos, event, at('2026-12-01T13:59:59Z'))).toBe(true);
    expect(isPublicNow(COLLECTIONS.eventos, event, at('2026-12-01T14:00:00Z'))).toBe(false);
    const allDay = { ...event, allDay: 'si' };
    // Midnight in Bogotá is 05:00 UTC.
    expect(endOfSchoolDay(event.end)).toBe('2026-12-02T05:00:00.000Z');
    expect(isPublicNow(COLLECTIONS.eventos, allDay, at('2026-12-02T04:59:00Z'))).toBe(true);
    expect(isPublicNow(COLLECTIONS.eventos, allDay, at('2026-12-02T05:00:00Z'))).toBe(false);
  });

  it('shows a notice from «desde» until «hasta» (both required, so never missing)', () => {
    const notice = {
      text: 'x',
      level: 'info',
      from: '2026-12-01T11:00:00.000Z',
      until: '2026-12-02T11:00:00.000Z',
    };
    expect(isPublicNow(COLLECTIONS.avisos, notice, at('2026-12-01T10:59:00Z'))).toBe(false);
    expect(isPublicNow(COLLECTIONS.avisos, notice, at('2026-12-01T11:00:00Z'))).toBe(true);
    expect(isPublicNow(COLLECTIONS.avisos, notice, at('2026-12-02T11:00:00Z'))).toBe(false);
    expect(validateRecord(COLLECTIONS.avisos, { ...notice, until: '' }, { partial: false })).toMatchObject({
      ok: false,
      field: 'until',
    });
    // A collection without a window is always public.
    expect(isPublicNow(COLLECTIONS.carousel, {}, 0)).toBe(true);
  });
});

describe('notBefore: the same rule in the form and in the function', () => {
  const base = { title: 'Feria', start: '2026-12-01T12:00:00Z', end: '2026-12-01T14:00:00Z', allDay: 'no' };

  it('refuses an event that ends before it starts, in Spanish, naming «Fin»', () => {
    const checked = validateRecord(
      COLLECTIONS.eventos,
      { ...base, end: '2026-12-01T11:59:00Z' },
      { partial: false },
    );
    expect(checked).toMatchObject({
      ok: false,
      field: 'end',
      message: '«Fin» no puede ser anterior a «Inicio».',
    });
    expect(validateRecord(COLLECTIONS.eventos, { ...base, end: base.start }, { partial: false }).ok).toBe(
      true,
    );
  });

  it('refuses a notice whose «hasta» is before its «desde», and an unknown level', () => {
    const notice = {
      text: 'Aviso',
      level: 'urgente',
      from: '2026-12-02T00:00:00Z',
      until: '2026-12-01T00:00:00Z',
    };
    expect(validateRecord(COLLECTIONS.avisos, notice, { partial: false })).toMatchObject({
      ok: false,
      message: '«Visible hasta» no puede ser anterior a «Visible desde».',
    });
    expect(
      validateRecord(
        COLLECTIONS.avisos,
        { ...notice, until: '2026-12-03T00:00:00Z', level: 'alerta' },
        { partial: false },
      ),
    ).toMatchObject({
      ok: false,
      field: 'level',
    });
  });
});
