/** /contacto: the contact form next to the school's contact details. */
import { ContactDetails } from '@/components/contact-details';
import { usePageTitle } from '@/components/use-page-title';
import { pageById } from '@/config/pages';
import { ContactForm } from './contact-form';
import styles from './contact.module.css';

export default function ContactPage() {
  usePageTitle(pageById('contacto').title);
  return (
    <main className={`container ${styles.page}`}>
      <h1 className="page-title">Contáctenos</h1>
      <p className={styles.intro}>
        Escríbanos sus preguntas, solicitudes o sugerencias. Le responderemos al correo que nos indique.
      </p>
      <div className={styles.layout}>
        <ContactForm />
        <aside className={styles.details} aria-labelledby="datos-contacto">
          <h2 id="datos-contacto">Datos de contacto</h2>
          <ContactDetails iconSize={20} />
        </aside>
      </div>
    </main>
  );
}
