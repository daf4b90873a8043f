/**
 * /pqrsd, Atención al ciudadano (Ley 1474 de 2011 art. 76, Ley 1755 de 2015): the heading and
 * the form with its receipt (`children`: the page's island, pqrsd-filing.tsx; its "Antes de
 * enviar" sits in the form, before the button, and goes when the receipt comes). The form sends JSON from its code: with no JavaScript the page says how else
 * to file (the school's e-mail, phones and address, from the settings).
 */
import type { ReactNode } from 'react';
import { PUBLIC_PATHS } from '@/config/paths';
import { pageById } from '@/config/pages';
import { NoScriptNote } from '@/components/no-script-note';
import type { SiteSettings } from '@/lib/site-settings';
import styles from './pqrsd.module.css';
import { useSiteHref, withSiteBase } from '@/components/site-base';

const { title } = pageById('pqrsd');

function PqrsdPage({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  const href = useSiteHref();
  return (
    <main className={`container ${styles.page}`}>
      <h1 className="page-title">{title}</h1>
      <p className={styles.intro}>
        Envíenos peticiones, quejas, reclamos, sugerencias y denuncias, o pida información. Cada solicitud
        recibe un número de radicado, un código de seguimiento para consultarla y una fecha máxima de
        respuesta, según la ley. ¿Ya envió una?{' '}
        <a href={href(PUBLIC_PATHS.pqrsdconsulta)}>Consulte su estado</a>.
      </p>
      <NoScriptNote settings={settings} what="su solicitud" />
      <div className={`${styles.layout} ${styles.single}`}>{children}</div>
    </main>
  );
}

export default withSiteBase(PqrsdPage);
