/**
 * The mail the server could not send yet (the outbox), with its last error and "Reintentar el
 * envío"; hidden when there is none and no retry to report.
 */
import { ADMIN_PATHS } from '@/config/paths';
import { AdminTable } from '../components/admin-table';
import { Notice } from '../components/notice';
import { ProblemAlert } from '../components/problem-alert';
import { noticeOf, problemOf, sending, settledResult, type InboxFetcher } from './inbox-fetcher';
import type { UnsentMail } from './pqrsd-api';
import { PQRSD_TEXT as T } from './pqrsd-text';

const COLUMNS = [T.radicado, T.mailKind, T.mailTo, T.mailState, T.mailAttempts, T.mailError];

export function UnsentMailBox({ items, fetcher }: { items: UnsentMail[]; fetcher: InboxFetcher }) {
  const result = settledResult(fetcher, ['retry']);
  if (items.length === 0 && !result) return null;
  return (
    <section className="pqrsd-mail" aria-labelledby="pqrsd-mail-title">
      <h2 id="pqrsd-mail-title" className="adm-toolbar__title">
        {T.mailHeading}
      </h2>
      <Notice message={noticeOf(result)} />
      <ProblemAlert message={problemOf(result)} />
      {items.length > 0 && (
        <>
          <p className="adm-muted">{T.mailIntro}</p>
          <AdminTable caption={T.mailCaption} columns={COLUMNS}>
            {items.map((m) => (
              <tr key={m.id}>
                <td data-label={T.radicado}>{m.radicado}</td>
                <td data-label={T.mailKind}>{T.mailKinds[m.kind] ?? m.kind}</td>
                <td data-label={T.mailTo}>
                  {m.to === 'colegio' ? 'Colegio' : m.to === 'personal' ? 'Personal' : 'Ciudadano'}
                </td>
                <td data-label={T.mailState}>{m.state === 'failed' ? T.mailFailed : T.mailPending}</td>
                <td data-label={T.mailAttempts}>{m.attempts}</td>
                <td data-label={T.mailError}>
                  <span className="adm-table__clamp">{m.lastError ?? '—'}</span>
                </td>
              </tr>
            ))}
          </AdminTable>
          <fetcher.Form method="post" action={ADMIN_PATHS.pqrsd} className="pqrsd-mail__retry">
            <input type="hidden" name="intent" value="retry" />
            <button type="submit" className="adm-btn" disabled={fetcher.state !== 'idle'}>
              {sending(fetcher, 'retry') ? T.retryingMail : T.retryMail}
            </button>
          </fetcher.Form>
        </>
      )}
    </section>
  );
}
