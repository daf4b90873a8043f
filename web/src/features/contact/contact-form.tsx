/**
 * The contact form (spec §2, §5, §8): subject, name, email (type email), phone (type tel) and
 * message, all required, plus the consent to the personal-data policy that Colombian law
 * (Ley 1581 de 2012) requires before collecting personal data. The browser's own validation
 * checks the fields. The message is stored by the server as a request of Atención al ciudadano
 * (POST /api/pqrsd, type `contacto`), which mails the school from its outbox: nothing depends on
 * the browser reaching a mail service, and no browser picks the recipient. The result is the
 * alert of spec §8 (with the radicado on success); the form is cleared only once the message is
 * stored, so a failure keeps what the visitor wrote.
 */
import { useState, type FormEvent } from 'react';
import { useLive } from '@/components/use-live';
import { PUBLIC_PATHS } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { submitPqrsd } from '@/lib/pqrsd-api';
import { PQRSD_CONSENT_TEXT, PQRSD_CONSENT_VERSION, PQRSD_FIELDS } from '@model/pqrsd';
import styles from './contact.module.css';
import { useSiteHref, withSiteBase } from '@/components/site-base';

export const SENT_MESSAGE = 'Mensaje enviado con éxito!';
export const FAILED_MESSAGE = 'Hubo un error al enviar el mensaje.';

const field = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

function ContactFormContent() {
  const href = useSiteHref();
  const [sending, setSending] = useState(false);
  // The button sends once this code runs: the message goes as JSON from it (with no JavaScript
  // the page gives the school's e-mail and phones instead).
  const live = useLive();
  const [radicado, setRadicado] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setSending(true);
    try {
      const filed = await submitPqrsd({
        tipo: 'contacto',
        asunto: field(data, 'subject'),
        nombre: field(data, 'name'),
        email: field(data, 'email'),
        telefono: field(data, 'phone'),
        mensaje: field(data, 'message'),
        consentimiento: PQRSD_CONSENT_VERSION,
        sitioWeb: field(data, 'sitioWeb'),
      });
      setRadicado(filed.radicado);
      form.reset();
      window.alert(`${SENT_MESSAGE} Radicado: ${filed.radicado}`);
    } catch (err) {
      // Only the error: the visitor's text stays in the form to send again.
      console.error('Error al enviar el mensaje de contacto:', err instanceof ApiError ? err.code : err);
      window.alert(
        err instanceof ApiError && err.status >= 400 && err.status < 500
          ? `${FAILED_MESSAGE} ${err.message}`
          : FAILED_MESSAGE,
      );
    } finally {
      setSending(false);
    }
  };

  return (
    // method="post": were it ever sent without its code, what the visitor wrote stays out of the address.
    <form method="post" className={styles.form} onSubmit={onSubmit} aria-busy={sending}>
      <p className={styles.required}>Todos los campos son obligatorios.</p>
      <div className={styles.field}>
        <label htmlFor="contact-subject">Asunto</label>
        <input id="contact-subject" name="subject" type="text" required maxLength={PQRSD_FIELDS.asunto.max} />
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="contact-name">Nombre</label>
          <input
            id="contact-name"
            name="name"
            type="text"
            required
            autoComplete="name"
            maxLength={PQRSD_FIELDS.nombre.max}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-phone">Teléfono</label>
          <input
            id="contact-phone"
            name="phone"
            type="tel"
            required
            autoComplete="tel"
            maxLength={PQRSD_FIELDS.telefono.max}
          />
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-email">Correo electrónico</label>
        <input
          id="contact-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={PQRSD_FIELDS.email.max}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">Mensaje</label>
        <textarea id="contact-message" name="message" required rows={6} maxLength={5000} />
      </div>
      <div className={styles.consent}>
        <input id="contact-consent" name="consent" type="checkbox" required />
        <label htmlFor="contact-consent">
          {PQRSD_CONSENT_TEXT} Consulte la{' '}
          <a href={href(PUBLIC_PATHS.politicaprivacidad)}>
            Política de privacidad y tratamiento de datos personales
          </a>
          .
        </label>
      </div>
      {/* The honeypot: out of sight and out of the tab order; people never fill it. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="contact-sitio">Sitio web (déjelo vacío)</label>
        <input id="contact-sitio" name="sitioWeb" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {radicado && (
        <p className={styles.sent} role="status">
          {SENT_MESSAGE} Su número de radicado es <strong>{radicado}</strong>.
        </p>
      )}
      <button type="submit" className="button" disabled={sending || !live}>
        {sending ? 'Enviando…' : 'Enviar'}
      </button>
    </form>
  );
}

export const ContactForm = withSiteBase(ContactFormContent);
