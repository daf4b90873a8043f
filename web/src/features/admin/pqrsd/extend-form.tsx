/** "Prorrogar el plazo": a new due date (not before the current one) and the reason. */
import { IntentForm, LabeledField, ReasonField } from './intent-form';
import type { InboxFetcher } from './inbox-fetcher';
import type { PqrsdRequest } from './pqrsd-api';
import { PQRSD_TEXT as T } from './pqrsd-text';

export function ExtendForm({ request, action, fetcher }: { request: PqrsdRequest; action: string; fetcher: InboxFetcher }) {
  return (
    <IntentForm
      fetcher={fetcher}
      intent="extend"
      radicado={request.radicado}
      action={action}
      heading={T.extendHeading}
      hint={T.extendHint}
      submit={T.extend}
      submitting={T.extending}
    >
      <LabeledField id="pqrsd-new-date" label={T.newDate}>
        <input
          id="pqrsd-new-date"
          name="newDate"
          type="date"
          className="adm-input"
          required
          min={request.dueDate ?? undefined}
        />
      </LabeledField>
      <ReasonField id="pqrsd-extend-reason" label={T.reason} />
    </IntentForm>
  );
}
