/**
 * What a page whose form sends from its code (the PQRSD form, the contact form: they send JSON)
 * says in a <noscript>: the form needs JavaScript, and how else to reach the school (its contact
 * details, from the settings). The form's button stays disabled without the code, so this is the
 * way on.
 */
import { ContactDetails } from '@/components/contact-details';
import type { SiteSettings } from '@/lib/site-settings';
import styles from './no-script-note.module.css';

/**
 * `what`: what the form sends ("su solicitud"). `settings`: the school's details to list; none
 * when the page shows them beside the form already (the contact page).
 */
export function NoScriptNote({ settings, what }: { settings?: SiteSettings; what: string }) {
  return (
    <noscript>
      <div className={styles.noScript}>
        <p>
          Para enviar {what} desde este formulario su navegador debe tener JavaScript activado. También puede
          hacerlo por correo electrónico, por teléfono o en la sede de la institución
          {settings ? ':' : ', con los datos de contacto de esta página.'}
        </p>
        {settings && <ContactDetails settings={settings} iconSize={18} />}
      </div>
    </noscript>
  );
}
