/**
 * /admin/pqrsd: Atención al ciudadano's inbox. The requests with their type, state and
 * the business days left, overdue ones first (the server's order); `?r=radicado` opens one to read
 * it (and its attachment, through the staff API), answer it, transfer it or extend its term, with
 * every action listed with who and when. Mail the server could not send is listed with its error
 * and "Reintentar el envío". Everything is read by the route's loader and written by its action
 * (intents answer, transfer, extend, retry) through a fetcher, like the other admin screens.
 * The list filters by state, type and due date and searches by radicado, name and subject (inbox-filter).
 * The parts are beside it: inbox-table, unsent-mail-box, request-detail (request-facts and the
 * answer, transfer and extend forms on intent-form).
 */
import { useState } from 'react';
import {
  data,
  Link,
  useFetcher,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { richTextFrom } from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { Deferred } from '@/components/deferred';
import { Spinner } from '@/components/spinner';
import { useAdminUser } from '@/features/auth/auth-context';
import { deferredRead, type AdminSession } from '../admin-session';
import { problemFrom } from '../form/problem';
import { PageHeader } from '../pages/page-header';
import { ProblemAlert } from '../components/problem-alert';
import { RouteDeferred } from '../components/route-deferred';
import { RouteLoadFailed } from '../components/route-load-failed';
import type { InboxResult, Intent } from './inbox-fetcher';
import { NO_FILTER, type InboxFilter } from './inbox-filter';
import { InboxTable } from './inbox-table';
import {
  answerPqrsd,
  extendPqrsd,
  getPqrsd,
  listInbox,
  listUnsentMail,
  retryMail,
  transferPqrsd,
  type Inbox,
  type PqrsdRequest,
  type UnsentMail,
} from './pqrsd-api';
import { PQRSD_TEXT as T } from './pqrsd-text';
import { formatDay } from './format-day';
import { RequestDetail } from './request-detail';
import { UnsentMailBox } from './unsent-mail-box';
import { useStaffDownload } from './use-staff-download';
import './pqrsd-inbox.css';

const LOADING = <Spinner label={T.loading} />;
const LOADING_ONE = <Spinner label={T.loadingOne} />;

interface InboxData {
  inbox: Promise<Inbox>;
  mail: Promise<UnsentMail[]>;
  open: { radicado: string; request: Promise<PqrsdRequest> } | null;
}

/** Starts reading the list, the unsent mail and the open request (fresh, with the token) without waiting. */
export function pqrsdLoader(session: AdminSession) {
  return ({ request }: LoaderFunctionArgs): InboxData => {
    const radicado = new URL(request.url).searchParams.get('r');
    const token = session.token();
    return {
      inbox: deferredRead(token.then((t) => listInbox(t, request.signal))),
      mail: deferredRead(token.then((t) => listUnsentMail(t, request.signal))),
      open: radicado
        ? { radicado, request: deferredRead(token.then((t) => getPqrsd(radicado, t, request.signal))) }
        : null,
    };
  };
}

const intentOf = (value: FormDataEntryValue | null): Intent =>
  value === 'transfer' || value === 'extend' || value === 'retry' ? value : 'answer';
const field = (form: FormData, name: string) => String(form.get(name) ?? '');
/** The answer form's document, JSON in its hidden field (the server checks it again either way). */
const answerDoc = (raw: string) => {
  try {
    return richTextFrom(JSON.parse(raw));
  } catch {
    return richTextFrom(raw);
  }
};

/** The four writes. A refusal (4xx) keeps the list and the forms as they were, typed text included. */
export function pqrsdAction(session: AdminSession) {
  return async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    const intent = intentOf(form.get('intent'));
    const radicado = field(form, 'radicado');
    try {
      const token = await session.token();
      if (intent === 'retry') {
        const { sent, failed } = await retryMail(token);
        return data<InboxResult>({ intent, notice: T.retried(sent, failed) });
      }
      if (intent === 'transfer') {
        const entity = field(form, 'entity');
        await transferPqrsd(radicado, token, entity, field(form, 'reason'));
        return data<InboxResult>({ intent, notice: T.transferred(radicado, entity.trim()) });
      }
      if (intent === 'extend') {
        const to = await extendPqrsd(radicado, token, field(form, 'newDate'), field(form, 'reason'));
        return data<InboxResult>({ intent, notice: T.extended(radicado, formatDay(to.dueDate)) });
      }
      const pdf = form.get('pdf');
      await answerPqrsd(radicado, token, {
        text: answerDoc(field(form, 'text')),
        denied: form.get('denied') === 'on',
        pdf: pdf instanceof File && pdf.size > 0 ? pdf : null,
      });
      return data<InboxResult>({ intent, notice: T.answered(radicado) });
    } catch (err) {
      return data<InboxResult>({ intent, problem: problemFrom(err).message }, 400);
    }
  };
}

export function PqrsdInboxPage() {
  const user = useAdminUser();
  const { inbox, mail, open } = useLoaderData<InboxData>();
  const report = useStaffDownload();
  // One fetcher for every write, here where it outlives the parts the route draws again after a
  // write (the request, the outbox), so what the write answered stays on screen.
  const fetcher = useFetcher<InboxResult>();
  // The filters and search: kept here, so they stay while a request is open and after a write.
  const [filter, setFilter] = useState<InboxFilter>(NO_FILTER);

  return (
    <section className="adm-page">
      <PageHeader title={T.title} subtitle={user.email ?? undefined}>
        <button
          type="button"
          className="adm-btn"
          onClick={() => void report.download('/api/pqrsd/informe.csv', 'informe-pqrsd.csv')}
        >
          {T.csv}
        </button>
        <Link className="adm-btn" to={ADMIN_PATHS.home}>
          {T.back}
        </Link>
      </PageHeader>
      <ProblemAlert message={report.problem} />
      <Deferred
        resolve={mail}
        loading={null}
        failed={() => null}
        report="Error al leer los correos sin enviar:"
      >
        {(items) => <UnsentMailBox items={items} fetcher={fetcher} />}
      </Deferred>
      {open && (
        <Deferred
          resolve={open.request}
          loading={LOADING_ONE}
          failed={(error) => (
            <RouteLoadFailed error={error} loading={LOADING_ONE} retryLabel={T.retry}>
              <Link className="adm-btn" to={ADMIN_PATHS.pqrsd}>
                {T.close}
              </Link>
            </RouteLoadFailed>
          )}
          report={`Error al cargar ${open.radicado}:`}
        >
          {(request) => <RequestDetail key={request.radicado} request={request} fetcher={fetcher} />}
        </Deferred>
      )}
      <RouteDeferred
        resolve={inbox}
        loading={LOADING}
        retryLabel={T.retry}
        report="Error al cargar las solicitudes:"
      >
        {(list) => (
          <InboxTable
            inbox={list}
            openRadicado={open?.radicado ?? null}
            filter={filter}
            onFilter={setFilter}
          />
        )}
      </RouteDeferred>
    </section>
  );
}
