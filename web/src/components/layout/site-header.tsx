/**
 * The header on every page: the school's phone and e-mail on a wide screen, its name and the
 * navigation. The GOV.CO bar above it is the frame's (govco-bar.tsx).
 */
import { PUBLIC_PATHS } from '@/config/paths';
import { ExternalLink } from '@/components/external-link';
import { MailIcon, PhoneIcon, SchoolMark } from '@/components/icons';
import { mediaUrl } from '@/lib/api-client';
import { useSiteHref, withSiteBase } from '@/components/site-base';
import type { SiteSettings } from '@/lib/site-settings';
import { VARIANT_WIDTHS, variantName } from '@model/public';
import { HeaderSearch } from './header-search';
import { MainNav } from './main-nav';
import styles from './site-header.module.css';

const LOGO_SIZE = 52;

/**
 * `path`: the page shown (as the registry writes it, no base), which the menu marks. `bare`: the
 * name alone, for the Secretaría's console, which has no school's menu, search or enrolment.
 */
function Header({
  settings: s,
  path,
  bare = false,
}: {
  settings: SiteSettings;
  path: string;
  bare?: boolean;
}) {
  const href = useSiteHref();
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          <span className={styles.topContact}>
            {s.phoneOne && (
              <span>
                <PhoneIcon size={14} />
                {s.phoneOne}
              </span>
            )}
            {s.email && (
              <span>
                <MailIcon size={14} />
                {s.email}
              </span>
            )}
          </span>
        </div>
      </div>
      <div className={`container ${styles.brandRow}`}>
        <a href={href(PUBLIC_PATHS.home)} className={styles.brand}>
          {s.logo ? (
            // Its smallest stored variant (a 512 px upload's 480 px AVIF, about a quarter of the
            // original's bytes; /media answers the next best file where there is none), at low
            // priority: a 52 px mark must not take the slow network from the page's main picture.
            <img
              src={href(mediaUrl(variantName(s.logo, VARIANT_WIDTHS[0], 'avif')))}
              alt=""
              width={LOGO_SIZE}
              height={LOGO_SIZE}
              fetchPriority="low"
              decoding="async"
              className={styles.logo}
            />
          ) : s.title ? (
            <SchoolMark size={LOGO_SIZE} />
          ) : (
            // Settings not known yet (no settings record, or the admin area before they arrive):
            // neither the logo nor the generic mark.
            <span className={styles.logo} style={{ width: LOGO_SIZE, height: LOGO_SIZE }} />
          )}
          <span>
            <span className={styles.name}>{s.title}</span>
            {s.tagline && <span className={styles.tagline}>{s.tagline}</span>}
          </span>
        </a>
        {!bare && <HeaderSearch />}
        {!bare && s.tramitesMatricula && (
          <ExternalLink href={s.tramitesMatricula} className={`button button-gold ${styles.cta}`}>
            Trámites de matrícula
          </ExternalLink>
        )}
      </div>
      {!bare && <MainNav settings={s} path={path} />}
    </header>
  );
}

export const SiteHeader = withSiteBase(Header);
