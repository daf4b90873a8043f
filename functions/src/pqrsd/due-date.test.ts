/**
 * The legal clock against dates worked out by hand on a 2026 calendar. Colombia's 2026 holidays
 * that matter here: Jan 1, Jan 12 (Reyes, moved from Tue Jan 6 by Ley 51 de 1983), Mar 23 (San
 * José, moved from Thu Mar 19), Apr 2–3 (Holy Thursday and Friday; Easter is Apr 5), May 18
 * (Ascension, Easter+43, a Monday), Jun 8 (Corpus Christi), Jun 15 (Sagrado Corazón), Dec 25;
 * and Jan 1 and Jan 11 2027 (Reyes, moved from Wed Jan 6 2027).
 * Each comment counts the business days 1..n of the term.
 */
import { describe, expect, it } from 'vitest';
import { PQRSD_TYPES, type PqrsdType } from '../model/pqrsd';
import {
  addBusinessDays,
  bogotaDate,
  businessDaysBetween,
  checkExtension,
  dueDate,
  isBusinessDay,
} from './due-date';

/** Noon in Bogotá (UTC-5) of a calendar date: the receipt's date is that date. */
const at = (iso: string) => new Date(`${iso}T12:00:00-05:00`);

describe('business days', () => {
  it('are Monday to Friday minus public holidays, Emiliani and Easter-based ones included', () => {
    expect(isBusinessDay('2026-02-02')).toBe(true); // a Monday
    expect(isBusinessDay('2026-02-07')).toBe(false); // Saturday
    expect(isBusinessDay('2026-02-08')).toBe(false); // Sunday
    expect(isBusinessDay('2026-01-06')).toBe(true); // Reyes' own date, moved to Monday in 2026…
    expect(isBusinessDay('2026-01-12')).toBe(false); // …to here
    expect(isBusinessDay('2026-03-19')).toBe(true); // San José's own date (a Thursday)…
    expect(isBusinessDay('2026-03-23')).toBe(false); // …moved to Monday
    expect(isBusinessDay('2026-04-01')).toBe(true); // Holy Wednesday works
    expect(isBusinessDay('2026-04-02')).toBe(false); // Holy Thursday
    expect(isBusinessDay('2026-04-03')).toBe(false); // Good Friday
    expect(isBusinessDay('2026-04-06')).toBe(true); // Easter Monday works in Colombia
    expect(isBusinessDay('2026-05-18')).toBe(false); // Ascension (Easter+43)
    expect(isBusinessDay('2026-06-08')).toBe(false); // Corpus Christi (Easter+64)
    expect(isBusinessDay('2026-06-15')).toBe(false); // Sagrado Corazón (Easter+71)
    expect(isBusinessDay('2027-01-11')).toBe(false); // Reyes 2027, moved from Wednesday Jan 6
    expect(isBusinessDay('2027-01-06')).toBe(true);
  });

  it('count forward and between dates', () => {
    expect(addBusinessDays('2026-03-20', 1)).toBe('2026-03-24'); // Fri → (weekend, San José) → Tue
    expect(businessDaysBetween('2026-03-20', '2026-03-24')).toBe(1);
    expect(businessDaysBetween('2026-03-24', '2026-03-20')).toBe(-1);
    expect(businessDaysBetween('2026-03-24', '2026-03-24')).toBe(0);
  });

  it('take the receipt date in Bogotá, not in UTC', () => {
    // 03:00 UTC on Saturday Feb 7 is still Friday Feb 6, 22:00, in Bogotá.
    expect(bogotaDate(new Date('2026-02-07T03:00:00Z'))).toBe('2026-02-06');
    expect(bogotaDate(new Date('2026-02-07T05:00:00Z'))).toBe('2026-02-07');
  });
});

