/**
 * One request open in the inbox (`?r=`): its facts, the message and attachment, the answer or
 * transfer it got, who did what when, and, while it is open, the forms to answer, transfer or
 * extend it.
 */
import { Link } from 'react-router-dom';
import { isOpenPqrsdState, PQRSD_TERM_DAYS } from '@model';
import { RichText } from '@/components/rich-text';
import { ADMIN_PATHS } from '@/config/paths';
import { Notice } from '../components/notice';
import { ProblemAlert } from '../components/problem-alert';
import { formatStamp } from '../lib/format-stamp';
import { AnswerForm } from './answer-form';
import { ExtendForm } from './extend-form';
import { noticeOf, settledResult, type InboxFetcher } from './inbox-fetcher';
import { answerPdfPath, attachmentPath, openRequestPath, type PqrsdRequest } from './pqrsd-api';
import { PQRSD_TEXT as T } from './pqrsd-text';
import { bogotaToday } from './format-day';
import { RequestFacts } from './request-facts';
import { TransferForm } from './transfer-form';
import { useStaffDownload } from './use-staff-download';

/** A download of a staff-only file, as a small button. */
function DownloadButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <p>
      <button type="button" className="adm-btn adm-btn--small" onClick={onClick}>
        {label}
      </button>
    </p>
  );
}

export function RequestDetail({ request, fetcher }: { request: PqrsdRequest; fetcher: InboxFetcher }) {
  const result = settledResult(fetcher, ['answer', 'transfer', 'extend']);
  const files = useStaffDownload();
  const action = openRequestPath(request.radicado);
  const canExtend =
    isOpenPqrsdState(request.estado) &&
    PQRSD_TERM_DAYS[request.tipo] !== null &&
    request.dueDate !== null &&
    bogotaToday() <= request.dueDate;

  return (
    <article className="pqrsd-detail" aria-labelledby="pqrsd-detail-title">
      <div className="pqrsd-detail__head">
        <h2 id="pqrsd-detail-title" className="pqrsd-detail__title">
          {request.radicado}: {request.asunto}
        </h2>
        <Link className="adm-btn adm-btn--small" to={ADMIN_PATHS.pqrsd}>
          {T.close}
        </Link>
      </div>
      <Notice message={noticeOf(result)} />
      <RequestFacts request={request} />
      <h3 className="pqrsd-detail__subtitle">{T.message}</h3>
      <p className="pqrsd-detail__text">{request.mensaje}</p>
      {request.attachment && (
        <DownloadButton
          label={T.downloadAttachment(request.attachment.name)}
          onClick={() => void files.download(attachmentPath(request.radicado), request.attachment!.name)}
        />
      )}
      <ProblemAlert message={files.problem} />

      {request.answer && (
        <>
          <h3 className="pqrsd-detail__subtitle">{T.answer}</h3>
          {request.answer.denied && <p className="adm-badge">{T.deniedBadge}</p>}
          <div className="pqrsd-detail__rich">
            <RichText value={request.answer.text} headingLevel={3} />
          </div>
          {request.answer.pdf && (
            <DownloadButton
              label={T.answerPdf}
              onClick={() => void files.download(answerPdfPath(request.radicado), request.answer!.pdf!.name)}
            />
          )}
        </>
      )}
      {request.transfer && (
        <>
          <h3 className="pqrsd-detail__subtitle">{T.transferHeading}</h3>
          <p className="pqrsd-detail__text">
            {T.transferredTo(request.transfer.entity, request.transfer.reason)}
          </p>
        </>
      )}

      <h3 className="pqrsd-detail__subtitle">{T.history}</h3>
      <ol className="pqrsd-detail__log">
        {request.log.map((entry, i) => (
          <li key={i}>
            <strong>{T.actions[entry.action]}</strong> · {formatStamp(entry.at)} · {T.actor(entry.by)}
            {entry.detail && <span className="pqrsd-detail__note">{entry.detail}</span>}
          </li>
        ))}
      </ol>

      {isOpenPqrsdState(request.estado) && (
        <div className="pqrsd-detail__forms">
          <AnswerForm request={request} action={action} fetcher={fetcher} />
          <TransferForm request={request} action={action} fetcher={fetcher} />
          {canExtend && <ExtendForm request={request} action={action} fetcher={fetcher} />}
        </div>
      )}
    </article>
  );
}
