/**
 * /pqrsd, Atención al ciudadano (Ley 1474 de 2011 art. 76, Ley 1755 de 2015): the heading, the
 * help beside the form, and the form with its receipt (`children`: the page's island,
 * pqrsd-filing.tsx). The form sends JSON from its code: with no JavaScript the page says how else
 * to file (the school's e-mail, phones and address, from the settings).
 */
import type { ReactNode } from 'react';
import { PUBLIC_PATHS } from '@/config/paths';
import { pageById } from '@/config/pages';
import { NoScriptNote } from '@/components/no-script-note';
import type { SiteSettings } from '@/lib/site-settings';
import styles from './pqrsd.module.css';

const { title } = pageById('pqrsd');

export default function PqrsdPage({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  return (
    <main className={`container ${styles.page}`}>
      <h1 className="page-title">{title}</h1>
      <p className={styles.intro}>
        Envíenos peticiones, quejas, reclamos, sugerencias y denuncias, o pida información. Cada solicitud
        recibe un número de radicado, un código de seguimiento para consultarla y una fecha máxima de
        respuesta, según la ley.
      </p>
      <NoScriptNote settings={settings} what="su solicitud" />
      <div className={styles.layout}>
        {children}
        <aside className={styles.aside} aria-labelledby="pqrsd-ayuda">
          <h2 id="pqrsd-ayuda">Antes de enviar</h2>
          <ul>
            <li>Los plazos se cuentan en días hábiles desde el día hábil siguiente a la recepción.</li>
            <li>Una solicitud recibida en fin de semana o festivo se cuenta desde el siguiente día hábil.</li>
            <li>Las quejas y denuncias pueden ser anónimas.</li>
          </ul>
          <p>
            <a href={PUBLIC_PATHS.pqrsdconsulta}>¿Ya envió una? Consulte su estado</a>
          </p>
        </aside>
      </div>
    </main>
  );
}
