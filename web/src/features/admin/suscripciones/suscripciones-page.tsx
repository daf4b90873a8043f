/**
 * /admin/suscripciones, «Suscripciones» (decision 0039): how many families follow each topic (by
 * e-mail, by mode, on their phones) and how many have not confirmed yet; for administrators the
 * addresses, filtered by the address's part, topic, state and mode (the filter lives in the URL, a
 * GET form), «Descargar CSV» of what the filter shows, and «Eliminar» one on the person's request,
 * after a confirmation; and «Avisos a las familias»: each notice's messages per state, its phones,
 * and for a circular that asks for it, who received and who confirmed, the list, and the one
 * reminder. The reads are the route's loader; the deletion and the reminder its action, whose
 * answer is said above the section it came from (the filter and the list stay as they were).
 */
import { useId, useState } from 'react';
import {
  data,
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
  useSubmit,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { can } from '@model/roles';
import { MODE_LABELS, MODES, TOPIC_LABELS, TOPICS, type Mode, type Topic } from '@model/subscriptions';
import {
  subscriberStateLabel,
  topicsText,
  type NoticeRow,
  type SubscriberFilter,
  type SubscriberList,
  type SubscriberRow,
  type SubscriptionCounts,
} from '@model/subscriptions-staff';
import { ADMIN_PATHS } from '@/config/paths';
import { Spinner } from '@/components/spinner';
import { useRole } from '@/features/auth/auth-context';
import { deferredRead, type AdminSession } from '../admin-session';
import { AdminTable } from '../components/admin-table';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Notice } from '../components/notice';
import { ProblemAlert } from '../components/problem-alert';
import { RouteDeferred } from '../components/route-deferred';
import { problemFrom } from '../form/problem';
import { formatStamp } from '../lib/format-stamp';
import { PageHeader } from '../pages/page-header';
import { useStaffDownload } from '../pqrsd/use-staff-download';
import {
  deleteSubscriber,
  listNotices,
  listSubscribers,
  readCounts,
  sendReminder,
  subscribersCsvPath,
} from './suscripciones-api';
import { noticeStateLabel, SUBS_TEXT } from './suscripciones-text';
import './suscripciones.css';

interface SubsData {
  counts: Promise<SubscriptionCounts>;
  notices: Promise<{ items: NoticeRow[] }>;
  /** Administrators only (`suscriptores`). */
  list?: Promise<SubscriberList>;
}

/** The filter of the URL (?q= &tema= &estado= &modo=), unknown values left out. */
export function filterOfSearch(params: URLSearchParams): SubscriberFilter {
  const filter: SubscriberFilter = {};
  const q = params.get('q')?.trim();
  if (q) filter.q = q;
  const tema = params.get('tema');
  if ((TOPICS as readonly string[]).includes(tema ?? '')) filter.tema = tema as Topic;
  const estado = params.get('estado');
  if (estado === 'pendiente' || estado === 'confirmada') filter.estado = estado;
  const modo = params.get('modo');
  if ((MODES as readonly string[]).includes(modo ?? '')) filter.modo = modo as Mode;
  return filter;
}

export function suscripcionesLoader(session: AdminSession) {
  return async ({ request }: LoaderFunctionArgs): Promise<SubsData> => {
    const state = await session.state();
    const token = session.token();
    const filter = filterOfSearch(new URL(request.url).searchParams);
    return {
      counts: deferredRead(token.then((t) => readCounts(t, request.signal))),
      notices: deferredRead(token.then((t) => listNotices(t, request.signal))),
      ...(state.status === 'admin' && can(state.role, 'suscriptores')
        ? { list: deferredRead(token.then((t) => listSubscribers(filter, t, request.signal))) }
        : {}),
    };
  };
}

/** What the action did, said above the section it came from. */
export interface SubsActionResult {
  section: 'direcciones' | 'avisos';
  notice?: string;
  problem?: string;
}

export function suscripcionesAction(session: AdminSession) {
  return async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    const intent = String(form.get('intent') ?? '');
    if (intent === 'eliminar') {
      const email = String(form.get('email') ?? '');
      try {
        await deleteSubscriber(String(form.get('id') ?? ''), await session.token());
        return data<SubsActionResult>({ section: 'direcciones', notice: SUBS_TEXT.removed(email) });
      } catch (err) {
        return data<SubsActionResult>(
          { section: 'direcciones', problem: SUBS_TEXT.removeFailed(email, problemFrom(err).message) },
          400,
        );
      }
    }
    const title = String(form.get('titulo') ?? '');
    try {
      await sendReminder(String(form.get('aviso') ?? ''), await session.token());
      return data<SubsActionResult>({ section: 'avisos', notice: SUBS_TEXT.remindDone(title) });
    } catch (err) {
      return data<SubsActionResult>(
        { section: 'avisos', problem: SUBS_TEXT.remindFailed(title, problemFrom(err).message) },
        400,
      );
    }
  };
}

