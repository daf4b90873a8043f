/**
 * "¿Perdió su código?" on the look-up: a disclosure that opens a small form (radicado + the
 * e-mail given with the request). The server mails a new code to the address stored with the
 * request, never to the one typed here, and answers the same message whether or not they matched
 * (so the form cannot tell anyone which addresses filed what): the form shows that message as it
 * comes. An anonymous request has no address, so its code cannot be sent again; the text says so.
 */
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { requestNewCode } from '@/lib/pqrsd-api';
import { PQRSD_FIELDS } from '@model/pqrsd';
import { FormField } from './form-field';
import { RADICADO_MAX } from './lookup-query';
import styles from './pqrsd.module.css';

/** `radicado`: what the look-up's field holds when the form opens, so it need not be typed twice. */
export function LostCodeForm({ radicado }: { radicado: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);

  const toggle = () => {
    setOpen(!open);
    if (!open) requestAnimationFrame(() => firstField.current?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = {
      radicado: String(data.get('radicado') ?? '').trim(),
      email: String(data.get('email') ?? '').trim(),
    };
    if (!fields.radicado || !fields.email) {
      setError('Escriba el número de radicado y el correo electrónico que dio en la solicitud.');
      return;
    }
    setBusy(true);
    setError(null);
    setSent(null);
    try {
      setSent((await requestNewCode(fields.radicado, fields.email)).message);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'No pudimos pedir el código. Intente de nuevo.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.lost} aria-labelledby="codigo-perdido">
      <h2 id="codigo-perdido" className={styles.lostHeading}>
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={open}
          aria-controls="codigo-perdido-form"
          onClick={toggle}
        >
          {/* A drawn marker, out of the button's name (CSS content would be read in it). */}
          <span className={styles.marker} aria-hidden="true" />
          ¿Perdió su código?
        </button>
      </h2>
      {open && (
        <form
          method="post"
          id="codigo-perdido-form"
          className={styles.lostForm}
          onSubmit={onSubmit}
          aria-busy={busy}
          aria-label="Pedir un código nuevo"
          noValidate
        >
          <p className={styles.note}>
            Le enviaremos un código nuevo al correo que dio en su solicitud; el código anterior dejará de
            funcionar. Una solicitud anónima no tiene correo: su código no se puede enviar de nuevo.
          </p>
          <FormField id="codigo-radicado" name="radicado" label="Número de radicado">
            {(c) => (
              <input
                {...c}
                ref={firstField}
                type="text"
                required
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={RADICADO_MAX}
                defaultValue={radicado.trim()}
              />
            )}
          </FormField>
          <FormField id="codigo-email" name="email" label="Correo electrónico">
            {(c) => (
              <input {...c} type="email" required autoComplete="email" maxLength={PQRSD_FIELDS.email.max} />
            )}
          </FormField>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div className={styles.lostActions}>
            {/* The server's own words, the same whether or not the pair matched; the region is
                there (empty) before they come, so screen readers announce them. */}
            <p className={styles.sent} role="status">
              {sent}
            </p>
            <button type="submit" className="button button-outline" disabled={busy}>
              {busy ? 'Enviando…' : 'Enviarme un código nuevo'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
