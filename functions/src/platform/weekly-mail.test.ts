/** When the Secretaría's weekly mail is due (Monday from 06:00, Bogotá) and what it says. */
import { describe, expect, it } from 'vitest';
import { panelRowOf } from '../model/school-summary';
import { weeklyMailDay, weeklyMailText } from './weekly-mail';

describe('the weekly mail', () => {
  it('is due on Monday from 06:00 until Tuesday 06:00, Bogotá time (UTC−5)', () => {
    // Monday 2026-12-07.
    expect(weeklyMailDay(Date.parse('2026-12-07T10:59:00Z'))).toBeNull(); // 05:59 in Bogotá
    expect(weeklyMailDay(Date.parse('2026-12-07T11:00:00Z'))).toBe('2026-12-07'); // 06:00
    expect(weeklyMailDay(Date.parse('2026-12-08T04:00:00Z'))).toBe('2026-12-07'); // Monday 23:00
    expect(weeklyMailDay(Date.parse('2026-12-08T10:59:00Z'))).toBe('2026-12-07'); // Tuesday 05:59
    expect(weeklyMailDay(Date.parse('2026-12-08T11:00:00Z'))).toBeNull();
    expect(weeklyMailDay(Date.parse('2026-12-06T15:00:00Z'))).toBeNull(); // Sunday
  });

  it('lists overdue PQRSD and stale ITA items by school, and links the console', () => {
    const row = panelRowOf(
      {
        id: 'lasacacias',
        name: 'I. E. Las Acacias',
        municipio: 'Villa del Río',
        url: 'https://p/lasacacias/',
      },
      {
        pqrsd: { abiertas: 3, porVencer: 0, vencidas: 2 },
        ita: {
          cumple: 60,
          noCumple: 0,
          pendiente: 0,
          desactualizado: 1,
          revisadoEl: '2026-06-01T12:00:00.000Z',
        },
      },
      'https://p/lasacacias/admin/pqrsd',
    );
    const { subject, text } = weeklyMailText(
      '2026-12-07',
      [{ row, radicados: [{ radicado: '2026-000012', dueDate: '2026-11-20' }] }],
      [{ row, items: ['1.2 Estructura orgánica'] }],
      'https://p/secretaria',
    );
    expect(subject).toBe('Resumen semanal de los colegios: 1 con PQRSD vencidas, 1 con ITA desactualizado');
    expect(text).toContain(
      '- I. E. Las Acacias (Villa del Río): 2 vencida(s). Bandeja: https://p/lasacacias/admin/pqrsd',
    );
    expect(text).toContain('Radicado 2026-000012');
    expect(text).toContain('1.2 Estructura orgánica');
    expect(text).toContain('https://p/secretaria');
    const none = weeklyMailText('2026-12-07', [], [], 'https://p/secretaria').text;
    expect(none).toContain('Ningún colegio tiene PQRSD vencidas.');
  });
});
