/**
 * The footer of spec §2: the institutional items, each a link to the page that covers it,
 * the contact block as fixed text, four icon links and the copyright line with the current year;
 * and a row of links the law asks for on every page (Anexo 2 §2.3): Transparencia, the three
 * policies and the site map, from the page registry; and the accessibility statement (Anexo 1).
 */
import { footerPages } from '@/config/pages';
import { ContactDetails } from '@/components/contact-details';
import { ExternalLink } from '@/components/external-link';
import { mediaUrl } from '@/lib/api-client';
import { useSiteHref, withSiteBase } from '@/components/site-base';
import { FacebookIcon, GlobeIcon, UserIcon, YoutubeIcon } from '@/components/content-icons';
import type { SiteSettings } from '@/lib/site-settings';
import { FOOTER_ICON_LINKS, FOOTER_ITEMS } from '@model/site-links';
import styles from './site-footer.module.css';

/** The icon of each icon link (the links and their words: FOOTER_ICON_LINKS, in the model). */
const ICONS: Record<(typeof FOOTER_ICON_LINKS)[number]['setting'], typeof FacebookIcon> = {
  facebook: FacebookIcon,
  youtubeChannel: YoutubeIcon,
  siteUrl: GlobeIcon,
  studentSystemLogin: UserIcon,
};

function Footer({ settings }: { settings: SiteSettings }) {
  const href = useSiteHref();
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
          <ContactDetails settings={settings} iconSize={18} className={styles.contact} />
        </section>
        <section aria-labelledby="footer-redes">
          <h2 id="footer-redes" className={styles.heading}>
            Síganos
          </h2>
          <ul className={styles.icons}>
            {FOOTER_ICON_LINKS.filter(({ setting }) => settings[setting]).map(({ setting, label }) => {
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
        </section>
      </div>
      <nav aria-label="Transparencia y políticas" className={styles.legal}>
        <ul className={`container ${styles.legalList}`}>
          {footerPages().map((page) => (
            <li key={page.id}>
              <a href={href(page.path)} className={styles.legalLink}>
                {page.footerLabel ?? page.menu?.label ?? page.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {/* Empty, but its line kept, while the school's name is not known (no settings record yet, or the
          admin area before its settings arrive). */}
      <p className={styles.copyright}>
        {settings.title && `© ${new Date().getFullYear()} ${settings.title}. Todos los derechos reservados.`}
      </p>
    </footer>
  );
}

export const SiteFooter = withSiteBase(Footer);
