/**
 * The footer of spec §2: institutional text items (without links, as in the spec, but Noticias and
 * Circulares, which have a page since issue 23),
 * the contact block as fixed text, four icon links and the copyright line with the current year;
 * and a row of links the law asks for on every page (Anexo 2 §2.3): Transparencia, the three
 * policies and the site map, from the page registry.
 */
import { Link } from 'react-router-dom';
import { footerPages } from '@/config/pages';
import { PUBLIC_PATHS } from '@/config/paths';
import { ContactDetails } from '@/components/contact-details';
import { ExternalLink } from '@/components/external-link';
import { FacebookIcon, GlobeIcon, UserIcon, YoutubeIcon } from '@/components/icons';
import { useSiteSettings, type SiteSettings } from '@/lib/site-settings';
import styles from './site-footer.module.css';

const INSTITUTIONAL_ITEMS = [
  'Misión y visión',
  'Valores institucionales',
  'Proyecto Educativo Institucional (PEI)',
  'Objetivos',
  'Filosofía',
  'Circulares',
  'Rendición de cuentas',
  'Noticias',
  'Galería de fotos',
  'Política de privacidad',
  'Tratamiento de datos personales',
];

/** The items that have a page now (issue 23): Noticias and Circulares open the news list. */
const ITEM_LINKS: Partial<Record<string, string>> = {
  Noticias: PUBLIC_PATHS.noticias,
  Circulares: `${PUBLIC_PATHS.noticias}?tipo=circular`,
  // Issue 25: the albums.
  'Galería de fotos': PUBLIC_PATHS.galeria,
};

/** The icon links, each from a setting; one the school left empty is not shown. */
const ICON_LINKS: Array<{ setting: keyof SiteSettings; label: string; Icon: typeof FacebookIcon }> = [
  { setting: 'facebook', label: 'Facebook de la institución', Icon: FacebookIcon },
  { setting: 'youtubeChannel', label: 'Canal de YouTube de la institución', Icon: YoutubeIcon },
  { setting: 'siteUrl', label: 'Sitio web de la institución', Icon: GlobeIcon },
  { setting: 'studentSystemLogin', label: 'Ingreso a la plataforma académica de estudiantes', Icon: UserIcon },
];

export function SiteFooter() {
  const settings = useSiteSettings();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <section aria-labelledby="footer-institucion">
          <h2 id="footer-institucion" className={styles.heading}>
            Institución
          </h2>
          <ul className={styles.items}>
            {INSTITUTIONAL_ITEMS.map((item) => (
              <li key={item}>
                {item in ITEM_LINKS ? (
                  <Link to={ITEM_LINKS[item]!} className={styles.itemLink}>
                    {item}
                  </Link>
                ) : (
                  item
                )}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contacto">
          <h2 id="footer-contacto" className={styles.heading}>
            Contáctenos
          </h2>
          <ContactDetails iconSize={18} className={styles.contact} />
        </section>
        <section aria-labelledby="footer-redes">
          <h2 id="footer-redes" className={styles.heading}>
            Síganos
          </h2>
          <ul className={styles.icons}>
            {ICON_LINKS.filter(({ setting }) => settings[setting]).map(({ setting, label, Icon }) => (
              <li key={label}>
                <ExternalLink href={settings[setting]} className={styles.iconLink}>
                  <Icon size={22} />
                  <span className="sr-only">{label}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <nav aria-label="Transparencia y políticas" className={styles.legal}>
        <ul className={`container ${styles.legalList}`}>
          {footerPages().map((page) => (
            <li key={page.id}>
              <Link to={page.path} className={styles.legalLink}>
                {page.menu?.label ?? page.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Empty, but its line kept, while the school's name is not known (the prerendered frame). */}
      <p className={styles.copyright}>
        {settings.title && `© ${new Date().getFullYear()} ${settings.title}. Todos los derechos reservados.`}
      </p>
    </footer>
  );
}
