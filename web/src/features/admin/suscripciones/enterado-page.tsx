/**
 * /admin/enterado?aviso=ID: a circular that asks for «Enterado», who received it and when, who
 * confirmed reading it and when (those who have not, first), and its CSV. The addresses only for
 * administrators; an editor sees each family by number.
 */
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { ReadList } from '@model/subscriptions-staff';
import { ADMIN_PATHS } from '@/config/paths';
import { Spinner } from '@/components/spinner';
import { deferredRead, type AdminSession } from '../admin-session';
import { AdminTable } from '../components/admin-table';
import { ProblemAlert } from '../components/problem-alert';
import { RouteDeferred } from '../components/route-deferred';
import { formatStamp } from '../lib/format-stamp';
import { PageHeader } from '../pages/page-header';
import { useStaffDownload } from '../pqrsd/use-staff-download';
import { readListCsvPath, readReadList } from './suscripciones-api';
import { SUBS_TEXT } from './suscripciones-text';
import './suscripciones.css';

interface ReadData {
  aviso: string;
  list: Promise<ReadList>;
}

export function enteradoLoader(session: AdminSession) {
  return ({ request }: LoaderFunctionArgs): ReadData => {
    const aviso = new URL(request.url).searchParams.get('aviso') ?? '';
    return {
      aviso,
      list: deferredRead(session.token().then((t) => readReadList(aviso, t, request.signal))),
    };
  };
}

export function EnteradoPage() {
  const { list } = useLoaderData<ReadData>();
  return (
    <section className="adm-page subs-page">
      <RouteDeferred
        resolve={list}
        loading={
          <>
            <Header />
            <Spinner label={SUBS_TEXT.readLoading} />
          </>
        }
        retryLabel={SUBS_TEXT.retry}
        report="Error al cargar la lista de «Enterado»:"
      >
        {(l) => (
          <>
            <Header subtitle={l.aviso.titulo} />
            <ReadTable list={l} />
          </>
        )}
      </RouteDeferred>
    </section>
  );
}

function Header({ subtitle }: { subtitle?: string }) {
  return (
    <PageHeader title={SUBS_TEXT.readTitle} subtitle={subtitle}>
      <Link className="adm-btn" to={ADMIN_PATHS.suscripciones}>
        {SUBS_TEXT.readBack}
      </Link>
    </PageHeader>
  );
}

function ReadTable({ list }: { list: ReadList }) {
  const { download, problem } = useStaffDownload();
  const columns = [
    list.conDirecciones ? SUBS_TEXT.email : SUBS_TEXT.recipient,
    SUBS_TEXT.sentAt,
    SUBS_TEXT.confirmedAt,
  ];
  return (
    <>
      <ul className="subs-tiles">
        <li className="subs-tile subs-tile--push">
          <span className="subs-tile__count">{list.recibieron.toLocaleString('es-CO')}</span>{' '}
          {SUBS_TEXT.tileReceived}
        </li>
        <li className="subs-tile subs-tile--ok">
          <span className="subs-tile__count">{list.confirmaron.toLocaleString('es-CO')}</span>{' '}
          {SUBS_TEXT.tileRead}
        </li>
      </ul>
      <p className="adm-muted">
        {SUBS_TEXT.readPublished(formatStamp(list.aviso.creadoEl))}
        {list.aviso.recordatorioEl ? ` · ${SUBS_TEXT.reminded(formatStamp(list.aviso.recordatorioEl))}` : ''}
      </p>
      {!list.conDirecciones && <p className="adm-field__hint">{SUBS_TEXT.readNoAddresses}</p>}
      <p className="subs-actions">
        <button
          type="button"
          className="adm-btn"
          onClick={() => void download(readListCsvPath(list.aviso.id), SUBS_TEXT.readCsvName)}
        >
          {SUBS_TEXT.csv}
        </button>
      </p>
      <ProblemAlert message={problem} />
      {list.items.length === 0 ? (
        <p className="adm-empty">{SUBS_TEXT.readEmpty}</p>
      ) : (
        <AdminTable caption={SUBS_TEXT.readCaption} columns={columns}>
          {list.items.map((row, i) => (
            // Rows have no id of their own: the list is read whole and never reordered in place.
            <tr key={i}>
              <td data-label={columns[0]} className="adm-table__wrap">
                {row.email ?? SUBS_TEXT.family(i)}
              </td>
              <td data-label={SUBS_TEXT.sentAt}>
                {row.enviadoEl ? formatStamp(row.enviadoEl) : SUBS_TEXT.notYet}
              </td>
              <td data-label={SUBS_TEXT.confirmedAt}>
                {row.confirmadoEl ? formatStamp(row.confirmadoEl) : SUBS_TEXT.notYet}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
