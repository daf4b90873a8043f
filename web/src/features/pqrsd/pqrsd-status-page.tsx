/**
 * /pqrsd/consulta: a request's state from its radicado and the e-mail given with it (or the
 * tracking code of an anonymous one). A wrong pair and an unknown radicado read the same.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '@/config/paths';
import { RichText } from '@/components/rich-text';
import { usePageTitle } from '@/components/use-page-title';
import { ApiError } from '@/lib/api-client';
import { lookupPqrsd, type PqrsdStatus } from '@/lib/pqrsd-api';
import { PQRSD_STATE_LABELS } from '../../../../functions/src/model/pqrsd';
import { CheckRow, FormField } from './form-field';
import { longDate } from './format-date';
import styles from './pqrsd.module.css';

function Result({ status }: { status: PqrsdStatus }) {
  return (
    <section className={styles.panel} aria-labelledby="pqrsd-resultado" data-testid="pqrsd-status">
      <h2 id="pqrsd-resultado" tabIndex={-1}>
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

export default function PqrsdStatusPage() {
  usePageTitle('Consultar una solicitud');
  const [anonymous, setAnonymous] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<PqrsdStatus | null>(null);
  const live = useRef<HTMLDivElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const radicado = String(data.get('radicado') ?? '').trim();
    const secret = String(data.get(anonymous ? 'code' : 'email') ?? '').trim();
    if (!radicado || !secret) {
      setError(
        anonymous
          ? 'Escriba el radicado y el código de seguimiento.'
          : 'Escriba el radicado y el correo electrónico.',
      );
      return;
    }
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      setStatus(await lookupPqrsd(radicado, anonymous ? { code: secret } : { email: secret }));
      requestAnimationFrame(() => live.current?.querySelector<HTMLElement>('h2')?.focus());
    } catch (err) {
      setError(
        err instanceof ApiError ? err.message : 'No pudimos consultar la solicitud. Intente de nuevo.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={`container ${styles.page}`}>
      <h1 className="page-title">Consultar una solicitud</h1>
      <p className={styles.intro}>
        Escriba el número de radicado que recibió (por ejemplo, PQRSD-2026-000123) y el correo electrónico con
        el que envió la solicitud.
      </p>
      <div className={styles.layout}>
        <div className={styles.stack} ref={live}>
          <form className={styles.form} onSubmit={onSubmit} aria-busy={busy} noValidate>
            <FormField id="consulta-radicado" name="radicado" label="Número de radicado">
              {(c) => <input {...c} type="text" required autoCapitalize="characters" maxLength={20} />}
            </FormField>
            <CheckRow
              id="consulta-anonima"
              checked={anonymous}
              onChange={(e) => setAnonymous(e.target.checked)}
              label="Mi solicitud fue anónima: tengo un código de seguimiento."
            />
            {anonymous ? (
              <FormField id="consulta-code" name="code" label="Código de seguimiento">
                {(c) => <input {...c} type="text" required autoCapitalize="characters" maxLength={20} />}
              </FormField>
            ) : (
              <FormField id="consulta-email" name="email" label="Correo electrónico">
                {(c) => <input {...c} type="email" required autoComplete="email" maxLength={254} />}
              </FormField>
            )}
            {error && (
              <p className={styles.error} role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Consultando…' : 'Consultar'}
            </button>
          </form>
          {status && <Result status={status} />}
        </div>
        <aside className={styles.aside} aria-labelledby="consulta-ayuda">
          <h2 id="consulta-ayuda">¿No tiene un radicado?</h2>
          <p>
            <Link to={PUBLIC_PATHS.pqrsd}>Envíe una petición, queja, reclamo, sugerencia o denuncia</Link>
          </p>
        </aside>
      </div>
    </main>
  );
}
