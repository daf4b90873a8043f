/**
 * A conformity check's report (functions/src/model/conformity.ts) as the ITA screen and the
 * Secretaría's console show it: the verdict and when it was made, what the run covered (and
 * whether it stopped at its budget), then the problems grouped by kind, each group a
 * `<details>` with the page and the Spanish message of each problem.
 */
import {
  CONFORMITY_KIND_LABELS,
  type ConformityKind,
  type ConformityProblem,
  type ConformityReport,
} from '@model/conformity';
import styles from './conformity-report.module.css';

const KINDS = Object.keys(CONFORMITY_KIND_LABELS) as ConformityKind[];

const dateTime = new Intl.DateTimeFormat('es-CO', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Bogota',
});

export const formatCheckedAt = (iso: string) => dateTime.format(new Date(iso));

export const CONFORMITY_TEXT = {
  never: 'El sitio aún no se ha revisado. La revisión automática corre cada hora.',
  ok: 'Cumple: la revisión no encontró problemas.',
  failures: (n: number) => (n === 1 ? '1 problema encontrado' : `${n} problemas encontrados`),
  checkedAt: (when: string, manual: boolean) =>
    `Revisado el ${when} (${manual ? 'revisión manual' : 'revisión programada'}).`,
  covered: (pages: number, links: number) =>
    `Se revisaron ${pages} páginas y ${links} direcciones (páginas, archivos y enlaces).`,
  incomplete:
    'La revisión se detuvo al llegar a su límite de tiempo o de páginas: pueden faltar problemas por encontrar.',
  kept: (shown: number, all: number) => `Se muestran los primeros ${shown} de ${all} problemas.`,
  page: 'Página',
};

/** How a problem names its page: its path, the home page in words too (a lone «/» is hard to hit). */
const pageName = (path: string) => (path === '/' ? 'inicio (/)' : path);

/** The school's address of a page, for a link to it; none: the path alone. */
type PageHref = (path: string) => string;

export function ConformityReportView({
  report,
  pageHref,
}: {
  report: ConformityReport;
  pageHref?: PageHref;
}) {
  const byKind = new Map<ConformityKind, ConformityProblem[]>();
  for (const problem of report.problemas)
    byKind.set(problem.kind, [...(byKind.get(problem.kind) ?? []), problem]);
  return (
    <div>
      <p
        className={report.estado === 'fallos' ? `${styles.verdict} ${styles.verdictFallos}` : styles.verdict}
      >
        {report.estado === 'cumple' ? CONFORMITY_TEXT.ok : CONFORMITY_TEXT.failures(report.fallos)}
      </p>
      <p className={styles.meta}>
        {CONFORMITY_TEXT.checkedAt(formatCheckedAt(report.revisadoEl), report.origen === 'manual')}{' '}
        {CONFORMITY_TEXT.covered(report.paginas, report.enlaces)}
      </p>
      {!report.completo && <p className={styles.incomplete}>{CONFORMITY_TEXT.incomplete}</p>}
      {report.problemas.length < report.fallos && (
        <p className={styles.meta}>{CONFORMITY_TEXT.kept(report.problemas.length, report.fallos)}</p>
      )}
      {KINDS.filter((kind) => byKind.has(kind)).map((kind) => {
        const problems = byKind.get(kind)!;
        return (
          <details key={kind} className={styles.group}>
            <summary>
              {CONFORMITY_KIND_LABELS[kind]} ({problems.length})
            </summary>
            <ul className={styles.problems}>
              {problems.map((p, i) => (
                <li key={i} className={styles.problem}>
                  <span>{p.message}</span>{' '}
                  <span className={styles.page}>
                    {CONFORMITY_TEXT.page}:{' '}
                    {pageHref ? (
                      <a href={pageHref(p.page)} target="_blank" rel="noreferrer">
                        {pageName(p.page)}
                      </a>
                    ) : (
                      pageName(p.page)
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </div>
  );
}