export function SuscripcionesPage() {
  const { counts, notices, list } = useLoaderData<SubsData>();
  const role = useRole();
  const result = useActionData<SubsActionResult>();
  const said = (section: SubsActionResult['section']) =>
    result?.section === section ? (
      <>
        <Notice message={result.notice} />
        <ProblemAlert message={result.problem} />
      </>
    ) : null;
  return (
    <section className="adm-page subs-page">
      <PageHeader title={SUBS_TEXT.title} subtitle={SUBS_TEXT.subtitle}>
        <Link className="adm-btn" to={ADMIN_PATHS.home}>
          {SUBS_TEXT.back}
        </Link>
      </PageHeader>

      <section aria-labelledby="subs-counts">
        <h2 id="subs-counts" className="subs-heading">
          {SUBS_TEXT.countsTitle}
        </h2>
        <RouteDeferred
          resolve={counts}
          loading={<Spinner label={SUBS_TEXT.loadingCounts} />}
          retryLabel={SUBS_TEXT.retry}
          report="Error al cargar los conteos de suscripciones:"
        >
          {(c) => <Counts counts={c} />}
        </RouteDeferred>
      </section>

      <section aria-labelledby="subs-addresses">
        <h2 id="subs-addresses" className="subs-heading">
          {SUBS_TEXT.addressesTitle}
        </h2>
        {list && can(role, 'suscriptores') ? (
          <>
            <p className="adm-muted">{SUBS_TEXT.addressesIntro}</p>
            <AddressFilter />
            {said('direcciones')}
            <RouteDeferred
              resolve={list}
              loading={<Spinner label={SUBS_TEXT.loadingList} />}
              retryLabel={SUBS_TEXT.retry}
              report="Error al cargar las direcciones:"
            >
              {(l) => <Addresses list={l} />}
            </RouteDeferred>
          </>
        ) : (
          <p className="adm-muted">{SUBS_TEXT.editorNote}</p>
        )}
      </section>

      <section aria-labelledby="subs-notices">
        <h2 id="subs-notices" className="subs-heading">
          {SUBS_TEXT.noticesTitle}
        </h2>
        <p className="adm-muted">{SUBS_TEXT.noticesIntro}</p>
        {said('avisos')}
        <RouteDeferred
          resolve={notices}
          loading={<Spinner label={SUBS_TEXT.loadingNotices} />}
          retryLabel={SUBS_TEXT.retry}
          report="Error al cargar los avisos a las familias:"
        >
          {(n) => <Notices items={n.items} />}
        </RouteDeferred>
      </section>
    </section>
  );
}

const n = (value: number) => value.toLocaleString('es-CO');

function Counts({ counts }: { counts: SubscriptionCounts }) {
  const columns = [
    SUBS_TEXT.topic,
    SUBS_TEXT.mailNow,
    SUBS_TEXT.mailWeekly,
    SUBS_TEXT.total,
    SUBS_TEXT.phones,
  ];
  return (
    <>
      <ul className="subs-tiles">
        <li className="subs-tile subs-tile--ok">
          <span className="subs-tile__count">{n(counts.confirmadas)}</span> {SUBS_TEXT.tileConfirmed}
        </li>
        <li className="subs-tile subs-tile--pending">
          <span className="subs-tile__count">{n(counts.pendientes)}</span> {SUBS_TEXT.tilePending}
        </li>
        <li className="subs-tile subs-tile--push">
          <span className="subs-tile__count">{n(counts.push)}</span> {SUBS_TEXT.tilePhones}
        </li>
      </ul>
      <p className="adm-field__hint">{SUBS_TEXT.pendingHint}</p>
      <AdminTable caption={SUBS_TEXT.countsCaption} columns={columns} className="subs-counts">
        {TOPICS.map((t) => (
          <tr key={t}>
            <th scope="row" data-label={SUBS_TEXT.topic}>
              {TOPIC_LABELS[t]}
            </th>
            <td data-label={SUBS_TEXT.mailNow}>{n(counts.porTema[t].inmediato)}</td>
            <td data-label={SUBS_TEXT.mailWeekly}>{n(counts.porTema[t].semanal)}</td>
            <td data-label={SUBS_TEXT.total}>{n(counts.temas[t])}</td>
            <td data-label={SUBS_TEXT.phones}>{n(counts.pushPorTema[t])}</td>
          </tr>
        ))}
      </AdminTable>
      <p className="adm-field__hint">{SUBS_TEXT.countsNote}</p>
    </>
  );
}

