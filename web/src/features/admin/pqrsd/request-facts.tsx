/** One request's facts: type, state, dates, who asked (when they said) and the consent given. */
import type { ReactNode } from 'react';
import { PQRSD_STATE_LABELS, PQRSD_TYPE_LABELS } from '@model';
import { formatStamp } from '../lib/format-stamp';
import type { PqrsdRequest } from './pqrsd-api';
import { PQRSD_TEXT as T } from './pqrsd-text';
import { formatDay } from './format-day';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function RequestFacts({ request }: { request: PqrsdRequest }) {
  return (
    <dl className="pqrsd-detail__facts">
      <Fact term={T.type}>{PQRSD_TYPE_LABELS[request.tipo]}</Fact>
      <Fact term={T.state}>{PQRSD_STATE_LABELS[request.estado]}</Fact>
      <Fact term={T.received}>{formatStamp(request.receivedAt)}</Fact>
      <Fact term={T.due}>
        {request.dueDate ? formatDay(request.dueDate) : T.noTerm}
        {request.originalDueDate && request.dueDate !== request.originalDueDate && (
          <span className="pqrsd-detail__note">{T.originalDue(formatDay(request.originalDueDate))}</span>
        )}
      </Fact>
      <Fact term={T.name}>{request.anonimo ? T.anonymous : request.nombre}</Fact>
      {request.documento && <Fact term={T.document}>{request.documento}</Fact>}
      {request.email && (
        <Fact term={T.email}>
          <a className="adm-link" href={`mailto:${request.email}`}>
            {request.email}
          </a>
        </Fact>
      )}
      {request.telefono && <Fact term={T.phone}>{request.telefono}</Fact>}
      <Fact term={T.consent}>{T.consentValue(request.consent.version, formatStamp(request.consent.at))}</Fact>
    </dl>
  );
}
