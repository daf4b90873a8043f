import { afterEach, describe, expect, it } from 'vitest';
import {
  formatSchoolDateTime,
  fromSchoolWallClock,
  isIsoInstant,
  normalizeInstant,
  toSchoolWallClock,
  valueOfWallClock,
  wallClockOfValue,
} from './date-time';
import { validateRecord } from './schema';
import { defineCollection } from './collection';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('datetime: instants in UTC, wall clock in Bogotá', () => {
  it('accepts real UTC instants only', () => {
    for (const ok of [
      '2026-03-31T19:30:00.000Z',
      '2026-03-31T19:30Z',
      '2026-03-31T19:30:05Z',
      '2028-02-29T00:00:00Z',
    ])
      expect(isIsoInstant(ok), ok).toBe(true);
    for (const bad of [
      '',
      '2026-03-31',
      '2026-03-31T19:30:00', // no zone: whose 19:30?
      '2026-03-31T19:30:00-05:00', // stored values are UTC with Z only
      '2026-02-30T10:00:00Z',
      '2026-03-31T24:00:00Z',
      '2026-03-31T19:60Z',
      '31/03/2026 19:30',
      '2026-03-31T19:30:00.000Z<script>',
    ])
      expect(isIsoInstant(bad), bad).toBe(false);
    expect(normalizeInstant('2026-03-31T19:30Z')).toBe('2026-03-31T19:30:00.000Z');
  });

  it('converts between the stored instant and Bogotá (UTC−5) both ways', () => {
    expect(toSchoolWallClock('2026-03-31T19:30:00.000Z')).toEqual({ date: '2026-03-31', time: '14:30' });
    // Past midnight UTC is still the previous evening in Bogotá.
    expect(toSchoolWallClock('2026-04-01T03:15:00.000Z')).toEqual({ date: '2026-03-31', time: '22:15' });
    expect(fromSchoolWallClock('2026-03-31', '22:15')).toBe('2026-04-01T03:15:00.000Z');
    expect(fromSchoolWallClock('2026-12-31', '23:59')).toBe('2027-01-01T04:59:00.000Z');
    expect(fromSchoolWallClock('2026-02-30', '10:00')).toBeNull();
    expect(fromSchoolWallClock('2026-03-31', '25:00')).toBeNull();
    expect(fromSchoolWallClock('2026-03-31', '')).toBeNull();
  });

  for (const zone of ['Asia/Tokyo', 'Europe/Madrid', 'America/Los_Angeles', 'UTC']) {
    it(`gives the same answers on a device in ${zone}`, () => {
      process.env.TZ = zone;
      // The device's zone really changed (Node reads TZ on the fly)…
      if (zone !== 'UTC') expect(new Date('2026-07-01T12:00:00Z').getHours()).not.toBe(7);
      // …and nothing the school reads moved.
      expect(fromSchoolWallClock('2026-07-01', '07:00')).toBe('2026-07-01T12:00:00.000Z');
      expect(toSchoolWallClock('2026-07-01T12:00:00.000Z')).toEqual({ date: '2026-07-01', time: '07:00' });
      expect(formatSchoolDateTime('2026-07-01T12:00:00.000Z')).toMatch(/1 de julio de 2026.*7:00/);
      expect(valueOfWallClock({ date: '2026-03-08', time: '02:30' })).toBe('2026-03-08T07:30:00.000Z');
    });
  }

  it('keeps a half-typed pair in the value, so nothing typed is lost and validation refuses it', () => {
    expect(valueOfWallClock({ date: '', time: '' })).toBe('');
    expect(valueOfWallClock({ date: '2026-03-31', time: '' })).toBe('2026-03-31T');
    expect(wallClockOfValue('2026-03-31T')).toEqual({ date: '2026-03-31', time: '' });
    expect(valueOfWallClock({ date: '', time: '08:00' })).toBe('T08:00');
    expect(wallClockOfValue('T08:00')).toEqual({ date: '', time: '08:00' });
    expect(wallClockOfValue('2026-04-01T03:15:00.000Z')).toEqual({ date: '2026-03-31', time: '22:15' });
  });
});

describe('datetime validation (the same code in the form and the function)', () => {
  const def = defineCollection({
    name: 'prueba',
    label: 'Prueba',
    cardinality: 'many',
    canCreate: true,
    canDelete: true,
    fields: { at: { kind: 'datetime', label: 'Publicar desde', required: true } },
  });

  it('stores the one spelling of an instant', () => {
    const result = validateRecord(def, { at: '2026-03-31T19:30Z' }, { partial: false });
    expect(result).toEqual({ ok: true, value: { at: '2026-03-31T19:30:00.000Z' } });
  });

  it('refuses anything else with a Spanish message that names the field by its label', () => {
    for (const bad of ['2026-03-31T', 'T08:00', '2026-03-31T19:30:00', 'mañana', '2026-02-30T10:00:00Z']) {
      const result = validateRecord(def, { at: bad }, { partial: false });
      expect(result).toMatchObject({
        ok: false,
        field: 'at',
        message: 'El campo «Publicar desde» debe tener una fecha y una hora válidas (hora de Colombia).',
      });
    }
    expect(validateRecord(def, { at: 5 }, { partial: false })).toMatchObject({ ok: false, field: 'at' });
    expect(validateRecord(def, { at: '' }, { partial: false })).toMatchObject({
      ok: false,
      message: 'El campo «Publicar desde» es obligatorio.',
    });
  });
});
