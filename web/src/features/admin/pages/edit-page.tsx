/** /{collection}Edit/{id}: loads the record (fresh, with the token) and shows the generic form. */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getCollection, type AnyRecord, type CollectionName } from '@model';
import { ADMIN_PATHS, PUBLIC_PAGE_OF } from '@/config/paths';
import { useAdminUser } from '@/features/auth/auth-context';
import { Spinner } from '@/components/spinner';
import { getRecord } from '../api/admin-api';
import { RecordForm } from '../components/record-form';
import { FORM_TEXT } from '../form/form-text';
import { problemFrom } from '../form/problem';
import { PageHeader } from './page-header';

/** The answer for one request (collection, id, attempt); any other request is still loading. */
type Load =
  | { status: 'error'; request: string; message: string }
  | { status: 'ready'; request: string; record: AnyRecord };

export function EditPage({ collection }: { collection: CollectionName }) {
  const { id = '' } = useParams();
  const user = useAdminUser();
  const def = getCollection(collection);
  const [answer, setAnswer] = useState<Load | null>(null);
  const [attempt, setAttempt] = useState(0);
  const request = `${collection}/${id}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    user
      .getIdToken()
      .then((token) => getRecord(collection, id, token, controller.signal))
      .then(
        (record) => setAnswer({ status: 'ready', request, record }),
        (err: unknown) => {
          if (!controller.signal.aborted)
            setAnswer({ status: 'error', request, message: problemFrom(err).message });
        },
      );
    return () => controller.abort();
  }, [collection, id, user, request]);

  const load: Load | { status: 'loading' } =
    answer && answer.request === request ? answer : { status: 'loading' };

  const reload = () => setAttempt((n) => n + 1);

  return (
    <section className="adm-page">
      <PageHeader
        title={`Editar: ${def.label}`}
        subtitle={load.status === 'ready' ? String(load.record.title ?? '') : undefined}
      >
        <a className="adm-link" href={PUBLIC_PAGE_OF[collection]} target="_blank" rel="noreferrer">
          Ver página pública
        </a>
      </PageHeader>
      {load.status === 'loading' && <Spinner label="Cargando el registro…" />}
      {load.status === 'error' && (
        <div className="adm-alert" role="alert">
          <p className="adm-alert__message">{load.message}</p>
          <div className="adm-alert__actions">
            <button type="button" className="adm-btn adm-btn--small" onClick={reload}>
              Reintentar
            </button>
            <Link className="adm-btn adm-btn--small adm-btn--ghost" to={ADMIN_PATHS.list(collection)}>
              {FORM_TEXT.back}
            </Link>
          </div>
        </div>
      )}
      {load.status === 'ready' && (
        // A reload (after a 409) remounts the form with the stored version.
        <RecordForm
          key={`${load.record._id}@${load.record.updatedAt}`}
          mode="edit"
          collection={collection}
          record={load.record}
          onReload={reload}
        />
      )}
    </section>
  );
}
