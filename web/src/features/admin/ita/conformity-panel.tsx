/**
 * The ITA screen's "Revisión automática del sitio": the conformity check's last report (the
 * hourly run's or the last "Revisar ahora"), and for administrators the button that runs it now.
 * The run is the screen's action (intent `conformidad`); once it answers, the screen reads the
 * checklist again, since the check's verdicts change its items.
 */
import { useFetcher } from 'react-router-dom';
import { can } from '@model/roles';
import type { ConformityReport } from '@model/conformity';
import { ConformityReportView, CONFORMITY_TEXT } from '@/components/conformity-report';
import { Spinner } from '@/components/spinner';
import { apiBase } from '@/lib/api-client';
import { siteHref } from '@model/site-href';
import { useRole } from '@/features/auth/auth-context';
import { RouteDeferred } from '../components/route-deferred';
import { ProblemAlert } from '../components/problem-alert';
import type { ItaActionResult } from './ita-item';

export const CONFORMITY_PANEL_TEXT = {
  title: 'Revisión automática del sitio',
  intro:
    'Cada hora se revisan las páginas del sitio: páginas y menús obligatorios, pie de página, reglas de accesibilidad que no requieren navegador, enlaces rotos y documentos. Los problemas que afectan un ítem lo marcan «No cumple» con la razón.',
  run: 'Revisar ahora',
  running: 'Revisando el sitio… puede tardar hasta un minuto.',
  loading: 'Cargando la última revisión…',
  retry: 'Reintentar la lectura de la revisión',
};

export function ConformityPanel({ report }: { report: Promise<{ report: ConformityReport | null }> }) {
  const role = useRole();
  const fetcher = useFetcher<ItaActionResult>();
  const running = fetcher.state !== 'idle';
  const problem = fetcher.data && 'conformityProblem' in fetcher.data ? fetcher.data.conformityProblem : null;
  const loading = <Spinner label={CONFORMITY_PANEL_TEXT.loading} />;
  return (
    <section aria-labelledby="ita-conformidad" className="ita-conformity">
      <h2 id="ita-conformidad" className="ita-heading">
        {CONFORMITY_PANEL_TEXT.title}
      </h2>
      <p className="adm-field__hint">{CONFORMITY_PANEL_TEXT.intro}</p>
      {can(role, 'conformidad') && (
        <fetcher.Form method="post" className="ita-actions">
          <input type="hidden" name="intent" value="conformidad" />
          <button type="submit" className="adm-btn adm-btn--primary" disabled={running}>
            {CONFORMITY_PANEL_TEXT.run}
          </button>
        </fetcher.Form>
      )}
      {running && <Spinner label={CONFORMITY_PANEL_TEXT.running} />}
      <ProblemAlert message={problem ?? null} />
      <RouteDeferred
        resolve={report}
        loading={loading}
        retryLabel={CONFORMITY_PANEL_TEXT.retry}
        report="Error al cargar la revisión automática:"
      >
        {({ report: last }) =>
          last ? (
            <ConformityReportView report={last} pageHref={(path) => siteHref(apiBase(), path)} />
          ) : (
            <p>{CONFORMITY_TEXT.never}</p>
          )
        }
      </RouteDeferred>
    </section>
  );
}
