/** The transparency section's requests report (issues 24, 50): one quarter or semester at a time, figures as the function computed them. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { httpError, stubFetch } from '@/testing/fetch-stub';
import * as fx from '@/testing/fixtures';
import { apiRequest } from '@/lib/api-client';
import { PqrsdReport, quarterLabel, REPORT_CSV, REPORT_TEXT, semesterLabel, type ReportData } from './pqrsd-report';

const semester = fx.pqrsdSemester;

/** A quarter's figures: the semester fixture's, under a quarter's name and bounds. */
const quarter = (id: string, over: Parameters<typeof semester>[0] = {}) => {
  const figures: Partial<ReturnType<typeof semester>> = semester(over);
  delete figures.semester;
  return { ...(figures as Omit<ReturnType<typeof semester>, 'semester'>), quarter: id };
};

const REPORT: ReportData & { today: string } = {
  today: '2026-11-25',
  quarters: [quarter('2026-T4', { total: 2 }), quarter('2026-T3', { total: 5 })],
  semesters: [
    semester({}),
    semester({
      semester: '2026-1',
      total: 0,
      averageAnswerDays: null,
      received: {
        peticion: 0,
        queja: 0,
        reclamo: 0,
        sugerencia: 0,
        denuncia: 0,
        informacion: 0,
        consulta: 0,
      },
    }),
  ],
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const load = () => apiRequest<typeof REPORT>('/api/pqrsd/informe');

const rowOf = (table: HTMLElement, label: string) =>
  within(table).getByRole('row', { name: new RegExp(`^${label}`) });

it('shows the current quarter first, another quarter on choice, and downloads of both kinds as CSV', async () => {
  stubFetch({ '/api/pqrsd/informe': REPORT });
  render(<PqrsdReport Heading="h3" load={load} />);
  const table = await screen.findByRole('table', { name: REPORT_TEXT.caption(quarterLabel('2026-T4')) });
  expect(REPORT_TEXT.caption(quarterLabel('2026-T4'))).toBe('Solicitudes del cuarto trimestre de 2026 (octubre a diciembre)');
  expect(rowOf(table, REPORT_TEXT.total).textContent).toContain('2');
  await userEvent.setup().selectOptions(screen.getByLabelText(REPORT_TEXT.quarter), '2026-T3');
  const third = screen.getByRole('table', { name: REPORT_TEXT.caption(quarterLabel('2026-T3')) });
  expect(rowOf(third, REPORT_TEXT.total).textContent).toContain('5');
  expect(screen.getByRole('link', { name: REPORT_TEXT.csvQuarters }).getAttribute('href')).toBe(REPORT_CSV.quarters);
  expect(screen.getByRole('link', { name: REPORT_TEXT.csvSemesters }).getAttribute('href')).toBe(REPORT_CSV.semesters);
});

it('shows the current semester first, each figure in its row, and another semester on choice', async () => {
  stubFetch({ '/api/pqrsd/informe': REPORT });
  render(<PqrsdReport Heading="h3" load={load} />);
  expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(REPORT_TEXT.heading);
  await userEvent.setup().click(await screen.findByRole('radio', { name: REPORT_TEXT.bySemester }));
  const table = await screen.findByRole('table', { name: REPORT_TEXT.caption(semesterLabel('2026-2')) });
  expect(rowOf(table, REPORT_TEXT.types.peticion).textContent).toContain('3');
  expect(rowOf(table, REPORT_TEXT.total).textContent).toContain('7');
  expect(rowOf(table, REPORT_TEXT.transferred).textContent).toContain('1');
  expect(rowOf(table, REPORT_TEXT.answeredInTime).textContent).toContain('3');
  expect(rowOf(table, REPORT_TEXT.answeredLate).textContent).toContain('1');
  expect(rowOf(table, REPORT_TEXT.average).textContent).toContain('9,5 días hábiles');
  expect(rowOf(table, REPORT_TEXT.denied).textContent).toContain('1');

  await userEvent.setup().selectOptions(screen.getByLabelText(REPORT_TEXT.semester), '2026-1');
  const first = screen.getByRole('table', { name: REPORT_TEXT.caption(semesterLabel('2026-1')) });
  expect(rowOf(first, REPORT_TEXT.average).textContent).toContain(REPORT_TEXT.averageValue(null));
});

it('says so, with a retry, when the report cannot be read', async () => {
  stubFetch({ '/api/pqrsd/informe': httpError(503) });
  render(<PqrsdReport Heading="h4" load={load} />);
  expect((await screen.findByRole('alert')).textContent).toContain(REPORT_TEXT.failed);
  stubFetch({ '/api/pqrsd/informe': REPORT });
  await userEvent.setup().click(screen.getByRole('button', { name: REPORT_TEXT.retry }));
  expect(await screen.findByRole('table')).toBeTruthy();
});
