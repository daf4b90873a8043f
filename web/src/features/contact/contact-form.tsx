/**
 * The contact form (spec §2, §5, §8): subject, name, email (type email), phone (type tel) and
 * message, all required, plus the consent to the personal-data policy that Colombian law
 * (Ley 1581 de 2012) requires before collecting personal data. The browser's own validation
 * checks the fields; the result is the alert of spec §8, and the form is cleared either way.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '@/config/paths';
import { sendContactMessage } from './send-contact-message';
import styles from './contact.module.css';

export const SENT_MESSAGE = 'Mensaje enviado con éxito!';
export const FAILED_MESSAGE = 'Hubo un error al enviar el mensaje.';

const field = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

export function ContactForm() {
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setSending(true);
    try {
      await sendContactMessage({
        subject: field(data, 'subject'),
        name: field(data, 'name'),
        email: field(data, 'email'),
        phone: field(data, 'phone'),
        message: field(data, 'message'),
      });
      window.alert(SENT_MESSAGE);
    } catch (err) {
      console.error('Error al enviar el mensaje de contacto:', err);
      window.alert(FAILED_MESSAGE);
    } finally {
      form.reset();
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-busy={sending}>
      <p className={styles.required}>Todos los campos son obligatorios.</p>
      <div className={styles.field}>
        <label htmlFor="contact-subject">Asunto</label>
        <input id="contact-subject" name="subject" type="text" required maxLength={200} />
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="contact-name">Nombre</label>
          <input id="contact-name" name="name" type="text" required autoComplete="name" maxLength={150} />
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-phone">Teléfono</label>
          <input id="contact-phone" name="phone" type="tel" required autoComplete="tel" maxLength={40} />
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-email">Correo electrónico</label>
        <input id="contact-email" name="email" type="email" required autoComplete="email" maxLength={200} />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">Mensaje</label>
        <textarea id="contact-message" name="message" required rows={6} maxLength={5000} />
      </div>
      <div className={styles.consent}>
        <input id="contact-consent" name="consent" type="checkbox" required />
        <label htmlFor="contact-consent">
          Autorizo el tratamiento de mis datos personales para responder a este mensaje, conforme a la Ley
          1581 de 2012 y según la{' '}
          <Link to={PUBLIC_PATHS.politicaprivacidad}>
            Política de privacidad y tratamiento de datos personales
          </Link>
          .
        </label>
      </div>
      <button type="submit" className="button" disabled={sending}>
        {sending ? 'Enviando…' : 'Enviar'}
      </button>
    </form>
  );
}
