import { describe, expect, it } from 'vitest';
import { buildVitalsPayload, deviceClass } from './payload';
import { routePatternOf } from './route-pattern';
import { DEFAULT_SAMPLE_RATE, isSampled, sampleRateOf } from './sampling';

describe('sampling', () => {
  it('samples a draw below the rate and not one at or above it (an unsampled visit loads nothing)', () => {
    expect(isSampled(0.1, 0.05)).toBe(true);
    expect(isSampled(0.1, 0.1)).toBe(false);
    expect(isSampled(0.1, 0.99)).toBe(false);
    expect(isSampled(0, 0)).toBe(false);
    expect(isSampled(1, 0.999)).toBe(true);
  });

  it('reads the build setting, keeping the default for a missing or malformed one', () => {
    expect(sampleRateOf('1')).toBe(1);
    expect(sampleRateOf('0')).toBe(0);
    expect(sampleRateOf('0.25')).toBe(0.25);
    for (const bad of [undefined, '', ' ', 'all', '1.5', '-0.1', 'NaN'])
      expect(sampleRateOf(bad)).toBe(DEFAULT_SAMPLE_RATE);
  });
});

describe('routePatternOf', () => {
  it.each([
    ['/', '/'],
    ['/docentes', '/docentes'],
    ['/docentes/', '/docentes'],
    ['/transparencia', '/transparencia'],
    ['/transparencia/contratacion', '/transparencia/:category'],
    ['/mapa-del-sitio', '/mapa-del-sitio'],
  ])('%s is the page %s', (path, pattern) => expect(routePatternOf(path)).toBe(pattern));

  it.each(['/login', '/admin', '/docentesEdit/abc', '/transparencia/a/b', '/no-existe', '//'])(
    '%s does not report',
    (path) => expect(routePatternOf(path)).toBeNull(),
  );
});

describe('buildVitalsPayload', () => {
  it('sends the collected metrics, rounded, with the route and device class', () => {
    const collected = new Map([
      ['LCP', 1830.4999],
      ['CLS', 0.0123456],
      ['INP', 64],
      ['FCP', 910.7],
      ['TTFB', 120.2],
    ]);
    expect(JSON.parse(buildVitalsPayload('/docentes', collected, 'mobile')!)).toEqual({
      route: '/docentes',
      metrics: { LCP: 1830, INP: 64, CLS: 0.0123, FCP: 911, TTFB: 120 },
      device: 'mobile',
    });
  });

  it('leaves out values the function would refuse, keeping the others', () => {
    const collected = new Map([
      ['LCP', 3_600_000],
      ['CLS', -0.1],
      ['INP', NaN],
      ['FCP', 800],
    ]);
    expect(JSON.parse(buildVitalsPayload('/', collected, 'desktop')!).metrics).toEqual({ FCP: 800 });
  });

  it('sends nothing when nothing was collected', () => {
    expect(buildVitalsPayload('/', new Map(), 'desktop')).toBeNull();
    expect(buildVitalsPayload('/', new Map([['LCP', Infinity]]), 'desktop')).toBeNull();
  });

  it('stays far under the function’s 4 KB limit', () => {
    const all = new Map([
      ['LCP', 119_999],
      ['INP', 59_999],
      ['CLS', 49.99999],
      ['FCP', 119_999],
      ['TTFB', 119_999],
    ]);
    expect(new Blob([buildVitalsPayload('/transparencia/:category', all, 'desktop')!]).size).toBeLessThan(
      200,
    );
  });
});

describe('deviceClass', () => {
  it('is mobile below 768 px wide, desktop otherwise', () => {
    expect(deviceClass(390)).toBe('mobile');
    expect(deviceClass(767)).toBe('mobile');
    expect(deviceClass(768)).toBe('desktop');
    expect(deviceClass(1280)).toBe('desktop');
  });
});
