import { describe, expect, it } from 'vitest';
import { checkVitalsReport, VITAL_MAX, VITAL_NAMES } from './vitals';

const valid = {
  route: '/docentes',
  metrics: { LCP: 1830, INP: 64, CLS: 0.012, FCP: 910, TTFB: 120 },
  device: 'mobile',
};

describe('checkVitalsReport', () => {
  it('accepts a full report and returns only its known values', () => {
    expect(checkVitalsReport(valid)).toEqual({ ok: true, report: valid });
  });

  it('accepts one metric, no device, a parameterised route and the edges of each range', () => {
    expect(checkVitalsReport({ route: '/transparencia/:category', metrics: { CLS: 0 } })).toEqual({
      ok: true,
      report: { route: '/transparencia/:category', metrics: { CLS: 0 } },
    });
    for (const name of VITAL_NAMES) {
      expect(checkVitalsReport({ route: '/', metrics: { [name]: VITAL_MAX[name] } }).ok).toBe(true);
    }
  });

  it.each([
    ['not an object', 'hola', /objeto JSON/],
    ['an array', [valid], /objeto JSON/],
    ['null', null, /objeto JSON/],
    ['an unknown field', { ...valid, userAgent: 'x' }, /campos desconocidos: userAgent/],
    ['a raw URL for route', { ...valid, route: '/transparencia/contratacion' }, /ruta/],
    ['an admin route', { ...valid, route: '/admin' }, /ruta/],
    ['the login page', { ...valid, route: '/login' }, /ruta/],
    ['a numeric route', { ...valid, route: 7 }, /ruta/],
    ['a device outside the two classes', { ...valid, device: 'iPhone 15' }, /dispositivo/],
    ['metrics as an array', { ...valid, metrics: [1, 2] }, /objeto/],
    ['no metrics', { ...valid, metrics: {} }, /ninguna métrica/],
    ['too many metrics', { ...valid, metrics: { ...valid.metrics, FID: 3 } }, /más de 5 métricas/],
    ['an unknown metric', { ...valid, metrics: { FID: 3 } }, /Métrica desconocida: FID/],
    ['a string value', { ...valid, metrics: { LCP: '1830' } }, /LCP debe ser un número/],
    ['a null value (what JSON makes of NaN)', { ...valid, metrics: { LCP: null } }, /LCP debe ser un número/],
    ['NaN', { ...valid, metrics: { LCP: NaN } }, /LCP debe ser un número/],
    ['Infinity', { ...valid, metrics: { INP: Infinity } }, /INP debe ser un número/],
    ['a negative value', { ...valid, metrics: { TTFB: -1 } }, /TTFB está fuera de rango/],
    ['a huge value', { ...valid, metrics: { CLS: 1e9 } }, /CLS está fuera de rango/],
  ])('refuses %s with a Spanish message', (_case, body, message) => {
    const checked = checkVitalsReport(body);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.message).toMatch(message);
  });
});
