/**
 * The restore's check of the transparency checklist's documents (what the site writes, nothing
 * else), and of a transparency note stored before "no aplica" moved to the checklist.
 */
import { describe, expect, it } from 'vitest';
import { documentSets } from '../contents';
import { checkDocument, recordProblem } from './documents';

const ita = documentSets(false).find((s) => s.kind === 'ita')!;
const doc = (path: string, data: Record<string, unknown>) => ({ path, data });

describe("a backup's checklist documents", () => {
  it('is one set of the backup, never personal data', () => {
    expect(ita).toEqual({ set: 'ita', path: 'indice-transparencia.json', kind: 'ita', personal: false });
  });

  it('accepts what the school saved and what the hourly check wrote', () => {
    const saved = {
      status: 'no_aplica',
      evidence: ['/transparencia'],
      reason: 'No recauda rentas locales.',
      responsible: 'Rectoría',
      reviewPeriodDays: 365,
      updatedAt: '2026-11-20T15:00:00.000Z',
      updatedBy: 'secretaria@colegio.edu.co',
    };
    expect(() => checkDocument(ita, doc('ita/transparencia-10-1', saved))).not.toThrow();
    const checked = {
      checkProblem: 'La página /eventos no muestra nada publicado.',
      statusBeforeCheck: null,
      checkedAt: '2026-11-20T16:00:00.000Z',
      contentUpdatedAt: null,
    };
    expect(() => checkDocument(ita, doc('ita/transparencia-10-1', checked))).not.toThrow();
  });

  it.each([
    ['an item the matrix does not have', 'ita/no-existe', { status: 'cumple' }, /matriz/],
    ['another collection', 'docentes/transparencia-10-1', { status: 'cumple' }, /matriz/],
    ['a field the site never writes', 'ita/transparencia-10-1', { status: 'cumple', rol: 'admin' }, /rol/],
    ['"no aplica" without its reason', 'ita/transparencia-10-1', { status: 'no_aplica' }, /Razón/],
    ['an unknown status', 'ita/transparencia-10-1', { status: 'si' }, /Estado/],
    [
      'an http evidence',
      'ita/transparencia-10-1',
      { status: 'cumple', evidence: ['http://x.co'] },
      /Evidencias/,
    ],
    ['a date that is no date', 'ita/transparencia-10-1', { status: 'cumple', updatedAt: 'ayer' }, /fechas/],
  ])('refuses %s', (_, path, data, message) => {
    expect(() => checkDocument(ita, doc(path, data))).toThrow(message);
  });
});

describe("a backup's transparency notes", () => {
  const stamps = { createdAt: '2026-01-15T12:00:00.000Z', updatedAt: '2026-01-15T12:00:00.000Z' };

  it('restores a "no aplica" note stored before the checklist became its one source', () => {
    const note = 'No aplica: la institución educativa no recauda rentas locales.';
    expect(recordProblem('transparencianotas', { ...stamps, nota10_1: note })).toBeNull();
  });

  it('still checks every other field of the record', () => {
    const bad = { ...stamps, nota10_1: 'No aplica.', nota11_1: 'x' };
    expect(recordProblem('transparencianotas', bad)).toMatch(/nota11_1/);
  });
});