/** The addresses' filter: a GET form, so the URL holds it (reload, back) and the loader reads it. */
function AddressFilter() {
  const [params] = useSearchParams();
  const id = useId();
  const filter = filterOfSearch(params);
  const { download, problem } = useStaffDownload();
  const active = Object.keys(filter).length > 0;
  return (
    <>
      {/* Keyed by the URL: "Quitar filtros" and back/forward show the filter the list is of. */}
      <Form method="get" className="subs-filter" key={params.toString()}>
        <div className="subs-filter__field subs-filter__field--wide">
          <label className="adm-field__label" htmlFor={`${id}-q`}>
            {SUBS_TEXT.search}
          </label>
          <input
            id={`${id}-q`}
            className="adm-input"
            type="search"
            name="q"
            defaultValue={filter.q ?? ''}
            autoComplete="off"
          />
        </div>
        <Choice
          id={`${id}-t`}
          name="tema"
          label={SUBS_TEXT.topicFilter}
          any={SUBS_TEXT.anyTopic}
          value={filter.tema}
        >
          {TOPICS.map((t) => (
            <option key={t} value={t}>
              {TOPIC_LABELS[t]}
            </option>
          ))}
        </Choice>
        <Choice
          id={`${id}-e`}
          name="estado"
          label={SUBS_TEXT.stateFilter}
          any={SUBS_TEXT.anyState}
          value={filter.estado}
        >
          <option value="confirmada">{subscriberStateLabel('confirmada')}</option>
          <option value="pendiente">{subscriberStateLabel('pendiente')}</option>
        </Choice>
        <Choice
          id={`${id}-m`}
          name="modo"
          label={SUBS_TEXT.modeFilter}
          any={SUBS_TEXT.anyMode}
          value={filter.modo}
        >
          {MODES.map((m) => (
            <option key={m} value={m}>
              {MODE_LABELS[m]}
            </option>
          ))}
        </Choice>
        <div className="subs-filter__actions">
          <button type="submit" className="adm-btn adm-btn--primary">
            {SUBS_TEXT.filter}
          </button>
          {active && (
            <Link className="adm-btn adm-btn--ghost" to={ADMIN_PATHS.suscripciones}>
              {SUBS_TEXT.clear}
            </Link>
          )}
          <button
            type="button"
            className="adm-btn"
            onClick={() => void download(subscribersCsvPath(filter), SUBS_TEXT.csvName)}
          >
            {SUBS_TEXT.csv}
          </button>
        </div>
      </Form>
      <ProblemAlert message={problem} />
    </>
  );
}

function Choice({
  id,
  name,
  label,
  any,
  value,
  children,
}: {
  id: string;
  name: string;
  label: string;
  any: string;
  value: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="subs-filter__field">
      <label className="adm-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="adm-input" name={name} defaultValue={value ?? ''}>
        <option value="">{any}</option>
        {children}
      </select>
    </div>
  );
}

