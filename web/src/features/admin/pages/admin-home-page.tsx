/**
 * /admin: sign-out, the collection select and the chosen collection's table. The choice lives in
 * the URL (?c=name), so reload, back and the "return" of a form all land on the same list.
 */
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  COLLECTION_NAMES,
  getCollection,
  isCollectionName,
  type AnyRecord,
} from '@model';
import { ADMIN_PATHS, PUBLIC_PAGE_OF, PUBLIC_PATHS } from '@/app/paths';
import { useAdminUser, useAuth } from '@/features/auth/auth-context';
import { Spinner } from '@/features/auth/spinner';
import { listRecords } from '../api/admin-api';
import { OrderedRecordsTable } from '../components/order/ordered-records-table';
import { RecordsTable } from '../components/records-table';
import { problemFrom } from '../form/problem';
import { PageHeader } from './page-header';

export const HOME_TEXT = {
  title: 'Administración del sitio',
  signOut: 'Cerrar sesión',
  select: 'Seleccione el menú a editar',
  placeholder: '— Elija una sección —',
  choose: 'Elija una sección en la lista para ver y editar su contenido.',
  create: 'Crear nuevo',
  publicPage: 'Ver página pública',
  retry: 'Reintentar',
} as const;

/** The answer for one request (collection + attempt); any other request is still loading. */
type List =
  | { status: 'error'; request: string; message: string }
  | { status: 'ready'; request: string; records: AnyRecord[] };

export function AdminHomePage() {
  const { service } = useAuth();
  const user = useAdminUser();
  const navigate = useNavigate();
  const location = useLocation();
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const raw = params.get('c') ?? '';
  const collection = isCollectionName(raw) ? raw : null;
  const [list, setList] = useState<List | null>(null);
  const [attempt, setAttempt] = useState(0);
  // A form that saved, created or deleted says so here. Kept in state and removed from the
  // history entry, so a reload does not announce the same save again.
  const [notice] = useState(() => (location.state as { notice?: string } | null)?.notice);
  useEffect(() => {
    if (location.state) navigate({ search: location.search }, { replace: true, state: null });
  }, [location.state, location.search, navigate]);

  useEffect(() => {
    if (!collection) return;
    const controller = new AbortController();
    const request = `${collection}#${attempt}`;
    user
      .getIdToken()
      .then((token) => listRecords(collection, token, controller.signal))
      .then(
        (records) => setList({ status: 'ready', request, records }),
        (err: unknown) => {
          if (!controller.signal.aborted) setList({ status: 'error', request, message: problemFrom(err).message });
        },
      );
    return () => controller.abort();
  }, [collection, user, attempt]);

  function signOut() {
    service.signOut().then(
      () => navigate(PUBLIC_PATHS.login, { replace: true }),
      (err: unknown) => console.error(err),
    );
  }

  // Never show the previous collection's rows under the new collection's name.
  const current = list && list.request === `${collection}#${attempt}` ? list : null;
  const def = collection ? getCollection(collection) : null;

  return (
    <section className="adm-page">
      <PageHeader title={HOME_TEXT.title} subtitle={user.email ?? undefined}>
        <button type="button" className="adm-btn" onClick={signOut}>
          {HOME_TEXT.signOut}
        </button>
      </PageHeader>

      {notice && (
        <p className="adm-notice" role="status">
          {notice}
        </p>
      )}

      <div className="adm-picker">
        <label className="adm-field__label" htmlFor={selectId}>
          {HOME_TEXT.select}
        </label>
        <select
          id={selectId}
          className="adm-input adm-picker__select"
          value={collection ?? ''}
          // A new history entry per choice: the back button returns to the previous list.
          onChange={(e) => setParams(e.target.value ? { c: e.target.value } : {})}
        >
          <option value="" disabled>
            {HOME_TEXT.placeholder}
          </option>
          {COLLECTION_NAMES.map((name) => (
            <option key={name} value={name}>
              {getCollection(name).label}
            </option>
          ))}
        </select>
      </div>

      {!collection || !def ? (
        <p className="adm-muted">{HOME_TEXT.choose}</p>
      ) : (
        <>
          <div className="adm-toolbar">
            <h2 className="adm-toolbar__title">{def.label}</h2>
            <div className="adm-toolbar__tools">
              <a className="adm-link" href={PUBLIC_PAGE_OF[collection]} target="_blank" rel="noreferrer">
                {HOME_TEXT.publicPage}
              </a>
              {def.canCreate && (
                <Link className="adm-btn adm-btn--primary" to={ADMIN_PATHS.create(collection)}>
                  {`${HOME_TEXT.create}: ${def.label}`}
                </Link>
              )}
            </div>
          </div>
          {!current && <Spinner label="Cargando los registros…" />}
          {current?.status === 'error' && (
            <div className="adm-alert" role="alert">
              <p className="adm-alert__message">{current.message}</p>
              <div className="adm-alert__actions">
                <button type="button" className="adm-btn adm-btn--small" onClick={() => setAttempt((n) => n + 1)}>
                  {HOME_TEXT.retry}
                </button>
              </div>
            </div>
          )}
          {current?.status === 'ready' &&
            (def.orderable ? (
              // Keyed by the load: a new load (reload, another collection) starts a fresh order state.
              <OrderedRecordsTable
                key={current.request}
                collection={collection}
                records={current.records}
                caption={`Registros de ${def.label}`}
              />
            ) : (
              <RecordsTable collection={collection} records={current.records} caption={`Registros de ${def.label}`} />
            ))}
        </>
      )}
    </section>
  );
}
