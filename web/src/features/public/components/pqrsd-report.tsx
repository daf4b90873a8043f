/**
 * The requests report of the transparency section (issue 24; Ley 1712 de 2014, Decreto 103 de
 * 2015): shown under the Anexo 2 sub-item of the requests reports, computed by the function from
 * the stored requests (GET /api/pqrsd/informe, aggregate figures only). Per quarter (the annex's
 * "informes trimestrales") or per semester (Decreto 103 de 2015 art. 52), one period at a time,
 * the current one first, so the table stays two columns wide on a phone; each kind downloadable
 * as CSV (issue 50). Read once the page is on screen (never in the prerender, which has no API).
 */
import { useId, useState } from 'react';
import { Deferred } from '@/components/deferred';
import type { PqrsdQuarterReport, PqrsdReportedType, PqrsdSemesterReport } from '@model';
import styles from './pqrsd-report.module.css';

type Counted = PqrsdReportedType;
/** The report's shape is the model's (functions/src/model/pqrsd.ts), which the function fills. */
export type SemesterReport = PqrsdSemesterReport;
export type QuarterReport = PqrsdQuarterReport;
/** What GET /api/pqrsd/informe answers: both kinds of period, newest first. */
export interface ReportData {
  semesters: SemesterReport[];
  quarters: QuarterReport[];
}

export const REPORT_TEXT = {
  heading: 'Informe de solicitudes de acceso a la información, peticiones, quejas, reclamos y denuncias',
  intro:
    'Calculado automáticamente a partir de las solicitudes radicadas en el canal de Atención al ciudadano de este sitio. Los plazos se cuentan en días hábiles (Ley 1755 de 2015).',
  semester: 'Semestre',
  quarter: 'Trimestre',
  kind: 'Ver el informe',
  byQuarter: 'Por trimestre',
  bySemester: 'Por semestre',
  csvQuarters: 'Descargar todos los trimestres (CSV)',
  csvSemesters: 'Descargar todos los semestres (CSV)',
  loading: 'Calculando el informe…',
  failed: 'No se pudo cargar el informe en este momento.',
  retry: 'Reintentar',
  caption: (label: string) => `Solicitudes del ${label}`,
  concept: 'Concepto',
  amount: 'Cantidad',
  received: 'Recibidas por tipo',
  total: 'Total de solicitudes recibidas',
  transferred: 'Trasladadas a otra entidad por no ser de competencia del colegio',
  answeredInTime: 'Respondidas dentro del término',
  answeredLate: 'Respondidas fuera del término',
  inProgress: 'En trámite',
  average: 'Tiempo promedio de respuesta',
  averageValue: (days: number | null) =>
    days === null ? 'Sin respuestas en el periodo' : `${days.toLocaleString('es-CO')} días hábiles`,
  denied: 'Solicitudes de información negadas',
  types: {
    peticion: 'Peticiones',
    queja: 'Quejas',
    reclamo: 'Reclamos',
    sugerencia: 'Sugerencias',
    denuncia: 'Denuncias',
    informacion: 'Solicitudes de información',
    consulta: 'Consultas',
  } satisfies Record<Counted, string>,
} as const;

/** "2026-1" → "primer semestre de 2026 (enero a junio)". */
export const semesterLabel = (semester: string) => {
  const [year, half] = semester.split('-');
  return half === '1'
    ? `primer semestre de ${year} (enero a junio)`
    : `segundo semestre de ${year} (julio a diciembre)`;
};

/** "2026-1" → "2026, primer semestre": short enough for the select on a phone. */
const shortLabel = (semester: string) =>
  `${semester.slice(0, 4)}, ${semester.endsWith('-1') ? 'primer' : 'segundo'} semestre`;

const QUARTER_NAMES = ['primer', 'segundo', 'tercer', 'cuarto'];
const QUARTER_MONTHS = ['enero a marzo', 'abril a junio', 'julio a septiembre', 'octubre a diciembre'];
/** "2026-T1" → "primer trimestre de 2026 (enero a marzo)". */
export const quarterLabel = (quarter: string) => {
  const [year, q] = quarter.split('-T');
  const i = Number(q) - 1;
  return `${QUARTER_NAMES[i]} trimestre de ${year} (${QUARTER_MONTHS[i]})`;
};
const shortQuarter = (quarter: string) => `${quarter.slice(0, 4)}, ${QUARTER_NAMES[Number(quarter.slice(-1)) - 1]} trimestre`;

/** The CSV of each kind (public, aggregate figures: routes/pqrsd.ts). */
export const REPORT_CSV = { quarters: '/api/pqrsd/informe/trimestres.csv', semesters: '/api/pqrsd/informe/semestres.csv' } as const;

/** Reads the report; the tree passes it in (a lazy chunk importing api-client split it out of the entry). */
export type LoadReport = () => Promise<ReportData>;

function start(load: LoadReport): Promise<ReportData> {
  const report = load();
  // Shown through Deferred, which reports a failure; unrendered (the visitor left), it must not be unhandled.
  report.catch(() => {});
  return report;
}

