/**
 * "Responder": the answer in formatted text (the same lazy editor as every `richtext` field, its
 * chunk fetched when this form opens), "denied" for an information request, and an optional PDF.
 * The document travels in the multipart body as JSON (field `text`); the form refuses an answer
 * without words with the server's own check and sentence (checkPqrsdAnswerText) before sending.
 *
 * "Enviar la respuesta" sends nothing yet (so one click is never final): it asks the
 * server for the mail this answer would send (POST …/respuesta/vista-previa, built by the same
 * code as the real one) and shows it in a confirmation. "Enviar" submits the form as it stands;
 * "Volver a editar" closes it, with the form (text, box, chosen PDF) untouched underneath.
 */
import { useState, type FormEvent } from 'react';
import { checkPqrsdAnswerText, emptyRichText, type PqrsdAnswerPreview, type RichTextDoc } from '@model';
import { useAdminUser } from '@/features/auth/auth-context';
import { ConfirmDialog } from '../components/confirm-dialog';
import { RichTextField } from '../components/fields/rich-text-field';
import { ProblemAlert } from '../components/problem-alert';
import { problemFrom } from '../form/problem';
import { IntentForm, LabeledField, type RequestFormProps } from './intent-form';
import { previewAnswer } from './pqrsd-api';
import { PQRSD_TEXT as T } from './pqrsd-text';

const TEXT_ID = 'pqrsd-answer-text';
const PDF_ID = 'pqrsd-answer-pdf';

/** What the confirmation shows, and the form it will send. */
interface Asking {
  form: HTMLFormElement;
  mail: PqrsdAnswerPreview;
  pdfName: string | null;
}

export function AnswerForm(props: RequestFormProps) {
  const user = useAdminUser();
  const [text, setText] = useState<RichTextDoc>(emptyRichText);
  const [problem, setProblem] = useState<string>();
  const [previewProblem, setPreviewProblem] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Never sent from here: "Enviar" in the confirmation sends it (fetcher.submit skips this).
    event.preventDefault();
    const check = checkPqrsdAnswerText(text);
    if (!check.ok) {
      // The reason beside the editor, and the focus in it to write.
      setProblem(check.message);
      document.getElementById(TEXT_ID)?.focus();
      return;
    }
    const form = event.currentTarget;
    const denied = (form.elements.namedItem('denied') as HTMLInputElement | null)?.checked === true;
    const pdf = (form.elements.namedItem('pdf') as HTMLInputElement | null)?.files?.[0];
    const pdfName = pdf && pdf.size > 0 ? pdf.name : null;
    setPreviewProblem(null);
    setPreviewing(true);
    void user
      .getIdToken()
      .then((token) =>
        previewAnswer(props.request.radicado, token, { text: check.doc, denied, pdf: pdfName !== null }),
      )
      .then((mail) => setAsking({ form, mail, pdfName }))
      .catch((err: unknown) => setPreviewProblem(problemFrom(err).message))
      .finally(() => setPreviewing(false));
  };

  const send = () => {
    if (!asking) return;
    setAsking(null);
    void props.fetcher.submit(asking.form, {
      method: 'post',
      action: props.action,
      encType: 'multipart/form-data',
    });
  };

  return (
    <>
      <IntentForm
        {...props}
        intent="answer"
        multipart
        primary
        onSubmit={onSubmit}
        busy={previewing ? T.previewing : undefined}
      >
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
        <LabeledField id={PDF_ID} label={T.pdf}>
          <input id={PDF_ID} name="pdf" type="file" accept="application/pdf,.pdf" className="adm-input" />
        </LabeledField>
        <ProblemAlert message={previewProblem} />
      </IntentForm>
      {asking && (
        <ConfirmDialog
          title={T.confirmTitle}
          confirmLabel={T.confirmSend}
          cancelLabel={T.confirmBack}
          onConfirm={send}
          onCancel={() => setAsking(null)}
          className="pqrsd-confirm"
        >
          <MailPreview mail={asking.mail} pdfName={asking.pdfName} />
        </ConfirmDialog>
      )}
    </>
  );
}

/** The mail as the citizen gets it: address, subject and the plain text, line by line. */
function MailPreview({ mail, pdfName }: { mail: PqrsdAnswerPreview; pdfName: string | null }) {
  if (mail.para === null) return <p>{T.confirmNoMail}</p>;
  return (
    <>
      <p className="adm-muted">{T.confirmIntro}</p>
      <dl className="pqrsd-confirm__head">
        <dt>{T.confirmTo}</dt>
        <dd>{mail.para}</dd>
        <dt>{T.confirmSubject}</dt>
        <dd>{mail.asunto}</dd>
      </dl>
      <h3 className="pqrsd-confirm__label">{T.confirmBody}</h3>
      <pre className="pqrsd-confirm__text">{mail.texto}</pre>
      {pdfName && <p className="adm-field__hint">{T.confirmPdf(pdfName)}</p>}
    </>
  );
}
