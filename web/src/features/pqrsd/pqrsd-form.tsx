/**
 * The PQRSD form (/pqrsd): the request type, the citizen's data, the message, one optional
 * attachment and the Ley 1581 consent. Checked in the browser with the same check the server runs
 * (`checkPqrsdInput`, @model/pqrsd-input: a zod schema, loaded when the visitor starts on the form
 * so the page's first load carries no zod; decision 0018), every problem at once: beside its field
 * (aria-invalid, the message in its aria-describedby) and in a summary at the top that takes the
 * focus and links to each field (the GOV.UK error summary: one send shows every mistake, and a
 * screen reader hears them first). The attachment is checked from its first bytes like every
 * upload. On any failure the visitor's text stays in the form, with the reasons.
 */
import { useEffect, useRef, useState, type FormEvent, type MouseEvent, type Ref } from 'react';
import { PUBLIC_PATHS } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { submitPqrsd, type Filed } from '@/lib/pqrsd-api';
import {
  PQRSD_ANONYMOUS_TYPES,
  PQRSD_CONSENT_TEXT,
  PQRSD_CONSENT_VERSION,
  PQRSD_FIELDS,
  PQRSD_HONEYPOT_FIELD,
  PQRSD_MAX_ATTACHMENT_BYTES,
  PQRSD_TERM_DAYS,
  PQRSD_TYPE_LABELS,
  type PqrsdType,
} from '@model/pqrsd';
import { SNIFF_BYTES, sniffType } from '@model/sniff';
import { useLive } from '@/components/use-live';
import { BeforeSending } from './before-sending';
import { CheckRow, FormField } from './form-field';
import styles from './pqrsd.module.css';
import { useSiteHref } from '@/components/site-base';

/** The types a citizen picks here, with a plain-language hint; `contacto` is the contact form's. */
const TYPES: { tipo: PqrsdType; hint: string }[] = [
  { tipo: 'peticion', hint: 'Pedir algo al colegio: un certificado, un trámite, una actuación.' },
  { tipo: 'queja', hint: 'Inconformidad con la atención o la conducta de una persona del colegio.' },
  { tipo: 'reclamo', hint: 'Inconformidad con un servicio que no se prestó o se prestó mal.' },
  { tipo: 'sugerencia', hint: 'Una idea para mejorar el colegio o sus servicios.' },
  { tipo: 'denuncia', hint: 'Dar a conocer un hecho irregular para que se investigue.' },
  { tipo: 'informacion', hint: 'Pedir información pública o copia de documentos.' },
  { tipo: 'consulta', hint: 'Pedir el concepto del colegio sobre un tema a su cargo.' },
];

/**
 * The check, asked for once, when the visitor first focuses a field. If its chunk cannot come (the
 * connection dropped) the request goes unchecked: the server runs the same check and says why.
 */
let inputCheck: Promise<typeof import('@model/pqrsd-input')> | undefined;
const loadInputCheck = () =>
  (inputCheck ??= import('@model/pqrsd-input').catch((err: unknown) => {
    inputCheck = undefined; // asked for again at the next attempt
    throw err;
  }));

/** Why an anonymous denuncia, which collects no name or e-mail, still asks the consent. */
export const ANONYMOUS_CONSENT_WHY =
  '¿Por qué se lo pedimos si su denuncia es anónima? Su mensaje o el archivo adjunto pueden contener ' +
  'datos personales suyos (o de otras personas); el colegio solo los usará para tramitar la denuncia.';

interface Problem {
  message: string;
  /** The field at fault, when the form shows it: its control is #pqrsd-{field}. */
  field?: string;
}

/**
 * "Hay un problema" and the list of problems, each a link to its field (GOV.UK's error summary). A
 * link moves the focus to the control and shows its label above it, rather than jumping to the
 * #fragment (which would leave the label off screen and add a history entry).
 */
