/**
 * /admin: sign-out, the collection select and the chosen collection's table. The choice lives in
 * the URL (?c=name), so reload, back and the "return" of a form all land on the same list.
 */
import { useEffect, useId, useState } from 'react';
import {
  Link,
  useLoaderData,
  useLocation,
  useNavigate,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import {
  can,
  canWriteCollection,
  editableCollections,
  editCapabilityOf,
  getCollection,
  isCollectionName,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  type AnyRecord,
  type Capability,
  type CollectionName,
  type OverviewSection,
  type Role,
} from '@model';
import { ADMIN_PATHS, PUBLIC_PAGE_OF, PUBLIC_PATHS } from '@/config/paths';
import { useAdminUser, useAuth, useRole } from '@/features/auth/auth-context';
import { Deferred } from '@/components/deferred';
import { Spinner } from '@/components/spinner';
import { deferredRead, type AdminSession } from '../admin-session';
import { listRecords, readOverview } from '../api/admin-api';
import { OrderedRecordsTable } from '../components/order/ordered-records-table';
import { RecordsTable } from '../components/records-table';
import { PageHeader } from './page-header';
import { Notice } from '../components/notice';
import { RouteLoadFailed } from '../components/route-load-failed';
import { UndoDelete, type DeletedRecord } from '../components/undo-delete';
import { AdminOverview } from '../home/admin-overview';
import { COLLECTION_DESCRIPTIONS } from '../home/collection-descriptions';
import { PqrsdDue } from '../home/pqrsd-due';
import { PendingReview } from '../review/pending-review';
import { listPending } from '../review/review-api';
import { listInbox, type Inbox } from '../pqrsd/pqrsd-api';
import { denied } from './no-permission';
import { useSiteHref } from '@/components/site-base';

const LOADING = <Spinner label="Cargando los registros…" />;

export const HOME_TEXT = {
  title: 'Administración del sitio',
  signOut: 'Cerrar sesión',
  select: 'Seleccione el menú a editar',
  placeholder: '— Elija una sección —',
  choose: 'Elija una sección en la lista para ver y editar su contenido.',
  create: 'Crear nuevo',
  publicPage: 'Ver página pública',
  retry: 'Reintentar',
  trash: 'Papelera',
  admins: 'Personas y permisos',
  pqrsd: 'Atención al ciudadano',
  role: (role: Role) => `Su rol: ${ROLE_LABELS[role]}.`,
  noSections: 'Su rol no edita el contenido del sitio.',
  backup: 'Copia de seguridad',
  ita: 'Índice de transparencia',
  suscripciones: 'Suscripciones',
} as const;

/** The screens beside the content, in the header, each for the roles that have its capability. */
const SCREEN_LINKS: readonly { capability: Capability; to: string; label: string }[] = [
  { capability: 'trash', to: ADMIN_PATHS.trash, label: HOME_TEXT.trash },
  { capability: 'accounts', to: ADMIN_PATHS.admins, label: HOME_TEXT.admins },
  { capability: 'pqrsd', to: ADMIN_PATHS.pqrsd, label: HOME_TEXT.pqrsd },
  { capability: 'backup', to: ADMIN_PATHS.backup, label: HOME_TEXT.backup },
  { capability: 'ita', to: ADMIN_PATHS.ita, label: HOME_TEXT.ita },
  { capability: 'avisos', to: ADMIN_PATHS.suscripciones, label: HOME_TEXT.suscripciones },
];

interface HomeData {
  list?: { collection: CollectionName; records: Promise<AnyRecord[]> };
  /** With no section chosen: every section's records (their names), for the latest changes and the search. */
  overview?: Promise<OverviewSection[]>;
  /** With no section chosen: the PQRSD inbox, for what is overdue and due this week. */
  pqrsd?: Promise<Inbox>;
  /** With no section chosen, for editors and administrators: the drafts sent for review. */
  pending?: Promise<OverviewSection[]>;
}

/**
 * Starts reading the list of ?c= (fresh, with the token) without waiting: the screen shows it.
 * Only what the role may edit: a role without content reads nothing, a forced ?c= of a
 * collection the role may not write is "No tiene permiso".
 */
export function homeLoader(session: AdminSession) {
  return async ({ request }: LoaderFunctionArgs): Promise<HomeData> => {
    const state = await session.state();
    const role = state.status === 'admin' ? state.role : null;
    const collection = new URL(request.url).searchParams.get('c') ?? '';
    // The inbox's due and overdue requests, on the home proper, for a role that answers them.
    const pqrsd =
      can(role, 'pqrsd') && !isCollectionName(collection)
        ? deferredRead(session.token().then((token) => listInbox(token, request.signal)))
        : undefined;
    // A colaborador has sections too: the publishing collections, its own drafts.
    if (editableCollections(role).length === 0) return { pqrsd };
    if (isCollectionName(collection) && !canWriteCollection(role, collection)) {
      throw denied(role!, editCapabilityOf(collection));
    }
    if (!isCollectionName(collection)) {
      if (!can(role, 'content')) return { pqrsd };
      return {
        pqrsd,
        overview: deferredRead(session.token().then((token) => readOverview(token, request.signal))),
        pending: deferredRead(session.token().then((token) => listPending(token, request.signal))),
      };
    }
    const records = session.token().then((token) => listRecords(collection, token, request.signal));
    return { list: { collection, records: deferredRead(records) } };
  };
}

export function AdminHomePage() {
  const href = useSiteHref();
  const { service } = useAuth();
  const user = useAdminUser();
  const role = useRole();
  const navigate = useNavigate();
  const location = useLocation();
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const raw = params.get('c') ?? '';
  const collection = isCollectionName(raw) ? raw : null;
  const { list, overview, pqrsd, pending } = useLoaderData<HomeData>();
  // A form that saved, created or deleted says so here. Kept in state and removed from the
  // history entry, so a reload does not announce the same save again.
  const said = location.state as { notice?: string; deleted?: DeletedRecord; publicPath?: string } | null;
  const [notice] = useState(() => said?.notice);
  const [deleted] = useState(() => said?.deleted);
  const [publicPath] = useState(() => said?.publicPath);
  // Only a notice is cleared: other states (react-router's mark on a redirect to /admin) would
  // make this navigation read the home's three lists a second time for nothing. (It also made
  // React 19's act loop forever over the three pending lists in the component tests:
  // React issue 37556.)
  const hasNotice = said?.notice !== undefined || said?.deleted !== undefined;
  useEffect(() => {
    if (hasNotice) navigate({ search: location.search }, { replace: true, state: null });
  }, [hasNotice, location.search, navigate]);

  function signOut() {
    service.signOut().then(
      () => navigate(PUBLIC_PATHS.login, { replace: true }),
      (err: unknown) => console.error(err),
    );
  }

  const def = collection ? getCollection(collection) : null;
  const sections = editableCollections(role);

  return (
    <section className="adm-page">
      <PageHeader title={HOME_TEXT.title} subtitle={user.email ?? undefined}>
        {SCREEN_LINKS.filter((link) => can(role, link.capability)).map((link) => (
          <Link key={link.capability} className="adm-btn" to={link.to}>
            {link.label}
          </Link>
        ))}
        <button type="button" className="adm-btn" onClick={signOut}>
          {HOME_TEXT.signOut}
        </button>
      </PageHeader>

      {notice && deleted && <UndoDelete notice={notice} deleted={deleted} />}
      <Notice message={deleted ? null : notice} publicPath={publicPath} />

      {role !== 'admin' && <p className="adm-muted">{HOME_TEXT.role(role)}</p>}
      {!collection && pqrsd && <PqrsdDue inbox={pqrsd} />}

      {/* A role without content (atención) gets what it may do, and nothing to pick. */}
      {sections.length === 0 ? (
        <>
          <p>{HOME_TEXT.noSections}</p>
          <p>{ROLE_DESCRIPTIONS[role]}</p>
        </>
      ) : (
        <>
          {/* The home proper (no section chosen) shows the latest changes and a search. */}
          {!collection && pending && <PendingReview pending={pending} />}
          {!collection && overview && <AdminOverview sections={overview} />}

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
              {sections.map((name) => (
                <option key={name} value={name}>
                  {getCollection(name).label}
                </option>
              ))}
            </select>
            {collection && (
              <p className="adm-field__hint adm-picker__about">{COLLECTION_DESCRIPTIONS[collection]}</p>
            )}
          </div>

          {!collection || !def ? (
            <p className="adm-muted">{HOME_TEXT.choose}</p>
          ) : (
            <>
              <div className="adm-toolbar">
                <h2 className="adm-toolbar__title">{def.label}</h2>
                <div className="adm-toolbar__tools">
                  <a
                    className="adm-link"
                    href={href(PUBLIC_PAGE_OF[collection])}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {HOME_TEXT.publicPage}
                  </a>
                  {def.canCreate && (
                    <Link className="adm-btn adm-btn--primary" to={ADMIN_PATHS.create(collection)}>
                      {`${HOME_TEXT.create}: ${def.label}`}
                    </Link>
                  )}
                </div>
              </div>
              {/* Never the previous collection's rows under the new collection's name. */}
              {list?.collection === collection && (
                <Deferred
                  resolve={list.records}
                  loading={LOADING}
                  failed={(error) => (
                    <RouteLoadFailed error={error} loading={LOADING} retryLabel={HOME_TEXT.retry} />
                  )}
                  report={`Error al cargar ${collection}:`}
                >
                  {(records) =>
                    def.orderable ? (
                      // Keyed by what was loaded: new records (a reload) start a fresh order state.
                      <OrderedRecordsTable
                        key={records.map((r) => `${r._id}@${r.updatedAt}`).join()}
                        collection={collection}
                        records={records}
                        caption={`Registros de ${def.label}`}
                      />
                    ) : (
                      <RecordsTable
                        collection={collection}
                        records={records}
                        caption={`Registros de ${def.label}`}
                      />
                    )
                  }
                </Deferred>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