/** `Heading`: one level under the sub-item's own heading. */
export function PqrsdReport({ Heading, load }: { Heading: 'h3' | 'h4'; load: LoadReport }) {
  // Started with the first render in the browser; the build-time prerender has no API to ask.
  const [report, setReport] = useState(() => (typeof window === 'undefined' ? null : start(load)));
  return (
    <div className={styles.report}>
      <Heading className={styles.heading}>{REPORT_TEXT.heading}</Heading>
      <p className={styles.intro}>{REPORT_TEXT.intro}</p>
      {!report ? (
        <p className={styles.muted}>{REPORT_TEXT.loading}</p>
      ) : (
        <Deferred
          resolve={report}
          loading={<p className={styles.muted}>{REPORT_TEXT.loading}</p>}
          failed={() => (
            <p className={styles.muted} role="alert">
              {REPORT_TEXT.failed}{' '}
              <button type="button" className={styles.retry} onClick={() => setReport(start(load))}>
                {REPORT_TEXT.retry}
              </button>
            </p>
          )}
          report="Error al cargar el informe de solicitudes:"
        >
          {(data) => <ReportTable data={data} />}
        </Deferred>
      )}
    </div>
  );
}

type Kind = 'quarters' | 'semesters';

/** One period of either kind, with its names. */
interface Period {
  id: string;
  short: string;
  long: string;
  figures: SemesterReport | QuarterReport;
}

const periodsOf = (data: ReportData, kind: Kind): Period[] =>
  kind === 'quarters'
    ? (data.quarters ?? []).map((q) => ({ id: q.quarter, short: shortQuarter(q.quarter), long: quarterLabel(q.quarter), figures: q }))
    : data.semesters.map((x) => ({ id: x.semester, short: shortLabel(x.semester), long: semesterLabel(x.semester), figures: x }));

function ReportTable({ data }: { data: ReportData }) {
  const selectId = useId();
  const kindName = useId();
  // Quarters first: the annex's sub-item is "informes trimestrales" (a report from before them: semesters).
  const [kind, setKind] = useState<Kind>(data.quarters?.length ? 'quarters' : 'semesters');
  const periods = periodsOf(data, kind);
  const [chosen, setChosen] = useState('');
  const period = periods.find((x) => x.id === chosen) ?? periods[0];
  if (!period) return null;
  const s = period.figures;
  const label = period.long;
  return (
    <>
      <fieldset className={styles.kind}>
        <legend>{REPORT_TEXT.kind}</legend>
        {(
          [
            ['quarters', REPORT_TEXT.byQuarter],
            ['semesters', REPORT_TEXT.bySemester],
          ] as const
        ).map(([value, text]) => (
          <label key={value}>
            <input
              type="radio"
              name={kindName}
              value={value}
              checked={kind === value}
              onChange={() => {
                setKind(value);
                setChosen('');
              }}
            />{' '}
            {text}
          </label>
        ))}
      </fieldset>
      <p className={styles.picker}>
        <label htmlFor={selectId}>{kind === 'quarters' ? REPORT_TEXT.quarter : REPORT_TEXT.semester}</label>
        <select id={selectId} value={period.id} onChange={(e) => setChosen(e.target.value)}>
          {periods.map((x) => (
            <option key={x.id} value={x.id}>
              {x.short}
            </option>
          ))}
        </select>
      </p>
      {/* A phone with a large font may still need it wider than the screen: it scrolls in its box. */}
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption>{REPORT_TEXT.caption(label)}</caption>
          <thead>
            <tr>
              <th scope="col">{REPORT_TEXT.concept}</th>
              <th scope="col">{REPORT_TEXT.amount}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="rowgroup" colSpan={2} className={styles.group}>
                {REPORT_TEXT.received}
              </th>
            </tr>
            {(Object.keys(REPORT_TEXT.types) as Counted[]).map((type) => (
              <tr key={type}>
                <th scope="row" className={styles.indent}>
                  {REPORT_TEXT.types[type]}
                </th>
                <td>{s.received[type]}</td>
              </tr>
            ))}
            <Row label={REPORT_TEXT.total} value={s.total} strong />
            <Row label={REPORT_TEXT.transferred} value={s.transferred} />
            <Row label={REPORT_TEXT.answeredInTime} value={s.answeredInTime} />
            <Row label={REPORT_TEXT.answeredLate} value={s.answeredLate} />
            <Row label={REPORT_TEXT.inProgress} value={s.inProgress} />
            <Row label={REPORT_TEXT.average} value={REPORT_TEXT.averageValue(s.averageAnswerDays)} />
            <Row label={REPORT_TEXT.denied} value={s.informationDenied} />
          </tbody>
        </table>
      </div>
      <p className={styles.downloads}>
        <a href={REPORT_CSV.quarters} download>
          {REPORT_TEXT.csvQuarters}
        </a>
        <a href={REPORT_CSV.semesters} download>
          {REPORT_TEXT.csvSemesters}
        </a>
      </p>
    </>
  );
}

function Row({ label, value, strong }: { label: string; value: string | number; strong?: boolean }) {
  return (
    <tr className={strong ? styles.strong : undefined}>
      <th scope="row">{label}</th>
      {/* A count stays on one line; a value in words ("12 días hábiles") may wrap between them. */}
      <td className={typeof value === 'string' ? styles.words : undefined}>{value}</td>
    </tr>
  );
}
