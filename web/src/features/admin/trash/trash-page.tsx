/**
 * /admin/papelera: the records deleted in the last 30 days, newest first, each with
 * "Restaurar". A restore says so in a status message with a link to the record's collection list,
 * where it is back in its place.
 */
import { useState } from 'react';
import { data, Link, useFetcher, useLoaderData, type ActionFunctionArgs } from 'react-router-dom';
import { can, getCollection, isCollectionName, type CollectionName, type TrashEntry } from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { useRole } from '@/features/auth/auth-context';
import { Spinner } from '@/components/spinner';
import { deferredRead, type AdminSession } from '../admin-session';
import { problemFrom } from '../form/problem';
import { PageHeader } from '../pages/page-header';
import { listTrash, purgeFromTrash, restoreFromTrash } from './trash-api';
import { AdminTable } from '../components/admin-table';
import { ProblemAlert } from '../components/problem-alert';
import { RouteDeferred } from '../components/route-deferred';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatStamp } from '../lib/format-stamp';

export const TRASH_TEXT = {
  title: 'Papelera',
  back: 'Volver a administración',
  intro: 'Los registros eliminados se guardan aquí durante 30 días; después se borran definitivamente.',
  empty: 'La Papelera está vacía.',
  caption: 'Registros eliminados, del más reciente al más antiguo',
  collection: 'Sección',
  recordTitle: 'Título',
  deletedAt: 'Eliminado el',
  deletedBy: 'Eliminado por',
  action: 'Acción',
  restore: 'Restaurar',
  restoring: 'Restaurando…',
  restored: (title: string, label: string) => `Se restauró «${title}» en ${label}.`,
  purge: 'Eliminar definitivamente',
  purging: 'Eliminando…',
  purgeTitle: '¿Eliminar definitivamente?',
  purgeBody: (title: string) =>
    `«${title}» se borrará para siempre, con sus versiones del Historial y sus archivos (fotos, PDF). No se podrá restaurar. Úselo cuando alguien pide retirar su información.`,
  purgeYes: 'Sí, eliminar para siempre',
  purged: (title: string) => `Se eliminó definitivamente «${title}».`,
  seeList: 'Ver la lista',
  retry: 'Reintentar',
  loading: 'Cargando la Papelera…',
} as const;

const LOADING = <Spinner label={TRASH_TEXT.loading} />;
const COLUMNS = [
  TRASH_TEXT.collection,
  TRASH_TEXT.recordTitle,
  TRASH_TEXT.deletedAt,
  TRASH_TEXT.deletedBy,
  TRASH_TEXT.action,
];

/** The admin's one formatter (Bogotá time, whatever the device says): the lists show the same moment the same way. */
export const formatDeletedAt = (iso: string) => formatStamp(iso);

interface TrashData {
  entries: Promise<TrashEntry[]>;
}

/** Starts reading the Papelera (fresh, with the token) without waiting: the screen shows it. */
export function trashLoader(session: AdminSession) {
  return ({ request }: { request: Request }): TrashData => {
    const entries = session
      .token()
      .then((token) => listTrash(token, request.signal))
      .then((all) => all.filter((e) => isCollectionName(e.collection)));
    return { entries: deferredRead(entries) };
  };
}

type Restored =
  { restored: { title: string; collection: CollectionName } } | { purged: string } | { problem: string };

/**
 * "Restaurar" and "Eliminar definitivamente" (intent=purge): the router reads the Papelera again
 * afterwards (the entry has left it).
 */
export function trashAction(session: AdminSession) {
  return async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    const collection = String(form.get('collection'));
    const recordId = String(form.get('recordId'));
    if (!isCollectionName(collection))
      return data<Restored>({ problem: `Sección desconocida: ${collection}` }, 400);
    const title = String(form.get('title'));
    try {
      if (form.get('intent') === 'purge') {
        await purgeFromTrash(collection, recordId, await session.token());
        return data<Restored>({ purged: TRASH_TEXT.purged(title) });
      }
      await restoreFromTrash(collection, recordId, await session.token());
      return data<Restored>({ restored: { title, collection } });
    } catch (err) {
      // A failure leaves the Papelera as it was: no need to read it again.
      return data<Restored>({ problem: problemFrom(err).message }, 400);
    }
  };
}

