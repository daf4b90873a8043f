/**
 * The console's "Revisión automática" (/secretaria/conformidad): per school, the conformity
 * check's state (cumple, its failures, never checked), the footer elements it lacks, when it ran
 * last; each school's problems open on demand (one read of that school's report); "Revisar ahora"
 * runs a school's check (the `secretaria` role only: the read-only role never sees the button,
 * and the server refuses it a 403 all the same). The table is the route's loader; a run is its
 * action, after which the table is read again.
 */
import { useState } from 'react';
import { data, useFetcher, useLoaderData, type ActionFunctionArgs } from 'react-router-dom';
import type { ConformityReport, ConformitySummary } from '@model/conformity';
import { FOOTER_ELEMENTS } from '@model/govco-footer';
import { ConformityReportView, CONFORMITY_TEXT, formatCheckedAt } from '@/components/conformity-report';
import { Spinner } from '@/components/spinner';
import { platformRequest } from './platform-request';
import type { ConsoleSession, SecretariaSection } from './sections';
import './conformity-section.css';

export interface ConformityRow {
  id: string;
  name: string;
  municipio: string;
  url: string;
  conformidad: ConformitySummary | null;
}

export const CONFORMITY_SECTION_TEXT = {
  title: 'Revisión automática de los sitios',
  intro:
    'Cada hora se revisa el sitio de cada colegio: páginas y menús obligatorios, elementos del pie de página, reglas de accesibilidad que no requieren navegador y enlaces rotos.',
  school: 'Colegio',
  state: 'Estado',
  footer: 'Pie de página',
  last: 'Última revisión',
  never: 'Sin revisar',
  ok: 'Cumple',
  failures: (n: number) => (n === 1 ? '1 problema' : `${n} problemas`),
  footerOk: 'Completo',
  footerMissing: (labels: string[]) => `Falta: ${labels.join(', ')}`,
  incomplete: 'revisión incompleta',
  problems: 'Ver problemas',
  loadingProblems: 'Cargando los problemas…',
  run: 'Revisar ahora',
  running: 'Revisando…',
  empty: 'No hay colegios activos.',
};

const footerLabel = (key: string) => FOOTER_ELEMENTS.find((e) => e.key === key)?.label ?? key;

interface ActionResult {
  id: string;
  problem?: string;
}

function conformityRoute(session: ConsoleSession) {
  return {
    loader: async ({ request }: { request: Request }) =>
      platformRequest<{ schools: ConformityRow[] }>(session, '/api/plataforma/conformidad', {
        signal: request.signal,
      }),
    action: async ({ request }: ActionFunctionArgs) => {
      const form = await request.formData();
      const id = String(form.get('id') ?? '');
      try {
        await platformRequest(session, `/api/plataforma/colegios/${encodeURIComponent(id)}/conformidad`, {
          method: 'POST',
        });
        return data<ActionResult>({ id });
      } catch (err) {
        return data<ActionResult>({ id, problem: (err as Error).message }, 409);
      }
    },
    Component: () => <ConformitySection session={session} />,
  };
}

export function ConformitySection({ session }: { session: ConsoleSession }) {
  const { schools } = useLoaderData<{ schools: ConformityRow[] }>();
  const T = CONFORMITY_SECTION_TEXT;
  return (
    <section className="adm-page sec-conformity" aria-labelledby="sec-conformity-title">
      <h1 id="sec-conformity-title">{T.title}</h1>
      <p className="sec-conformity__intro">{T.intro}</p>
      {schools.length === 0 ? (
        <p>{T.empty}</p>
      ) : (
        <ul className="sec-conformity__schools">
          {schools.map((school) => (
            <SchoolRow key={school.id} school={school} session={session} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SchoolRow({ school, session }: { school: ConformityRow; session: ConsoleSession }) {
  const T = CONFORMITY_SECTION_TEXT;
  const fetcher = useFetcher<ActionResult>();
  const running = fetcher.state !== 'idle';
  const summary = school.conformidad;
  const state = !summary ? T.never : summary.estado === 'cumple' ? T.ok : T.failures(summary.fallos);
  const tone = !summary ? 'never' : summary.estado;
  return (
    <li className="sec-conformity__school">
      <div className="sec-conformity__head">
        <h2 className="sec-conformity__name">
          <a href={school.url} target="_blank" rel="noreferrer">
            {school.name}
          </a>{' '}
          <span className="sec-conformity__town">{school.municipio}</span>
        </h2>
        {session.role === 'secretaria' && (
          <fetcher.Form method="post">
            <input type="hidden" name="id" value={school.id} />
            <button type="submit" className="adm-btn" disabled={running}>
              {running ? T.running : T.run}
            </button>
          </fetcher.Form>
        )}
      </div>
      <dl className="sec-conformity__facts">
        <div>
          <dt>{T.state}</dt>
          <dd className={`sec-conformity__state sec-conformity__state--${tone}`}>
            {state}
            {summary && summary.completo === false && ` (${T.incomplete})`}
          </dd>
        </div>
        <div>
          <dt>{T.footer}</dt>
          <dd>
            {!summary
              ? '—'
              : summary.pie.faltan.length === 0
                ? T.footerOk
                : T.footerMissing(summary.pie.faltan.map(footerLabel))}
          </dd>
        </div>
        <div>
          <dt>{T.last}</dt>
          <dd>{summary ? formatCheckedAt(summary.revisadoEl) : '—'}</dd>
        </div>
      </dl>
      {fetcher.data?.problem && (
        <p role="alert" className="sec-conformity__problem">
          {fetcher.data.problem}
        </p>
      )}
      {/* Keyed by the run: a new run's row opens closed, and reads the new report. */}
      {summary && summary.fallos > 0 && (
        <Problems key={summary.revisadoEl} school={school} session={session} />
      )}
    </li>
  );
}

/** The school's problems, read when its `<details>` opens (again after a new run). */
function Problems({ school, session }: { school: ConformityRow; session: ConsoleSession }) {
  const [open, setOpen] = useState(false);
  // The report read, and for which run (a new run's summary makes it read again).
  const [read, setRead] = useState<{ of: string; report: ConformityReport | null | 'error' } | null>(null);
  const revisadoEl = school.conformidad?.revisadoEl ?? '';
  const load = () => {
    platformRequest<{ report: ConformityReport | null }>(
      session,
      `/api/plataforma/colegios/${encodeURIComponent(school.id)}/conformidad`,
    )
      .then((answer) => setRead({ of: revisadoEl, report: answer.report }))
      .catch(() => setRead({ of: revisadoEl, report: 'error' }));
  };
  const current = read?.of === revisadoEl ? read.report : undefined;
  return (
    <details
      className="sec-conformity__details"
      onToggle={(e) => {
        const opened = e.currentTarget.open;
        setOpen(opened);
        if (opened && (read?.of !== revisadoEl || read.report === 'error')) load();
      }}
    >
      <summary>{CONFORMITY_SECTION_TEXT.problems}</summary>
      {open &&
        (current === undefined ? (
          <Spinner label={CONFORMITY_SECTION_TEXT.loadingProblems} />
        ) : current === null ? (
          <p>{CONFORMITY_TEXT.never}</p>
        ) : current === 'error' ? (
          <p role="alert">No se pudieron leer los problemas. Cierre y abra de nuevo para reintentar.</p>
        ) : (
          <ConformityReportView
            report={current}
            pageHref={(path) => new URL(path.slice(1), school.url).href}
          />
        ))}
    </details>
  );
}

export const CONFORMITY_SECTION: SecretariaSection = {
  path: 'conformidad',
  label: 'Revisión automática',
  access: 'read',
  route: conformityRoute,
};
