/**
 * /{collection}Edit/{id}: the record the route's loader is reading (fresh, with the token), then
 * the generic form.
 */
import { useState } from 'react';
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { broadcastOf, getCollection, type AnyRecord, type CollectionName } from '@model';
import { Deferred } from '@/components/deferred';
import { useRetry } from '../use-retry';
import { Spinner } from '@/components/spinner';
import { ADMIN_PATHS, PUBLIC_PAGE_OF } from '@/config/paths';
import { deferredRead, type AdminSession } from '../admin-session';
import { getRecord } from '../api/admin-api';
import { RecordForm } from '../components/record-form';
import { FORM_TEXT } from '../form/form-text';
import { PageHeader } from './page-header';
import { RouteLoadFailed } from '../components/route-load-failed';
import { ReviewPanel } from '../review/review-panel';
import { Notice } from '../components/notice';
import { BroadcastCopy } from '../components/broadcast-copy';
import { NotifyAgain } from '../suscripciones/notify-again';
import { useSiteHref } from '@/components/site-base';

const LOADING = <Spinner label="Cargando el registro…" />;

interface EditData {
  id: string;
  record: Promise<AnyRecord>;
}

/** Starts reading the record of /{collection}Edit/{id} (fresh, with the token) without waiting. */
export function editLoader(session: AdminSession, collection: CollectionName) {
  return ({ params, request }: LoaderFunctionArgs): EditData => {
    const id = params.id ?? '';
    const record = session.token().then((token) => getRecord(collection, id, token, request.signal));
    return { id, record: deferredRead(record) };
  };
}

export function EditPage({ collection }: { collection: CollectionName }) {
  const href = useSiteHref();
  const record = useLoaderData<EditData>();
  const { retry } = useRetry();
  const def = getCollection(collection);
  // What a review action did: kept here, above the reload that remounts the panel. A create that
  // lands here (a draft saved to preview) says so the same way.
  const arrived = (useLocation().state as { notice?: unknown } | null)?.notice;
  const [notice, setNotice] = useState<string | null>(typeof arrived === 'string' ? arrived : null);
  const header = (subtitle?: string) => (
    <PageHeader title={`Editar: ${def.label}`} subtitle={subtitle}>
      <a className="adm-link" href={href(PUBLIC_PAGE_OF[collection])} target="_blank" rel="noreferrer">
        Ver página pública
      </a>
    </PageHeader>
  );
  return (
    <section className="adm-page">
      <Notice message={notice} />
      <Deferred
        resolve={record.record}
        loading={
          <>
            {header()}
            {LOADING}
          </>
        }
        failed={(error) => (
          <>
            {header()}
            <RouteLoadFailed error={error} loading={LOADING}>
              <Link className="adm-btn adm-btn--small adm-btn--ghost" to={ADMIN_PATHS.list(collection)}>
                {FORM_TEXT.back}
              </Link>
            </RouteLoadFailed>
          </>
        )}
        report={`Error al cargar ${collection}/${record.id}:`}
      >
        {(loaded) =>
          broadcastOf(loaded) ? (
            <>
              {header(String(loaded.title ?? loaded.text ?? ''))}
              {/* The Secretaría's copy: read-only, its home-page flag the school's only choice. */}
              <BroadcastCopy
                collection={collection}
                record={loaded}
                onChanged={(done) => {
                  setNotice(done);
                  retry();
                }}
              />
            </>
          ) : (
            <>
              {header(String(loaded.title ?? ''))}
              {/* A publishing collection's state, note, review actions and preview. */}
              <ReviewPanel
                collection={collection}
                record={loaded}
                onChanged={(done) => {
                  setNotice(done);
                  retry();
                }}
              />
              {/* A public news item, circular or event: «Notificar de nuevo» to the families. */}
              <NotifyAgain collection={collection} record={loaded} />
              {/* A reload (after a 409) remounts the form with the stored version. */}
              <RecordForm
                key={`${loaded._id}@${loaded.updatedAt}`}
                mode="edit"
                collection={collection}
                record={loaded}
                onReload={retry}
              />
            </>
          )
        }
      </Deferred>
    </section>
  );
}
