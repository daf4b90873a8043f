/** "Prorrogar el plazo": a new due date (not before the current one) and the reason. */
import { IntentForm, LabeledField, ReasonField, type RequestFormProps } from './intent-form';
import { PQRSD_TEXT as T } from './pqrsd-text';

export function ExtendForm(props: RequestFormProps) {
  return (
    <IntentForm {...props} intent="extend" hint={T.extendHint}>
      <LabeledField id="pqrsd-new-date" label={T.newDate}>
        <input
          id="pqrsd-new-date"
          name="newDate"
          type="date"
          className="adm-input"
          required
          min={props.request.dueDate ?? undefined}
        />
      </LabeledField>
      <ReasonField id="pqrsd-extend-reason" label={T.reason} />
    </IntentForm>
  );
}
