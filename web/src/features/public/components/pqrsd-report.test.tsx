/**
 * The transparency section's requests report: figures as the function computed them, the current
 * quarter shown, the earlier quarters and the semesters in <details> (server HTML, no script).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import * as fx from '@/testing/fixtures';
import {
  PqrsdReport,
  quarterLabel,
  REPORT_CSV,
  REPORT_TEXT,
  semesterLabel,
  type ReportData,
} from './pqrsd-report';

const semester = fx.pqrsdSemester;

/** A quarter's figures: the semester fixture's, under a quarter's name and bounds. */
const quarter = (id: string, over: Parameters<typeof semester>[0] = {}) => {
  const figures: Partial<ReturnType<typeof semester>> = semester(over);
  delete figures.semester;
  return { ...(figures as Omit<ReturnType<typeof semester>, 'semester'>), quarter: id };
};

const REPORT: ReportData = {
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

const rowOf = (table: HTMLElement, label: string) =>
  within(table).getByRole('row', { name: new RegExp(`^${label}`) });

/** The <details> a summary's text names, opened as a visitor would (a click on its summary). */
async function open(name: string) {
  const summary = screen.getByText(name, { selector: 'summary *' }).closest('summary')!;
  await userEvent.setup().click(summary);
  expect(summary.closest('details')!.open).toBe(true);
}

it('shows the current quarter, the earlier quarters on opening theirs, and downloads of both kinds as CSV', async () => {
  render(<PqrsdReport Heading="h3" report={REPORT} />);
  const table = screen.getByRole('table', { name: REPORT_TEXT.caption(quarterLabel('2026-T4')) });
  expect(REPORT_TEXT.caption(quarterLabel('2026-T4'))).toBe(
    'Solicitudes del cuarto trimestre de 2026 (octubre a diciembre)',
  );
  expect(rowOf(table, REPORT_TEXT.total).textContent).toContain('2');
  const third = screen.getByRole('table', { name: REPORT_TEXT.caption(quarterLabel('2026-T3')) });
  expect(third.closest('details')!.open).toBe(false);
  await open(`${REPORT_TEXT.earlierQuarters} (1)`);
  expect(rowOf(third, REPORT_TEXT.total).textContent).toContain('5');
  expect(screen.getByRole('link', { name: REPORT_TEXT.csvQuarters }).getAttribute('href')).toBe(
    REPORT_CSV.quarters,
  );
  expect(screen.getByRole('link', { name: REPORT_TEXT.csvSemesters }).getAttribute('href')).toBe(
    REPORT_CSV.semesters,
  );
});

it('shows every semester, newest first, each figure in its row, under "Por semestre"', async () => {
  render(<PqrsdReport Heading="h3" report={REPORT} />);
  expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(REPORT_TEXT.heading);
  // Its summary is a heading one level under the report's.
  expect(screen.getByRole('heading', { level: 4, name: REPORT_TEXT.bySemester })).toBeTruthy();
  await open(REPORT_TEXT.bySemester);
  const table = screen.getByRole('table', { name: REPORT_TEXT.caption(semesterLabel('2026-2')) });
  expect(rowOf(table, REPORT_TEXT.types.peticion).textContent).toContain('3');
  expect(rowOf(table, REPORT_TEXT.total).textContent).toContain('7');
  expect(rowOf(table, REPORT_TEXT.transferred).textContent).toContain('1');
  expect(rowOf(table, REPORT_TEXT.answeredInTime).textContent).toContain('3');
  expect(rowOf(table, REPORT_TEXT.answeredLate).textContent).toContain('1');
  expect(rowOf(table, REPORT_TEXT.average).textContent).toContain('9,5 días hábiles');
  expect(rowOf(table, REPORT_TEXT.denied).textContent).toContain('1');
  const first = screen.getByRole('table', { name: REPORT_TEXT.caption(semesterLabel('2026-1')) });
  expect(rowOf(first, REPORT_TEXT.average).textContent).toContain(REPORT_TEXT.averageValue(null));
  expect(screen.getAllByRole('table').map((t) => t.querySelector('caption')!.textContent)).toEqual([
    REPORT_TEXT.caption(quarterLabel('2026-T4')),
    REPORT_TEXT.caption(quarterLabel('2026-T3')),
    REPORT_TEXT.caption(semesterLabel('2026-2')),
    REPORT_TEXT.caption(semesterLabel('2026-1')),
  ]);
});

it('a report from before the quarters: the semesters open', () => {
  render(<PqrsdReport Heading="h4" report={{ quarters: [], semesters: REPORT.semesters }} />);
  const table = screen.getByRole('table', { name: REPORT_TEXT.caption(semesterLabel('2026-2')) });
  expect(table.closest('details')!.open).toBe(true);
  expect(screen.getByRole('heading', { level: 5, name: REPORT_TEXT.bySemester })).toBeTruthy();
});

it('says so when the report could not be computed, the CSVs still offered', () => {
  render(<PqrsdReport Heading="h4" report={null} />);
  expect(screen.getByText(REPORT_TEXT.failed)).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByRole('link', { name: REPORT_TEXT.csvSemesters })).toBeTruthy();
});
