/**
 * "Pendientes de revisión" on the admin home: the drafts colaboradores sent for review,
 * for editors and administrators, each with its section, its author's last save, a link to its
 * form (where it is published or returned with a note) and its preview. Nothing waiting: one line.
 */
import { Link } from 'react-router-dom';
import { getCollection, type OverviewSection } from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { Deferred } from '@/components/deferred';
import { formatStamp } from '../lib/format-stamp';
import { PreviewLink } from './preview-link';
import './review.css';

export const PENDING_TEXT = {
  title: 'Pendientes de revisión',
  loading: 'Cargando lo pendiente de revisión…',
  none: 'No hay publicaciones pendientes de revisión.',
  failed: 'No se pudo cargar lo pendiente de revisión. Recargue la página para intentarlo de nuevo.',
  open: 'Revisar',
  by: 'enviado por',
} as const;

export function PendingReview({ pending }: { pending: Promise<OverviewSection[]> }) {
  return (
    <section className="adm-pending" aria-labelledby="adm-pending-title">
      <h2 className="adm-pending__title" id="adm-pending-title">
        {PENDING_TEXT.title}
      </h2>
      <Deferred
        resolve={pending}
        loading={<p className="adm-muted">{PENDING_TEXT.loading}</p>}
        failed={() => <p className="adm-muted">{PENDING_TEXT.failed}</p>}
        report="Error al cargar lo pendiente de revisión:"
      >
        {(sections) => {
          const rows = sections.flatMap(({ collection, rows }) => rows.map((row) => ({ collection, row })));
          if (rows.length === 0) return <p className="adm-muted">{PENDING_TEXT.none}</p>;
          return (
            <ul className="adm-pending__list">
              {rows.map(({ collection, row }) => (
                <li key={`${collection}/${row._id}`} className="adm-pending__item">
                  <span className="adm-pending__name">{row.title}</span>
                  <span className="adm-pending__actions">
                    <PreviewLink collection={collection} id={row._id} of={row.title} />
                    <Link className="adm-btn adm-btn--small" to={ADMIN_PATHS.edit(collection, row._id)}>
                      {PENDING_TEXT.open}
                      <span className="adm-sr-only">{` «${row.title}»`}</span>
                    </Link>
                  </span>
                  <span className="adm-pending__meta">
                    {getCollection(collection).label} · {formatStamp(row.updatedAt)}
                    {row.updatedBy ? ` · ${PENDING_TEXT.by} ${row.updatedBy.email}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          );
        }}
      </Deferred>
    </section>
  );
}
