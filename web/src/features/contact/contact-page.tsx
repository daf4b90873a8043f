/**
 * /contacto: the contact form (`children`: the page's island, contact-form.tsx) next to the
 * school's contact details. The form sends from its code: with no JavaScript the page says so,
 * and the details beside it are the way to write or call.
 */
import type { ReactNode } from 'react';
import { ContactDetails } from '@/components/contact-details';
import { NoScriptNote } from '@/components/no-script-note';
import type { SiteSettings } from '@/lib/site-settings';
import styles from './contact.module.css';
import { withSiteBase } from '@/components/site-base';

function ContactPage({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  return (
    <main className={`container ${styles.page}`}>
      <h1 className="page-title">Contáctenos</h1>
      <p className={styles.intro}>
        Escríbanos sus preguntas, solicitudes o sugerencias. Le responderemos al correo que nos indique.
      </p>
      <NoScriptNote what="su mensaje" />
      <div className={styles.layout}>
        {children}
        <aside className={styles.details} aria-labelledby="datos-contacto">
          <h2 id="datos-contacto">Datos de contacto</h2>
          <ContactDetails settings={settings} iconSize={20} />
        </aside>
      </div>
    </main>
  );
}

export default withSiteBase(ContactPage);
