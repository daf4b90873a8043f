/** The services of the home page: the levels the school offers, from the school's settings. */
import { tilesOf, type SiteSettings } from '@/lib/site-settings';
import styles from './home.module.css';

export function ServicesSection({ settings }: { settings: SiteSettings }) {
  const services = tilesOf(settings, 'service');
  if (!settings.servicesTitle && services.length === 0) return null;
  return (
    <section className={styles.services} aria-labelledby="servicios-titulo">
      <div className="container">
        <h2 id="servicios-titulo">{settings.servicesTitle}</h2>
        {settings.servicesLine && <p className={styles.servicesLine}>{settings.servicesLine}</p>}
        <ul className={styles.serviceList}>
          {services.map((s) => (
            <li key={s.position} className={styles.service}>
              <span className={styles.serviceNumber} aria-hidden="true">
                {String(s.position + 1).padStart(2, '0')}
              </span>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