export function TrashPage() {
  const { entries } = useLoaderData<TrashData>();
  const restore = useFetcher<Restored>();
  const busy = restore.formData
    ? `${String(restore.formData.get('collection'))}/${String(restore.formData.get('recordId'))}`
    : null;
  const result = restore.state === 'idle' ? restore.data : undefined;
  const done = result && 'restored' in result ? result.restored : null;
  const purged = result && 'purged' in result ? result.purged : null;
  const problem = result && 'problem' in result ? result.problem : null;
  const [asking, setAsking] = useState<TrashEntry | null>(null);
  const mayPurge = can(useRole(), 'purge');
  const send = (entry: TrashEntry, intent: 'restore' | 'purge') =>
    void restore.submit(
      { intent, collection: entry.collection, recordId: entry.recordId, title: entry.title },
      { method: 'post', action: ADMIN_PATHS.trash },
    );

  return (
    <section className="adm-page">
      <PageHeader title={TRASH_TEXT.title}>
        <Link className="adm-btn" to={ADMIN_PATHS.home}>
          {TRASH_TEXT.back}
        </Link>
      </PageHeader>
      <p className="adm-muted">{TRASH_TEXT.intro}</p>

      {/* Always rendered, so screen readers announce the restore when the text appears. */}
      <div role="status" className={done || purged ? 'adm-notice' : undefined}>
        {purged}
        {done && (
          <>
            {TRASH_TEXT.restored(done.title, getCollection(done.collection).label)}{' '}
            <Link
              to={ADMIN_PATHS.list(done.collection)}
            >{`${TRASH_TEXT.seeList}: ${getCollection(done.collection).label}`}</Link>
          </>
        )}
      </div>
      <ProblemAlert message={problem} />

      <RouteDeferred
        resolve={entries}
        loading={LOADING}
        retryLabel={TRASH_TEXT.retry}
        report="Error al cargar la Papelera:"
      >
        {(list) =>
          list.length === 0 ? (
            <p className="adm-empty">{TRASH_TEXT.empty}</p>
          ) : (
            <AdminTable caption={TRASH_TEXT.caption} columns={COLUMNS}>
              {list.map((entry) => {
                const key = `${entry.collection}/${entry.recordId}`;
                return (
                  <tr key={key}>
                    <td data-label={TRASH_TEXT.collection}>{getCollection(entry.collection).label}</td>
                    <td data-label={TRASH_TEXT.recordTitle}>
                      <div className="adm-table__clamp">{entry.title}</div>
                    </td>
                    <td data-label={TRASH_TEXT.deletedAt}>
                      <time dateTime={entry.deletedAt}>{formatDeletedAt(entry.deletedAt)}</time>
                    </td>
                    <td data-label={TRASH_TEXT.deletedBy} className="adm-table__wrap">
                      {entry.email || '—'}
                    </td>
                    <td data-label={TRASH_TEXT.action}>
                      <button
                        type="button"
                        className="adm-btn adm-btn--small"
                        disabled={busy !== null}
                        onClick={() => send(entry, 'restore')}
                      >
                        {busy === key ? TRASH_TEXT.restoring : TRASH_TEXT.restore}
                        <span className="adm-sr-only">{` «${entry.title}»`}</span>
                      </button>
                      {/* "Eliminar definitivamente" is the administrators' only. */}
                      {mayPurge && (
                        <>
                          {' '}
                          <button
                            type="button"
                            className="adm-btn adm-btn--small adm-btn--danger adm-trash__purge"
                            disabled={busy !== null}
                            onClick={() => setAsking(entry)}
                          >
                            {TRASH_TEXT.purge}
                            <span className="adm-sr-only">{` «${entry.title}»`}</span>
                          </button>
                        </>
                      )}
                    </td>
                  </tr>
                );
              })}
            </AdminTable>
          )
        }
      </RouteDeferred>
      {asking && (
        <ConfirmDialog
          title={TRASH_TEXT.purgeTitle}
          confirmLabel={TRASH_TEXT.purgeYes}
          danger
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            send(asking, 'purge');
          }}
        >
          <p>{TRASH_TEXT.purgeBody(asking.title)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