describe('dueDate', () => {
  const cases: [string, Date, PqrsdType, string][] = [
    // Mon Feb 2, no holiday: Feb 3–6 (4), 9–13 (9), 16–20 (14), 23 (15).
    ['weekday, 15 days', at('2026-02-02'), 'peticion', '2026-02-23'],
    // Feb 3–6 (4), 9–13 (9), 16 (10).
    ['weekday, 10 days', at('2026-02-02'), 'informacion', '2026-02-16'],
    // …Feb 23 (15), 24–27 (19), Mar 2–6 (24), 9–13 (29), 16 (30).
    ['weekday, 30 days', at('2026-02-02'), 'consulta', '2026-03-16'],
    // Saturday counts as Monday Feb 9: Feb 10–13 (4), 16–20 (9), 23–27 (14), Mar 2 (15).
    ['Saturday', at('2026-02-07'), 'queja', '2026-03-02'],
    ['Sunday', at('2026-02-08'), 'reclamo', '2026-03-02'],
    // Friday 22:00 in Bogotá is Friday: Feb 9–13 (5), 16–20 (10), 23–27 (15).
    ['Friday night in Bogotá (Saturday in UTC)', new Date('2026-02-07T03:00:00Z'), 'denuncia', '2026-02-27'],
    // Mon Mar 2: Mar 3–6 (4), 9–13 (9), 16–20 (14), Mar 23 San José (Emiliani), 24 (15).
    ['across an Emiliani Monday', at('2026-03-02'), 'sugerencia', '2026-03-24'],
    // Received on Reyes' moved Monday (a holiday): counts as Tue Jan 13; Jan 14–16 (3), 19–23 (8), 26–27 (10).
    ['on an Emiliani holiday', at('2026-01-12'), 'informacion', '2026-01-27'],
    // Tue Jan 6, a working day in 2026: Jan 7–9 (3), Jan 12 holiday, 13–16 (7), 19–21 (10).
    ["on the holiday's own date, moved away", at('2026-01-06'), 'informacion', '2026-01-21'],
    // Holy Wednesday: Apr 2–3 holidays, Apr 6–10 (5), 13–17 (10), 20–24 (15).
    ['before Easter', at('2026-04-01'), 'peticion', '2026-04-24'],
    // Holy Thursday counts as Mon Apr 6: Apr 7–10 (4), 13–17 (9), 20–24 (14), 27 (15).
    ['on Holy Thursday', at('2026-04-02'), 'peticion', '2026-04-27'],
    // Apr 7–10 (4), 13–17 (9), 20 (10).
    ['on Holy Thursday, 10 days', at('2026-04-02'), 'informacion', '2026-04-20'],
    // Mon Mar 2, 30 days: Mar 24 (15), 25–27 (18), 30–31 (20), Apr 1 (21), Apr 2–3 holidays,
    // Apr 6–10 (26), 13–16 (30).
    ['30 days across San José and Holy Week', at('2026-03-02'), 'consulta', '2026-04-16'],
    // Fri May 8: May 11–15 (5), May 18 Ascension, 19–22 (9), 25–29 (14), Jun 1 (15).
    ['across Ascension', at('2026-05-08'), 'peticion', '2026-06-01'],
    // …Jun 2–5 (19), Jun 8 Corpus, 9–12 (23), Jun 15 Sagrado Corazón, 16–19 (27), 22–24 (30).
    ['30 days across Ascension, Corpus and Sagrado Corazón', at('2026-05-08'), 'consulta', '2026-06-24'],
    // Fri Dec 18: Dec 21–24 (4), Dec 25, 28–31 (8), Jan 1, Jan 4–8 (13), Jan 11 Reyes, 12–13 (15).
    ['across the new year', at('2026-12-18'), 'queja', '2027-01-13'],
  ];
  it.each(cases)('%s', (_name, receivedAt, tipo, expected) => {
    expect(dueDate(receivedAt, tipo)).toBe(expected);
  });

  it('gives every type its term: 15, 10 or 30 business days, none for contacto', () => {
    const expected: Record<PqrsdType, string | null> = {
      peticion: '2026-02-23',
      queja: '2026-02-23',
      reclamo: '2026-02-23',
      sugerencia: '2026-02-23',
      denuncia: '2026-02-23',
      informacion: '2026-02-16',
      consulta: '2026-03-16',
      contacto: null,
    };
    for (const tipo of PQRSD_TYPES) expect(dueDate(at('2026-02-02'), tipo)).toBe(expected[tipo]);
  });
});

describe('checkExtension', () => {
  // Received Mon Feb 2: due Feb 23 (15 days); double the term (30 days) ends Mar 16.
  const base = { receivedAt: at('2026-02-02'), tipo: 'peticion' as const, currentDue: '2026-02-23' };

  it('allows a business day after the due date, up to double the term, decided before it ends', () => {
    expect(checkExtension({ ...base, today: '2026-02-20', newDate: '2026-03-16' })).toEqual({ ok: true });
    expect(checkExtension({ ...base, today: '2026-02-23', newDate: '2026-03-02' })).toEqual({ ok: true });
  });

  it.each([
    ['beyond double the term', '2026-02-20', '2026-03-17', /doble del término: a más tardar 2026-03-16/],
    ['after the term ended', '2026-02-24', '2026-03-02', /ya venció/],
    ['not after the current due date', '2026-02-20', '2026-02-23', /posterior/],
    ['on a Saturday', '2026-02-20', '2026-03-07', /día hábil/],
    ['not a date', '2026-02-20', '2026-02-30', /fecha válida/],
  ])('refuses a new date %s', (_name, today, newDate, message) => {
    const res = checkExtension({ ...base, today, newDate });
    expect(res.ok).toBe(false);
    expect(!res.ok && res.message).toMatch(message);
  });

  it('refuses to extend a contact message, which has no term', () => {
    expect(
      checkExtension({
        ...base,
        tipo: 'contacto',
        currentDue: null,
        today: '2026-02-20',
        newDate: '2026-03-02',
      }).ok,
    ).toBe(false);
  });
});
