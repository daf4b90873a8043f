/**
 * The thin band above every school's header on a deployment with a platform: the Secretaría de
 * Educación's name (and logo) linking to its directory of schools. In the page's HTML from the
 * server, with a fixed height, so nothing below it moves.
 */
import type { SecretariaBand as Band } from '@model/platform-directory';
import styles from './secretaria-band.module.css';

const LOGO_SIZE = 20;

export function SecretariaBand({ band }: { band: Band }) {
  return (
    <nav aria-label="Secretaría de Educación" className={styles.band}>
      <div className={`container ${styles.inner}`}>
        <a href={band.url} className={styles.link}>
          {band.logo && (
            <img
              src={band.logo}
              alt=""
              width={LOGO_SIZE}
              height={LOGO_SIZE}
              fetchPriority="low"
              decoding="async"
              className={styles.logo}
            />
          )}
          <span className={styles.name}>{band.name}</span>
          <span className={styles.hint}>Directorio de colegios</span>
        </a>
      </div>
    </nav>
  );
}
