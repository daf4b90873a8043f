import { describe, expect, it } from 'vitest';
import { fieldRows, p75, parseVitalsLog } from './vitals';

// As the functions emulator prints the function's structured log lines, among its own.
const LOG = [
  'i  functions: Beginning execution of "us-east1-api"',
  '>  {"event":"web-vitals","route":"/docentes","metrics":{"LCP":1830,"CLS":0.01},"device":"mobile","severity":"INFO","message":"web-vitals"}',
  'i  hosting: 127.0.0.1 - - [22/Nov/2026:23:12:21 +0000] "POST /api/vitals HTTP/1.1" 204 - "-" "node"',
  '>  {"event":"web-vitals","route":"/docentes","metrics":{"LCP":900,"INP":40},"severity":"INFO","message":"web-vitals"}',
  '>  {"event":"web-vitals","route":"/","metrics":{"TTFB":80',
  '>  {"event":"other","route":"/","metrics":{"TTFB":1}}',
].join('\n');

describe('parseVitalsLog', () => {
  it('reads the reports of the web-vitals lines only, skipping a cut one', () => {
    expect(parseVitalsLog(LOG).map((r) => [r.route, r.metrics])).toEqual([
      ['/docentes', { LCP: 1830, CLS: 0.01 }],
      ['/docentes', { LCP: 900, INP: 40 }],
    ]);
  });
});

describe('p75', () => {
  it('is the nearest-rank 75th percentile', () => {
    expect(p75([])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8])).toBe(6);
  });
});

describe('fieldRows', () => {
  it('groups by route, counting each metric where it was reported', () => {
    const [row] = fieldRows(parseVitalsLog(LOG));
    expect(row).toMatchObject({ route: '/docentes', reports: 2, counts: { LCP: 2, INP: 1, CLS: 1, FCP: 0 } });
    expect(row!.p75).toMatchObject({ LCP: 1830, INP: 40, FCP: null });
  });
});
