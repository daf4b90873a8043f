/** The header on every page: the national top bar, the school's name and the navigation. */
import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '@/config/paths';
import { ExternalLink } from '@/components/external-link';
import { MailIcon, PhoneIcon, SchoolMark } from '@/components/icons';
import { SITE } from '@/config/site';
import { MainNav } from './main-nav';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          <ExternalLink href={SITE.external.govCo} className={styles.govCo}>
            GOV.CO
          </ExternalLink>
          <span className={styles.topContact}>
            <span>
              <PhoneIcon size={14} />
              {SITE.contact.phones[0]}
            </span>
            <span>
              <MailIcon size={14} />
              {SITE.contact.email}
            </span>
          </span>
        </div>
      </div>
      <div className={`container ${styles.brandRow}`}>
        <Link to={PUBLIC_PATHS.home} className={styles.brand}>
          <SchoolMark size={52} />
          <span>
            <span className={styles.name}>{SITE.name}</span>
            <span className={styles.tagline}>{SITE.tagline}</span>
          </span>
        </Link>
        <ExternalLink href={SITE.external.tramitesMatricula} className={`button button-gold ${styles.cta}`}>
          Trámites de matrícula
        </ExternalLink>
      </div>
      <MainNav />
    </header>
  );
}
