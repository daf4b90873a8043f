/**
 * The frame of the inbox's three forms on an open request (answer, transfer, extend): its heading
 * and hint, the intent and radicado the route's action reads, the fields, the refusal of this
 * intent (the typed text stays: the form is not drawn again), and the submit button.
 */
import type { ReactNode } from 'react';
import { ProblemAlert } from '../components/problem-alert';
import { problemOf, sending, settledResult, type Intent, type InboxFetcher } from './inbox-fetcher';

export function IntentForm({
  fetcher,
  intent,
  radicado,
  action,
  heading,
  hint,
  multipart = false,
  primary = false,
  submit,
  submitting,
  children,
}: {
  fetcher: InboxFetcher;
  intent: Exclude<Intent, 'retry'>;
  radicado: string;
  action: string;
  heading: string;
  hint?: string;
  /** The answer's form carries a PDF. */
  multipart?: boolean;
  primary?: boolean;
  submit: string;
  submitting: string;
  children: ReactNode;
}) {
  return (
    <fetcher.Form
      method="post"
      action={action}
      encType={multipart ? 'multipart/form-data' : undefined}
      className="pqrsd-form"
    >
      <h3 className="pqrsd-detail__subtitle">{heading}</h3>
      {hint && <p className="adm-field__hint">{hint}</p>}
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="radicado" value={radicado} />
      {children}
      <ProblemAlert message={problemOf(settledResult(fetcher, [intent]))} />
      <button type="submit" className={primary ? 'adm-btn adm-btn--primary' : 'adm-btn'} disabled={fetcher.state !== 'idle'}>
        {sending(fetcher, intent) ? submitting : submit}
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
      <textarea id={id} name="reason" className="adm-input adm-input--area" rows={3} required maxLength={2000} />
    </LabeledField>
  );
}
