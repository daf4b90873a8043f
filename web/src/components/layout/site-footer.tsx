/**
 * The footer of spec §2: the institutional items, each a link to the page that covers it,
 * the contact block as fixed text, four icon links and the copyright line with the current year;
 * and a row of links the law asks for on every page (Anexo 2 §2.3): Transparencia, the three
 * policies and the site map, from the page registry; and the accessibility statement (Anexo 1).
 */
import { footerPages } from '@/config/pages';
import { PUBLIC_PATHS } from '@/config/paths';
import { ContactDetails } from '@/components/contact-details';
import { ExternalLink } from '@/components/external-link';
import { mediaUrl } from '@/lib/api-client';
import { FacebookIcon, GlobeIcon, UserIcon, YoutubeIcon } from '@/components/content-icons';
import type { SiteSettings } from '@/lib/site-settings';
import styles from './site-footer.module.css';

/**
 * The institutional items of spec §2, each a link to the page or the document that covers it (an
 * item that looked like a link and was not would send a parent nowhere). The horizon page holds
 * the mission, vision, philosophy, values and objectives; the privacy policy is also the personal
 * data treatment policy; the PEI is the PDF of the school's settings (`file`). An item whose
 * document is not uploaded yet is drawn as plain, muted text.
 */
const INSTITUTIONAL_ITEMS: ReadonlyArray<{ label: string; to?: string; file?: 'pei' }> = [
  { label: 'Misión y visión', to: PUBLIC_PATHS.horizonte },
  { label: 'Valores institucionales', to: PUBLIC_PATHS.horizonte },
  { label: 'Proyecto Educativo Institucional (PEI)', file: 'pei' },
  { label: 'Objetivos', to: PUBLIC_PATHS.horizonte },
  { label: 'Filosofía', to: PUBLIC_PATHS.horizonte },
  { label: 'Circulares', to: PUBLIC_PATHS.circulares },
  { label: 'Rendición de cuentas', to: PUBLIC_PATHS.rendicioncuentas },
  { label: 'Noticias', to: PUBLIC_PATHS.noticias },
  { label: 'Galería de fotos', to: PUBLIC_PATHS.galeria },
  { label: 'Política de privacidad', to: PUBLIC_PATHS.politicaprivacidad },
  { label: 'Tratamiento de datos personales', to: PUBLIC_PATHS.politicaprivacidad },
];

/** The icon links, each from a setting; one the school left empty is not shown. */
const ICON_LINKS: Array<{ setting: keyof SiteSettings; label: string; Icon: typeof FacebookIcon }> = [
  { setting: 'facebook', label: 'Facebook de la institución', Icon: FacebookIcon },
  { setting: 'youtubeChannel', label: 'Canal de YouTube de la institución', Icon: YoutubeIcon },
  { setting: 'siteUrl', label: 'Sitio web de la institución', Icon: GlobeIcon },
  {
    setting: 'studentSystemLogin',
    label: 'Ingreso a la plataforma académica de estudiantes',
    Icon: UserIcon,
  },
];

export function SiteFooter({ settings }: { settings: SiteSettings }) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <section aria-labelledby="footer-institucion">
          <h2 id="footer-institucion" className={styles.heading}>
            Institución
          </h2>
          <ul className={styles.items}>
            {INSTITUTIONAL_ITEMS.map(({ label, to, file }) => (
              <li key={label}>
                {file && settings[file] ? (
                  <a href={mediaUrl(settings[file])} type="application/pdf" className={styles.itemLink}>
                    {label}
                    <span className="sr-only"> (PDF)</span>
                  </a>
                ) : to ? (
                  <a href={to} className={styles.itemLink}>
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
              <a href={page.path} className={styles.legalLink}>
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
