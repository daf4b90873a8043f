/**
 * The console's home (/secretaria): every school's figures in one table (GET
 * /api/plataforma/panel, decision 0034), sortable by each column, narrowed by municipality,
 * comuna and "only with overdue PQRSD", and downloadable as CSV with the same filters. On a phone
 * the table scrolls sideways with the school's name kept in view.
 */
import { useId, useState } from 'react';
import { useLoaderData, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { PanelAnswer } from '@model/school-summary';
import { PageHeader } from '@/features/admin/pages/page-header';
import { platformFetch, platformRequest } from '../platform-request';
import type { ConsoleSession, SecretariaSection } from '../sections';
import { choicesOf, paramsOf, tableRows, viewOf, type TableView } from './panel-order';
import { PanelTable } from './panel-table';
import { PANEL_TEXT } from './panel-text';
import './panel.css';

/** Saves a downloaded answer as `fileName`. */
async function saveAs(res: Response, fileName: string) {
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function PanelPage({ session }: { session: ConsoleSession }) {
  const answer = useLoaderData() as PanelAnswer;
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const rows = tableRows(answer.rows, view);
  const change = (next: Partial<TableView>) => setParams(paramsOf({ ...view, ...next }), { replace: true });
  const municipios = choicesOf(answer.rows.map((r) => r.municipio));
  const comunas = choicesOf(
    answer.rows.filter((r) => !view.municipio || r.municipio === view.municipio).map((r) => r.comuna),
  );
  const overdue = answer.rows.filter((r) => r.pqrsd.vencidas > 0).length;

  async function download() {
    setDownloading(true);
    setProblem(null);
    try {
      const query = new URLSearchParams();
      if (view.municipio) query.set('municipio', view.municipio);
      if (view.comuna) query.set('comuna', view.comuna);
      if (view.soloVencidas) query.set('vencidas', '1');
      const res = await platformFetch(session, `/api/plataforma/panel.csv${query.size ? `?${query}` : ''}`);
      await saveAs(res, `panel-colegios-${answer.at.slice(0, 10)}.csv`);
    } catch (err) {
      setProblem(err instanceof Error && err.message ? err.message : PANEL_TEXT.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section className="adm-page sec-panel">
      <PageHeader title={PANEL_TEXT.title} subtitle={PANEL_TEXT.subtitle}>
        <button type="button" className="adm-btn" onClick={download} disabled={downloading}>
          {downloading ? PANEL_TEXT.downloading : PANEL_TEXT.download}
        </button>
      </PageHeader>
      {problem && (
        <p role="alert" className="sec-panel__problem">
          {problem}
        </p>
      )}
      <form
        className="sec-panel__filters"
        aria-label={PANEL_TEXT.filters}
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="sec-panel__field">
          <label htmlFor={`${id}-m`}>{PANEL_TEXT.municipio}</label>
          <select
            id={`${id}-m`}
            value={view.municipio}
            onChange={(e) => change({ municipio: e.target.value, comuna: '' })}
          >
            <option value="">{PANEL_TEXT.any}</option>
            {municipios.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </div>
        <div className="sec-panel__field">
          <label htmlFor={`${id}-c`}>{PANEL_TEXT.comuna}</label>
          <select id={`${id}-c`} value={view.comuna} onChange={(e) => change({ comuna: e.target.value })}>
            <option value="">{PANEL_TEXT.anyComuna}</option>
            {comunas.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div className="sec-panel__check">
          <input
            id={`${id}-v`}
            type="checkbox"
            checked={view.soloVencidas}
            onChange={(e) => change({ soloVencidas: e.target.checked })}
          />
          <label htmlFor={`${id}-v`}>{PANEL_TEXT.onlyOverdue}</label>
        </div>
        {(view.municipio || view.comuna || view.soloVencidas) && (
          <button
            type="button"
            className="adm-btn sec-panel__clear"
            onClick={() => change({ municipio: '', comuna: '', soloVencidas: false })}
          >
            {PANEL_TEXT.clear}
          </button>
        )}
      </form>
      <p className="sec-panel__count" role="status">
        {PANEL_TEXT.count(rows.length, answer.rows.length)} {PANEL_TEXT.overdueSchools(overdue)}
      </p>
      {rows.length === 0 ? (
        <p>{PANEL_TEXT.none}</p>
      ) : (
        <PanelTable rows={rows} view={view} onSort={(orden, dir) => change({ orden, dir })} />
      )}
    </section>
  );
}

/** Only a new visit reads again: sorting and filtering change the address, not the figures. */
function panelShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const panelSection: SecretariaSection = {
  path: '',
  label: PANEL_TEXT.label,
  access: 'read',
  route: (session) => ({
    loader: () => platformRequest<PanelAnswer>(session, '/api/plataforma/panel'),
    shouldRevalidate: panelShouldRevalidate,
    Component: () => <PanelPage session={session} />,
  }),
};