function Addresses({ list }: { list: SubscriberList }) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [asked, setAsked] = useState<SubscriberRow | null>(null);
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'eliminar';
  if (list.items.length === 0)
    return (
      <p className="adm-empty">
        {Object.keys(filterOfSearch(params)).length ? SUBS_TEXT.noneFound : SUBS_TEXT.none}
      </p>
    );
  const columns = [
    SUBS_TEXT.email,
    SUBS_TEXT.state,
    SUBS_TEXT.topics,
    SUBS_TEXT.mode,
    SUBS_TEXT.since,
    SUBS_TEXT.action,
  ];
  return (
    <>
      <p className="adm-field__hint" role="status">
        {SUBS_TEXT.shown(list.items.length, list.total)}
      </p>
      <AdminTable caption={SUBS_TEXT.addressesTitle} columns={columns} className="subs-addresses">
        {list.items.map((row) => (
          <tr key={row.id}>
            <td data-label={SUBS_TEXT.email} className="adm-table__wrap">
              {row.email}
            </td>
            <td data-label={SUBS_TEXT.state}>
              <span className={`subs-badge subs-badge--${row.estado}`}>
                {subscriberStateLabel(row.estado)}
              </span>
            </td>
            <td data-label={SUBS_TEXT.topics}>{topicsText(row.temas)}</td>
            <td data-label={SUBS_TEXT.mode}>{MODE_LABELS[row.modo]}</td>
            <td data-label={SUBS_TEXT.since}>
              <time dateTime={row.creadaEl}>{formatStamp(row.creadaEl)}</time>
            </td>
            <td data-label={SUBS_TEXT.action}>
              <button
                type="button"
                className="adm-btn adm-btn--small adm-btn--danger"
                disabled={busy}
                onClick={() => setAsked(row)}
              >
                {SUBS_TEXT.remove}
                <span className="adm-sr-only">{` ${row.email}`}</span>
              </button>
            </td>
          </tr>
        ))}
      </AdminTable>
      {asked && (
        <ConfirmDialog
          title={SUBS_TEXT.removeTitle}
          confirmLabel={SUBS_TEXT.removeConfirm}
          danger
          onCancel={() => setAsked(null)}
          onConfirm={() => {
            // The action keeps the URL (and so the filter): the list is read again under it.
            submit(
              { intent: 'eliminar', id: asked.id, email: asked.email },
              { method: 'post', action: `${ADMIN_PATHS.suscripciones}?${params.toString()}` },
            );
            setAsked(null);
          }}
        >
          <p>{SUBS_TEXT.removeBody(asked.email)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

function Notices({ items }: { items: NoticeRow[] }) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [asked, setAsked] = useState<NoticeRow | null>(null);
  const sending = navigation.state === 'submitting' ? navigation.formData?.get('aviso') : null;
  if (items.length === 0) return <p className="adm-empty">{SUBS_TEXT.noNotices}</p>;
  const columns = [
    SUBS_TEXT.item,
    SUBS_TEXT.noticeState,
    SUBS_TEXT.queued,
    SUBS_TEXT.sent,
    SUBS_TEXT.waiting,
    SUBS_TEXT.held,
    SUBS_TEXT.failed,
    SUBS_TEXT.push,
    SUBS_TEXT.reading,
  ];
  return (
    <>
      <AdminTable caption={SUBS_TEXT.noticesCaption} columns={columns} className="subs-notices">
        {items.map((row) => (
          <tr key={row.id}>
            <td data-label={SUBS_TEXT.item} className="subs-notices__item">
              {/* One box: the narrow layout's cell is a grid of label and value. */}
              <div>
                <Link className="adm-link" to={ADMIN_PATHS.edit(row.coleccion, row.registro)}>
                  {row.titulo}
                </Link>
                <span className="subs-notices__meta">
                  {TOPIC_LABELS[row.tema]} · <time dateTime={row.creadoEl}>{formatStamp(row.creadoEl)}</time>
                  {SUBS_TEXT.version(row.version)}
                </span>
              </div>
            </td>
            <td data-label={SUBS_TEXT.noticeState}>{noticeStateLabel(row)}</td>
            <td data-label={SUBS_TEXT.queued}>{n(row.encolados)}</td>
            <td data-label={SUBS_TEXT.sent}>{n(row.enviados)}</td>
            <td data-label={SUBS_TEXT.waiting}>{n(row.pendientes)}</td>
            <td data-label={SUBS_TEXT.held}>
              {row.retenidos === null ? SUBS_TEXT.notCounted : n(row.retenidos)}
            </td>
            <td data-label={SUBS_TEXT.failed} className={row.fallidos ? 'subs-notices__bad' : undefined}>
              {n(row.fallidos)}
            </td>
            <td data-label={SUBS_TEXT.push}>{n(row.push)}</td>
            <td data-label={SUBS_TEXT.reading} className="subs-notices__reading">
              {row.enterado ? (
                <div className="subs-notices__reading-box">
                  <span>{SUBS_TEXT.received(row.enviados, row.confirmados)}</span>
                  <Link className="adm-link" to={ADMIN_PATHS.enterado(row.id)}>
                    {SUBS_TEXT.readList}
                    <span className="adm-sr-only">{` de «${row.titulo}»`}</span>
                  </Link>
                  {row.recordatorioEl ? (
                    <button type="button" className="adm-btn adm-btn--small" disabled>
                      {SUBS_TEXT.reminded(formatStamp(row.recordatorioEl))}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="adm-btn adm-btn--small"
                      disabled={sending === row.id}
                      onClick={() => setAsked(row)}
                    >
                      {SUBS_TEXT.remind}
                      <span className="adm-sr-only">{` de «${row.titulo}»`}</span>
                    </button>
                  )}
                </div>
              ) : (
                <span className="adm-muted">{SUBS_TEXT.noReading}</span>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      {asked && (
        <ConfirmDialog
          title={SUBS_TEXT.remindTitle}
          confirmLabel={SUBS_TEXT.remindConfirm}
          onCancel={() => setAsked(null)}
          onConfirm={() => {
            submit(
              { intent: 'recordatorio', aviso: asked.id, titulo: asked.titulo },
              { method: 'post', action: `${ADMIN_PATHS.suscripciones}?${params.toString()}` },
            );
            setAsked(null);
          }}
        >
          <p>{SUBS_TEXT.remindBody(Math.max(0, asked.enviados - asked.confirmados))}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
