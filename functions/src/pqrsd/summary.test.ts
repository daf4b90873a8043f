/**
 * The PQRSD figures of the console's summary: open requests with a legal term, those due within
 * three business days (Bogotá's calendar: weekends and holidays do not count), those overdue;
 * a change counted as after minus before.
 */
import { describe, expect, it } from 'vitest';
import { addFigures, NO_PQRSD } from '../model/school-summary';
import { figuresOf, figuresOfAll } from './summary';

describe('PQRSD figures', () => {
  // Friday 2026-12-04; Monday 7 and Tuesday 8 (Inmaculada Concepción, a holiday) follow.
  const today = '2026-12-04';

  it('counts an open request with a term by how many business days are left', () => {
    expect(figuresOf({ estado: 'radicada', dueDate: '2026-12-20' }, today)).toEqual({
      abiertas: 1,
      porVencer: 0,
      vencidas: 0,
    });
    // Due today: 0 business days left, still on time.
    expect(figuresOf({ estado: 'radicada', dueDate: today }, today)).toEqual({
      abiertas: 1,
      porVencer: 1,
      vencidas: 0,
    });
    // Thursday 10: Mon 7, Wed 9, Thu 10 are three business days (the 8th is a holiday).
    expect(figuresOf({ estado: 'prorrogada', dueDate: '2026-12-10' }, today)).toEqual({
      abiertas: 1,
      porVencer: 1,
      vencidas: 0,
    });
    // Friday 11: four business days away.
    expect(figuresOf({ estado: 'radicada', dueDate: '2026-12-11' }, today).porVencer).toBe(0);
    expect(figuresOf({ estado: 'radicada', dueDate: '2026-12-03' }, today)).toEqual({
      abiertas: 1,
      porVencer: 0,
      vencidas: 1,
    });
  });

  it('does not count closed requests nor contact messages (no term)', () => {
    expect(figuresOf({ estado: 'respondida', dueDate: '2026-12-01' }, today)).toEqual(NO_PQRSD);
    expect(figuresOf({ estado: 'trasladada', dueDate: '2026-12-10' }, today)).toEqual(NO_PQRSD);
    expect(figuresOf({ estado: 'radicada', dueDate: null }, today)).toEqual(NO_PQRSD);
    expect(figuresOf(null, today)).toEqual(NO_PQRSD);
  });

  it('sums many, and a change is after minus before', () => {
    const docs = [
      { estado: 'radicada' as const, dueDate: '2026-12-01' },
      { estado: 'radicada' as const, dueDate: '2026-12-07' },
      { estado: 'prorrogada' as const, dueDate: '2027-01-20' },
      { estado: 'respondida' as const, dueDate: '2026-11-20' },
    ];
    expect(figuresOfAll(docs, today)).toEqual({ abiertas: 3, porVencer: 1, vencidas: 1 });
    // An overdue request answered: one open and one overdue fewer.
    const before = figuresOf(docs[0]!, today);
    const after = figuresOf({ ...docs[0]!, estado: 'respondida' }, today);
    expect(addFigures(after, before, -1)).toEqual({ abiertas: -1, porVencer: 0, vencidas: -1 });
    // One due soon extended a month: no longer due soon.
    const extended = figuresOf({ estado: 'prorrogada', dueDate: '2027-01-08' }, today);
    expect(addFigures(extended, figuresOf(docs[1]!, today), -1)).toEqual({
      abiertas: 0,
      porVencer: -1,
      vencidas: 0,
    });
  });
});
