/**
 * The requests report of the transparency section (issue 24; Ley 1712 de 2014, Decreto 103 de
 * 2015): shown under the Anexo 2 sub-item of the requests reports, computed by the function from
 * the stored requests (GET /api/pqrsd/informe, aggregate figures only). One semester at a time,
 * the current one first, so the table stays two columns wide on a phone. Read once the page is on
 * screen (never in the prerender, which has no API).
 */
import { useId, useState } from 'react';
import { Deferred } from '@/components/deferred';
import type { PqrsdReportedType, PqrsdSemesterReport } from '@model';
import styles from './pqrsd-report.module.css';

type Counted = PqrsdReportedType;
/** The report's shape is the model's (functions/src/model/pqrsd.ts), which the function fills. */
export type SemesterReport = PqrsdSemesterReport;

export const REPORT_TEXT = {
  heading: 'Informe de solicitudes de acceso a la información, peticiones, quejas, reclamos y denuncias',
  intro:
    'Calculado automáticamente a partir de las solicitudes radicadas en el canal de Atención al ciudadano de este sitio. Los plazos se cuentan en días hábiles (Ley 1755 de 2015).',
  semester: 'Semestre',
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
    days === null ? 'Sin respuestas en el semestre' : `${days.toLocaleString('es-CO')} días hábiles`,
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

/** Reads the report; the tree passes it in (a lazy chunk importing api-client split it out of the entry). */
export type LoadReport = () => Promise<SemesterReport[]>;

function start(load: LoadReport): Promise<SemesterReport[]> {
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
          {(semesters) => <ReportTable semesters={semesters} />}
        </Deferred>
      )}
    </div>
  );
}

function ReportTable({ semesters }: { semesters: SemesterReport[] }) {
  const selectId = useId();
  const [chosen, setChosen] = useState(semesters[0]?.semester ?? '');
  const s = semesters.find((x) => x.semester === chosen) ?? semesters[0];
  if (!s) return null;
  const label = semesterLabel(s.semester);
  return (
    <>
      <p className={styles.picker}>
        <label htmlFor={selectId}>{REPORT_TEXT.semester}</label>
        <select id={selectId} value={s.semester} onChange={(e) => setChosen(e.target.value)}>
          {semesters.map((x) => (
            <option key={x.semester} value={x.semester}>
              {shortLabel(x.semester)}
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
