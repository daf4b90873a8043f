/**
 * /admin/pqrsd (issue 24): Atención al ciudadano's inbox. The requests with their type, state and
 * the business days left, overdue ones first (the server's order); `?r=radicado` opens one to read
 * it (and its attachment, through the staff API), answer it, transfer it or extend its term, with
 * every action listed with who and when. Mail the server could not send is listed with its error
 * and "Reintentar el envío". Everything is read by the route's loader and written by its action
 * (intents answer, transfer, extend, retry) through a fetcher, like the other admin screens.
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
import { PQRSD_STATE_LABELS, PQRSD_TYPE_LABELS, PQRSD_TERM_DAYS } from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { Deferred } from '@/components/deferred';
import { Spinner } from '@/components/spinner';
import { useAdminUser } from '@/features/auth/auth-context';
import { deferredRead, type AdminSession } from '../admin-session';
import { problemFrom } from '../form/problem';
import { PageHeader } from '../pages/page-header';
import { RouteLoadFailed } from '../components/route-load-failed';
import { formatStamp } from '../lib/format-stamp';
import {
  answerPdfPath,
  answerPqrsd,
  attachmentPath,
  downloadStaffFile,
  extendPqrsd,
  getPqrsd,
  listInbox,
  listUnsentMail,
  openRequestPath,
  retryMail,
  transferPqrsd,
  type Inbox,
  type InboxItem,
  type PqrsdRequest,
  type UnsentMail,
} from './pqrsd-api';
import { PQRSD_TEXT as T } from './pqrsd-text';
import { bogotaToday, formatDay } from './format-day';
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

type Intent = 'answer' | 'transfer' | 'extend' | 'retry';
type InboxResult = { intent: Intent; notice: string } | { intent: Intent; problem: string };

const intentOf = (value: FormDataEntryValue | null): Intent =>
  value === 'transfer' || value === 'extend' || value === 'retry' ? value : 'answer';
const field = (form: FormData, name: string) => String(form.get(name) ?? '');

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
        text: field(form, 'text'),
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
  const [problem, setProblem] = useState<string | null>(null);
  // One fetcher for every write, here where it outlives the parts the route draws again after a
  // write (the request, the outbox), so what the write answered stays on screen.
  const fetcher = useFetcher<InboxResult>();

  async function downloadCsv() {
    setProblem(null);
    try {
      await downloadStaffFile('/api/pqrsd/informe.csv', await user.getIdToken(), 'informe-pqrsd.csv');
    } catch (err) {
      setProblem(problemFrom(err).message);
    }
  }

  return (
    <section className="adm-page">
      <PageHeader title={T.title} subtitle={user.email ?? undefined}>
        <button type="button" className="adm-btn" onClick={() => void downloadCsv()}>
          {T.csv}
        </button>
        <Link className="adm-btn" to={ADMIN_PATHS.home}>
          {T.back}
        </Link>
      </PageHeader>
      {problem && (
        <div className="adm-alert" role="alert">
          <p className="adm-alert__message">{problem}</p>
        </div>
      )}
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
      <Deferred
        resolve={inbox}
        loading={LOADING}
        failed={(error) => <RouteLoadFailed error={error} loading={LOADING} retryLabel={T.retry} />}
        report="Error al cargar las solicitudes:"
      >
        {(list) => <InboxTable inbox={list} openRadicado={open?.radicado ?? null} />}
      </Deferred>
    </section>
  );
}

/** "Quedan 3 días hábiles", "Vencida hace 2 días hábiles", or why there is no count. */
export function termLeft(item: Pick<InboxItem, 'daysLeft' | 'tipo'>): string {
  if (item.daysLeft === null) return PQRSD_TERM_DAYS[item.tipo] === null ? T.noTerm : T.closed;
  if (item.daysLeft < 0) return T.overdueBy(-item.daysLeft);
  return item.daysLeft === 0 ? T.dueToday : T.daysLeft(item.daysLeft);
}

