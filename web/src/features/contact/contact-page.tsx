/** /contacto: the contact form next to the school's contact details. */
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons';
import { usePageTitle } from '@/components/use-page-title';
import { SITE } from '@/config/site';
import { ContactForm } from './contact-form';
import styles from './contact.module.css';

export default function ContactPage() {
  usePageTitle('Contacto');
  return (
    <main className={`container ${styles.page}`}>
      <h1 className={styles.title}>Contáctenos</h1>
      <p className={styles.intro}>
        Escríbanos sus preguntas, solicitudes o sugerencias. Le responderemos al correo que nos indique.
      </p>
      <div className={styles.layout}>
        <ContactForm />
        <aside className={styles.details} aria-labelledby="datos-contacto">
          <h2 id="datos-contacto">Datos de contacto</h2>
          <ul>
            <li>
              <MapPinIcon size={20} />
              <span>{SITE.contact.address}</span>
            </li>
            <li>
              <PhoneIcon size={20} />
              <span>{SITE.contact.phones.join(' · ')}</span>
            </li>
            <li>
              <MailIcon size={20} />
              <span>{SITE.contact.email}</span>
            </li>
            <li>
              <ClockIcon size={20} />
              <span>{SITE.contact.hours}</span>
            </li>
          </ul>
        </aside>
      </div>
    </main>
  );
}
