/**
 * The home page's visible link to Atención al ciudadano (Ley 1474 de 2011 art. 76 asks for one on
 * the home page): where to file a PQRSD and where to follow it.
 */
import { PUBLIC_PATHS } from '@/config/paths';
import styles from './home.module.css';
import { useSiteHref } from '@/components/site-base';

export function CitizenBand() {
  const href = useSiteHref();
  return (
    <section className={styles.citizen} aria-labelledby="atencion-titulo">
      <div className={`container ${styles.citizenInner}`}>
        <div>
          <h2 id="atencion-titulo">Atención al ciudadano</h2>
          <p>
            Peticiones, quejas, reclamos, sugerencias y denuncias: reciba un número de radicado y una fecha de
            respuesta.
          </p>
        </div>
        <p className={styles.citizenLinks}>
          <a className="button" href={href(PUBLIC_PATHS.pqrsd)}>
            Enviar una solicitud
          </a>
          <a href={href(PUBLIC_PATHS.pqrsdconsulta)}>Consultar una solicitud</a>
        </p>
      </div>
    </section>
  );
}
