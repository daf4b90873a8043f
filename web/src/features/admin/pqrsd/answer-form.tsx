/** "Responder": the answer's text, "denied" for an information request, and an optional PDF. */
import { IntentForm, LabeledField, type RequestFormProps } from './intent-form';
import { PQRSD_TEXT as T } from './pqrsd-text';

export function AnswerForm(props: RequestFormProps) {
  return (
    <IntentForm {...props} intent="answer" multipart primary>
      <LabeledField id="pqrsd-answer-text" label={T.answerText}>
        <textarea
          id="pqrsd-answer-text"
          name="text"
          className="adm-input adm-input--area"
          rows={8}
          required
          maxLength={20000}
          aria-describedby="pqrsd-answer-hint"
        />
        <p id="pqrsd-answer-hint" className="adm-field__hint">
          {T.answerHint}
        </p>
      </LabeledField>
      {props.request.tipo === 'informacion' && (
        <div className="adm-field">
          <label className="pqrsd-form__check">
            <input type="checkbox" name="denied" aria-describedby="pqrsd-denied-hint" /> {T.denied}
          </label>
          <p id="pqrsd-denied-hint" className="adm-field__hint">
            {T.deniedHint}
          </p>
        </div>
      )}
      <LabeledField id="pqrsd-answer-pdf" label={T.pdf}>
        <input
          id="pqrsd-answer-pdf"
          name="pdf"
          type="file"
          accept="application/pdf,.pdf"
          className="adm-input"
        />
      </LabeledField>
    </IntentForm>
  );
}
