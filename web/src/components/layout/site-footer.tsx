/**
 * The footer of spec §2: the institutional items, each a link to the page that covers it,
 * the contact block as fixed text, four icon links and the copyright line with the current year;
 * and a row of links the law asks for on every page (Anexo 2 §2.3): Transparencia, the three
 * policies and the site map, from the page registry; and the accessibility statement (Anexo 1).
 * The contact part and the social links are the GOV.CO footer's (footer-contact.tsx,
 * model/govco-footer.ts): each required element inside `data-pie="<key>"`, the Secretaría's shared
 * lines and defaults (`shell`) beside the school's own values.
 */
import { footerPages } from '@/config/pages';
import { PUBLIC_PATHS } from '@/config/paths';
import { ExternalLink } from '@/components/external-link';
import { mediaUrl } from '@/lib/api-client';
import { useSiteHref, withSiteBase } from '@/components/site-base';
import { FacebookIcon, GlobeIcon, UserIcon, YoutubeIcon } from '@/components/content-icons';
import type { SiteSettings } from '@/lib/site-settings';
import { FOOTER_ICON_LINKS, FOOTER_ITEMS } from '@model/site-links';
import { SITE } from '@/config/site';
import { footerContact, FOOTER_PAGE_KEYS, type SocialLink } from '@model/govco-footer';
import type { ShellDefaults } from '@model/platform-directory';
import { FooterContact } from './footer-contact';
import { GovcoLogo } from './govco-logo';
import { InstagramIcon, XIcon } from './social-icons';
import styles from './site-footer.module.css';

/** The icon of each icon link (the links and their words: FOOTER_ICON_LINKS, in the model). */
const ICONS: Record<(typeof FOOTER_ICON_LINKS)[number]['setting'], typeof FacebookIcon> = {
  facebook: FacebookIcon,
  youtubeChannel: YoutubeIcon,
  siteUrl: GlobeIcon,
  studentSystemLogin: UserIcon,
};

const NETWORK_ICONS: Record<SocialLink['network'], typeof FacebookIcon> = {
  facebook: FacebookIcon,
  youtube: YoutubeIcon,
  instagram: InstagramIcon,
  x: XIcon,
};

/** The icon links that are no social account (the footer's `redes` are footerContact's). */
const OTHER_ICON_LINKS = FOOTER_ICON_LINKS.filter(
  ({ setting }) => setting !== 'facebook' && setting !== 'youtubeChannel',
);

/**
 * `bare`: the bottom line alone (GOV.CO and the copyright), for the Secretaría's console, whose
 * pages are no school's and whose staff need none of a school's links.
 */
function Footer({
  settings,
  shell,
  bare = false,
}: {
  settings: SiteSettings;
  shell?: ShellDefaults;
  bare?: boolean;
}) {
  const href = useSiteHref();
  const contact = footerContact(settings, shell);
  const others = OTHER_ICON_LINKS.filter(({ setting }) => settings[setting]);
  const bottom = (
    <div className={styles.bottom}>
      <a href={SITE.govCo} className={styles.govco}>
        <GovcoLogo height={24} />
        <span className="sr-only">Portal del Estado colombiano GOV.CO</span>
      </a>
      <p className={styles.copyright}>
        {settings.title && `© ${new Date().getFullYear()} ${settings.title}. Todos los derechos reservados.`}
      </p>
    </div>
  );
  if (bare) return <footer className={styles.footer}>{bottom}</footer>;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <section aria-labelledby="footer-institucion">
          <h2 id="footer-institucion" className={styles.heading}>
            Institución
          </h2>
          <ul className={styles.items}>
            {FOOTER_ITEMS.map(({ label, to, file }) => (
              <li key={label}>
                {file && settings[file] ? (
                  <a href={href(mediaUrl(settings[file]))} type="application/pdf" className={styles.itemLink}>
                    {label}
                    <span className="sr-only"> (PDF)</span>
                  </a>
                ) : to ? (
                  <a href={href(to)} className={styles.itemLink}>
                    {label}
                  </a>
                ) : (
                  <span className={styles.itemText}>{label}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contacto">
          <h2 id="footer-contacto" className={styles.heading}>
            Contáctenos
          </h2>
          <FooterContact contact={contact} />
        </section>
        {/* The families' e-mail subscription: a plain link, no script. */}
        <section aria-labelledby="footer-suscripcion">
          <h2 id="footer-suscripcion" className={styles.heading}>
            Reciba las circulares
          </h2>
          <p className={styles.subscribeText}>
            Las circulares, noticias y eventos del colegio, en su correo.
          </p>
          <a href={href(PUBLIC_PATHS.suscripcion)} className={styles.subscribeLink}>
            Suscribirme por correo
          </a>
        </section>
        {(contact.social.length > 0 || others.length > 0) && (
          <section aria-labelledby="footer-redes">
            <h2 id="footer-redes" className={styles.heading}>
              Síganos
            </h2>
            <div className={styles.iconRows}>
              {contact.social.length > 0 && (
                <ul className={styles.icons} data-pie="redes">
                  {contact.social.map(({ network, url, label }) => {
                    const Icon = NETWORK_ICONS[network];
                    return (
                      <li key={url}>
                        <ExternalLink href={url} className={styles.iconLink}>
                          <Icon size={22} />
                          <span className="sr-only">{label}</span>
                        </ExternalLink>
                      </li>
                    );
                  })}
                </ul>
              )}
              {others.length > 0 && (
                <ul className={styles.icons}>
                  {others.map(({ setting, label }) => {
                    const Icon = ICONS[setting];
                    return (
                      <li key={label}>
                        <ExternalLink href={settings[setting]} className={styles.iconLink}>
                          <Icon size={22} />
                          <span className="sr-only">{label}</span>
                        </ExternalLink>
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          </section>
        )}
      </div>
      <nav aria-label="Transparencia y políticas" className={styles.legal}>
        <ul className={`container ${styles.legalList}`}>
          {footerPages().map((page) => (
            <li key={page.id} data-pie={FOOTER_PAGE_KEYS[page.id as keyof typeof FOOTER_PAGE_KEYS]}>
              <a href={href(page.path)} className={styles.legalLink}>
                {page.footerLabel ?? page.menu?.label ?? page.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {/* Empty, but its line kept, while the school's name is not known (no settings record yet, or the
          admin area before its settings arrive). */}
      {bottom}
    </footer>
  );
}

export const SiteFooter = withSiteBase(Footer);
