/** "Trasladar a otra entidad": the competent entity and the reason; the request closes here. */
import { IntentForm, LabeledField, ReasonField } from './intent-form';
import type { InboxFetcher } from './inbox-fetcher';
import type { PqrsdRequest } from './pqrsd-api';
import { PQRSD_TEXT as T } from './pqrsd-text';

export function TransferForm({ request, action, fetcher }: { request: PqrsdRequest; action: string; fetcher: InboxFetcher }) {
  return (
    <IntentForm
      fetcher={fetcher}
      intent="transfer"
      radicado={request.radicado}
      action={action}
      heading={T.transferHeading}
      hint={T.transferHint}
      submit={T.transfer}
      submitting={T.transferring}
    >
      <LabeledField id="pqrsd-entity" label={T.entity}>
        <input id="pqrsd-entity" name="entity" className="adm-input" required maxLength={200} />
      </LabeledField>
      <ReasonField id="pqrsd-transfer-reason" label={T.reason} />
    </IntentForm>
  );
}
