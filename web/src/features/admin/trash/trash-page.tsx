/**
 * /admin/papelera (issue 13): the records deleted in the last 30 days, newest first, each with
 * "Restaurar". A restore says so in a status message with a link to the record's collection list,
 * where it is back in its place.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { getCollection, isCollectionName, type CollectionName, type TrashEntry } from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { useAdminUser } from '@/features/auth/auth-context';
import { Spinner } from '@/components/spinner';
import { problemFrom } from '../form/problem';
import { PageHeader } from '../pages/page-header';
import { listTrash, purgeFromTrash, restoreFromTrash } from './trash-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadFailedAlert } from '../components/load-failed-alert';
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

/** The admin's one formatter (Bogotá time, whatever the device says): the lists show the same moment the same way. */
export const formatDeletedAt = (iso: string) => formatStamp(iso);

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; entries: TrashEntry[] };

export function TrashPage() {
  const user = useAdminUser();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [done, setDone] = useState<{ title: string; collection: CollectionName } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<TrashEntry | null>(null);
  const [purged, setPurged] = useState<string | null>(null);

  // Only the asynchronous part: the first load starts in 'loading', "Reintentar" sets it itself.
  const fetchEntries = useCallback(
    (signal?: AbortSignal) => {
      user
        .getIdToken()
        .then((token) => listTrash(token, signal))
        .then(
          (entries) => setLoad({ status: 'ready', entries: entries.filter((e) => isCollectionName(e.collection)) }),
          (err: unknown) => {
            if (!signal?.aborted) setLoad({ status: 'failed', message: problemFrom(err).message });
          },
        );
    },
    [user],
  );

  useEffect(() => {
    const controller = new AbortController();
    fetchEntries(controller.signal);
    return () => controller.abort();
  }, [fetchEntries]);

  function retry() {
    setLoad({ status: 'loading' });
    fetchEntries();
  }

  async function purge(entry: TrashEntry) {
    setBusy(`${entry.collection}/${entry.recordId}`);
    setProblem(null);
    setDone(null);
    setPurged(null);
    try {
      await purgeFromTrash(entry.collection, entry.recordId, await user.getIdToken());
      setPurged(TRASH_TEXT.purged(entry.title));
      setLoad((prev) => (prev.status === 'ready' ? { status: 'ready', entries: prev.entries.filter((e) => e !== entry) } : prev));
    } catch (err) {
      setProblem(problemFrom(err).message);
    } finally {
      setBusy(null);
    }
  }

  async function restore(entry: TrashEntry) {
    setBusy(`${entry.collection}/${entry.recordId}`);
    setProblem(null);
    setDone(null);
    setPurged(null);
    try {
      await restoreFromTrash(entry.collection, entry.recordId, await user.getIdToken());
      setDone({ title: entry.title, collection: entry.collection });
      setLoad((prev) =>
        prev.status === 'ready'
          ? { status: 'ready', entries: prev.entries.filter((e) => e !== entry) }
          : prev,
      );
    } catch (err) {
      setProblem(problemFrom(err).message);
    } finally {
      setBusy(null);
    }
  }

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
            <Link to={ADMIN_PATHS.list(done.collection)}>{`${TRASH_TEXT.seeList}: ${getCollection(done.collection).label}`}</Link>
          </>
        )}
      </div>
      {problem && (
        <div className="adm-alert" role="alert">
          <p className="adm-alert__message">{problem}</p>
        </div>
      )}

      {load.status === 'loading' && <Spinner label={TRASH_TEXT.loading} />}
      {load.status === 'failed' && (
        <LoadFailedAlert message={load.message} retryLabel={TRASH_TEXT.retry} onRetry={retry} />
      )}
      {load.status === 'ready' && load.entries.length === 0 && <p className="adm-empty">{TRASH_TEXT.empty}</p>}
      {load.status === 'ready' && load.entries.length > 0 && (
        <div className="adm-table-wrap">
          <table className="adm-table">
            <caption className="adm-sr-only">{TRASH_TEXT.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{TRASH_TEXT.collection}</th>
                <th scope="col">{TRASH_TEXT.recordTitle}</th>
                <th scope="col">{TRASH_TEXT.deletedAt}</th>
                <th scope="col">{TRASH_TEXT.deletedBy}</th>
                <th scope="col">{TRASH_TEXT.action}</th>
              </tr>
            </thead>
            <tbody>
              {load.entries.map((entry) => {
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
                        onClick={() => void restore(entry)}
                      >
                        {busy === key ? TRASH_TEXT.restoring : TRASH_TEXT.restore}
                        <span className="adm-sr-only">{` «${entry.title}»`}</span>
                      </button>{' '}
                      <button
                        type="button"
                        className="adm-btn adm-btn--small adm-btn--danger adm-trash__purge"
                        disabled={busy !== null}
                        onClick={() => setAsking(entry)}
                      >
                        {TRASH_TEXT.purge}
                        <span className="adm-sr-only">{` «${entry.title}»`}</span>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title={TRASH_TEXT.purgeTitle}
          confirmLabel={TRASH_TEXT.purgeYes}
          danger
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            void purge(asking);
          }}
        >
          <p>{TRASH_TEXT.purgeBody(asking.title)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