function ErrorSummary({ problems, ref }: { problems: Problem[]; ref: Ref<HTMLDivElement> }) {
  const goTo = (event: MouseEvent<HTMLAnchorElement>, field: string) => {
    const control = document.getElementById(`pqrsd-${field}`);
    if (!control) return;
    event.preventDefault();
    const label = document.querySelector(`label[for="pqrsd-${field}"]`) ?? control;
    label.scrollIntoView?.({ block: 'start' });
    control.focus({ preventScroll: true });
  };
  return (
    // role="alert" as well as the focus: a refusal that comes from the server, after a wait, is heard.
    <div
      ref={ref}
      className={styles.errorSummary}
      role="alert"
      tabIndex={-1}
      aria-labelledby="pqrsd-problemas"
    >
      <h2 id="pqrsd-problemas">Hay un problema</h2>
      <ul>
        {problems.map(({ field, message }) => (
          <li key={`${field ?? ''}:${message}`}>
            {field ? (
              <a href={`#pqrsd-${field}`} onClick={(e) => goTo(e, field)}>
                {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

const termOf = (tipo: PqrsdType) => `Respuesta en ${PQRSD_TERM_DAYS[tipo]} días hábiles.`;

/** What a link may start the form with (prefillFrom). */
export interface Prefill {
  tipo: PqrsdType;
  asunto: string;
}

/**
 * A link may start the form filled in (the accessibility statement's "Reportar una barrera" is
 * /pqrsd?tipo=reclamo&asunto=Barrera%20de%20accesibilidad): a type the form offers and a one-line
 * subject cut to its limit. Only starting values the visitor sees and may change; the request is
 * checked as always, here and by the server. The page file reads it from the address and hands it
 * to the island, so the server's render and the browser's start alike.
 */
export function prefillFrom(search: string): Prefill {
  const query = new URLSearchParams(search);
  const tipo = TYPES.find((t) => t.tipo === query.get('tipo'))?.tipo ?? 'peticion';
  // Control characters (a pasted line break) out, as a one-line field would refuse them.
  const asunto = (query.get('asunto') ?? '')
    // eslint-disable-next-line no-control-regex -- removing them is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .trim()
    .slice(0, PQRSD_FIELDS.asunto.max);
  return { tipo, asunto };
}

/** Why a chosen file cannot go: its real type from the first bytes, and its size. */
async function attachmentProblem(file: File): Promise<string | null> {
  if (file.size > PQRSD_MAX_ATTACHMENT_BYTES) return 'El archivo adjunto supera el tamaño máximo de 5 MB.';
  if (file.size === 0) return 'El archivo adjunto está vacío.';
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const type = sniffType(head);
  return type === 'pdf' || type === 'jpeg' || type === 'png'
    ? null
    : 'El archivo adjunto debe ser PDF, JPEG o PNG.';
}

export function PqrsdForm({
  prefill,
  onFiled,
}: {
  prefill: Prefill;
  onFiled: (filed: Filed, anonymous: boolean) => void;
}) {
  const href = useSiteHref();
  const [tipo, setTipo] = useState<PqrsdType>(prefill.tipo);
  // The button sends once the form's code runs: before that (or with no JavaScript) a send would
  // go nowhere, and the page says how else to file (pqrsd-page.tsx).
  const live = useLive();
  const [anonymous, setAnonymous] = useState(false);
  const [sending, setSending] = useState(false);
  /** Every problem, in the form's order (the summary's list), and each field's own message (beside it). */
  const [error, setError] = useState<{ problems: Problem[]; fields: Record<string, string> } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const canBeAnonymous = PQRSD_ANONYMOUS_TYPES.includes(tipo);
  const anon = canBeAnonymous && anonymous;

  /**
   * Every problem beside its field (those the form shows) and all of them in the summary, which
   * takes the focus: a screen reader reads the list, and the page scrolls to where it starts.
   */
  const fail = (found: Problem[]) => {
    const fields: Record<string, string> = {};
    const problems: Problem[] = [];
    for (const { field, message } of found) {
      const shown = field && document.getElementById(`pqrsd-${field}`) ? field : undefined;
      if (shown && fields[shown]) continue;
      if (shown) fields[shown] = message;
      problems.push(shown ? { field: shown, message } : { message });
    }
    setError({ problems, fields });
  };
  // Each failed send's summary takes the focus once React has put it on the page. Not in a frame
  // callback after setError: a send answered later (the check's code still coming, the server's
  // refusal) renders in a task of its own, and the frame could come first, with no summary yet.
  useEffect(() => {
    if (error) summaryRef.current?.focus();
  }, [error]);
  /** The message beside a field while it is at fault. */
  const errorOf = (field: string) => error?.fields[field] ?? null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const fields: Record<string, string | boolean> = {
      tipo,
      anonimo: anon,
      ...(anon
        ? {}
        : {
            nombre: text('nombre'),
            documento: text('documento'),
            email: text('email'),
            telefono: text('telefono'),
          }),
      asunto: text('asunto'),
      mensaje: text('mensaje'),
      consentimiento: data.get('consentimiento') ? PQRSD_CONSENT_VERSION : '',
      [PQRSD_HONEYPOT_FIELD]: text(PQRSD_HONEYPOT_FIELD),
    };
    const check = await loadInputCheck().catch(() => null);
    const checked = check?.checkPqrsdInput(fields);
    const problems = checked && !checked.ok ? checked.problems : [];
    const file = data.get('adjunto');
    const attachment = file instanceof File && file.size > 0 ? file : null;
    const fileProblem = attachment ? await attachmentProblem(attachment) : null;
    if (fileProblem) problems.push({ field: 'adjunto', message: fileProblem });
    if (problems.length) return fail(problems);
    setSending(true);
    setError(null);
    try {
      onFiled(await submitPqrsd(fields, attachment), anon);
    } catch (err) {
      fail([
        {
          message:
            err instanceof ApiError ? err.message : 'No pudimos enviar la solicitud. Intente de nuevo.',
        },
      ]);
    } finally {
      setSending(false);
    }
  };

  return (
    // method="post": were it ever sent without its code, its personal data would go in a request
    // body, never into an address (history, logs).
    <form
      method="post"
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={() => void loadInputCheck().catch(() => undefined)}
      aria-busy={sending}
      noValidate
    >
      {error && <ErrorSummary ref={summaryRef} problems={error.problems} />}
      <fieldset className={styles.types}>
        <legend>¿Qué desea enviar?</legend>
        {TYPES.map(({ tipo: value, hint }) => (
          <label key={value} className={styles.option}>
            <input
              type="radio"
              name="tipo"
              value={value}
              checked={tipo === value}
              onChange={() => setTipo(value)}
            />
            <span>
              <strong>{PQRSD_TYPE_LABELS[value]}</strong>
              <small>
                {hint} {termOf(value)}
              </small>
            </span>
          </label>
        ))}
      </fieldset>

      {canBeAnonymous && (
        <CheckRow
          id="pqrsd-anonimo"
          checked={anonymous}
          onChange={(e) => setAnonymous(e.target.checked)}
          label="Denuncia anónima: no daré mi nombre ni mi correo. Recibiré un código para consultar la respuesta en este sitio."
        />
      )}

      {!anon && (
        <>
          <div className={styles.row}>
            <FormField
              id="pqrsd-nombre"
              name="nombre"
              label={PQRSD_FIELDS.nombre.label}
              error={errorOf('nombre')}
            >
              {(c) => (
                <input {...c} type="text" required autoComplete="name" maxLength={PQRSD_FIELDS.nombre.max} />
              )}
            </FormField>
            <FormField
              id="pqrsd-documento"
              name="documento"
              label={PQRSD_FIELDS.documento.label}
              error={errorOf('documento')}
            >
              {(c) => <input {...c} type="text" inputMode="numeric" maxLength={PQRSD_FIELDS.documento.max} />}
            </FormField>
          </div>
          <div className={styles.row}>
            <FormField
              id="pqrsd-email"
              name="email"
              label={PQRSD_FIELDS.email.label}
              error={errorOf('email')}
              hint="Allí le enviaremos el número de radicado, el código de seguimiento y la respuesta."
            >
              {(c) => (
                <input {...c} type="email" required autoComplete="email" maxLength={PQRSD_FIELDS.email.max} />
              )}
            </FormField>
            <FormField
              id="pqrsd-telefono"
              name="telefono"
              label="Teléfono (opcional)"
              error={errorOf('telefono')}
            >
              {(c) => <input {...c} type="tel" autoComplete="tel" maxLength={PQRSD_FIELDS.telefono.max} />}
            </FormField>
          </div>
        </>
      )}

      <FormField id="pqrsd-asunto" name="asunto" label={PQRSD_FIELDS.asunto.label} error={errorOf('asunto')}>
        {(c) => (
          <input
            {...c}
            type="text"
            required
            maxLength={PQRSD_FIELDS.asunto.max}
            defaultValue={prefill.asunto}
          />
        )}
      </FormField>
      <FormField
        id="pqrsd-mensaje"
        name="mensaje"
        label={PQRSD_FIELDS.mensaje.label}
        error={errorOf('mensaje')}
      >
        {(c) => <textarea {...c} required rows={7} maxLength={PQRSD_FIELDS.mensaje.max} />}
      </FormField>
      <FormField
        id="pqrsd-adjunto"
        name="adjunto"
        label="Archivo adjunto (opcional)"
        error={errorOf('adjunto')}
        hint="Un archivo PDF, JPEG o PNG de hasta 5 MB."
      >
        {(c) => (
          <input {...c} type="file" accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png" />
        )}
      </FormField>

      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="pqrsd-sitio">Sitio web (déjelo vacío)</label>
        <input id="pqrsd-sitio" name={PQRSD_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <BeforeSending />

      <CheckRow
        id="pqrsd-consentimiento"
        error={errorOf('consentimiento')}
        name="consentimiento"
        required
        // The consent is the same versioned text for everyone (the school keeps which one was
        // accepted); an anonymous sender is told why it is asked of them too.
        hint={anon ? ANONYMOUS_CONSENT_WHY : undefined}
        label={
          <>
            {PQRSD_CONSENT_TEXT} Consulte la{' '}
            <a href={href(PUBLIC_PATHS.politicaprivacidad)}>
              Política de privacidad y tratamiento de datos personales
            </a>
            .
          </>
        }
      />

      <button type="submit" className="button" disabled={sending || !live}>
        {sending ? 'Enviando…' : 'Enviar solicitud'}
      </button>
    </form>
  );
}
