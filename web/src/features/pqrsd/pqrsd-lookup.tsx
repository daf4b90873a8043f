/**
 * The look-up of /pqrsd/consulta, the page's island: the radicado and the tracking code, the
 * request's state once found, and "¿Perdió su código?". The mail's and the receipt's link
 * (`?radicado=…#codigo=…`) open on the state: the island reads the code from the fragment, which
 * no browser sends, fills the form and asks at once, with a POST, so the code stays out of every
 * address a server sees. A link from before the fragment (`?radicado=…&codigo=…`) asks at once too.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { RichText } from '@/components/rich-text';
import { ApiError } from '@/lib/api-client';
import { lookupPqrsd, type PqrsdStatus } from '@/lib/pqrsd-api';
import { PQRSD_STATE_LABELS } from '@model/pqrsd';
import { useLive } from '@/components/use-live';
import { FormField } from './form-field';
import { longDate } from './format-date';
import { CODE_MAX, lookupQuery, RADICADO_MAX } from './lookup-query';
import { LostCodeForm } from './lost-code-form';
import styles from './pqrsd.module.css';
import { withSiteBase } from '@/components/site-base';

function Result({ status }: { status: PqrsdStatus }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen readers hear the answer where it appears, and the page scrolls to it: once it is on the
  // page (each look-up shows a new one), not in a frame that may come before React renders it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.panel} aria-labelledby="pqrsd-resultado" data-testid="pqrsd-status">
      <h2 id="pqrsd-resultado" ref={heading} tabIndex={-1}>
        Solicitud {status.radicado}
      </h2>
      <dl className={styles.facts}>
        <dt>Tipo</dt>
        <dd>{status.tipoLabel}</dd>
        <dt>Asunto</dt>
        <dd>{status.asunto}</dd>
        <dt>Estado</dt>
        <dd>{PQRSD_STATE_LABELS[status.estado]}</dd>
        <dt>Recibida</dt>
        <dd>{longDate(status.receivedDate)}</dd>
        {status.dueDate && (
          <>
            <dt>Respuesta a más tardar</dt>
            <dd>{longDate(status.dueDate)}</dd>
          </>
        )}
      </dl>
      {status.transfer && (
        <p>
          El {longDate(status.transfer.date)} la trasladamos a <strong>{status.transfer.entity}</strong>, la
          entidad que debe responderla.
        </p>
      )}
      {status.answer && (
        <>
          <h3>Respuesta del {longDate(status.answer.date)}</h3>
          <div className={styles.answer}>
            <RichText value={status.answer.text} headingLevel={3} />
          </div>
          {status.answer.pdf && <p>La respuesta trae un documento PDF: se lo enviamos a su correo.</p>}
        </>
      )}
    </section>
  );
}

/**
 * `radicado`, `code`: what the address filled in (lookupQuery, in the page file); the visitor's
 * typing wins after that.
 */
function PqrsdLookupContent({
  radicado: initialRadicado,
  code: initialCode,
}: {
  radicado: string;
  code: string;
}) {
  const [radicado, setRadicado] = useState(initialRadicado);
  // The button asks once the code runs (with no JavaScript the page says how else to ask).
  const live = useLive();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<PqrsdStatus | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const lookUp = async (typedRadicado: string, code: string) => {
    if (!typedRadicado.trim() || !code.trim()) {
      setError('Escriba el número de radicado y el código de seguimiento.');
      return;
    }
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      setStatus(await lookupPqrsd(typedRadicado.trim(), code.trim()));
    } catch (err) {
      setError(
        err instanceof ApiError ? err.message : 'No pudimos consultar la solicitud. Intente de nuevo.',
      );
    } finally {
      setBusy(false);
    }
  };

  // A link with both (the mail's, the receipt's: the radicado in the query, the code in the
  // fragment, or both in the query for an older link): fill in the code, and ask.
  useEffect(() => {
    const fragmentCode = lookupQuery(window.location.hash.replace(/^#/, '')).code;
    if (fragmentCode && codeInput.current) codeInput.current.value = fragmentCode;
    // Sent as the visitor's press would send it (the form's own submit), so one path asks.
    if (initialRadicado && (fragmentCode || initialCode)) form.current?.requestSubmit();
    // Once, for the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void lookUp(radicado, String(new FormData(event.currentTarget).get('codigo') ?? ''));
  };

  return (
    <div className={styles.stack}>
      {/* method="post": were it ever sent without its code, the code stays out of the address. */}
      <form ref={form} method="post" className={styles.form} onSubmit={onSubmit} aria-busy={busy} noValidate>
        <FormField
          id="consulta-radicado"
          name="radicado"
          label="Número de radicado"
          hint="Como se lo dimos, o solo el año y el número (2026-50), o solo el número si es de este año (50)."
        >
          {(c) => (
            <input
              {...c}
              type="text"
              required
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={RADICADO_MAX}
              value={radicado}
              onChange={(e) => setRadicado(e.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="consulta-codigo"
          name="codigo"
          label="Código de seguimiento"
          hint="20 letras y números en grupos de cuatro. Puede escribirlo sin guiones y en minúsculas."
        >
          {(c) => (
            <input
              {...c}
              type="text"
              required
              autoCapitalize="characters"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              maxLength={CODE_MAX}
              ref={codeInput}
              defaultValue={initialCode}
              className={styles.codeInput}
            />
          )}
        </FormField>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button" disabled={busy || !live}>
          {busy ? 'Consultando…' : 'Consultar'}
        </button>
      </form>
      {status && <Result status={status} />}
      <LostCodeForm radicado={radicado} />
    </div>
  );
}

export const PqrsdLookup = withSiteBase(PqrsdLookupContent);