function InboxTable({ inbox, openRadicado }: { inbox: Inbox; openRadicado: string | null }) {
  if (inbox.items.length === 0) return <p className="adm-muted">{T.empty}</p>;
  return (
    <div className="adm-table-wrap">
      <table className="adm-table pqrsd-inbox">
        <caption className="adm-sr-only">{T.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.radicado}</th>
            <th scope="col">{T.type}</th>
            <th scope="col">{T.subject}</th>
            <th scope="col">{T.from}</th>
            <th scope="col">{T.received}</th>
            <th scope="col">{T.due}</th>
            <th scope="col">{T.left}</th>
            <th scope="col">{T.state}</th>
          </tr>
        </thead>
        <tbody>
          {inbox.items.map((item) => (
            <tr
              key={item.radicado}
              className={item.overdue ? 'pqrsd-inbox__row--overdue' : undefined}
              aria-current={item.radicado === openRadicado ? 'true' : undefined}
            >
              <td data-label={T.radicado}>
                <Link
                  className="adm-link pqrsd-inbox__radicado"
                  to={openRequestPath(item.radicado)}
                  aria-label={T.open(item.radicado)}
                >
                  {item.radicado}
                </Link>
              </td>
              <td data-label={T.type}>{PQRSD_TYPE_LABELS[item.tipo]}</td>
              <td data-label={T.subject}>
                <span className="adm-table__clamp">{item.asunto}</span>
              </td>
              <td data-label={T.from}>{item.anonimo ? T.anonymous : item.nombre}</td>
              <td data-label={T.received}>{formatDay(item.receivedDate)}</td>
              <td data-label={T.due}>{item.dueDate ? formatDay(item.dueDate) : '—'}</td>
              <td data-label={T.left}>
                <span className={item.overdue ? 'pqrsd-inbox__overdue' : undefined}>{termLeft(item)}</span>
              </td>
              <td data-label={T.state}>{PQRSD_STATE_LABELS[item.estado]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type InboxFetcher = ReturnType<typeof useFetcher<InboxResult>>;

function UnsentMailBox({ items, fetcher }: { items: UnsentMail[]; fetcher: InboxFetcher }) {
  const answered = fetcher.state === 'idle' ? fetcher.data : undefined;
  const result = answered?.intent === 'retry' ? answered : undefined;
  if (items.length === 0 && !result) return null;
  return (
    <section className="pqrsd-mail" aria-labelledby="pqrsd-mail-title">
      <h2 id="pqrsd-mail-title" className="adm-toolbar__title">
        {T.mailHeading}
      </h2>
      {result && 'notice' in result && (
        <p className="adm-notice" role="status">
          {result.notice}
        </p>
      )}
      {result && 'problem' in result && (
        <div className="adm-alert" role="alert">
          <p className="adm-alert__message">{result.problem}</p>
        </div>
      )}
      {items.length > 0 && (
        <>
          <p className="adm-muted">{T.mailIntro}</p>
          <div className="adm-table-wrap">
            <table className="adm-table">
              <caption className="adm-sr-only">{T.mailCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.radicado}</th>
                  <th scope="col">{T.mailKind}</th>
                  <th scope="col">{T.mailTo}</th>
                  <th scope="col">{T.mailState}</th>
                  <th scope="col">{T.mailAttempts}</th>
                  <th scope="col">{T.mailError}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((m) => (
                  <tr key={m.id}>
                    <td data-label={T.radicado}>{m.radicado}</td>
                    <td data-label={T.mailKind}>{T.mailKinds[m.kind] ?? m.kind}</td>
                    <td data-label={T.mailTo}>{m.to === 'colegio' ? 'Colegio' : 'Ciudadano'}</td>
                    <td data-label={T.mailState}>{m.state === 'failed' ? T.mailFailed : T.mailPending}</td>
                    <td data-label={T.mailAttempts}>{m.attempts}</td>
                    <td data-label={T.mailError}>
                      <span className="adm-table__clamp">{m.lastError ?? '—'}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <fetcher.Form method="post" action={ADMIN_PATHS.pqrsd} className="pqrsd-mail__retry">
            <input type="hidden" name="intent" value="retry" />
            <button type="submit" className="adm-btn" disabled={fetcher.state !== 'idle'}>
              {fetcher.state !== 'idle' && fetcher.formData?.get('intent') === 'retry'
                ? T.retryingMail
                : T.retryMail}
            </button>
          </fetcher.Form>
        </>
      )}
    </section>
  );
}

const isOpen = (r: PqrsdRequest) => r.estado === 'radicada' || r.estado === 'prorrogada';

function RequestDetail({ request, fetcher }: { request: PqrsdRequest; fetcher: InboxFetcher }) {
  const user = useAdminUser();
  const answered = fetcher.state === 'idle' ? fetcher.data : undefined;
  const result = answered && answered.intent !== 'retry' ? answered : undefined;
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const action = openRequestPath(request.radicado);
  const problemOf = (intent: Intent) =>
    result && 'problem' in result && result.intent === intent ? result.problem : null;
  const busy = fetcher.state !== 'idle';
  const today = bogotaToday();
  const canExtend =
    isOpen(request) &&
    PQRSD_TERM_DAYS[request.tipo] !== null &&
    request.dueDate !== null &&
    today <= request.dueDate;

  async function download(path: string, name: string) {
    setFileProblem(null);
    try {
      await downloadStaffFile(path, await user.getIdToken(), name);
    } catch (err) {
      setFileProblem(problemFrom(err).message);
    }
  }

  return (
    <article className="pqrsd-detail" aria-labelledby="pqrsd-detail-title">
      <div className="pqrsd-detail__head">
        <h2 id="pqrsd-detail-title" className="pqrsd-detail__title">
          {request.radicado}: {request.asunto}
        </h2>
        <Link className="adm-btn adm-btn--small" to={ADMIN_PATHS.pqrsd}>
          {T.close}
        </Link>
      </div>
      {result && 'notice' in result && (
        <p className="adm-notice" role="status">
          {result.notice}
        </p>
      )}
      <dl className="pqrsd-detail__facts">
        <div>
          <dt>{T.type}</dt>
          <dd>{PQRSD_TYPE_LABELS[request.tipo]}</dd>
        </div>
        <div>
          <dt>{T.state}</dt>
          <dd>{PQRSD_STATE_LABELS[request.estado]}</dd>
        </div>
        <div>
          <dt>{T.received}</dt>
          <dd>{formatStamp(request.receivedAt)}</dd>
        </div>
        <div>
          <dt>{T.due}</dt>
          <dd>
            {request.dueDate ? formatDay(request.dueDate) : T.noTerm}
            {request.originalDueDate && request.dueDate !== request.originalDueDate && (
              <span className="pqrsd-detail__note">{T.originalDue(formatDay(request.originalDueDate))}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{T.name}</dt>
          <dd>{request.anonimo ? T.anonymous : request.nombre}</dd>
        </div>
        {request.documento && (
          <div>
            <dt>{T.document}</dt>
            <dd>{request.documento}</dd>
          </div>
        )}
        {request.email && (
          <div>
            <dt>{T.email}</dt>
            <dd>
              <a className="adm-link" href={`mailto:${request.email}`}>
                {request.email}
              </a>
            </dd>
          </div>
        )}
        {request.telefono && (
          <div>
            <dt>{T.phone}</dt>
            <dd>{request.telefono}</dd>
          </div>
        )}
        <div>
          <dt>{T.consent}</dt>
          <dd>{T.consentValue(request.consent.version, formatStamp(request.consent.at))}</dd>
        </div>
      </dl>
      <h3 className="pqrsd-detail__subtitle">{T.message}</h3>
      <p className="pqrsd-detail__text">{request.mensaje}</p>
      {request.attachment && (
        <p>
          <button
            type="button"
            className="adm-btn adm-btn--small"
            onClick={() => void download(attachmentPath(request.radicado), request.attachment!.name)}
          >
            {T.downloadAttachment(request.attachment.name)}
          </button>
        </p>
      )}
      {fileProblem && (
        <div className="adm-alert" role="alert">
          <p className="adm-alert__message">{fileProblem}</p>
        </div>
      )}

      {request.answer && (
        <>
          <h3 className="pqrsd-detail__subtitle">{T.answer}</h3>
          {request.answer.denied && <p className="adm-badge">{T.deniedBadge}</p>}
          <p className="pqrsd-detail__text">{request.answer.text}</p>
          {request.answer.pdf && (
            <p>
              <button
                type="button"
                className="adm-btn adm-btn--small"
                onClick={() => void download(answerPdfPath(request.radicado), request.answer!.pdf!.name)}
              >
                {T.answerPdf}
              </button>
            </p>
          )}
        </>
      )}
      {request.transfer && (
        <>
          <h3 className="pqrsd-detail__subtitle">{T.transferHeading}</h3>
          <p className="pqrsd-detail__text">
            {T.transferredTo(request.transfer.entity, request.transfer.reason)}
          </p>
        </>
      )}

      <h3 className="pqrsd-detail__subtitle">{T.history}</h3>
      <ol className="pqrsd-detail__log">
        {request.log.map((entry, i) => (
          <li key={i}>
            <strong>{T.actions[entry.action]}</strong> · {formatStamp(entry.at)} · {T.actor(entry.by)}
            {entry.detail && <span className="pqrsd-detail__note">{entry.detail}</span>}
          </li>
        ))}
      </ol>

      {isOpen(request) && (
        <div className="pqrsd-detail__forms">
          <fetcher.Form method="post" action={action} encType="multipart/form-data" className="pqrsd-form">
            <h3 className="pqrsd-detail__subtitle">{T.answerHeading}</h3>
            <input type="hidden" name="intent" value="answer" />
            <input type="hidden" name="radicado" value={request.radicado} />
            <div className="adm-field">
              <label className="adm-field__label" htmlFor="pqrsd-answer-text">
                {T.answerText}
              </label>
              <textarea
                id="pqrsd-answer-text"
                name="text"
                className="adm-input adm-input--area"
                rows={8}
                required
                maxLength={20000}
                aria-describedby="pqrsd-answer-hint"
              />
              <p id="pqrsd-answer-hint" className="adm-field__hint">
                {T.answerHint}
              </p>
            </div>
            {request.tipo === 'informacion' && (
              <div className="adm-field">
                <label className="pqrsd-form__check">
                  <input type="checkbox" name="denied" aria-describedby="pqrsd-denied-hint" /> {T.denied}
                </label>
                <p id="pqrsd-denied-hint" className="adm-field__hint">
                  {T.deniedHint}
                </p>
              </div>
            )}
            <div className="adm-field">
              <label className="adm-field__label" htmlFor="pqrsd-answer-pdf">
                {T.pdf}
              </label>
              <input
                id="pqrsd-answer-pdf"
                name="pdf"
                type="file"
                accept="application/pdf,.pdf"
                className="adm-input"
              />
            </div>
            <FormProblem message={problemOf('answer')} />
            <button type="submit" className="adm-btn adm-btn--primary" disabled={busy}>
              {busy && fetcher.formData?.get('intent') === 'answer' ? T.sending : T.send}
            </button>
          </fetcher.Form>

          <fetcher.Form method="post" action={action} className="pqrsd-form">
            <h3 className="pqrsd-detail__subtitle">{T.transferHeading}</h3>
            <p className="adm-field__hint">{T.transferHint}</p>
            <input type="hidden" name="intent" value="transfer" />
            <input type="hidden" name="radicado" value={request.radicado} />
            <div className="adm-field">
              <label className="adm-field__label" htmlFor="pqrsd-entity">
                {T.entity}
              </label>
              <input id="pqrsd-entity" name="entity" className="adm-input" required maxLength={200} />
            </div>
            <div className="adm-field">
              <label className="adm-field__label" htmlFor="pqrsd-transfer-reason">
                {T.reason}
              </label>
              <textarea
                id="pqrsd-transfer-reason"
                name="reason"
                className="adm-input adm-input--area"
                rows={3}
                required
                maxLength={2000}
              />
            </div>
            <FormProblem message={problemOf('transfer')} />
            <button type="submit" className="adm-btn" disabled={busy}>
              {busy && fetcher.formData?.get('intent') === 'transfer' ? T.transferring : T.transfer}
            </button>
          </fetcher.Form>

          {canExtend && (
            <fetcher.Form method="post" action={action} className="pqrsd-form">
              <h3 className="pqrsd-detail__subtitle">{T.extendHeading}</h3>
              <p className="adm-field__hint">{T.extendHint}</p>
              <input type="hidden" name="intent" value="extend" />
              <input type="hidden" name="radicado" value={request.radicado} />
              <div className="adm-field">
                <label className="adm-field__label" htmlFor="pqrsd-new-date">
                  {T.newDate}
                </label>
                <input
                  id="pqrsd-new-date"
                  name="newDate"
                  type="date"
                  className="adm-input"
                  required
                  min={request.dueDate ?? undefined}
                />
              </div>
              <div className="adm-field">
                <label className="adm-field__label" htmlFor="pqrsd-extend-reason">
                  {T.reason}
                </label>
                <textarea
                  id="pqrsd-extend-reason"
                  name="reason"
                  className="adm-input adm-input--area"
                  rows={3}
                  required
                  maxLength={2000}
                />
              </div>
              <FormProblem message={problemOf('extend')} />
              <button type="submit" className="adm-btn" disabled={busy}>
                {busy && fetcher.formData?.get('intent') === 'extend' ? T.extending : T.extend}
              </button>
            </fetcher.Form>
          )}
        </div>
      )}
    </article>
  );
}

function FormProblem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="adm-alert" role="alert">
      <p className="adm-alert__message">{message}</p>
    </div>
  );
}
