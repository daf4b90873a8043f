/**
 * The frame of the inbox's three forms on an open request (answer, transfer, extend): its heading
 * and hint, the intent and radicado the route's action reads, the fields, the refusal of this
 * intent (the typed text stays: the form is not drawn again), and the submit button.
 */
import type { FormEvent, ReactNode } from 'react';
import { ProblemAlert } from '../components/problem-alert';
import { problemOf, sending, settledResult, type InboxFetcher } from './inbox-fetcher';
import type { PqrsdRequest } from './pqrsd-api';
import { PQRSD_TEXT as T } from './pqrsd-text';

/** Each form's heading and button, by intent. */
const WORDS = {
  answer: { heading: T.answerHeading, submit: T.send, submitting: T.sending },
  transfer: { heading: T.transferHeading, submit: T.transfer, submitting: T.transferring },
  extend: { heading: T.extendHeading, submit: T.extend, submitting: T.extending },
} as const;

/** What each of the three forms is given by the open request's panel. */
export interface RequestFormProps {
  request: PqrsdRequest;
  /** The route the fetcher posts to (the inbox with this request open). */
  action: string;
  fetcher: InboxFetcher;
}

export function IntentForm({
  request,
  action,
  fetcher,
  intent,
  hint,
  multipart = false,
  primary = false,
  onSubmit,
  busy,
  children,
}: RequestFormProps & {
  intent: keyof typeof WORDS;
  hint?: string;
  /** The answer's form carries a PDF. */
  multipart?: boolean;
  primary?: boolean;
  /** A check in the browser before sending: preventDefault() keeps the form from being sent. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Work of the form's own before sending (the answer's preview): the button says it and waits. */
  busy?: string;
  children: ReactNode;
}) {
  const words = WORDS[intent];
  return (
    <fetcher.Form
      method="post"
      action={action}
      encType={multipart ? 'multipart/form-data' : undefined}
      onSubmit={onSubmit}
      className="pqrsd-form"
    >
      <h3 className="pqrsd-detail__subtitle">{words.heading}</h3>
      {hint && <p className="adm-field__hint">{hint}</p>}
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="radicado" value={request.radicado} />
      {children}
      <ProblemAlert message={problemOf(settledResult(fetcher, [intent]))} />
      <button
        type="submit"
        className={primary ? 'adm-btn adm-btn--primary' : 'adm-btn'}
        disabled={fetcher.state !== 'idle' || busy !== undefined}
      >
        {busy ?? (sending(fetcher, intent) ? words.submitting : words.submit)}
      </button>
    </fetcher.Form>
  );
}

/** A labelled field of these forms. */
export function LabeledField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="adm-field">
      <label className="adm-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** The reason a transfer or an extension gives (the citizen reads it). */
export function ReasonField({ id, label }: { id: string; label: string }) {
  return (
    <LabeledField id={id} label={label}>
      <textarea
        id={id}
        name="reason"
        className="adm-input adm-input--area"
        rows={3}
        required
        maxLength={2000}
      />
    </LabeledField>
  );
}
