/** "Trasladar a otra entidad": the competent entity and the reason; the request closes here. */
import { IntentForm, LabeledField, ReasonField, type RequestFormProps } from './intent-form';
import { PQRSD_TEXT as T } from './pqrsd-text';

export function TransferForm(props: RequestFormProps) {
  return (
    <IntentForm {...props} intent="transfer" hint={T.transferHint}>
      <LabeledField id="pqrsd-entity" label={T.entity}>
        <input id="pqrsd-entity" name="entity" className="adm-input" required maxLength={200} />
      </LabeledField>
      <ReasonField id="pqrsd-transfer-reason" label={T.reason} />
    </IntentForm>
  );
}
