/**
 * The transparency section's requests report: GET /api/pqrsd/informe computes it from
 * the stored requests; the seeded ones of the previous semester (scripts/seed/pqrsd.ts) give
 * figures worked out by hand there, checked here exactly. Aggregate figures only, cacheable; the
 * staff's CSV is refused to anyone else and holds no personal data.
 */
import { describe, expect, it } from 'vitest';
import { PREVIOUS_SEMESTER_FIGURES } from '../../scripts/seed/pqrsd';
import { bogotaDate } from '../../functions/src/pqrsd/due-date';
import {
  PERIOD_CSV_COLUMNS,
  quarterOf,
  semesterOf,
  type QuarterReport,
  type SemesterReport,
} from '../../functions/src/pqrsd/report';
import { call, SITE } from './site';
import { adminToken, visitorToken } from './state';

type Report = { today: string; semesters: SemesterReport[]; quarters: QuarterReport[] };

const previousSemester = (today: string) => {
  const [year, half] = semesterOf(today).split('-').map(Number) as [number, number];
  return half === 2 ? `${year}-1` : `${year - 1}-2`;
};

describe('GET /api/pqrsd/informe', () => {
  it("gives the previous semester's seeded figures exactly, newest semester first", async () => {
    const res = await call<Report>('GET', '/api/pqrsd/informe');
    expect(res.status).toBe(200);
    const today = bogotaDate(new Date());
    expect(res.body.semesters[0]!.semester).toBe(semesterOf(today));
    const previous = res.body.semesters.find((s) => s.semester === previousSemester(today))!;
    expect(previous).toMatchObject(PREVIOUS_SEMESTER_FIGURES);
    expect(previous.from < previous.to).toBe(true);
  });

  it('counts the seeded requests of this semester too (other test files may add more)', async () => {
    const res = await call<Report>('GET', '/api/pqrsd/informe');
    const current = res.body.semesters[0]!;
    // Seeded: a petition, an information request, a reclamo and an anonymous denuncia.
    expect(current.received.peticion).toBeGreaterThanOrEqual(1);
    expect(current.received.informacion).toBeGreaterThanOrEqual(1);
    expect(current.received.reclamo).toBeGreaterThanOrEqual(1);
    expect(current.received.denuncia).toBeGreaterThanOrEqual(1);
    expect(current.total).toBe(Object.values(current.received).reduce((a, b) => a + b, 0));
    expect(current.total).toBe(
      current.transferred + current.answeredInTime + current.answeredLate + current.inProgress,
    );
  });

  it('is public, cacheable and holds no personal data', async () => {
    const res = await call<Report>('GET', '/api/pqrsd/informe');
    expect(res.headers.get('cache-control')).toMatch(/public/);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/@|Ciudadana|Certificado|3001234567/);
  });
});

describe('GET /api/pqrsd/informe.csv', () => {
  it('is for administrators only: 401 without a token, 403 for a visitor', async () => {
    expect((await call('GET', '/api/pqrsd/informe.csv')).status).toBe(401);
    expect((await call('GET', '/api/pqrsd/informe.csv', { token: await visitorToken() })).status).toBe(403);
  });

  it('lists one row per request with its outcome, and no personal data', async () => {
    const res = await call<string>('GET', '/api/pqrsd/informe.csv', { token: await adminToken() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Radicado;Semestre;Tipo;Estado;Recibida;Vence;Respondida;Días hábiles;Respuesta a tiempo;Trasladada;Información negada',
    );
    // The previous semester's denied information request, as the report counts it.
    const previous = previousSemester(bogotaDate(new Date()));
    const denied = lines.filter(
      (l) => l.includes(`;${previous};Solicitud de información;`) && l.endsWith(';Sí'),
    );
    expect(denied).toHaveLength(PREVIOUS_SEMESTER_FIGURES.informationDenied);
    expect(text).not.toMatch(/@|Ciudadana|3001234567/);
  });
});

/** The two quarters of a semester ("2026-1" → "2026-T1", "2026-T2"). */
const quartersOf = (semester: string) => {
  const [year, half] = semester.split('-');
  return half === '1' ? [`${year}-T1`, `${year}-T2`] : [`${year}-T3`, `${year}-T4`];
};

describe('the report per quarter (Decreto 103 de 2015 art. 52)', () => {
  it("gives every quarter, the current first, whose two add up to their semester's figures", async () => {
    const res = await call<Report>('GET', '/api/pqrsd/informe');
    expect(res.status).toBe(200);
    const today = bogotaDate(new Date());
    expect(res.body.quarters[0]!.quarter).toBe(quarterOf(today));
    const previous = previousSemester(today);
    const semester = res.body.semesters.find((s) => s.semester === previous)!;
    const [first, second] = quartersOf(previous).map((q) => res.body.quarters.find((x) => x.quarter === q)!);
    expect(first!.from).toBe(semester.from);
    expect(second!.to).toBe(semester.to);
    for (const key of [
      'total',
      'transferred',
      'answeredInTime',
      'answeredLate',
      'inProgress',
      'informationDenied',
    ] as const) {
      expect(first![key] + second![key]).toBe(semester[key]);
    }
    expect(semester.total).toBe(PREVIOUS_SEMESTER_FIGURES.total);
  });

  it('is downloadable as CSV per quarter and per semester, public, with a BOM and one row per period', async () => {
    const report = (await call<Report>('GET', '/api/pqrsd/informe')).body;
    for (const [path, periods] of [
      ['trimestres', report.quarters.map((q) => q.quarter)],
      ['semestres', report.semesters.map((s) => s.semester)],
    ] as const) {
      const res = await fetch(`${SITE}/api/pqrsd/informe/${path}.csv`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/csv; charset=utf-8/);
      expect(res.headers.get('cache-control')).toMatch(/public/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
      expect(lines[0]).toBe(PERIOD_CSV_COLUMNS.join(';'));
      expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(periods);
      expect(lines.join('\n')).not.toMatch(/@|Ciudadana|3001234567/);
    }
  });
});
