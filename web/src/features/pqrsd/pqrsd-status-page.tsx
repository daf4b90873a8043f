/**
 * /pqrsd/consulta: a request's state from its radicado and its tracking code, the only key that
 * reads it (the e-mail does not); both may come filled in from the receipt's link
 * (lookup-query.ts). A wrong pair and an unknown radicado read the same. "¿Perdió su código?"
 * asks the server to mail a new one to the address stored with the request (lost-code-form.tsx).
 * The look-up is the page's island (`PqrsdLookup`, as `children` of the page); it asks the API
 * from its code, so with no JavaScript the page says how else to ask (the school's contact details).
 */
import type { ReactNode } from 'react';
import { PUBLIC_PATHS } from '@/config/paths';
import { pageById } from '@/config/pages';
import { NoScriptNote } from '@/components/no-script-note';
import type { SiteSettings } from '@/lib/site-settings';
import styles from './pqrsd.module.css';
import { useSiteHref, withSiteBase } from '@/components/site-base';

const { title } = pageById('pqrsdconsulta');

function PqrsdStatusPage({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  const href = useSiteHref();
  return (
    <main className={`container ${styles.page}`}>
      <h1 className="page-title">{title}</h1>
      <p className={styles.intro}>
        Escriba el número de radicado y el código de seguimiento que recibió al enviar su solicitud. Los dos
        aparecen en la confirmación y, si dio un correo, en el mensaje que le enviamos.
      </p>
      <NoScriptNote settings={settings} what="su consulta" />
      <div className={styles.layout}>
        {children}
        <aside className={styles.aside} aria-labelledby="consulta-ayuda">
          <h2 id="consulta-ayuda">¿No tiene un radicado?</h2>
          <p>
            <a href={href(PUBLIC_PATHS.pqrsd)}>Envíe una petición, queja, reclamo, sugerencia o denuncia</a>
          </p>
        </aside>
      </div>
    </main>
  );
}

export default withSiteBase(PqrsdStatusPage);
