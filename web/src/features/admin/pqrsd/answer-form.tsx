/**
 * "Responder": the answer in formatted text (the same lazy editor as every `richtext` field, its
 * chunk fetched when this form opens), "denied" for an information request, and an optional PDF.
 * The document travels in the multipart body as JSON (field `text`); the form refuses an answer
 * without words with the server's own check and sentence (checkPqrsdAnswerText) before sending.
 */
import { useState, type FormEvent } from 'react';
import { checkPqrsdAnswerText, emptyRichText, type RichTextDoc } from '@model';
import { RichTextField } from '../components/fields/rich-text-field';
import { IntentForm, LabeledField, type RequestFormProps } from './intent-form';
import { PQRSD_TEXT as T } from './pqrsd-text';

const TEXT_ID = 'pqrsd-answer-text';

export function AnswerForm(props: RequestFormProps) {
  const [text, setText] = useState<RichTextDoc>(emptyRichText);
  const [problem, setProblem] = useState<string>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const check = checkPqrsdAnswerText(text);
    if (check.ok) return;
    // Not sent: the reason beside the editor, and the focus in it to write.
    event.preventDefault();
    setProblem(check.message);
    document.getElementById(TEXT_ID)?.focus();
  };

  return (
    <IntentForm {...props} intent="answer" multipart primary onSubmit={onSubmit}>
      <RichTextField
        id={TEXT_ID}
        name="text"
        label={T.answerText}
        value={text}
        onChange={(doc) => {
          setText(doc);
          setProblem(undefined);
        }}
        disabled={false}
        required
        error={problem}
      />
      <input type="hidden" name="text" value={JSON.stringify(text)} />
      <p className="adm-field__hint">{T.answerHint}</p>
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
