/**
 * The requests report of the transparency section (Ley 1712 de 2014, Decreto 103 de 2015): shown
 * under the Anexo 2 sub-item of the requests reports, computed by the function from the stored
 * requests (aggregate figures only; the page reads them with its data, the same figures GET
 * /api/pqrsd/informe answers). Server HTML with no script: the current quarter (the annex's
 * "informes trimestrales") in a two-column table that fits a phone, the earlier quarters and the
 * semesters (Decreto 103 de 2015 art. 52) each in a <details> the visitor opens, and each kind
 * downloadable as CSV.
 */
import type { ReactNode } from 'react';
import type { PqrsdQuarterReport, PqrsdReportedType, PqrsdReports, PqrsdSemesterReport } from '@model/pqrsd';
import styles from './pqrsd-report.module.css';
import { useSiteHref } from '@/components/site-base';

type Counted = PqrsdReportedType;
/** The report's shape is the model's (functions/src/model/pqrsd.ts), which the function fills. */
export type SemesterReport = PqrsdSemesterReport;
export type QuarterReport = PqrsdQuarterReport;
/** What GET /api/pqrsd/informe answers: both kinds of period, newest first. */
export type ReportData = PqrsdReports;

export const REPORT_TEXT = {
  heading: 'Informe de solicitudes de acceso a la información, peticiones, quejas, reclamos y denuncias',
  intro:
    'Calculado automáticamente a partir de las solicitudes radicadas en el canal de Atención al ciudadano de este sitio. Los plazos se cuentan en días hábiles (Ley 1755 de 2015).',
  earlierQuarters: 'Trimestres anteriores',
  bySemester: 'Por semestre',
  csvQuarters: 'Descargar todos los trimestres (CSV)',
  csvSemesters: 'Descargar todos los semestres (CSV)',
  failed:
    'No se pudo calcular el informe en este momento. Intente de nuevo más tarde o descargue las cifras en CSV.',
  empty: 'Aún no hay solicitudes en el informe.',
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

const QUARTER_NAMES = ['primer', 'segundo', 'tercer', 'cuarto'];
const QUARTER_MONTHS = ['enero a marzo', 'abril a junio', 'julio a septiembre', 'octubre a diciembre'];
/** "2026-T1" → "primer trimestre de 2026 (enero a marzo)". */
export const quarterLabel = (quarter: string) => {
  const [year, q] = quarter.split('-T');
  const i = Number(q) - 1;
  return `${QUARTER_NAMES[i]} trimestre de ${year} (${QUARTER_MONTHS[i]})`;
};

/** The CSV of each kind (public, aggregate figures: routes/pqrsd.ts). */
export const REPORT_CSV = {
  quarters: '/api/pqrsd/informe/trimestres.csv',
  semesters: '/api/pqrsd/informe/semestres.csv',
} as const;

type Sub = 'h4' | 'h5';

/**
 * `Heading`: one level under the sub-item's own heading. `report`: the figures, or null when they
 * could not be computed (the page shows the rest, and says so here).
 */
export function PqrsdReport({ Heading, report }: { Heading: 'h3' | 'h4'; report: ReportData | null }) {
  const href = useSiteHref();
  const Sub: Sub = Heading === 'h3' ? 'h4' : 'h5';
  const quarters = report?.quarters ?? [];
  const semesters = report?.semesters ?? [];
  const [current, ...earlier] = quarters;
  return (
    <div className={styles.report} data-testid="pqrsd-report">
      <Heading className={styles.heading}>{REPORT_TEXT.heading}</Heading>
      <p className={styles.intro}>{REPORT_TEXT.intro}</p>
      {!report ? (
        <p className={styles.muted}>{REPORT_TEXT.failed}</p>
      ) : quarters.length === 0 && semesters.length === 0 ? (
        <p className={styles.muted}>{REPORT_TEXT.empty}</p>
      ) : (
        <>
          {current && <Figures label={quarterLabel(current.quarter)} figures={current} />}
          {earlier.length > 0 && (
            <Fold label={`${REPORT_TEXT.earlierQuarters} (${earlier.length})`} Sub={Sub}>
              {earlier.map((q) => (
                <Figures key={q.quarter} label={quarterLabel(q.quarter)} figures={q} />
              ))}
            </Fold>
          )}
          {semesters.length > 0 && (
            // Open when there is no quarter (a report from before them): the semesters are all there is.
            <Fold label={REPORT_TEXT.bySemester} Sub={Sub} open={!current}>
              {semesters.map((x) => (
                <Figures key={x.semester} label={semesterLabel(x.semester)} figures={x} />
              ))}
            </Fold>
          )}
        </>
      )}
      <p className={styles.downloads}>
        <a href={href(REPORT_CSV.quarters)} download>
          {REPORT_TEXT.csvQuarters}
        </a>
        <a href={href(REPORT_CSV.semesters)} download>
          {REPORT_TEXT.csvSemesters}
        </a>
      </p>
    </div>
  );
}

/** More periods behind a summary the visitor opens: no script, the browser's own disclosure. */
function Fold({
  label,
  Sub,
  open,
  children,
}: {
  label: string;
  Sub: Sub;
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <details className={styles.fold} open={open}>
      <summary className={styles.summary}>
        <Sub className={styles.foldHeading}>{label}</Sub>
      </summary>
      {children}
    </details>
  );
}

/** One period's figures: a two-column table (it scrolls in its box if a large font needs it wider). */
function Figures({ label, figures: s }: { label: string; figures: SemesterReport | QuarterReport }) {
  return (
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
